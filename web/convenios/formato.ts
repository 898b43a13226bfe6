// Pure parts of the agreements dialog: the chip of each status and the validity as words.
import { ESTATUS_CONVENIO, etiquetaConvenio } from '../../domain/convenios/reglas';
import { MAX_UPLOAD_BYTES } from '../../domain/common/catalogos';
import { MSG } from '../../domain/common/messages';
import { MSG_CONVENIO_EXTRA } from '../../domain/convenios/mensajes';

export type VarianteChip = 'info' | 'success' | 'secondary';

/** Registrado (blue), Vigente (green), Vencido (grey). */
export function chipConvenio(estatus: number): { texto: string; variante: VarianteChip } {
  const variante: VarianteChip = estatus === ESTATUS_CONVENIO.VIGENTE ? 'success' : estatus === ESTATUS_CONVENIO.VENCIDO ? 'secondary' : 'info';
  return { texto: etiquetaConvenio(estatus), variante };
}

const MESES = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];
/** 'YYYY-MM-DD' as '5 mar 2026' (a calendar day: no time zone to convert). */
export function diaCorto(fechaIso: string): string {
  const [a, m, d] = fechaIso.split('-').map(Number);
  return `${d} ${MESES[m - 1]} ${a}`;
}

export const vigenciaTexto = (c: { vigencia_inicio: string; vigencia_fin: string }) => `Del ${diaCorto(c.vigencia_inicio)} al ${diaCorto(c.vigencia_fin)}`;

/** The agreement's document: a PDF under 14 MB (the server checks the bytes again). */
export function validarDocumentoConvenio(archivo: { name: string; size: number; type: string }): string | null {
  if (archivo.size >= MAX_UPLOAD_BYTES) return MSG.tamanoArchivo;
  const pdf = archivo.type === 'application/pdf' || (archivo.type === '' && /\.pdf$/i.test(archivo.name));
  return pdf ? null : MSG_CONVENIO_EXTRA.soloPdf;
}
