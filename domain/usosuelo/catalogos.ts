// The three lookups of the land-use certificate form (spec 3 §3.3, §7.3: sectors, giro desarrollo,
// zona usos). The spec names them without their items; these follow the zoning of Chetumal's urban
// development programme. A zone also decides the certificate's format (spec 1 §3
// formato_uso_suelo.tipo_formato_id): where commerce is a permitted use the certificate is
// 'Compatible'; where housing prevails, 'Compatible con condicionantes'.
import type { ItemCatalogo } from '../catalogos/establecimientos';

/** spec 1 §3 formato_uso_suelo.tipo_formato_id; the print call's typeId (spec 1 §7.4). */
export const TIPO_FORMATO = { COMPATIBLE: 1, CONDICIONADO: 2 } as const;
export type TipoFormato = (typeof TIPO_FORMATO)[keyof typeof TIPO_FORMATO];

export const RESOLUCION_FORMATO: Readonly<Record<TipoFormato, 'Compatible' | 'Compatible con condicionantes'>> = {
  [TIPO_FORMATO.COMPATIBLE]: 'Compatible',
  [TIPO_FORMATO.CONDICIONADO]: 'Compatible con condicionantes',
};

/** What a certificate 'with conditions' binds the business to. */
export const CONDICIONANTES: readonly string[] = [
  'Operar sin invadir la vía pública ni las áreas de uso común.',
  'No rebasar los niveles de ruido permitidos para zonas habitacionales (55 dB de 6:00 a 22:00 y 50 dB de 22:00 a 6:00).',
  'Contar con estacionamiento o resolverlo dentro del predio cuando el reglamento lo exija.',
];

export const SECTORES: readonly ItemCatalogo[] = [
  { id: 1, label: 'Sector I · Centro' },
  { id: 2, label: 'Sector II · Bahía' },
  { id: 3, label: 'Sector III · Norte' },
  { id: 4, label: 'Sector IV · Poniente' },
  { id: 5, label: 'Sector V · Sur' },
  { id: 6, label: 'Sector VI · Calderitas' },
  { id: 7, label: 'Sector VII · Subteniente López y Huay-Pix' },
];

export const GIROS_DESARROLLO: readonly ItemCatalogo[] = [
  { id: 1, label: 'Comercio al por menor' },
  { id: 2, label: 'Comercio al por mayor y bodegas' },
  { id: 3, label: 'Alimentos y bebidas' },
  { id: 4, label: 'Servicios profesionales y oficinas' },
  { id: 5, label: 'Servicios personales' },
  { id: 6, label: 'Talleres y servicios de reparación' },
  { id: 7, label: 'Hospedaje' },
  { id: 8, label: 'Salud y asistencia' },
  { id: 9, label: 'Educación y cultura' },
  { id: 10, label: 'Recreación y deporte' },
  { id: 11, label: 'Industria ligera' },
];

export interface ZonaUso extends ItemCatalogo {
  clave: string;
  formato: TipoFormato;
}

export const ZONAS_USO: readonly ZonaUso[] = [
  { id: 1, clave: 'H1', label: 'H1 · Habitacional de densidad baja', formato: TIPO_FORMATO.CONDICIONADO },
  { id: 2, clave: 'H2', label: 'H2 · Habitacional de densidad media', formato: TIPO_FORMATO.CONDICIONADO },
  { id: 3, clave: 'HM', label: 'HM · Habitacional mixto', formato: TIPO_FORMATO.COMPATIBLE },
  { id: 4, clave: 'CB', label: 'CB · Centro de barrio', formato: TIPO_FORMATO.COMPATIBLE },
  { id: 5, clave: 'CU', label: 'CU · Corredor urbano', formato: TIPO_FORMATO.COMPATIBLE },
  { id: 6, clave: 'SU', label: 'SU · Subcentro urbano', formato: TIPO_FORMATO.COMPATIBLE },
  { id: 7, clave: 'CH', label: 'CH · Centro histórico', formato: TIPO_FORMATO.CONDICIONADO },
  { id: 8, clave: 'I', label: 'I · Industrial', formato: TIPO_FORMATO.COMPATIBLE },
  { id: 9, clave: 'EQ', label: 'EQ · Equipamiento urbano', formato: TIPO_FORMATO.CONDICIONADO },
];

const porId = <T extends ItemCatalogo>(lista: readonly T[]) => (id: number | null | undefined): T | undefined => lista.find((x) => x.id === id);

export const sectorPorId = porId(SECTORES);
export const giroDesarrolloPorId = porId(GIROS_DESARROLLO);
export const zonaPorId = porId(ZONAS_USO);

/** The format a certificate is issued in: its zone's. */
export const formatoDeZona = (zonaUsoId: number): TipoFormato => zonaPorId(zonaUsoId)?.formato ?? TIPO_FORMATO.CONDICIONADO;
