// The land-use certificate's spec URLs (spec 1 §7.4–7.5; spec 3 §7.3). Sending, the answer to a
// return and payment proofs are the kit's moves (api/tramites/acciones.ts); statements, the
// gateway and receipts are the kit's routes (api/pagos). Each route first loads the certificate or
// the establishment with its ownership check: a taxpayer reaches only their own; staff read only
// while a task of their area is (or was) about it, and never write.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { generarUsoSueloPdf } from '../../activities/pdf';
import { MSG } from '../../domain/common/messages';
import { nombreDe } from '../../domain/common/personas';
import { CONDICIONANTES, GIROS_DESARROLLO, RESOLUCION_FORMATO, SECTORES, TIPO_FORMATO, ZONAS_USO, type TipoFormato } from '../../domain/usosuelo/catalogos';
import { MSG_US, MSG_US_EXTRA } from '../../domain/usosuelo/mensajes';
import { CONSTANCIAS_POR_PAGINA } from '../../domain/usosuelo/reglas';
import { constanciaUsoSueloSchema } from '../../domain/usosuelo/schema';
import { actual } from '../auth/guards';
import { createContribuyentesRepository } from '../contribuyentes/contribuyentes.repository';
import { cargarEstablecimiento } from '../establecimientos/acceso';
import { createEstablecimientosRepository } from '../establecimientos/establecimientos.repository';
import { badRequest, forbidden, notFound } from '../lib/errors';
import { idParam, idSchema } from '../lib/params';
import { enviarPdf } from '../lib/pdf';
import { ok, paginado, respuestaPdf, sobre } from '../lib/respuesta';
import { createPagosRepository } from '../pagos/pagos.repository';
import { estadoCuentaPdf } from '../pagos/pagos.routes';
import { createTareasRepository } from '../tareas/tareas.repository';
import { accionesDe, enviarTramite, exigirComprobanteEsperado, recibirComprobante } from '../tramites/acciones';
import { puedeVerSolicitud, type Modo } from '../tramites/acceso';
import { createSolicitudesRepository } from '../tramites/solicitudes.repository';
import { constanciaDetalle, constanciaDto, estadosCuentaDe } from './usosuelo.dto';
import { createUsoSueloRepository } from './usosuelo.repository';
import {
  catalogosUsoSueloSchema,
  constanciaDetalleSchema,
  constanciaSchema,
  edoCuentaConstanciaSchema,
  listaConstanciasSchema,
} from './usosuelo.schemas';
import { antesDelCuerpo } from '../lib/subida';

const TAGS = ['uso de suelo'];
const respuestaDetalle = { 200: sobre(constanciaDetalleSchema) };

/**
 * The licence prints its own land-use certificate at the same URL with the licence's id and no
 * typeId (api/licencias/impresos.routes.ts). A certificate of this procedure is printed with the
 * spec's typeId (spec 1 §7.4), so requests that carry it in the query come here.
 */
const CON_TIPO = 'imprimirConstanciaConTipo';
type Manejador = NonNullable<ReturnType<ReturnType<Parameters<FastifyInstance['addConstraintStrategy']>[0]['storage']>['get']>>;
const conTipo = /[?&]typeId=/;

