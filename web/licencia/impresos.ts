// The printouts of an establishment as viewer sources (spec 1 §7.4 printouts, §7.5 receipts).
import { TIPO_LICENCIA } from '../../domain/licencia/constantes';
import { tipoPagoDe } from '../../domain/tramite/servicios';
import type { FuentePdf } from '../components/visor';
import type { EstadoCuentaDto, LicenciaDto } from './tipos';

const seg = encodeURIComponent;

export const estadoCuentaPdf = (e: Pick<EstadoCuentaDto, 'id' | 'folio'>): FuentePdf => ({
  titulo: `Estado de cuenta ${e.folio}`,
  ruta: `/api/estadocuenta/${e.id}/pdf`,
  nombreArchivo: `estado-cuenta-${e.folio}.pdf`,
});

/** POST {tipoPago}/generarReciboPago/{folioPago}/{establecimiento}; null until the payment has a folio. */
export function reciboPagoPdf(e: Pick<EstadoCuentaDto, 'servicio_id' | 'folio_pago'>, establecimientoId: number): FuentePdf | null {
  const tipo = tipoPagoDe(e.servicio_id);
  if (!tipo || !e.folio_pago) return null;
  return {
    titulo: `Recibo de pago ${e.folio_pago}`,
    ruta: `/api/${tipo}/generarReciboPago/${seg(e.folio_pago)}/${establecimientoId}`,
    metodo: 'POST',
    nombreArchivo: `recibo-${e.folio_pago}.pdf`,
  };
}

/** Provisional or permanent, as the API decides (spec 1 §3 tipo_licencia_id). */
export const licenciaPdf = (l: Pick<LicenciaDto, 'id' | 'anio' | 'folio' | 'tipo_licencia_id'>): FuentePdf => ({
  titulo: `Licencia ${l.tipo_licencia_id === TIPO_LICENCIA.PERMANENTE ? 'permanente' : 'provisional'} ${l.anio}`,
  ruta: `/api/licencia/${l.id}/getlicencia`,
  nombreArchivo: `licencia-${l.folio ?? l.anio}.pdf`,
});

export const solicitudImpresaPdf = (l: Pick<LicenciaDto, 'id' | 'anio' | 'folio'>): FuentePdf => ({
  titulo: `Solicitud impresa ${l.anio}`,
  ruta: `/api/licencia/${l.id}/getsolicitudimpresaContribuyente`,
  nombreArchivo: `solicitud-${l.folio ?? l.anio}.pdf`,
});

export const anuenciaPdf = (l: { id: number; anio: number; folio?: string | null }): FuentePdf => ({
  titulo: `Anuencia de Protección Civil ${l.anio}`,
  ruta: `/api/anuencia_proteccion_civil/${l.id}/imprimiranuencia`,
  nombreArchivo: `anuencia-${l.folio ?? l.anio}.pdf`,
});

export const constanciaUsoSueloPdf = (l: Pick<LicenciaDto, 'id' | 'anio' | 'folio'>): FuentePdf => ({
  titulo: `Constancia de uso de suelo ${l.anio}`,
  ruta: `/api/constancia_uso_suelo/${l.id}/imprimirconstancia`,
  metodo: 'POST',
  nombreArchivo: `uso-suelo-${l.folio ?? l.anio}.pdf`,
});

export const estadoCuentaExtemporaneoPdf = (establecimientoId: number): FuentePdf => ({
  titulo: 'Estado de cuenta de pago extemporáneo',
  ruta: `/api/establecimientos/estadocuentaextemporaneo/${establecimientoId}`,
  nombreArchivo: `estado-cuenta-extemporaneo-${establecimientoId}.pdf`,
});
