// The change of owner's spec 2 §7 URLs (group cambioPropietario) and the renewal-embedded "Extra"
// variants (renovacion = true). Every request is reached through its establishment's id and its
// own: a foreign establishment, or another taxpayer's request under one's own establishment id, is
// 403 (acceso.ts). The new owner must be a registered taxpayer other than the current one; the
// establishment passes to them only when Licencias/SARE approves (activities/cambios/aplicaciones.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Establecimiento } from '../../../db/schema';
import { CAMBIO, MSG_CAMBIOS, MSG_CAMBIOS_EXTRA } from '../../../domain/cambios/comun';
import { MSG } from '../../../domain/common/messages';
import { MSG_CP_EXTRA } from '../../../domain/cambios/propietario/mensajes';
import { mensajeAdjuntos, motivoNuevoPropietario } from '../../../domain/cambios/propietario/reglas';
import { cambioPropietarioParcialSchema, cambioPropietarioSchema, type FormCambioPropietario, type PropuestaPropietario } from '../../../domain/cambios/propietario/schema';
import { actual } from '../../auth/guards';
import { createContribuyentesRepository } from '../../contribuyentes/contribuyentes.repository';
import { cargarEstablecimiento } from '../../establecimientos/acceso';
import { createLicenciasRepository } from '../../licencias/licencias.repository';
import { badRequest, erroresPorCampo, invalid } from '../../lib/errors';
import { idSchema } from '../../lib/params';
import { ok, sobre } from '../../lib/respuesta';
import { cargarCambio } from '../acceso';
import { actualizarCambio, cambiarEstatus, crearCambio, eliminarCambio, exigirActualizable } from '../acciones';
import { createCambiosRepository } from '../cambios.repository';
import { leerFormulario } from '../multipart';
import { alcoholDe, cambioPropietarioDto, datosEstablecimientoDto } from './propietario.dto';
import { cambioPropietarioDtoSchema, datosEstablecimientoPropietarioSchema } from './propietario.schemas';

const TAGS = ['cambio de propietario'];
const G = '/cambioPropietario';
const uno = z.object({ id: idSchema });
const dos = z.object({ id: idSchema, id2: idSchema });
const respuesta = { 200: sobre(cambioPropietarioDtoSchema) };
const multipart = { description: 'multipart/form-data (campos y files[codigo][file] + files[codigo][code]) o JSON' };

