// The change of owner as its routes answer it (propietario.schemas.ts).
import type { Db } from '../../../db/client';
import type { Establecimiento } from '../../../db/schema';
import { domicilioCorto } from '../../../domain/common/domicilio';
import { faltantesPropietario } from '../../../domain/cambios/propietario/reglas';
import { requierePatente } from '../../../domain/catalogos/establecimientos';
import { createContribuyentesRepository } from '../../contribuyentes/contribuyentes.repository';
import { cambioBaseDto } from '../cambios.dto';
import type { CambioVista } from '../cambios.repository';
import type { CambioPropietarioDto, ContribuyenteMinimo, DatosEstablecimientoPropietario } from './propietario.schemas';

type P = Record<string, unknown>;
const num = (v: unknown): number | null => (v === null || v === undefined || v === '' || Number.isNaN(Number(v)) ? null : Number(v));
const bool = (v: unknown): boolean | null => (v === null || v === undefined ? null : v === true || v === 1 || v === '1' || v === 'true');
const texto = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

/** The establishment sells alcohol (its main or a secondary activity requires a beverage licence). */
export const alcoholDe = (est: Establecimiento) => requierePatente([est.giroActividadId, ...est.actividadesSecundarias]);

/** Staged values as the rules read them. */
export function datosPropuesta(p: P) {
  return {
    tipo_propiedad_id: num(p.tipo_propiedad_id),
    has_alcohol: bool(p.has_alcohol) ?? false,
    has_licencia_bebidas: bool(p.has_licencia_bebidas),
    patente_propia: bool(p.patente_propia),
    tiene_uso_suelo: bool(p.tiene_uso_suelo) ?? false,
  };
}

export async function cambioPropietarioDto(db: Db, v: CambioVista): Promise<CambioPropietarioDto> {
  const p = v.c.propuesta as P;
  const base = await cambioBaseDto(db, v);
  const contribuyentes = createContribuyentesRepository({ db });
  const minimo = async (idTexto: unknown, rfc: unknown): Promise<ContribuyenteMinimo | null> => {
    const id = num(idTexto);
    if (id === null) return null;
    const c = await contribuyentes.porId(id);
    return c ? { id: c.id, rfc: c.rfc } : texto(rfc) ? { id, rfc: String(rfc) } : null;
  };
  const [nuevo, anterior] = await Promise.all([minimo(p.new_contribuyente_id, p.new_rfc), minimo(p.old_contribuyente_id, p.old_rfc)]);
  const d = datosPropuesta(p);
  return {
    ...base,
    new_contribuyente_id: num(p.new_contribuyente_id),
    old_contribuyente_id: num(p.old_contribuyente_id),
    new_rfc: texto(p.new_rfc),
    old_rfc: texto(p.old_rfc),
    has_alcohol: d.has_alcohol,
    has_licencia_bebidas: d.has_licencia_bebidas,
    patente_propia: d.patente_propia,
    folio_licencia_bebida_alcoholica: texto(p.folio_licencia_bebida_alcoholica),
    tiene_uso_suelo: d.tiene_uso_suelo,
    tipo_proceso_id: num(p.tipo_proceso_id),
    tipo_propiedad_id: d.tipo_propiedad_id,
    new_contribuyente: nuevo,
    old_contribuyente: anterior,
    faltantes: faltantesPropietario(d, new Set(base.archivos.map((a) => a.tipo_archivo))),
  };
}

export function datosEstablecimientoDto(est: Establecimiento, rfc: string): DatosEstablecimientoPropietario {
  return {
    id: est.id,
    external_id: est.externalId,
    nombre_comercial: est.nombreComercial,
    contribuyente_id: est.contribuyenteId,
    rfc,
    has_alcohol: alcoholDe(est),
    tipo_proceso_id: est.tipoProcesoId,
    tipo_propiedad_id: est.tipoPropiedadId,
    domicilio_texto: domicilioCorto(est.domicilio),
    locacion_domicilio: { domicilio: est.domicilio },
  };
}
