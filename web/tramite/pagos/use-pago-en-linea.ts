import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { toast } from '../../lib/avisos';
import type { EstadoCuentaDto } from '../../../api/pagos/estados-cuenta.dto';
import type { EstadoOrden, OrdenPago } from '../../../api/pagos/pagos.schemas';
import { api } from '../../lib/api';
import { useAccion } from '../../lib/use-accion';
import { CARACTERISTICAS_VENTANA, cuerpoGetFolio, enviarAPasarela, esperarCierre, VENTANA_PASARELA } from './pasarela';
import type { ResultadoPago } from './resultado-pago';

export { AVISO_PAGO_EN_CURSO } from './resultado-pago';
export const AVISO_VENTANA_BLOQUEADA = 'Su navegador bloqueó la ventana de pago. Permita las ventanas emergentes de este sitio e intente de nuevo.';

type EstadoPagable = Pick<EstadoCuentaDto, 'servicio_id' | 'estatus' | 'folio'>;

export interface OpcionesPago {
  /** runs once the portal recorded the payment (e.g. close a viewer whose 'Pagar en línea' no longer applies) */
  alRegistrarse?: () => void;
}

/**
 * 'Pagar en línea' (spec 1 §7.5) for any procedure's statement. The popup is opened in the click
 * itself (a popup opened after an await is blocked), then the order is requested and posted into
 * it. When the popup closes the portal is asked what became of the order, and `resultado` says it
 * (AvisoPago shows it in the same dialog); `refrescar` query keys are read again.
 */
export function usePagoEnLinea(refrescar: readonly QueryKey[], opciones: OpcionesPago = {}) {
  const qc = useQueryClient();
  const [resultado, setResultado] = useState<ResultadoPago | null>(null);
  const claves = useRef(refrescar);
  const op = useRef(opciones);
  /** the last order and what it paid: 'Consultar de nuevo' and 'Intentar de nuevo' use them */
  const ultimo = useRef<{ orderId: string; estado: EstadoPagable; clave: string } | null>(null);
  useEffect(() => {
    claves.current = refrescar;
    op.current = opciones;
  }, [refrescar, opciones]);
  const orden = useAccion({
    llamar: (v: { estado: EstadoPagable; clave: string }) => api.post<OrdenPago>('/api/pagosopb/getFolio', cuerpoGetFolio(v.estado, v.clave), { exito: false }),
  });

  const consultar = useCallback(async () => {
    const u = ultimo.current;
    if (!u) return;
    setResultado({ fase: 'consultando' });
    try {
      // Silent: the answer, or its absence, is said in the dialog itself.
      const o = await api.get<EstadoOrden>(`/api/pagosopb/orden/${encodeURIComponent(u.orderId)}`, { silencioso: true });
      setResultado({ fase: 'respuesta', orden: o });
      if (o.estado === 'pagado') op.current.alRegistrarse?.();
    } catch {
      setResultado({ fase: 'sin_respuesta' });
    }
    await Promise.all(claves.current.map((queryKey) => qc.invalidateQueries({ queryKey })));
  }, [qc]);

  const pagar = useCallback(
    async (estado: EstadoPagable, clave: string) => {
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
      ultimo.current = { orderId: r.datos.order_id, estado, clave };
      enviarAPasarela(document, r.datos.url, r.datos.order_id);
      ventana.focus();
      setResultado({ fase: 'en_curso' });
      // Polling is not stopped on unmount: the answer must be asked for even if the dialog was closed.
      esperarCierre(ventana, () => void consultar());
    },
    [orden, consultar],
  );

  /** 'Intentar de nuevo': a new order for the same statement, in a new window (from the click). */
  const reintentar = useCallback(async () => {
    const u = ultimo.current;
    if (u) await pagar(u.estado, u.clave);
  }, [pagar]);

  const fase = resultado?.fase;
  return { pagar, reintentar, consultar, resultado, enCurso: fase === 'en_curso' || fase === 'consultando' || orden.ocupado };
}

export type PagoEnLinea = ReturnType<typeof usePagoEnLinea>;
