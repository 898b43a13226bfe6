// Reads and writes of advertising requests (db/schema/anuncios.table.ts), shared by the signs of an
// establishment (procedure `anuncio`) and the public-road signs (`anuncio_externo`): the kit request
// (solicitudes) with its own row (solicitudes_anuncio), its signs (anuncios) and their detail rows
// (anuncios_detalle). The request's high risk (spec 3 §4.1: a row of type 2 or 10) is recomputed
// here after every write of a sign or a row, so nothing else keeps it.
import { and, count, desc, eq, ilike, inArray, notInArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  anuncios,
  anunciosDetalle,
  establecimientos,
  solicitudes,
  solicitudesAnuncio,
  type Anuncio,
  type AnuncioDetalle,
  type ArchivosAnuncio,
  type DomicilioAnuncio,
  type Solicitud,
  type SolicitudAnuncio,
} from '../../db/schema';
import { CLAVE_ANUNCIO, folioAnuncio, type DatosAnuncio, type TipoSolicitudAnuncio } from '../../domain/anuncios/comun';
import { esAltoRiesgo } from '../../domain/anuncios/reglas';
import { hoyCancun } from '../../domain/tramite/fechas';
import { ESTADOS_CERRADOS } from '../../domain/tramite/lectura';
import { definicionDe } from '../../domain/tramites';
import { signosConFilas } from '../../activities/anuncios.activities';
import { createSolicitudesRepository, type Tx } from '../tramites/solicitudes.repository';

export type AnuncioConDetalle = Anuncio & { detalle: AnuncioDetalle[] };

/** A request with its own row and its signs (each with its rows, in the order they were written). */
export interface VistaSolicitudAnuncio {
  s: Solicitud;
  sa: SolicitudAnuncio;
  anuncios: AnuncioConDetalle[];
}

/** A detail row as written: `id` keeps a stored row of the same sign, none adds one. */
export interface DetalleNuevo {
  id?: number | null;
  tipoAnuncioId: number;
  largo: number | string;
  ancho: number | string;
  materialId: number;
  caras: number;
  pieza?: number | null;
  mes?: number | null;
  dia?: number | null;
  movimientoRotatorio?: boolean | null;
}

/** A sign as written (its own fields and its rows); `archivos` is the slot → documento map to keep. */
export type AnuncioNuevo = Partial<Omit<typeof anuncios.$inferInsert, 'id' | 'solicitudId' | 'createdAt' | 'updatedAt'>> & { detalle: DetalleNuevo[] };

export interface SolicitudAnuncioNueva {
  tipo: TipoSolicitudAnuncio;
  contribuyenteId: number;
  locacionId: number | null;
  titulo: string;
  claveCatastral: string | null;
  noFolio: boolean;
  identificacionPredio: string | null;
  tipoPropiedadId: number | null;
  domicilio: DomicilioAnuncio | null;
  renovacion: boolean;
}

/** A row of the forms' schema (domain/anuncios/schema.ts filaAnuncioSchema) as the repository writes it. */
export interface FilaEntrada {
  id?: number | null;
  tipo_anuncio_id: number;
  largo: number | string;
  ancho: number | string;
  material_id: number;
  caras: number;
  pieza?: number | null;
  mes?: number | null;
  dia?: number | null;
  movimiento_rotatorio?: boolean | null;
}

/** The sign fields both forms send (domain/anuncios/schema.ts), as the repository writes them. */
export interface AnuncioEntradaComun {
  forma_instalacion?: string | null;
  tipo_instalacion?: string | null;
  iluminado?: boolean | null;
  contenido?: string | null;
  temporal?: boolean | null;
  fecha_inicio?: string | null;
  fecha_fin?: string | null;
  otro_domicilio?: boolean | null;
  domicilio?: DomicilioAnuncio | null;
  propiedad?: number | null;
  renovacion?: boolean | null;
  periodo_renovacion?: readonly number[] | null;
  tiene_cambio?: boolean | null;
  cambio_texto?: string | null;
  cambio_fisico?: boolean | null;
  espectacular?: boolean | null;
  material_id?: number | null;
}

export const filaNueva = (f: FilaEntrada): DetalleNuevo => ({
  id: f.id ?? null,
  tipoAnuncioId: f.tipo_anuncio_id,
  largo: f.largo,
  ancho: f.ancho,
  materialId: f.material_id,
  caras: f.caras,
  pieza: f.pieza ?? null,
  mes: f.mes ?? null,
  dia: f.dia ?? null,
  movimientoRotatorio: f.movimiento_rotatorio ?? null,
});

