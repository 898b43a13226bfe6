// Static catalogues of the municipality's establishments (spec 1 §3, §7.4): activities (giros),
// property types, categories, local types and their subtypes, months. Every procedure on an
// establishment reads them (the licence, its changes, signs, markets), and so do the API and web.
// The municipality's padrón keeps activity names in upper case; so do we, because the hotel rule
// (spec 1 §4.7, §5.6) reads the name.

export type ReqPatente = 'SI' | 'NO';
export type Riesgo = 'bajo' | 'medio' | 'alto';

/** An economic activity (giro) of the municipal catalogue (spec 1 §3 giro_opb; spec 2 §3 activity items). */
export interface GiroActividad {
  id: number;
  nombre: string;
  /** 'SI' when the activity sells alcohol and needs a beverage licence (patente) */
  req_patente: ReqPatente;
  /** 'alto' = produces harmful waste or handles fuel/solvents (spec 1 §1: not SARE) */
  riesgo: Riesgo;
  /** eligible for the SARE fast track: no alcohol and no harmful waste (spec 1 §1, §9) */
  sare: boolean;
  /**
   * spec 2 §7 giro_opb.giro_tipo_patente.establecimiento_id: the patente type of a req_patente 'SI'
   * activity, which sets its extraordinary hours (spec 2 §5, §9): 1 tiendas, 2 bar y cantina,
   * 3 restaurante bar, 4 discoteca.
   */
  tipo_patente?: TipoPatente;
}

/** 1 tiendas (minisúper, depósito, vinos y licores, supermercado), 2 bar y cantina, 3 restaurante bar, 4 discoteca. */
export type TipoPatente = 1 | 2 | 3 | 4;

/** Catalogue items have id and label (spec 1 §3). */
export interface ItemCatalogo<Id extends number | string = number> {
  id: Id;
  label: string;
}

export interface SubtipoLocal extends ItemCatalogo {
  tipo_local_id: number;
}

const g = (id: number, nombre: string, req_patente: ReqPatente, riesgo: Riesgo, tipo_patente?: TipoPatente): GiroActividad => ({
  id,
  nombre,
  req_patente,
  riesgo,
  // spec 1 §1: SARE is for businesses with no alcohol and no harmful waste.
  sare: req_patente === 'NO' && riesgo !== 'alto',
  ...(tipo_patente ? { tipo_patente } : {}),
});

