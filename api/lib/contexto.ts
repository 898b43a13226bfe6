import type { MetricasApi } from './metricas-api';
import type { Client } from '@temporalio/client';
import type { Db } from '../../db/client';
import type { Config } from '../config';
import type { PadronMercadosAdapter, PadronOpbAdapter } from '../../activities/adapters/padron';
import type { crearCatastroHttp, crearPredialHttp, crearZofematHttp } from '../../activities/adapters/catastro';
import type { crearPasarelaHttp } from '../../activities/adapters/pasarela';
import type { GeocodificadorAdapter } from '../../activities/adapters/geocodificador';
import type { EfirmaDeps } from '../efirma/efirma.deps';
import type { ColaDiferida } from './diferidos';
import type { SesionActual } from '../auth/sesiones.repository';

/** What routes need, injected once by buildApp (tests pass their own). */
export interface AppDeps {
  config: Config;
  db: Db;
  temporal: Client;
  padronOpb: PadronOpbAdapter;
  padronMercados: PadronMercadosAdapter;
  catastro: ReturnType<typeof crearCatastroHttp>;
  predial: ReturnType<typeof crearPredialHttp>;
  zofemat: ReturnType<typeof crearZofematHttp>;
  pasarela: ReturnType<typeof crearPasarelaHttp>;
  /** the location map's reverse geocoder (spec 1 §7.6) */
  geocodificador: GeocodificadorAdapter;
  /** the series /api/metrics answers (api/lib/metricas-api.ts) */
  metricas: MetricasApi;
  /** e.firma: recognised authorities, revocation, the initial mode */
  efirma: EfirmaDeps;
}

export type { SesionActual };

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** work done after the answer (api/lib/diferidos.ts) */
    diferidos: ColaDiferida;
  }
  interface FastifyRequest {
    actual: SesionActual | null;
  }
}
