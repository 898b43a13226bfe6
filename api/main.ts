// Production API entry point (docker compose service "api"): serves /api and the built web app.
import { cargarConfig, comprobarSeguridad, mensajeDeSeguridad } from './config';
import { crearDeps } from './deps';
import { iniciarTrazas } from './lib/trazas';
import { buildApp } from './app';
import { destinoDeLog } from './lib/consola';

const config = cargarConfig();
// Simulators or default secrets outside a demonstration would let anyone forge a payment.
const problemas = comprobarSeguridad(config);
if (problemas.length) {
  console.error(mensajeDeSeguridad(problemas));
  process.exit(1);
}
// Before the first request and the Temporal client: off unless OTEL_EXPORTER_OTLP_ENDPOINT is set.
iniciarTrazas({ servicio: 'ventanilla-api' });
const deps = await crearDeps(config);
const destinoLog = destinoDeLog(config);
const app = await buildApp(deps, destinoLog ? { destinoLog } : {});
await app.listen({ host: config.HOST, port: config.PORT });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app
      .close()
      .then(() => deps.cerrar())
      .finally(() => process.exit(0));
  });
}
