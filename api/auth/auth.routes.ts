import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
// zod's messages in Spanish for every route of the app: app.ts imports this module
// before it builds any route, so the map is installed before the first request is validated.
import '../../domain/common/zod-es';
import { cambioPasswordSchema, loginSchema, passwordConfirmSchema, signupSchema } from '../../domain/auth/schema';
import { MSG_EXTRA } from '../../domain/common/messages';
import { modulosPorRol } from '../../domain/common/modulos';
import { createCorreosRepository } from '../correos/correos.repository';
import { badRequest, forbidden, HttpError, invalid } from '../lib/errors';
import { ok, rechazoSchema, sobre } from '../lib/respuesta';
import { idParam } from '../lib/params';
import { crearEnvioDirecto } from '../lib/correo';
import { cookieTemporal } from './cookie-temporal';
import { actual, exigirMismoUsuario } from './guards';
import { claveTemporalAleatoria } from './tokens';
import { gastarTiempoDeVerificacion, hashPassword, necesitaRehash, verificarPassword } from './passwords';
import { createSesionesRepository } from './sesiones.repository';
import { claveDe, createLimitador } from './limitador';
import { esperar, esperaSchema, limitesDeAcceso } from './espera';
import { createFallosAccesoRepository } from './fallos-acceso.repository';
import { activacionRoutes } from './activacion.routes';
import { loginRespuestaSchema, registroSchema, sesionSchema } from './auth.schemas';
import { createUsuariosRepository } from './usuarios.repository';

/** What the stored copy of a reset e-mail says instead of the password. */
export const CLAVE_OCULTA = '(oculta: solo viaja en el correo enviado)';

export const mensajeRestablecer = (clave: string) =>
  `Recibimos una solicitud para restablecer su contraseña.\n\nSu contraseña temporal es: ${clave}\n\n` +
  `Vence en 24 horas. Al iniciar sesión con ella se le pedirá una nueva contraseña. ` +
  `Si usted no la solicitó, ignore este correo: su contraseña actual sigue funcionando.\n\n` +
  `Ventanilla en línea — H. Ayuntamiento de Othón P. Blanco`;

const ASUNTO_RESTABLECER = 'Contraseña temporal — Ventanilla en línea';

