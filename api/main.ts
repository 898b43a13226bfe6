// Production API entry point (docker compose service "api"): serves /api and the built web app.
import { cargarConfig } from './config';
import { crearDeps } from './deps';
import { buildApp } from './app';

const config = cargarConfig();
const deps = await crearDeps(config);
const app = await buildApp(deps);
await app.listen({ host: config.HOST, port: config.PORT });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app
      .close()
      .then(() => deps.cerrar())
      .finally(() => process.exit(0));
  });
}
