// The values of the tower form (spec 3 §3.4, §5.1, §5.4): what it starts with, which file slots it
// shows and requires, and what travels to the API — the JSON of a new draft (POST) and the
// multipart of an edit (PUT: bracketed names, the files by slot, '' removing a stored one).
// Pure, unit tested.
import { archivosRequeridosTorre, muestraContrato, SLOTS_TORRE, type SlotTorre } from '../../domain/dictamenes/reglas';
import type { EntradaTorre } from '../../domain/dictamenes/schema';
import { archivoDe, type Torre } from './tipos';

/** A number as an input holds it ('' while empty); the schema turns it into a number or null. */
type Numero = number | string | null;
interface LadoForm {
  colindansia_calle: string | null;
  colindancia_mts: Numero;
}
/** The form's values: the schema's (domain/dictamenes/schema torreSchema) before coercion. */
export interface FormTorre {
  clave_catastral: string;
  domicilio: {
    codigo_postal: string | null;
    localidad_id: number | null;
    colonia_id: number | null;
    calle_id: number | null;
    numero_exterior: string | null;
    numero_interior: string | null;
    cruzamientos: string | null;
  };
  altura_mts: Numero;
  referencias: string | null;
  luz: boolean;
  bardeado: boolean;
  renovacion: boolean;
  tipo_propiedad_id: number | null;
  medidas: { norte: LadoForm; sur: LadoForm; este: LadoForm; oeste: LadoForm; superficie_total: Numero; superficie_total_construida: Numero; superficie_regularizar: Numero };
}
export const BASE_TORRES = '/solicitud_torres' as const;
export const RUTA_LISTA_TORRES = '/admin/solicitudesTorres';
export const rutaTorre = (id: number | 'nueva') => `/admin/torres/${id === 'nueva' ? 0 : id}`;

const LADOS = ['norte', 'sur', 'este', 'oeste'] as const;
export type Lado = (typeof LADOS)[number];
export { LADOS };

/** The form's first values: a new request, or the stored one. */
export function inicialDe(t: Torre | null): FormTorre {
  const d = t?.domicilio;
  const lado = (l: Lado) => ({ colindansia_calle: t?.medidas[l].colindansia_calle ?? '', colindancia_mts: t?.medidas[l].colindancia_mts ?? '' });
  return {
    clave_catastral: t?.clave_catastral ?? '',
    domicilio: {
      codigo_postal: d?.codigo_postal ?? '',
      localidad_id: d?.localidad_id ?? null,
      colonia_id: d?.colonia_id ?? null,
      calle_id: d?.calle_id ?? null,
      numero_exterior: d?.numero_exterior ?? '',
      numero_interior: d?.numero_interior ?? '',
      cruzamientos: d?.cruzamientos ?? '',
    },
    altura_mts: t?.altura_mts ?? '',
    referencias: t?.referencias ?? '',
    luz: t?.luz ?? false,
    bardeado: t?.bardeado ?? false,
    renovacion: t?.renovacion ?? false,
    tipo_propiedad_id: t?.tipo_propiedad_id ?? null,
    medidas: {
      norte: lado('norte'),
      sur: lado('sur'),
      este: lado('este'),
      oeste: lado('oeste'),
      superficie_total: t?.medidas.superficie_total ?? '',
      superficie_total_construida: t?.medidas.superficie_total_construida ?? '',
      superficie_regularizar: t?.medidas.superficie_regularizar ?? '',
    },
  };
}

export interface ContextoArchivos {
  tipoPropiedadId: number | null;
  renovacion: boolean;
  /** the portal issued a land-use certificate for the key: its file is not required */
  constanciaPortal: boolean;
}

/** The slots on screen: every one but last year's consent (renewals only) and the lease (leased only). */
export function slotsVisibles(c: ContextoArchivos): SlotTorre[] {
  return SLOTS_TORRE.filter((s) => (s === 'anuencia_last_year' ? c.renovacion : s === 'contrato_arrendamiento' ? muestraContrato(c.tipoPropiedadId) : true));
}

export const slotsRequeridos = (c: ContextoArchivos): SlotTorre[] => archivosRequeridosTorre(c);

/** The stored slots of a request. */
export const slotsGuardados = (t: Torre | null): SlotTorre[] => (t ? SLOTS_TORRE.filter((s) => archivoDe(t, s) !== null) : []);

/** 'a[b][c]' names for a nested object: null and undefined travel as '' (the API reads '' as null). */
export function aplanar(valor: unknown, prefijo = ''): [string, string][] {
  if (valor === null || valor === undefined) return prefijo ? [[prefijo, '']] : [];
  if (typeof valor === 'object' && !Array.isArray(valor)) {
    return Object.entries(valor as Record<string, unknown>).flatMap(([k, v]) => aplanar(v, prefijo ? `${prefijo}[${k}]` : k));
  }
  if (Array.isArray(valor)) return valor.flatMap((v, i) => aplanar(v, `${prefijo}[${i}]`));
  return [[prefijo, typeof valor === 'boolean' ? (valor ? 'true' : 'false') : String(valor)]];
}

/**
 * PUT solicitud_torres/{id} as multipart: the fields (when given) with bracketed names, each chosen
 * file under its slot, and '' under each stored slot the taxpayer removed. Only slots on screen travel.
 */
export function formularioEdicion(v: EntradaTorre | null, archivos: Readonly<Record<string, File>>, quitados: readonly string[], visibles: readonly string[]): FormData {
  const f = new FormData();
  if (v) for (const [k, x] of aplanar(v)) f.append(k, x);
  for (const s of quitados) if (!archivos[s]) f.append(s, '');
  for (const [s, a] of Object.entries(archivos)) if (visibles.includes(s)) f.append(s, a, a.name);
  return f;
}
