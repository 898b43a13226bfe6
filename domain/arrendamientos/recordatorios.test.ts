// A lease's reminders on fixed contexts through the real machine: 7 days before the
// contract's end date at 09:00 Chetumal (14:00 UTC), once the lease is approved; none before, none
// once it ended.
import { describe, expect, it } from 'vitest';
import type { ContextoTramite, EventoTramite } from '../tramite/definicion';
import { aplicarEvento, estadoDe, nuevoTramite, type SnapshotTramite } from '../tramite/maquina';
import { SERVICIO } from '../tramite/servicios';
import { arrendamiento, EVENTO_ARRENDAMIENTO, PASO_ARRENDAMIENTO, PLAZO_ARRENDAMIENTO, type DatosArrendamiento, type ExtraArrendamiento } from './definicion';

const ok = (paso: string): EventoTramite => ({ type: 'APROBAR', paso, revisorId: 1 });
const ref = { solicitudId: 5, locacionId: null, contribuyenteId: 2 };
function correr(s: SnapshotTramite, ...eventos: EventoTramite[]): SnapshotTramite {
  for (const e of eventos) {
    const n = aplicarEvento(arrendamiento, s, e);
    if (!n) throw new Error(`refused ${JSON.stringify(e)} in ${estadoDe(s)}/${s.context.actual}`);
    s = n;
  }
  return s;
}
const vigencia = (fechaFin: string): EventoTramite => ({ type: 'EXTRA', nombre: EVENTO_ARRENDAMIENTO.VIGENCIA, datos: { fechaFin } });
const enEntrega = () => correr(nuevoTramite(arrendamiento, {}), { type: 'ENVIAR' }, ok(PASO_ARRENDAMIENTO.SOLICITUD));
const aprobado = (fechaFin = '2027-03-31') =>
  correr(
    enEntrega(),
    vigencia(fechaFin),
    { type: 'ENTREGAR', paso: PASO_ARRENDAMIENTO.CONTRATO },
    ok(PASO_ARRENDAMIENTO.REVISION_CONTRATO),
    { type: 'PAGO_CONFIRMADO', servicio: SERVICIO.ARRENDAMIENTO_MERCADO, folioPago: 'F-1759' },
    ok(PASO_ARRENDAMIENTO.VALIDACION),
  );
const de = (s: SnapshotTramite) => arrendamiento.recordatorios!(s.context as unknown as ContextoTramite<DatosArrendamiento, ExtraArrendamiento>, estadoDe(s), ref);

describe('lease end reminders', () => {
  it('approved, ending 31 Mar 2027: 24 Mar 2027 at 09:00 Chetumal (the lease notice tells them on 1 Mar), fin_vigencia', () => {
    const s = aprobado();
    expect(estadoDe(s)).toBe('terminada');
    const r = de(s);
    expect(r.map((x) => [x.clave, x.tipo, new Date(x.en).toISOString(), x.link])).toEqual([['fin_vigencia:2027-03-31:7', 'fin_vigencia', '2027-03-24T14:00:00.000Z', null]]);
    expect(r[0].encabezado).toBe('Su arrendamiento de local de mercado vence el 31 de marzo de 2027');
    expect(r[0].descripcion).toBe(
      'El contrato de arrendamiento de su local vence el 31 de marzo de 2027. Si desea continuar con el arrendamiento, registre una nueva solicitud antes de esa fecha.',
    );
  });

  it('none before approval (dates known, contract under review); none once the lease ended', () => {
    expect(de(nuevoTramite(arrendamiento, {}))).toEqual([]);
    const revision = correr(enEntrega(), vigencia('2027-03-31'), { type: 'ENTREGAR', paso: PASO_ARRENDAMIENTO.CONTRATO });
    expect(revision.context.extra.fechaFin).toBe('2027-03-31');
    expect(de(revision)).toEqual([]);
    const vencido = correr(aprobado(), { type: 'VENCE', plazo: PLAZO_ARRENDAMIENTO.VENCIMIENTO });
    expect(vencido.context.extra.vencido).toBe(true);
    expect(de(vencido)).toEqual([]);
  });

  it('the 30-day notice of the lease (PLAZO_ARRENDAMIENTO.AVISO) leaves the 7-day reminder listed', () => {
    const s = correr(aprobado(), { type: 'VENCE', plazo: PLAZO_ARRENDAMIENTO.AVISO });
    expect(s.context.extra.avisado).toBe(true);
    expect(de(s)).toHaveLength(1);
  });
});
