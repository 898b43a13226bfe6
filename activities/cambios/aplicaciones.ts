// What each approved change request does to its establishment (spec 2 §3). Each reads its staged
// values (cambios.propuesta, written through domain/cambios/<p>/schema.ts) and answers the new
// values with those they replace, which the establishment's history keeps.
import type { DomicilioEstablecimiento } from '../../db/schema';
import { TIPO_PROCESO } from '../../domain/licencia/constantes';
import type { Aplicar } from '../cambios.activities';

type P = Record<string, unknown>;
const num = (v: unknown): number | null => (v === null || v === undefined || v === '' ? null : Number(v));
const bool = (v: unknown): boolean | null => (v === null || v === undefined ? null : v === true || v === 1 || v === '1');

export const aplicarNombre: Aplicar = (_tx, c, est) => {
  const nuevo = String((c.propuesta as P).nuevo_nombre_comercial);
  return { cambios: { nombreComercial: nuevo }, anterior: { nombre_comercial: est.nombreComercial }, nuevo: { nombre_comercial: nuevo } };
};

export const aplicarDomicilio: Aplicar = (_tx, c, est) => {
  const p = c.propuesta as P;
  const domicilio = p.domicilio as DomicilioEstablecimiento;
  const clave = String(p.clave_catastral);
  const donativo = bool(p.donativo) ?? false;
  const superficie = num(p.superficie);
  return {
    // The land use of the new address is settled: certified by the taxpayer or verified by Desarrollo Urbano.
    cambios: {
      domicilio,
      claveCatastral: clave,
      donativo,
      numeroOficioConstanciaCatastro: (p.numero_oficio_constancia_catastro as string | null) ?? null,
      folioReciboPagoDonativo: (p.folio_recibo_pago_donativo as string | null) ?? null,
      tipoPropiedadId: num(p.tipo_propiedad_id) ?? est.tipoPropiedadId,
      ...(superficie ? { superficieM2: superficie } : {}),
      tieneUsoSuelo: true,
    },
    anterior: { domicilio: est.domicilio, clave_catastral: est.claveCatastral, donativo: est.donativo, tipo_propiedad_id: est.tipoPropiedadId, superficie: est.superficieM2 },
    nuevo: { domicilio, clave_catastral: clave, donativo, tipo_propiedad_id: num(p.tipo_propiedad_id) ?? est.tipoPropiedadId, superficie: superficie ?? est.superficieM2 },
  };
};

export const aplicarActividad: Aplicar = (_tx, c, est) => {
  const p = c.propuesta as P;
  const giro = Number(p.giro_actividad_id);
  const secundarias = ((p.actividades_secundarias as unknown[]) ?? []).map(Number);
  const habitaciones = num(p.numero_habitaciones);
  const alcohol = bool(p.has_alcohol) ?? false;
  // spec 2 §2: a SARE business whose new activity sells alcohol is Licencias' from now on.
  const tipoProceso = alcohol ? TIPO_PROCESO.LICENCIAS : est.tipoProcesoId;
  const bebidas = alcohol
    ? {
        hasLicenciaBebidas: bool(p.has_licencia_bebidas),
        patentePropia: bool(p.patente_propia),
        folioLicenciaBebidaAlcoholica: (p.folio_licencia_bebida_alcoholica as string | null) ?? null,
      }
    : {};
  return {
    cambios: { giroActividadId: giro, actividadesSecundarias: secundarias, numeroHabitaciones: habitaciones, tipoProcesoId: tipoProceso, tieneUsoSuelo: true, ...bebidas },
    anterior: {
      giro_actividad_id: est.giroActividadId,
      actividades_secundarias: est.actividadesSecundarias,
      numero_habitaciones: est.numeroHabitaciones,
      tipo_proceso_id: est.tipoProcesoId,
    },
    nuevo: { giro_actividad_id: giro, actividades_secundarias: secundarias, numero_habitaciones: habitaciones, tipo_proceso_id: tipoProceso },
  };
};

export const aplicarPropietario: Aplicar = (_tx, c, est) => {
  const nuevo = Number((c.propuesta as P).new_contribuyente_id);
  return { cambios: { contribuyenteId: nuevo }, anterior: { contribuyente_id: est.contribuyenteId }, nuevo: { contribuyente_id: nuevo } };
};

export const aplicarBaja: Aplicar = (_tx, c, est) => {
  const fechaSat = String((c.propuesta as P).fecha_sat ?? '');
  const motivo = `Baja de establecimiento aprobada${fechaSat ? `; baja ante el SAT el ${fechaSat}` : ''}`;
  return { cambios: { baja: true, motivoBaja: motivo }, anterior: { baja: est.baja }, nuevo: { baja: true, fecha_sat: fechaSat } };
};
