// A sign permit's reminders on fixed contexts through the real machine: 7 days before 31
// December of its year (24 December, 09:00 Chetumal = 14:00 UTC), once authorized;
// none before, none once expired.
import { describe, expect, it } from 'vitest';
import type { ContextoTramite, EventoTramite } from '../tramite/definicion';
import { aplicarEvento, estadoDe, nuevoTramite, type SnapshotTramite } from '../tramite/maquina';
import { SERVICIO } from '../tramite/servicios';
import { PLAZO_ANUNCIO, type DatosAnuncio, type ExtraAnuncio } from './comun';
import { anuncio, anuncioExterno } from './definicion';

const ok = (paso: string): EventoTramite => ({ type: 'APROBAR', paso, revisorId: 1 });
const pago: EventoTramite = { type: 'PAGO_CONFIRMADO', servicio: SERVICIO.ANUNCIOS, folioPago: 'F-1756' };
const ref = { solicitudId: 5, locacionId: 3, contribuyenteId: 2 };

for (const [def, que] of [
  [anuncio, 'anuncio'],
  [anuncioExterno, 'anuncio en vía pública'],
] as const) {
  const correr = (s: SnapshotTramite, ...eventos: EventoTramite[]) => {
    for (const e of eventos) {
      const n = aplicarEvento(def, s, e);
      if (!n) throw new Error(`refused ${JSON.stringify(e)} in ${estadoDe(s)}`);
      s = n;
    }
    return s;
  };
  const datos: DatosAnuncio = { altoRiesgo: false, renovacion: false, anio: 2026 };
  const enviada = () => correr(nuevoTramite(def, datos), { type: 'ENVIAR' });
  const autorizada = () => correr(enviada(), ok('revision'), pago, ok('validacion'), ok('firma'));
  const de = (s: SnapshotTramite) => def.recordatorios!(s.context as unknown as ContextoTramite<DatosAnuncio, ExtraAnuncio>, estadoDe(s), ref);

  describe(`${def.nombre}: end-of-permit reminders`, () => {
    it('authorized: 24 December 2026 at 09:00 Chetumal (the permit notice tells them on 1 December), fin_vigencia, the request page', () => {
      const r = de(autorizada());
      expect(r.map((x) => [x.clave, x.tipo, new Date(x.en).toISOString(), x.link])).toEqual([['fin_vigencia:2026:7', 'fin_vigencia', '2026-12-24T14:00:00.000Z', null]]);
      expect(r[0].encabezado).toBe(`Su permiso de ${que} 2026 vence el 31 de diciembre`);
      expect(r[0].descripcion).toBe(
        `El permiso de ${que} 2026 vence el 31 de diciembre de 2026. Si desea conservar sus anuncios el próximo año, solicite su renovación antes de esa fecha.`,
      );
    });

    it('none while in review or a draft; none once the permit expired', () => {
      expect(de(nuevoTramite(def, datos))).toEqual([]);
      expect(de(enviada())).toEqual([]);
      const vencida = correr(autorizada(), { type: 'VENCE', plazo: PLAZO_ANUNCIO.VENCIMIENTO });
      expect(vencida.context.extra.vencido).toBe(true);
      expect(de(vencida)).toEqual([]);
    });

    it('the 1 December notice of the permit (PLAZO_ANUNCIO.AVISO) leaves them listed', () => {
      const s = correr(autorizada(), { type: 'VENCE', plazo: PLAZO_ANUNCIO.AVISO });
      expect(de(s).map((x) => x.clave)).toEqual(['fin_vigencia:2026:7']);
    });
  });
}
