// Row ids as every layer validates them: the form, the API's paths and bodies. Pure zod.
import { z } from 'zod';

/** The largest value of a PostgreSQL integer (int4), the type of every serial id. */
export const INT4_MAX = 2_147_483_647;

/**
 * A row id in a path or a form: a positive int4. An id of 2^31 or more cannot name a row and used
 * to reach PostgreSQL, which refused it with a server error: it is a 422.
 */
export const idSchema = z.coerce.number().int().positive().max(INT4_MAX);
