// Pure parts of three card actions (spec 1 §2.6): the cadastral certificate's file check (§5.9),
// when 'Actualizar superficie' is offered (§7.4 updateSuperficie) and what the Zofemat dialog says
// about the files it read (§4.7, §7.4 verifyzofemat/expedientezofemat). The server checks again.
import { MAX_UPLOAD_BYTES } from '../../domain/common/catalogos';
import { MSG } from '../../domain/common/messages';
import { expedientePagado, superficieEditable } from '../../domain/licencia/acciones-establecimiento';
import { MSG_LIC } from '../../domain/licencia/mensajes';
import { MSG_PREDIO } from '../../domain/predial/mensajes';
import type { FuentePdf } from '../components/visor';

type ArchivoLike = { name: string; size: number; type: string };

/** spec 1 §5.9, §9: the cadastral certificate is a PDF under 14 MB. null when it may be uploaded. */
export function validarCedula(archivo: ArchivoLike): string | null {
  if (archivo.size >= MAX_UPLOAD_BYTES) return MSG.tamanoArchivo;
  const pdf = archivo.type === 'application/pdf' || (archivo.type === '' && /\.pdf$/i.test(archivo.name));
  return pdf ? null : MSG_LIC.cedulaPdf;
}

/** The card offers the surface update only when the server would accept it (no licence, 1 or 5). */
export const puedeActualizarSuperficie = (licencia: { estatus_licencia: number } | null) => superficieEditable(licencia?.estatus_licencia ?? null);

export type EstadoZofemat = 'sin_expediente' | 'pagado' | 'pendiente';

/** spec 1 §4.7, §8: every file PAGADO is paid; one owed is owed; none found is no file. */
export function resumenZofemat(expedientes: readonly { estatus_pago: string }[]): { estado: EstadoZofemat; mensaje: string } {
  if (!expedientes.length) return { estado: 'sin_expediente', mensaje: 'No se encontró un expediente de Zona Federal para este establecimiento.' };
  if (expedientes.every(expedientePagado)) return { estado: 'pagado', mensaje: MSG_PREDIO.zofematPagado };
  return { estado: 'pendiente', mensaje: MSG_PREDIO.zofematPendiente };
}

export const formatoPagoMultaPdf = (establecimientoId: number): FuentePdf => ({
  titulo: 'Formato de pago de multa de Zona Federal',
  ruta: `/api/establecimientos/zofemat/${establecimientoId}/formatoPago`,
  nombreArchivo: `formato-pago-multa-zofemat-${establecimientoId}.pdf`,
});

export const citatorioMultaPdf = (establecimientoId: number): FuentePdf => ({
  titulo: 'Citatorio de multa de Zona Federal',
  ruta: `/api/establecimientos/zofemat/${establecimientoId}/citatorio`,
  nombreArchivo: `citatorio-multa-zofemat-${establecimientoId}.pdf`,
});
