import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq, or } from 'drizzle-orm';
import { z } from 'zod';
import { loginSchema, passwordConfirmSchema, signupSchema } from '../../domain/auth/schema';
import { MSG_EXTRA } from '../../domain/common/messages';
import { modulosPorRol } from '../../domain/common/modulos';
import { contribuyentes, correos, usuarios } from '../../db/schema';
import { badRequest, forbidden } from '../lib/errors';
import { ok } from '../lib/respuesta';
import { actual, exigirMismoUsuario } from './guards';
import { claveTemporalAleatoria } from './tokens';
import { gastarTiempoDeVerificacion, hashPassword, verificarPassword } from './passwords';
import { createSesionesRepository } from './sesiones.repository';

const idParam = z.object({ id: z.coerce.number().int().positive() });

/** Public auth routes: stricter rate limit (issue 2 §3). */
export const authPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  const sesionesRepo = createSesionesRepository({ db, config });
  const estricto = { rateLimit: { max: config.RATE_LIMIT_AUTH_MAX, timeWindow: '1 minute' } };

  const registrar = async (body: z.output<typeof signupSchema>) => {
    const username = body.rfc;
    const email = body.email.toLowerCase();
    const existe = await db
      .select({ id: usuarios.id, username: usuarios.username })
      .from(usuarios)
      .where(or(eq(usuarios.username, username), and(eq(usuarios.email, email), eq(usuarios.rol, 'contribuyente'))))
      .limit(1);
    if (existe[0]) throw badRequest(existe[0].username === username ? MSG_EXTRA.rfcRegistrado : MSG_EXTRA.correoRegistrado);
    const passwordHash = await hashPassword(body.password);
    const id = await db.transaction(async (tx) => {
      const [u] = await tx
        .insert(usuarios)
        .values({ username, email, passwordHash, rol: 'contribuyente', rfc: body.rfc })
        .returning({ id: usuarios.id });
      // The taxpayer row exists from sign-up so the profile workflow has a stable id (perfil-<id>).
      await tx.insert(contribuyentes).values({
        usuarioId: u.id,
        rfc: body.rfc,
        email,
        tipoPersona: body.rfc.length === 12 ? 2 : 1,
      });
      return u.id;
    });
    return ok({ id }, MSG_EXTRA.registroExitoso);
  };

  for (const url of ['/signup', '/register']) {
    app.post(url, { schema: { body: signupSchema, tags: ['auth'] }, config: estricto }, async (req) => registrar(req.body));
  }

  app.post('/login', { schema: { body: loginSchema, tags: ['auth'] }, config: estricto }, async (req) => {
    const username = req.body.username.trim();
    const [u] = await db
      .select()
      .from(usuarios)
      .where(or(eq(usuarios.username, username.toUpperCase()), eq(usuarios.username, username.toLowerCase()), eq(usuarios.email, username.toLowerCase())))
      .limit(1);
    if (!u) {
      await gastarTiempoDeVerificacion(req.body.password);
      throw badRequest(MSG_EXTRA.credencialesInvalidas, 'CREDENCIALES');
    }
    if (u.bloqueadoHasta && u.bloqueadoHasta.getTime() > Date.now()) throw badRequest(MSG_EXTRA.cuentaBloqueada, 'BLOQUEADA');
    const normal = await verificarPassword(u.passwordHash, req.body.password);
    const temporal =
      !normal && !!u.claveTemporalExpira && u.claveTemporalExpira.getTime() > Date.now() && (await verificarPassword(u.claveTemporalHash, req.body.password));
    if (!normal && !temporal) {
      const fallidos = u.intentosFallidos + 1;
      const bloquear = fallidos >= config.LOGIN_MAX_FALLIDOS;
      await db
        .update(usuarios)
        .set({
          intentosFallidos: bloquear ? 0 : fallidos,
          bloqueadoHasta: bloquear ? new Date(Date.now() + config.LOGIN_BLOQUEO_MIN * 60_000) : u.bloqueadoHasta,
        })
        .where(eq(usuarios.id, u.id));
      throw badRequest(bloquear ? MSG_EXTRA.cuentaBloqueada : MSG_EXTRA.credencialesInvalidas, 'CREDENCIALES');
    }
    if (u.estatus !== 1) throw badRequest(MSG_EXTRA.cuentaInactiva, 'INACTIVA');
    await db
      .update(usuarios)
      .set({
        intentosFallidos: 0,
        bloqueadoHasta: null,
        // Signing in with the old password cancels a pending reset.
        ...(normal ? { claveTemporalHash: null, claveTemporalExpira: null } : {}),
      })
      .where(eq(usuarios.id, u.id));
    const { token } = await sesionesRepo.crear(u.id, req.body.remember ?? false, temporal);
    const [c] = await db.select({ perfilCompleto: contribuyentes.perfilCompleto }).from(contribuyentes).where(eq(contribuyentes.usuarioId, u.id)).limit(1);
    return {
      success: true,
      message: '',
      data: { token, id: u.id, clave_temporal: u.claveTemporal || temporal },
      perfil_completo: u.rol === 'contribuyente' ? (c?.perfilCompleto ?? false) : true,
    };
  });

  app.post(
    '/sendResetPassword/:username',
    { schema: { params: z.object({ username: z.string().min(1).max(120) }), tags: ['auth'] }, config: estricto },
    async (req) => {
      const username = decodeURIComponent(req.params.username).trim();
      const [u] = await db
        .select()
        .from(usuarios)
        .where(or(eq(usuarios.username, username.toUpperCase()), eq(usuarios.username, username.toLowerCase()), eq(usuarios.email, username.toLowerCase())))
        .limit(1);
      if (u && u.estatus === 1) {
        const clave = claveTemporalAleatoria();
        await db
          .update(usuarios)
          .set({ claveTemporalHash: await hashPassword(clave), claveTemporalExpira: new Date(Date.now() + 24 * 3600_000) })
          .where(eq(usuarios.id, u.id));
        await db.insert(correos).values({
          para: u.email,
          asunto: 'Contraseña temporal — Ventanilla en línea',
          texto:
            `Recibimos una solicitud para restablecer su contraseña.\n\nSu contraseña temporal es: ${clave}\n\n` +
            `Vence en 24 horas. Al iniciar sesión con ella se le pedirá una nueva contraseña. ` +
            `Si usted no la solicitó, ignore este correo: su contraseña actual sigue funcionando.\n\n` +
            `Ventanilla en línea — H. Ayuntamiento de Othón P. Blanco`,
        });
      }
      // Same answer whether the account exists or not: no user enumeration.
      return ok(null, MSG_EXTRA.resetEnviado);
    },
  );
};

