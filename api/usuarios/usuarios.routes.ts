// The users' administration (spec 3 §2.9, §3.8, §5.7, §6, §7.8 users): the internal
// accounts root and administrador create, edit, enable, disable and delete at /admin/usuarios, and the
// audit trail of those changes (root only). Taxpayers' accounts are not administered here (404).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ROLES_STAFF } from '../../domain/common/catalogos';
import { ROLES_ADMIN_USUARIOS, TIPOS_USUARIO, tiposQuePuedeAsignar } from '../../domain/usuarios/catalogos';
import { MSG_USUARIOS } from '../../domain/usuarios/mensajes';
import { CAMPOS_CONTRASENA, usuarioCrearSchema, usuarioEditarSchema } from '../../domain/usuarios/schema';
import { MSG_ACTIVACION } from '../../domain/usuarios/activacion';
import type { Usuario } from '../../db/schema';
import { exigirRol } from '../auth/guards';
import { enviarEnlace } from '../auth/correo-enlace';
import { createCorreosRepository } from '../correos/correos.repository';
import { crearEnvioDirecto } from '../lib/correo';
import { badRequest, erroresPorCampo, forbidden, HttpError } from '../lib/errors';
import { idParam } from '../lib/params';
import { ok, rechazoSchema, sobre } from '../lib/respuesta';
import { createUsuariosAdminRepository, usuarioFila } from './usuarios.repository';
import { areaOpcionSchema, bitacoraFilaSchema, enlaceEnviadoSchema, idCreadoSchema, usuarioBodySchema, usuarioDetalleSchema, usuarioFilaSchema } from './usuarios.schemas';

const tags = ['usuarios'];

const noEncontrado = () => new HttpError(404, MSG_USUARIOS.noEncontrado, 'NOT_FOUND');
const ocupado = (message: string) => new HttpError(409, message, 'CONFLICTO');

/** The dialog's form through the shared schema: 422 with the spec's message and each field's. */
function leer<T>(schema: z.ZodType<T>, body: unknown): T {
  const r = schema.safeParse(body ?? {});
  if (!r.success) throw new HttpError(422, MSG_USUARIOS.formularioInvalido, 'VALIDATION', erroresPorCampo(r.error.issues));
  return r.data;
}

