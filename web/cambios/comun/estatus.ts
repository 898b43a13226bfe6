// How a change request's status reads on its card (spec 2 §4: 1 orange, 4 green, 5 red; sent and in
// review blue). Pure, so it is unit tested; the words are the kit's (estatus_texto).
import { ESTATUS } from '../../../domain/tramite/estatus';
import type { VarianteInsignia } from '../../licencia/estatus';

export function varianteCambio(estatus: number): VarianteInsignia {
  if (estatus === ESTATUS.APROBADO) return 'success';
  if (estatus === ESTATUS.RECHAZADO) return 'destructive';
  if (estatus === ESTATUS.BORRADOR) return 'warning';
  if (estatus === ESTATUS.ENVIADO || estatus === ESTATUS.EN_PROCESO) return 'info';
  return 'outline';
}


/** What a card says of a request the person still has to act on (spec 2 §4: 1 draft, 5 returned). */
export interface AvisoCambio {
  variante: 'warning' | 'destructive';
  titulo: string;
  texto: string;
}

/**
 * spec 2 §4: 'Generar solicitud' only makes a draft; nothing reaches the office until 'Enviar a
 * revisión'. A returned request waits for its corrections. null once it is the office's turn.
 */
export function avisoCambio(s: { estatus_id: number; enviable: boolean }): AvisoCambio | null {
  if (!s.enviable) return null;
  if (s.estatus_id === ESTATUS.RECHAZADO) {
    return { variante: 'destructive', titulo: 'Solicitud devuelta', texto: 'Corrija lo que se le indica en el motivo de rechazo y pulse «Enviar a revisión» para enviarla de nuevo.' };
  }
  return {
    variante: 'warning',
    titulo: 'Borrador: aún no se ha enviado',
    texto: 'La oficina todavía no recibe esta solicitud. Revise sus datos y documentos y pulse «Enviar a revisión».',
  };
}
