// Signs on the kit's engine (spec 3 §4.1): Desarrollo Urbano reviews (10), returns with a reason
// (5; the taxpayer edits and sends again) or approves; Protección Civil only for high risk; the
// statement of 1756 (2), paid (8), validated; Desarrollo Urbano signs (4). The permit's year:
// notice on 1 December, expiry at the end of 31 December (Chetumal), only once authorized.
import { describe, expect, it } from 'vitest';
import { TRAMITES } from '../tramites';
import type { EventoTramite } from '../tramite/definicion';
import { efectosDe } from '../tramite/efectos';
import { ESTATUS } from '../tramite/estatus';
import { estatusSolicitud, turno } from '../tramite/lectura';
import { aplicarEvento, estadoDe, nuevoTramite, type SnapshotTramite } from '../tramite/maquina';
import { SERVICIO } from '../tramite/servicios';
import {
  AREA_ANUNCIOS,
  AREA_PROTECCION_CIVIL,
  CLAVE_ANUNCIO,
  EVENTO_ANUNCIO,
  PASO_ANUNCIO,
  PLAZO_ANUNCIO,
  avisoVencimientoAnuncio,
  folioAnuncio,
  tipoDeClaveAnuncio,
  vencimientoAnuncio,
  type DatosAnuncio,
} from './comun';
import { anuncio, anuncioExterno } from './definicion';

const ok = (paso: string): EventoTramite => ({ type: 'APROBAR', paso, revisorId: 1 });
const no = (paso: string, motivo = 'La fotografía no corresponde al anuncio'): EventoTramite => ({ type: 'RECHAZAR', paso, revisorId: 1, motivo });
const pago: EventoTramite = { type: 'PAGO_CONFIRMADO', servicio: SERVICIO.ANUNCIOS, folioPago: 'F-1756' };

