// Rules of the change of economic activity (spec 2 §3, §5, §8): which activities are proposed,
// whether they are lodging (rooms and the lodging-tax document) or sell alcohol (the beverage
// licence's documents, and a SARE business then reviewed by Licencias), and which document slots
// the form shows and the request needs before it is sent. Pure: the API and the web share it.
import { AREA_LICENCIAS, AREAS } from '../../common/catalogos';
import { esHoteleria, girosPorIds, requierePatente } from '../../catalogos/establecimientos';
import { TIPO_PROCESO } from '../../licencia/constantes';
import { areaRevision, CAMBIO } from '../comun';
import { documentosCambio, documentosPropiedadCambio, faltantes, fotosCambio, type DatosDocumentos, type Ranura } from '../documentos';
import { MSG_CA_EXTRA } from './mensajes';

/** What the rules read of a proposal (the form's values or the staged ones). */
export interface PropuestaActividad {
  giro_actividad_id?: number | null;
  actividades_secundarias?: readonly number[] | null;
  tipo_propiedad_id?: number | null;
  tiene_uso_suelo?: boolean | null;
  has_licencia_bebidas?: boolean | null;
  patente_propia?: boolean | null;
}

/** The main activity first, then the secondary ones (unknown or empty ids dropped). */
export function girosPropuestos(p: PropuestaActividad): number[] {
  return girosPorIds([p.giro_actividad_id, ...(p.actividades_secundarias ?? [])]).map((g) => g.id);
}

/** spec 2 §5: an activity whose text contains HOTEL or MOTEL asks for rooms and the lodging tax. */
export const esHotelPropuesto = (p: PropuestaActividad) => esHoteleria(girosPropuestos(p));

/** spec 2 §5: an activity with req_patente SI sells alcohol: the beverage licence's questions and documents. */
export const alcoholPropuesto = (p: PropuestaActividad) => requierePatente(girosPropuestos(p));

/** What decides the form's document slots (domain/cambios/documentos.ts). */
export function datosDocumentosActividad(p: PropuestaActividad): DatosDocumentos {
  const alcohol = alcoholPropuesto(p);
  return {
    tipo_propiedad_id: p.tipo_propiedad_id ?? null,
    has_alcohol: alcohol,
    has_licencia_bebidas: alcohol ? (p.has_licencia_bebidas ?? null) : null,
    patente_propia: alcohol ? (p.patente_propia ?? null) : null,
    es_hotel: esHotelPropuesto(p),
    tiene_uso_suelo: Boolean(p.tiene_uso_suelo),
  };
}

export interface RanurasActividad {
  documentos: Ranura[];
  propiedad: Ranura[];
  fotos: Ranura[];
}

/** spec 2 §3, §5: the documents, the property documents (by property type) and the five photos. */
export function ranurasActividad(p: PropuestaActividad): RanurasActividad {
  const d = datosDocumentosActividad(p);
  return { documentos: documentosCambio(CAMBIO.ACTIVIDAD, d), propiedad: documentosPropiedadCambio(d), fotos: fotosCambio() };
}

/** The required slots still without a file: the request may be sent when there are none. */
export function documentosFaltantes(p: PropuestaActividad, presentes: ReadonlySet<string>): Ranura[] {
  const r = ranurasActividad(p);
  const todas = [...r.documentos, ...r.propiedad, ...r.fotos];
  const faltan = new Set(faltantes(todas, presentes));
  return todas.filter((x) => faltan.has(x.codigo));
}

/** Who reviews it: Coordinación SARE, or Licencias de Funcionamiento (spec 2 §2, §8 reassignment). */
export function areaRevisionActividad(tipoProceso: number, p: PropuestaActividad): { id: number; nombre: string } {
  const id = areaRevision({ tipoProceso, hasAlcohol: alcoholPropuesto(p) });
  return { id, nombre: AREAS.find((a) => a.id === id)?.nombre ?? '' };
}

/** spec 2 §2: a SARE business whose new activity sells alcohol goes to Licencias instead. */
export const reasignadaALicencias = (tipoProceso: number, p: PropuestaActividad) =>
  tipoProceso === TIPO_PROCESO.SARE && areaRevisionActividad(tipoProceso, p).id === AREA_LICENCIAS;

/** The notice the person reads when that happens (spec 2 §8: "a message says so"); null otherwise. */
export const avisoRevision = (tipoProceso: number, p: PropuestaActividad): string | null =>
  reasignadaALicencias(tipoProceso, p) ? MSG_CA_EXTRA.reasignadaLicencias : null;

/** The proposal changes nothing: the same main activity and the same secondary ones (in any order). */
export function mismaActividad(actual: { giro_actividad_id: number; actividades_secundarias: readonly number[] }, p: PropuestaActividad): boolean {
  if (actual.giro_actividad_id !== p.giro_actividad_id) return false;
  const a = new Set(actual.actividades_secundarias);
  const b = new Set(p.actividades_secundarias ?? []);
  return a.size === b.size && [...a].every((x) => b.has(x));
}
