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