/** Main and secondary activities share one list (spec 1 §7.4 actividadeconomicas / …secundarias). */
export const GIROS: readonly GiroActividad[] = [
  g(1, 'ABARROTES', 'NO', 'bajo'),
  g(2, 'MINISUPER', 'NO', 'bajo'),
  g(3, 'MINISUPER CON VENTA DE CERVEZA', 'SI', 'medio', 1),
  g(4, 'DEPÓSITO DE CERVEZA', 'SI', 'alto', 1),
  g(5, 'VINOS Y LICORES', 'SI', 'alto', 1),
  g(6, 'SUPERMERCADO CON VENTA DE VINOS Y LICORES', 'SI', 'alto', 1),
  g(7, 'BAR', 'SI', 'alto', 2),
  g(8, 'CANTINA', 'SI', 'alto', 2),
  g(9, 'DISCOTECA', 'SI', 'alto', 4),
  g(10, 'RESTAURANTE', 'NO', 'medio'),
  g(11, 'RESTAURANTE BAR', 'SI', 'alto', 3),
  g(12, 'HOTEL', 'NO', 'medio'),
  g(13, 'MOTEL', 'NO', 'medio'),
  g(14, 'HOTEL CON RESTAURANTE BAR', 'SI', 'alto', 3),
  g(15, 'CASA DE HUÉSPEDES', 'NO', 'medio'),
  g(16, 'COCINA ECONÓMICA', 'NO', 'bajo'),
  g(17, 'LONCHERÍA', 'NO', 'bajo'),
  g(18, 'TORTILLERÍA', 'NO', 'medio'),
  g(19, 'PANADERÍA', 'NO', 'medio'),
  g(20, 'CARNICERÍA', 'NO', 'medio'),
  g(21, 'FRUTERÍA Y VERDULERÍA', 'NO', 'bajo'),
  g(22, 'PURIFICADORA DE AGUA', 'NO', 'medio'),
  g(23, 'PAPELERÍA', 'NO', 'bajo'),
  g(24, 'FARMACIA', 'NO', 'medio'),
  g(25, 'ESTÉTICA', 'NO', 'bajo'),
  g(26, 'BARBERÍA', 'NO', 'bajo'),
  g(27, 'TIENDA DE ROPA', 'NO', 'bajo'),
  g(28, 'ZAPATERÍA', 'NO', 'bajo'),
  g(29, 'FERRETERÍA Y TLAPALERÍA', 'NO', 'medio'),
  g(30, 'REFACCIONARIA', 'NO', 'medio'),
  g(31, 'MUEBLERÍA', 'NO', 'bajo'),
  g(32, 'FLORERÍA', 'NO', 'bajo'),
  g(33, 'ÓPTICA', 'NO', 'bajo'),
  g(34, 'CIBERCAFÉ', 'NO', 'bajo'),
  g(35, 'LAVANDERÍA', 'NO', 'medio'),
  g(36, 'CONSULTORIO MÉDICO', 'NO', 'bajo'),
  g(37, 'CONSULTORIO DENTAL', 'NO', 'medio'),
  g(38, 'VETERINARIA', 'NO', 'medio'),
  g(39, 'GIMNASIO', 'NO', 'medio'),
  g(40, 'DESPACHO CONTABLE', 'NO', 'bajo'),
  g(41, 'OFICINAS ADMINISTRATIVAS', 'NO', 'bajo'),
  g(42, 'AGENCIA DE VIAJES', 'NO', 'bajo'),
  g(43, 'ESCUELA PARTICULAR', 'NO', 'medio'),
  g(44, 'ESTANCIA INFANTIL', 'NO', 'medio'),
  g(45, 'TALLER MECÁNICO', 'NO', 'alto'),
  g(46, 'TALLER DE HOJALATERÍA Y PINTURA', 'NO', 'alto'),
  g(47, 'VULCANIZADORA', 'NO', 'alto'),
  g(48, 'CARPINTERÍA', 'NO', 'alto'),
  g(49, 'GASOLINERA', 'NO', 'alto'),
  g(50, 'SALÓN DE EVENTOS', 'NO', 'medio'),
];

const GIRO_POR_ID = new Map(GIROS.map((x) => [x.id, x]));

/**
 * the first id of an activity the office adds (cat_giros); the form's schema accepts ids
 * from here on and the API checks them against the catalogue in force.
 */
export const PRIMER_GIRO_OFICINA = 1000;

export function giroPorId(id: number | null | undefined): GiroActividad | undefined {
  return id == null ? undefined : GIRO_POR_ID.get(Number(id));
}

/**
 * The activity catalogue the rules read: GIROS by default; a request's rules pass the office's
 * catalogue as it was when the request was created (db/catalogos/vigentes.repository.ts girosEn).
 */
export type CatalogoGiros = readonly GiroActividad[];

const mapas = new WeakMap<CatalogoGiros, Map<number, GiroActividad>>([[GIROS, GIRO_POR_ID]]);
function mapaDe(catalogo: CatalogoGiros): Map<number, GiroActividad> {
  let m = mapas.get(catalogo);
  if (!m) mapas.set(catalogo, (m = new Map(catalogo.map((x) => [x.id, x]))));
  return m;
}

/** The known activities among ids, in the order given, without repeats; unknown ids are dropped. */
export function girosPorIds(ids: readonly (number | null | undefined)[], catalogo: CatalogoGiros = GIROS): GiroActividad[] {
  const porId = mapaDe(catalogo);
  const out: GiroActividad[] = [];
  const vistos = new Set<number>();
  for (const id of ids) {
    const giro = id == null ? undefined : porId.get(Number(id));
    if (giro && !vistos.has(giro.id)) {
      vistos.add(giro.id);
      out.push(giro);
    }
  }
  return out;
}

/** spec 1 §4.7, §5.6; spec 2 §5: an activity whose text contains HOTEL or MOTEL is lodging. */
export function esNombreHoteleria(nombre: string | null | undefined): boolean {
  const n = (nombre ?? '').toUpperCase();
  return n.includes('HOTEL') || n.includes('MOTEL');
}

