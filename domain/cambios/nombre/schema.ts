// The trade-name change's form (spec 2 §2 "Trade-name change", §3, §5): the current trade name
// (read-only) and the new one, both required; the new one must differ from the current. One zod
// schema for the web form; the API reads the same field with `nuevoNombreSchema`.
import { z } from 'zod';
import { MSG } from '../../common/messages';
import { MSG_CAMBIOS } from '../comun';

/** spec 2 §2, §8 strings of this procedure, verbatim. */
export const MSG_NOMBRE = {
  titulo: 'Solicitud de cambio de nombre comercial',
  preguntaLicencia: '¿Tiene licencia de año actual?',
  sinLicenciaActual: 'Al no contar con una licencia del año actual, usted debe realizar una renovación para poder continuar',
  licenciaEncontrada: 'Licencia del año actual encontrada exitosamente',
  licenciaNoEncontrada: 'Licencia del año actual no encontrada',
  licenciaNoHallada: 'No se ha encontrado la licencia de este año',
  generar: 'Generar solicitud',
  actualizar: 'Actualizar solicitud',
  cancelar: 'Cancelar',
  notificarPago: 'Notificar pago realizado',
  camposObligatorios: MSG_CAMBIOS.camposObligatorios,
  requerido: MSG_CAMBIOS.requerido,
} as const;

/** Our own words (correct Spanish) where the spec gives none. */
export const MSG_NOMBRE_EXTRA = {
  nombreActual: 'Nombre comercial actual',
  nombreNuevo: 'Nuevo nombre comercial',
  /** spec 2 §2: the red notice about the waste-collection arrears */
  avisoAdeudos:
    'Para realizar el cambio de nombre comercial, el establecimiento no debe tener adeudos del servicio de recolección y transporte de residuos sólidos. Si tiene adeudos, se le generarán los pagos correspondientes para que su solicitud pueda continuar.',
  mismoNombre: 'El nuevo nombre comercial debe ser distinto del actual.',
  sinRenovacion: 'Para solicitar el cambio junto con la renovación, primero registre la renovación de la licencia del año actual.',
  otraVariante: 'La solicitud no corresponde a esta ruta: use la de su tipo (con renovación o sin ella).',
  pagoNoConfirmado: 'Confirme que realizó el pago para notificarlo.',
} as const;

/** spec 2 §3: a trade name is at most 200 characters, like the licence form's. */
export const MAX_NOMBRE_COMERCIAL = 200;

/** Trimmed, with single spaces inside. */
export const limpiarNombre = (v: string) => v.trim().replace(/\s+/g, ' ');
/** How two names are compared: spaces and case do not make a new name. */
export const mismoNombre = (a: string, b: string) => limpiarNombre(a).toLocaleUpperCase('es-MX') === limpiarNombre(b).toLocaleUpperCase('es-MX');

/** The new trade name as the API takes it (required, at most 200 characters). */
export const nuevoNombreSchema = z
  .string({ error: MSG.requerido })
  .transform(limpiarNombre)
  .pipe(z.string().min(1, MSG.requerido).max(MAX_NOMBRE_COMERCIAL, MSG.maximo(MAX_NOMBRE_COMERCIAL)));

/** The web form: both names required (spec 2 §5), the new one different from the current. */
export const cambioNombreSchema = z
  .object({
    nombre_comercial_actual: z.string({ error: MSG.requerido }).trim().min(1, MSG.requerido),
    nuevo_nombre_comercial: nuevoNombreSchema,
  })
  .superRefine((d, ctx) => {
    // Only two names to compare: an empty one already says 'El campo es requerido'.
    if (d.nombre_comercial_actual && d.nuevo_nombre_comercial && mismoNombre(d.nombre_comercial_actual, d.nuevo_nombre_comercial)) ctx.addIssue({ code: 'custom', path: ['nuevo_nombre_comercial'], message: MSG_NOMBRE_EXTRA.mismoNombre });
  });

export type CambioNombreEntrada = z.input<typeof cambioNombreSchema>;
export type CambioNombreForm = z.output<typeof cambioNombreSchema>;
