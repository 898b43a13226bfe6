// The operator console's words and rules (ARCHITECTURE.md "Finding a request"; /admin/operacion):
// the actions an operator takes on one request, each with a required reason, and the Spanish an
// operator reads for a workflow's activity that keeps failing. Pure: the API and the web share it.
import { z } from 'zod';

/** What the operators' log (bitacora_operacion.accion) records for each console action. */
export const ACCION_CONSOLA = {
  REASIGNAR: 'reasignar',
  REINTENTAR: 'reintentar',
  REENVIAR: 'reenviar_notificacion',
  CANCELAR: 'cancelar',
} as const;
export type AccionConsola = (typeof ACCION_CONSOLA)[keyof typeof ACCION_CONSOLA];

/** How the log names each action (the console's «Acciones recientes» and the request's own log). */
export const ETIQUETA_ACCION: Readonly<Record<string, string>> = {
  revisar: 'Volver a revisar',
  reasignar: 'Reasignar tarea',
  reintentar: 'Reintentar actividad',
  reenviar_notificacion: 'Reenviar notificación',
  cancelar: 'Cancelar solicitud',
  pago_monto_distinto: 'Pago rechazado: monto distinto',
};

export const MSG_CONSOLA = {
  motivoRequerido: 'Escriba el motivo de la acción.',
  motivoCorto: 'El motivo debe tener al menos 10 caracteres.',
  motivoLargo: 'El motivo no puede exceder 500 caracteres.',
  busquedaCorta: 'Escriba al menos 3 caracteres para buscar.',
  usuarioRequerido: 'Seleccione a quién reasignar la tarea.',
  sinTareaAbierta: 'La solicitud no tiene una tarea abierta que reasignar.',
  otraArea: 'Solo puede reasignar la tarea a un miembro activo de su área.',
  mismoAsignado: 'La tarea ya está asignada a esa persona.',
  sinActividadFallando: 'La solicitud no tiene una actividad fallando que reintentar.',
  notificacionAjena: 'La notificación no es de esta solicitud.',
  flujoCerrado: 'El flujo de esta solicitud ya terminó; no se puede cancelar.',
  reasignada: 'Tarea reasignada.',
  reintentada: 'Se pidió reintentar la actividad ahora.',
  reenviada: 'Notificación reenviada.',
  cancelada: 'Solicitud cancelada.',
} as const;

/** Every action's reason: written to the log and, for a cancellation, told to the taxpayer. */
export const motivoSchema = z
  .string({ error: MSG_CONSOLA.motivoRequerido })
  .trim()
  .min(1, MSG_CONSOLA.motivoRequerido)
  .min(10, MSG_CONSOLA.motivoCorto)
  .max(500, MSG_CONSOLA.motivoLargo);

export const reasignarSchema = z.object({ usuario_id: z.number({ error: MSG_CONSOLA.usuarioRequerido }).int().positive(MSG_CONSOLA.usuarioRequerido), motivo: motivoSchema });
export const motivoBodySchema = z.object({ motivo: motivoSchema });
export const reenviarSchema = z.object({ notificacion_id: z.number().int().positive(), motivo: motivoSchema });

/** The kit's activities (workflows/tramite/runner.ts) as an operator reads them. */
const ACTIVIDADES: Readonly<Record<string, string>> = {
  proyectarSolicitud: 'Registrar el estado de la solicitud',
  abrirTarea: 'Abrir la tarea en la bandeja del área',
  cerrarTarea: 'Cerrar la tarea de la bandeja',
  escalarTarea: 'Avisar a la jefatura del área de la tarea vencida',
  cancelarTareas: 'Cancelar las tareas abiertas',
  generarEstadoCuenta: 'Generar el estado de cuenta',
  notificarTramite: 'Notificar al contribuyente',
  enviarRecordatorio: 'Enviar un recordatorio',
  referenciaSolicitud: 'Leer la fecha de referencia de la solicitud',
};

export const nombreActividad = (tipo: string | null | undefined): string => (tipo ? (ACTIVIDADES[tipo] ?? `Actividad ${tipo}`) : 'Actividad desconocida');

/**
 * One failure as the console shows it: what the workflow was doing, how many tries, and the error
 * the activity gave (an infrastructure error comes in whatever language its library speaks).
 */
export function mensajeFallo(f: { actividad: string | null; intentos: number | null; error: string | null }): string {
  const intentos = f.intentos && f.intentos > 1 ? ` (intento ${f.intentos})` : '';
  return `No se pudo «${nombreActividad(f.actividad)}»${intentos}: ${f.error?.trim() || 'sin mensaje de error'}.`;
}

/** What a request's taxpayer is told when an operator cancels it. */
export function avisoCancelacion(folio: string, motivo: string) {
  return { encabezado: 'Solicitud cancelada', descripcion: `Su solicitud con folio ${folio} fue cancelada por el municipio. Motivo: ${motivo}` };
}

/** What a staff member is told when a task is assigned to them. */
export function avisoAsignacion(folio: string, tarea: string, motivo: string) {
  return { encabezado: 'Tarea asignada', descripcion: `Se le asignó la tarea «${tarea}» de la solicitud ${folio}. Motivo: ${motivo}` };
}

/**
 * A statement of a request an operator cancelled: it can no longer be paid (4 payable, 8 paid;
 * 13 is the code the municipality's catalogues use for «cancelada», domain/dictamenes/estatus.ts).
 */
export const ESTADO_CUENTA_CANCELADO = 13;
