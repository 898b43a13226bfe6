// An approved change as the establishment's history reads it: what each field was and what it
// became (the keys activities/cambios/aplicaciones.ts writes), in words. Pure, so it is unit tested.
import { domicilioTexto, type DomicilioTexto } from '../../../domain/common/domicilio';
import { TIPOS_PROPIEDAD, giroPorId } from '../../../domain/catalogos/establecimientos';
import { TIPO_PROCESO } from '../../../domain/licencia/constantes';

export interface CambioLegible {
  campo: string;
  antes: string;
  despues: string;
}

const VACIO = '—';
const vacio = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);
const siNo = (v: unknown) => (v === true || v === 1 || v === '1' ? 'Sí' : 'No');
const nombreGiro = (id: unknown) => giroPorId(Number(id))?.nombre ?? `Giro ${String(id)}`;

/** 'YYYY-MM-DD' as 'DD/MM/YYYY' (a calendar date, not an instant: no time zone may move it). */
export function fechaCalendario(v: unknown): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(String(v ?? ''));
  return m ? `${m[3]}/${m[2]}/${m[1]}` : String(v ?? VACIO);
}

interface Campo {
  etiqueta: string;
  texto: (v: unknown) => string;
}

const CAMPOS: Readonly<Record<string, Campo>> = {
  nombre_comercial: { etiqueta: 'Nombre comercial', texto: String },
  domicilio: { etiqueta: 'Domicilio', texto: (v) => (typeof v === 'object' ? domicilioTexto(v as DomicilioTexto) : String(v)) },
  clave_catastral: { etiqueta: 'Clave catastral', texto: String },
  donativo: { etiqueta: 'Sin clave catastral (donativo)', texto: siNo },
  tipo_propiedad_id: { etiqueta: 'Tipo de propiedad', texto: (v) => TIPOS_PROPIEDAD.find((t) => t.id === Number(v))?.label ?? String(v) },
  superficie: { etiqueta: 'Superficie', texto: (v) => `${String(v)} m²` },
  giro_actividad_id: { etiqueta: 'Giro principal', texto: nombreGiro },
  actividades_secundarias: { etiqueta: 'Actividades secundarias', texto: (v) => (Array.isArray(v) ? v.map(nombreGiro).join(', ') : String(v)) },
  numero_habitaciones: { etiqueta: 'Número de habitaciones', texto: String },
  tipo_proceso_id: { etiqueta: 'Tipo de trámite', texto: (v) => (Number(v) === TIPO_PROCESO.SARE ? 'SARE' : Number(v) === TIPO_PROCESO.LICENCIAS ? 'Licencias de Funcionamiento' : String(v)) },
  contribuyente_id: { etiqueta: 'Contribuyente (propietario)', texto: (v) => `Contribuyente núm. ${String(v)}` },
  rfc: { etiqueta: 'RFC del propietario', texto: String },
  contribuyente: { etiqueta: 'Propietario', texto: (v) => (typeof v === 'object' && v ? [(v as { nombre?: string }).nombre, (v as { rfc?: string }).rfc].filter(Boolean).join(' · ') : String(v)) },
  baja: { etiqueta: 'Situación', texto: (v) => (v === true ? 'Dado de baja' : 'Activo') },
  fecha_sat: { etiqueta: 'Fecha de baja ante el SAT', texto: fechaCalendario },
};

const etiquetaDe = (clave: string) => CAMPOS[clave]?.etiqueta ?? clave.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());
function textoDe(clave: string, v: unknown): string {
  if (vacio(v)) return VACIO;
  const c = CAMPOS[clave];
  if (c) return c.texto(v);
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
}

/** The fields that changed, in the order the change names them; unchanged ones are left out. */
export function cambiosLegibles(anterior: Readonly<Record<string, unknown>>, nuevo: Readonly<Record<string, unknown>>): CambioLegible[] {
  const claves = [...new Set([...Object.keys(nuevo), ...Object.keys(anterior)])];
  return claves
    .map((k) => ({ campo: etiquetaDe(k), antes: textoDe(k, anterior[k]), despues: textoDe(k, nuevo[k]) }))
    .filter((c) => c.antes !== c.despues);
}
