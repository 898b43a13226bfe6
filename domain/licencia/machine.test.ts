import { describe, expect, it } from 'vitest';
import { accionesLicencia, aplicar, areaDePaso, estadoDe, nuevaLicencia, proyectar, snapshotDesdeProyeccion, type LicenciaEvent, type LicenciaSnapshot } from './machine';

function correr(s: LicenciaSnapshot, ...eventos: LicenciaEvent[]): LicenciaSnapshot {
  for (const e of eventos) {
    const n = aplicar(s, e);
    if (!n) throw new Error(`refused ${JSON.stringify(e)} in ${estadoDe(s)}/${s.context.actual}`);
    s = n;
  }
  return s;
}
const ok = (paso: Parameters<typeof areaDePaso>[0]): LicenciaEvent => ({ type: 'APROBAR', paso, revisorId: 1 });
const no = (paso: Parameters<typeof areaDePaso>[0], motivo = 'Falta información'): LicenciaEvent => ({ type: 'RECHAZAR', paso, revisorId: 1, motivo });
const pago = (servicio: number): LicenciaEvent => ({ type: 'PAGO_CONFIRMADO', servicio, folioPago: `F-${servicio}` });

const completo = (s: LicenciaSnapshot) =>
  correr(s, { type: 'ENVIAR' }, ok('validacion_datos'), ok('verificacion_uso_suelo'), pago(1755), ok('validacion_uso_suelo'), pago(1752), ok('validacion_anuencia'), pago(1750), ok('validacion_residuos'), ok('firma_director'), ok('firma_tesorero'));

