import { cambiosComunRoutes } from './cambios/comun.routes';
import { cambiosImpresosRoutes } from './cambios/impresos.routes';
import { conveniosRoutes } from './convenios/convenios.routes';
import { mercadosRoutes } from './mercados/mercados.routes';
import { usuariosRoutes } from './usuarios/usuarios.routes';
import { tabletasRoutes } from './tabletas/tabletas.routes';
import { catalogosAdminRoutes } from './catalogos-admin/catalogos-admin.routes';
import { nivelesRoutes } from './indicadores/niveles.routes';
import { operacionRoutes } from './operacion/operacion.routes';
import { metricasRoutes } from './operacion/metricas.routes';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { hasZodFastifySchemaValidationErrors, jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { MAX_UPLOAD_BYTES } from '../domain/common/catalogos';
import { MSG, MSG_EXTRA } from '../domain/common/messages';
import type { AppDeps } from './lib/contexto';
import { HttpError } from './lib/errors';
import { crearColaDiferida } from './lib/diferidos';
import { sobre } from './lib/respuesta';
import { servirWeb } from './lib/estaticos';
import { crearSerializador } from './lib/serializador';
import { campoConNul, errorDeDatos, esMultipartMalformado } from './lib/entrada';
import { errorDeLimite } from './lib/subida';
import { directivasDeContenido, origenesDeTeselas } from './lib/csp';
import { registroConIdDelCliente } from './lib/id-peticion';
import { idDePeticion, registrarTrazasHttp } from './lib/trazas-http';
import { temporalUiRoutes } from './operacion/temporal-ui';
import { configuracionRoutes } from './configuracion/configuracion.routes';
import { autenticar } from './auth/guards';
import { authPrivateRoutes, authPublicRoutes } from './auth/auth.routes';
import { contribuyentesRoutes } from './contribuyentes/contribuyentes.routes';
import { documentosRoutes } from './documentos/documentos.routes';
import { notificacionesRoutes } from './notificaciones/notificaciones.routes';
import { recordatoriosRoutes } from './recordatorios/recordatorios.routes';
import { tareasRoutes } from './tareas/tareas.routes';
import { TRAMITES_API } from './catalogo-tramites';
import { registrarTramites } from './tramites/registro';
import { catalogosRoutes } from './catalogos/catalogos.routes';
import { correosRoutes } from './correos/correos.routes';
import simOpb from '../sim/opb.plugin';
import { licenciasRoutes } from './licencias/licencias.routes';
import { establecimientosRoutes } from './establecimientos/establecimientos.routes';
import { accionesEstablecimientoRoutes } from './establecimientos/acciones.routes';
import { zofematRoutes } from './establecimientos/zofemat.routes';
import { estadosCuentaRoutes } from './establecimientos/estados-cuenta.routes';
import { renovacionRoutes } from './licencias/renovacion.routes';
import { licenciasPorEstablecimientoRoutes } from './licencias/por-establecimiento.routes';
import { consultasLicenciaRoutes } from './licencias/consultas.routes';
import { impresosRoutes } from './licencias/impresos.routes';
import { licenciasPublicasRoutes } from './licencias/publicas.routes';
import { indicadoresPublicosRoutes } from './indicadores/publicos.routes';
import { confirmacionPagoRoutes, pagosOrdenRoutes, pagosRoutes } from './pagos/pagos.routes';
import { predialRoutes } from './predial/predial.routes';
import { predialPublicoRoutes } from './predial/predial-publico.routes';
import { girosRoutes } from './giros/giro.tramite';
import simMunicipio from '../sim/municipio.plugin';
import simGeocodificador from '../sim/geocodificador.plugin';
import simRevocacion from '../sim/efirma/revocacion.plugin';
import { autoridadDemo, hayEfirmaDemo, revocadosDemo } from '../sim/efirma/demo';
import { efirmaPublicasRoutes, efirmaRoutes } from './efirma/efirma.routes';
import { geocodificacionRoutes } from './geocodificacion/geocodificacion.routes';
import { join } from 'node:path';

const WEB_DIST_DEFAULT = fileURLToPath(new URL('../dist/web', import.meta.url));

// Under a second in all, with the first call of a process (JIT, first query) included.
const PLAZO_SALUD_MS = 750;

/** true when the promise settles well within `ms`; false when it fails or takes longer. */
function conPlazo(p: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const plazo = new Promise<boolean>((r) => {
    timer = setTimeout(() => r(false), ms);
  });
  return Promise.race([p.then(() => true, () => false), plazo]).finally(() => clearTimeout(timer));
}

/** 422 body: the first message of each field, grouped by dotted path (spec 1 §8). */
function erroresDeValidacion(err: FastifyError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const v of err.validation ?? []) {
    const key = v.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
    (out[key] ??= []).push(v.message ?? MSG.datosInvalidos);
  }
  return out;
}

