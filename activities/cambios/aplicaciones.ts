// What each approved change request does to its establishment (spec 2 §3). Each reads its staged
// values (cambios.propuesta, written through domain/cambios/<p>/schema.ts) and answers the new
// values with those they replace, which the establishment's history keeps.
import { and, eq } from 'drizzle-orm';
import { documentos, historialEstablecimientos, type DomicilioEstablecimiento } from '../../db/schema';
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
  // The request's otro_domicilio (spec 2 §3) is the form's; the establishment keeps the address's own fields.
  const { otro_domicilio: _otro, ...domicilio } = p.domicilio as DomicilioEstablecimiento & { otro_domicilio?: unknown };
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

/**
 * The establishment passes to the new owner with its files (photos, property papers, licence
 * documents: the new owner reads them in 'Mis establecimientos'); the request's own files stay
 * the old owner's, who still reads his request. Files move only the first time the approval is
 * applied (a replayed projection finds its history row and moves nothing).
 */
export const aplicarPropietario: Aplicar = async (tx, c, est) => {
  const p = c.propuesta as P;
  const nuevo = Number(p.new_contribuyente_id);
  const [aplicado] = await tx.select({ id: historialEstablecimientos.id }).from(historialEstablecimientos).where(eq(historialEstablecimientos.solicitudId, c.solicitudId));
  if (!aplicado) {
    await tx
      .update(documentos)
      .set({ contribuyenteId: nuevo })
      .where(and(eq(documentos.locacionId, est.id), eq(documentos.contribuyenteId, est.contribuyenteId)));
  }
  return {
    cambios: { contribuyenteId: nuevo },
    anterior: { contribuyente_id: est.contribuyenteId, rfc: (p.old_rfc as string | undefined) ?? null },
    nuevo: { contribuyente_id: nuevo, rfc: (p.new_rfc as string | undefined) ?? null },
  };
};

export const aplicarBaja: Aplicar = (_tx, c, est) => {
  const fechaSat = String((c.propuesta as P).fecha_sat ?? '');
  const motivo = `Baja de establecimiento aprobada${fechaSat ? `; baja ante el SAT el ${fechaSat}` : ''}`;
  return { cambios: { baja: true, motivoBaja: motivo }, anterior: { baja: est.baja }, nuevo: { baja: true, fecha_sat: fechaSat } };
};
