// The licence's reminders on fixed contexts, walked through the real machine: the expiry
// reminders of an issued licence (1 Nov and 1 Dec, 09:00 Chetumal = 14:00 UTC) with the renewal
// page, and the beverage window's 30/7/1-day reminders with the spec's text; nothing once the
// request moved on.
import { describe, expect, it } from 'vitest';
import type { ContextoTramite, EventoTramite } from '../tramite/definicion';
import { aplicarEvento, estadoDe, nuevoTramite, type SnapshotTramite } from '../tramite/maquina';
import { SERVICIO } from '../tramite/servicios';
import { licencia, type DatosLicencia, type ExtraLicencia } from './definicion';
import { anioLicencia, enlaceRenovacion, recordatoriosLicencia } from './recordatorios';

const datos = (d: Partial<DatosLicencia> = {}): DatosLicencia => ({ tipoProceso: 1, tieneUsoSuelo: true, fechaLimitePago: null, ...d });
function correr(s: SnapshotTramite, ...eventos: EventoTramite[]): SnapshotTramite {
  for (const e of eventos) {
    const n = aplicarEvento(licencia, s, e);
    if (!n) throw new Error(`refused ${JSON.stringify(e)}`);
    s = n;
  }
  return s;
}
const ok = (paso: string): EventoTramite => ({ type: 'APROBAR', paso, revisorId: 1 });
const pago = (servicio: number): EventoTramite => ({ type: 'PAGO_CONFIRMADO', servicio, folioPago: `F-${servicio}` });
const enviada = (d: Partial<DatosLicencia> = {}) => correr(nuevoTramite(licencia, datos(d)), { type: 'ENVIAR' });
const emitida = (d: Partial<DatosLicencia> = {}) =>
  correr(
    enviada(d),
    ok('validacion_datos'),
    pago(SERVICIO.ANUENCIA),
    ok('validacion_anuencia'),
    pago(SERVICIO.RESIDUOS),
    ok('validacion_residuos'),
    ok('firma_director'),
    ok('firma_tesorero'),
  );
const ctx = (s: SnapshotTramite) => s.context as unknown as ContextoTramite<DatosLicencia, ExtraLicencia>;
const ref = { solicitudId: 9, locacionId: 42, contribuyenteId: 7 };
const EN_2026 = Date.parse('2026-06-15T12:00:00Z');
const de = (s: SnapshotTramite, ahora = EN_2026) => recordatoriosLicencia(ctx(s), estadoDe(s), ref, ahora);

describe('licence expiry reminders', () => {
  it('an issued 2026 licence: 1 Nov and 1 Dec 2026 at 09:00 Chetumal, with the 2027 renewal page', () => {
    const s = emitida({ anio: 2026 });
    expect(estadoDe(s)).toBe('terminada');
    const r = de(s);
    expect(r.map((x) => [x.clave, x.tipo, new Date(x.en).toISOString(), x.link])).toEqual([
      ['vencimiento:2026:11-01', 'vencimiento_licencia', '2026-11-01T14:00:00.000Z', '/admin/establecimientos/new-solicitud/42/2027'],
      ['vencimiento:2026:12-01', 'vencimiento_licencia', '2026-12-01T14:00:00.000Z', '/admin/establecimientos/new-solicitud/42/2027'],
    ]);
    expect(r[0].encabezado).toBe('Su licencia de funcionamiento 2026 vence el 31 de diciembre');
    expect(r[1].descripcion).toBe(
      'Su licencia de funcionamiento 2026 vence el 31 de diciembre de 2026. Renueve su licencia para 2027 desde este enlace para seguir operando sin interrupciones.',
    );
    // still listed when each falls due (the runner re-reads the list then)
    expect(de(s, r[1].en)).toHaveLength(2);
  });

  it('a licence in review, returned or a draft: none', () => {
    expect(de(enviada({ anio: 2026 }))).toEqual([]);
    expect(de(nuevoTramite(licencia, datos({ anio: 2026 })))).toEqual([]);
    const devuelta = correr(enviada({ anio: 2026 }), { type: 'RECHAZAR', paso: 'validacion_datos', revisorId: 1, motivo: 'Falta información' });
    expect(estadoDe(devuelta)).toBe('devuelta');
    expect(de(devuelta)).toEqual([]);
  });

  it("never for a licence whose year has ended (a past year renewed late): from 1 Jan 00:00 Chetumal", () => {
    const s = emitida({ anio: 2025, renovacion: true, fechaLimitePago: '2025-05-01' });
    expect(de(s, Date.parse('2026-01-01T04:59:59.999Z'))).toHaveLength(2);
    expect(de(s, Date.parse('2026-01-01T05:00:00.000Z'))).toEqual([]);
    expect(de(s, EN_2026)).toEqual([]);
  });

  it("the year: datos.anio; else a renewal's cut-off year; an opening without it gets none", () => {
    expect(anioLicencia(datos({ anio: 2027 }))).toBe(2027);
    expect(anioLicencia(datos({ renovacion: true, fechaLimitePago: '2026-05-01' }))).toBe(2026);
    expect(anioLicencia(datos({ fechaLimitePago: '2025-12-20' }))).toBeNull();
    const apertura = emitida({ fechaLimitePago: '2026-07-01' });
    expect(de(apertura)).toEqual([]);
    const renovacion = emitida({ renovacion: true, fechaLimitePago: '2026-05-01' });
    expect(de(renovacion).map((x) => x.en)).toEqual([Date.parse('2026-11-01T14:00:00Z'), Date.parse('2026-12-01T14:00:00Z')]);
  });

  it('without an establishment the link is the renewal search', () => {
    expect(enlaceRenovacion(null, 2026)).toBe('/admin/establecimientos/solicitud-renovacion');
    expect(recordatoriosLicencia(ctx(emitida({ anio: 2026 })), 'terminada', { locacionId: null }, EN_2026)[0].link).toBe('/admin/establecimientos/solicitud-renovacion');
  });
});

