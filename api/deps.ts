import { Client, Connection } from '@temporalio/client';
import { OpenTelemetryWorkflowClientInterceptor } from '@temporalio/interceptors-opentelemetry/lib/client';
import { crearDb, type DbHandle } from '../db/client';
import { configPadronesDesdeEnv, crearPadronMercadosHttp, crearPadronOpbHttp } from '../activities/adapters/padron';
import { configCatastroDesdeEnv, crearCatastroHttp, crearPredialHttp, crearZofematHttp } from '../activities/adapters/catastro';
import { configPasarelaDesdeEnv, crearPasarelaHttp } from '../activities/adapters/pasarela';
import { configGeocodificadorDesdeEnv, crearGeocodificadorHttp, geocodificadorNoConfigurado } from '../activities/adapters/geocodificador';
import type { Config } from './config';
import { crearEfirmaDeps } from './efirma/efirma.deps';
import type { AppDeps } from './lib/contexto';
import { tlsTemporalDesdeEntorno } from './lib/temporal-tls';
import { crearMetricasApi, pasarelaContada } from './lib/metricas-api';

/** Builds the API's dependencies from config; the simulators are the default external systems. */
export async function crearDeps(config: Config, db?: DbHandle): Promise<AppDeps & { cerrar: () => Promise<void> }> {
  const handle = db ?? crearDb(config.DATABASE_URL, { max: config.DB_POOL_MAX });
  const metricas = crearMetricasApi(handle.pool);
  // lazy: the API starts (and answers /api/health with temporal:false) even if Temporal is still booting
  const connection = Connection.lazy({ address: config.TEMPORAL_ADDRESS, tls: tlsTemporalDesdeEntorno() });
  // The trace of a request continues into its workflow through the start's and update's headers
  // (nothing is added while tracing is off: api/lib/trazas.ts).
  const temporal = new Client({ connection, namespace: config.TEMPORAL_NAMESPACE, interceptors: { workflow: [new OpenTelemetryWorkflowClientInterceptor()] } });
  const sim = { url: `http://127.0.0.1:${config.PORT}/sim`, token: config.SIM_TOKEN };
  const padrones = configPadronesDesdeEnv(
    { OPB_URL: config.OPB_URL, OPB_TOKEN: config.OPB_TOKEN, MERCADOS_URL: config.MERCADOS_URL, MERCADOS_TOKEN: config.MERCADOS_TOKEN },
    sim,
  );
  const municipio = configCatastroDesdeEnv(
    {
      CATASTRO_URL: config.CATASTRO_URL,
      CATASTRO_TOKEN: config.CATASTRO_TOKEN,
      PREDIAL_URL: config.PREDIAL_URL,
      PREDIAL_TOKEN: config.PREDIAL_TOKEN,
      ZOFEMAT_URL: config.ZOFEMAT_URL,
      ZOFEMAT_TOKEN: config.ZOFEMAT_TOKEN,
    },
    sim,
  );
  // urlPublica '/sim': the popup posts to the same origin, which the web's CSP (form-action 'self') allows.
  const pasarela = pasarelaContada(
    crearPasarelaHttp(
      configPasarelaDesdeEnv(
        { PASARELA_URL: config.PASARELA_URL, PASARELA_TOKEN: config.PASARELA_TOKEN, PASARELA_SECRET: config.PASARELA_SECRET, PASARELA_URL_PUBLICA: config.PASARELA_URL_PUBLICA },
        { ...sim, secret: config.SIM_PASARELA_SECRET, urlPublica: '/sim' },
      ),
    ),
    metricas.erroresPasarela,
  );
  // The simulated geocoder only in a demonstration (api/config.ts GEOCODER_URL says why).
  const geocoder = configGeocodificadorDesdeEnv({ GEOCODER_URL: config.GEOCODER_URL, GEOCODER_TOKEN: config.GEOCODER_TOKEN }, config.SIM && config.DEMO ? sim : null);
  return {
    config,
    metricas,
    geocodificador: geocoder ? crearGeocodificadorHttp(geocoder) : geocodificadorNoConfigurado(),
    catastro: crearCatastroHttp(municipio.catastro),
    predial: crearPredialHttp(municipio.predial),
    zofemat: crearZofematHttp(municipio.zofemat),
    pasarela,
    db: handle.db,
    temporal,
    padronOpb: crearPadronOpbHttp(padrones.opb),
    padronMercados: crearPadronMercadosHttp(padrones.mercados),
    efirma: crearEfirmaDeps(config, sim.url),
    cerrar: async () => {
      await connection.close();
      if (!db) await handle.close();
    },
  };
}
