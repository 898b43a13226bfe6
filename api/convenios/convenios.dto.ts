// An agreement as the web reads it (convenios.schemas.ts convenioSchema).
import { convenioEditable, convenioEliminable, etiquetaConvenio } from '../../domain/convenios/reglas';
import { archivoDto } from '../establecimientos/establecimientos.dto';
import type { ConvenioDto } from './convenios.schemas';
import type { ConvenioVista } from './convenios.repository';

export const ETIQUETA_DOCUMENTO_CONVENIO = 'Documento del convenio';

export function convenioDto({ c, cat, doc }: ConvenioVista): ConvenioDto {
  return {
    id: c.id,
    licencia_id: c.licenciaId,
    locacion_id: c.locacionId,
    convenio_id: c.convenioId,
    convenio: { id: cat.id, descripcion: cat.descripcion, activo: cat.activo },
    vigencia_inicio: c.vigenciaInicio,
    vigencia_fin: c.vigenciaFin,
    documento: doc?.id ?? null,
    documento_archivo: doc ? { ...archivoDto(doc), etiqueta: ETIQUETA_DOCUMENTO_CONVENIO } : null,
    estatus: c.estatus,
    estatus_etiqueta: etiquetaConvenio(c.estatus),
    eliminable: convenioEliminable(c.estatus),
    editable: convenioEditable(c.estatus),
    aviso_at: c.avisoAt?.toISOString() ?? null,
    vencido_at: c.vencidoAt?.toISOString() ?? null,
    created_at: c.createdAt.toISOString(),
  };
}