/** Auth routes that need a session. */
export const authPrivateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  const sesionesRepo = createSesionesRepository({ db, config });

  app.get('/session', { schema: { tags: ['auth'] } }, async (req) => {
    const a = actual(req);
    const u = a.usuario;
    const [c] = await db.select().from(contribuyentes).where(eq(contribuyentes.usuarioId, u.id)).limit(1);
    return ok({
      id: u.id,
      name: [u.nombre, u.apellido1, u.apellido2].filter(Boolean).join(' ') || c?.razonSocial || [c?.nombre, c?.apellido1].filter(Boolean).join(' ') || u.username,
      role: u.rol,
      perfil_completo: u.rol === 'contribuyente' ? (c?.perfilCompleto ?? false) : true,
      clave_temporal: u.claveTemporal || a.sesion.claveTemporal,
      expires_at: a.sesion.expiresAt.toISOString(),
      modules: modulosPorRol(u.rol),
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

  app.post('/logout/:id', { schema: { params: idParam, tags: ['auth'] } }, async (req) => {
    const a = exigirMismoUsuario(req, req.params.id);
    await sesionesRepo.revocar(a.sesion.id);
    return ok(null, MSG_EXTRA.sesionCerrada);
  });

  const cambiar = async (usuarioId: number, sesionId: number, password: string) => {
    await db
      .update(usuarios)
      .set({ passwordHash: await hashPassword(password), claveTemporal: false, claveTemporalHash: null, claveTemporalExpira: null, updatedAt: new Date() })
      .where(eq(usuarios.id, usuarioId));
    await sesionesRepo.quitarClaveTemporal(sesionId);
    await sesionesRepo.revocarOtras(usuarioId, sesionId);
  };

  for (const url of ['/changepassword/:id', '/profile/:id/password']) {
    app.post(url, { schema: { params: idParam, body: passwordConfirmSchema, tags: ['auth'] } }, async (req) => {
      const a = exigirMismoUsuario(req, req.params.id);
      await cambiar(a.usuario.id, a.sesion.id, req.body.password);
      return ok(null, MSG_EXTRA.contrasenaActualizada);
    });
  }

  app.post(
    '/newPassword/:id/:type',
    { schema: { params: idParam.extend({ type: z.string().max(40) }), body: passwordConfirmSchema, tags: ['auth'] } },
    async (req) => {
      const a = exigirMismoUsuario(req, req.params.id);
      if (!(a.usuario.claveTemporal || a.sesion.claveTemporal)) throw forbidden();
      await cambiar(a.usuario.id, a.sesion.id, req.body.password);
      return ok(null, MSG_EXTRA.contrasenaActualizada);
    },
  );
};

