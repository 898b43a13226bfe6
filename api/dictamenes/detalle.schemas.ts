// What the three review levels see of a tower or billboard in the inbox, besides the procedure's
// own (its measures or sections): one shape for both (web/bandeja/detalle-dictamen.tsx).
import { z } from 'zod';
import { documentoTareaSchema } from '../tramites/detalle.schemas';
import { estadoCuentaSchema } from '../pagos/pagos.schemas';
import { archivoDictamenSchema } from './comun.schemas';

const id = z.number().int();

export const detalleTareaDictamenShape = {
  solicitud_id: id,
  folio: z.string(),
  nombre_tramite: z.string(),
  contribuyente: z.object({ nombre: z.string(), rfc: z.string(), email: z.string() }),
  clave_catastral: z.string().nullable(),
  no_folio: z.boolean(),
  tipo_propiedad_id: id.nullable(),
  tipo_propiedad: z.string(),
  domicilio: z.string(),
  edo_cuenta_status: id.nullable(),
  constancia_uso_suelo_exist: z.boolean(),
  caracteristicas: z.array(z.object({ etiqueta: z.string(), valor: z.string() })),
  /** the request's files by slot */
  archivos: z.record(z.string(), archivoDictamenSchema),
  documentos: z.array(documentoTareaSchema),
  /** the fee (domain/dictamenes/tarifa.ts) */
  tarifa: z.object({ conceptos: z.array(z.object({ concepto: z.string(), importe: z.string() })), total: z.string() }),
  importe: z.string().nullable(),
  estado_cuenta: estadoCuentaSchema.nullable(),
  documento_firmado: z.boolean(),
};
