// What a reviewer sees of a licence request in the inbox: the establishment as the
// taxpayer captured it, its documents and photos, the statements and the licence's state.
import type { Db } from '../../db/client';
import { etiqueta, giroPorId, girosPorIds, subtipoLocalPorId, CATEGORIAS, TIPOS_LOCAL, TIPOS_PROPIEDAD } from '../../domain/catalogos/establecimientos';
import { establecimientoAFormulario } from '../establecimientos/columnas';
import { mercadoPorId } from '../../domain/licencia/mercados';
import { createEstablecimientosRepository } from '../establecimientos/establecimientos.repository';
import { createPagosRepository } from '../pagos/pagos.repository';
import { licenciaDto } from './licencia.dto';
import type { LicenciaVista } from './licencias.repository';
import type { DetalleLicenciaDto } from './licencias.schemas';
import type { DocumentoTareaDto } from '../tramites/detalle.schemas';
import { archivoDto, type ArchivoFila } from '../establecimientos/establecimientos.dto';

/** A stored file of the establishment as a reviewer's detail lists it (named by its document code). */
export function documentoTareaDto(d: ArchivoFila): DocumentoTareaDto {
  const { tamano: _tamano, ...documento } = archivoDto(d);
  return documento;
}

export async function detalleLicencia(db: Db, lic: LicenciaVista): Promise<DetalleLicenciaDto | null> {
  const establecimientos = createEstablecimientosRepository({ db });
  const pagos = createPagosRepository({ db });
  const est = await establecimientos.porId(lic.locacionId);
  if (!est) return null;
  const [docs, estados] = await Promise.all([establecimientos.archivosDeSolicitud(est.id, lic.solicitudId), pagos.deSolicitudes([lic.solicitudId])]);
  const pagosHechos = await pagos.pagados(estados.map((e) => e.id));
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
      mercado: mercadoPorId(est.mercadoId)?.nombre ?? null,
      domicilio: est.domicilio,
    },
    licencia: licenciaDto(lic, est, estados),
    documentos: docs.map(documentoTareaDto),
    pagos: pagosHechos.map((p) => ({ order_id: p.orderId, servicio_id: p.servicioId, monto: p.monto, folio_pago: p.folioPago, autorizacion: p.autorizacion, confirmado_at: p.confirmadoAt?.toISOString() ?? null })),
  };
}
