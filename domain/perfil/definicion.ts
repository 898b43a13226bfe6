// The taxpayer profile's review (spec 1 §4.2, spec 3 §4.3) as a procedure of the kit: one review
// by the Padrón de Contribuyentes, returned with a reason until it is validated.
import { AREA_PADRON } from '../common/catalogos';
import { MSG } from '../common/messages';
import { definirTramite } from '../tramite/definicion';

/** Two office days to review a profile (it was two calendar days before the kit). */
export const PLAZO_REVISION_PERFIL_HORAS = 16;

export const perfil = definirTramite<Record<string, never>>({
  clave: 'perfil',
  nombre: 'Perfil de contribuyente',
  workflowType: 'perfilWorkflow',
  prefijoWorkflow: 'perfil',
  pasos: [
    {
      clave: 'revision_perfil',
      etiqueta: 'Revisión del perfil',
      tituloTarea: 'Revisión de perfil de contribuyente',
      tipo: 'revision',
      area: AREA_PADRON,
      plazoHoras: PLAZO_REVISION_PERFIL_HORAS,
    },
  ],
  notificaciones: {
    enviada: () => ({
      encabezado: 'Perfil enviado a revisión',
      descripcion: 'Su perfil de contribuyente está en revisión. Le notificaremos por correo electrónico cuando sea validado.',
    }),
    terminada: () => ({ encabezado: 'Perfil validado', descripcion: MSG.perfilValidado }),
    devuelta: (d) => ({
      encabezado: 'Perfil rechazado',
      descripcion: `Su perfil fue rechazado. Motivo: ${(d.motivo ?? '').trim().replace(/[.\s]+$/, '')}. Corrija la información y envíelo nuevamente a revisión.`,
    }),
  },
  enlace: () => '/admin/datos-contribuyente',
  aprobar: { boton: 'Aprobar', descripcion: 'Se validará la información y se notificará al contribuyente. ¿Desea continuar?' },
});