/** spec 1 §4.7, §5.6: the main or any secondary activity is a hotel or motel. */
export function esHoteleria(giroIds: readonly (number | null | undefined)[], catalogo: CatalogoGiros = GIROS): boolean {
  return girosPorIds(giroIds, catalogo).some((x) => esNombreHoteleria(x.nombre));
}

/** spec 1 §5.6: alcohol fields apply when any activity has req_patente SI. */
export function requierePatente(giroIds: readonly (number | null | undefined)[], catalogo: CatalogoGiros = GIROS): boolean {
  return girosPorIds(giroIds, catalogo).some((x) => x.req_patente === 'SI');
}

/** spec 1 §1: any activity with harmful waste (riesgo alto) and no alcohol of its own. */
export function tieneResiduosPeligrosos(giroIds: readonly (number | null | undefined)[], catalogo: CatalogoGiros = GIROS): boolean {
  return girosPorIds(giroIds, catalogo).some((x) => x.riesgo === 'alto' && x.req_patente === 'NO');
}

const ORDEN_RIESGO: Record<Riesgo, number> = { bajo: 0, medio: 1, alto: 2 };

/** The highest risk among the activities ('bajo' when none is known): what civil protection and waste fees read. */
export function riesgoDeGiros(giroIds: readonly (number | null | undefined)[], catalogo: CatalogoGiros = GIROS): Riesgo {
  let r: Riesgo = 'bajo';
  for (const x of girosPorIds(giroIds, catalogo)) if (ORDEN_RIESGO[x.riesgo] > ORDEN_RIESGO[r]) r = x.riesgo;
  return r;
}

/** Every activity may go through SARE (and there is at least one). */
export function esGiroSare(giroIds: readonly (number | null | undefined)[], catalogo: CatalogoGiros = GIROS): boolean {
  const giros = girosPorIds(giroIds, catalogo);
  return giros.length > 0 && giros.every((x) => x.sare);
}

/** Schools and childcare need the IFEQROO safety ruling (dictamen_ifeqroo). */
export function esEducativo(giroIds: readonly (number | null | undefined)[], catalogo: CatalogoGiros = GIROS): boolean {
  return girosPorIds(giroIds, catalogo).some((x) => /ESCUELA|ESTANCIA INFANTIL|GUARDER[IÍ]A|COLEGIO/.test(x.nombre));
}

/** spec 1 §3 property types (tipo_propiedad_id). */
export const TIPOS_PROPIEDAD: readonly ItemCatalogo[] = [
  { id: 1, label: 'Propio' },
  { id: 2, label: 'Arrendado' },
  { id: 3, label: 'Comodato' },
  { id: 4, label: 'Terreno baldío' },
];

/** spec 3 §3: a sign's property is 1 Propio or 2 Arrendado (tipopropiedades/listanuncios). */
export const TIPOS_PROPIEDAD_ANUNCIOS: readonly ItemCatalogo[] = [
  { id: 1, label: 'Propio' },
  { id: 2, label: 'Arrendado' },
];

/** spec 1 §3 categoria_id; 3 = branch (sucursal). */
export const CATEGORIAS: readonly ItemCatalogo[] = [
  { id: 1, label: 'Comercial' },
  { id: 2, label: 'Servicios' },
  { id: 3, label: 'Sucursal' },
  { id: 4, label: 'Industrial' },
];

/** spec 1 §3 Local types; 111 is the padrón's id for a commercial address, kept as is. */
export const TIPOS_LOCAL: readonly ItemCatalogo[] = [
  { id: 1, label: 'Local normal' },
  { id: 2, label: 'Mercado' },
  { id: 3, label: 'Plaza comercial' },
  { id: 4, label: 'Tianguis' },
  { id: 5, label: 'Terminal' },
  { id: 6, label: 'Aeropuerto' },
  { id: 7, label: 'Clínica' },
  { id: 8, label: 'Hospital' },
  { id: 9, label: 'Centro comercial' },
  { id: 10, label: 'Centro médico' },
  { id: 111, label: 'Domicilio comercial' },
];

export const TIPO_LOCAL = {
  NORMAL: 1,
  MERCADO: 2,
  PLAZA: 3,
  TIANGUIS: 4,
  TERMINAL: 5,
  AEROPUERTO: 6,
  CLINICA: 7,
  HOSPITAL: 8,
  CENTRO_COMERCIAL: 9,
  CENTRO_MEDICO: 10,
  DOMICILIO_COMERCIAL: 111,
} as const;