describe('beverage-licence window reminders (spec 1 §4.8)', () => {
  // proof uploaded 23 Nov 2026 10:00 Chetumal: suspension 23 Jan 2027 10:00 (15:00 UTC)
  const requerida: EventoTramite = { type: 'EXTRA', nombre: 'bebidas.requerida', datos: { desde: '2026-11-23T15:00:00Z' } };
  const bebidas = (s: SnapshotTramite) => de(s).filter((x) => x.tipo === 'licencia_bebidas');

  it('30, 7 and 1 days before the suspension, with the spec text, in review and once issued', () => {
    for (const s of [correr(enviada(), requerida), correr(emitida({ anio: 2026 }), requerida)]) {
      expect(bebidas(s).map((x) => [x.clave, new Date(x.en).toISOString(), x.descripcion, x.link])).toEqual([
        ['bebidas:v1:30', '2026-12-24T15:00:00.000Z', 'Quedan 30 días para subir tu licencia de bebidas alcohólicas.', null],
        ['bebidas:v1:7', '2027-01-16T15:00:00.000Z', 'Quedan 7 días para subir tu licencia de bebidas alcohólicas.', null],
        ['bebidas:v1:1', '2027-01-22T15:00:00.000Z', 'Quedan 1 días para subir tu licencia de bebidas alcohólicas.', null],
      ]);
      expect(bebidas(s)[0].encabezado).toBe('Suba su licencia de bebidas alcohólicas');
    }
  });

  it('none once the beverage licence is uploaded, or once the licence was suspended', () => {
    const s = correr(enviada(), requerida);
    expect(bebidas(correr(s, { type: 'EXTRA', nombre: 'bebidas.licencia' }))).toEqual([]);
    const suspendida = correr(s, { type: 'VENCE', plazo: 'bebidas' });
    expect(suspendida.context.extra.suspendida).toBe(true);
    expect(bebidas(suspendida)).toEqual([]);
  });

  it('a second window (after a suspension was lifted) has keys of its own', () => {
    const s = correr(enviada(), requerida, { type: 'VENCE', plazo: 'bebidas' }, { type: 'EXTRA', nombre: 'bebidas.licencia' }, { ...requerida, datos: { desde: '2027-03-01T15:00:00Z' } });
    expect(bebidas(s).map((x) => x.clave)).toEqual(['bebidas:v2:30', 'bebidas:v2:7', 'bebidas:v2:1']);
  });

  it('the definition lists them (the runner reads definition.recordatorios)', () => {
    const s = correr(enviada(), requerida);
    expect(licencia.recordatorios!(ctx(s), estadoDe(s), ref).map((x) => x.clave)).toEqual(['bebidas:v1:30', 'bebidas:v1:7', 'bebidas:v1:1']);
  });
});
