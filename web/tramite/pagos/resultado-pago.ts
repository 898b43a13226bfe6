// What the taxpayer is told once the gateway's window closes: the dialog stays open and
// says whether the payment was recorded, declined (with the gateway's reason) or is still pending,
// and offers the retry there. Pure, so every case is unit tested.
import type { EstadoOrden } from '../../../api/pagos/pagos.schemas';
import { MSG_PAGO } from '../../../domain/tramite/mensajes';

/** Where a payment stands in the dialog: the window is open, the portal asks, or the answer. */
export type ResultadoPago = { fase: 'en_curso' } | { fase: 'consultando' } | { fase: 'sin_respuesta' } | { fase: 'respuesta'; orden: EstadoOrden };

export const AVISO_PAGO_EN_CURSO = 'Complete el pago en la ventana de la pasarela. Al cerrarla, le diremos aquí el resultado.';
export const PAGO_CONSULTANDO = 'Consultando el resultado de su pago…';
export const PAGO_RECHAZADO = 'Pago rechazado';
export const PAGO_PENDIENTE = 'Pago sin confirmar';
export const PAGO_SIN_RESPUESTA = 'No pudimos consultar su pago';

export interface AvisoDePago {
  variante: 'info' | 'success' | 'warning' | 'destructive';
  titulo?: string;
  texto: string;
  /** 'Intentar de nuevo': a new window for the same statement */
  reintentar: boolean;
  /** 'Consultar de nuevo': ask the portal again, no new window */
  consultar: boolean;
}

export function avisoDePago(r: ResultadoPago | null): AvisoDePago | null {
  if (!r) return null;
  const nada = { reintentar: false, consultar: false };
  switch (r.fase) {
    case 'en_curso':
      return { variante: 'info', texto: AVISO_PAGO_EN_CURSO, ...nada };
    case 'consultando':
      return { variante: 'info', texto: PAGO_CONSULTANDO, ...nada };
    case 'sin_respuesta':
      return {
        variante: 'warning',
        titulo: PAGO_SIN_RESPUESTA,
        texto: 'Revise su conexión y consulte de nuevo. Si ya pagó, su pago no se pierde: se registrará en cuanto la pasarela lo confirme.',
        reintentar: false,
        consultar: true,
      };
    case 'respuesta': {
      const o = r.orden;
      if (o.estado === 'pagado') {
        return { variante: 'success', titulo: MSG_PAGO.pagoRegistrado, texto: `${o.servicio}. Folio de pago: ${o.folio_pago ?? 'en trámite'}.`, ...nada };
      }
      if (o.estado === 'rechazado') {
        return { variante: 'destructive', titulo: PAGO_RECHAZADO, texto: `La pasarela no aceptó el pago de ${o.servicio}: ${o.motivo ?? 'sin motivo indicado.'}`, reintentar: true, consultar: false };
      }
      return {
        variante: 'warning',
        titulo: PAGO_PENDIENTE,
        texto: `La pasarela aún no confirma el pago de ${o.servicio}. Si lo completó, consulte de nuevo en unos minutos; si cerró la ventana sin pagar, puede intentarlo de nuevo.`,
        reintentar: true,
        consultar: true,
      };
    }
  }
}