for (const def of [anuncio, anuncioExterno]) {
  const correr = (s: SnapshotTramite, ...eventos: EventoTramite[]) => {
    for (const e of eventos) {
      const n = aplicarEvento(def, s, e);
      if (!n) throw new Error(`refused ${JSON.stringify(e)} in ${estadoDe(s)}/${s.context.actual}`);
      s = n;
    }
    return s;
  };
  const datos = (altoRiesgo: boolean): DatosAnuncio => ({ altoRiesgo, renovacion: false, anio: 2026 });
  const autorizada = (altoRiesgo = false) =>
    correr(nuevoTramite(def, datos(altoRiesgo)), { type: 'ENVIAR' }, ok('revision'), ...(altoRiesgo ? [ok('proteccion_civil')] : []), pago, ok('validacion'), ok('firma'));

  describe(`${def.nombre} on the kit (spec 3 §4.1)`, () => {
    it('is registered with its steps, areas and service 1756', () => {
      expect(TRAMITES[def.clave]).toBe(def);
      expect(def.pasos.map((p) => [p.clave, p.tipo, p.area ?? null])).toEqual([
        ['revision', 'revision', 6],
        ['proteccion_civil', 'revision', 7],
        ['pago', 'pago', null],
        ['validacion', 'revision', 6],
        ['firma', 'firma', 6],
      ]);
      expect(def.pasos.find((p) => p.clave === 'pago')?.servicio).toBe(1756);
      expect(def.pasos.find((p) => p.clave === 'validacion')?.validaPago).toBe('pago');
    });

    it('low risk: Protección Civil does not apply; statuses 1 → 10 → 5 → 10 → 2 → 8 → 4', () => {
      let s = nuevoTramite(def, datos(false));
      expect(estatusSolicitud(def, s)).toBe(ESTATUS.BORRADOR);
      expect(s.context.pasos.proteccion_civil.estatus).toBe(ESTATUS.NO_APLICA);
      s = correr(s, { type: 'ENVIAR' });
      expect(estatusSolicitud(def, s)).toBe(ESTATUS.ENVIADO);
      expect(turno(def, s)).toBe(AREA_ANUNCIOS);
      s = correr(s, no('revision'));
      expect(estatusSolicitud(def, s)).toBe(ESTATUS.RECHAZADO);
      expect(s.context.pasos.revision.motivo).toBe('La fotografía no corresponde al anuncio');
      s = correr(s, { type: 'ENVIAR' });
      expect(estatusSolicitud(def, s)).toBe(ESTATUS.ENVIADO);
      s = correr(s, ok('revision'));
      expect(s.context.actual).toBe('pago');
      expect(estatusSolicitud(def, s)).toBe(ESTATUS.PENDIENTE);
      s = correr(s, pago);
      expect(s.context.actual).toBe('validacion');
      s = correr(s, ok('validacion'), ok('firma'));
      expect(estadoDe(s)).toBe('terminada');
      expect(estatusSolicitud(def, s)).toBe(ESTATUS.APROBADO);
    });

    it('high risk: Protección Civil reviews after Desarrollo Urbano and may return it', () => {
      let s = correr(nuevoTramite(def, datos(true)), { type: 'ENVIAR' }, ok('revision'));
      expect(s.context.actual).toBe(PASO_ANUNCIO.PROTECCION_CIVIL);
      expect(turno(def, s)).toBe(AREA_PROTECCION_CIVIL);
      s = correr(s, no('proteccion_civil', 'Falta la memoria de cálculo firmada'));
      expect(estatusSolicitud(def, s)).toBe(ESTATUS.RECHAZADO);
      // Sent again: back through Desarrollo Urbano's review (approved steps stay approved).
      s = correr(s, { type: 'ENVIAR' });
      expect(s.context.actual).toBe('revision');
      s = correr(s, ok('revision'));
      expect(s.context.actual).toBe('proteccion_civil');
      s = correr(s, ok('proteccion_civil'));
      expect(s.context.actual).toBe('pago');
    });

    it('a returned request whose signs changed risk: Protección Civil is switched on (or off) before it is sent again', () => {
      let s = correr(nuevoTramite(def, datos(false)), { type: 'ENVIAR' }, no('revision'));
      expect(aplicarEvento(def, s, { type: 'EXTRA', nombre: EVENTO_ANUNCIO.RIESGO, datos: { altoRiesgo: false } })).toBeNull();
      s = correr(s, { type: 'EXTRA', nombre: EVENTO_ANUNCIO.RIESGO, datos: { altoRiesgo: true } });
      expect((s.context.datos as DatosAnuncio).altoRiesgo).toBe(true);
      expect(s.context.pasos.proteccion_civil.estatus).toBe(ESTATUS.PENDIENTE);
      s = correr(s, { type: 'ENVIAR' }, ok('revision'));
      expect(s.context.actual).toBe('proteccion_civil');
      // Not while in review, only while returned.
      expect(aplicarEvento(def, s, { type: 'EXTRA', nombre: EVENTO_ANUNCIO.RIESGO, datos: { altoRiesgo: false } })).toBeNull();
      // Returned by Protección Civil: it reviews the correction whatever the rows say.
      s = correr(s, no('proteccion_civil'));
      expect(aplicarEvento(def, s, { type: 'EXTRA', nombre: EVENTO_ANUNCIO.RIESGO, datos: { altoRiesgo: false } })).toBeNull();
      // Switched off at Desarrollo Urbano's return: Protección Civil no longer applies.
      let t = correr(nuevoTramite(def, datos(true)), { type: 'ENVIAR' }, no('revision'));
      t = correr(t, { type: 'EXTRA', nombre: EVENTO_ANUNCIO.RIESGO, datos: { altoRiesgo: false } }, { type: 'ENVIAR' }, ok('revision'));
      expect(t.context.pasos.proteccion_civil.estatus).toBe(ESTATUS.NO_APLICA);
      expect(t.context.actual).toBe('pago');
    });

    it('the permit year: deadlines at 1 December 00:00 and 31 December 23:59:59.999 in Chetumal', () => {
      const s = nuevoTramite(def, datos(false));
      expect(new Date(s.context.plazos[PLAZO_ANUNCIO.AVISO]!).toISOString()).toBe('2026-12-01T05:00:00.000Z');
      expect(new Date(s.context.plazos[PLAZO_ANUNCIO.VENCIMIENTO]!).toISOString()).toBe('2027-01-01T04:59:59.999Z');
      expect(avisoVencimientoAnuncio(2027)).toBe(Date.parse('2027-12-01T05:00:00Z'));
      expect(vencimientoAnuncio(2027)).toBe(Date.parse('2028-01-01T04:59:59.999Z'));
    });

    it('the deadlines do not apply before the authorization', () => {
      const s = correr(nuevoTramite(def, datos(false)), { type: 'ENVIAR' });
      expect(aplicarEvento(def, s, { type: 'VENCE', plazo: PLAZO_ANUNCIO.AVISO })).toBeNull();
      expect(aplicarEvento(def, nuevoTramite(def, datos(false)), { type: 'VENCE', plazo: PLAZO_ANUNCIO.VENCIMIENTO })).toBeNull();
    });

    it('authorized: the December notice tells the taxpayer once, then the permit expires', () => {
      const s = autorizada(true);
      // Finishing keeps the year's deadlines (they are not soloEnTramite).
      expect(s.context.plazos[PLAZO_ANUNCIO.AVISO]).not.toBeNull();
      const avisada = correr(s, { type: 'VENCE', plazo: PLAZO_ANUNCIO.AVISO });
      expect(avisada.context.extra).toMatchObject({ avisado: true, vencido: false });
      expect(avisada.context.plazos[PLAZO_ANUNCIO.AVISO]).toBeNull();
      expect(efectosDe(def, s, avisada, { type: 'VENCE', plazo: PLAZO_ANUNCIO.AVISO })).toContainEqual({ tipo: 'notificar', evento: 'por_vencer', clave: 'por_vencer-2026' });
      expect(aplicarEvento(def, avisada, { type: 'VENCE', plazo: PLAZO_ANUNCIO.AVISO })).toBeNull();
      const vencida = correr(avisada, { type: 'VENCE', plazo: PLAZO_ANUNCIO.VENCIMIENTO });
      expect(vencida.context.extra).toMatchObject({ avisado: true, vencido: true });
      expect(Object.values(vencida.context.plazos).every((p) => p === null)).toBe(true);
      expect(efectosDe(def, avisada, vencida, { type: 'VENCE', plazo: PLAZO_ANUNCIO.VENCIMIENTO })).toContainEqual({ tipo: 'notificar', evento: 'vencida', clave: 'vencida-2026' });
      // Still the authorized request (4): the format stays viewable.
      expect(estatusSolicitud(def, vencida)).toBe(ESTATUS.APROBADO);
    });

    it('expiring without the notice (authorized after 1 December) drops the notice', () => {
      const vencida = correr(autorizada(), { type: 'VENCE', plazo: PLAZO_ANUNCIO.VENCIMIENTO });
      expect(vencida.context.extra).toMatchObject({ vencido: true });
      expect(vencida.context.plazos[PLAZO_ANUNCIO.AVISO]).toBeNull();
    });

    it('every notice has its text, the December ones included', () => {
      const d = { folio: 'ANU-2026-000001', titulo: 'TACOS EL GÜERO', servicio: 'Anuncios', motivo: 'Falta la fotografía.' };
      for (const k of ['enviada', 'pago', 'devuelta', 'rechazada', 'terminada', 'por_vencer', 'vencida']) {
        const t = def.notificaciones[k](d);
        expect(t.encabezado.length).toBeGreaterThan(0);
        expect(t.descripcion).toContain(d.folio);
      }
      expect(def.notificaciones.devuelta(d).descripcion).toContain('Motivo: Falta la fotografía.');
      expect(def.notificaciones.por_vencer(d).descripcion).toContain('31 de diciembre');
    });
  });
}

