// The profile review on the kit (spec 1 §4.2): statuses 1, 10, 5, 4 and what the form offers in each.
import { describe, expect, it } from 'vitest';
import { MSG } from '../common/messages';
import type { EventoTramite } from '../tramite/definicion';
import { ESTATUS } from '../tramite/estatus';
import { accionesTramite, estatusSolicitud, lineaDeTiempo, turno } from '../tramite/lectura';
import { aplicarEvento, estadoDe, nuevoTramite, persistir, restaurarTramite, type SnapshotTramite } from '../tramite/maquina';
import { AREA_PADRON } from '../common/catalogos';
import { perfil, PLAZO_REVISION_PERFIL_HORAS } from './definicion';

const nuevo = () => nuevoTramite(perfil, {});
const correr = (s: SnapshotTramite, ...eventos: EventoTramite[]) =>
  eventos.reduce((x, e) => {
    const n = aplicarEvento(perfil, x, e);
    if (!n) throw new Error(`refused ${e.type} in ${estadoDe(x)}`);
    return n;
  }, s);
const enviar: EventoTramite = { type: 'ENVIAR' };
const aprobar: EventoTramite = { type: 'APROBAR', paso: 'revision_perfil', revisorId: 2 };
const rechazar = (motivo: string): EventoTramite => ({ type: 'RECHAZAR', paso: 'revision_perfil', revisorId: 2, motivo });
const estatus = (s: SnapshotTramite) => estatusSolicitud(perfil, s);

describe('profile review on the kit (spec 1 §4.2)', () => {
  it('a new profile is 1 and editable; sending makes it 10, locked, in the Padrón inbox', () => {
    const s0 = nuevo();
    expect(estatus(s0)).toBe(ESTATUS.BORRADOR);
    expect(accionesTramite(perfil, s0)).toMatchObject({ guardar: true, enviar: true, bloqueado: false });
    const s1 = correr(s0, enviar);
    expect(estatus(s1)).toBe(ESTATUS.ENVIADO);
    expect(accionesTramite(perfil, s1)).toMatchObject({ guardar: false, enviar: false, bloqueado: true });
    expect(turno(perfil, s1)).toBe(AREA_PADRON);
  });

  it('rejected with a reason → 5, editable and resendable; the reason is kept trimmed', () => {
    const s = correr(nuevo(), enviar, rechazar('  La CURP no coincide  '));
    expect(estatus(s)).toBe(ESTATUS.RECHAZADO);
    expect(s.context.pasos.revision_perfil.motivo).toBe('La CURP no coincide');
    expect(lineaDeTiempo(perfil, s)[0]).toMatchObject({ texto: 'Devuelto', motivo: 'La CURP no coincide' });
    expect(accionesTramite(perfil, s)).toMatchObject({ guardar: true, enviar: true, bloqueado: false });
    const r = correr(s, enviar);
    expect(estatus(r)).toBe(ESTATUS.ENVIADO);
    expect(r.context.pasos.revision_perfil.ronda).toBe(2);
  });

  it('a rejection without a reason is refused', () => {
    const s = correr(nuevo(), enviar);
    expect(aplicarEvento(perfil, s, rechazar('   '))).toBeNull();
    expect(aplicarEvento(perfil, s, { type: 'RECHAZAR', paso: 'revision_perfil', revisorId: 2 } as never)).toBeNull();
  });

  it(`approved → 4: final, locked, the banner says '${MSG.perfilValidado}'`, () => {
    const s = correr(nuevo(), enviar, rechazar('Falta el comprobante'), enviar, aprobar);
    expect(estatus(s)).toBe(ESTATUS.APROBADO);
    expect(accionesTramite(perfil, s)).toMatchObject({ guardar: false, enviar: false, bloqueado: true });
    expect(perfil.notificaciones.terminada({ folio: 'x', titulo: null, servicio: null, motivo: null }).descripcion).toBe(MSG.perfilValidado);
    for (const e of [enviar, aprobar, rechazar('x'), { type: 'GUARDAR' } as const]) expect(aplicarEvento(perfil, s, e)).toBeNull();
  });

  it('the review is due in two office days and escalates like every staff step', () => {
    expect(perfil.pasos[0]).toMatchObject({ area: AREA_PADRON, plazoHoras: PLAZO_REVISION_PERFIL_HORAS });
    expect(PLAZO_REVISION_PERFIL_HORAS).toBe(16);
  });

  it('a stored snapshot restores into the same state, round and reason', () => {
    const s = correr(nuevo(), enviar, rechazar('Falta el comprobante'));
    const r = restaurarTramite(perfil, JSON.parse(JSON.stringify(persistir(s))));
    expect(estatus(r)).toBe(5);
    expect(r.context.pasos.revision_perfil).toEqual(s.context.pasos.revision_perfil);
    expect(accionesTramite(perfil, r)).toEqual(accionesTramite(perfil, s));
  });
});
