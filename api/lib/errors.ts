import { MSG, MSG_EXTRA } from '../../domain/common/messages';

/** An error with an HTTP status and a Spanish message safe to show the user. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly code: string,
    public readonly errors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code = 'BAD_REQUEST') => new HttpError(400, message, code);
export const forbidden = (message: string = MSG.permisoDenegado) => new HttpError(403, message, 'FORBIDDEN');
export const unauthorized = () => new HttpError(401, MSG.tokenInvalido, 'UNAUTHORIZED');
export const notFound = () => new HttpError(404, MSG_EXTRA.noEncontrado, 'NOT_FOUND');
export const invalid = (errors: Record<string, string[]>) => new HttpError(422, MSG.datosInvalidos, 'VALIDATION', errors);

/** Groups zod-style issues by dotted path: { "representantes.0.email": ["Correo no válido"] }. */
export function erroresPorCampo(issues: { path: PropertyKey[]; message: string }[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const i of issues) {
    const key = i.path.map(String).join('.') || '_';
    (out[key] ??= []).push(i.message);
  }
  return out;
}
