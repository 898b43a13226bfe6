// Agreements (convenios) linked to a licence: spec 2 §7 "Agreements and licence", verbatim under
// /api. {id} of licenciaconvenio/{id} is the agreement's; locacion_id the establishment's. The
// owner registers (an establishment with an issued licence only), edits and deletes while the
// agreement is registered (status 1, spec 2 §4); the owner and the staff reviewing the
// establishment read. Each agreement has a durable timer (workflows/convenios) that marks it in
// force, warns a week before its end and marks it expired.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MSG_CONVENIO, MSG_CONVENIO_EXTRA } from '../../domain/convenios/mensajes';
import { convenioEditable, convenioEliminable } from '../../domain/convenios/reglas';
import { convenioFormSchema, type ConvenioForm } from '../../domain/convenios/schema';
import type { Establecimiento } from '../../db/schema';
import { actual } from '../auth/guards';
import { nombreSeguro, validarArchivo } from '../documentos/archivos';
import { cargarEstablecimiento, cargarLicencia } from '../establecimientos/acceso';
import { HttpError, badRequest, erroresPorCampo, forbidden, notFound } from '../lib/errors';
import { idParam } from '../lib/params';
import { ok, sobre } from '../lib/respuesta';
import { camposDe, exigirCampo, leerSubida, type OpcionesSubida } from '../lib/subida';
import { createLicenciasRepository } from '../licencias/licencias.repository';
import { convenioDto } from './convenios.dto';
import { createConveniosRepository, type DocumentoConvenio } from './convenios.repository';
import { catConvenioSchema, convenioSchema, locacionQuery, saveConveniosSchema } from './convenios.schemas';
import { cambiarVigencia, detenerVigencia, iniciarVigencia } from './convenios.temporal';
import { multaRoutes } from './multa.routes';

const tags = ['convenios'];
const uno = { 200: sobre(convenioSchema) };
const lista = { 200: sobre(z.array(convenioSchema)) };

/** The form's fields through the shared schema; a 422 names each field (spec 2 §5). */
function leerConvenio(campos: Record<string, unknown>): ConvenioForm {
  const r = convenioFormSchema.safeParse(campos);
  if (!r.success) throw new HttpError(422, MSG_CONVENIO.camposObligatorios, 'VALIDATION', erroresPorCampo(r.error.issues));
  return r.data;
}

/**
 * multipart (fields and the PDF `documento`) or JSON (fields only). `antesDeArchivos` checks the
 * establishment named in the fields before the PDF is read (api/lib/subida.ts).
 */
async function leerFormulario(
  req: FastifyRequest,
  antesDeArchivos?: OpcionesSubida['antesDeArchivos'],
): Promise<{ campos: Record<string, unknown>; archivo: { buf: Buffer; nombre: string } | null }> {
  if (!req.isMultipart()) {
    const b = req.body;
    return { campos: b && typeof b === 'object' && !Array.isArray(b) ? (b as Record<string, unknown>) : {}, archivo: null };
  }
  const s = await leerSubida(req, { archivos: 1, campos: 20, antesDeArchivos });
  // An empty file input is no document (the stored one stays).
  const a = s.archivos.find((x) => x.buf.length);
  return { campos: camposDe(s), archivo: a ? { buf: a.buf, nombre: a.nombre } : null };
}

