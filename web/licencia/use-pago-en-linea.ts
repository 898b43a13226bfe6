import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { api } from '../lib/api';
import { useRefrescarEstablecimiento } from './consultas';
import { CARACTERISTICAS_VENTANA, cuerpoGetFolio, enviarAPasarela, esperarCierre, VENTANA_PASARELA } from './pago-en-linea';
import type { EstadoCuentaDto, OrdenPago } from './tipos';

export const AVISO_VENTANA_BLOQUEADA = 'Su navegador bloqueó la ventana de pago. Permita las ventanas emergentes de este sitio e intente de nuevo.';
export const AVISO_PAGO_EN_CURSO = 'Complete el pago en la ventana de la pasarela. Al cerrarla, actualizaremos el estado de su trámite.';

/**
 * 'Pagar en línea' (spec 1 §7.5). The popup is opened in the click itself (a popup opened after an
 * await is blocked), then the order is requested and posted into it. When the popup closes the
 * establishment is read again and `alCerrarPasarela` runs (the caller closes its viewer/dialog).
 */
export function usePagoEnLinea(establecimientoId: number, alCerrarPasarela?: () => void) {
  const refrescar = useRefrescarEstablecimiento();
  const [enCurso, setEnCurso] = useState(false);
  const fin = useRef(alCerrarPasarela);
  useEffect(() => {
    fin.current = alCerrarPasarela;
  }, [alCerrarPasarela]);

  const pagar = useCallback(
    async (estado: Pick<EstadoCuentaDto, 'servicio_id' | 'estatus' | 'folio'>, claveEstablecimiento: string) => {
      const ventana = window.open('', VENTANA_PASARELA, CARACTERISTICAS_VENTANA);
      if (!ventana) {
        toast.error(AVISO_VENTANA_BLOQUEADA);
        return;
      }
      let orden: OrdenPago;
      try {
        orden = await api.post<OrdenPago>('/api/pagosopb/getFolio', cuerpoGetFolio(estado, claveEstablecimiento), { exito: false });
      } catch {
        // the API client already showed why
        ventana.close();
        return;
      }
      enviarAPasarela(document, orden.url, orden.order_id);
      ventana.focus();
      setEnCurso(true);
      // Polling is not stopped on unmount: the refresh must happen even if the dialog was closed.
      esperarCierre(ventana, () => {
        setEnCurso(false);
        void refrescar(establecimientoId);
        fin.current?.();
      });
    },
    [establecimientoId, refrescar],
  );

  return { pagar, enCurso };
}