/** A validated form's sign (either procedure) as the repository writes it, with the files it keeps. */
export function anuncioNuevoDe(e: AnuncioEntradaComun, filas: readonly FilaEntrada[], archivos: ArchivosAnuncio): AnuncioNuevo {
  const temporal = !!e.temporal;
  const cambio = !!e.tiene_cambio;
  const otro = !!e.otro_domicilio;
  return {
    formaInstalacion: e.forma_instalacion ?? null,
    tipoInstalacion: e.tipo_instalacion ?? null,
    iluminado: !!e.iluminado,
    contenido: e.contenido ?? null,
    temporal,
    fechaInicio: temporal ? (e.fecha_inicio ?? null) : null,
    fechaFin: temporal ? (e.fecha_fin ?? null) : null,
    otroDomicilio: otro,
    domicilio: otro ? (e.domicilio ?? null) : null,
    propiedad: e.propiedad ?? null,
    renovacion: !!e.renovacion,
    periodoRenovacion: e.renovacion ? [...(e.periodo_renovacion ?? [])] : [],
    tieneCambio: cambio,
    cambioTexto: cambio ? (e.cambio_texto ?? null) : null,
    cambioFisico: !!e.cambio_fisico,
    espectacular: !!e.espectacular,
    materialId: e.material_id ?? filas[0]?.material_id ?? null,
    archivos,
    detalle: filas.map(filaNueva),
  };
}

const filaDetalle = (anuncioId: number, d: DetalleNuevo) => ({
  anuncioId,
  tipoAnuncioId: d.tipoAnuncioId,
  largo: String(d.largo),
  ancho: String(d.ancho),
  materialId: d.materialId,
  caras: d.caras,
  pieza: d.pieza ?? null,
  mes: d.mes ?? null,
  dia: d.dia ?? null,
  movimientoRotatorio: d.movimientoRotatorio ?? null,
});

/** The sign's own columns from what was written (its type and material follow its first row when not given). */
function columnasAnuncio(a: AnuncioNuevo) {
  const { detalle, ...propios } = a;
  return {
    ...propios,
    tipoAnuncioId: propios.tipoAnuncioId ?? detalle[0]?.tipoAnuncioId ?? null,
    materialId: propios.materialId ?? detalle[0]?.materialId ?? null,
    updatedAt: new Date(),
  };
}

/** The requests still being written by the taxpayer: a draft (1) or returned for correction (5). */
const ESTATUS_ABIERTOS = [1, 5];

