import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MSG, MSG_EXTRA } from '../../domain/common/messages';
import { normalizarRfc, rfcFormatoValido } from '../../domain/common/rfc';
import { MSG_CP_EXTRA } from '../../domain/cambios/propietario/mensajes';
import { soloDigitos, telefonoValido } from '../../domain/common/telefono';
import { contribuyenteSchema, efectoOnboarding, onboardingSchema } from '../../domain/perfil/schema';
import { actual, esStaff } from '../auth/guards';
import { badRequest, erroresPorCampo, forbidden, invalid } from '../lib/errors';
import { ok, sobre } from '../lib/respuesta';
import { idParam } from '../lib/params';
import { createContribuyentesRepository } from './contribuyentes.repository';
import { enviarTramite } from '../tramites/acciones';
import { solicitudPerfil } from './perfil.tramite';
import { accionesPerfil } from './perfil.acciones';
import { createSolicitudesRepository } from '../tramites/solicitudes.repository';
import { createTareasRepository } from '../tareas/tareas.repository';
import { concesionarioVigente } from '../cesiones/concesionario';
import { exigirMercados } from '../mercados/mercados.routes';
import { concesionarioLocalSchema, contribuyenteMinimoSchema, datosOpbSchema, onboardingRespuestaSchema, perfilSchema } from './contribuyentes.schemas';

const tags = ['contribuyentes'];
/** The profile, as every profile call answers with it; null only if the row vanished meanwhile. */
const respuestaPerfil = { 200: sobre(perfilSchema.nullable()) };
/** The own profile, or another taxpayer's {id, rfc}; null (success false) when none is registered. */
const respuestaBusqueda = { 200: sobre(z.union([perfilSchema, contribuyenteMinimoSchema]).nullable()) };
/** spec 2 §5 'Owner RFC required and uppercased'. */
const rfcNuevoPropietarioParam = z
  .string()
  .max(20)
  .transform(normalizarRfc)
  .refine((r) => r.length > 0, { error: MSG_CP_EXTRA.rfcRequerido });
/** Only a taxpayer looks others up (the change of owner is a taxpayer's action). */
const busquedaPermitida = (req: FastifyRequest) => {
  const a = actual(req);
  if (a.usuario.rol !== 'contribuyente' || !a.contribuyenteId) throw forbidden();
  return a;
};

