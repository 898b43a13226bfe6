// The establishment as the taxpayer's pages read it (spec 1 §2.5 cards, §2.8 documents, §2.9
// procedures, §3 Establishment) and the rules of what may be done with it now (spec 1 §4.3, §6).
import type { Documento, Establecimiento } from '../../db/schema';
import type { EstadoCuentaVista } from '../pagos/pagos.repository';
import { tituloDocumento } from '../../domain/catalogos/documentos';
import { giroPorId, girosPorIds, esHoteleria, requierePatente } from '../../domain/licencia/catalogos';
import { CODIGOS_FOTO } from '../../domain/licencia/constantes';
import { domicilioCorto } from '../../domain/common/domicilio';
import { accionesLicencia, camposLicencia, estatusVisibleLicencia } from '../../domain/licencia/lectura';
import { colorEstatus, ESTATUS_ELIMINABLES, palabraEstatus, tonoDeColor } from '../../domain/tramite/estatus';
import type { EstatusVisible } from '../../domain/tramite/lectura';
import { documentosFaltantes, documentosRequeridos, esCodigoFoto, type DatosDocumentos } from '../../domain/licencia/reglas';
import { establecimientoAFormulario } from '../../domain/licencia/columnas';
import { consultaZofemat, type DatosZofemat } from '../../domain/licencia/acciones-establecimiento';
import { esMercado } from '../../domain/licencia/solicitud-estado-cuenta';
import { licenciaDto, snapshotLicencia } from '../licencias/licencia.dto';
import type { LicenciaVista } from '../licencias/licencias.repository';
import type { ArchivoDto, EstablecimientoDetalle, ImagenDto, TarjetaEstablecimiento, TramitesEstablecimiento } from './establecimientos.schemas';

/** A stored file without its bytes. */
export type ArchivoFila = Pick<Documento, 'id' | 'codigo' | 'nombreArchivo' | 'mime' | 'tamano' | 'createdAt'> & {
  locacionId: number | null;
  /** the procedure of the request the file came with, when the list read it (its slots' own names) */
  procedimiento?: string | null;
};

/**
 * Codes a person attaches after the request was sent (the beverage licence and its payment within
 * the two-month window, spec 1 §4.8; payment proofs and receipts, §4.5): allowed on a locked form.
 */
const CODIGOS_POSTERIORES: ReadonlySet<string> = new Set(['licencia', 'licencia_comodato', 'pago_licencia_bebidas', 'recibo_pago_extemporaneo', 'recibo_pago_du']);
export const esCodigoPosterior = (codigo: string) => CODIGOS_POSTERIORES.has(codigo) || codigo.startsWith('comprobante_pago_');

/** spec 5.9: payment proofs and receipts are PDF only. */
export const esComprobantePago = (codigo: string) => codigo.startsWith('comprobante_pago_') || codigo.startsWith('recibo_pago_');

/** spec 1 §4.3: the form (and its files) can change in draft, when returned, or to answer a land-use return. */
export function formularioEditable(lic: LicenciaVista | null, est: Establecimiento): boolean {
  if (!lic) return true;
  return !accionesLicencia(snapshotLicencia(lic, est)).bloqueado;
}

/** spec 1 §6: deletion only with licence status 1, 5 or no licence. */
export const eliminable = (lic: LicenciaVista | null) => !lic || ESTATUS_ELIMINABLES.includes(lic.solicitud.estatus);

/** `deLicencia`: the licence's actions when the caller already computed them (one machine snapshot per card). */
export function accionesEstablecimiento(lic: LicenciaVista | null, est: Establecimiento, deLicencia?: { bloqueado: boolean }) {
  const editable = !lic || (deLicencia ? !deLicencia.bloqueado : formularioEditable(lic, est));
  return { editar: editable, subir_archivos: editable, eliminar: eliminable(lic), bloqueado: !editable };
}

export function archivoDto(d: ArchivoFila): ArchivoDto {
  return {
    id: d.id,
    tipo_archivo: d.codigo,
    // spec 1 §2.8: a person reads the document's title, never its code.
    etiqueta: tituloDocumento(d.codigo, d.procedimiento),
    nombre: d.nombreArchivo,
    mime: d.mime,
    tamano: d.tamano,
    url: `/api/documentacion/${d.id}`,
    created_at: d.createdAt.toISOString(),
  };
}

const ORDEN_FOTO = new Map<string, number>(CODIGOS_FOTO.map((c, i) => [c, i]));

/** The photos of an establishment, frente first (spec 1 §2.5 card images). */
export function imagenesDe(docs: readonly Pick<ArchivoFila, 'id' | 'codigo'>[]): ImagenDto[] {
  return docs
    .filter((d) => esCodigoFoto(d.codigo))
    .sort((a, b) => (ORDEN_FOTO.get(a.codigo) ?? 9) - (ORDEN_FOTO.get(b.codigo) ?? 9) || a.id - b.id)
    .map((d) => ({ id: d.id, tipo_archivo: d.codigo, url: `/api/documentacion/${d.id}` }));
}

const sinEstados = <T extends { estados_cuenta: unknown }>({ estados_cuenta: _omitidos, ...resto }: T) => resto;