export interface OpcionesApp {
  logger?: boolean;
  /** where the log goes (tests read it); stdout otherwise */
  destinoLog?: { write(linea: string): void };
  /** every answer must come out of its response schema unchanged (lib/serializador.ts): the tests' mode */
  respuestasEstrictas?: boolean;
}

export async function buildApp(deps: AppDeps, opts: OpcionesApp = {}): Promise<FastifyInstance> {
  const { config } = deps;
  // The kit receives its procedures here, before any route reads them (api/tramites/registro.ts).
  registrarTramites(TRAMITES_API);
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : { level: config.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'], ...(opts.destinoLog ? { stream: opts.destinoLog } : {}) },
    // The request id is always ours: a client's X-Request-Id could name another request's lines
    // in the log, or one id for many. Theirs is kept beside it (lib/id-peticion.ts). With tracing
    // on it is the trace's id (lib/trazas-http.ts).
    genReqId: idDePeticion,
    childLoggerFactory: registroConIdDelCliente,
    bodyLimit: 2 * 1024 * 1024,
    // X-Forwarded-For only from the configured proxies: believed from anyone, it let a client pick
    // a new address per request and walk past the sign-in rate limit.
    trustProxy: config.TRUST_PROXY.length ? config.TRUST_PROXY : false,
  });
  app.decorate('deps', deps);
  registrarTrazasHttp(app);
  // The latency of each answer by the route's pattern (never the URL: one series per route, not per id).
  app.addHook('onResponse', async (req, reply) => {
    deps.metricas.peticiones.observar({ method: req.method, route: req.routeOptions.url ?? 'sin_ruta', status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });
  const diferidos = crearColaDiferida({ alFallar: (nombre, err) => app.log.error({ err }, `trabajo diferido ${nombre} falló`) });
  app.decorate('diferidos', diferidos);
  app.addHook('onClose', async () => diferidos.vaciar());
  app.decorateRequest('actual', null);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(crearSerializador({ estricto: opts.respuestasEstrictas }));

  // One error handler for every route: the catalogue of spec 1 §8, never a stack or SQL.
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof HttpError) {
      return reply.code(err.statusCode).send({ success: false, message: err.message, code: err.code, ...(err.errors ? { errors: err.errors } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(err) || err.validation) {
      return reply.code(422).send({ success: false, message: MSG.datosInvalidos, errors: erroresDeValidacion(err) });
    }
    if (err.statusCode === 429) return reply.code(429).send({ success: false, message: MSG.demasiadasPeticiones });
    // A file over the spec's 14 MB, or more files than the route takes: each with its own message.
    const limite = errorDeLimite(err);
    if (limite) return reply.code(limite.statusCode).send({ success: false, message: limite.message, code: limite.code, ...(limite.errors ? { errors: limite.errors } : {}) });
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      // The body limit of a JSON call is not the 14 MB of a file.
      return reply.code(413).send({ success: false, message: MSG_EXTRA.cuerpoDemasiadoGrande });
    }
    // A multipart body busboy cannot read (no boundary, cut short, malformed headers): the
    // client's fault, not the server's.
    if (esMultipartMalformado(err)) {
      return reply.code(422).send({ success: false, message: MSG.datosInvalidos, errors: {} });
    }
    // A value PostgreSQL refuses as data (an int4 out of range, a NUL byte, a malformed number)
    // on a route whose schema let it through: a 422, logged so the schema gets fixed.
    const sqlstate = errorDeDatos(err);
    if (sqlstate) {
      req.log.warn({ sqlstate, url: req.routeOptions.url }, 'dato rechazado por PostgreSQL');
      return reply.code(422).send({ success: false, message: MSG.datosInvalidos, errors: {} });
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      // Malformed JSON, wrong content type, too many fields and the like.
      return reply.code(err.statusCode === 413 ? 413 : 422).send({
        success: false,
        message: err.statusCode === 413 ? MSG_EXTRA.cuerpoDemasiadoGrande : MSG.datosInvalidos,
        errors: {},
      });
    }
    req.log.error({ err }, 'error no controlado');
    return reply.code(500).send({ success: false, message: MSG.errorServidor });
  });

  // No NUL byte in any text a client sends (path, query, JSON body): PostgreSQL refuses it in
  // text columns, and no field of the spec can hold one.
  app.addHook('preValidation', async (req) => {
    const campo = campoConNul(req.params) ?? campoConNul(req.query) ?? campoConNul(req.body);
    if (campo !== null) throw new HttpError(422, MSG.datosInvalidos, 'VALIDATION', { [campo]: [MSG.formatoInvalido] });
  });

  // Browser hardening for every answer, /api/docs included, by @fastify/helmet. The SPA and
  // Swagger UI have no inline scripts, so a strict CSP holds. Images: the portal and exactly the
  // map's tile server (MAPA_TILES_URL, checked at boot), or the map is a grey box. The opener
  // policy lets the payment popup (another origin with a real gateway) report that it closed.
  // The proxied Temporal UI replaces the CSP and frame options with its own, as strict as it
  // allows (api/operacion/temporal-ui.ts).
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: directivasDeContenido({ imagenes: origenesDeTeselas(config.MAPA_TILES_URL) ?? [] }) },
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  // Not one of helmet's headers.
  app.addHook('onRequest', async (_req, reply) => {
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(self)');
  });

  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_MAX,
    timeWindow: '1 minute',
    // Only the API is limited: the web app's own files (about 30 per page load) must never be
    // refused to an office whose staff share one public address.
    allowList: (req) => !req.url.startsWith('/api/'),
    errorResponseBuilder: () => ({ statusCode: 429, success: false, message: MSG.demasiadasPeticiones }),
  });
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Ventanilla en línea — API', version: '1.0.0', description: 'Municipio de Othón P. Blanco. Respuestas {success, message, data}.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  // A health call may still be between two of the client's retries when it answers: the app
  // waits for it before closing, or the retry would hit a closed Temporal channel.
  const enCurso = new Set<Promise<unknown>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...enCurso]);
  });

  await app.register(
    async (api) => {
      // The API's JSON and text answers over 1 KiB go out compressed when the browser accepts it
      // (brotli at quality 4, else gzip): the catalogues and lists a phone fetches on a slow network
      // are 5–10 times smaller (docs/PERFORMANCE.md). Only this scope: the web's files are
      // precompressed at build time (lib/estaticos.ts), and PDFs or uploaded images gain nothing.
      // Request bodies are never inflated (no zip bombs through the upload limits).
      await api.register(compress, {
        encodings: ['br', 'gzip'],
        threshold: 1024,
        customTypes: /^(?:application\/(?:[\w.-]+\+)?json|text\/(?!event-stream))/,
        globalDecompression: false,
      });
      // Public routes: no session. The OpenAPI says so (security: []), so its 'Authorize' button and
      // a generated client do not send a token where none is asked for.
      await api.register(async (pub) => {
        pub.addHook('onRoute', (r) => {
          r.schema = { ...r.schema, security: [] };
        });
        // Within a second, with what is down: a lazy Temporal connection to a server that is down
        // kept retrying for ~18 s.
        const salud = sobre(z.object({ db: z.boolean(), temporal: z.boolean() }));
        pub.get('/health', { schema: { tags: ['operación'], response: { 200: salud, 503: salud } }, config: { rateLimit: false } }, async (_req, reply) => {
          const consulta = deps.temporal.connection.withDeadline(Date.now() + PLAZO_SALUD_MS, () => deps.temporal.workflowService.getSystemInfo({}));
          enCurso.add(consulta);
          void consulta.catch(() => {}).finally(() => enCurso.delete(consulta));
          const [db, temporal] = await Promise.all([conPlazo(deps.db.execute(sql`select 1`), PLAZO_SALUD_MS), conPlazo(consulta, PLAZO_SALUD_MS)]);
          const caidos = [...(db ? [] : ['base de datos']), ...(temporal ? [] : ['temporal'])];
          reply.code(caidos.length ? 503 : 200);
          return { success: !caidos.length, message: caidos.length ? MSG_EXTRA.serviciosSinRespuesta(caidos.join(', ')) : '', data: { db, temporal } };
        });
        await pub.register(authPublicRoutes);
        await pub.register(configuracionRoutes);
        await pub.register(licenciasPublicasRoutes);
        await pub.register(efirmaPublicasRoutes);
        // the ventanilla's public indicators (counts only; cached 10 minutes)
        await pub.register(indicadoresPublicosRoutes);
        await pub.register(confirmacionPagoRoutes);
        // getFolio and orden: a property-tax order is paid without a session (api/predial/pagos-predial.ts)
        await pub.register(pagosOrdenRoutes);
        await pub.register(predialPublicoRoutes);
      });
      await api.register(async (priv) => {
        priv.addHook('onRequest', autenticar);
        await priv.register(authPrivateRoutes);
        await priv.register(contribuyentesRoutes);
        await priv.register(documentosRoutes);
        await priv.register(notificacionesRoutes);
        await priv.register(tareasRoutes);
        await priv.register(catalogosRoutes);
        await priv.register(geocodificacionRoutes);
        await priv.register(correosRoutes);
        await priv.register(establecimientosRoutes);
        await priv.register(accionesEstablecimientoRoutes);
        await priv.register(zofematRoutes);
        await priv.register(estadosCuentaRoutes);
        await priv.register(licenciasRoutes);
        await priv.register(licenciasPorEstablecimientoRoutes);
        await priv.register(renovacionRoutes);
        await priv.register(consultasLicenciaRoutes);
        await priv.register(impresosRoutes);
        await priv.register(pagosRoutes);
        await priv.register(predialRoutes);
        await priv.register(girosRoutes);
        await priv.register(usuariosRoutes);
        await priv.register(tabletasRoutes);
        await priv.register(catalogosAdminRoutes);
        await priv.register(cambiosComunRoutes);
        await priv.register(cambiosImpresosRoutes);
        await priv.register(conveniosRoutes);
        await priv.register(mercadosRoutes);
        await priv.register(nivelesRoutes);
        await priv.register(operacionRoutes);
        await priv.register(metricasRoutes);
        await priv.register(recordatoriosRoutes);
        await priv.register(efirmaRoutes);
      });
      // Any other /api path: 404 in the envelope (no success answer to document: hidden from the OpenAPI).
      api.all('/*', { schema: { hide: true } }, async (_req, reply) => reply.code(404).send({ success: false, message: 'Ruta no encontrada' }));
    },
    { prefix: '/api' },
  );

  // Stand-ins for the OPB and market padrones, mounted only while a real service is not configured.
  if (config.SIM && (!config.OPB_URL || !config.MERCADOS_URL)) await app.register(simOpb, { prefix: '/sim', token: config.SIM_TOKEN });
  // Stand-ins for cadastre, predial, Zofemat and the payment gateway while a real one is not configured.
  if (config.SIM && (!config.CATASTRO_URL || !config.PREDIAL_URL || !config.ZOFEMAT_URL || !config.PASARELA_URL)) {
    await app.register(simMunicipio, {
      prefix: '/sim',
      token: config.SIM_TOKEN,
      secretoPasarela: config.SIM_PASARELA_SECRET,
      dataDir: config.DATA_DIR ? join(config.DATA_DIR, 'sim') : undefined,
    });
  }

  // Stand-in for the e.firma authority's revocation list (api/efirma/efirma.deps.ts).
  if (config.SIM && config.DEMO && !config.EFIRMA_CRL_URL && hayEfirmaDemo()) await app.register(simRevocacion, { prefix: '/sim', autoridad: autoridadDemo(), revocados: revocadosDemo() });
  // Stand-in for the location map's geocoder: in a demonstration only (api/config.ts GEOCODER_URL).
  if (config.SIM && config.DEMO && !config.GEOCODER_URL) await app.register(simGeocodificador, { prefix: '/sim', token: config.SIM_TOKEN });

  await app.register(temporalUiRoutes, { upstream: config.TEMPORAL_UI_UPSTREAM || undefined });

  const dist = config.WEB_DIST ?? WEB_DIST_DEFAULT;
  if (config.SERVE_WEB && existsSync(dist)) await servirWeb(app, dist);
  return app;
}
