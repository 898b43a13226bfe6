import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What the demonstration's start already prepared (scripts/demo-solicitudes.ts): one row per seeded
 * set, with the version of it that was completed. Once the demo requests are all at their stage, a
 * later `npm start` reads this row and leaves every request where the people trying the demo moved it.
 */
export const demoSembrado = pgTable('demo_sembrado', {
  clave: text('clave').primaryKey(),
  /** the seeder's version when it finished (a newer one adds only its new requests) */
  version: integer('version').notNull(),
  completadoAt: timestamp('completado_at', { withTimezone: true }).notNull().defaultNow(),
});