export const contribuyentesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const repo = createContribuyentesRepository({ db });
  const tareasRepo = createTareasRepository({ db });

  /** The caller's own taxpayer row; anyone else's id is 403 (never reveal whether it exists). */
  const propio = async (req: FastifyRequest, id: number) => {
    const a = actual(req);
    if (a.contribuyenteId !== id) throw forbidden();
    const c = await repo.porId(id);
    if (!c) throw forbidden();
    return { a, c };
  };

  /** spec 1 §4.2: the profile may be saved in draft and when returned (the machine of its request says). */
  const puedeGuardar = async (contribuyenteId: number) =>
    accionesPerfil(await createSolicitudesRepository({ db }).deContribuyente(contribuyenteId, 'perfil'), true).guardar;

  /**
   * Padrón look-ups carry names and phones: a taxpayer looks up only the own RFC; staff only the
   * RFC of a taxpayer their area has (or had) a task about; root any; administrador none.
   */
  const propioRfc = async (req: FastifyRequest, rfc: string) => {
    const a = actual(req);
    if (a.usuario.rol === 'root') return;
    if (a.usuario.rol === 'contribuyente') {
      if (a.usuario.rfc !== rfc) throw forbidden();
      return;
    }
    if (!esStaff(a.usuario.rol)) throw forbidden();
    const c = await repo.porRfc(rfc);
    if (!c) throw forbidden();
    const areas = new Set(await tareasRepo.areasDeContribuyente(c.id));
    if (!a.areas.some((x) => areas.has(x.id))) throw forbidden();
  };

  /**
   * The market padrón (a concessionaire's name and stall, spec 3 §7.8): a taxpayer looks up only the
   * own RFC (the licence form, spec 1 §4.6 answer 4); of the staff only Mercados, which keeps that
   * padrón, and root. Any other area has no task that needs it.
   */
  const padronMercadosPermitido = (req: FastifyRequest, rfc: string) => {
    const a = actual(req);
    if (a.usuario.rol !== 'contribuyente') return exigirMercados(req);
    if (a.usuario.rfc !== rfc) throw forbidden();
  };

  /**
   * spec 2 §7 taxpayer lookup: the caller's own RFC or id answers the profile, as ever; another
   * taxpayer's (the new owner of a change of owner) only {id, rfc}. Staff and administrador read
   * profiles through their tasks, never here. Unknown: 200 with success false and the reason, so a
   * person typing an RFC that is not registered reads a message and the browser logs no error.
   */
  const busqueda = async (req: FastifyRequest, c: Awaited<ReturnType<typeof repo.porId>>, noEncontrado: string) => {
    const a = busquedaPermitida(req);
    if (!c) return { success: false, message: noEncontrado, data: null };
    if (c.id === a.contribuyenteId) return ok(await repo.perfil(c.id));
    return ok({ id: c.id, rfc: c.rfc }, MSG_CP_EXTRA.encontrado);
  };

  // By id a taxpayer reads only himself: ids are sequential, so answering another's {id, rfc} here
  // listed every RFC of the padrón. Another taxpayer is found by the RFC the person already knows.
  app.get('/contribuyentes/getByID/:id', { schema: { params: idParam, tags, response: respuestaBusqueda } }, async (req) => {
    const a = busquedaPermitida(req);
    if (req.params.id !== a.contribuyenteId) throw forbidden();
    return busqueda(req, await repo.porId(req.params.id), MSG_CP_EXTRA.noEncontradoId);
  });

  app.get('/contribuyentes/getByRFC/:rfc', { schema: { params: z.object({ rfc: rfcNuevoPropietarioParam }), tags, response: respuestaBusqueda } }, async (req) => {
    if (!rfcFormatoValido(req.params.rfc)) {
      busquedaPermitida(req);
      return { success: false, message: MSG_CP_EXTRA.rfcInvalido, data: null };
    }
    return busqueda(req, await repo.porRfc(req.params.rfc), MSG_CP_EXTRA.noEncontrado);
  });

  app.post('/contribuyentes/onboarding', { schema: { body: onboardingSchema, tags, response: { 200: sobre(onboardingRespuestaSchema) } } }, async (req) => {
    const a = actual(req);
    if (!a.contribuyenteId) throw forbidden();
    const c = await repo.porId(a.contribuyenteId);
    if (!c) throw forbidden();
    const efecto = efectoOnboarding(req.body);
    let concesionario: { nombre: string; rfc: string } | null = null;
    if (efecto.cerrarSesion) {
      // spec 1 §4.6: without a cadastral key the taxpayer cannot continue; answers are not kept.
      return ok({ ...efecto, concesionario });
    }
    if (efecto.mercado) {
      const r = await app.deps.padronMercados.buscarConcesionario(c.rfc).catch(() => null);
      if (r) concesionario = { nombre: r.nombre, rfc: r.rfc };
    }
    await repo.guardarOnboarding(c.id, {
      pregunta1: req.body.pregunta1,
      pregunta2: req.body.pregunta2 ?? null,
      tipoProcesoId: efecto.tipo_proceso_id,
      mercado: efecto.mercado,
    });
    return ok({ ...efecto, concesionario }, concesionario ? MSG.padronMercados : '');
  });

  const guardar = async (req: FastifyRequest, id: number, body: unknown) => {
    const { c } = await propio(req, id);
    if (!(await puedeGuardar(c.id))) throw badRequest(MSG_EXTRA.perfilBloqueado, 'BLOQUEADO');
    const r = contribuyenteSchema.safeParse(body);
    if (!r.success) throw invalid(erroresPorCampo(r.error.issues));
    // The RFC is the account's username: the profile cannot move to another RFC.
    if (r.data.rfc !== c.rfc) throw invalid({ rfc: ['El RFC no coincide con el de su cuenta'] });
    const primeraVez = !c.perfilCompleto;
    await repo.guardar(id, r.data);
    return ok(await repo.perfil(id), primeraVez ? MSG.perfilCreado : MSG.perfilActualizado);
  };

  app.put('/contribuyentes/:id', { schema: { params: idParam, tags, response: respuestaPerfil } }, async (req) => guardar(req, req.params.id, req.body));
  app.post('/contribuyentes', { schema: { tags, response: respuestaPerfil } }, async (req) => {
    const a = actual(req);
    if (!a.contribuyenteId) throw forbidden();
    return guardar(req, a.contribuyenteId, req.body);
  });

  app.post(
    '/contribuyentes/:id/changestatus',
    { schema: { params: idParam, body: z.object({ estatus: z.coerce.number().int() }), tags, response: respuestaPerfil } },
    async (req) => {
      const { c } = await propio(req, req.params.id);
      if (req.body.estatus !== 10) throw badRequest(MSG_EXTRA.transicionNoPermitida, 'TRANSICION');
      if (!c.perfilCompleto) throw badRequest(MSG.completeCampos, 'INCOMPLETO');
      // What is sent must still satisfy every rule of the form (spec 1 §5.4).
      const perfil = await repo.perfil(c.id);
      const check = contribuyenteSchema.safeParse({ ...perfil, curp: perfil?.curp || undefined });
      if (!check.success) throw badRequest(MSG.completeCampos, 'INCOMPLETO');
      await enviarTramite(app.deps, await solicitudPerfil(db, c));
      return ok(await repo.perfil(c.id), MSG.solicitudEnviada);
    },
  );

  app.post(
    '/contribuyentes/:id/contacto',
    {
      schema: {
        params: idParam,
        body: z.object({ telefono_movil: z.string().optional(), email: z.string().optional() }),
        tags,
        response: respuestaPerfil,
      },
    },
    async (req) => {
      const { c } = await propio(req, req.params.id);
      const errores: Record<string, string[]> = {};
      const cambios: { telefonoMovil?: string; email?: string } = {};
      if (req.body.telefono_movil !== undefined) {
        const t = soloDigitos(req.body.telefono_movil);
        if (!telefonoValido(t)) errores.telefono_movil = [MSG.telefono10];
        else cambios.telefonoMovil = t;
      }
      if (req.body.email !== undefined) {
        const e = z.email().safeParse(req.body.email.trim());
        if (!e.success) errores.email = [MSG.correoInvalido];
        else cambios.email = e.data.toLowerCase();
      }
      if (Object.keys(errores).length) throw invalid(errores);
      await repo.actualizarContacto(c.id, cambios);
      return ok(await repo.perfil(c.id), MSG.perfilActualizado);
    },
  );

  app.post(
    '/contribuyentes/:rfc/getDataOPB',
    { schema: { params: z.object({ rfc: z.string().max(20) }), tags: ['padrón'], response: { 200: sobre(datosOpbSchema.nullable()) } } },
    async (req) => {
      const rfc = normalizarRfc(req.params.rfc);
      await propioRfc(req, rfc);
      const datos = await app.deps.padronOpb.buscarContribuyente(rfc);
      if (!datos) return { success: false, message: MSG_EXTRA.opbSinDatos, data: null };
      return ok(datos);
    },
  );

  app.get(
    '/locales-mercados/concesionarioByRFC/:rfc',
    { schema: { params: z.object({ rfc: z.string().max(20) }), tags: ['padrón'], response: { 200: sobre(concesionarioLocalSchema.nullable()) } } },
    async (req) => {
      const rfc = normalizarRfc(req.params.rfc);
      padronMercadosPermitido(req, rfc);
      // The portal's copy of the padrón first (a finished assignment moved the stall there), then the padrón.
      const r = await concesionarioVigente(app.deps, rfc);
      // Most taxpayers hold no stall: an answer, not an error the browser would log (a 404 did).
      if (!r) return { success: false, message: MSG_EXTRA.noConcesionario, data: null };
      return ok(r, MSG.padronMercados);
    },
  );
};
