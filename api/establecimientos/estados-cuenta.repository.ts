// Statement requests of an establishment and the message each leaves in its area (spec 1 §5.3,
// §5.8, §7.3 notifyEdoRs, §7.4 generarSolicitudEstadoCuenta and formCuenta). Ownership is the
// routes' to check (acceso.ts).
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { establecimientos, licencias, mensajesArea, solicitudes, solicitudesEstadoCuenta, type Establecimiento, type SolicitudEstadoCuenta } from '../../db/schema';
import { AREAS, nombreAreaParaContribuyente } from '../../domain/common/catalogos';
import { CODIGOS_MES, type CodigoMes } from '../../domain/catalogos/establecimientos';
import { mensajeSolicitud, type TipoSolicitudEdoCuenta, type UltimaSolicitud } from '../../domain/licencia/solicitud-estado-cuenta';
import type { Tx } from '../tramites/solicitudes.repository';
import type { SolicitudEstadoCuentaDto } from './estados-cuenta.schemas';

/** A request to record: the period (no start for the solid-waste month) and its area. */
export interface NuevaSolicitudEdoCuenta {
  tipo: TipoSolicitudEdoCuenta;
  areaId: number;
  yearIni: number | null;
  mesIni: string | null;
  yearFin: number;
  mesFin: string;
}

/** Who asks, as the area's messages name them (the same fields as sendNotification's). */
export interface Remitente {
  contribuyenteId: number;
  rfc: string;
  nombre: string;
}

export function solicitudEstadoCuentaDto(s: SolicitudEstadoCuenta, tipoProcesoId: number): SolicitudEstadoCuentaDto {
  const area = AREAS.find((a) => a.id === s.areaId);
  return {
    id: s.id,
    tipo: s.tipo,
    locacion_id: s.locacionId,
    area_id: s.areaId,
    area: area ? nombreAreaParaContribuyente(area, tipoProcesoId) : String(s.areaId),
    year_ini: s.yearIni,
    mes_ini: s.mesIni,
    year_fin: s.yearFin,
    mes_fin: s.mesFin,
    created_at: s.createdAt.toISOString(),
  };
}

const esCodigoMes = (m: string): m is CodigoMes => (CODIGOS_MES as readonly string[]).includes(m);

export function createEstadosCuentaSolicitudesRepository({ db }: { db: Db }) {
  /** The newest requests of a kind first, by the end of their period (spec 1 §5.8 "the last request"). */
  const deTipo = (c: Db | Tx, locacionId: number, tipo: TipoSolicitudEdoCuenta, limite: number) =>
    c
      .select()
      .from(solicitudesEstadoCuenta)
      .where(and(eq(solicitudesEstadoCuenta.locacionId, locacionId), eq(solicitudesEstadoCuenta.tipo, tipo)))
      .orderBy(desc(solicitudesEstadoCuenta.yearFin), desc(solicitudesEstadoCuenta.mesFin), desc(solicitudesEstadoCuenta.id))
      .limit(limite);

  return {
    deTipo: (locacionId: number, tipo: TipoSolicitudEdoCuenta, limite = 12) => deTipo(db, locacionId, tipo, limite),

    /** spec 1 §3 lastyear, lastmes: where the last market request ended; null before the first. */
    async ultima(c: Db | Tx, locacionId: number, tipo: TipoSolicitudEdoCuenta): Promise<UltimaSolicitud | null> {
      const [s] = await deTipo(c, locacionId, tipo, 1);
      return s && esCodigoMes(s.mesFin) ? { year: s.yearFin, mes: s.mesFin } : null;
    },

    /** The establishment has a market licence (an opening or renewal with mercado=1, spec 1 §2.4). */
    async tieneLicenciaMercado(locacionId: number): Promise<boolean> {
      const [f] = await db
        .select({ id: licencias.id })
        .from(licencias)
        .where(and(eq(licencias.locacionId, locacionId), eq(licencias.mercado, true)))
        .limit(1);
      return Boolean(f);
    },

    /** The ids of every request (of any procedure) about the establishment: their statements are its. */
    async solicitudesDe(locacionId: number): Promise<number[]> {
      const filas = await db.select({ id: solicitudes.id }).from(solicitudes).where(eq(solicitudes.locacionId, locacionId));
      return filas.map((f) => f.id);
    },

    /**
     * Records the request and its message to the area together (the message is what the area's
     * staff read with the taxpayers' messages, GET areas/{id}/mensajes). The establishment's row is
     * locked first, so two requests of one establishment are checked against each other's period
     * one after the other (`validar` may refuse by throwing, and then nothing is written).
     */
    registrar(
      est: Establecimiento,
      quien: Remitente,
      validar: (tx: Tx) => Promise<NuevaSolicitudEdoCuenta>,
    ): Promise<SolicitudEstadoCuenta> {
      return db.transaction(async (tx) => {
        await tx.select({ id: establecimientos.id }).from(establecimientos).where(eq(establecimientos.id, est.id)).for('update');
        const n = await validar(tx);
        const [fila] = await tx
          .insert(solicitudesEstadoCuenta)
          .values({ ...n, locacionId: est.id, contribuyenteId: quien.contribuyenteId })
          .returning();
        await tx.insert(mensajesArea).values({
          contribuyenteId: quien.contribuyenteId,
          areaId: n.areaId,
          establecimientoId: est.id,
          mensaje: mensajeSolicitud(n.tipo, est, n),
          rfc: quien.rfc,
          nombreContribuyente: quien.nombre,
        });
        return fila;
      });
    },
  };
}
