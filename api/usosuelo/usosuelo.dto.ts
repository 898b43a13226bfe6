// A land-use certificate as its answers carry it (usosuelo.schemas.ts): the spec's fields read
// from its request's snapshot, the labels of its choices, its statements and proofs.
import type { Db } from '../../db/client';
import type { Documento, Establecimiento } from '../../db/schema';
import { domicilioTexto } from '../../domain/common/domicilio';
import { giroPorId, girosPorIds } from '../../domain/licencia/catalogos';
import { estatusVisible, turno } from '../../domain/tramite/lectura';
import { giroDesarrolloPorId, RESOLUCION_FORMATO, sectorPorId, zonaPorId, type TipoFormato } from '../../domain/usosuelo/catalogos';
import { usoSuelo } from '../../domain/usosuelo/definicion';
import { MSG_US } from '../../domain/usosuelo/mensajes';
import { accionesConstancia, camposConstancia } from '../../domain/usosuelo/reglas';
import { estadoCuentaDto } from '../pagos/estados-cuenta.dto';
import { createPagosRepository } from '../pagos/pagos.repository';
import { snapshotDe, tramiteDto } from '../tramites/lectura';
import type { ConstanciaDetalleDto, ConstanciaDto } from './usosuelo.schemas';
import { createUsoSueloRepository, type ConstanciaVista } from './usosuelo.repository';

export function constanciaDto({ c, s }: ConstanciaVista, estatusEdoCuenta: number | null = null): ConstanciaDto {
  const snap = snapshotDe(usoSuelo, s);
  const campos = camposConstancia(snap);
  return {
    id: c.solicitudId,
    folio: s.folio,
    locacion_id: c.locacionId,
    sector_id: c.sectorId,
    giro_desarrollo_id: c.giroDesarrolloId,
    zona_uso_id: c.zonaUsoId,
    sector: sectorPorId(c.sectorId)?.label ?? '',
    giro_desarrollo: giroDesarrolloPorId(c.giroDesarrolloId)?.label ?? '',
    zona_uso: zonaPorId(c.zonaUsoId)?.label ?? '',
    giro_opb: giroPorId(c.giroActividadId)?.nombre ?? null,
    domicilio: domicilioTexto(c.domicilio),
    estatus_general: campos.estatus_general,
    // The request's one word (the kit's), the same as in every list and in the inbox.
    estatus_texto: estatusVisible(usoSuelo, snap).texto,
    estatus_verificacion: campos.estatus_verificacion,
    estatus_pago: campos.estatus_pago,
    estatus_edo_cuenta: estatusEdoCuenta,
    motivo_rechazo: campos.motivo_rechazo,
    en_revision: typeof turno(usoSuelo, snap) === 'number' ? MSG_US.enRevision : null,
    formato_uso_suelo: { tipo_formato_id: c.tipoFormatoId, resolucion: RESOLUCION_FORMATO[c.tipoFormatoId as TipoFormato] ?? '' },
    fecha_tramite_inicio: s.enviadaAt?.toISOString() ?? null,
    created_at: s.createdAt.toISOString(),
    acciones: accionesConstancia(snap),
  };
}

export const documentoDto = (d: Documento) => ({
  id: d.id,
  tipo_archivo: d.codigo,
  etiqueta: 'Comprobante de pago',
  nombre: d.nombreArchivo,
  mime: d.mime,
  url: `/api/documentacion/${d.id}`,
  created_at: d.createdAt.toISOString(),
});

/** A request's statements, each with the folio of its confirmed payment (spec 1 §7.5 pago_linea_*), and those payments. */
export async function estadosCuentaDe(db: Db, solicitudId: number) {
  const pagosRepo = createPagosRepository({ db });
  const estados = await pagosRepo.deSolicitudes([solicitudId]);
  const pagados = await pagosRepo.pagados(estados.map((e) => e.id));
  return { estados: estados.map((e) => estadoCuentaDto(e)), pagados };
}

/** The certificate with its establishment, request, statements and proofs. */
export async function constanciaDetalle(db: Db, v: ConstanciaVista, est: Establecimiento) {
  const [{ estados, pagados }, comprobantes] = await Promise.all([estadosCuentaDe(db, v.s.id), createUsoSueloRepository({ db }).comprobantes(v.s.id)]);
  const detalle: ConstanciaDetalleDto = {
    ...constanciaDto(v, estados.at(-1)?.estatus ?? null),
    establecimiento: {
      id: est.id,
      external_id: est.externalId,
      nombre_comercial: est.nombreComercial,
      clave_catastral: est.claveCatastral,
      superficie_m2: est.superficieM2,
      domicilio: domicilioTexto(est.domicilio),
      giro: giroPorId(est.giroActividadId)?.nombre ?? null,
      actividades_secundarias: girosPorIds(est.actividadesSecundarias).map((g) => g.nombre),
    },
    tramite: tramiteDto(usoSuelo, v.s, snapshotDe(usoSuelo, v.s)),
    estados_cuenta: estados,
    comprobantes: comprobantes.map(documentoDto),
  };
  return { detalle, pagados };
}
