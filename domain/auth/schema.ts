// Sign-in, sign-up and password forms (spec 1 §5.2, §7.2). Shared by the API and the web forms.
import { z } from 'zod';
import { MSG } from '../common/messages';
import { PASSWORD_MIN } from '../common/catalogos';
import { normalizarRfc, rfcFormatoValido } from '../common/rfc';

const requerido = z.string({ error: MSG.requerido }).trim().min(1, MSG.requerido);

export const loginSchema = z.object({
  username: requerido,
  password: z.string({ error: MSG.requerido }).min(1, MSG.requerido),
  remember: z.boolean().optional().default(false),
});

const password = z.string({ error: MSG.requerido }).min(1, MSG.requerido).min(PASSWORD_MIN, MSG.minimo(PASSWORD_MIN));

const confirmPassword = z.string({ error: MSG.requerido }).min(1, MSG.requerido);
const coincide = (v: { password: string; confirmPassword: string }) => v.password === v.confirmPassword;

/** A new password and its confirmation: the temporary password's replacement (newPassword). */
export const passwordConfirmSchema = z
  .object({ password, confirmPassword })
  .refine(coincide, { path: ['confirmPassword'], message: MSG.noCoincide });

/**
 * Changing the password of a signed-in account asks for the current one first (OWASP ASVS
 * V2.1.5): a borrowed or stolen session cannot take the account over.
 */
export const cambioPasswordSchema = z
  .object({ currentPassword: z.string({ error: MSG.requerido }).min(1, MSG.requerido), password, confirmPassword })
  .refine(coincide, { path: ['confirmPassword'], message: MSG.noCoincide });

export const signupSchema = z
  .object({
    rfc: z
      .string({ error: MSG.requerido })
      .transform(normalizarRfc)
      .refine((v) => v.length > 0, MSG.requerido)
      .refine((v) => rfcFormatoValido(v), MSG.formatoInvalido),
    email: z.string({ error: MSG.requerido }).trim().min(1, MSG.requerido).pipe(z.email(MSG.correoInvalido)),
    password,
    confirmPassword: z.string().optional(),
  })
  .refine((v) => v.confirmPassword === undefined || v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: MSG.noCoincide,
  });

export type LoginInput = z.input<typeof loginSchema>;
export type SignupInput = z.input<typeof signupSchema>;
export type CambioPasswordInput = z.input<typeof cambioPasswordSchema>;
