// What the API needs to know of each procedure beyond its definition: the inbox reads its task
// detail, the payment routes and printouts read who a statement is issued to, and the send route
// reads the data the workflow starts with. No central route names a procedure: they read this.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Solicitud } from '../../db/schema';
import type { CualquierDefinicion, EventoTramite } from '../../domain/tramite/definicion';
import type { AppDeps } from '../lib/contexto';
import { forbidden } from '../lib/errors';

/** What a send hands the procedure's workflow: its data, its deadlines and any events to apply first. */
export interface Envio {
  datos: unknown;
  plazosHoras?: Record<string, number>;
  eventosIniciales?: EventoTramite[];
}

/** Who a statement or receipt is issued to. */
export interface SujetoPago {
  titular: { nombre: string; rfc: string };
  /** the establishment (or other object) the fee is for */
  nombre: string;
  clave: string;
  claveCatastral: string | null;
}

export interface TramiteApi<Detalle extends z.ZodType = z.ZodType> {
  definicion: CualquierDefinicion;
  /** the machine's input and the request's subject at the moment it is sent, read from the procedure's own rows */
  alEnviar: (deps: AppDeps, s: Solicitud) => Promise<Envio & { titulo: string | null }>;
  /** what a reviewer sees of a request in the inbox; null when its own rows are gone */
  detalleTarea: (deps: AppDeps, s: Solicitud) => Promise<z.output<Detalle> | null>;
  /** the schema of that detail (the inbox's answer is checked and documented with it) */
  esquemaDetalle: Detalle;
  /** who pays its fees; required when a step charges one */
  sujetoPago?: (deps: AppDeps, s: Solicitud) => Promise<SujetoPago>;
  /** its own routes on the spec's URLs, mounted with the inbox (api/tareas/tareas.routes.ts) */
  rutas?: FastifyPluginAsyncZod;
  /** why a reviewer may not approve this step yet (a Spanish message), or null: checked before the inbox resolves a task */
  antesDeAprobar?: (deps: AppDeps, s: Solicitud, paso: string) => Promise<string | null>;
  /**
   * e.firma (api/efirma): the document its signature steps sign, as it is printed once signed. It
   * is rendered for the first signature only; every later signature is an incremental update of
   * the stored PDF, which from then on is the printed document. `firmante`: who signs now.
   */
  documentoFirma?: (deps: AppDeps, s: Solicitud, firmante: { nombre: string; paso: string }) => Promise<{ pdf: Buffer; nombre: string }>;
  /** e.firma: once a step's signature is stored and its task approved, the signed PDF (e.g. kept as one of the request's files) */
  alFirmar?: (deps: AppDeps, s: Solicitud, paso: string, documento: { pdf: Buffer; nombre: string }) => Promise<void>;
}

export type RegistroTramites = Readonly<Record<string, TramiteApi>>;

// The kit never imports a procedure (docs/TRAMITES.md): the composition root (api/app.ts) hands it
// the catalogue (api/catalogo-tramites.ts) when it builds the app, before any route is registered.
let registro: RegistroTramites | null = null;

/** Every procedure the API serves, by key; called once by buildApp (again with the same catalogue by each test's app). */
export function registrarTramites(catalogo: RegistroTramites): void {
  registro = catalogo;
}

/** The registered procedures; a programming error if the app was not built. */
export function tramitesRegistrados(): RegistroTramites {
  if (!registro) throw new Error('Sin catálogo de trámites: buildApp registra api/catalogo-tramites.ts antes de usar el registro');
  return registro;
}

/** A registered procedure; an unknown key (a row of another system, a forged id) is a 403. */
export function tramiteApi(procedimiento: string): TramiteApi {
  const t = tramitesRegistrados()[procedimiento];
  if (!t) throw forbidden();
  return t;
}

/** The definition of a registered procedure; unknown is a programming error (a request row names it). */
export function definicionRegistrada(procedimiento: string): CualquierDefinicion {
  const t = tramitesRegistrados()[procedimiento];
  if (!t) throw new RangeError(`procedimiento desconocido: ${procedimiento}`);
  return t.definicion;
}
