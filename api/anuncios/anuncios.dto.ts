// An advertising request as its routes answer it (anuncios.schemas.ts), for both procedures. The
// status (spec 3 §4.1: 1, 10, 5, 4; 2 / 8 / 9 while paying), its word, its colour and the actions
// are read from the kit's machine, so the chip, the buttons and the timeline cannot disagree.
import type { Db } from '../../db/client';
import type { Anuncio, AnuncioDetalle, ArchivosAnuncio, Establecimiento, SolicitudAnuncio } from '../../db/schema';
import { nombreMaterialAnuncio, nombreTipoAnuncio } from '../../domain/anuncios/catalogos';
import type { DatosAnuncio, TipoSolicitudAnuncio } from '../../domain/anuncios/comun';
import { colorEstatusAnuncio, etiquetaEstatusAnuncio, puedeEditarAnuncio, puedeEnviarAnuncio, puedeVerFormato } from '../../domain/anuncios/reglas';
import { estatusSolicitud } from '../../domain/tramite/lectura';
import type { SnapshotTramite } from '../../domain/tramite/maquina';
import { codigoComprobante, SERVICIO } from '../../domain/tramite/servicios';
import { definicionDe } from '../../domain/tramites';
import { createDocumentosRepository } from '../documentos/documentos.repository';
import type { ArchivoFila } from '../establecimientos/establecimientos.dto';
import { createEstablecimientosRepository } from '../establecimientos/establecimientos.repository';
import { estadoCuentaDto } from '../pagos/estados-cuenta.dto';
import { createPagosRepository, type EstadoCuentaVista } from '../pagos/pagos.repository';
import { snapshotDe, tramiteDto } from '../tramites/lectura';
import type { AnuncioConDetalle, VistaSolicitudAnuncio } from './anuncios.repository';
import type { AnuncioDto, ArchivoAnuncioDto, DetalleAnuncioDto, SolicitudAnuncioDto } from './anuncios.schemas';

/** The kit stores a payment proof under its service's code. */
export const CODIGO_COMPROBANTE_ANUNCIO = codigoComprobante(SERVICIO.ANUNCIOS);

/** The machine's input as the request's rows say it now (a draft's timeline shows Protección Civil when it applies). */
export const datosAnuncioDe = (sa: Pick<SolicitudAnuncio, 'altoRiesgo' | 'renovacion' | 'anio'>): DatosAnuncio => ({
  altoRiesgo: sa.altoRiesgo,
  renovacion: sa.renovacion,
  anio: sa.anio,
});

export const archivoAnuncioDto = (d: Pick<ArchivoFila, 'id' | 'codigo' | 'nombreArchivo' | 'mime'>): ArchivoAnuncioDto => ({
  id: d.id,
  codigo: d.codigo,
  nombre: d.nombreArchivo,
  mime: d.mime,
  url: `/api/documentacion/${d.id}`,
});

/** The slot → file map of a sign or request, from the request's files (a slot whose file is gone is left out). */
export function archivosDto(mapa: ArchivosAnuncio, archivos: readonly ArchivoFila[]): Record<string, ArchivoAnuncioDto> {
  const porId = new Map(archivos.map((a) => [a.id, a]));
  const r: Record<string, ArchivoAnuncioDto> = {};
  for (const [slot, id] of Object.entries(mapa)) {
    const a = porId.get(id);
    if (a) r[slot] = archivoAnuncioDto(a);
  }
  return r;
}

const m2 = (v: string | number) => Number(v).toFixed(2);

export function detalleAnuncioDto(d: AnuncioDetalle): DetalleAnuncioDto {
  return {
    id: d.id,
    tipo_anuncio_id: d.tipoAnuncioId,
    largo: Number(d.largo),
    ancho: Number(d.ancho),
    pieza: d.pieza,
    mes: d.mes,
    dia: d.dia,
    material_id: d.materialId,
    caras: d.caras,
    movimiento_rotatorio: d.movimientoRotatorio,
  };
}

/** One sign; `archivos`: the request's files (to name the sign's slots). */
export function anuncioDto(a: Anuncio & { detalle?: AnuncioDetalle[] }, archivos: readonly ArchivoFila[] = []): AnuncioDto {
  const filas = a.detalle ?? [];
  const primera = filas[0];
  return {
    id: a.id,
    solicitud_id: a.solicitudId,
    tipo_anuncio_id: a.tipoAnuncioId,
    tipo_anuncio: a.tipoAnuncioId ? nombreTipoAnuncio(a.tipoAnuncioId) || null : null,
    material_id: a.materialId,
    material: a.materialId ? nombreMaterialAnuncio(a.materialId) || null : null,
    forma_instalacion: a.formaInstalacion,
    tipo_instalacion: a.tipoInstalacion,
    iluminado: a.iluminado,
    contenido: a.contenido,
    temporal: a.temporal,
    fecha_inicio: a.fechaInicio,
    fecha_fin: a.fechaFin,
    otro_domicilio: a.otroDomicilio,
    domicilio: a.domicilio ?? null,
    propiedad: a.propiedad,
    renovacion: a.renovacion,
    periodo_renovacion: a.periodoRenovacion,
    tiene_cambio: a.tieneCambio,
    cambio_texto: a.cambioTexto,
    cambio_fisico: a.cambioFisico,
    espectacular: a.espectacular,
    is_mecanismo_electrico: filas.some((f) => f.movimientoRotatorio === true),
    is_accion_viento: filas.some((f) => f.movimientoRotatorio === false),
    medidas: primera ? `${m2(primera.largo)} × ${m2(primera.ancho)} m` : '',
    motivo_rechazo: a.motivoRechazo,
    arreglo_anuncios: filas.map(detalleAnuncioDto),
    archivos: archivosDto(a.archivos, archivos),
  };
}

