import { MSG_LIC } from '../../domain/licencia/mensajes';
import { api } from '../lib/api';
import { ACEPTAR_PDF, leerBase64, validarComprobante } from './archivos';
import { useRefrescarEstablecimiento } from './consultas';
import { SubirArchivoDialog } from './subir-archivo-dialog';

/**
 * 'Adjuntar comprobante de pago' (spec 1 §4.5, §5.9, §7.4): a PDF sent as base64 to
 * POST establecimientos/uploadComprobantePago/{id}; the area then validates it.
 */
export function ComprobanteDialog({
  establecimientoId,
  servicioId,
  servicio,
  abierto,
  alCambiar,
}: {
  establecimientoId: number;
  servicioId: number;
  servicio: string;
  abierto: boolean;
  alCambiar: (v: boolean) => void;
}) {
  const refrescar = useRefrescarEstablecimiento();
  const subir = async (archivo: File) => {
    try {
      const recibo_pago = await leerBase64(archivo);
      await api.post(`/api/establecimientos/uploadComprobantePago/${establecimientoId}`, { recibo_pago, id_servicio: servicioId }, { exito: MSG_LIC.reciboCargado });
      await refrescar(establecimientoId);
      return true;
    } catch {
      return false;
    }
  };
  return (
    <SubirArchivoDialog
      abierto={abierto}
      alCambiar={alCambiar}
      titulo="Adjuntar comprobante de pago"
      descripcion={`${servicio}. El área revisará su comprobante y le notificará el resultado.`}
      etiqueta="Comprobante de pago"
      aceptar={ACEPTAR_PDF}
      ayuda="Solo PDF, menor a 14 MB."
      validar={validarComprobante}
      alSubir={subir}
      boton="Adjuntar"
    />
  );
}
