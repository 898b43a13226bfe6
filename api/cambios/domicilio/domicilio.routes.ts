// The spec 2 §7 URLs of this change request (written by its procedure's owner).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const cambioDomicilioRoutes: FastifyPluginAsyncZod = async () => {};
