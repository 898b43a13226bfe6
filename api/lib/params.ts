import { z } from 'zod';

/** The largest value of a PostgreSQL integer (int4), the type of every serial id. */
export const INT4_MAX = 2_147_483_647;

/**
 * A row id in a path or a form: a positive int4. An id of 2^31 or more cannot name a row and used
 * to reach PostgreSQL, which refused it with a server error (issue 9 §8): now it is a 422.
 */
export const idSchema = z.coerce.number().int().positive().max(INT4_MAX);

/** `{ id }` path parameters, the most common shape. */
export const idParam = z.object({ id: idSchema });
