// The production topology's drills (docs/OPERACION.md, "Drills"), in order on one stack:
//   works     every procedure family end to end through the proxy
//   failover  kill -9 an API, a worker, Temporal's server mid-request: 0 lost, 0 doubled
//   upgrade   workers then APIs replaced one by one by a build whose workflow code changed behind
//             patched(), with requests of every family in flight; all of them go on
//   backup    the three databases dumped while requests run, restored into a fresh stack that
//             completes every open request
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { levantar, log, type EntornoStack } from './entorno';
import { simulacroFunciona } from './funciona';
import { simulacroCaidas } from './caidas';
import { simulacroActualizacion } from './actualizacion';
import { simulacroRespaldo } from './respaldo';
import { grabarHistorias } from './historias';

let e: EntornoStack;
let fallo = false;

beforeAll(async () => {
  e = await levantar();
});
afterAll(async () => {
  await e?.cerrar(fallo || process.env.STACK_CONSERVAR === '1');
  // The upgrade drill's build (dist/simulacro-v2), never to be taken for a release.
  rmSync(new URL('../../dist/simulacro-v2', import.meta.url), { recursive: true, force: true });
});

describe('the production topology', () => {
  it('works: a licence and a request of every procedure family go end to end through the proxy', async () => {
    try {
      const r = await simulacroFunciona(e);
      log(`works: ${JSON.stringify(r.tiempos)}`);
      expect(r.fallidas, 'fallidas').toEqual([]);
      expect(r.informe.perdidas, 'perdidas').toEqual([]);
      expect(r.informe.huerfanos, 'huerfanos').toEqual([]);
      expect(r.informe.dobles, 'dobles').toEqual([]);
      expect(r.informe.desacuerdos, 'desacuerdos').toEqual([]);
      expect(r.sinTerminar, 'sinTerminar').toEqual([]);
      if (process.env.STACK_GRABAR_HISTORIAS === '1') log(`histories recorded: ${JSON.stringify(await grabarHistorias(e.temporal))}`);
    } catch (err) {
      fallo = true;
      log(`FAILED: ${(err as Error).message}`);
      throw err;
    }
  });

  it('failover: kill -9 of an API, each worker and Temporal mid-request loses nothing and doubles nothing', async () => {
    try {
      const r = await simulacroCaidas(e);
      log(`failover: ${(r.ms / 1000).toFixed(1)} s, ${r.llamadas} calls, kills ${JSON.stringify(r.muertes)}, retried ${JSON.stringify(r.reintentos)}`);
      expect(r.muertes.map((m) => m.proceso).sort()).toEqual(['api-1', 'temporal', 'worker-1', 'worker-2']);
      // At most one retry per call, and every retried call went through.
      expect(r.fallidas, 'fallidas').toEqual([]);
      expect(r.establecimientos.nuevos).toBe(3);
      expect(r.solicitudes).toHaveLength(3);
      expect(r.solicitudes.every((s) => s.estado === 'terminada')).toBe(true);
      expect(r.cobros.length).toBeGreaterThan(0);
      expect(r.pagos).toEqual(r.cobros);
      expect(r.informe.perdidas, 'perdidas').toEqual([]);
      expect(r.informe.huerfanos, 'huerfanos').toEqual([]);
      expect(r.informe.dobles, 'dobles').toEqual([]);
      expect(r.informe.desacuerdos, 'desacuerdos').toEqual([]);
    } catch (err) {
      fallo = true;
      log(`FAILED: ${(err as Error).message}`);
      throw err;
    }
  });

  it('upgrade: workers then APIs replaced one by one by a build whose workflow code changed behind patched(); everything in flight goes on', async () => {
    try {
      const r = await simulacroActualizacion(e);
      log(`upgrade: ${(r.ms / 1000).toFixed(1)} s (new build ${r.construirMs} ms, replacements ${JSON.stringify(r.reemplazos)}), ${r.consultas} calls during it, ${r.enVuelo} in flight: finished ${r.terminadas.length}, waiting for a date ${JSON.stringify(r.esperando)}`);
      expect(r.fallas, 'fallas').toEqual([]);
      expect(r.fallidas, 'fallidas').toEqual([]);
      expect(r.reintentos, 'reintentos').toEqual([]);
      expect(r.consultas).toBeGreaterThan(0);
      expect(r.terminadas.length).toBeGreaterThanOrEqual(r.recientes);
      expect(r.informe.perdidas, 'perdidas').toEqual([]);
      expect(r.informe.huerfanos, 'huerfanos').toEqual([]);
      expect(r.informe.dobles, 'dobles').toEqual([]);
      expect(r.informe.desacuerdos, 'desacuerdos').toEqual([]);
    } catch (err) {
      fallo = true;
      log(`FAILED: ${(err as Error).message}`);
      throw err;
    }
  });

  it('backup: a base backup taken while requests run restores into a fresh stack that finishes every open request', async () => {
    try {
      const r = await simulacroRespaldo(e);
      e = r.nuevo;
      log(
        `backup: ${r.respaldo.ms} ms (${(r.respaldo.bytes / 2 ** 20).toFixed(1)} MiB), restore ${r.restaurado.ms} ms, RTO ${r.rtoMs} ms; ` +
          `${r.trasRespaldo - r.restauradas} requests made in the ${r.perdidoMs} ms after it are not in it; ${r.abiertas} open: finished ${r.terminadas.length}, waiting ${JSON.stringify(r.esperando)}; ${r.corriendo} workflows running there answered`,
      );
      expect(r.fallas, 'fallas').toEqual([]);
      expect(r.abiertas).toBeGreaterThanOrEqual(2);
      expect(r.terminadas.length).toBe(r.abiertas);
      expect(r.corriendo).toBeGreaterThan(0);
      expect(r.informe.perdidas, 'perdidas').toEqual([]);
      expect(r.informe.huerfanos, 'huerfanos').toEqual([]);
      expect(r.informe.dobles, 'dobles').toEqual([]);
      expect(r.informe.desacuerdos, 'desacuerdos').toEqual([]);
    } catch (err) {
      fallo = true;
      log(`FAILED: ${(err as Error).message}`);
      throw err;
    }
  });
});
