import { z } from 'zod';

// The id's rule lives in domain/ so a form shares it (web/catalogos); the API's paths read it from here.
import { INT4_MAX, idSchema } from '../../domain/common/ids';

export { INT4_MAX, idSchema };

/** `{ id }` path parameters, the most common shape. */
export const idParam = z.object({ id: idSchema });
