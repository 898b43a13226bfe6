// Online payment (spec 1 §7.5, §9; spec 2 'Late payment and online payment'): the portal asks the
// API for an order, posts its order_id as a form to the gateway in an 800x600 popup, and polls
// every 500 ms until the popup closes. The payment itself reaches the API from the gateway; when the
// popup closes the portal asks the API what became of the order and says it.
import type { EstadoCuentaDto } from '../../../api/pagos/estados-cuenta.dto';

export const VENTANA_PASARELA = 'pasarela';
export const CARACTERISTICAS_VENTANA = 'width=800,height=600';
export const INTERVALO_SONDEO_MS = 500;

/** Body of POST pagosopb/getFolio. */
export function cuerpoGetFolio(estado: Pick<EstadoCuentaDto, 'servicio_id' | 'estatus' | 'folio'>, claveEstablecimiento: string) {
  return {
    idServicio: estado.servicio_id,
    claveEstablecimiento,
    estatusEstadoCuenta: estado.estatus,
    folioEstadoCuenta: estado.folio,
  };
}

/** Posts `order_id` to the gateway inside the named window (a hidden, throw-away form). */
export function enviarAPasarela(doc: Document, url: string, orderId: string, ventana = VENTANA_PASARELA): void {
  const form = doc.createElement('form');
  form.method = 'POST';
  form.action = url;
  form.target = ventana;
  form.hidden = true;
  const campo = doc.createElement('input');
  campo.type = 'hidden';
  campo.name = 'order_id';
  campo.value = orderId;
  form.appendChild(campo);
  doc.body.appendChild(form);
  form.submit();
  form.remove();
}

/**
 * Calls `alCerrar` once, the first time the popup is seen closed. Returns a function that stops
 * the polling without calling it.
 */
export function esperarCierre(ventana: Pick<Window, 'closed'>, alCerrar: () => void, intervalo = INTERVALO_SONDEO_MS): () => void {
  const t = setInterval(() => {
    if (!ventana.closed) return;
    clearInterval(t);
    alCerrar();
  }, intervalo);
  return () => clearInterval(t);
}
