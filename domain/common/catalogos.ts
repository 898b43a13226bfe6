// Business constants of spec 1 §9 and the areas and roles the portal knows.

export const MAX_UPLOAD_BYTES = 14 * 1024 * 1024; // spec 1 §9: "Maximum upload 14 MB"
export const PASSWORD_MIN = 8; // spec 1 §9
export const RFC_LOOKUP_LENGTH = 13; // spec 1 §5.4
export const ENTIDAD_DEFAULT = 23; // Quintana Roo
export const MUNICIPIO_DEFAULT = 4; // Othón P. Blanco
export const INACTIVIDAD_INICIAL_S = 300; // spec 1 §4.1
export const INACTIVIDAD_ACTIVIDAD_S = 600;

export const ROLES = [
  'root',
  'administrador',
  'operativo',
  'profesionista',
  'brigadista',
  'coordinador',
  'analista',
  'contribuyente',
  // one staff role per reviewing area
  'revisor_padron',
  'revisor_licencias',
  'coordinacion_sare',
  'desarrollo_urbano',
  'proteccion_civil',
  'residuos_solidos',
  'fiscalizacion',
  'mercados',
  'tesoreria',
  'direccion_ingresos',
  // the review chain of towers and billboards climbs to the head of department and the Dirección
  'jefatura_desarrollo_urbano',
  'direccion_desarrollo_urbano',
  // the office that keeps the catalogues (documents, activities, tariffs, markets)
  'catalogos',
] as const;
export type Rol = (typeof ROLES)[number];

/**
 * Reviewers: what they may see is their areas' (usuario_areas). The seed's first reviewers carry their
 * area's role; an account created at /admin/usuarios is a coordinador or analista given areas there.
 */
export const ROLES_STAFF: readonly Rol[] = [
  'coordinador',
  'analista',
  'revisor_padron',
  'revisor_licencias',
  'coordinacion_sare',
  'desarrollo_urbano',
  'proteccion_civil',
  'residuos_solidos',
  'fiscalizacion',
  'mercados',
  'tesoreria',
  'direccion_ingresos',
  'jefatura_desarrollo_urbano',
  'direccion_desarrollo_urbano',
];

export interface Area {
  id: number;
  clave: string;
  nombre: string;
  rol: Rol;
  /** receives taxpayer messages (spec 1 §9 "Notification areas") */
  recibeMensajes: boolean;
}

// Ids 20, 6, 7 and 27 are the spec's notification areas (spec 1 §9); the rest are ours. A taxpayer
// may also write to the other areas a request of theirs passes through (Padrón, SARE, Residuos
// Sólidos, Fiscalización, Tesorería): each has staff and an inbox that reads the messages.
export const AREAS: readonly Area[] = [
  { id: 1, clave: 'padron', nombre: 'Padrón de Contribuyentes', rol: 'revisor_padron', recibeMensajes: true },
  { id: 20, clave: 'licencias', nombre: 'Licencias de Funcionamiento', rol: 'revisor_licencias', recibeMensajes: true },
  { id: 21, clave: 'sare', nombre: 'Coordinación SARE', rol: 'coordinacion_sare', recibeMensajes: true },
  { id: 6, clave: 'desarrollo_urbano', nombre: 'Desarrollo Urbano y Medio Ambiente', rol: 'desarrollo_urbano', recibeMensajes: true },
  { id: 7, clave: 'proteccion_civil', nombre: 'Protección Civil', rol: 'proteccion_civil', recibeMensajes: true },
  { id: 8, clave: 'residuos_solidos', nombre: 'Residuos Sólidos', rol: 'residuos_solidos', recibeMensajes: true },
  { id: 9, clave: 'fiscalizacion', nombre: 'Fiscalización', rol: 'fiscalizacion', recibeMensajes: true },
  { id: 27, clave: 'mercados', nombre: 'Mercados', rol: 'mercados', recibeMensajes: true },
  { id: 30, clave: 'tesoreria', nombre: 'Tesorería', rol: 'tesoreria', recibeMensajes: true },
  { id: 31, clave: 'direccion_ingresos', nombre: 'Dirección de Ingresos', rol: 'direccion_ingresos', recibeMensajes: false },
  // spec 3 §4.4: the levels above Desarrollo Urbano's reviewers in the chain of towers and billboards
  { id: 61, clave: 'jefatura_desarrollo_urbano', nombre: 'Jefatura de Departamento de Desarrollo Urbano', rol: 'jefatura_desarrollo_urbano', recibeMensajes: false },
  { id: 62, clave: 'direccion_desarrollo_urbano', nombre: 'Dirección de Desarrollo Urbano', rol: 'direccion_desarrollo_urbano', recibeMensajes: false },
  // not a reviewing area: its members keep the catalogues at /admin/catalogos
  { id: 90, clave: 'catalogos', nombre: 'Catálogos', rol: 'catalogos', recibeMensajes: false },
];

/** members of this area (and root) keep the catalogues. */
export const AREA_CATALOGOS = 90;

/** The areas with an inbox (root's area filter): every one but Catálogos, which reviews nothing. */
export const AREAS_REVISION: readonly Area[] = AREAS.filter((a) => a.id !== AREA_CATALOGOS);

export const AREA_PADRON = 1;
export const AREA_LICENCIAS = 20;

/** An area's id by its key; a key that names no area is a programming error. */
export const areaPorClave = (clave: string): number => {
  const a = AREAS.find((x) => x.clave === clave);
  if (!a) throw new RangeError(`área desconocida: ${clave}`);
  return a.id;
};
/** Mercados (area 27) reviews leases and assignments (spec 3 §2.7–2.8). */
export const AREA_MERCADOS: number = areaPorClave('mercados');
/** spec 3 §4.4: the three levels of Desarrollo Urbano that read and decide towers and billboards. */
export const AREAS_DICTAMEN: readonly number[] = ['desarrollo_urbano', 'jefatura_desarrollo_urbano', 'direccion_desarrollo_urbano'].map(areaPorClave);

/** spec 1 §9: area 20 is shown as Coordinación SARE to SARE taxpayers (tipo_proceso_id 2). */
export function nombreAreaParaContribuyente(area: Area, tipoProcesoId: number | null | undefined): string {
  if (area.id === AREA_LICENCIAS && tipoProcesoId === 2) return 'Coordinación SARE';
  return area.nombre;
}

/**
 * The areas a taxpayer may write to (spec 1 §5.3, §9), each by its own name. spec 1 §9 renames
 * Licencias as Coordinación SARE for SARE taxpayers because the original portal had one area for
 * both; here SARE is its own area (21) with its own inbox, so both are offered and a message reaches
 * the people who review the taxpayer's requests.
 */
export const AREAS_MENSAJES: readonly Area[] = AREAS.filter((a) => a.recibeMensajes);

export const TIPO_PERSONA = { FISICA: 1, MORAL: 2 } as const;
export const TIPO_PROCESO = { LICENCIAS: 1, SARE: 2 } as const;
