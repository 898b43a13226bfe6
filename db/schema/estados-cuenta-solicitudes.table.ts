import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { TipoSolicitudEdoCuenta } from '../../domain/licencia/solicitud-estado-cuenta';
import { contribuyentes } from './contribuyentes.table';
import { establecimientos } from './establecimientos.table';
import { areas } from './usuarios.table';

/**
 * A taxpayer's request for an account statement, sent to an area (spec 1 §3 "Statement form" and
 * "Market statement form", §5.8, §7.3 notifyEdoRs, §7.4 generarSolicitudEstadoCuenta): the period
 * asked for and who was told. The market's last request is where the next one must start
 * (§5.8 lastyear, lastmes). Not a procedure of the kit: nothing is reviewed or paid here; the area
 * answers by issuing the statement.
 */
export const solicitudesEstadoCuenta = pgTable(
  'solicitudes_estado_cuenta',
  {
    id: serial('id').primaryKey(),
    /** 'periodo' (Licencias), 'mercado' (Mercados) or 'residuos' (Residuos Sólidos) */
    tipo: text('tipo').notNull().$type<TipoSolicitudEdoCuenta>(),
    locacionId: integer('locacion_id')
      .notNull()
      .references(() => establecimientos.id, { onDelete: 'cascade' }),
    contribuyenteId: integer('contribuyente_id')
      .notNull()
      .references(() => contribuyentes.id, { onDelete: 'cascade' }),
    /** the area told (spec 1 §9 notification areas) */
    areaId: integer('area_id')
      .notNull()
      .references(() => areas.id),
    /** the start of the period; none for the solid-waste month, which runs to mes_fin of its year */
    yearIni: integer('year_ini'),
    mesIni: text('mes_ini'),
    yearFin: integer('year_fin').notNull(),
    mesFin: text('mes_fin').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('solicitudes_estado_cuenta_locacion_idx').on(t.locacionId, t.tipo, t.yearFin, t.mesFin)],
);

export type SolicitudEstadoCuenta = typeof solicitudesEstadoCuenta.$inferSelect;