describe('licence machine (spec 1 §4.3–4.5)', () => {
  it('walks every step of the timeline and ends issued, all three statuses 4', () => {
    const s = completo(nuevaLicencia({ tipoProceso: 1, tieneUsoSuelo: false }));
    expect(estadoDe(s)).toBe('emitida');
    const p = proyectar(s);
    expect(p).toMatchObject({ estatusLicencia: 4, estatusDirectorIngresos: 4, estatusTesorero: 4, progreso: 3, tipoLicenciaId: 1, pasoActual: null });
    expect(p.pasos.find((x) => x.clave === 'pago_extemporaneo')?.estatus).toBe(11);
  });

  it('draft is editable and sendable; sending locks it with estatus 10 in data validation', () => {
    const s0 = nuevaLicencia({ tipoProceso: 2, tieneUsoSuelo: false });
    expect(accionesLicencia(s0)).toMatchObject({ guardar: true, enviar: true, bloqueado: false });
    const s1 = correr(s0, { type: 'ENVIAR' });
    expect(proyectar(s1)).toMatchObject({ estatusLicencia: 10, pasoActual: 'validacion_datos' });
    expect(accionesLicencia(s1)).toMatchObject({ guardar: false, enviar: false, bloqueado: true });
    expect(areaDePaso('validacion_datos', 2)).toBe(21);
    expect(areaDePaso('validacion_datos', 1)).toBe(20);
  });

  it('only the current step can be decided, and a rejection needs a reason', () => {
    const s = correr(nuevaLicencia({ tipoProceso: 1, tieneUsoSuelo: false }), { type: 'ENVIAR' });
    expect(aplicar(s, ok('validacion_anuencia'))).toBeNull();
    expect(aplicar(s, no('validacion_datos', '   '))).toBeNull();
    expect(aplicar(s, pago(1755))).toBeNull();
  });

  it('data rejected → 5 with reason, editable; resent → 10 in a new round', () => {
    let s = correr(nuevaLicencia({ tipoProceso: 1, tieneUsoSuelo: false }), { type: 'ENVIAR' }, no('validacion_datos', 'La fotografía no corresponde'));
    expect(proyectar(s)).toMatchObject({ estatusLicencia: 5, motivoRechazo: 'La fotografía no corresponde' });
    expect(accionesLicencia(s)).toMatchObject({ guardar: true, enviar: true, bloqueado: false });
    s = correr(s, { type: 'ENVIAR' });
    expect(proyectar(s)).toMatchObject({ estatusLicencia: 10, motivoRechazo: null });
    expect(s.context.pasos.validacion_datos.ronda).toBe(2);
  });

  it("land use returned (5) → 'Enviar a uso de suelo' reopens the verification (spec 1 §4.4)", () => {
    let s = correr(nuevaLicencia({ tipoProceso: 1, tieneUsoSuelo: false }), { type: 'ENVIAR' }, ok('validacion_datos'), no('verificacion_uso_suelo', 'El giro no es compatible con la zona'));
    expect(proyectar(s)).toMatchObject({ estatusUsoSuelo: 5, estatusLicencia: 3 });
    expect(accionesLicencia(s)).toMatchObject({ enviarUsoSuelo: true, enviar: false, bloqueado: false });
    expect(aplicar(s, { type: 'ENVIAR' })).toBeNull();
    s = correr(s, { type: 'ENVIAR_USO_SUELO' });
    expect(s.context.actual).toBe('verificacion_uso_suelo');
    expect(s.context.pasos.verificacion_uso_suelo).toMatchObject({ estatus: 3, ronda: 2 });
  });

  it("'No aplica' skips the land-use steps when the establishment has a certificate", () => {
    const s = correr(nuevaLicencia({ tipoProceso: 1, tieneUsoSuelo: true }), { type: 'ENVIAR' }, ok('validacion_datos'));
    expect(s.context.actual).toBe('pago_anuencia');
    expect(estadoDe(s)).toBe('pago');
    expect(proyectar(s)).toMatchObject({ estatusUsoSuelo: 11, estatusPagoUsoSuelo: 11 });
    expect(accionesLicencia(s)).toMatchObject({ pagar: 1752, comprobante: 1752 });
  });

  it('a refused payment proof is red (9) and a new proof reopens the validation', () => {
    let s = correr(nuevaLicencia({ tipoProceso: 1, tieneUsoSuelo: true }), { type: 'ENVIAR' }, ok('validacion_datos'), { type: 'COMPROBANTE', servicio: 1752 });
    expect(s.context.pasos.pago_anuencia.estatus).toBe(8);
    s = correr(s, no('validacion_anuencia', 'El comprobante es ilegible'));
    expect(s.context.pasos.pago_anuencia.estatus).toBe(9);
    expect(accionesLicencia(s).comprobante).toBe(1752);
    s = correr(s, { type: 'COMPROBANTE', servicio: 1752 });
    expect(s.context.pasos.validacion_anuencia).toMatchObject({ estatus: 3, ronda: 2 });
    expect(s.context.pasos.pago_anuencia.estatus).toBe(8);
  });

  it('a payment of another service is refused; a repeated confirmation changes nothing', () => {
    const s = correr(nuevaLicencia({ tipoProceso: 1, tieneUsoSuelo: true }), { type: 'ENVIAR' }, ok('validacion_datos'));
    expect(aplicar(s, pago(1750))).toBeNull();
    const pagado = correr(s, pago(1752));
    expect(aplicar(pagado, pago(1752))).toBeNull();
  });

  it('a signer returns the licence: back to data validation, then straight to signing', () => {
    let s = correr(nuevaLicencia({ tipoProceso: 1, tieneUsoSuelo: true }), { type: 'ENVIAR' }, ok('validacion_datos'), pago(1752), ok('validacion_anuencia'), pago(1750), ok('validacion_residuos'), no('firma_director', 'El nombre comercial no coincide'));
    expect(proyectar(s)).toMatchObject({ estatusLicencia: 5, estatusDirectorIngresos: 5 });
    s = correr(s, { type: 'ENVIAR' }, ok('validacion_datos'));
    expect(s.context.actual).toBe('firma_director');
  });

  it('late payment (spec 1 §4.8): the lapse adds the 1753 payment before the signatures', () => {
    let s = correr(nuevaLicencia({ tipoProceso: 1, tieneUsoSuelo: true }), { type: 'ENVIAR' }, ok('validacion_datos'), { type: 'VENCE_PAGO' });
    expect(s.context.extemporaneo).toBe(true);
    expect(aplicar(s, { type: 'VENCE_PAGO' })).toBeNull();
    s = correr(s, pago(1752), ok('validacion_anuencia'), pago(1750), ok('validacion_residuos'));
    expect(s.context.actual).toBe('pago_extemporaneo');
    expect(accionesLicencia(s).pagar).toBe(1753);
    s = correr(s, pago(1753));
    expect(s.context.actual).toBe('firma_director');
  });

  it('no late payment once every payment was made', () => {
    const s = correr(nuevaLicencia({ tipoProceso: 1, tieneUsoSuelo: true }), { type: 'ENVIAR' }, ok('validacion_datos'), pago(1752), ok('validacion_anuencia'), pago(1750));
    expect(aplicar(s, { type: 'VENCE_PAGO' })).toBeNull();
  });

  it('beverage licence window: lapse suspends, upload lifts (spec 1 §4.8)', () => {
    let s = completo(nuevaLicencia({ tipoProceso: 1, tieneUsoSuelo: false }));
    expect(aplicar(s, { type: 'BEBIDAS_VENCIDO' })).toBeNull();
    s = correr(s, { type: 'BEBIDAS_REQUERIDA' }, { type: 'BEBIDAS_VENCIDO' });
    expect(proyectar(s).suspendida).toBe(true);
    s = correr(s, { type: 'LICENCIA_BEBIDAS' });
    expect(proyectar(s).suspendida).toBe(false);
  });

  it('rebuilds the same snapshot from its projection', () => {
    const casos = [
      correr(nuevaLicencia({ tipoProceso: 1, tieneUsoSuelo: false }), { type: 'ENVIAR' }),
      correr(nuevaLicencia({ tipoProceso: 1, tieneUsoSuelo: false }), { type: 'ENVIAR' }, ok('validacion_datos'), no('verificacion_uso_suelo')),
      correr(nuevaLicencia({ tipoProceso: 1, tieneUsoSuelo: true }), { type: 'ENVIAR' }, ok('validacion_datos')),
      completo(nuevaLicencia({ tipoProceso: 2, tieneUsoSuelo: false })),
      nuevaLicencia({ tipoProceso: 1, tieneUsoSuelo: false }),
    ];
    for (const s of casos) {
      const p = proyectar(s);
      const r = snapshotDesdeProyeccion({ ...p, tipoProceso: s.context.tipoProceso, tieneUsoSuelo: s.context.tieneUsoSuelo });
      expect(estadoDe(r)).toBe(estadoDe(s));
      expect(accionesLicencia(r)).toEqual(accionesLicencia(s));
    }
  });
});
