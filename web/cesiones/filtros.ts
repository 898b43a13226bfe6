// The list's query (spec 3 §7.7 GET cesion-DerechoExterno/getAllSolicitudes/{taxpayerId}?page&
// external_id&nombre_comercial&id_estatus&per_page), the files' checks and the multipart body of
// 'Solicitar cesion derecho'. Pure; unit tested.
import { MAX_UPLOAD_BYTES } from '../../domain/common/catalogos';
import { MSG } from '../../domain/common/messages';
import { MSG_CESION } from '../../domain/cesiones/mensajes';
import { consultaSolicitudesMercado } from '../mercados/solicitudes/filtros';

export { MAX_PAGINAS, POR_PAGINA, cuerpoMultipart, normalizarFiltros, pdfDe } from '../mercados/solicitudes/filtros';

export const consultaCesiones = consultaSolicitudesMercado;

/** spec 3 §5.6: the photo of the new concessionaire accepts png, jpeg and jpg. */
export const ACEPTAR_FOTO = '.png,.jpg,.jpeg,image/png,image/jpeg';

type ArchivoLike = { name: string; size: number; type: string };

/** spec 3 §5.6: the photo is a png or jpeg under 14 MB. null when it may be uploaded. */
export function validarFoto(a: ArchivoLike): string | null {
  if (a.size >= MAX_UPLOAD_BYTES) return MSG.tamanoArchivo;
  const imagen = a.type === 'image/png' || a.type === 'image/jpeg' || (a.type === '' && /\.(png|jpe?g)$/i.test(a.name));
  return imagen ? null : MSG_CESION.fotoImagen;
}

/** spec 3 §5.6: every other file is a PDF under 14 MB. */
export function validarPdf(a: ArchivoLike): string | null {
  if (a.size >= MAX_UPLOAD_BYTES) return MSG.tamanoArchivo;
  const pdf = a.type === 'application/pdf' || (a.type === '' && /\.pdf$/i.test(a.name));
  return pdf ? null : MSG_CESION.archivoPdf;
}

