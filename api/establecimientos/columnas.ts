// The licence form ⇄ the establishments table (db/schema/establecimientos.table.ts): what the API
// stores from a validated form and what it gives back to the form.
import type { DomicilioEstablecimiento, Establecimiento, establecimientos } from '../../db/schema/establecimientos.table';
import { ENTIDAD_DEFAULT, MUNICIPIO_DEFAULT } from '../../domain/common/catalogos';
import { CODIGOS_MES, esHoteleria, requierePatente } from '../../domain/catalogos/establecimientos';
import { CATEGORIA_SUCURSAL, TIPO_PROCESO } from '../../domain/licencia/constantes';
import { idsDeGiros } from '../../domain/licencia/reglas';
import { esDonativo } from '../../domain/common/predio';
import type { LicenciaFormData } from '../../domain/licencia/schema';

export type EstablecimientoInsert = typeof establecimientos.$inferInsert;
/** The columns the form owns (everything but keys, ownership and life-cycle columns). */
export type EstablecimientoDelFormulario = Omit<
  EstablecimientoInsert,
  'id' | 'externalId' | 'contribuyenteId' | 'zofematExpediente' | 'baja' | 'motivoBaja' | 'createdAt' | 'updatedAt'
>;

/**
 * The validated form as table columns. Answers that do not apply are stored as null (rooms without
 * a hotel, beverage answers without alcohol, donation folios without a donation), so a changed
 * activity leaves no stale data. The SARE rule (reglas.reglaSare) is the caller's to apply first.
 */
export function formularioAColumnas(f: LicenciaFormData, domicilioEtiquetas: Partial<DomicilioEstablecimiento> = {}): EstablecimientoDelFormulario {
  const giros = idsDeGiros(f);
  const donativo = esDonativo(f);
  const alcohol = requierePatente(giros);
  const conLicencia = alcohol && f.has_licencia_bebidas === true;
  const mercado = f.mercado_apertura;
  const domicilio: DomicilioEstablecimiento = {
    ...domicilioEtiquetas,
    codigo_postal: f.domicilio.codigo_postal,
    entidad_id: f.domicilio.entidad_id,
    municipio_id: f.domicilio.municipio_id,
    localidad_id: f.domicilio.localidad_id,
    colonia_id: f.domicilio.colonia_id,
    tipo_vialidad_id: f.domicilio.tipo_vialidad_id ?? null,
    calle_id: f.domicilio.calle_id,
    numero_exterior: f.domicilio.numero_exterior,
    numero_interior: f.domicilio.numero_interior ?? null,
    cruzamiento1_id: f.domicilio.cruzamiento1_id ?? null,
    cruzamiento2_id: f.domicilio.cruzamiento2_id ?? null,
    latitud: f.domicilio.latitud,
    longitud: f.domicilio.longitud,
  };
  return {
    nombreComercial: f.nombre_comercial,
    claveCatastral: f.clave_catastral,
    donativo,
    zonaFederal: f.zona_federal,
    numeroOficioConstanciaCatastro: donativo ? (f.numero_oficio_constancia_catastro ?? null) : null,
    folioReciboPagoDonativo: donativo ? (f.folio_recibo_pago_donativo ?? null) : null,
    tipoProcesoId: f.tipo_proceso_id,
    tipoPropiedadId: f.tipo_propiedad_id,
    categoriaId: f.categoria_id,
    tipoLocalId: f.tipo_local_id,
    tipoLocalDetalleId: f.tipo_local_detalle_id,
    local: mercado ? null : (f.local ?? null),
    giroActividadId: f.giro_actividad_id,
    actividadesSecundarias: f.actividades_secundarias,
    actividadLibre: f.actividad_libre ?? null,
    horarioExtendido: f.horario_extendido,
    superficieM2: f.superficie_m2,
    telefonoOficina: f.telefono_oficina,
    numeroHabitaciones: esHoteleria(giros) ? (f.numero_habitaciones ?? null) : null,
    numeroEmpleados: f.numero_empleados,
    cajonesEstacionamiento: f.cajones_estacionamiento,
    inversionEstimada: f.inversion_estimada,
    tieneUsoSuelo: f.tiene_uso_suelo,
    hasLicenciaBebidas: alcohol ? f.has_licencia_bebidas : null,
    patentePropia: conLicencia ? f.patente_propia : null,
    folioLicenciaBebidaAlcoholica: conLicencia && f.patente_propia ? (f.folio_licencia_bebida_alcoholica ?? null) : null,
    fechaAltaHacienda: f.fecha_alta_hacienda,
    mesPagoResiduos: f.mes_pago_residuos,
    // spec 1 §3: the market answers only on a market opening (the stalls replace the single `local`).
    mercadoApertura: mercado,
    mercadoId: mercado ? (f.mercado_id ?? null) : null,
    muchosLocales: mercado ? f.muchos_locales : [],
    pasillo: mercado ? (f.pasillo ?? null) : null,
    arrendatarioMercado: mercado ? f.arrendatario_mercado : null,
    mesPagoPisoF: mercado ? (f.mes_pago_piso_f ?? null) : null,
    domicilio,
  };
}

