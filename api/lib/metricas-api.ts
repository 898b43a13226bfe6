// The series the API keeps between scrapes (api/operacion/metricas.routes.ts adds the ones read at
// scrape time). One per app: two apps in a test process count apart.
import type { PasarelaAdapter } from '../../activities/adapters/pasarela';
import type { EstadoPool } from '../../db/instrumentacion';
import { Contador, gauge, Histograma } from './metricas';

export interface MetricasApi {
  peticiones: Histograma;
  erroresPasarela: Contador;
  pool: () => EstadoPool;
  /** the text of the series kept in memory */
  exponer: () => string;
}

export function crearMetricasApi(pool: () => EstadoPool): MetricasApi {
  const peticiones = new Histograma(
    'ventanilla_http_request_duration_seconds',
    'Duración de las respuestas del API, por método, ruta (su patrón, no la URL) y código de estado.',
  );
  const erroresPasarela = new Contador('ventanilla_pasarela_errores_total', 'Llamadas a la pasarela de pagos que fallaron (red, HTTP o respuesta inesperada), por operación.');
  return {
    peticiones,
    erroresPasarela,
    pool,
    exponer: () => {
      const p = pool();
      return [
        peticiones.exponer(),
        erroresPasarela.exponer(),
        gauge('ventanilla_db_pool_max', 'Conexiones que el pool de PostgreSQL de este proceso puede abrir.', [{ etiquetas: {}, valor: p.max }]),
        gauge('ventanilla_db_pool_en_uso', 'Sentencias y transacciones que ocupan una conexión del pool ahora.', [{ etiquetas: {}, valor: p.enUso }]),
        gauge('ventanilla_db_pool_esperando', 'Sentencias y transacciones que esperan una conexión libre del pool.', [{ etiquetas: {}, valor: p.esperando }]),
      ].join('\n');
    },
  };
}

/** The gateway adapter counting its failures (spec 1 §6: an order the taxpayer cannot pay). */
export function pasarelaContada<P extends PasarelaAdapter>(p: P, errores: Contador): P {
  const contar =
    <A extends unknown[], R>(operacion: string, fn: (...a: A) => Promise<R>) =>
    async (...a: A): Promise<R> => {
      try {
        return await fn(...a);
      } catch (e) {
        errores.inc({ operacion });
        throw e;
      }
    };
  return { ...p, crearOrden: contar('crear_orden', p.crearOrden.bind(p)), consultarOrden: contar('consultar_orden', p.consultarOrden.bind(p)) };
}
