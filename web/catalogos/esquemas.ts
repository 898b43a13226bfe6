// The forms of the catalogues page. Where a form has the body's shape it validates with the API's
// own schema (domain/catalogos/admin.schemas.ts), so the person reads on the field
// the very message the server would answer; only the document's state (one choice standing for
// requerido + activo) is the page's own.
import { z } from 'zod';
import { MSG_CATALOGOS } from '../../domain/catalogos/admin.mensajes';

export {
  convenioBody,
  giroEditarBody,
  localBody,
  localidadCrearBody,
  municipioCrearBody,
  tarifaBody,
} from '../../domain/catalogos/admin.schemas';

export const ESTADOS_DOCUMENTO = ['obligatorio', 'opcional', 'inactivo'] as const;
export type EstadoDocumento = (typeof ESTADOS_DOCUMENTO)[number];
/** 'segun': no adjustment, the procedure's rules decide per request (the API's requerido null). */
export const ETIQUETA_ESTADO: Record<EstadoDocumento | 'segun', string> = {
  obligatorio: 'Obligatorio',
  opcional: 'Opcional',
  inactivo: 'Inactivo',
  segun: 'Según el trámite',
};

export const documentoSchema = z.object({
  etiqueta: z.string().trim().min(1, MSG_CATALOGOS.etiqueta).max(200, 'Máximo: 200 caracteres'),
  estado: z.enum(ESTADOS_DOCUMENTO, { error: 'Seleccione el estado del documento' }),
});
export type DocumentoEntrada = z.input<typeof documentoSchema>;
export type DocumentoForm = z.output<typeof documentoSchema>;

/** Riesgo and tipo de patente as a person reads them (domain/catalogos/establecimientos.ts keeps the codes). */
export const ETIQUETA_RIESGO: Record<'bajo' | 'medio' | 'alto', string> = { bajo: 'Bajo', medio: 'Medio', alto: 'Alto' };
export const TIPOS_PATENTE: { id: number; label: string }[] = [
  { id: 1, label: 'Tiendas (minisúper, depósito, vinos y licores)' },
  { id: 2, label: 'Bar y cantina' },
  { id: 3, label: 'Restaurante bar' },
  { id: 4, label: 'Discoteca' },
];