/** Public auth routes: stricter rate limit. */
export const authPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  const sesionesRepo = createSesionesRepository({ db, config });
  const usuariosRepo = createUsuariosRepository({ db });
  const correosRepo = createCorreosRepository({ db });
  const limitador = createLimitador(db);
  const fallos = createFallosAccesoRepository({ db });
  const { porCuenta, porDireccion } = limitesDeAcceso(config);
  const envio = crearEnvioDirecto(config);
  app.addHook('onClose', async () => envio.cerrar());
  const estricto = { rateLimit: { max: config.RATE_LIMIT_AUTH_MAX, timeWindow: '1 minute' } };
  await app.register(activacionRoutes);

  const registrar = async (body: z.output<typeof signupSchema>) => {
    const username = body.rfc;
    const email = body.email.toLowerCase();
    const existe = await usuariosRepo.ocupado(username, email);
    if (existe) throw badRequest(existe.username === username ? MSG_EXTRA.rfcRegistrado : MSG_EXTRA.correoRegistrado);
    const passwordHash = await hashPassword(body.password);
    const id = await usuariosRepo.registrarContribuyente({ username, email, passwordHash, rfc: body.rfc, tipoPersona: body.rfc.length === 12 ? 2 : 1 });
    return ok({ id }, MSG_EXTRA.registroExitoso);
  };

  for (const url of ['/signup', '/register']) {
    app.post(url, { schema: { body: signupSchema, tags: ['auth'], response: { 200: sobre(registroSchema) } }, config: estricto }, async (req) => registrar(req.body));
  }

  // A wrong password or unknown name: 401, the convention for failed authentication (RFC 9110
  // §15.5.2), with the same message for both. The web tells it from an expired session because no
  // token travels with a sign-in (web/lib/api.ts desenlaceDeError).
  const credencialesInvalidas = () => new HttpError(401, MSG_EXTRA.credencialesInvalidas, 'CREDENCIALES');
  const rechazos = { 400: rechazoSchema, 401: rechazoSchema, 429: esperaSchema };

  app.post('/login', { schema: { body: loginSchema, tags: ['auth'], response: { 200: loginRespuestaSchema, ...rechazos } }, config: estricto }, async (req, reply) => {
    const username = req.body.username.trim();
    const u = await usuariosRepo.buscar(username);
    const registrar = (resultado: 'fallo' | 'espera') => fallos.registrar(u?.id ?? null, req.ip, resultado);
    // An address waits only for its own failures: many taxpayers sign in from one address.
    const claveIp = claveDe('ip', req.ip);
    const ip = await limitador.consultar(claveIp);
    if (!ip.permitido) {
      await registrar('espera');
      return esperar(reply, ip.esperaS);
    }
    // Per account and address (limitador.ts): a guesser elsewhere never makes the owner wait. A name
    // no account has is throttled exactly like an account (OWASP ASVS V2.2.1).
    const claveCuenta = u ? claveDe('cuenta-ip', `${u.id}|${req.ip}`) : claveDe('nombre-ip', `${username.toLowerCase()}|${req.ip}`);
    const cuenta = await limitador.intentar(claveCuenta, porCuenta);
    if (!cuenta.permitido) {
      await registrar('espera');
      return esperar(reply, cuenta.esperaS);
    }
    const fallo = async () => {
      await Promise.all([limitador.fallo(claveIp, porDireccion), registrar('fallo')]);
      return credencialesInvalidas();
    };
    if (!u) {
      await gastarTiempoDeVerificacion(req.body.password);
      throw await fallo();
    }
    const normal = await verificarPassword(u.passwordHash, req.body.password);
    // root never signs in with a mailed password: nobody but root changes root's.
    const temporal =
      !normal &&
      u.rol !== 'root' &&
      !!u.claveTemporalExpira &&
      u.claveTemporalExpira.getTime() > Date.now() &&
      (await verificarPassword(u.claveTemporalHash, req.body.password));
    if (!normal && !temporal) throw await fallo();
    await limitador.olvidar(claveCuenta);
    if (u.estatus !== 1) throw badRequest(MSG_EXTRA.cuentaInactiva, 'INACTIVA');
    // Signing in with the old password cancels a pending reset; a hash with yesterday's
    // parameters is made again with today's (passwords.ts).
    const nuevoHash = normal && necesitaRehash(u.passwordHash) ? await hashPassword(req.body.password) : null;
    if (normal && (nuevoHash || u.claveTemporalHash)) await usuariosRepo.olvidarClaveTemporal(u.id, nuevoHash);
    const { token } = await sesionesRepo.crear(u.id, req.body.remember ?? false, temporal);
    const c = await usuariosRepo.contribuyenteDe(u.id);
    return {
      success: true,
      message: '',
      data: { token, id: u.id, clave_temporal: u.claveTemporal || temporal },
      perfil_completo: u.rol === 'contribuyente' ? (c?.perfilCompleto ?? false) : true,
    };
  });

  /**
   * The reset itself, after the answer. Nothing for an unknown or disabled account,
   * nor for root, whose password nobody but root changes. The password goes out by
   * SMTP only; the outbox keeps a copy without it, marked so the outbox never sends that copy.
   */
  const restablecer = async (nombre: string) => {
    const u = await usuariosRepo.buscar(nombre);
    if (!u || u.estatus !== 1 || u.rol === 'root') return;
    const clave = claveTemporalAleatoria();
    await usuariosRepo.fijarClaveTemporal(u.id, await hashPassword(clave), new Date(Date.now() + 24 * 3600_000));
    const copia = { para: u.email, asunto: ASUNTO_RESTABLECER, texto: mensajeRestablecer(CLAVE_OCULTA) };
    let enviado = false;
    let error = 'No se envió: SMTP_URL no está configurado. La contraseña temporal no se guarda.';
    if (envio.configurado) {
      try {
        await envio.enviar({ ...copia, texto: mensajeRestablecer(clave) });
        enviado = true;
      } catch (e) {
        error = `No se envió: ${e instanceof Error ? e.message : String(e)}`;
      }
    }
    await correosRepo.guardar(enviado ? { ...copia, enviadoAt: new Date() } : { ...copia, error, intentos: 10 });
  };

  const pendientes = new WeakMap<FastifyRequest, string>();
  app.post(
    '/sendResetPassword/:username',
    {
      schema: { params: z.object({ username: z.string().trim().min(1).max(120) }), tags: ['auth'], response: { 200: sobre(z.null()) } },
      config: estricto,
      // Queued once the answer is out: every name costs the same to answer.
      onResponse: async (req) => {
        const nombre = pendientes.get(req);
        if (nombre !== undefined) app.diferidos.agregar('restablecer', () => restablecer(nombre));
      },
    },
    async (req) => {
      pendientes.set(req, req.params.username);
      // Same answer whether the account exists or not: no user enumeration.
      return ok(null, MSG_EXTRA.resetEnviado);
    },
  );
};

