import type { QueryKey } from '@tanstack/react-query';
import { MSG_PAGO } from '../../../domain/tramite/mensajes';
import { api } from '../../lib/api';
import { useAccion } from '../../lib/use-accion';
import { ACEPTAR_PDF, leerBase64, validarComprobante } from '../../lib/archivos';
import { SubirArchivoDialog } from '../../components/archivos/subir-archivo-dialog';

/**
 * 'Adjuntar comprobante de pago' (spec 1 §4.5, §5.9, §7.4) for any procedure: a PDF sent as base64
 * to the procedure's proof URL (`recibo_pago`, `id_servicio`); the area then validates it.
 */
export function ComprobanteDialog({
  url,
  servicioId,
  servicio,
  refrescar,
  abierto,
  alCambiar,
}: {
  url: string;
  servicioId: number;
  servicio: string;
  refrescar: readonly QueryKey[];
  abierto: boolean;
  alCambiar: (v: boolean) => void;
}) {
  const subir = useAccion({
    llamar: async (archivo: File) => api.post(url, { recibo_pago: await leerBase64(archivo), id_servicio: servicioId }, { exito: MSG_PAGO.reciboCargado }),
    invalidar: refrescar,
  });
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
      alSubir={async (f) => (await subir.ejecutar(f)).ok}
      boton="Adjuntar"
    />
  );
}
