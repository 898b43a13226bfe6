// Towers and billboards on the kit's engine (spec 3 §4.4): Desarrollo Urbano's technical review
// (10), the head of department (16), the Dirección (3), then the fee (4), its validation and the
// Dirección's signature; a rejection at any level is 5 with its reason, and a resend resumes at
// the level that returned it (earlier approvals stay).
import { describe, expect, it } from 'vitest';
import { TRAMITES } from '../tramites';
import { DATOS_EJEMPLO } from '../tramite/conformidad/ejemplos';
import type { EventoTramite } from '../tramite/definicion';
import { efectosDe } from '../tramite/efectos';
import { ESTATUS } from '../tramite/estatus';
import { estatusSolicitud, turno } from '../tramite/lectura';
import { aplicarEvento, estadoDe, nuevoTramite, type SnapshotTramite } from '../tramite/maquina';
import { SERVICIO } from '../tramite/servicios';
import {
  APROBACION_DICTAMEN,
  AREA_DIRECCION,
  AREA_JEFATURA,
  AREA_REVISION_DICTAMEN,
  AREAS_DICTAMEN,
  DICTAMENES,
  FOLIO_DICTAMEN_RE,
  PASO_DICTAMEN,
  PREFIJO_FOLIO_DICTAMEN,
  folioDictamen,
  tipoDeClaveDictamen,
} from './comun';
import { espectacular, torre } from './definicion';

const ok = (paso: string): EventoTramite => ({ type: 'APROBAR', paso, revisorId: 1 });
const no = (paso: string, motivo = 'La póliza de seguro está vencida'): EventoTramite => ({ type: 'RECHAZAR', paso, revisorId: 1, motivo });

describe('keys, folios and areas', () => {
  it('folios TOR-/ESP- with six digits, read back by the verification pattern', () => {
    expect(folioDictamen('torre', 2026, 123)).toBe('TOR-2026-000123');
    expect(folioDictamen('espectacular', 2026, 1234567)).toBe('ESP-2026-1234567');
    expect(PREFIJO_FOLIO_DICTAMEN).toEqual({ torre: 'TOR', espectacular: 'ESP' });
    expect(FOLIO_DICTAMEN_RE.exec('TOR-2026-000123')?.slice(1)).toEqual(['TOR', '2026', '000123']);
    expect(FOLIO_DICTAMEN_RE.test('ANU-2026-000123')).toBe(false);
    expect(FOLIO_DICTAMEN_RE.test('ESP-2026-123')).toBe(false);
  });
  it('the procedure of a key', () => {
    expect(tipoDeClaveDictamen('torre')).toBe('torre');
    expect(tipoDeClaveDictamen('espectacular')).toBe('espectacular');
    expect(tipoDeClaveDictamen('anuncio')).toBeNull();
    expect(DICTAMENES).toEqual({ TORRE: 'torre', ESPECTACULAR: 'espectacular' });
  });
  it('areas 6, 61 and 62 from the catalogue', () => {
    expect([AREA_REVISION_DICTAMEN, AREA_JEFATURA, AREA_DIRECCION]).toEqual([6, 61, 62]);
    expect(AREAS_DICTAMEN).toEqual([6, 61, 62]);
  });
  it('changeStatus: at 10 {16}, at 16 {3}, at 3 {4}', () => {
    expect(APROBACION_DICTAMEN.map((a) => [a.paso, a.desde, a.hacia])).toEqual([
      ['revision', 10, 16],
      ['jefatura', 16, 3],
      ['direccion', 3, 4],
    ]);
  });
});

