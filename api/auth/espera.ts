// The answer of a throttled sign-in or password check (limitador.ts): 429 with Retry-After
// (RFC 9110 §10.2.3), the catalogue's message (spec 1 §8 '429') and, beside it, when to try again.
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { MSG, MSG_EXTRA } from '../../domain/common/messages';
import type { Config } from '../config';
import type { LimitadorConfig } from './limitador';

/**
 * The 429's body, for the routes' response schemas. Loose, and its own fields optional: the
 * per-route rate limit (app.ts) answers the same status with the catalogue's message alone.
 */
export const esperaSchema = z.looseObject({
  success: z.literal(false),
  message: z.string(),
  code: z.string().optional(),
  /** seconds, as Retry-After */
  reintentar_en: z.number().int().optional(),
  /** 'Intente de nuevo en N segundos.' */
  detalle: z.string().optional(),
});

/** `campo`: the form field that also shows `mensajeCampo` (the password change's current password). */
export const esperar = (reply: FastifyReply, segundos: number, campo?: { nombre: string; mensaje: string }) =>
  reply
    .code(429)
    .header('Retry-After', String(segundos))
    .send({
      success: false,
      message: MSG.demasiadasPeticiones,
      code: 'ESPERA',
      reintentar_en: segundos,
      detalle: MSG_EXTRA.intenteDeNuevo(segundos),
      ...(campo ? { errors: { [campo.nombre]: [campo.mensaje] } } : {}),
    } satisfies z.input<typeof esperaSchema>);

/** The throttle of password guesses per account and address, and per address (limitador.ts). */
export const limitesDeAcceso = (config: Config): { porCuenta: LimitadorConfig; porDireccion: LimitadorConfig } => {
  const porCuenta = { libres: config.LOGIN_FALLOS_LIBRES, esperaMaxS: config.LOGIN_ESPERA_MAX_S, ventanaMin: config.LOGIN_VENTANA_MIN };
  return { porCuenta, porDireccion: { ...porCuenta, libres: config.LOGIN_FALLOS_LIBRES_IP } };
};
