// The licence on the kit's engine (spec 1 §4.3–4.5, §4.8): every path the old hand-written machine
// walked, read through the same fields the API answers with.
import { describe, expect, it } from 'vitest';
import { accionesTramite, lineaDeTiempo, progreso, turno } from '../tramite/lectura';
import { aplicarEvento, estadoDe, nuevoTramite, persistir, restaurarTramite, type SnapshotTramite } from '../tramite/maquina';
import type { EventoTramite } from '../tramite/definicion';
import { SERVICIO } from '../tramite/servicios';
import { licencia, type DatosLicencia } from './definicion';
import { camposLicencia } from './lectura';

const datos = (d: Partial<DatosLicencia> = {}): DatosLicencia => ({ tipoProceso: 1, tieneUsoSuelo: false, fechaLimitePago: null, ...d });
const nueva = (d: Partial<DatosLicencia> = {}) => nuevoTramite(licencia, datos(d));

function correr(s: SnapshotTramite, ...eventos: EventoTramite[]): SnapshotTramite {
  for (const e of eventos) {
    const n = aplicarEvento(licencia, s, e);
    if (!n) throw new Error(`refused ${JSON.stringify(e)} in ${estadoDe(s)}/${s.context.actual}`);
    s = n;
  }
  return s;
}
const ok = (paso: string): EventoTramite => ({ type: 'APROBAR', paso, revisorId: 1 });
const no = (paso: string, motivo = 'Falta información'): EventoTramite => ({ type: 'RECHAZAR', paso, revisorId: 1, motivo });
const pago = (servicio: number): EventoTramite => ({ type: 'PAGO_CONFIRMADO', servicio, folioPago: `F-${servicio}` });
const vence = (plazo: string): EventoTramite => ({ type: 'VENCE', plazo });
const acciones = (s: SnapshotTramite) => accionesTramite(licencia, s);

const completo = (s: SnapshotTramite) =>
  correr(
    s,
    { type: 'ENVIAR' },
    ok('validacion_datos'),
    ok('verificacion_uso_suelo'),
    pago(SERVICIO.USO_SUELO),
    ok('validacion_uso_suelo'),
    pago(SERVICIO.ANUENCIA),
    ok('validacion_anuencia'),
    pago(SERVICIO.RESIDUOS),
    ok('validacion_residuos'),
    ok('firma_director'),
    ok('firma_tesorero'),
  );