/** A unique index refused the write (SQLSTATE 23505), however drizzle wraps the driver's error. */
function esDuplicado(err: unknown): boolean {
  for (let e: unknown = err, n = 0; e && typeof e === 'object' && n < 4; e = (e as { cause?: unknown }).cause, n++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Who may act on an account (spec 3 §5.7): the root account is never changed here, and an
 * administrador does not act on an administrador (itself included): only root manages them.
 */
function exigirSobre(actorRol: string, objetivo: Usuario): void {
  if (actorRol !== 'root' && (objetivo.rol === 'administrador' || objetivo.rol === 'root')) throw forbidden();
  if (objetivo.rol === 'root') throw forbidden(MSG_USUARIOS.noRoot);
}

/** The seeded reviewers' area roles: an account that has one may keep it when edited, not be given it. */
const esRolLegado = (rol: string) => ROLES_STAFF.includes(rol as never) && !(TIPOS_USUARIO as readonly string[]).includes(rol);

export const usuariosRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createUsuariosAdminRepository({ db: app.deps.db });
  const envio = crearEnvioDirecto(app.deps.config);
  app.addHook('onClose', async () => envio.cerrar());
  const envioEnlace = { config: app.deps.config, envio, correos: createCorreosRepository({ db: app.deps.db }) };
  // After the session (the parent's onRequest), before any body is read: root and administrador only.
  app.addHook('onRequest', async (req) => {
    exigirRol(req, ROLES_ADMIN_USUARIOS);
  });
  const soloRoot = (req: FastifyRequest) => exigirRol(req, ['root']);

  const cargar = async (id: number) => {
    const f = await repo.porId(id);
    if (!f) throw noEncontrado();
    return f;
  };

  /** The form's areas exist, each once. */
  const revisarAreas = async (as: { id: number }[]) => {
    const ids = as.map((a) => a.id);
    const existen = await repo.areasExistentes(ids);
    if (new Set(ids).size !== ids.length || ids.some((id) => !existen.includes(id))) {
      throw new HttpError(422, MSG_USUARIOS.areaInvalida, 'VALIDATION', { areas: [MSG_USUARIOS.areaInvalida] });
    }
  };

  /**
   * The activation link goes to the account's e-mail: an administrador gives only an institutional
   * address, so no one but the mailbox's owner (the municipality's, not the administrador's choice)
   * chooses the password. root is the operator and may give any address.
   */
  const revisarDominio = (rolActor: string, email: string) => {
    const dominios = app.deps.config.CORREO_DOMINIOS_PERSONAL;
    if (rolActor === 'root' || dominios.includes(email.slice(email.lastIndexOf('@') + 1))) return;
    const msg = MSG_USUARIOS.correoNoInstitucional(dominios);
    throw new HttpError(422, msg, 'VALIDATION', { email: [msg] });
  };

  const revisarUnicos = async (f: { username: string; email: string }, salvoId?: number) => {
    if (await repo.usernameOcupado(f.username, salvoId)) throw ocupado(MSG_USUARIOS.usernameOcupado);
    if (await repo.correoOcupado(f.email, salvoId)) throw ocupado(MSG_USUARIOS.correoOcupado);
  };

  /** A race between the check and the write ends in the same answer as the check. */
  const unico = async <T>(fn: () => Promise<T>): Promise<T> => {
    try {
      return await fn();
    } catch (err) {
      if (esDuplicado(err)) throw ocupado(MSG_USUARIOS.usernameOcupado);
      throw err;
    }
  };

  const refusals = { 400: rechazoSchema, 403: rechazoSchema, 404: rechazoSchema, 409: rechazoSchema, 422: rechazoSchema };

  app.get('/users', { schema: { tags, response: { 200: sobre(z.array(usuarioFilaSchema)) } } }, async () => ok(await repo.listar()));

  app.get('/users/areas', { schema: { tags, response: { 200: sobre(z.array(areaOpcionSchema)) } } }, async () => ok(await repo.areas()));

  app.get('/users/bitacora', { schema: { tags, response: { 200: sobre(z.array(bitacoraFilaSchema)) } } }, async (req) => {
    soloRoot(req);
    return ok(await repo.bitacora());
  });

  app.get('/users/:id', { schema: { params: idParam, tags, response: { 200: usuarioDetalleSchema, 404: rechazoSchema } } }, async (req) => {
    return { ...ok(usuarioFila(await cargar(req.params.id))), contribuyente: null };
  });

  app.get('/users/:id/bitacora', { schema: { params: idParam, tags, response: { 200: sobre(z.array(bitacoraFilaSchema)), 404: rechazoSchema } } }, async (req) => {
    soloRoot(req);
    // A deleted account's trail stays readable: the audit outlives the account.
    if (!(await repo.existe(req.params.id))) throw noEncontrado();
    return ok(await repo.bitacora(req.params.id));
  });

  app.post('/users', { schema: { body: usuarioBodySchema, tags, response: { 200: sobre(idCreadoSchema), ...refusals } } }, async (req) => {
    const a = exigirRol(req, ROLES_ADMIN_USUARIOS);
    // Nobody but the owner chooses the password: a body that brings one is refused, not obeyed.
    const conClave = CAMPOS_CONTRASENA.filter((c) => (req.body as Record<string, unknown>)[c] != null && (req.body as Record<string, unknown>)[c] !== '');
    if (conClave.length) throw new HttpError(422, MSG_USUARIOS.formularioInvalido, 'VALIDATION', Object.fromEntries(conClave.map((c) => [c, [MSG_ACTIVACION.sinContrasena]])));
    const f = leer(usuarioCrearSchema, req.body);
    if (!tiposQuePuedeAsignar(a.usuario.rol).includes(f.tipo_usuario)) throw badRequest(MSG_USUARIOS.tipoNoPermitido, 'TIPO');
    revisarDominio(a.usuario.rol, f.email);
    await revisarAreas(f.areas);
    await revisarUnicos(f);
    const { id, enlace } = await unico(() => repo.crear(a.usuario.id, f));
    const entrega = await enviarEnlace(envioEnlace, f, enlace);
    return ok({ id, enlace_expira_at: enlace.expiraAt.toISOString(), entrega }, MSG_USUARIOS.registrado);
  });

  // A new link to choose the password (never a password): for an account still to be activated, or
  // one whose owner needs a new password. root's is never sent: only root changes root's password.
  app.post('/users/:id/enlace', { schema: { params: idParam, tags, response: { 200: sobre(enlaceEnviadoSchema), ...refusals } } }, async (req) => {
    const a = exigirRol(req, ROLES_ADMIN_USUARIOS);
    const f = await cargar(req.params.id);
    exigirSobre(a.usuario.rol, f.u);
    const enlace = await repo.nuevoEnlace(a.usuario.id, f.u);
    const entrega = await enviarEnlace(envioEnlace, f.u, enlace);
    return ok({ tipo: enlace.tipo, enlace_expira_at: enlace.expiraAt.toISOString(), entrega }, MSG_ACTIVACION.enviado(f.u.email));
  });

  app.put('/users/:id', { schema: { params: idParam, body: usuarioBodySchema, tags, response: { 200: sobre(z.null()), ...refusals } } }, async (req) => {
    const a = exigirRol(req, ROLES_ADMIN_USUARIOS);
    const antes = await cargar(req.params.id);
    exigirSobre(a.usuario.rol, antes.u);
    // A seeded reviewer keeps its area role (not one of the six types): the form is read as an
    // analista's, which has no fields of its own, and the role stays.
    const legado = esRolLegado(antes.u.rol) && req.body.tipo_usuario === antes.u.rol;
    const f = leer(usuarioEditarSchema, legado ? { ...req.body, tipo_usuario: 'analista' } : req.body);
    const rol = legado ? antes.u.rol : f.tipo_usuario;
    if (!legado && !tiposQuePuedeAsignar(a.usuario.rol).includes(f.tipo_usuario)) throw badRequest(MSG_USUARIOS.tipoNoPermitido, 'TIPO');
    // An address kept as it was is left alone (an account made before the rule, or by root).
    if (f.email !== antes.u.email) revisarDominio(a.usuario.rol, f.email);
    await revisarAreas(f.areas);
    await revisarUnicos(f, antes.u.id);
    await unico(() => repo.editar(a.usuario.id, antes, f, rol));
    return ok(null, MSG_USUARIOS.actualizado);
  });

  /** Disabling or deleting: never one's own account (it would lock the office out mid-task). */
  const accion = async (req: FastifyRequest, id: number, propia: boolean) => {
    const a = exigirRol(req, ROLES_ADMIN_USUARIOS);
    if (propia && a.usuario.id === id) throw badRequest(MSG_USUARIOS.noASiMismo, 'PROPIA');
    const f = await cargar(id);
    exigirSobre(a.usuario.rol, f.u);
    return { a, f };
  };

  app.delete('/users/:id', { schema: { params: idParam, tags, response: { 200: sobre(z.null()), ...refusals } } }, async (req) => {
    const { a, f } = await accion(req, req.params.id, true);
    await repo.eliminar(a.usuario.id, f);
    return ok(null, MSG_USUARIOS.eliminado);
  });

  app.post('/users/:id/activate', { schema: { params: idParam, tags, response: { 200: sobre(z.null()), ...refusals } } }, async (req) => {
    const { a, f } = await accion(req, req.params.id, false);
    if (f.u.estatus !== 1) await repo.fijarEstatus(a.usuario.id, f.u, 1);
    return ok(null, MSG_USUARIOS.habilitado);
  });

  app.post('/users/:id/deactivate', { schema: { params: idParam, tags, response: { 200: sobre(z.null()), ...refusals } } }, async (req) => {
    const { a, f } = await accion(req, req.params.id, true);
    if (f.u.estatus !== 0) await repo.fijarEstatus(a.usuario.id, f.u, 0);
    return ok(null, MSG_USUARIOS.deshabilitado);
  });
};