export function createAnunciosRepository({ db }: { db: Db }) {
  const vista = () => db.select({ s: solicitudes, sa: solicitudesAnuncio }).from(solicitudesAnuncio).innerJoin(solicitudes, eq(solicitudes.id, solicitudesAnuncio.solicitudId));

  const conAnuncios = async (filas: { s: Solicitud; sa: SolicitudAnuncio }[]): Promise<VistaSolicitudAnuncio[]> => {
    const ids = filas.map((f) => f.s.id);
    if (!ids.length) return [];
    const porSolicitud = new Map<number, AnuncioConDetalle[]>();
    for (const a of await signosConFilas(db, ids)) (porSolicitud.get(a.solicitudId) ?? porSolicitud.set(a.solicitudId, []).get(a.solicitudId)!).push(a);
    return filas.map((f) => ({ ...f, anuncios: porSolicitud.get(f.s.id) ?? [] }));
  };

  /**
   * spec 3 §4.1: the request is high risk when any row of any of its signs is type 2 or 10; it
   * renews when any of its signs does.
   */
  const recalcularRiesgo = async (tx: Tx, solicitudId: number) => {
    const filas = await tx
      .select({ tipo_anuncio_id: anunciosDetalle.tipoAnuncioId })
      .from(anunciosDetalle)
      .innerJoin(anuncios, eq(anuncios.id, anunciosDetalle.anuncioId))
      .where(eq(anuncios.solicitudId, solicitudId));
    const signos = await tx.select({ renovacion: anuncios.renovacion }).from(anuncios).where(eq(anuncios.solicitudId, solicitudId));
    await tx
      .update(solicitudesAnuncio)
      .set({ altoRiesgo: esAltoRiesgo(filas), ...(signos.length ? { renovacion: signos.some((a) => a.renovacion) } : {}), updatedAt: new Date() })
      .where(eq(solicitudesAnuncio.solicitudId, solicitudId));
  };

  /** The request's row locked, so two writes of its signs follow one another. */
  const bloquear = (tx: Tx, solicitudId: number) => tx.select({ id: solicitudesAnuncio.solicitudId }).from(solicitudesAnuncio).where(eq(solicitudesAnuncio.solicitudId, solicitudId)).for('update');

  const repo = {
    /** A draft request (the kit's row, its folio ANU-/AVP-, and its own row). */
    async crearSolicitud(tx: Tx, n: SolicitudAnuncioNueva): Promise<Solicitud> {
      if (n.locacionId !== null) await tx.select({ id: establecimientos.id }).from(establecimientos).where(eq(establecimientos.id, n.locacionId)).for('update');
      const anio = Number(hoyCancun().slice(0, 4));
      const datos: DatosAnuncio = { altoRiesgo: false, renovacion: n.renovacion, anio };
      const s = await createSolicitudesRepository({ db }).crear(tx, {
        def: definicionDe(CLAVE_ANUNCIO[n.tipo]),
        contribuyenteId: n.contribuyenteId,
        locacionId: n.locacionId,
        titulo: n.titulo,
        datos,
        folio: (sid) => folioAnuncio(n.tipo, anio, sid),
      });
      await tx.insert(solicitudesAnuncio).values({
        solicitudId: s.id,
        tipo: n.tipo,
        locacionId: n.locacionId,
        claveCatastral: n.claveCatastral,
        noFolio: n.noFolio,
        identificacionPredio: n.identificacionPredio,
        tipoPropiedadId: n.tipoPropiedadId,
        domicilio: n.domicilio,
        renovacion: n.renovacion,
        anio,
      });
      return s;
    },

    /** The establishment's request still open to new signs (status 1 or 5), newest first; null when none. */
    async borradorAbierto(locacionId: number): Promise<number | null> {
      const [f] = await db
        .select({ id: solicitudes.id })
        .from(solicitudesAnuncio)
        .innerJoin(solicitudes, eq(solicitudes.id, solicitudesAnuncio.solicitudId))
        .where(
          and(
            eq(solicitudesAnuncio.locacionId, locacionId),
            eq(solicitudesAnuncio.tipo, 'establecimiento'),
            inArray(solicitudes.estatus, ESTATUS_ABIERTOS),
            notInArray(solicitudes.estado, [...ESTADOS_CERRADOS]),
          ),
        )
        .orderBy(desc(solicitudes.id))
        .limit(1);
      return f?.id ?? null;
    },

    async actualizarSolicitud(solicitudId: number, patch: Partial<SolicitudAnuncio>): Promise<void> {
      const { solicitudId: _id, createdAt: _c, ...cambios } = patch;
      await db
        .update(solicitudesAnuncio)
        .set({ ...cambios, updatedAt: new Date() })
        .where(eq(solicitudesAnuncio.solicitudId, solicitudId));
    },

    /** A new sign with its rows; the request's risk follows. */
    async agregarAnuncio(solicitudId: number, a: AnuncioNuevo): Promise<number> {
      return db.transaction(async (tx) => {
        await bloquear(tx, solicitudId);
        const [nuevo] = await tx
          .insert(anuncios)
          .values({ ...columnasAnuncio(a), solicitudId })
          .returning({ id: anuncios.id });
        if (a.detalle.length) await tx.insert(anunciosDetalle).values(a.detalle.map((d) => filaDetalle(nuevo.id, d)));
        await recalcularRiesgo(tx, solicitudId);
        return nuevo.id;
      });
    },

    /** The sign saved again: rows sent with an id of this sign are updated, the others replaced. */
    async actualizarAnuncio(anuncioId: number, a: AnuncioNuevo): Promise<void> {
      await db.transaction(async (tx) => {
        const [actual] = await tx.select({ solicitudId: anuncios.solicitudId }).from(anuncios).where(eq(anuncios.id, anuncioId));
        if (!actual) return;
        await bloquear(tx, actual.solicitudId);
        await tx.update(anuncios).set(columnasAnuncio(a)).where(eq(anuncios.id, anuncioId));
        const previas = await tx.select({ id: anunciosDetalle.id }).from(anunciosDetalle).where(eq(anunciosDetalle.anuncioId, anuncioId));
        const propias = new Set(previas.map((p) => p.id));
        const conservadas = a.detalle.filter((d) => d.id != null && propias.has(d.id));
        const quedan = new Set(conservadas.map((d) => d.id!));
        const quitar = previas.map((p) => p.id).filter((id) => !quedan.has(id));
        if (quitar.length) await tx.delete(anunciosDetalle).where(inArray(anunciosDetalle.id, quitar));
        for (const d of conservadas) {
          const { anuncioId: _a, ...cols } = filaDetalle(anuncioId, d);
          await tx.update(anunciosDetalle).set(cols).where(eq(anunciosDetalle.id, d.id!));
        }
        const nuevas = a.detalle.filter((d) => d.id == null || !propias.has(d.id));
        if (nuevas.length) await tx.insert(anunciosDetalle).values(nuevas.map((d) => filaDetalle(anuncioId, d)));
        await recalcularRiesgo(tx, actual.solicitudId);
      });
    },

    /** Only the sign's files (the rest stays as it is). */
    async fijarArchivosAnuncio(anuncioId: number, archivos: ArchivosAnuncio): Promise<void> {
      await db.update(anuncios).set({ archivos, updatedAt: new Date() }).where(eq(anuncios.id, anuncioId));
    },

    async eliminarAnuncio(anuncioId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [a] = await tx.delete(anuncios).where(eq(anuncios.id, anuncioId)).returning({ solicitudId: anuncios.solicitudId });
        if (a) await recalcularRiesgo(tx, a.solicitudId);
      });
    },

    async eliminarDetalle(detalleId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [d] = await tx.delete(anunciosDetalle).where(eq(anunciosDetalle.id, detalleId)).returning({ anuncioId: anunciosDetalle.anuncioId });
        if (!d) return;
        const [a] = await tx.select({ solicitudId: anuncios.solicitudId }).from(anuncios).where(eq(anuncios.id, d.anuncioId));
        if (a) await recalcularRiesgo(tx, a.solicitudId);
      });
    },

    async leer(solicitudId: number): Promise<VistaSolicitudAnuncio | null> {
      const [f] = await vista().where(eq(solicitudesAnuncio.solicitudId, solicitudId));
      return f ? (await conAnuncios([f]))[0] : null;
    },

    async anuncioPorId(id: number): Promise<{ anuncio: Anuncio; v: VistaSolicitudAnuncio } | null> {
      const [a] = await db.select().from(anuncios).where(eq(anuncios.id, id));
      const v = a ? await repo.leer(a.solicitudId) : null;
      return a && v ? { anuncio: a, v } : null;
    },

    async detallePorId(id: number): Promise<{ detalle: AnuncioDetalle; anuncio: Anuncio; v: VistaSolicitudAnuncio } | null> {
      const [d] = await db.select().from(anunciosDetalle).where(eq(anunciosDetalle.id, id));
      const r = d ? await repo.anuncioPorId(d.anuncioId) : null;
      return d && r ? { detalle: d, ...r } : null;
    },

    /** An establishment's requests of a kind, newest first. */
    async deEstablecimiento(locacionId: number, tipo: TipoSolicitudAnuncio): Promise<VistaSolicitudAnuncio[]> {
      const filas = await vista()
        .where(and(eq(solicitudesAnuncio.locacionId, locacionId), eq(solicitudesAnuncio.tipo, tipo)))
        .orderBy(desc(solicitudesAnuncio.solicitudId));
      return conAnuncios(filas);
    },

    /** A taxpayer's requests of a kind, newest first, filtered by cadastral key and folio (contains), one page (1-based). */
    async deContribuyente(
      contribuyenteId: number,
      tipo: TipoSolicitudAnuncio,
      f: { clave?: string; folio?: string; locacionId?: number; page: number; porPagina: number },
    ): Promise<{ filas: VistaSolicitudAnuncio[]; total: number }> {
      const escapar = (t: string) => `%${t.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const filtro: SQL | undefined = and(
        eq(solicitudes.contribuyenteId, contribuyenteId),
        eq(solicitudesAnuncio.tipo, tipo),
        f.clave ? ilike(solicitudesAnuncio.claveCatastral, escapar(f.clave)) : undefined,
        f.folio ? ilike(solicitudes.folio, escapar(f.folio)) : undefined,
        f.locacionId ? eq(solicitudesAnuncio.locacionId, f.locacionId) : undefined,
      );
      const [{ total }] = await db
        .select({ total: count() })
        .from(solicitudesAnuncio)
        .innerJoin(solicitudes, eq(solicitudes.id, solicitudesAnuncio.solicitudId))
        .where(filtro);
      const filas = await vista()
        .where(filtro)
        .orderBy(desc(solicitudesAnuncio.solicitudId))
        .limit(f.porPagina)
        .offset((Math.max(1, f.page) - 1) * f.porPagina);
      return { filas: await conAnuncios(filas), total: Number(total) };
    },
  };
  return repo;
}

export type AnunciosRepository = ReturnType<typeof createAnunciosRepository>;
