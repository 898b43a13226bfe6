// The municipality's public markets (spec 1 §2.4 Mercados → Apertura, §3 local type 2 = mercado,
// §5.6 'Debe Seleccionar un mercado'). Static data like the local subtypes, which already name
// each market (tipo_local_detalle_id 201–205): a market opening picks one of these and takes its
// subtype and its address, whose ids are those of the address catalogues (db/seed-data/direcciones.ts).
import { MSG } from '../common/messages';
import { esNombreHoteleria, girosPorIds, GIROS, subtipoLocalPorId, TIPO_LOCAL, type CatalogoGiros, type GiroActividad } from '../catalogos/establecimientos';
import { MSG_LIC, MSG_LIC_EXTRA } from './mensajes';

/** A market's address: the ids of the address catalogues and its point on the map. */
export interface DomicilioMercado {
  codigo_postal: string;
  localidad_id: number;
  colonia_id: number;
  calle_id: number;
  numero_exterior: string;
  cruzamiento1_id: number | null;
  cruzamiento2_id: number | null;
  latitud: number;
  longitud: number;
}

export interface Mercado {
  id: number;
  nombre: string;
  /** the local subtype (of type 2, mercado) that names this market */
  tipo_local_detalle_id: number;
  domicilio: DomicilioMercado;
}

const m = (id: number, tipo_local_detalle_id: number, domicilio: DomicilioMercado): Mercado => {
  const subtipo = subtipoLocalPorId(tipo_local_detalle_id);
  if (subtipo?.tipo_local_id !== TIPO_LOCAL.MERCADO) throw new Error(`mercado ${id}: el subtipo ${tipo_local_detalle_id} no es un mercado`);
  return { id, nombre: subtipo.label, tipo_local_detalle_id, domicilio };
};

/** The markets of Othón P. Blanco. Markets have no street number: 'S/N'. */
export const MERCADOS: readonly Mercado[] = [
  // Calzada Veracruz, colonia Adolfo López Mateos: the "new market" of Chetumal.
  m(1, 201, { codigo_postal: '77010', localidad_id: 1, colonia_id: 4, calle_id: 408, numero_exterior: 'S/N', cruzamiento1_id: 400, cruzamiento2_id: null, latitud: 18.517, longitud: -88.3045 }),
  // Calle Efraín Aguilar between Av. Héroes and Av. Benito Juárez, in the centre: the "old market".
  m(2, 202, { codigo_postal: '77000', localidad_id: 1, colonia_id: 1, calle_id: 108, numero_exterior: 'S/N', cruzamiento1_id: 100, cruzamiento2_id: 102, latitud: 18.5043, longitud: -88.2965 }),
  m(3, 203, { codigo_postal: '77086', localidad_id: 1, colonia_id: 7, calle_id: 700, numero_exterior: 'S/N', cruzamiento1_id: 702, cruzamiento2_id: null, latitud: 18.525, longitud: -88.318 }),
  m(4, 204, { codigo_postal: '77028', localidad_id: 1, colonia_id: 13, calle_id: 1302, numero_exterior: 'S/N', cruzamiento1_id: 1300, cruzamiento2_id: null, latitud: 18.5335, longitud: -88.322 }),
  m(5, 205, { codigo_postal: '77900', localidad_id: 2, colonia_id: 16, calle_id: 1600, numero_exterior: 'S/N', cruzamiento1_id: null, cruzamiento2_id: null, latitud: 18.5565, longitud: -88.2535 }),
];

/**
 * Activities that need premises of their own: a classroom, a nursery, a gym, an events hall. A
 * market stall is a small shop in a shared building.
 */
const PROPIAS_DE_INMUEBLE: ReadonlySet<string> = new Set(['SALÓN DE EVENTOS', 'ESCUELA PARTICULAR', 'ESTANCIA INFANTIL', 'GIMNASIO']);