const s = (id: number, tipo_local_id: number, label: string): SubtipoLocal => ({ id, tipo_local_id, label });

/** Subtypes per local type (tipo_local_detalle_id): the places of Chetumal and its localities. Every type has at least one. */
export const SUBTIPOS_LOCAL: readonly SubtipoLocal[] = [
  s(101, 1, 'Local a pie de calle'),
  s(102, 1, 'Local en edificio'),
  s(103, 1, 'Casa habitación con local'),
  s(201, 2, 'Mercado Lázaro Cárdenas del Río'),
  s(202, 2, 'Mercado Ignacio Manuel Altamirano'),
  s(203, 2, 'Mercado 5 de Abril'),
  s(204, 2, 'Mercado Andrés Quintana Roo'),
  s(205, 2, 'Mercado de Calderitas'),
  s(301, 3, 'Plaza Las Américas'),
  s(302, 3, 'Plaza Galerías Chetumal'),
  s(303, 3, 'Plaza Bahía'),
  s(304, 3, 'Plaza Chetumal Centro'),
  s(401, 4, 'Tianguis de Proterritorio'),
  s(402, 4, 'Tianguis de Solidaridad'),
  s(403, 4, 'Tianguis de Calderitas'),
  s(501, 5, 'Terminal de Autobuses ADO Chetumal'),
  s(502, 5, 'Terminal de Autobuses del Nuevo Mercado'),
  s(601, 6, 'Aeropuerto Internacional de Chetumal'),
  s(701, 7, 'Clínica Carranza'),
  s(702, 7, 'Clínica Chetumal'),
  s(801, 8, 'Hospital General de Chetumal'),
  s(802, 8, 'Hospital Materno Infantil Morelos'),
  s(803, 8, 'Hospital Morelos'),
  s(901, 9, 'Centro Comercial Plaza Las Américas'),
  s(902, 9, 'Centro Comercial Soriana Chetumal'),
  s(903, 9, 'Centro Comercial Chedraui Chetumal'),
  s(1001, 10, 'Centro Médico Quintana Roo'),
  s(1002, 10, 'Torre Médica Chetumal'),
  s(11101, 111, 'Domicilio fiscal sin atención al público'),
  s(11102, 111, 'Oficina compartida'),
];

export function tipoLocalPorId(id: number | null | undefined): ItemCatalogo | undefined {
  return TIPOS_LOCAL.find((t) => t.id === Number(id));
}

export function subtiposDeLocal(tipoLocalId: number | null | undefined): SubtipoLocal[] {
  return SUBTIPOS_LOCAL.filter((x) => x.tipo_local_id === Number(tipoLocalId));
}

export function subtipoLocalPorId(id: number | null | undefined): SubtipoLocal | undefined {
  return SUBTIPOS_LOCAL.find((x) => x.id === Number(id));
}

/** spec 1 §3 months lookup, and §9 solid-waste months 01 to 12. */
export const MESES: readonly ItemCatalogo<string>[] = [
  { id: '01', label: 'Enero' },
  { id: '02', label: 'Febrero' },
  { id: '03', label: 'Marzo' },
  { id: '04', label: 'Abril' },
  { id: '05', label: 'Mayo' },
  { id: '06', label: 'Junio' },
  { id: '07', label: 'Julio' },
  { id: '08', label: 'Agosto' },
  { id: '09', label: 'Septiembre' },
  { id: '10', label: 'Octubre' },
  { id: '11', label: 'Noviembre' },
  { id: '12', label: 'Diciembre' },
];
export const CODIGOS_MES = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'] as const;
export type CodigoMes = (typeof CODIGOS_MES)[number];

export function nombreMes(mes: string | number | null | undefined): string | undefined {
  if (mes == null || mes === '') return undefined;
  const id = String(mes).padStart(2, '0');
  return MESES.find((m) => m.id === id)?.label;
}

/** The label of an id in a catalogue, or undefined. */
export function etiqueta<Id extends number | string>(catalogo: readonly ItemCatalogo<Id>[], id: Id | null | undefined): string | undefined {
  return catalogo.find((x) => x.id === id)?.label;
}
