// What a reviewer sees of a licence request in the inbox (issue 3 §3): the establishment as the
// taxpayer captured it, its documents and photos, the statements and the licence's state.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { documentos, establecimientos, estadosCuenta, pagos } from '../../db/schema';
import { etiqueta, giroPorId, girosPorIds, subtipoLocalPorId, CATEGORIAS, TIPOS_LOCAL, TIPOS_PROPIEDAD, NOMBRE_DOCUMENTO_LICENCIA } from '../../domain/licencia/catalogos';
import { establecimientoAFormulario } from '../../domain/licencia/schema';
import { licenciaDto } from './licencia.dto';
import type { LicenciaVista } from './licencias.repository';

export async function detalleLicencia(db: Db, lic: LicenciaVista) {
  const [est] = await db.select().from(establecimientos).where(eq(establecimientos.id, lic.locacionId));
  const [docs, estados] = await Promise.all([
    db
      .select({ id: documentos.id, codigo: documentos.codigo, nombre: documentos.nombreArchivo, mime: documentos.mime, createdAt: documentos.createdAt })
      .from(documentos)
      .where(eq(documentos.locacionId, est.id))
      .orderBy(asc(documentos.id)),
    db.select().from(estadosCuenta).where(eq(estadosCuenta.solicitudId, lic.solicitudId)).orderBy(asc(estadosCuenta.id)),
  ]);
  const pagosHechos = estados.length
    ? await db.select().from(pagos).where(and(eq(pagos.estado, 'pagado'), inArray(pagos.estadoCuentaId, estados.map((e) => e.id))))
    : [];
  const form = establecimientoAFormulario(est);
  return {
    establecimiento: {
      id: est.id,
      external_id: est.externalId,
      ...form,
      giro: giroPorId(est.giroActividadId)?.nombre ?? null,
      actividades_secundarias_nombres: girosPorIds(est.actividadesSecundarias).map((g) => g.nombre),
      tipo_propiedad: etiqueta(TIPOS_PROPIEDAD, est.tipoPropiedadId) ?? null,
      categoria: etiqueta(CATEGORIAS, est.categoriaId) ?? null,
      tipo_local: etiqueta(TIPOS_LOCAL, est.tipoLocalId) ?? null,
      tipo_local_detalle: subtipoLocalPorId(est.tipoLocalDetalleId)?.label ?? null,
      domicilio: est.domicilio,
    },
    licencia: licenciaDto(lic, est, estados),
    documentos: docs.map((d) => ({
      id: d.id,
      tipo_archivo: d.codigo,
      etiqueta: (NOMBRE_DOCUMENTO_LICENCIA as Record<string, string>)[d.codigo] ?? d.codigo,
      nombre: d.nombre,
      mime: d.mime,
      url: `/api/documentacion/${d.id}`,
      created_at: d.createdAt.toISOString(),
    })),
    pagos: pagosHechos.map((p) => ({ order_id: p.orderId, servicio_id: p.servicioId, monto: p.monto, folio_pago: p.folioPago, autorizacion: p.autorizacion, confirmado_at: p.confirmadoAt?.toISOString() ?? null })),
  };
}
