// A taxpayer's e-mail reminders, per kind: GET lists every kind with its switch; PUT
// changes some. Only the caller's own user, and only a taxpayer's (staff receive no reminders).
// The in-app notification is always written (activities/recordatorios.activities.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { preferenciasRecordatorio } from '../../db/schema';
import { ETIQUETAS_RECORDATORIO, TIPOS_RECORDATORIO, esTipoRecordatorio, type TipoRecordatorio } from '../../domain/tramite/recordatorios';
import { exigirRol } from '../auth/guards';
import { ok, sobre } from '../lib/respuesta';

const preferenciaSchema = z.object({
  tipo: z.string(),
  etiqueta: z.string(),
  correo: z.boolean(),
});

const cambioSchema = z.object({
  preferencias: z
    .array(
      z.object({
        tipo: z.string().refine(esTipoRecordatorio, { message: 'Tipo de recordatorio no válido' }),
        correo: z.boolean({ error: 'Indique si desea recibir el correo' }),
      }),
    )
    .min(1, { message: 'Indique al menos una preferencia' })
    .max(TIPOS_RECORDATORIO.length * 2),
});

export const recordatoriosRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  const leer = async (usuarioId: number) => {
    const filas = await db.select().from(preferenciasRecordatorio).where(eq(preferenciasRecordatorio.usuarioId, usuarioId));
    const correo = new Map(filas.map((f) => [f.tipo, f.correo]));
    return TIPOS_RECORDATORIO.map((tipo) => ({ tipo, etiqueta: ETIQUETAS_RECORDATORIO[tipo], correo: correo.get(tipo) ?? true }));
  };

  app.get('/perfil/recordatorios', { schema: { tags: ['perfil'], response: { 200: sobre(z.array(preferenciaSchema)) } } }, async (req) => {
    const a = exigirRol(req, ['contribuyente']);
    return ok(await leer(a.usuario.id));
  });

  app.put('/perfil/recordatorios', { schema: { body: cambioSchema, tags: ['perfil'], response: { 200: sobre(z.array(preferenciaSchema)) } } }, async (req) => {
    const a = exigirRol(req, ['contribuyente']);
    // The last word per kind wins; the zod refinement has already checked every kind.
    const cambios = new Map(req.body.preferencias.map((p) => [p.tipo as TipoRecordatorio, p.correo]));
    await db
      .insert(preferenciasRecordatorio)
      .values([...cambios].map(([tipo, correo]) => ({ usuarioId: a.usuario.id, tipo, correo })))
      .onConflictDoUpdate({
        target: [preferenciasRecordatorio.usuarioId, preferenciasRecordatorio.tipo],
        set: { correo: sql`excluded.correo`, updatedAt: sql`now()` },
      });
    return ok(await leer(a.usuario.id), 'Sus preferencias de recordatorios se guardaron');
  });
};