export const cambioPropietarioRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const repo = createCambiosRepository({ db });
  const contribuyentes = createContribuyentesRepository({ db });

  const dto = async (id: number) => cambioPropietarioDto(db, (await repo.porId(id))!);
  const cargar = (req: FastifyRequest, locacionId: number, solicitudId: number, modo: 'leer' | 'escribir' = 'leer') =>
    cargarCambio(app.deps, req, { solicitudId, locacionId, tipo: CAMBIO.PROPIETARIO, modo });

  const validar = <T>(r: { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } }): T => {
    if (!r.success) throw invalid(erroresPorCampo(r.error.issues));
    return r.data;
  };

  /**
   * The staged values: the form's, with the new owner checked against the padrón of registered
   * taxpayers, the old owner and the alcohol and process taken from the establishment (never the form).
   */
  const propuestaDe = async (est: Establecimiento, f: FormCambioPropietario, renovacion: boolean): Promise<PropuestaPropietario> => {
    const nuevo = await contribuyentes.porRfc(f.new_rfc);
    const motivo = motivoNuevoPropietario(est.contribuyenteId, nuevo);
    if (motivo) throw invalid({ new_rfc: [motivo] });
    if (nuevo!.id !== f.new_contribuyente_id) throw invalid({ new_contribuyente_id: [MSG_CP_EXTRA.nuevoNoCoincide] });
    const anterior = (await contribuyentes.porId(est.contribuyenteId))!;
    const alcohol = alcoholDe(est);
    return {
      new_contribuyente_id: nuevo!.id,
      new_rfc: nuevo!.rfc,
      old_contribuyente_id: anterior.id,
      old_rfc: anterior.rfc,
      renovacion,
      has_alcohol: alcohol,
      has_licencia_bebidas: alcohol ? (f.has_licencia_bebidas ?? false) : null,
      patente_propia: alcohol && f.has_licencia_bebidas ? (f.patente_propia ?? true) : null,
      folio_licencia_bebida_alcoholica: alcohol && f.has_licencia_bebidas && f.patente_propia !== false ? (f.folio_licencia_bebida_alcoholica ?? null) : null,
      tiene_uso_suelo: f.tiene_uso_suelo ?? false,
      tipo_proceso_id: est.tipoProcesoId,
      tipo_propiedad_id: f.tipo_propiedad_id,
    };
  };

  /** A change needs the establishment's licence issued (an embedded one rides on the renewal instead). */
  const conLicenciaEmitida = async (est: Establecimiento) => {
    const lics = await createLicenciasRepository({ db }).deEstablecimiento(est.id);
    if (!lics.some((l) => l.solicitud.estado === 'terminada')) throw badRequest(MSG_CAMBIOS_EXTRA.sinLicencia, 'SIN_LICENCIA');
  };

  const crear = async (req: FastifyRequest, locacionId: number, renovacion: boolean) => {
    const { est } = await cargarEstablecimiento(db, req, locacionId, 'escribir');
    const { campos, archivos } = await leerFormulario(req, CAMBIO.PROPIETARIO);
    const form = validar(cambioPropietarioSchema.safeParse(campos));
    if (!renovacion) await conLicenciaEmitida(est);
    const propuesta = await propuestaDe(est, form, renovacion);
    const licencia = renovacion ? await createLicenciasRepository({ db }).vigente(est.id) : null;
    const v = await crearCambio(app.deps, req, {
      locacionId,
      tipo: CAMBIO.PROPIETARIO,
      propuesta: { ...propuesta },
      datos: { tipoProceso: est.tipoProcesoId, hasAlcohol: propuesta.has_alcohol },
      renovacion,
      licenciaId: licencia?.id ?? null,
      archivos,
    });
    return ok(await dto(v.s.id), MSG_CAMBIOS_EXTRA.creada);
  };

  const actualizar = async (req: FastifyRequest, locacionId: number, solicitudId: number) => {
    const f = await cargar(req, locacionId, solicitudId, 'escribir');
    exigirActualizable(f);
    const { campos, archivos } = await leerFormulario(req, CAMBIO.PROPIETARIO);
    const parcial = validar(cambioPropietarioParcialSchema.safeParse(campos));
    const previo = f.v.c.propuesta as Partial<PropuestaPropietario>;
    const definidos = Object.fromEntries(Object.entries(parcial).filter(([, x]) => x !== undefined));
    // A new RFC without its id: the id is looked up again from the RFC.
    const nuevoRfc = typeof definidos.new_rfc === 'string' && definidos.new_rfc !== previo.new_rfc;
    const unido = { ...previo, ...(nuevoRfc && definidos.new_contribuyente_id === undefined ? { new_contribuyente_id: undefined } : {}), ...definidos };
    if (nuevoRfc && unido.new_contribuyente_id === undefined) {
      const c = await contribuyentes.porRfc(String(definidos.new_rfc));
      if (c) unido.new_contribuyente_id = c.id;
    }
    const form = validar(cambioPropietarioSchema.safeParse(unido));
    const propuesta = await propuestaDe(f.est, form, f.v.c.renovacion);
    await actualizarCambio(app.deps, f, { propuesta: { ...propuesta }, archivos });
    return ok(await dto(solicitudId), MSG_CAMBIOS.actualizada);
  };

  const eliminar = async (req: FastifyRequest, locacionId: number, solicitudId: number) => {
    const f = await cargar(req, locacionId, solicitudId, 'escribir');
    await eliminarCambio(app.deps, f);
    return ok({ id: solicitudId }, MSG_CAMBIOS_EXTRA.eliminada);
  };

  // spec 2 §7 getDataDomicilio/{id}: the establishment being transferred (its address and owner).
  app.get(`${G}/getDataDomicilio/:id`, { schema: { params: uno, tags: TAGS, response: { 200: sobre(datosEstablecimientoPropietarioSchema) } } }, async (req) => {
    const { est } = await cargarEstablecimiento(db, req, req.params.id);
    const duenio = await contribuyentes.porId(est.contribuyenteId);
    return ok(datosEstablecimientoDto(est, duenio?.rfc ?? ''));
  });

  // spec 2 §7: the establishment's owner-change requests, newest first. A taxpayer reads the ones
  // they filed (a new owner does not read the previous owner's requests).
  app.get(`${G}/getSolicitudesCambioPropietario/:id`, { schema: { params: uno, tags: TAGS, response: { 200: sobre(z.array(cambioPropietarioDtoSchema)) } } }, async (req) => {
    const { est } = await cargarEstablecimiento(db, req, req.params.id);
    const a = actual(req);
    const filas = (await repo.deEstablecimiento(est.id, CAMBIO.PROPIETARIO)).filter((v) => a.usuario.rol !== 'contribuyente' || v.s.contribuyenteId === a.contribuyenteId);
    return ok(await Promise.all(filas.map((v) => cambioPropietarioDto(db, v))));
  });

  app.post(`${G}/setSolicitudCambioPropietario/:id`, { schema: { params: uno, tags: TAGS, description: multipart.description, response: respuesta } }, async (req) =>
    crear(req, req.params.id, false),
  );

  app.get(`${G}/getSolicitudCambioPropietario/:id/:id2`, { schema: { params: dos, tags: TAGS, response: respuesta } }, async (req) => {
    const f = await cargar(req, req.params.id, req.params.id2);
    return ok(await cambioPropietarioDto(db, f.v));
  });

  // spec 2 §4: 'Enviar a revisión' (estatus_id 10) from 1 or 5, with every required document.
  app.post(
    `${G}/changeStatusSolicitudCambioPropietario/:id/:id2`,
    { schema: { params: dos, body: z.object({ estatus_id: z.coerce.number({ error: MSG.requerido }).int() }), tags: TAGS, response: respuesta } },
    async (req) => {
      const f = await cargar(req, req.params.id, req.params.id2, 'escribir');
      await cambiarEstatus(app.deps, f, req.body.estatus_id);
      return ok(await dto(f.v.s.id), MSG_CAMBIOS.enviada);
    },
  );

  app.post(`${G}/updateSolicitudCambioPropietario/:id/:id2`, { schema: { params: dos, tags: TAGS, description: multipart.description, response: respuesta } }, async (req) =>
    actualizar(req, req.params.id, req.params.id2),
  );

  // spec 2 §7 storeFiles: documento[i][file] + documento[i][code] (and solicitud_id), in two batches:
  // property documents ('Documentos adjuntados con exito'), then photos ('Fotos adjuntados con exito').
  app.post(`${G}/storeFiles/:id/:id2`, { schema: { params: dos, tags: TAGS, description: 'multipart/form-data: documento[i][file], documento[i][code], solicitud_id', response: respuesta } }, async (req) => {
    const f = await cargar(req, req.params.id, req.params.id2, 'escribir');
    exigirActualizable(f);
    const { campos, archivos } = await leerFormulario(req, CAMBIO.PROPIETARIO);
    if (campos.solicitud_id !== undefined && Number(campos.solicitud_id) !== f.v.s.id) throw invalid({ solicitud_id: [MSG_CAMBIOS_EXTRA.bloqueada] });
    if (!archivos.size) throw invalid({ documento: [MSG.requerido] });
    await actualizarCambio(app.deps, f, { archivos });
    return ok(await dto(f.v.s.id), mensajeAdjuntos(archivos.keys()));
  });

  app.post(`${G}/deleteSolicitudCambioPropietario/:id/:id2`, { schema: { params: dos, tags: TAGS, response: { 200: sobre(z.object({ id: z.number().int() })) } } }, async (req) =>
    eliminar(req, req.params.id, req.params.id2),
  );

  // ---- Embedded in a renewal (spec 2 §2 "renewal mode"; renovacion = true) ----
  app.post(`${G}/setSolicitudCambioPropietarioExtra/:id`, { schema: { params: uno, tags: TAGS, description: multipart.description, response: respuesta } }, async (req) =>
    crear(req, req.params.id, true),
  );

  app.post(`${G}/updateSolicitudCambioPropietarioExtra/:id/:id2`, { schema: { params: dos, tags: TAGS, description: multipart.description, response: respuesta } }, async (req) =>
    actualizar(req, req.params.id, req.params.id2),
  );

  // The renewal's owner change of the establishment (the newest filed with a renewal), or null.
  app.get(`${G}/getSolicitudCambioPropietarioExtra/:id`, { schema: { params: uno, tags: TAGS, response: { 200: sobre(cambioPropietarioDtoSchema.nullable()) } } }, async (req) => {
    const { est } = await cargarEstablecimiento(db, req, req.params.id);
    const a = actual(req);
    const v = (await repo.deEstablecimiento(est.id, CAMBIO.PROPIETARIO)).find(
      (x) => x.c.renovacion && (a.usuario.rol !== 'contribuyente' || x.s.contribuyenteId === a.contribuyenteId),
    );
    if (!v) return ok(null, MSG_CP_EXTRA.sinSolicitudExtra);
    return ok(await cambioPropietarioDto(db, v));
  });

  app.post(`${G}/deleteSolicitudCambioPropietarioExtra/:id/:id2`, { schema: { params: dos, tags: TAGS, response: { 200: sobre(z.object({ id: z.number().int() })) } } }, async (req) =>
    eliminar(req, req.params.id, req.params.id2),
  );
};
