// 'Solicitar nuevo giro' (spec 1 §2.10, spec 2 "Change of economic activity"): a taxpayer asks for
// an activity the catalogue lacks; Licencias de Funcionamiento approves or declines it.
import { AREA_LICENCIAS } from '../common/catalogos';
import { definirTramite } from '../tramite/definicion';

/** The longest description the dialog accepts (its character counter shows it). */
export const MAX_SOLICITUD_GIRO = 500;

const giroCitado = (d: { titulo: string | null }) => `«${d.titulo ?? ''}»`;

export const giro = definirTramite<Record<string, never>>({
  clave: 'giro',
  nombre: 'Solicitud de nuevo giro',
  workflowType: 'giroWorkflow',
  prefijoWorkflow: 'giro',
  pasos: [
    {
      clave: 'revision_giro',
      etiqueta: 'Revisión del giro solicitado',
      tituloTarea: 'Solicitud de nuevo giro',
      tipo: 'revision',
      area: AREA_LICENCIAS,
      plazoHoras: 16,
      // A declined activity is not corrected and resent: the taxpayer asks for another one.
      devolucion: 'final',
    },
  ],
  notificaciones: {
    terminada: (d) => ({
      encabezado: 'Solicitud de nuevo giro atendida',
      descripcion: `El giro ${giroCitado(d)} que solicitó fue aprobado; el municipio lo agregará al catálogo de actividades.`,
    }),
    rechazada: (d) => ({
      encabezado: 'Solicitud de nuevo giro no procedente',
      descripcion: `El giro ${giroCitado(d)} que solicitó no procede. Motivo: ${(d.motivo ?? '').trim().replace(/[.\s]+$/, '')}.`,
    }),
    devuelta: (d) => ({ encabezado: 'Solicitud de nuevo giro no procedente', descripcion: `El giro ${giroCitado(d)} que solicitó no procede.` }),
  },
  enlace: () => '/admin/establecimientos',
  aprobar: { boton: 'Aprobar', descripcion: 'Se aprobará el giro solicitado y se notificará al contribuyente. ¿Desea continuar?' },
});