describe('keys, folios and links', () => {
  it('keys and workflow types', () => {
    expect([anuncio.clave, anuncio.workflowType, anuncio.prefijoWorkflow]).toEqual(['anuncio', 'anuncioWorkflow', 'anuncio']);
    expect([anuncioExterno.clave, anuncioExterno.workflowType, anuncioExterno.prefijoWorkflow]).toEqual(['anuncio_externo', 'anuncioExternoWorkflow', 'anuncioext']);
    expect(CLAVE_ANUNCIO).toEqual({ establecimiento: 'anuncio', externo: 'anuncio_externo' });
    expect(tipoDeClaveAnuncio('anuncio_externo')).toBe('externo');
    expect(tipoDeClaveAnuncio('licencia')).toBeNull();
  });

  it('folios by tipo', () => {
    expect(folioAnuncio('establecimiento', 2026, 123)).toBe('ANU-2026-000123');
    expect(folioAnuncio('externo', 2026, 7)).toBe('AVP-2026-000007');
  });

  it('links', () => {
    expect(anuncio.enlace({ solicitudId: 9, locacionId: 4, contribuyenteId: 1 })).toBe('/admin/establecimientos/anuncios/9?establecimiento=4');
    expect(anuncioExterno.enlace({ solicitudId: 9, locacionId: null, contribuyenteId: 1 })).toBe('/admin/anuncios-externos');
  });
});
