// The licence reads the office's catalogues as they were when its request was created
// (solicitudes.createdAt): the document adjustments (cat_entregables) and the activities' flags
// (cat_giros req_patente). The send check enforces what the catalogue adds — documents an
// adjustment makes required, and additional ones — on top of the form's own check, which the web
// does with the same adjustments (GET licencia/{id}/entregables), so an edit never blocks a
// request created before it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { Establecimiento } from '../../db/schema';
import type { AjusteEntregable } from '../../domain/catalogos/entregables';
import type { GiroActividad } from '../../domain/catalogos/establecimientos';
import { NOMBRE_DOCUMENTO_LICENCIA } from '../../domain/licencia/documentos';
import { MSG_LIC_EXTRA } from '../../domain/licencia/mensajes';
import { entregablesLicencia, type CatalogosSolicitud } from '../../domain/licencia/reglas';
import { ajustesEntregablesEn, girosEn } from '../../db/catalogos/vigentes.repository';
import { cargarLicencia } from '../establecimientos/acceso';
import { datosDocumentos } from '../establecimientos/establecimientos.dto';
import { createEstablecimientosRepository } from '../establecimientos/establecimientos.repository';
import { badRequest } from '../lib/errors';
import { idParam } from '../lib/params';
import { ok, sobre } from '../lib/respuesta';
import type { LicenciaVista } from './licencias.repository';

/** The procedure's clave in cat_entregables (domain/catalogos/entregables.ts). */
export const PROCEDIMIENTO_LICENCIA = 'licencia';

export async function catalogosEn(db: Db, fecha: Date): Promise<Required<CatalogosSolicitud>> {
  const [giros, ajustes] = await Promise.all([girosEn(db, fecha), ajustesEntregablesEn(db, PROCEDIMIENTO_LICENCIA, fecha)]);
  return { giros, ajustes };
}

/**
 * Before a licence request is sent: every document the catalogue in force at its creation requires
 * (by an adjustment or as an additional document) carries a file. 400 naming the missing ones.
 */
export async function comprobarEntregables(db: Db, lic: LicenciaVista, est: Establecimiento): Promise<void> {
  const c = await catalogosEn(db, lic.solicitud.createdAt);
  const porCatalogo = new Set(c.ajustes.filter((a) => a.activo && a.requerido).map((a) => a.codigo));
  if (!porCatalogo.size) return;
  const hay = new Set((await createEstablecimientosRepository({ db }).archivosDeSolicitud(est.id, lic.solicitudId)).map((a) => a.codigo));
  const faltan = entregablesLicencia(datosDocumentos(est, lic.renovacion), c).filter((d) => d.requerido && porCatalogo.has(d.codigo) && !hay.has(d.codigo));
  if (faltan.length) {
    const nombre = (d: { codigo: string; etiqueta?: string }) => d.etiqueta ?? NOMBRE_DOCUMENTO_LICENCIA[d.codigo as keyof typeof NOMBRE_DOCUMENTO_LICENCIA] ?? d.codigo;
    throw badRequest(MSG_LIC_EXTRA.faltanDocumentos(faltan.map(nombre)), 'DOCUMENTOS_FALTANTES');
  }
}

/** The additional document codes an upload may carry: those in force now or at the request's creation. */
export async function codigosAdicionales(db: Db, fechas: readonly Date[]): Promise<Set<string>> {
  const listas = await Promise.all(fechas.map((f) => ajustesEntregablesEn(db, PROCEDIMIENTO_LICENCIA, f)));
  return new Set(listas.flat().filter((a) => a.adicional && a.activo).map((a) => a.codigo));
}

const ajusteSchema = z.object({ codigo: z.string(), etiqueta: z.string(), requerido: z.boolean(), activo: z.boolean(), adicional: z.boolean() });
const giroSchema = z.object({
  id: z.number(),
  nombre: z.string(),
  req_patente: z.enum(['SI', 'NO']),
  riesgo: z.enum(['bajo', 'medio', 'alto']),
  sare: z.boolean(),
  tipo_patente: z.number().nullable(),
  activo: z.boolean(),
});
export const catalogosSolicitudSchema = z.object({ fecha: z.string(), ajustes: z.array(ajusteSchema), giros: z.array(giroSchema) });

const dto = (fecha: Date, c: { ajustes: readonly AjusteEntregable[]; giros: readonly (GiroActividad & { activo?: boolean })[] }) => ({
  fecha: fecha.toISOString(),
  ajustes: [...c.ajustes],
  giros: c.giros.map((g) => ({ id: g.id, nombre: g.nombre, req_patente: g.req_patente, riesgo: g.riesgo, sare: g.sare, tipo_patente: g.tipo_patente ?? null, activo: g.activo ?? true })),
});

/** What the licence form applies to its documents: the catalogues now (a new form) or at a request's creation. */
export const entregablesLicenciaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ['licencias'];
  const respuesta = { 200: sobre(catalogosSolicitudSchema) };
  app.get('/licencia/entregables', { schema: { tags, response: respuesta } }, async () => {
    const ahora = new Date();
    return ok(dto(ahora, await catalogosEn(db, ahora)));
  });
  app.get('/licencia/:id/entregables', { schema: { tags, params: idParam, response: respuesta } }, async (req) => {
    const { lic } = await cargarLicencia(db, req, req.params.id);
    return ok(dto(lic.solicitud.createdAt, await catalogosEn(db, lic.solicitud.createdAt)));
  });
};
