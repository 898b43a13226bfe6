// The authorization matrix ("Tests that keep it closed"): each feature keeps, beside its
// routes (api/<feature>/<feature>.permisos.ts), one row per route saying what each kind of caller
// gets. tests/integration/permisos.test.ts builds a world (a taxpayer with a profile under review,
// an establishment whose licence is in an area's inbox, their files, a statement, a notification),
// calls every route of the OpenAPI as each caller and compares; a route without its row fails.

/**
 * Who calls. `area`: staff of the area working on the route's request; `otraArea`: staff of an area
 * with a task about the same taxpayer's other request (the profile's, or the licence's), none about this one.
 */
export const ACTORES = ['anonimo', 'contribuyente', 'otroContribuyente', 'otraArea', 'area', 'admin', 'root'] as const;
export type Actor = (typeof ACTORES)[number];

/**
 * The expected answer, as a class:
 * - '2xx': answered;
 * - 'permitido': let through by the gate — answered, or refused by the business rules of the
 *   world's state (400, 409, 422), never 401/403/404 nor 5xx;
 * - '401': not signed in;
 * - '403/404': refused (a taxpayer never learns whether someone else's id exists);
 * - 'consulta': a look-up in a municipal padrón let through, which may find nothing (2xx or 404).
 */
export type Esperado = '2xx' | 'permitido' | '401' | '403/404' | 'consulta';

/** The ids of the world the test builds, which a row puts into its path and body. */
export interface Mundo {
  /** the owner's user and taxpayer */
  usuarioId: number;
  contribuyenteId: number;
  rfc: string;
  /** the owner's establishment (SARE), its licence, the licence's request and folio */
  establecimientoId: number;
  licenciaId: number;
  solicitudId: number;
  folio: string;
  claveCatastral: string;
  /** the licence's open task (Coordinación SARE) and the profile's (Padrón) */
  tareaId: number;
  tareaPerfilId: number;
  /** a profile document and an establishment file of the owner */
  documentoId: number;
  archivoId: number;
  /** a statement of the licence's request (payable), and a paid one with its payment folio */
  estadoCuentaId: number;
  estadoCuentaFolio: string;
  folioPago: string;
  /** the gateway order of that paid statement */
  ordenPagada: string;
  /** a notification to the owner about the establishment */
  notificacionId: number;
  /** a land-use certificate of the establishment, in Desarrollo Urbano's inbox */
  constanciaId: number;
  /** one draft change request of each type (domain/cambios/comun.ts CAMBIO) on the establishment */
  cambios: Record<'cambio_nombre' | 'cambio_domicilio' | 'cambio_actividad' | 'cambio_propietario' | 'baja', number>;
  /** a draft extraordinary-hours request (EXTRA) of the establishment's licence: its request id */
  fiscalizacionId: number;
  /** an agreement (convenio) registered on the establishment's licence, status 1 */
  convenioId: number;
  /** a draft sign request (status 1) of the establishment with one sign and one detail row */
  anuncio: { solicitudId: number; anuncioId: number; detalleId: number };
  /** a draft public-road sign request (status 1) of the owner with one sign and one detail row */
  anuncioExterno: { solicitudId: number; anuncioId: number; detalleId: number };
  /** a draft tower request (status 1) of the owner, and a draft billboard request with one section */
  torre: { solicitudId: number };
  espectacular: { solicitudId: number; seccionId: number };
  /** a draft lease request (15) of the owner on a market establishment of theirs */
  arrendamiento: { solicitudId: number; establecimientoId: number };
  /** a draft rights assignment (1) of the owner over a stall they hold */
  cesion: { solicitudId: number; establecimientoId: number; localId: number };
  /** a floor-fee range Mercados keeps, and a stall of the market padrón */
  mercados: { rangoId: number; localId: number };
  /** an analista account of the world (the one the users' rows act on) */
  usuarios: { staffId: number };
  /** a brigadista without a tablet, and a tablet nobody holds */
  tabletas: { brigadistaId: number; tabletaId: number };
  /** a Protección Civil visit of the establishment, waiting at its assignment, and the demo brigadista its row names */
  visitas: { visitaId: number; brigadistaId: number };
  /** one row of each catalogue the office keeps */
  catalogos: { entregableId: number; tarifaId: number; giroId: number; municipioId: number; localidadId: number; convenioId: number; mercadoId: number; localId: number; listaId: number };
}

export interface FilaPermisos {
  /** 'GET /api/licencia/{id}', as the OpenAPI names the operation */
  ruta: string;
  /** values of the path's parameters */
  params?: (m: Mundo) => Record<string, string | number>;
  /** a query string the route needs (its required query parameters) */
  query?: (m: Mundo) => Record<string, string | number>;
  /** a JSON body, valid for the route (so that a refusal is the gate's, not the schema's) */
  body?: (m: Mundo) => unknown;
  /** a multipart body: fields and at most one file */
  multipart?: (m: Mundo) => { campos: Record<string, string>; archivo?: { campo: string; nombre: string; tipo: string } };
  /** which staff play 'area': the licence's reviewers (default), the profile's, or an account by its user name */
  area?: 'licencia' | 'perfil' | (string & {});
  /** the route changes what later rows read (it deletes, signs out…): it gets a world of its own */
  mundoPropio?: boolean;
  esperado: Record<Actor, Esperado>;
  /** why a cell is what it is, where that is not obvious */
  nota?: string;
  /** the route takes no session and refuses by a check of its own (a signature): public in the OpenAPI */
  sinSesion?: true;
}

/** Shorthands for the usual rows. */
export const PUBLICA: Record<Actor, Esperado> = { anonimo: '2xx', contribuyente: '2xx', otroContribuyente: '2xx', otraArea: '2xx', area: '2xx', admin: '2xx', root: '2xx' };
/** Any signed-in account. */
export const SESION: Record<Actor, Esperado> = { anonimo: '401', contribuyente: '2xx', otroContribuyente: '2xx', otraArea: '2xx', area: '2xx', admin: '2xx', root: '2xx' };
/** The owner only (a taxpayer's own data, or a user's own account). */
export const SOLO_DUENO: Record<Actor, Esperado> = { anonimo: '401', contribuyente: '2xx', otroContribuyente: '403/404', otraArea: '403/404', area: '403/404', admin: '403/404', root: '403/404' };
/** The owner, the staff of the area working on it and root read it; nobody else. */
export const DUENO_Y_AREA: Record<Actor, Esperado> = { anonimo: '401', contribuyente: '2xx', otroContribuyente: '403/404', otraArea: '403/404', area: '2xx', admin: '403/404', root: '2xx' };
/** Only the staff of the area (and root). */
export const SOLO_AREA: Record<Actor, Esperado> = { anonimo: '401', contribuyente: '403/404', otroContribuyente: '403/404', otraArea: '403/404', area: '2xx', admin: '403/404', root: '2xx' };

/** The same row with some cells changed. */
export const con = (base: Record<Actor, Esperado>, cambios: Partial<Record<Actor, Esperado>>): Record<Actor, Esperado> => ({ ...base, ...cambios });
