// Field inspections (visitas de inspección): one workflow per visit, ordered by Protección Civil,
// Fiscalización, Desarrollo Urbano or Mercados for an establishment. The area's coordination assigns
// it to a brigadista who holds a tablet; the brigadista's result is the outcome: a pass or a pass
// with observations ends it approved, a fail ends it rejected for the area to decide.
import { definirTramite } from '../tramite/definicion';
import type { TipoVisita } from './tipos';

export interface DatosVisita {
  /** the area that ordered it and whose coordination assigns it */
  area: number;
  tipo: TipoVisita;
}

const asunto = (d: { titulo: string | null }) => (d.titulo ? ` a ${d.titulo}` : '');

export const visita = definirTramite<DatosVisita>({
  clave: 'visita',
  nombre: 'Visita de inspección',
  workflowType: 'visitaWorkflow',
  prefijoWorkflow: 'visita',
  pasos: [
    {
      clave: 'asignacion',
      etiqueta: 'Asignación a un brigadista',
      tituloTarea: 'Asignar visita de inspección',
      tipo: 'revision',
      area: (d) => d.area,
      plazoHoras: 8,
      // A visit the coordination declines is not corrected: the area orders another one.
      devolucion: 'final',
    },
    {
      clave: 'visita',
      etiqueta: 'Visita de inspección',
      tituloTarea: 'Visita de inspección',
      tipo: 'revision',
      area: (d) => d.area,
      plazoHoras: 24,
      // A failed visit ends here: the area decides what follows (a closure, a second visit).
      devolucion: 'final',
    },
  ],
  notificaciones: {
    enviada: (d) => ({ encabezado: 'Visita de inspección programada', descripcion: `Se programó una visita de inspección${asunto(d)} (folio ${d.folio}).` }),
    terminada: (d) => ({ encabezado: 'Visita de inspección aprobada', descripcion: `La visita de inspección${asunto(d)} (folio ${d.folio}) fue aprobada.` }),
    rechazada: (d) => ({
      encabezado: 'Visita de inspección no aprobada',
      descripcion: `La visita de inspección${asunto(d)} (folio ${d.folio}) no fue aprobada. Motivo: ${(d.motivo ?? '').trim().replace(/[.\s]+$/, '')}.`,
    }),
    devuelta: (d) => ({ encabezado: 'Visita de inspección no aprobada', descripcion: `La visita de inspección${asunto(d)} (folio ${d.folio}) no fue aprobada.` }),
  },
  enlace: () => '/admin/establecimientos',
});
