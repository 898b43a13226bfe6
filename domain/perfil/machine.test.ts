// The taxpayer profile review (spec 1 §4.2, spec 3 §5.8): statuses 1 (editable), 10 (in review,
// locked), 4 (validated, locked, final) and 5 (rejected, editable, can be resent).
import { describe, expect, it } from 'vitest';
import {
  accionesPerfil,
  aplicar,
  ESTATUS_PERFIL,
  estatusDe,
  perfilMachine,
  puede,
  snapshotDesdeEstatus,
  type PerfilEvent,
  type PerfilSnapshot,
} from './machine';
import { createActor } from 'xstate';

const GUARDAR: PerfilEvent = { type: 'GUARDAR' };
const ENVIAR: PerfilEvent = { type: 'ENVIAR' };
const APROBAR: PerfilEvent = { type: 'APROBAR', revisorId: 7 };
const rechazar = (motivo: string): PerfilEvent => ({ type: 'RECHAZAR', revisorId: 7, motivo });

/** Applies events in order; fails the test if one is refused. */
function recorrer(desde: PerfilSnapshot, ...eventos: PerfilEvent[]): PerfilSnapshot {
  return eventos.reduce((s, e) => {
    const next = aplicar(s, e);
    if (!next) throw new Error(`refused ${e.type} in ${String(s.value)}`);
    return next;
  }, desde);
}

describe('perfil machine: statuses (spec 1 §4.2, §9 "Profile statuses 1, 4, 5, 10")', () => {
  it('a new profile starts at status 1 with no rejection and no review round', () => {
    const s = createActor(perfilMachine).start().getSnapshot();
    expect(estatusDe(s)).toBe(1);
    expect(s.context).toEqual({ motivo_rechazo: null, ronda: 0 });
  });

  it('the numeric codes are the spec’s', () => {
    expect(ESTATUS_PERFIL).toEqual({ BORRADOR: 1, EN_REVISION: 10, VALIDADO: 4, RECHAZADO: 5 });
  });

  it.each([1, 10, 4, 5])('snapshotDesdeEstatus(%i) round-trips through estatusDe', (estatus) => {
    expect(estatusDe(snapshotDesdeEstatus(estatus))).toBe(estatus);
  });

  it('snapshotDesdeEstatus keeps the stored context (motivo and ronda)', () => {
    const s = snapshotDesdeEstatus(5, { motivo_rechazo: 'Falta la identificación', ronda: 2 });
    expect(s.context).toEqual({ motivo_rechazo: 'Falta la identificación', ronda: 2 });
  });

  it('an unknown stored status is treated as a draft (1)', () => {
    expect(estatusDe(snapshotDesdeEstatus(0))).toBe(1);
    expect(estatusDe(snapshotDesdeEstatus(99))).toBe(1);
  });
});

describe('perfil machine: allowed transitions', () => {
  it("spec 1 §4.2: 1 → 10 by ENVIAR ('Enviar a Revisión')", () => {
    const s = aplicar(snapshotDesdeEstatus(1), ENVIAR);
    expect(s && estatusDe(s)).toBe(10);
  });

  it('spec 1 §4.2: a rejected profile (5) can be resent: 5 → 10', () => {
    const s = aplicar(snapshotDesdeEstatus(5, { motivo_rechazo: 'RFC ilegible', ronda: 1 }), ENVIAR);
    expect(s && estatusDe(s)).toBe(10);
  });

  it("spec 1 §4.2: 10 → 4 by APROBAR ('Su perfil ha sido validado.')", () => {
    const s = aplicar(snapshotDesdeEstatus(10), APROBAR);
    expect(s && estatusDe(s)).toBe(4);
    expect(s?.status).toBe('done');
  });

  it('spec 1 §4.2: 10 → 5 by RECHAZAR with a motivo, which the banner shows (trimmed)', () => {
    const s = aplicar(snapshotDesdeEstatus(10), rechazar('  La identificación está vencida  '));
    expect(s && estatusDe(s)).toBe(5);
    expect(s?.context.motivo_rechazo).toBe('La identificación está vencida');
  });

  it('approving after a rejection clears the old motivo', () => {
    const s = recorrer(snapshotDesdeEstatus(10), rechazar('Falta el acta'), ENVIAR, APROBAR);
    expect(estatusDe(s)).toBe(4);
    expect(s.context.motivo_rechazo).toBeNull();
  });

  it('spec 1 §4.2: GUARDAR is allowed in 1 and 5 and keeps the status', () => {
    for (const estatus of [1, 5]) {
      const s = aplicar(snapshotDesdeEstatus(estatus, { motivo_rechazo: estatus === 5 ? 'x' : null }), GUARDAR);
      expect(s && estatusDe(s)).toBe(estatus);
    }
  });

  it('saving a rejected profile keeps the motivo visible until it is resent', () => {
    const s = aplicar(snapshotDesdeEstatus(5, { motivo_rechazo: 'Falta el acta', ronda: 1 }), GUARDAR);
    expect(s?.context.motivo_rechazo).toBe('Falta el acta');
  });
});