/**
 * Which activities a market stall may have (spec 1 §3 local type 2; the spec names no list, so this
 * is the rule we hold): no alcohol (req_patente SI: bars, discotheques, beer), no harmful waste or
 * fuel (riesgo alto: workshops, a petrol station), no lodging (HOTEL, MOTEL, CASA DE HUÉSPEDES) and
 * none of the activities that need premises of their own. Groceries, food, services and retail stay.
 */
export function giroDeMercado(g: Pick<GiroActividad, 'nombre' | 'req_patente' | 'riesgo'>): boolean {
  const n = g.nombre.toUpperCase();
  return g.req_patente === 'NO' && g.riesgo !== 'alto' && !esNombreHoteleria(n) && !n.includes('HUÉSPEDES') && !PROPIAS_DE_INMUEBLE.has(n);
}

/** The activities among ids a market stall may not have (unknown ids are the API's to check). */
export function girosFueraDeMercado(ids: readonly (number | null | undefined)[], catalogo: CatalogoGiros = GIROS): GiroActividad[] {
  return girosPorIds(ids, catalogo).filter((g) => !giroDeMercado(g));
}

/** A market opening names at most this many stalls (a bound for the body, not a rule of the spec). */
export const MAX_LOCALES = 30;

export function mercadoPorId(id: number | null | undefined): Mercado | undefined {
  return MERCADOS.find((x) => x.id === Number(id));
}

const plegar = (t: string) =>
  t
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The market the market padrón names (spec 1 §4.6 answer 4, concesionarioByRFC): its name without
 * accents or case, and a shorter form ('Mercado Lázaro Cárdenas' for '… del Río') still finds it.
 */
export function mercadoPorNombre(nombre: string | null | undefined): Mercado | undefined {
  const n = plegar(nombre ?? '');
  if (!n) return undefined;
  return MERCADOS.find((x) => plegar(x.nombre) === n) ?? MERCADOS.find((x) => plegar(x.nombre).startsWith(n) || n.startsWith(plegar(x.nombre)));
}

/** The answers of a market opening the rules read (domain/licencia/schema.ts). */
export interface DatosMercadoApertura {
  mercado_apertura: boolean;
  mercado_id?: number | null;
  muchos_locales: readonly string[];
  arrendatario_mercado: boolean | null;
  mes_pago_piso_f?: string;
  clave_catastral: string;
  tipo_local_id: number;
}

type CampoMercado = keyof DatosMercadoApertura;

/**
 * spec 1 §3, §5.5, §5.6: what a market opening still lacks, as [field, message]. Its key is the
 * text MERCADO (no cadastre, no property tax: §4.7) and its local type 2; a market must be chosen
 * and at least one stall entered; the applicant says whether they hold the concession or rent it,
 * and up to which month the floor fee (piso) is paid. `valido(campo)`: the field passed its own
 * check (a field already in error gets no second message).
 */
export function faltasMercadoApertura(v: DatosMercadoApertura, valido: (campo: CampoMercado) => boolean): [CampoMercado, string][] {
  if (!v.mercado_apertura) return [];
  const faltas: [CampoMercado, string][] = [];
  if (valido('clave_catastral') && v.clave_catastral !== 'MERCADO') faltas.push(['clave_catastral', MSG_LIC_EXTRA.mercadoClave]);
  if (valido('tipo_local_id') && v.tipo_local_id !== TIPO_LOCAL.MERCADO) faltas.push(['tipo_local_id', MSG_LIC_EXTRA.mercadoTipoLocal]);
  if (valido('mercado_id') && !mercadoPorId(v.mercado_id)) faltas.push(['mercado_id', MSG_LIC.seleccionarMercado]);
  if (valido('muchos_locales') && v.muchos_locales.length === 0) faltas.push(['muchos_locales', MSG_LIC.noLocales]);
  if (valido('arrendatario_mercado') && v.arrendatario_mercado === null) faltas.push(['arrendatario_mercado', MSG.requerido]);
  if (valido('mes_pago_piso_f') && !v.mes_pago_piso_f) faltas.push(['mes_pago_piso_f', MSG.requerido]);
  return faltas;
}
