import { useCallback, useEffect, useRef, useState } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { EstadoCuentaDto } from '../../../api/pagos/estados-cuenta.dto';
import { api } from '../../lib/api';
import { useAccion } from '../../lib/use-accion';
import { useQueryClient } from '@tanstack/react-query';
import { CARACTERISTICAS_VENTANA, cuerpoGetFolio, enviarAPasarela, esperarCierre, VENTANA_PASARELA } from './pasarela';

/** GET pagosopb/getFolio → data (spec 1 §7.5). */
interface OrdenPago {
  order_id: string;
  url: string;
}

export const AVISO_VENTANA_BLOQUEADA = 'Su navegador bloqueó la ventana de pago. Permita las ventanas emergentes de este sitio e intente de nuevo.';
export const AVISO_PAGO_EN_CURSO = 'Complete el pago en la ventana de la pasarela. Al cerrarla, actualizaremos el estado de su trámite.';

/**
 * 'Pagar en línea' (spec 1 §7.5) for any procedure's statement. The popup is opened in the click
 * itself (a popup opened after an await is blocked), then the order is requested and posted into
 * it. When the popup closes, `refrescar` query keys are read again and `alCerrarPasarela` runs.
 */
export function usePagoEnLinea(refrescar: readonly QueryKey[], alCerrarPasarela?: () => void) {
  const qc = useQueryClient();
  const [enCurso, setEnCurso] = useState(false);
  const fin = useRef(alCerrarPasarela);
  const claves = useRef(refrescar);
  useEffect(() => {
    fin.current = alCerrarPasarela;
    claves.current = refrescar;
  }, [alCerrarPasarela, refrescar]);
  const orden = useAccion({
    llamar: (v: { estado: Pick<EstadoCuentaDto, 'servicio_id' | 'estatus' | 'folio'>; clave: string }) =>
      api.post<OrdenPago>('/api/pagosopb/getFolio', cuerpoGetFolio(v.estado, v.clave), { exito: false }),
  });

  const pagar = useCallback(
    async (estado: Pick<EstadoCuentaDto, 'servicio_id' | 'estatus' | 'folio'>, clave: string) => {
      const ventana = window.open('', VENTANA_PASARELA, CARACTERISTICAS_VENTANA);
      if (!ventana) {
        toast.error(AVISO_VENTANA_BLOQUEADA);
        return;
      }
      const r = await orden.ejecutar({ estado, clave });
      if (!r.ok) {
        // the API client already showed why
        ventana.close();
        return;
      }
      enviarAPasarela(document, r.datos.url, r.datos.order_id);
      ventana.focus();
      setEnCurso(true);
      // Polling is not stopped on unmount: the refresh must happen even if the dialog was closed.
      esperarCierre(ventana, () => {
        setEnCurso(false);
        void Promise.all(claves.current.map((queryKey) => qc.invalidateQueries({ queryKey })));
        fin.current?.();
      });
    },
    [orden, qc],
  );

  return { pagar, enCurso: enCurso || orden.ocupado };
}