/** The validated form as a new row of establecimientos. */
export function formularioAEstablecimiento(
  f: LicenciaFormData,
  ids: { contribuyenteId: number; externalId: string },
  domicilioEtiquetas: Partial<DomicilioEstablecimiento> = {},
): EstablecimientoInsert {
  return { ...formularioAColumnas(f, domicilioEtiquetas), contribuyenteId: ids.contribuyenteId, externalId: ids.externalId };
}

const mesValido = (m: string): LicenciaFormData['mes_pago_residuos'] =>
  (CODIGOS_MES as readonly string[]).includes(m) ? (m as LicenciaFormData['mes_pago_residuos']) : '01';

/** A stored establishment as form values (to edit it, or to show it read-only). */
export function establecimientoAFormulario(e: Establecimiento): LicenciaFormData {
  const d = e.domicilio;
  return {
    clave_catastral: e.claveCatastral,
    no_cuento_clave: e.donativo,
    donativo: e.donativo,
    zona_federal: e.zonaFederal,
    numero_oficio_constancia_catastro: e.numeroOficioConstanciaCatastro ?? undefined,
    folio_recibo_pago_donativo: e.folioReciboPagoDonativo ?? undefined,
    nombre_comercial: e.nombreComercial,
    fecha_alta_hacienda: e.fechaAltaHacienda,
    giro_actividad_id: e.giroActividadId,
    actividades_secundarias: [...e.actividadesSecundarias],
    actividad_libre: e.actividadLibre ?? undefined,
    horario_extendido: e.horarioExtendido,
    tipo_propiedad_id: e.tipoPropiedadId,
    categoria_id: e.categoriaId,
    sucursal: e.categoriaId === CATEGORIA_SUCURSAL,
    tipo_local_id: e.tipoLocalId,
    tipo_local_detalle_id: e.tipoLocalDetalleId ?? 0,
    local: e.local ?? undefined,
    telefono_oficina: e.telefonoOficina,
    numero_habitaciones: e.numeroHabitaciones ?? undefined,
    superficie_m2: e.superficieM2,
    numero_empleados: e.numeroEmpleados,
    cajones_estacionamiento: e.cajonesEstacionamiento,
    inversion_estimada: e.inversionEstimada,
    tiene_uso_suelo: e.tieneUsoSuelo,
    mes_pago_residuos: mesValido(e.mesPagoResiduos),
    mercado_apertura: e.mercadoApertura,
    mercado_id: e.mercadoId ?? undefined,
    muchos_locales: [...e.muchosLocales],
    pasillo: e.pasillo ?? undefined,
    arrendatario_mercado: e.arrendatarioMercado,
    mes_pago_piso_f: e.mesPagoPisoF ? mesValido(e.mesPagoPisoF) : undefined,
    has_licencia_bebidas: e.hasLicenciaBebidas,
    patente_propia: e.patentePropia,
    folio_licencia_bebida_alcoholica: e.folioLicenciaBebidaAlcoholica ?? undefined,
    tipo_proceso_id: e.tipoProcesoId === TIPO_PROCESO.SARE ? TIPO_PROCESO.SARE : TIPO_PROCESO.LICENCIAS,
    domicilio: {
      codigo_postal: d.codigo_postal,
      entidad_id: d.entidad_id ?? ENTIDAD_DEFAULT,
      municipio_id: d.municipio_id ?? MUNICIPIO_DEFAULT,
      localidad_id: d.localidad_id,
      colonia_id: d.colonia_id,
      tipo_vialidad_id: d.tipo_vialidad_id ?? undefined,
      calle_id: d.calle_id,
      numero_exterior: d.numero_exterior,
      numero_interior: d.numero_interior ?? undefined,
      cruzamiento1_id: d.cruzamiento1_id ?? undefined,
      cruzamiento2_id: d.cruzamiento2_id ?? undefined,
      latitud: d.latitud,
      longitud: d.longitud,
    },
  };
}