export const usoSueloRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const repo = createUsoSueloRepository({ db });
  const solicitudes = createSolicitudesRepository({ db });
  const establecimientos = createEstablecimientosRepository({ db });
  const pagos = createPagosRepository({ db });

  /** A certificate, its request and its establishment, checked against the caller like any request of the kit. */
  const cargar = async (req: FastifyRequest, id: number, modo: Modo = 'leer') => {
    const v = await repo.porId(id);
    if (!v) {
      if (actual(req).usuario.rol === 'contribuyente') throw forbidden();
      throw notFound();
    }
    if (!(await puedeVerSolicitud(solicitudes, req, v.s, modo))) throw forbidden();
    const est = await establecimientos.porId(v.c.locacionId);
    if (!est) throw forbidden();
    return { v, est };
  };
  const detalle = async (id: number) => {
    const v = (await repo.porId(id))!;
    return (await constanciaDetalle(db, v, (await establecimientos.porId(v.c.locacionId))!)).detalle;
  };

  // spec 3 §3.3, §7.3: the form's lookups.
  app.get('/constancia_uso_suelo/catalogos', { schema: { tags: TAGS, response: { 200: sobre(catalogosUsoSueloSchema) } } }, async () =>
    ok({
      sectores: [...SECTORES],
      giros_desarrollo: [...GIROS_DESARROLLO],
      zonas_uso: ZONAS_USO.map((z) => ({ id: z.id, label: z.label, clave: z.clave, tipo_formato_id: z.formato })),
    }),
  );

  // spec 1 §7.4, §9: an establishment's certificates, five per page, and whether a new one may be asked for (§4.4).
  app.get(
    '/constancia_uso_suelo/establecimiento/:id',
    {
      schema: {
        params: idParam,
        querystring: z.object({ page: z.coerce.number().int().min(1).max(1_000_000).default(1) }),
        tags: TAGS,
        response: { 200: sobre(listaConstanciasSchema) },
      },
    },
    async (req) => {
      const { est } = await cargarEstablecimiento(db, req, req.params.id);
      const { filas, total, nueva } = await repo.deEstablecimiento(est.id, req.query.page, CONSTANCIAS_POR_PAGINA);
      const estados = await pagos.deSolicitudes(filas.map((f) => f.s.id));
      const ultimo = (id: number) => estados.filter((e) => e.solicitudId === id).at(-1)?.estatus ?? null;
      return ok({
        ...paginado(filas.map((f) => constanciaDto(f, ultimo(f.s.id))), req.query.page, CONSTANCIAS_POR_PAGINA, total),
        establecimiento: { id: est.id, external_id: est.externalId, nombre_comercial: est.nombreComercial },
        nueva,
      });
    },
  );

  // spec 1 §7.4: 'Constancia de uso de suelo solicitada exitosamente'. The path's establishment is
  // the certificate's (spec 3 §3.3 sends locacion_id too; it is not read). Sent to Desarrollo Urbano
  // at once; if Temporal does not answer, the certificate waits unsent on its page (nothing is lost).
  app.post(
    '/nueva-constancia-uso-suelo/create/:locacion',
    { schema: { params: z.object({ locacion: idSchema }), body: constanciaUsoSueloSchema, tags: TAGS, response: { 200: sobre(constanciaSchema) } } },
    async (req) => {
      const { est } = await cargarEstablecimiento(db, req, req.params.locacion, 'escribir');
      const r = await repo.crear(est, req.body);
      if (!r.ok) throw badRequest(r.motivo, 'USO_SUELO_NUEVA');
      await enviarTramite(app.deps, r.vista.s);
      return ok(constanciaDto((await repo.porId(r.vista.s.id))!), MSG_US.solicitada);
    },
  );

  app.get('/constancia_uso_suelo/:id', { schema: { params: idParam, tags: TAGS, response: respuestaDetalle } }, async (req) => {
    const { v, est } = await cargar(req, req.params.id);
    return ok((await constanciaDetalle(db, v, est)).detalle);
  });

  // spec 1 §4.4: a returned (or unsent) certificate is edited before 'Enviar a uso de suelo'.
  app.put('/constancia_uso_suelo/:id', { schema: { params: idParam, body: constanciaUsoSueloSchema, tags: TAGS, response: respuestaDetalle } }, async (req) => {
    const { v } = await cargar(req, req.params.id, 'escribir');
    if (!accionesDe(v.s).guardar) throw badRequest(MSG_US_EXTRA.bloqueada, 'BLOQUEADO');
    await repo.actualizar(v.s.id, req.body);
    return ok(await detalle(v.s.id), MSG_US.solicitudActualizada);
  });

  // spec 1 §4.4 'Enviar a uso de suelo' (estatus_general 1): a certificate returned at verification
  // goes back to it; one whose first send did not go through is sent.
  app.post(
    '/constancia_uso_suelo/:id/changestatus',
    { schema: { params: idParam, body: z.object({ estatus_general: z.literal(1, { error: MSG.requerido }) }), tags: TAGS, response: respuestaDetalle } },
    async (req) => {
      const { v } = await cargar(req, req.params.id, 'escribir');
      await enviarTramite(app.deps, v.s);
      return ok(await detalle(v.s.id), MSG_US.suSolicitudEnviada);
    },
  );

  // spec 1 §7.5: the certificate's statements (pago_linea_*: each paid one carries its folio_pago).
  app.get('/constancia_uso_suelo/:id/getEdoCuentaConstanciaSuelo', { schema: { params: idParam, tags: TAGS, response: { 200: sobre(edoCuentaConstanciaSchema) } } }, async (req) => {
    const { v, est } = await cargar(req, req.params.id);
    return ok({ external_id: est.externalId, folio: v.s.folio, estados_cuenta: (await estadosCuentaDe(db, v.s.id)).estados });
  });

  // spec 3 §7.3: the certificate's statement as a PDF (the newest, the one to pay).
  app.get('/constancia_uso_suelo/:id/viewestadocuenta', { schema: { params: idParam, tags: ['impresos'], response: respuestaPdf('El estado de cuenta de la constancia') } }, async (req, reply) => {
    const { v } = await cargar(req, req.params.id);
    const e = (await pagos.deSolicitudes([v.s.id])).at(-1);
    if (!e) throw badRequest(MSG_US.sinEdoCuenta, 'SIN_EDO_CUENTA');
    return enviarPdf(reply, await estadoCuentaPdf(app.deps, e, v.s), `estado-cuenta-${e.folio}`);
  });

  // spec 1 §4.5, §5.9: the proof of the land-use payment (PDF); Desarrollo Urbano validates it.
  app.post(
    '/constancia_uso_suelo/:id/uploadComprobantePago',
    {
      // The request is the caller's and waits on a payment before its proof is read.
      ...antesDelCuerpo(async (req, id) => exigirComprobanteEsperado((await cargar(req, id, 'escribir')).v.s)),
      schema: {
        params: idParam,
        body: z.object({ recibo_pago: z.string().min(1, { error: MSG.requerido }), id_servicio: z.coerce.number().int() }),
        tags: TAGS,
        response: respuestaDetalle,
      },
      bodyLimit: 20 * 1024 * 1024,
    },
    async (req) => {
      const { v } = await cargar(req, req.params.id, 'escribir');
      const buf = Buffer.from(req.body.recibo_pago.replace(/^data:[^;]+;base64,/, ''), 'base64');
      await recibirComprobante(app.deps, v.s, req.body.id_servicio, buf);
      return ok(await detalle(v.s.id), MSG_US.reciboCargado);
    },
  );

  // spec 1 §7.4 imprimirconstancia with typeId: the certificate in its format, once approved.
  app.addConstraintStrategy({
    name: CON_TIPO,
    storage() {
      const porValor = new Map<unknown, Manejador>();
      return { get: (v: unknown) => porValor.get(v) ?? null, set: (v: unknown, h: Manejador) => void porValor.set(v, h) };
    },
    deriveConstraint: (req: { url?: string }) => (conTipo.test(req.url ?? '') ? 'si' : undefined),
    mustMatchWhenDerived: false,
  });
  app.post(
    '/constancia_uso_suelo/:id/imprimirconstancia',
    {
      constraints: { [CON_TIPO]: 'si' },
      schema: {
        params: idParam,
        querystring: z.object({ typeId: z.coerce.number({ error: MSG.requerido }).int(MSG.requerido).positive(MSG.requerido) }),
        tags: ['impresos'],
        description: 'Con typeId (el formato de la constancia, formato_uso_suelo.tipo_formato_id): una constancia de uso de suelo por su id. Sin typeId: la constancia del trámite de licencia, por el id de la licencia.',
        response: respuestaPdf('La constancia de uso de suelo'),
      },
    },
    async (req, reply) => {
      const { v, est } = await cargar(req, req.params.id);
      if (v.s.estado !== 'terminada') throw badRequest(MSG_US_EXTRA.noAprobada, 'SIN_USO_SUELO');
      if (req.query.typeId !== v.c.tipoFormatoId) throw badRequest(MSG_US_EXTRA.formatoDistinto, 'FORMATO');
      const c = await createContribuyentesRepository({ db }).porId(est.contribuyenteId);
      if (!c) throw forbidden();
      const tareas = createTareasRepository({ db });
      const [firmante, aprobadaAt] = await Promise.all([tareas.firmante(v.s.id, 'validacion'), tareas.aprobadaAt(v.s.id, 'validacion')]);
      const formato = v.c.tipoFormatoId as TipoFormato;
      const dto = constanciaDto(v);
      const pdf = await generarUsoSueloPdf({
        folio: v.s.folio,
        giro: [dto.giro_desarrollo, dto.giro_opb].filter(Boolean).join(' — '),
        domicilio: `${dto.domicilio}. ${dto.sector}; zona de uso ${dto.zona_uso}`,
        superficieM2: est.superficieM2,
        fecha: aprobadaAt ?? v.s.terminadaAt ?? v.s.updatedAt,
        resolucion: RESOLUCION_FORMATO[formato],
        nombreComercial: est.nombreComercial,
        claveCatastral: est.claveCatastral,
        titular: { nombre: nombreDe(c), rfc: c.rfc },
        condicionantes: formato === TIPO_FORMATO.CONDICIONADO ? CONDICIONANTES : [],
        firmante: firmante ? { nombre: firmante, cargo: 'Desarrollo Urbano y Medio Ambiente' } : undefined,
      });
      return enviarPdf(reply, pdf, `constancia-uso-suelo-${v.s.folio}`);
    },
  );
};