export const conveniosRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const repo = createConveniosRepository({ db });
  const licencias = createLicenciasRepository({ db });

  /** The agreement {id} with the ownership check of its establishment. */
  const cargar = async (req: FastifyRequest, id: number, modo: 'leer' | 'escribir') => {
    const v = await repo.porId(id);
    if (!v) throw actual(req).usuario.rol === 'contribuyente' ? forbidden() : notFound();
    const { est } = await cargarEstablecimiento(db, req, v.c.locacionId, modo);
    return { v, est };
  };

  /** The issued licence an agreement is linked to (the newest one whose procedure ended approved). */
  const licenciaEmitida = async (est: Establecimiento) => {
    const lic = (await licencias.deEstablecimiento(est.id)).find((l) => l.solicitud.estado === 'terminada');
    if (!lic) throw badRequest(MSG_CONVENIO_EXTRA.sinLicencia, 'SIN_LICENCIA');
    return lic;
  };

  /** The kind must exist and be offered. */
  const tipoActivo = async (convenioId: number) => {
    const t = await repo.tipo(convenioId);
    if (!t || !t.activo) throw new HttpError(422, MSG_CONVENIO.camposObligatorios, 'VALIDATION', { convenio_id: [MSG_CONVENIO_EXTRA.convenioInactivo] });
  };

  /** spec 2 §5.9 style: the agreement's document is a PDF (by its bytes) under 14 MB. */
  const documento = async (contribuyenteId: number, archivo: { buf: Buffer; nombre: string } | null): Promise<DocumentoConvenio | null> => {
    if (!archivo) return null;
    const { mime } = await validarArchivo(archivo.buf, ['application/pdf']).catch((e: unknown) => {
      if (e instanceof HttpError && e.code === 'TIPO') throw badRequest(MSG_CONVENIO_EXTRA.soloPdf, 'TIPO');
      throw e;
    });
    return { contribuyenteId, nombre: nombreSeguro(archivo.nombre), mime, buf: archivo.buf };
  };

  /** Registers, then starts each timer; a timer that cannot start undoes its agreement. */
  const registrar = async (est: Establecimiento, licenciaId: number, forms: ConvenioForm[], doc: DocumentoConvenio | null) => {
    const nuevos = forms.map((f) => ({ licenciaId, locacionId: est.id, convenioId: f.convenio_id, vigenciaInicio: f.vigencia_inicio, vigenciaFin: f.vigencia_fin }));
    const ids = await repo.crear(nuevos, doc);
    try {
      for (const [i, id] of ids.entries()) await iniciarVigencia(app.deps, { convenioId: id, vigenciaInicio: nuevos[i].vigenciaInicio, vigenciaFin: nuevos[i].vigenciaFin });
    } catch (e) {
      for (const id of ids) {
        const v = await repo.porId(id);
        if (v) await repo.eliminar(v.c);
        await detenerVigencia(app.deps, id).catch(() => {});
      }
      throw e;
    }
    return ids;
  };

  // spec 2 §7 GET convenio/list: the kinds of agreement the picker offers.
  app.get('/convenio/list', { schema: { tags, response: { 200: sobre(z.array(catConvenioSchema)) } } }, async () =>
    ok((await repo.catalogo()).map((c) => ({ id: c.id, descripcion: c.descripcion, activo: c.activo }))),
  );

  // spec 2 §7 POST licencia/{id}/saveConvenios: payload not shown. Read as several agreements of
  // the licence {id} at once, { convenios: [{ convenio_id, vigencia_inicio, vigencia_fin }] }
  // without documents (each can get its PDF later with POST licenciaconvenio/{id}).
  app.post('/licencia/:id/saveConvenios', { schema: { params: idParam, body: saveConveniosSchema, tags, response: lista } }, async (req) => {
    const { lic, est } = await cargarLicencia(db, req, req.params.id, 'escribir');
    if (lic.solicitud.estado !== 'terminada') throw badRequest(MSG_CONVENIO_EXTRA.sinLicencia, 'SIN_LICENCIA');
    if (!req.body.convenios.length) throw new HttpError(422, MSG_CONVENIO.camposObligatorios, 'VALIDATION', { convenios: [MSG_CONVENIO_EXTRA.sinConvenios] });
    const errores: Record<string, string[]> = {};
    const forms: ConvenioForm[] = [];
    req.body.convenios.forEach((c, i) => {
      const r = convenioFormSchema.safeParse(c);
      if (r.success) forms.push(r.data);
      else for (const [k, v] of Object.entries(erroresPorCampo(r.error.issues))) errores[`convenios.${i}.${k}`] = v;
    });
    if (Object.keys(errores).length) throw new HttpError(422, MSG_CONVENIO.camposObligatorios, 'VALIDATION', errores);
    for (const f of forms) await tipoActivo(f.convenio_id);
    const ids = await registrar(est, lic.id, forms, null);
    const vistas = await Promise.all(ids.map((id) => repo.porId(id)));
    return ok(vistas.filter((v) => v !== null).map(convenioDto), MSG_CONVENIO.registrado);
  });

  // spec 2 §7 CRUD on licenciaconvenio: GET ?locacion_id — an establishment's agreements.
  app.get('/licenciaconvenio', { schema: { querystring: locacionQuery, tags, response: lista } }, async (req) => {
    const { est } = await cargarEstablecimiento(db, req, req.query.locacion_id);
    return ok((await repo.deEstablecimiento(est.id)).map(convenioDto));
  });

  app.get('/licenciaconvenio/:id', { schema: { params: idParam, tags, response: uno } }, async (req) => {
    const { v } = await cargar(req, req.params.id, 'leer');
    return ok(convenioDto(v));
  });

  // POST licenciaconvenio: multipart locacion_id, convenio_id, vigencia_inicio, vigencia_fin and the
  // PDF `documento` (optional: spec 2 §5 requires the agreement and its dates).
  app.post('/licenciaconvenio', { schema: { tags, consumes: ['multipart/form-data', 'application/json'], response: uno } }, async (req) => {
    const establecimiento = async (campos: Record<string, unknown>) => {
      const locacionId = Number(campos.locacion_id);
      if (!Number.isInteger(locacionId) || locacionId <= 0 || locacionId > 2_147_483_647) throw new HttpError(422, MSG_CONVENIO.camposObligatorios, 'VALIDATION', { locacion_id: [MSG_CONVENIO.requerido] });
      return (await cargarEstablecimiento(db, req, locacionId, 'escribir')).est;
    };
    // The establishment is the caller's before its PDF is read (it is named in the fields).
    const { campos, archivo } = await leerFormulario(req, async (c) => {
      exigirCampo(c, 'locacion_id');
      await establecimiento(c);
    });
    const est = await establecimiento(campos);
    const form = leerConvenio(campos);
    const lic = await licenciaEmitida(est);
    await tipoActivo(form.convenio_id);
    const doc = await documento(est.contribuyenteId, archivo);
    const [id] = await registrar(est, lic.id, [form], doc);
    return ok(convenioDto((await repo.porId(id))!), MSG_CONVENIO.registrado);
  });

  // POST licenciaconvenio/{id}: the same fields (a field left out keeps its value; a new PDF
  // replaces the old one), while the agreement is registered. New dates reach its timer.
  app.post('/licenciaconvenio/:id', { schema: { params: idParam, tags, consumes: ['multipart/form-data', 'application/json'], response: uno } }, async (req) => {
    const { v, est } = await cargar(req, req.params.id, 'escribir');
    if (!convenioEditable(v.c.estatus)) throw badRequest(MSG_CONVENIO_EXTRA.noEditable, 'NO_EDITABLE');
    const { campos, archivo } = await leerFormulario(req);
    const form = leerConvenio({ convenio_id: v.c.convenioId, vigencia_inicio: v.c.vigenciaInicio, vigencia_fin: v.c.vigenciaFin, ...campos });
    if (form.convenio_id !== v.c.convenioId) await tipoActivo(form.convenio_id);
    const doc = await documento(est.contribuyenteId, archivo);
    const vigencia = { vigenciaInicio: form.vigencia_inicio, vigenciaFin: form.vigencia_fin };
    await repo.actualizar(v.c, { convenioId: form.convenio_id, ...vigencia }, doc);
    await cambiarVigencia(app.deps, v.c.id, vigencia);
    return ok(convenioDto((await repo.porId(v.c.id))!), MSG_CONVENIO_EXTRA.actualizado);
  });

  // DELETE licenciaconvenio/{id}: spec 2 §4, only at status 1; its timer stops.
  app.delete('/licenciaconvenio/:id', { schema: { params: idParam, tags, response: { 200: sobre(z.null()) } } }, async (req) => {
    const { v } = await cargar(req, req.params.id, 'escribir');
    if (!convenioEliminable(v.c.estatus) || !(await repo.eliminar(v.c))) throw badRequest(MSG_CONVENIO_EXTRA.noEliminable, 'NO_ELIMINABLE');
    await detenerVigencia(app.deps, v.c.id);
    return ok(null, MSG_CONVENIO.eliminado);
  });

  // spec 2 §7 GET establecimientos/getConveniosByEstablecimiento/{id}: the card dialog's list.
  app.get('/establecimientos/getConveniosByEstablecimiento/:id', { schema: { params: idParam, tags, response: lista } }, async (req) => {
    const { est } = await cargarEstablecimiento(db, req, req.params.id);
    return ok((await repo.deEstablecimiento(est.id)).map(convenioDto));
  });

  await app.register(multaRoutes);
};
