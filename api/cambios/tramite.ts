// A change request's entry in the API's procedure registry (api/catalogo-tramites.ts), built the
// same way for the five: what the workflow starts with, what a reviewer compares (the values now
// and the ones proposed), the files, the debts, and who a statement is issued to.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { tareas } from '../../db/schema';
import { claveRevision, AREAS_ADEUDO, type AreaAdeudo } from '../../domain/cambios/adeudos';
import type { DatosCambio } from '../../domain/cambios/comun';
import { domicilioTexto } from '../../domain/common/domicilio';
import { nombreDe } from '../../domain/common/personas';
import type { CualquierDefinicion } from '../../domain/tramite/definicion';
import { createContribuyentesRepository } from '../contribuyentes/contribuyentes.repository';
import { createEstablecimientosRepository } from '../establecimientos/establecimientos.repository';
import type { AppDeps } from '../lib/contexto';
import { forbidden } from '../lib/errors';
import type { TramiteApi } from '../tramites/registro';
import { snapshotDe } from '../tramites/lectura';
import { esFotoCambio, archivosDeCambio } from './archivos';
import { adeudosDto } from './cambios.dto';
import { createCambiosRepository, type CambioVista } from './cambios.repository';
import { detalleTareaCambioSchema, type DetalleTareaCambioDto, type FilaCambio } from './cambios.schemas';
import type { Establecimiento, Solicitud } from '../../db/schema';

export interface OpcionesCambioApi<D extends DatosCambio> {
  definicion: CualquierDefinicion;
  /** the machine's input when sent, from the staged values and the establishment */
  datos: (v: CambioVista, est: Establecimiento) => D;
  /** a request that may not be sent yet (a required file missing…): throw the 400 the person reads */
  validarEnvio?: (deps: AppDeps, v: CambioVista, est: Establecimiento) => Promise<void>;
  /** what the reviewer compares: each staged value beside the establishment's */
  filas: (deps: AppDeps, v: CambioVista, est: Establecimiento) => Promise<FilaCambio[]> | FilaCambio[];
  rutas: FastifyPluginAsyncZod;
}

async function cargar(deps: AppDeps, s: Solicitud) {
  const v = await createCambiosRepository({ db: deps.db }).porId(s.id);
  const est = v ? await createEstablecimientosRepository({ db: deps.db }).porId(v.c.locacionId) : null;
  return v && est ? { v, est } : null;
}

/** The areas whose debt may be registered now: the current step is that area's review. */
async function registrables(deps: AppDeps, s: Solicitud): Promise<AreaAdeudo[]> {
  const areas = (Object.keys(AREAS_ADEUDO) as AreaAdeudo[]).filter((a) => s.pasoActual === claveRevision(a));
  if (!areas.length) return [];
  const abiertas = await deps.db
    .select({ paso: tareas.paso })
    .from(tareas)
    .where(and(eq(tareas.solicitudId, s.id), eq(tareas.estado, 'pendiente')));
  return areas.filter((a) => abiertas.some((t) => t.paso === claveRevision(a)));
}

export function cambioApi<D extends DatosCambio>(o: OpcionesCambioApi<D>): TramiteApi<typeof detalleTareaCambioSchema> {
  return {
    definicion: o.definicion,
    esquemaDetalle: detalleTareaCambioSchema,
    rutas: o.rutas,

    async alEnviar(deps, s) {
      const f = await cargar(deps, s);
      if (!f) throw forbidden();
      await o.validarEnvio?.(deps, f.v, f.est);
      return { datos: o.datos(f.v, f.est), titulo: f.est.nombreComercial };
    },

    async detalleTarea(deps, s): Promise<DetalleTareaCambioDto | null> {
      const f = await cargar(deps, s);
      if (!f) return null;
      const c = await createContribuyentesRepository({ db: deps.db }).porId(s.contribuyenteId);
      if (!c) return null;
      const [filas, archivos, adeudo_registrable] = await Promise.all([o.filas(deps, f.v, f.est), archivosDeCambio(deps.db, s.id), registrables(deps, s)]);
      const sinTamano = archivos.map(({ tamano: _t, ...d }) => d);
      const { latitud, longitud } = f.est.domicilio ?? {};
      return {
        solicitud_id: s.id,
        tipo: f.v.c.tipo,
        nombre_tramite: o.definicion.nombre,
        folio: s.folio,
        establecimiento: {
          id: f.est.id,
          external_id: f.est.externalId,
          nombre_comercial: f.est.nombreComercial,
          clave_catastral: f.est.claveCatastral,
          domicilio: domicilioTexto(f.est.domicilio),
        },
        contribuyente: { nombre: nombreDe(c), rfc: c.rfc, email: c.email },
        filas,
        documentos: sinTamano.filter((d) => !esFotoCambio(d.tipo_archivo)),
        fotos: sinTamano.filter((d) => esFotoCambio(d.tipo_archivo)),
        adeudos: adeudosDto(f.v, snapshotDe(o.definicion, s).context),
        adeudo_registrable,
        ubicacion: typeof latitud === 'number' && typeof longitud === 'number' ? { latitud, longitud } : null,
      };
    },

    async sujetoPago(deps, s) {
      const f = await cargar(deps, s);
      if (!f) throw forbidden();
      const c = await createContribuyentesRepository({ db: deps.db }).porId(s.contribuyenteId);
      if (!c) throw forbidden();
      return { titular: { nombre: nombreDe(c), rfc: c.rfc }, nombre: f.est.nombreComercial, clave: f.est.externalId, claveCatastral: f.est.claveCatastral };
    },
  };
}
