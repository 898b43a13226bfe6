// The spec's status fields of an extraordinary-hours or live-music request (spec 2 §3, §4) read
// from the kit's snapshot, so the API's DTO and the tests agree on one mapping:
//   estatus_fiscalizacion: 1 draft; 10 sent, waiting for Fiscalización's review; 5 returned (with the
//     reason); 4 once Fiscalización approved the hours (and after, through payment and signatures).
//   estatus_edo_cuenta: null until the statement of service 1754 is issued; 4 issued and unpaid (or
//     issued again after a refused proof); 14 paid online or proof uploaded, under validation; 4 once validated.
//   estatus_pago: 4 once Fiscalización validated the payment, else null.
//   firma_operador / firma_fiscalizador: 1 once that signature step is approved.
import type { EstadoPaso } from '../tramite/definicion';
import { ESTATUS } from '../tramite/estatus';
import { PASO_FISCALIZACION as P } from './comun';
import { sinCurso } from '../tramite/lectura';

export interface SnapshotLeido {
  value: string;
  context: { pasos: Record<string, EstadoPaso>; actual: string | null };
}

export interface EstatusFiscalizacion {
  estatus_fiscalizacion: 1 | 4 | 5 | 10 | typeof ESTATUS.CANCELADO;
  estatus_edo_cuenta: 4 | 14 | null;
  estatus_pago: 4 | null;
  firma_operador: 0 | 1;
  firma_fiscalizador: 0 | 1;
  /** Fiscalización approved the hours (spec 2 §3 aprobado) */
  aprobado: boolean;
}

const aprobado = (e: EstadoPaso | undefined) => e?.estatus === ESTATUS.APROBADO;

export function estatusFiscalizacion(s: SnapshotLeido | null | undefined): EstatusFiscalizacion {
  const pasos = s?.context.pasos ?? {};
  const revisionOk = aprobado(pasos[P.REVISION]);
  const validado = aprobado(pasos[P.VALIDACION]);
  const estatus_fiscalizacion: EstatusFiscalizacion['estatus_fiscalizacion'] =
    !s || s.value === 'borrador' ? 1 : s.value === 'cancelada' ? ESTATUS.CANCELADO : revisionOk ? 4 : s.value === 'devuelta' || sinCurso(s.value) ? 5 : 10;
  // A refused proof (the validation step returned) leaves the review approved: the request stays 4
  // and the statement is payable again (4).
  const pago = pasos[P.PAGO]?.estatus;
  let estatus_edo_cuenta: EstatusFiscalizacion['estatus_edo_cuenta'] = null;
  if (validado) estatus_edo_cuenta = 4;
  else if (pago === ESTATUS.PAGADO) estatus_edo_cuenta = 14;
  else if (s?.context.actual === P.PAGO || pago === ESTATUS.PAGO_RECHAZADO) estatus_edo_cuenta = 4;
  return {
    estatus_fiscalizacion,
    estatus_edo_cuenta,
    estatus_pago: validado ? 4 : null,
    firma_operador: aprobado(pasos[P.FIRMA_OPERADOR]) ? 1 : 0,
    firma_fiscalizador: aprobado(pasos[P.FIRMA_FISCALIZADOR]) ? 1 : 0,
    aprobado: revisionOk,
  };
}