/** Auth routes that need a session. */
export const authPrivateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  const sesionesRepo = createSesionesRepository({ db, config });
  const usuariosRepo = createUsuariosRepository({ db });

  app.get('/session', { schema: { tags: ['auth'], response: { 200: sobre(sesionSchema) } } }, async (req) => {
    const a = actual(req);
    const u = a.usuario;
    // Read with the session in autenticar's one query; looked up only when the guard did not.
    const c = a.contribuyente !== undefined ? a.contribuyente : await usuariosRepo.contribuyenteDe(u.id);
    return ok({
      id: u.id,
      name: [u.nombre, u.apellido1, u.apellido2].filter(Boolean).join(' ') || c?.razonSocial || [c?.nombre, c?.apellido1].filter(Boolean).join(' ') || u.username,
      role: u.rol,
      perfil_completo: u.rol === 'contribuyente' ? (c?.perfilCompleto ?? false) : true,
      clave_temporal: u.claveTemporal || a.sesion.claveTemporal,
      expires_at: a.sesion.expiresAt.toISOString(),
      modules: modulosPorRol(u.rol, a.areas.map((x) => x.id)),
      user: { nombre: c?.nombre ?? u.nombre, apellido1: c?.apellido1 ?? u.apellido1, apellido2: c?.apellido2 ?? u.apellido2, email: u.email, rfc: u.rfc, curp: c?.curp ?? u.curp },
      contribuyente: c
        ? {
            id: c.id,
            rfc: c.rfc,
            estatus: c.estatus,
            tipo_persona: c.tipoPersona,
            tipo_proceso_id: c.tipoProcesoId,
            mercado: c.mercado,
            onboarding_completo: c.onboardingPregunta1 !== null,
          }
        : null,
      areas: a.areas.map((x) => ({ id: x.id, nombre: x.nombre, es_jefe: x.esJefe })),
    });
  });

  app.post('/logout/:id', { schema: { params: idParam, tags: ['auth'], response: { 200: sobre(z.null()) } } }, async (req, reply) => {
    const a = exigirMismoUsuario(req, req.params.id);
    await sesionesRepo.revocar(a.sesion.id);
    // The Temporal UI's cookie carries this session: the browser forgets it too.
    reply.header('set-cookie', cookieTemporal('', req.protocol === 'https', 0));
    return ok(null, MSG_EXTRA.sesionCerrada);
  });

  const limitador = createLimitador(db);
  const { porCuenta } = limitesDeAcceso(config);

  /** The new password, and every other session of the account ends; the one that changed it stays. */
  const cambiar = async (usuarioId: number, sesionId: number, password: string) =>
    usuariosRepo.cambiarPassword(usuarioId, await hashPassword(password), sesionId);

  // Only the account's owner changes its password (exigirMismoUsuario): so only root changes
  // root's, and no role administers another account's password. The current password
  // comes first (ASVS V2.1.5), and each try counts against the account with the
  // sign-in's limits, on a key of the account alone: a stolen session is the account wherever it
  // calls from, so it cannot guess faster than the sign-in form lets one address guess.
  for (const url of ['/changepassword/:id', '/profile/:id/password']) {
    app.post(
      url,
      { schema: { params: idParam, body: cambioPasswordSchema, tags: ['auth'], response: { 200: sobre(z.null()) } } },
      async (req, reply) => {
        const a = exigirMismoUsuario(req, req.params.id);
        const claveCuenta = claveDe('cuenta', a.usuario.id);
        const intento = await limitador.intentar(claveCuenta, porCuenta);
        if (!intento.permitido) {
          return esperar(reply, intento.esperaS, { nombre: 'currentPassword', mensaje: MSG_EXTRA.esperaIntentosContrasena(intento.esperaS) });
        }
        if (!(await verificarPassword(a.usuario.passwordHash, req.body.currentPassword))) {
          throw invalid({ currentPassword: [MSG_EXTRA.contrasenaActualIncorrecta] });
        }
        await limitador.olvidar(claveCuenta);
        await cambiar(a.usuario.id, a.sesion.id, req.body.password);
        return ok(null, MSG_EXTRA.contrasenaActualizada);
      },
    );
  }

  app.post(
    '/newPassword/:id/:type',
    { schema: { params: idParam.extend({ type: z.string().max(40) }), body: passwordConfirmSchema, tags: ['auth'], response: { 200: sobre(z.null()) } } },
    async (req) => {
      const a = exigirMismoUsuario(req, req.params.id);
      if (!(a.usuario.claveTemporal || a.sesion.claveTemporal)) throw forbidden();
      await cambiar(a.usuario.id, a.sesion.id, req.body.password);
      return ok(null, MSG_EXTRA.contrasenaActualizada);
    },
  );
};

