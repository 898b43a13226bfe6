import { z } from 'zod';

/** The envelope every answer uses (spec 1 §7): { success, message, data }. */
export function ok<T>(data: T, message = '') {
  return { success: true as const, message, data };
}

export function paginado<T>(items: T[], page: number, perPage: number, total: number) {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  return { data: items, from: total === 0 ? 0 : (page - 1) * perPage + 1, last_page: lastPage, total, current_page: page, per_page: perPage };
}
/** A page of items as `paginado()` builds it (the web reads this type). */
export type Pagina<T> = ReturnType<typeof paginado<T>>;

/**
 * The schema of the envelope around `data` (what `ok()` sends), for a route's `schema.response`.
 * `success` is a boolean, not `true`: a few lookups answer 200 with `success: false` (spec 1 §7.4).
 */
export const sobre = <T extends z.ZodType>(data: T) => z.object({ success: z.boolean(), message: z.string(), data });

/**
 * A refusal a route answers itself with a message and no data. Loose, with `data` optional: the
 * error handler's answers of the same status (with `code`, `errors`) pass through it unchanged.
 */
export const rechazoSchema = z.looseObject({ success: z.literal(false), message: z.string(), data: z.null().optional() });

/** The schema of `paginado()` (spec 1 §2.5 pages: Laravel's paginator fields). */
export const paginadoSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    from: z.number().int(),
    last_page: z.number().int(),
    total: z.number().int(),
    current_page: z.number().int(),
    per_page: z.number().int(),
  });

/**
 * `schema.response` of a route that sends a file (a PDF, a stored upload): the bytes go out as a
 * Buffer, which Fastify sends as is, never through the serializer; the schema only documents them.
 */
export const respuestaArchivo = (tipos: readonly string[], description: string) => ({
  200: {
    description,
    content: Object.fromEntries(tipos.map((t) => [t, { schema: bytes }])),
  },
});
const bytes = z.custom<Buffer>((v) => Buffer.isBuffer(v)).meta({ type: 'string', format: 'binary' });

/** The PDF printouts (activities/pdf), sent inline by lib/pdf.ts. */
export const respuestaPdf = (description: string) => respuestaArchivo(['application/pdf'], description);

/**
 * true when A and B are the same type. A schema that restates a domain type (a timeline line, the
 * actions of a request) is checked with it at compile time: `const _x: Igual<z.output<typeof s>, T> = true`
 * fails tsc as soon as a field is added on either side, before a strict test has to find it.
 */
export type Igual<A, B> = (<X>() => X extends A ? 1 : 2) extends <X>() => X extends B ? 1 : 2 ? true : false;

/** A moment as every answer writes it: `Date.toISOString()`. */
export const fechaHoraIso = z.iso.datetime();
/** A calendar day (PostgreSQL `date` columns, read as text): YYYY-MM-DD. */
export const fechaIso = z.iso.date();
