// spec 2 §2 movement variant and §7 movements: a movement IS a change-of-address request of the
// same procedure, filed against a licence (licencia_id set, tipo_movimiento_id 2), with the owner's
// identification and, when toggled, the tenant's and the witnesses'. Also the land-use receipt of
// a change of address (uploadReciboPagoCambioDomicilioDU): the proof of the 1755 payment, which
// Desarrollo Urbano validates (recibirComprobante of api/tramites/acciones.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CAMBIO, TIPO_MOVIMIENTO } from '../../../domain/cambios/comun';
import { MSG_CDO, MSG_CDO_EXTRA } from '../../../domain/cambios/domicilio/mensajes';
import { ranurasMovimiento } from '../../../domain/cambios/domicilio/reglas';
import { movimientoDomicilioSchema } from '../../../domain/cambios/domicilio/schema';
import { MSG } from '../../../domain/common/messages';
import { SERVICIO } from '../../../domain/tramite/servicios';
import { cargarLicencia } from '../../establecimientos/acceso';
import { badRequest, invalid } from '../../lib/errors';
import { idParam, idSchema } from '../../lib/params';
import { ok, sobre } from '../../lib/respuesta';
import { exigirComprobanteEsperado, recibirComprobante } from '../../tramites/acciones';
import { leerArchivo } from '../../lib/subida';
import { cargarCambio } from '../acceso';
import { crearCambio } from '../acciones';
import { createCambiosRepository } from '../cambios.repository';
import { exigirLicenciaEmitida, leerYValidar, propuestaMovimiento } from './domicilio.comun';
import { cambioDomicilioDto } from './domicilio.dto';
import { cambioDomicilioDtoSchema, creadoSchema, movimientoSchema } from './domicilio.schemas';

const TAGS = ['cambio de domicilio'];
/** spec 2 §3 document code of the land-use receipt */
export const CODIGO_RECIBO_DU = 'recibo_pago_uso_suelo';

/** A multipart body of one `file` and its `code` (spec 2 §7 receipt uploads). */
async function archivoYCodigo(req: FastifyRequest): Promise<{ buf: Buffer; code: string | null }> {
  if (!req.isMultipart()) throw badRequest(MSG_CDO_EXTRA.archivoRequerido, 'SIN_ARCHIVO');
  return leerArchivo(req);
}

export const movimientosDomicilioRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const repo = createCambiosRepository({ db });

  // spec 2 §7 GET licencia_movimiento/{id}/getmovementsbytype?tipo_movimiento_id=2: the licence's movements.
  app.get(
    '/licencia_movimiento/:id/getmovementsbytype',
    {
      schema: {
        params: idParam,
        querystring: z.object({ tipo_movimiento_id: z.coerce.number({ error: MSG.requerido }).int().default(TIPO_MOVIMIENTO.DOMICILIO) }),
        tags: TAGS,
        response: { 200: sobre(z.array(movimientoSchema)) },
      },
    },
    async (req) => {
      const { lic, est } = await cargarLicencia(db, req, req.params.id);
      if (req.query.tipo_movimiento_id !== TIPO_MOVIMIENTO.DOMICILIO) return ok([]);
      const filas = (await repo.deEstablecimiento(est.id, CAMBIO.DOMICILIO)).filter((v) => v.c.tipoMovimientoId === TIPO_MOVIMIENTO.DOMICILIO && v.c.licenciaId === lic.id);
      return ok(
        await Promise.all(
          filas.map(async (v) => {
            const d = await cambioDomicilioDto(db, v);
            return { ...d, estatus: { id: d.estatus_id, descripcion: d.estatus_texto }, establecimiento: { id: est.id, nombre_comercial: est.nombreComercial } };
          }),
        ),
      );
    },
  );

  // spec 2 §7 POST licencia_movimiento/{id}/createnewmovement (form data): 'Movimiento solicitado exitosamente'.
  app.post(
    '/licencia_movimiento/:id/createnewmovement',
    { schema: { params: idParam, tags: TAGS, consumes: ['multipart/form-data'], response: { 200: sobre(creadoSchema) } } },
    async (req) => {
      const { lic, est } = await cargarLicencia(db, req, req.params.id, 'escribir');
      await exigirLicenciaEmitida(app.deps, est);
      const { form, archivos } = await leerYValidar(req, movimientoDomicilioSchema);
      // spec 2 §2: the owner's identification; the tenant's and witnesses' when toggled.
      const faltan = ranurasMovimiento(form).filter((r) => !archivos.has(r.codigo));
      if (faltan.length) throw invalid(Object.fromEntries(faltan.map((r) => [r.codigo, [MSG.requerido]])));
      const propuesta = await propuestaMovimiento(app.deps, est, form);
      const v = await crearCambio(app.deps, req, {
        locacionId: est.id,
        tipo: CAMBIO.DOMICILIO,
        propuesta,
        datos: { tipoProceso: est.tipoProcesoId, hasAlcohol: propuesta.has_alcohol === true, tieneUsoSuelo: true },
        tipoMovimientoId: TIPO_MOVIMIENTO.DOMICILIO,
        licenciaId: lic.id,
        archivos,
      });
      return ok({ id: v.s.id, folio: v.s.folio }, MSG_CDO.movimientoSolicitado);
    },
  );

  /** The land-use receipt of a change of address: multipart file and code recibo_pago_uso_suelo. */
  async function reciboDU(req: FastifyRequest, f: Awaited<ReturnType<typeof cargarCambio>>) {
    // Only while the land-use fee is the payment it waits on: refused before the file is read.
    exigirComprobanteEsperado(f.v.s, SERVICIO.USO_SUELO);
    const { buf, code } = await archivoYCodigo(req);
    if (code !== CODIGO_RECIBO_DU) throw invalid({ code: [MSG_CDO_EXTRA.codigoRecibo] });
    if (!buf.length) throw invalid({ file: [MSG.requerido] });
    await recibirComprobante(app.deps, f.v.s, SERVICIO.USO_SUELO, buf);
    return ok(await cambioDomicilioDto(db, (await repo.porId(f.v.s.id))!), MSG_CDO.actualizada);
  }

  // spec 2 §7 licencia/{id}/uploadReciboPagoCambioDomicilioDU/{x}: {id} the establishment's licence, {x} its change of address.
  app.post(
    '/licencia/:id/uploadReciboPagoCambioDomicilioDU/:x',
    { schema: { params: z.object({ id: idSchema, x: idSchema }), tags: TAGS, consumes: ['multipart/form-data'], response: { 200: sobre(cambioDomicilioDtoSchema) } } },
    async (req) => {
      const { lic } = await cargarLicencia(db, req, req.params.id, 'escribir');
      return reciboDU(req, await cargarCambio(app.deps, req, { solicitudId: req.params.x, tipo: CAMBIO.DOMICILIO, locacionId: lic.locacionId, modo: 'escribir' }));
    },
  );
  // The same with the request's id alone (the address-change screen sends it so).
  app.post(
    '/licencia/:id/uploadReciboPagoCambioDomicilioDU',
    { schema: { params: idParam, tags: TAGS, consumes: ['multipart/form-data'], response: { 200: sobre(cambioDomicilioDtoSchema) } } },
    async (req) => reciboDU(req, await cargarCambio(app.deps, req, { solicitudId: req.params.id, tipo: CAMBIO.DOMICILIO, modo: 'escribir' })),
  );
};
