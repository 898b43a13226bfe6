// Field inspections in the API's procedure registry: what the workflow starts with, what the
// area's inbox shows, and why a visit's task is not approved from the inbox (it is assigned and
// resolved from its own routes, by the coordination and by the brigadista).
import { visita } from '../../domain/visitas/definicion';
import { MSG_VISITAS } from '../../domain/visitas/mensajes';
import type { TramiteApi } from '../tramites/registro';
import { visitasRoutes } from './visitas.routes';
import { createVisitasRepository } from './visitas.repository';
import { detalleVisitaSchema, type DetalleVisitaDto } from './visitas.schemas';

export type { DetalleVisitaDto };

export const visitaApi: TramiteApi<typeof detalleVisitaSchema> = {
  definicion: visita,
  esquemaDetalle: detalleVisitaSchema,
  alEnviar: async (deps, s) => {
    const f = await createVisitasRepository({ db: deps.db }).porId(s.id);
    if (!f) throw new Error(`visita ${s.id} sin su fila`);
    return { datos: { area: f.v.areaId, tipo: f.v.tipo }, titulo: f.e.nombreComercial };
  },
  detalleTarea: async (deps, s) => {
    const repo = createVisitasRepository({ db: deps.db });
    const f = await repo.porId(s.id);
    return f ? repo.dto(f) : null;
  },
  antesDeAprobar: async (_deps, _s, paso) => (paso === 'asignacion' ? MSG_VISITAS.sinAsignar : MSG_VISITAS.sinResultado),
  rutas: visitasRoutes,
};
