import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../lib/avisos';
import type { EstadoOrden, OrdenPago } from '../../api/pagos/pagos.schemas';
import { api } from '../lib/api';
import { useAccion } from '../lib/use-accion';
import { CARACTERISTICAS_VENTANA, enviarAPasarela, esperarCierre, VENTANA_PASARELA } from '../tramite/pagos/pasarela';
import type { ResultadoPago } from '../tramite/pagos/resultado-pago';
import { AVISO_VENTANA_BLOQUEADA } from '../tramite/pagos/use-pago-en-linea';
import { cuerpoGetFolioPredial } from './estado-cuenta';

export interface OpcionesPagoPredial {
  /** the gateway's window closed and the portal was asked what became of the order (paid or not) */
  alCerrarVentana?: (r: ResultadoPago) => void;
  /** the portal recorded the payment */
  alRegistrarse?: () => void;
}

/**
 * 'Pagar en línea' of a key's property tax (spec 3 §7.9; spec 2 'Late payment and online payment'):
 * the same gateway window as every procedure's statement (web/tramite/pagos: 800x600, polled every
 * 500 ms), but the order is the key's whole property tax: idServicio=2, claveEstablecimiento=the
 * key, estatusEstadoCuenta=A, folioEstadoCuenta=1. It needs no session. The answer has the shape
 * of usePagoEnLinea's, so AvisoPago says it.
 */
export function usePagoPredial(opciones: OpcionesPagoPredial = {}) {
  const qc = useQueryClient();
  const [resultado, setResultado] = useState<ResultadoPago | null>(null);
  const op = useRef(opciones);
  useEffect(() => {
    op.current = opciones;
  }, [opciones]);
  const ultimo = useRef<{ orderId: string; clave: string } | null>(null);
  const orden = useAccion({
    llamar: (clave: string) => api.post<OrdenPago>('/api/pagosopb/getFolio', cuerpoGetFolioPredial(clave), { exito: false }),
  });

  const consultar = useCallback(async () => {
    const u = ultimo.current;
    if (!u) return;
    setResultado({ fase: 'consultando' });
    let r: ResultadoPago;
    try {
      const o = await api.get<EstadoOrden>(`/api/pagosopb/orden/${encodeURIComponent(u.orderId)}`, { silencioso: true });
      r = { fase: 'respuesta', orden: o };
      if (o.estado === 'pagado') op.current.alRegistrarse?.();
    } catch {
      r = { fase: 'sin_respuesta' };
    }
    setResultado(r);
    // What the statements said of the key (its debt, its last payment) is asked again.
    await qc.invalidateQueries({ queryKey: ['predial'] });
    op.current.alCerrarVentana?.(r);
  }, [qc]);

  const pagar = useCallback(
    async (clave: string) => {
      // Opened in the click itself: a window opened after an await is blocked.
      const ventana = window.open('', VENTANA_PASARELA, CARACTERISTICAS_VENTANA);
      if (!ventana) {
        toast.error(AVISO_VENTANA_BLOQUEADA);
        return;
      }
      const r = await orden.ejecutar(clave);
      if (!r.ok) {
        ventana.close();
        return;
      }
      ultimo.current = { orderId: r.datos.order_id, clave };
      enviarAPasarela(document, r.datos.url, r.datos.order_id);
      ventana.focus();
      setResultado({ fase: 'en_curso' });
      esperarCierre(ventana, () => void consultar());
    },
    [orden, consultar],
  );

  const reintentar = useCallback(async () => {
    const u = ultimo.current;
    if (u) await pagar(u.clave);
  }, [pagar]);

  const fase = resultado?.fase;
  return {
    pagar,
    reintentar,
    consultar,
    resultado,
    limpiar: () => setResultado(null),
    /** the last payment was recorded: there is nothing left to pay now */
    pagado: resultado?.fase === 'respuesta' && resultado.orden.estado === 'pagado',
    enCurso: fase === 'en_curso' || fase === 'consultando' || orden.ocupado,
  };
}

export type PagoEnLineaPredial = ReturnType<typeof usePagoPredial>;