/** The reason of a return: the current step's, else the newest one given. */
function motivoDe(snap: SnapshotTramite, estatus: number): string | null {
  if (estatus !== 5 && estatus !== 9) return null;
  const pasos = snap.context.pasos as Record<string, { motivo?: string | null } | undefined>;
  const actual = snap.context.actual ? pasos[snap.context.actual]?.motivo : null;
  return actual ?? Object.values(pasos).find((p) => p?.motivo)?.motivo ?? null;
}

/** What the builder needs besides the request's rows (read once per request by `leerSolicitudAnuncioDto`). */
export interface ExtrasSolicitudAnuncio {
  archivos: readonly ArchivoFila[];
  edo: EstadoCuentaVista | null;
  est: Pick<Establecimiento, 'id' | 'nombreComercial' | 'externalId'> | null;
}

export function solicitudAnuncioDto(v: VistaSolicitudAnuncio, x: ExtrasSolicitudAnuncio): SolicitudAnuncioDto {
  const def = definicionDe(v.s.procedimiento);
  const snap = snapshotDe(def, v.s, datosAnuncioDe(v.sa));
  const estatus = estatusSolicitud(def, snap);
  const tramite = tramiteDto(def, v.s, snap);
  const archivosSolicitud = archivosDto(v.sa.archivos, x.archivos);
  const primero = v.anuncios[0];
  const deSignoOSolicitud = (slots: string[]) => {
    for (const s of slots) if (archivosSolicitud[s]) return archivosSolicitud[s];
    for (const a of v.anuncios) for (const s of slots) if (a.archivos[s]) return archivosDto({ [s]: a.archivos[s] }, x.archivos)[s] ?? null;
    return null;
  };
  const comprobante = x.archivos.filter((a) => a.codigo === CODIGO_COMPROBANTE_ANUNCIO).at(-1);
  const validado = (snap.context.pasos as Record<string, { estatus?: number } | undefined>).validacion?.estatus === 4;
  return {
    id: v.s.id,
    folio: v.s.folio,
    tipo: v.sa.tipo as TipoSolicitudAnuncio,
    locacion_id: v.sa.locacionId,
    establecimiento: x.est ? { id: x.est.id, nombre_comercial: x.est.nombreComercial, external_id: x.est.externalId } : null,
    clave_catastral: v.sa.claveCatastral,
    no_folio: v.sa.noFolio,
    identificacion_predio: v.sa.identificacionPredio,
    tipo_propiedad_id: v.sa.tipoPropiedadId,
    propiedad: v.sa.tipoPropiedadId ?? primero?.propiedad ?? null,
    domicilio: v.sa.domicilio ?? null,
    estatus_id: estatus,
    estatus: { descripcion: etiquetaEstatusAnuncio(estatus) },
    color: colorEstatusAnuncio(estatus),
    motivo_rechazo: motivoDe(snap, estatus) ?? v.anuncios.find((a) => a.motivoRechazo)?.motivoRechazo ?? null,
    created_at: v.s.createdAt.toISOString(),
    alto_riesgo: v.sa.altoRiesgo,
    renovacion: v.sa.renovacion,
    anio: v.sa.anio,
    importe: v.sa.importe ?? x.edo?.total ?? null,
    documento_propiedad_archivo: deSignoOSolicitud(['documento_propiedad']),
    contrato_arrendamiento_archivo: deSignoOSolicitud(['contrato_arrendamiento', 'documento_arrendamiento']),
    documentos: x.archivos.map(archivoAnuncioDto),
    archivos: archivosSolicitud,
    anuncio: v.anuncios.map((a: AnuncioConDetalle) => anuncioDto(a, x.archivos)),
    anuncio_edo_cuenta_aprobado: x.edo
      ? { id: x.edo.id, aprobado: validado, recibo_pago: x.edo.folioPago, recibo_pago_archivo: comprobante ? archivoAnuncioDto(comprobante) : null }
      : null,
    estado_cuenta: x.edo ? estadoCuentaDto(x.edo) : null,
    formato_generado_at: v.sa.formatoGeneradoAt?.toISOString() ?? null,
    acciones: {
      editar: puedeEditarAnuncio(estatus),
      enviar: puedeEnviarAnuncio(estatus) && v.anuncios.length > 0 && tramite.acciones.enviar,
      ver_formato: puedeVerFormato(estatus),
      pagar: tramite.acciones.pagar !== null,
    },
    tramite,
  };
}

/** The newest 1756 statement of the request (the one to pay, or the paid one). */
export const estadoCuentaAnuncio = (db: Db, solicitudId: number) => createPagosRepository({ db }).ultimo(solicitudId, SERVICIO.ANUNCIOS);

/** Reads what the builder needs and builds the request's answer. */
export async function leerSolicitudAnuncioDto(db: Db, v: VistaSolicitudAnuncio, leidos?: Partial<ExtrasSolicitudAnuncio>): Promise<SolicitudAnuncioDto> {
  const [archivos, edo, est] = await Promise.all([
    leidos?.archivos ?? createDocumentosRepository({ db }).deSolicitud(v.s.id),
    leidos?.edo !== undefined ? leidos.edo : estadoCuentaAnuncio(db, v.s.id),
    leidos?.est !== undefined ? leidos.est : v.sa.locacionId ? createEstablecimientosRepository({ db }).porId(v.sa.locacionId) : null,
  ]);
  return solicitudAnuncioDto(v, { archivos, edo, est });
}

/** Several requests (a list), each read as above. */
export const leerSolicitudesAnuncioDto = (db: Db, vs: readonly VistaSolicitudAnuncio[]) => Promise.all(vs.map((v) => leerSolicitudAnuncioDto(db, v)));
