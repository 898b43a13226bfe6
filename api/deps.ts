import { Client, Connection } from '@temporalio/client';
import { crearDb, type DbHandle } from '../db/client';
import { configPadronesDesdeEnv, crearPadronMercadosHttp, crearPadronOpbHttp } from '../activities/adapters/padron';
import type { Config } from './config';
import type { AppDeps } from './lib/contexto';

/** Builds the API's dependencies from config; the simulators are the default external systems. */
export async function crearDeps(config: Config, db?: DbHandle): Promise<AppDeps & { cerrar: () => Promise<void> }> {
  const handle = db ?? crearDb(config.DATABASE_URL);
  // lazy: the API starts (and answers /api/health with temporal:false) even if Temporal is still booting
  const connection = Connection.lazy({ address: config.TEMPORAL_ADDRESS });
  const temporal = new Client({ connection, namespace: config.TEMPORAL_NAMESPACE });
  const sim = { url: `http://127.0.0.1:${config.PORT}/sim`, token: config.SIM_TOKEN };
  const padrones = configPadronesDesdeEnv(
    { OPB_URL: config.OPB_URL, OPB_TOKEN: config.OPB_TOKEN, MERCADOS_URL: config.MERCADOS_URL, MERCADOS_TOKEN: config.MERCADOS_TOKEN },
    sim,
  );
  return {
    config,
    db: handle.db,
    temporal,
    padronOpb: crearPadronOpbHttp(padrones.opb),
    padronMercados: crearPadronMercadosHttp(padrones.mercados),
    cerrar: async () => {
      await connection.close();
      if (!db) await handle.close();
    },
  };
}
