import { Client, Connection } from '@temporalio/client';
import { crearDb, type DbHandle } from '../db/client';
import { crearPadronMercadosHttp, crearPadronOpbHttp } from '../activities/adapters/padron';
import type { Config } from './config';
import type { AppDeps } from './lib/contexto';

/** Builds the API's dependencies from config; the simulators are the default external systems. */
export async function crearDeps(config: Config, db?: DbHandle): Promise<AppDeps & { cerrar: () => Promise<void> }> {
  const handle = db ?? crearDb(config.DATABASE_URL);
  // lazy: the API starts (and answers /api/health with temporal:false) even if Temporal is still booting
  const connection = Connection.lazy({ address: config.TEMPORAL_ADDRESS });
  const temporal = new Client({ connection, namespace: config.TEMPORAL_NAMESPACE });
  const simBase = `http://127.0.0.1:${config.PORT}/sim`;
  return {
    config,
    db: handle.db,
    temporal,
    padronOpb: crearPadronOpbHttp({ url: config.OPB_URL ?? simBase, token: config.OPB_TOKEN }),
    padronMercados: crearPadronMercadosHttp({ url: config.MERCADOS_URL ?? simBase, token: config.MERCADOS_TOKEN }),
    cerrar: async () => {
      await connection.close();
      if (!db) await handle.close();
    },
  };
}
