// The rights assignment's rules (spec 3 §4.6, §5.6, §9): its files, its statuses and what each allows.
// Pure: the API, the forms and the tests call the same functions.
import { ESTATUS } from '../tramite/estatus';

/** spec 3 §4.6 estatus (the kit's request status: 1 draft, 10 in process, 3 validated, 4 finished, 5 returned). */
export const ESTATUS_CESION = { INICIO: 1, EN_PROCESO: 10, VALIDADA: 3, FINALIZADA: 4, RECHAZADA: 5 } as const;
export const ETIQUETAS_CESION: Readonly<Record<number, string>> = { 1: 'INICIO', 10: 'EN PROCESO', 3: 'VALIDADA', 4: 'FINALIZADA', 5: 'RECHAZADA', [ESTATUS.CANCELADO]: 'CANCELADA' };

/** spec 3 §9: the list's status filter. */
export const FILTRO_ESTATUS_CESION: readonly { id: number; label: string }[] = [
  { id: 1, label: 'INICIO' },
  { id: 3, label: 'VALIDADA' },
  { id: 10, label: 'EN PROCESO' },
  { id: 4, label: 'FINALIZADA' },
];

/** spec 3 §4.6: register or edit at none, 1 or 5; send to review at 1 or 5; the receipt only at 10. */
export const puedeEditarCesion = (e: number | null | undefined) => e === null || e === undefined || e === 1 || e === 5;
export const puedeEnviarCesion = (e: number | null | undefined) => e === 1 || e === 5;
export const puedeSubirReciboCesion = (e: number | null | undefined) => e === 10;

export type TipoArchivoCesion = 'pdf' | 'imagen';
/**
 * spec 3 §3.7, §5.6: the six files the taxpayer attaches (each a slot of solicitudes_cesion.archivos),
 * with the spec's field names of the multipart form and their labels.
 */
export const ARCHIVOS_CESION: readonly { slot: string; campo: string; id: string; etiqueta: string; tipo: TipoArchivoCesion }[] = [
  { slot: 'solicitud', campo: 'docSolicitud', id: 'id_solicitud', etiqueta: 'Solicitud de cesión de derechos', tipo: 'pdf' },
  { slot: 'solicitud_ant', campo: 'docSolicitudAnt', id: 'id_solicitud_ant', etiqueta: 'Concesión o solicitud anterior del local', tipo: 'pdf' },
  { slot: 'foto_cesionario', campo: 'docFoto', id: 'id_foto_cesionario', etiqueta: 'Fotografía del nuevo concesionario', tipo: 'imagen' },
  { slot: 'baja_sat', campo: 'docBajaSat', id: 'id_baja_sat', etiqueta: 'Baja en el SAT del concesionario actual', tipo: 'pdf' },
  { slot: 'alta_sat', campo: 'docAltaSat', id: 'id_alta_sat', etiqueta: 'Alta en el SAT del nuevo concesionario', tipo: 'pdf' },
  { slot: 'acta_comp', campo: 'docActaComp', id: 'id_acta_comp', etiqueta: 'Acta de comparecencia', tipo: 'pdf' },
];
/** Mercados' files: the authorization format it generates and the secretary's signed authorization. */
export const SLOT_CESION = { FORMATO: 'doc_generado', AUTORIZACION: 'autorizacion_sec', RECIBO: 'recibo_pago' } as const;
