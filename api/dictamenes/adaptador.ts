// What each of the two permits with a review chain (towers `torre`, billboards `espectacular`;
// spec 3 §3.4–3.5, §4.4, §7.4–7.5) gives the shared layer of api/dictamenes/: its own rows, its
// form's fields, its files, its answer. The shared layer (rutasDictamen, tramiteApiDictamen) does
// everything else once for both: the spec's paths, ownership and area checks, files, the gates,
// sending, the chain's decisions, the signature, the dictamen PDF, deletion.
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { SolicitudEspectacular, SolicitudTorre, Solicitud, solicitudesEspectaculares, solicitudesTorres } from '../../db/schema';
import type { TipoDictamen } from '../../domain/dictamenes/comun';
import type { DatosPdfDictamen } from '../../activities/pdf/dictamen';
import type { AppDeps } from '../lib/contexto';
import type { Tx } from '../tramites/solicitudes.repository';

/** A request read whole: the kit's row and the procedure's own row (with its children in `extra`). */
export interface VistaDictamen<F extends SolicitudTorre | SolicitudEspectacular = SolicitudTorre | SolicitudEspectacular, X = unknown> {
  s: Solicitud;
  d: F;
  /** the children: a tower's medidas row, a billboard's secciones */
  extra: X;
}

export interface FiltrosDictamen {
  /** forced to the caller for a taxpayer; staff may pass one (spec 3 §6 'contribuyente') */
  contribuyenteId: number | null;
  folio?: string;
  claveCatastral?: string;
  /** spec 3 §4.4 estatus_revision filter (1 Pendientes, 3, 4, 5, 16…) */
  estatus?: number;
  page: number;
  porPagina: number;
}

/** The procedure's own table: the shared layer writes the columns both share (files, gates, deletion). */
export type TablaDictamen = typeof solicitudesTorres | typeof solicitudesEspectaculares;

export interface AdaptadorDictamen<V extends VistaDictamen = VistaDictamen, E = unknown> {
  tipo: TipoDictamen;
  tabla: TablaDictamen;
  /** the request with its own rows; null when it has none (or is not of this procedure) */
  leer(deps: AppDeps, solicitudId: number): Promise<V | null>;
  /** a page of requests, newest first; deleted ones (18) never listed */
  listar(deps: AppDeps, f: FiltrosDictamen): Promise<{ filas: V[]; total: number }>;
  /** the own rows of a new draft, in the transaction that wrote the kit's row */
  crearPropio(tx: Tx, s: Solicitud, e: E): Promise<void>;
  /** the own fields and children after an edit (files are the shared layer's: `archivos`) */
  actualizarPropio(deps: AppDeps, solicitudId: number, e: E): Promise<void>;
  /** the form's text fields (POST JSON body; PUT multipart fields after bracket parsing); domain/dictamenes zod */
  entrada: z.ZodType<E>;
  /**
   * the form's fields as the own rows hold them now: a PUT's fields are laid over them (objects
   * merged, lists replaced), so a field not sent keeps what is stored
   */
  entradaDe?(v: V): Partial<E>;
  /** the file slots of the form (spec 3 §3.4 / §3.5) */
  slots: readonly string[];
  /** the DTO of one request (schema `esquema`); `req` tells the caller's role for `acciones` */
  dto(deps: AppDeps, v: V, req: FastifyRequest): Promise<unknown>;
  esquema: z.ZodType;
  /**
   * what still stops the request from being sent (domain rules: fields and files), in Spanish;
   * `constanciaPortal`: the portal issued a land-use certificate for the key (the file is then not asked)
   */
  erroresEnvio(v: V, ctx: { constanciaPortal: boolean }): { campo: string; mensaje: string }[];
  /** the request's subject for the inbox and the notices */
  titulo(v: V): string;
  /** what the dictamen PDF prints */
  datosPdf(deps: AppDeps, v: V): Promise<DatosPdfDictamen>;
  /** what the reviewers see in the inbox besides the kit's (schema `esquemaDetalle`) */
  detalleTarea(deps: AppDeps, v: V): Promise<unknown>;
  esquemaDetalle: z.ZodType;
}