for (const [def, servicio] of [
  [torre, SERVICIO.TORRES],
  [espectacular, SERVICIO.ESPECTACULARES],
] as const) {
  const pago: EventoTramite = { type: 'PAGO_CONFIRMADO', servicio, folioPago: `F-${servicio}` };
  const correr = (s: SnapshotTramite, ...eventos: EventoTramite[]) => {
    for (const e of eventos) {
      const n = aplicarEvento(def, s, e);
      if (!n) throw new Error(`refused ${JSON.stringify(e)} in ${estadoDe(s)}/${s.context.actual}`);
      s = n;
    }
    return s;
  };
  const enviada = () => correr(nuevoTramite(def, { renovacion: false }), { type: 'ENVIAR' });
  /** The request standing at each step: [step, status, area whose turn it is]. */
  const PARADAS = [
    [PASO_DICTAMEN.REVISION, 10, 6],
    [PASO_DICTAMEN.JEFATURA, 16, 61],
    [PASO_DICTAMEN.DIRECCION, 3, 62],
    [PASO_DICTAMEN.PAGO, 4, 'contribuyente'],
    [PASO_DICTAMEN.VALIDACION, 4, 6],
    [PASO_DICTAMEN.FIRMA, 4, 62],
  ] as const;
  const hasta = (paso: string) => {
    let s = enviada();
    for (const [p] of PARADAS) {
      if (p === paso) return s;
      s = correr(s, p === PASO_DICTAMEN.PAGO ? pago : ok(p));
    }
    return s;
  };

  describe(`${def.nombre} on the kit (spec 3 §4.4)`, () => {
    it('is registered with its six steps, areas, due times and service', () => {
      expect(TRAMITES[def.clave]).toBe(def);
      expect(DATOS_EJEMPLO[def.clave]).toEqual({ renovacion: false });
      expect(def.pasos.map((p) => [p.clave, p.tipo, p.area ?? null, p.plazoHoras ?? null])).toEqual([
        ['revision', 'revision', 6, 24],
        ['jefatura', 'revision', 61, 16],
        ['direccion', 'revision', 62, 16],
        ['pago', 'pago', null, null],
        ['validacion', 'revision', 6, 8],
        ['firma', 'firma', 62, 8],
      ]);
      expect(def.pasos.find((p) => p.clave === 'pago')?.servicio).toBe(servicio);
      expect(def.pasos.find((p) => p.clave === 'validacion')?.validaPago).toBe('pago');
      for (const p of def.pasos.filter((x) => x.tipo !== 'pago' && !x.validaPago)) expect(p.devolucion).toBe('reenviar');
    });

    it('draft 1; each step says its status and whose turn it is; finished 4', () => {
      const borrador = nuevoTramite(def, { renovacion: false });
      expect(estatusSolicitud(def, borrador)).toBe(ESTATUS.BORRADOR);
      let s = enviada();
      for (const [paso, estatus, quien] of PARADAS) {
        expect(s.context.actual).toBe(paso);
        expect(estatusSolicitud(def, s)).toBe(estatus);
        expect(turno(def, s)).toBe(quien);
        s = correr(s, paso === PASO_DICTAMEN.PAGO ? pago : ok(paso));
      }
      expect(estadoDe(s)).toBe('terminada');
      expect(estatusSolicitud(def, s)).toBe(ESTATUS.APROBADO);
    });

    for (const [paso, , area] of PARADAS.filter(([p]) => p !== PASO_DICTAMEN.PAGO && p !== PASO_DICTAMEN.VALIDACION)) {
      it(`a rejection at ${paso} is 5 with its reason; the resend resumes at ${paso} with the earlier approvals kept`, () => {
        const antes = hasta(paso);
        expect(aplicarEvento(def, antes, { type: 'RECHAZAR', paso, revisorId: 1, motivo: ' ' })).toBeNull();
        const devuelta = correr(antes, no(paso));
        expect(estadoDe(devuelta)).toBe('devuelta');
        expect(estatusSolicitud(def, devuelta)).toBe(ESTATUS.RECHAZADO);
        expect(devuelta.context.pasos[paso].motivo).toBe('La póliza de seguro está vencida');
        expect(turno(def, devuelta)).toBe('contribuyente');
        const aviso = efectosDe(def, antes, devuelta, no(paso)).find((f) => f.tipo === 'notificar');
        expect(aviso).toMatchObject({ evento: 'devuelta', motivo: 'La póliza de seguro está vencida' });

        // Sent again: through the technical review (10), which resumes at the level that returned it.
        let s = correr(devuelta, { type: 'ENVIAR' });
        expect(estatusSolicitud(def, s)).toBe(ESTATUS.ENVIADO);
        const aprobadas = PARADAS.map(([p]) => p).slice(1, PARADAS.findIndex(([p]) => p === paso));
        for (const p of aprobadas) expect(s.context.pasos[p].estatus, p).toBe(p === PASO_DICTAMEN.PAGO ? ESTATUS.PAGADO : ESTATUS.APROBADO);
        if (paso !== PASO_DICTAMEN.REVISION) s = correr(s, ok(PASO_DICTAMEN.REVISION));
        expect(s.context.actual).toBe(paso);
        expect(turno(def, s)).toBe(area);
        expect(s.context.pasos[paso].ronda).toBe(2);
        expect(s.context.pasos[paso].motivo).toBeNull();
      });
    }

    it('a refused payment proof re-opens the payment, not the chain', () => {
      const s = correr(hasta(PASO_DICTAMEN.VALIDACION), no(PASO_DICTAMEN.VALIDACION, 'El comprobante no es legible'));
      expect(s.context.pasos.pago.estatus).toBe(ESTATUS.PAGO_RECHAZADO);
      expect(aplicarEvento(def, s, { type: 'ENVIAR' })).toBeNull();
      const otra = correr(s, { type: 'COMPROBANTE', servicio });
      expect(otra.context.actual).toBe(PASO_DICTAMEN.VALIDACION);
    });

    it("each step is resolved only at its turn: the reviewer's area never reaches the signature out of order", () => {
      const s = hasta(PASO_DICTAMEN.JEFATURA);
      // The machine refuses an approval of any step but the current one.
      for (const p of [PASO_DICTAMEN.REVISION, PASO_DICTAMEN.DIRECCION, PASO_DICTAMEN.FIRMA]) expect(aplicarEvento(def, s, ok(p))).toBeNull();
      const firma = def.pasos.find((p) => p.clave === PASO_DICTAMEN.FIRMA)!;
      expect(firma.area).toBe(AREA_DIRECCION);
      expect(firma.area).not.toBe(AREA_REVISION_DICTAMEN);
      expect(turno(def, hasta(PASO_DICTAMEN.FIRMA))).toBe(AREA_DIRECCION);
    });

    it('the statement of its service opens once, when the Dirección approves', () => {
      const antes = hasta(PASO_DICTAMEN.DIRECCION);
      const despues = correr(antes, ok(PASO_DICTAMEN.DIRECCION));
      expect(efectosDe(def, antes, despues, ok(PASO_DICTAMEN.DIRECCION)).filter((f) => f.tipo === 'estadoCuenta')).toEqual([
        { tipo: 'estadoCuenta', servicio, ronda: 1 },
      ]);
    });

    it('notices in Spanish naming the procedure and the folio, with the reason on a return', () => {
      const d = { folio: 'TOR-2026-000123', titulo: null, servicio: 'Dictamen', motivo: 'Falta la póliza.' };
      expect(def.notificaciones.devuelta(d).descripcion).toContain('Motivo: Falta la póliza.');
      expect(def.notificaciones.terminada(d).encabezado).toMatch(/^Dictamen de /);
      expect(def.enlace({ solicitudId: 7, locacionId: null, contribuyenteId: 1 })).toBe(def === torre ? '/admin/torres/7' : '/admin/espectacular/7');
    });
  });
}
