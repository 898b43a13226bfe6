// Two actions of an establishment's card (spec 1 §2.6 shell dialogs, §7.4): uploading a copy of its
// cadastral certificate (cédula catastral) and updating its surface. Owner only (acceso.ts): another
// taxpayer's establishment is 403 and nothing changes. The Zofemat actions are in zofemat.routes.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { establecimientos, type Establecimiento } from '../../db/schema';
import { MSG } from '../../domain/common/messages';
import { superficieEditable, superficieSchema } from '../../domain/licencia/acciones-establecimiento';
import { MSG_LIC, MSG_LIC_EXTRA } from '../../domain/licencia/mensajes';
import { reglaSare } from '../../domain/licencia/reglas';
import { actual } from '../auth/guards';
import { validarArchivo } from '../documentos/archivos';
import { desdeBase64 } from '../lib/base64';
import { badRequest, HttpError } from '../lib/errors';
import { idParam, idSchema } from '../lib/params';
import { ok, sobre } from '../lib/respuesta';
import { createLicenciasRepository, type LicenciaVista } from '../licencias/licencias.repository';
import { cargarEstablecimiento, licenciaVigente } from './acceso';
import { archivoDto } from './establecimientos.dto';
import { createEstablecimientosRepository } from './establecimientos.repository';
import { archivoSchema, establecimientoDetalleSchema } from './establecimientos.schemas';
import { emitirDocumentos } from './eventos';
import { antesDelCuerpo } from '../lib/subida';

const tags = ['establecimientos'];
export const CODIGO_CEDULA = 'cedula_catastral';

/** spec 1 §7.4 updateSuperficie: the establishment by `locacion_id` (or `id`, as the original sends it). */
export const cuerpoSuperficie = superficieSchema
  .extend({ locacion_id: idSchema.optional(), id: idSchema.optional() })
  .refine((b) => b.locacion_id !== undefined || b.id !== undefined, { message: MSG.requerido, path: ['locacion_id'] });

/** spec 1 §5.9: the cadastral certificate is a PDF, read from its bytes; its own message otherwise. */
async function validarCedula(buf: Buffer) {
  try {
    return await validarArchivo(buf, ['application/pdf']);
  } catch (e) {
    if (e instanceof HttpError && e.code === 'TIPO') throw badRequest(MSG_LIC.cedulaPdf, 'TIPO');
    throw e;
  }
}

export const accionesEstablecimientoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const repo = createEstablecimientosRepository({ db });
  const licencias = createLicenciasRepository({ db });

  /** The new surface and, in draft, the SARE decision it implies, with the licence draft (folio) following. */
  const guardarSuperficie = (est: Establecimiento, lic: LicenciaVista | null, superficieM2: number, tipoProcesoId: number) =>
    db.transaction(async (tx) => {
      const [nuevo] = await tx.update(establecimientos).set({ superficieM2, tipoProcesoId, updatedAt: new Date() }).where(eq(establecimientos.id, est.id)).returning();
      if (lic) await licencias.actualizarBorrador(tx, lic, nuevo);
      return nuevo;
    });

  // spec 1 §2.6 'upload cadastral certificate copy', §5.9 PDF only, §9 under 14 MB. One copy per
  // establishment: a new one replaces the previous. It is a copy of the cadastre's own document,
  // not a field of the request, so it may be uploaded at any status of the licence.
  app.post(
    '/establecimientos/uploadCedulaCatastral/:id',
    {
      // The establishment is the caller's before the copy is read.
      ...antesDelCuerpo((req, id) => cargarEstablecimiento(db, req, id, 'escribir')),
      schema: {
        tags,
        params: idParam,
        body: z.object({ cedula_catastral: z.string({ error: MSG.requerido }).min(1, { error: MSG.requerido }) }),
        response: { 200: sobre(archivoSchema) },
      },
      // 14 MB of file is about 18.7 MB of base64.
      bodyLimit: 20 * 1024 * 1024,
    },
    async (req) => {
      const { est } = await cargarEstablecimiento(db, req, req.params.id, 'escribir');
      const buf = desdeBase64(req.body.cedula_catastral);
      const { mime } = await validarCedula(buf);
      let guardado;
      try {
        [guardado] = await repo.guardarArchivos(est, [{ codigo: CODIGO_CEDULA, nombre: `${CODIGO_CEDULA}.pdf`, mime, buf }]);
      } catch (err) {
        // spec 1 §8 'Error al cargar la cédula catastral': the file was not stored; nothing else leaks.
        req.log.error({ err, establecimiento: est.id }, 'no se pudo guardar la cédula catastral');
        throw new HttpError(500, MSG_LIC.errorCedula, 'ALMACENAMIENTO');
      }
      await emitirDocumentos({ est, licencia: await licenciaVigente(db, est.id), codigos: [CODIGO_CEDULA], req });
      return ok(archivoDto(guardado), MSG_LIC_EXTRA.cedulaCargada);
    },
  );

  // spec 1 §7.4 updateSuperficie. The surface measures the fees and the SARE limit (§1), so it
  // changes only while no area reviews the request (domain superficieEditable). In draft the SARE
  // rule follows it, as when the form is saved; once sent, the process stays what it was sent as.
  app.post(
    '/establecimientos/updateSuperficie',
    { schema: { tags, body: cuerpoSuperficie, response: { 200: sobre(establecimientoDetalleSchema) } } },
    async (req) => {
      const id = (req.body.locacion_id ?? req.body.id)!;
      const { est } = await cargarEstablecimiento(db, req, id, 'escribir');
      const lic = await licenciaVigente(db, est.id);
      if (!superficieEditable(lic?.solicitud.estatus)) throw badRequest(MSG_LIC_EXTRA.superficieBloqueada, 'BLOQUEADO');
      const nueva = req.body.superficie_m2;
      const enBorrador = !lic || lic.solicitud.estado === 'borrador';
      const sare = reglaSare({ tipo_proceso_id: est.tipoProcesoId, superficie_m2: nueva, giro_actividad_id: est.giroActividadId, actividades_secundarias: est.actividadesSecundarias });
      const tipoProcesoId = enBorrador ? sare.tipo_proceso_id : est.tipoProcesoId;
      const nuevo = await guardarSuperficie(est, lic, nueva, tipoProcesoId);
      // The establishment keeps no history table: the operators' log keeps the value it replaced.
      req.log.info({ establecimiento: est.id, superficieAnterior: est.superficieM2, superficieNueva: nueva, usuario: actual(req).usuario.id }, 'superficie actualizada');
      const movido = tipoProcesoId !== est.tipoProcesoId;
      return ok(await repo.detalle(nuevo, actual(req).usuario.id), movido && sare.mensaje ? sare.mensaje : MSG_LIC_EXTRA.superficieActualizada);
    },
  );
};