describe('the licence on the kit (spec 1 §4.3–4.5)', () => {
  it('walks every step of the timeline and ends issued, all three statuses 4', () => {
    const s = completo(nueva());
    expect(estadoDe(s)).toBe('terminada');
    expect(camposLicencia(s)).toMatchObject({ estatusLicencia: 4, estatusDirectorIngresos: 4, estatusTesorero: 4, progreso: 9, tipoLicenciaId: 1, lista: true });
    expect(s.context.pasos.pago_extemporaneo.estatus).toBe(11);
    expect(lineaDeTiempo(licencia, s).map((l) => l.estatus)).toEqual([4, 4, 8, 4, 8, 4, 8, 4, 4]);
    // 'Licencia lista' shows the signatures it folds (the late payment only when it applies).
    expect(lineaDeTiempo(licencia, s).at(-1)!.subpasos.map((p) => [p.etiqueta, p.texto])).toEqual([
      ['Firma de la Dirección de Ingresos', 'Aprobado'],
      ['Firma de la Tesorería Municipal', 'Aprobado'],
    ]);
  });

  it('draft is editable and sendable; sending locks it with estatus 10 in data validation', () => {
    const s0 = nueva({ tipoProceso: 2 });
    expect(acciones(s0)).toMatchObject({ guardar: true, enviar: true, bloqueado: false });
    const s1 = correr(s0, { type: 'ENVIAR' });
    expect(camposLicencia(s1)).toMatchObject({ estatusLicencia: 10 });
    expect(s1.context.actual).toBe('validacion_datos');
    expect(acciones(s1)).toMatchObject({ guardar: false, enviar: false, bloqueado: true });
    expect(turno(licencia, s1)).toBe(21);
    expect(turno(licencia, correr(nueva({ tipoProceso: 1 }), { type: 'ENVIAR' }))).toBe(20);
  });

  it('spec 1 §9: a market opening has its data validated by Mercados (27), SARE or not; the later areas stay', () => {
    for (const tipoProceso of [1, 2]) {
      const s = correr(nueva({ tipoProceso, mercadoApertura: true }), { type: 'ENVIAR' });
      expect(s.context.actual).toBe('validacion_datos');
      expect(turno(licencia, s)).toBe(27);
      expect(turno(licencia, correr(s, ok('validacion_datos')))).toBe(6);
    }
    // A request sent before the field existed (no mercadoApertura in its snapshot) keeps its area.
    expect(turno(licencia, correr(nueva({ tipoProceso: 2 }), { type: 'ENVIAR' }))).toBe(21);
  });

  it('only the current step can be decided, and a rejection needs a reason', () => {
    const s = correr(nueva(), { type: 'ENVIAR' });
    expect(aplicarEvento(licencia, s, ok('validacion_anuencia'))).toBeNull();
    expect(aplicarEvento(licencia, s, no('validacion_datos', '   '))).toBeNull();
    expect(aplicarEvento(licencia, s, pago(SERVICIO.USO_SUELO))).toBeNull();
  });

  it('data rejected → 5 with reason, editable; resent → 10 in a new round', () => {
    let s = correr(nueva(), { type: 'ENVIAR' }, no('validacion_datos', 'La fotografía no corresponde'));
    expect(camposLicencia(s).estatusLicencia).toBe(5);
    expect(lineaDeTiempo(licencia, s)[0]).toMatchObject({ estatus: 5, motivo: 'La fotografía no corresponde', texto: 'Devuelto', actual: true });
    expect(acciones(s)).toMatchObject({ guardar: true, enviar: true, bloqueado: false });
    expect(turno(licencia, s)).toBe('contribuyente');
    s = correr(s, { type: 'ENVIAR' });
    expect(camposLicencia(s).estatusLicencia).toBe(10);
    expect(s.context.pasos.validacion_datos.ronda).toBe(2);
  });

  it("land use returned → 'Enviar a uso de suelo' reopens the verification (spec 1 §4.4)", () => {
    let s = correr(nueva(), { type: 'ENVIAR' }, ok('validacion_datos'), no('verificacion_uso_suelo', 'El giro no es compatible con la zona'));
    expect(camposLicencia(s)).toMatchObject({ estatusUsoSuelo: 5, estatusLicencia: 3 });
    expect(acciones(s)).toMatchObject({ corregir: true, enviar: false, bloqueado: false });
    expect(aplicarEvento(licencia, s, { type: 'ENVIAR' })).toBeNull();
    s = correr(s, { type: 'CORREGIR' });
    expect(s.context.actual).toBe('verificacion_uso_suelo');
    expect(s.context.pasos.verificacion_uso_suelo).toMatchObject({ estatus: 3, ronda: 2 });
  });

  it("'No aplica' skips the land-use steps when the establishment has a certificate", () => {
    const s = correr(nueva({ tieneUsoSuelo: true }), { type: 'ENVIAR' }, ok('validacion_datos'));
    expect(s.context.actual).toBe('pago_anuencia');
    expect(estadoDe(s)).toBe('pago');
    expect(camposLicencia(s)).toMatchObject({ estatusUsoSuelo: 11, estatusPagoUsoSuelo: 11 });
    expect(acciones(s)).toMatchObject({ pagar: SERVICIO.ANUENCIA, comprobante: SERVICIO.ANUENCIA });
    expect(lineaDeTiempo(licencia, s).filter((l) => l.no_aplica).map((l) => l.clave)).toEqual(['verificacion_uso_suelo', 'pago_uso_suelo', 'validacion_uso_suelo']);
  });

  it('a refused payment proof is red (9) and a new proof reopens the validation', () => {
    let s = correr(nueva({ tieneUsoSuelo: true }), { type: 'ENVIAR' }, ok('validacion_datos'), { type: 'COMPROBANTE', servicio: SERVICIO.ANUENCIA });
    expect(s.context.pasos.pago_anuencia.estatus).toBe(8);
    s = correr(s, no('validacion_anuencia', 'El comprobante es ilegible'));
    expect(s.context.pasos.pago_anuencia.estatus).toBe(9);
    expect(acciones(s).comprobante).toBe(SERVICIO.ANUENCIA);
    s = correr(s, { type: 'COMPROBANTE', servicio: SERVICIO.ANUENCIA });
    expect(s.context.pasos.validacion_anuencia).toMatchObject({ estatus: 3, ronda: 2 });
    expect(s.context.pasos.pago_anuencia.estatus).toBe(8);
  });

  it('a payment of another service is refused; a repeated confirmation changes nothing', () => {
    const s = correr(nueva({ tieneUsoSuelo: true }), { type: 'ENVIAR' }, ok('validacion_datos'));
    expect(aplicarEvento(licencia, s, pago(SERVICIO.RESIDUOS))).toBeNull();
    const pagado = correr(s, pago(SERVICIO.ANUENCIA));
    expect(aplicarEvento(licencia, pagado, pago(SERVICIO.ANUENCIA))).toBeNull();
  });

  it('a signer returns the licence: back to data validation, then straight to signing', () => {
    let s = correr(
      nueva({ tieneUsoSuelo: true }),
      { type: 'ENVIAR' },
      ok('validacion_datos'),
      pago(SERVICIO.ANUENCIA),
      ok('validacion_anuencia'),
      pago(SERVICIO.RESIDUOS),
      ok('validacion_residuos'),
    );
    expect(camposLicencia(s).estatusLicencia).toBe(4);
    s = correr(s, no('firma_director', 'El nombre comercial no coincide'));
    expect(camposLicencia(s)).toMatchObject({ estatusLicencia: 5, estatusDirectorIngresos: 5 });
    s = correr(s, { type: 'ENVIAR' }, ok('validacion_datos'));
    expect(s.context.actual).toBe('firma_director');
  });

  it('late payment (spec 1 §4.8): the lapse adds the late-fee payment before the signatures', () => {
    let s = correr(nueva({ tieneUsoSuelo: true, fechaLimitePago: '2026-01-31' }), { type: 'ENVIAR' }, ok('validacion_datos'), vence('pago'));
    expect(camposLicencia(s)).toMatchObject({ extemporaneo: true, estatusEstadoExtemporaneo: 4 });
    expect(aplicarEvento(licencia, s, vence('pago'))).toBeNull();
    s = correr(s, pago(SERVICIO.ANUENCIA), ok('validacion_anuencia'), pago(SERVICIO.RESIDUOS), ok('validacion_residuos'));
    expect(s.context.actual).toBe('pago_extemporaneo');
    expect(acciones(s).pagar).toBe(SERVICIO.EXTEMPORANEO);
    s = correr(s, pago(SERVICIO.EXTEMPORANEO));
    expect(s.context.actual).toBe('firma_director');
    expect(camposLicencia(s).pagoExtemporaneo).toBe(true);
  });

  it('the payment date means nothing in draft, nor once every payment was made', () => {
    const borrador = nueva({ tieneUsoSuelo: true, fechaLimitePago: '2026-01-31' });
    expect(aplicarEvento(licencia, borrador, vence('pago'))).toBeNull();
    const s = correr(borrador, { type: 'ENVIAR' }, ok('validacion_datos'), pago(SERVICIO.ANUENCIA), ok('validacion_anuencia'), pago(SERVICIO.RESIDUOS), vence('pago'));
    expect(camposLicencia(s).extemporaneo).toBe(false);
    expect(s.context.plazos.pago).toBeNull();
  });

  it('beverage licence window: lapse suspends, upload lifts (spec 1 §4.8)', () => {
    let s = completo(nueva());
    expect(aplicarEvento(licencia, s, vence('bebidas'))).toBeNull();
    s = correr(s, { type: 'EXTRA', nombre: 'bebidas.requerida', datos: { desde: '2026-11-23T15:00:00Z' } });
    expect(camposLicencia(s)).toMatchObject({ bebidasPendiente: true, bebidasLimite: Date.parse('2027-01-23T15:00:00Z') });
    s = correr(s, vence('bebidas'));
    expect(camposLicencia(s)).toMatchObject({ suspendida: true, bebidasPendiente: false });
    s = correr(s, { type: 'EXTRA', nombre: 'bebidas.licencia' });
    expect(camposLicencia(s)).toMatchObject({ suspendida: false, bebidasLimite: null });
  });

  it('progress counts the nine lines of the timeline (spec 1 §4.5), a line that does not apply once passed', () => {
    const s = correr(nueva({ tieneUsoSuelo: true }), { type: 'ENVIAR' });
    expect(lineaDeTiempo(licencia, s)).toHaveLength(9);
    expect(progreso(licencia, s)).toEqual({ valor: 0, maximo: 9 });
    // The land-use lines do not apply: once data are validated the request stands at the anuencia.
    const s1 = correr(s, ok('validacion_datos'));
    expect(progreso(licencia, s1)).toEqual({ valor: 4, maximo: 9 });
    const s2 = correr(s1, pago(SERVICIO.ANUENCIA), ok('validacion_anuencia'));
    expect(progreso(licencia, s2)).toEqual({ valor: 6, maximo: 9 });
    expect(progreso(licencia, completo(nueva()))).toEqual({ valor: 9, maximo: 9 });
  });

  it('a stored snapshot restores into the same state and offers the same actions', () => {
    const casos = [
      correr(nueva(), { type: 'ENVIAR' }),
      correr(nueva(), { type: 'ENVIAR' }, ok('validacion_datos'), no('verificacion_uso_suelo')),
      correr(nueva({ tieneUsoSuelo: true }), { type: 'ENVIAR' }, ok('validacion_datos')),
      completo(nueva({ tipoProceso: 2 })),
      nueva(),
    ];
    for (const s of casos) {
      const r = restaurarTramite(licencia, JSON.parse(JSON.stringify(persistir(s))));
      expect(estadoDe(r)).toBe(estadoDe(s));
      expect(acciones(r)).toEqual(acciones(s));
      expect(camposLicencia(r)).toEqual(camposLicencia(s));
    }
  });
});