export function tarjetaDto(est: Establecimiento, lic: LicenciaVista | null, fotos: readonly Pick<ArchivoFila, 'id' | 'codigo'>[], noLeidas: number): TarjetaEstablecimiento {
  // The card shows the newest licence without its statements.
  const licencia = lic ? sinEstados(licenciaDto(lic, est)) : null;
  return {
    id: est.id,
    external_id: est.externalId,
    nombre_comercial: est.nombreComercial,
    clave_catastral: est.claveCatastral,
    tipo_proceso_id: est.tipoProcesoId,
    domicilio: domicilioCorto(est.domicilio),
    locacion_domicilio: { domicilio: est.domicilio },
    images: imagenesDe(fotos),
    unread_notifications_count: noLeidas,
    licencia: licencia ? [licencia] : [],
    acciones: accionesEstablecimiento(lic, est, licencia?.acciones),
    zofemat: consultaZofemat(datosZofemat(est)) !== null,
    zofemat_expediente: est.zofematExpediente,
    mercado: esMercado(est.tipoLocalId, lic?.mercado),
    created_at: est.createdAt.toISOString(),
  };
}

/** What decides the establishment's Zofemat file (spec 1 §3, §4.7). */
export const datosZofemat = (est: Establecimiento): DatosZofemat => ({
  zofemat_expediente: est.zofematExpediente,
  clave_catastral: est.claveCatastral,
  zona_federal: est.zonaFederal,
  giros: [est.giroActividadId, ...est.actividadesSecundarias],
});

const giroDto = (id: number) => {
  const g = giroPorId(id);
  return g ? { id: g.id, nombre: g.nombre, req_patente: g.req_patente } : null;
};

export function datosDocumentos(est: Establecimiento, renovacion = false): DatosDocumentos {
  return {
    giro_actividad_id: est.giroActividadId,
    actividades_secundarias: est.actividadesSecundarias,
    tipo_propiedad_id: est.tipoPropiedadId,
    categoria_id: est.categoriaId,
    tipo_local_id: est.tipoLocalId,
    donativo: est.donativo,
    zona_federal: est.zonaFederal,
    tiene_uso_suelo: est.tieneUsoSuelo,
    has_licencia_bebidas: est.hasLicenciaBebidas,
    patente_propia: est.patentePropia,
    arrendatario_mercado: est.arrendatarioMercado,
    renovacion,
  };
}

/**
 * GET establecimientos/{id}: every form field in snake_case (spec 1 §3), the catalogue names the
 * pages show, the files, and every licence newest first (the first one is the current one).
 */
export function detalleDto(
  est: Establecimiento,
  lics: readonly LicenciaVista[],
  estados: EstadoCuentaVista[],
  docs: readonly ArchivoFila[],
  noLeidas: number,
): EstablecimientoDetalle {
  const ordenadas = [...lics].sort((a, b) => b.anio - a.anio || b.id - a.id);
  const vigente = ordenadas[0] ?? null;
  const dtos = ordenadas.map((l) => licenciaDto(l, est, estados));
  const giros = [est.giroActividadId, ...est.actividadesSecundarias];
  // spec 1 §5.6: a renewal's documents (the front photo is optional there)
  const datosDocs = datosDocumentos(est, vigente?.renovacion ?? false);
  return {
    id: est.id,
    contribuyente_id: est.contribuyenteId,
    external_id: est.externalId,
    ...establecimientoAFormulario(est),
    giro_opb: giroDto(est.giroActividadId),
    actividades_secundarias_opb: girosPorIds(est.actividadesSecundarias).map((g) => ({ id: g.id, nombre: g.nombre, req_patente: g.req_patente })),
    has_alcohol_giro: requierePatente([est.giroActividadId]),
    has_alcohol_actividad: requierePatente(est.actividadesSecundarias),
    is_hoteleria: esHoteleria(giros),
    baja: est.baja,
    domicilio: est.domicilio,
    domicilio_texto: domicilioCorto(est.domicilio),
    locacion_domicilio: { domicilio: est.domicilio },
    archivos: docs.map(archivoDto),
    images: imagenesDe(docs),
    unread_notifications_count: noLeidas,
    licencia: dtos,
    acciones: accionesEstablecimiento(vigente, est, dtos[0]?.acciones),
    documentos_requeridos: documentosRequeridos(datosDocs),
    documentos_faltantes: documentosFaltantes(datosDocs, docs.map((d) => d.codigo)),
    created_at: est.createdAt.toISOString(),
    updated_at: est.updatedAt.toISOString(),
  };
}

/** A row of an area's decision inside the licence (the anuencia, the land-use certificate): its code's word. */
function filaTramite(tipo: string, estatus: number | null) {
  const color = colorEstatus(estatus);
  return { tipo, estatus, etiqueta: palabraEstatus(estatus, 'solicitud'), color, tono: tonoDeColor(color) };
}

/** The licence's row: the licence's one word, the same as its card's (domain/licencia/lectura.ts). */
function filaLicencia(tipo: string, v: EstatusVisible | null) {
  if (!v) return filaTramite(tipo, null);
  return { tipo, estatus: v.estatus, etiqueta: v.texto, color: colorEstatus(v.estatus), tono: v.tono };
}

/** spec 1 §2.9: per establishment, the state of the anuencia, the licence and the land-use certificate. */
export function tramitesEstablecimientoDto(est: Establecimiento, lic: LicenciaVista | null): TramitesEstablecimiento {
  const snap = lic ? snapshotLicencia(lic, est) : null;
  const c = snap ? camposLicencia(snap) : null;
  return {
    id: est.id,
    external_id: est.externalId,
    nombre_comercial: est.nombreComercial,
    licencia_id: lic?.id ?? null,
    folio: lic?.solicitud.folio ?? null,
    anio: lic?.anio ?? null,
    tramites: [
      filaTramite('Anuencia de Protección Civil', c ? c.estatusAnuencia : null),
      filaLicencia('Licencia de funcionamiento', snap && lic ? estatusVisibleLicencia(snap, lic.revocada) : null),
      filaTramite('Constancia de uso de suelo', c ? c.estatusUsoSuelo : null),
    ],
  };
}