describe('perfil machine: refused transitions', () => {
  it('spec 1 §4.2: RECHAZAR requires a motivo; blank or missing is refused', () => {
    expect(aplicar(snapshotDesdeEstatus(10), rechazar(''))).toBeNull();
    expect(aplicar(snapshotDesdeEstatus(10), rechazar('   \n '))).toBeNull();
    expect(puede(10, { type: 'RECHAZAR', revisorId: 7 } as unknown as PerfilEvent)).toBe(false);
  });

  it('spec 1 §4.2: a profile in review (10) is locked: no GUARDAR, no ENVIAR', () => {
    expect(aplicar(snapshotDesdeEstatus(10), GUARDAR)).toBeNull();
    expect(aplicar(snapshotDesdeEstatus(10), ENVIAR)).toBeNull();
  });

  it('spec 1 §4.2: a validated profile (4) is final: every event is refused', () => {
    for (const e of [GUARDAR, ENVIAR, APROBAR, rechazar('tarde')]) {
      expect(aplicar(snapshotDesdeEstatus(4), e)).toBeNull();
      expect(puede(4, e)).toBe(false);
    }
  });

  it('only a profile in review can be approved or rejected', () => {
    for (const estatus of [1, 5]) {
      expect(puede(estatus, APROBAR)).toBe(false);
      expect(puede(estatus, rechazar('motivo'))).toBe(false);
    }
  });

  it('aplicar never mutates the snapshot it is given', () => {
    const antes = snapshotDesdeEstatus(1);
    aplicar(antes, ENVIAR);
    expect(estatusDe(antes)).toBe(1);
    expect(antes.context.ronda).toBe(0);
  });
});

describe('perfil machine: review rounds', () => {
  it('ronda increments on each send and survives rejections', () => {
    let s = recorrer(snapshotDesdeEstatus(1), ENVIAR);
    expect(s.context.ronda).toBe(1);
    s = recorrer(s, rechazar('Falta la constancia'), GUARDAR, ENVIAR);
    expect(s.context.ronda).toBe(2);
    s = recorrer(s, rechazar('La constancia no es legible'), ENVIAR);
    expect(s.context.ronda).toBe(3);
    s = recorrer(s, APROBAR);
    expect(s.context.ronda).toBe(3);
    expect(estatusDe(s)).toBe(4);
  });

  it('GUARDAR does not start a round', () => {
    const s = recorrer(snapshotDesdeEstatus(1), GUARDAR, GUARDAR);
    expect(s.context.ronda).toBe(0);
  });

  it('a restored snapshot continues counting from its stored round', () => {
    const s = aplicar(snapshotDesdeEstatus(5, { ronda: 4 }), ENVIAR);
    expect(s?.context.ronda).toBe(5);
  });
});

describe('accionesPerfil: what the form offers (spec 1 §4.2)', () => {
  it('before the profile exists: save only, no send, not locked', () => {
    expect(accionesPerfil(1, false)).toEqual({ guardar: true, enviar: false, bloqueado: false });
  });

  it("status 1, existing: save and 'Enviar a Revisión'", () => {
    expect(accionesPerfil(1, true)).toEqual({ guardar: true, enviar: true, bloqueado: false });
  });

  it('status 5 (rejected): editable and can be resent', () => {
    expect(accionesPerfil(5, true)).toEqual({ guardar: true, enviar: true, bloqueado: false });
  });

  it('status 10 (in review): locked, nothing to do', () => {
    expect(accionesPerfil(10, true)).toEqual({ guardar: false, enviar: false, bloqueado: true });
  });

  it('status 4 (validated): locked, nothing to do', () => {
    expect(accionesPerfil(4, true)).toEqual({ guardar: false, enviar: false, bloqueado: true });
  });

  it('offers exactly what the machine accepts', () => {
    for (const estatus of [1, 4, 5, 10]) {
      const a = accionesPerfil(estatus, true);
      expect(a.guardar).toBe(puede(estatus, GUARDAR));
      expect(a.enviar).toBe(puede(estatus, ENVIAR));
    }
  });
});
