// How an internal account gets its password. spec 3 §5.7 had the administrator type a temporary
// password in the new-user form; that let an administrador sign in as any staff member it created
// and read taxpayers' files. Nobody but the account's owner chooses or sees its password: the
// account is created without one and the owner chooses it through a one-time link sent by e-mail
// (/activar). The administrator may send a new link; never a password.

/** How long a link works, in hours (stated in the form, the e-mail and the activation page). */
export const HORAS_ENLACE = 48;

export const TIPOS_ENLACE = ['activacion', 'restablecer'] as const;
export type TipoEnlace = (typeof TIPOS_ENLACE)[number];

/** What a link is now (POST activacion/estado). */
export const ESTADOS_ENLACE = ['vigente', 'usado', 'vencido', 'reemplazado', 'invalido'] as const;
export type EstadoEnlace = (typeof ESTADOS_ENLACE)[number];

export const MSG_ACTIVACION = {
  invalido: 'El enlace no es válido. Ábralo completo desde el correo que recibió.',
  usado: 'Este enlace ya se utilizó. Si necesita elegir otra contraseña, use «¿Olvidó su contraseña?» o pida al administrador del sistema un enlace nuevo.',
  vencido: `Este enlace venció (era válido por ${HORAS_ENLACE} horas). Pida al administrador del sistema que le envíe uno nuevo.`,
  reemplazado: 'Este enlace fue reemplazado por uno más reciente. Use el último enlace que recibió por correo.',
  guardada: 'Contraseña guardada. Ya puede iniciar sesión.',
  /** the new-user form and the row action say what happens instead of a password */
  formulario: `La persona recibirá en su correo un enlace para activar la cuenta y elegir su contraseña. El enlace sirve una sola vez y vence en ${HORAS_ENLACE} horas.`,
  sinContrasena: 'La contraseña la elige la persona con el enlace que recibe por correo; no se asigna aquí.',
  enviado: (correo: string) => `Enlace enviado a ${correo}. Vence en ${HORAS_ENLACE} horas.`,
  noRoot: 'La contraseña de root solo la cambia root desde su perfil.',
} as const;

export const MENSAJE_ESTADO: Readonly<Record<Exclude<EstadoEnlace, 'vigente'>, string>> = {
  usado: MSG_ACTIVACION.usado,
  vencido: MSG_ACTIVACION.vencido,
  reemplazado: MSG_ACTIVACION.reemplazado,
  invalido: MSG_ACTIVACION.invalido,
};

/** What a link is, from its row (null: no link has that token). Pure, so it is unit tested. */
export function estadoEnlace(e: { usadoAt: Date | null; anuladoAt: Date | null; expiraAt: Date } | null, ahora: Date): EstadoEnlace {
  if (!e) return 'invalido';
  if (e.usadoAt) return 'usado';
  if (e.anuladoAt) return 'reemplazado';
  if (e.expiraAt.getTime() <= ahora.getTime()) return 'vencido';
  return 'vigente';
}
