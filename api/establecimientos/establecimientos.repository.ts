// Reads and writes of establishments, their licence drafts and their files (spec 1 §2.5, §3, §7.4).
// Ownership is checked by the routes (acceso.ts) before any of these runs.
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  archivosContenido,
  catCalles,
  catColonias,
  catLocalidades,
  documentos,
  establecimientos,
  notificaciones,
  solicitudes,
  type DomicilioEstablecimiento,
  type Establecimiento,
} from '../../db/schema';
import { MSG } from '../../domain/common/messages';
import { hoyCancun } from '../../domain/tramite/fechas';
import { normalizarClaveCatastral } from '../../domain/common/predio';
import { formularioAColumnas } from '../../domain/licencia/columnas';
import type { DomicilioLicencia, LicenciaFormData } from '../../domain/licencia/schema';
import { CON_ACENTO, SIN_ACENTO } from '../../db/schema/plegado';
import { patronContiene } from '../lib/busqueda';
import { createLicenciasRepository, type LicenciaVista } from '../licencias/licencias.repository';
import { createPagosRepository } from '../pagos/pagos.repository';
import { detalleDto, tarjetaDto, type ArchivoFila } from './establecimientos.dto';
import { lista, pagina, POR_PAGINA } from './lista.consultas';
import { columnasDeArchivo } from '../documentos/archivos';

export { POR_PAGINA } from './lista.consultas';

// The name filter compares folded texts: nombre_busqueda is folded by PostgreSQL when a row is
// written (db/schema/plegado.ts), the filter by plegar() here, with the same table.
const PLEGADO = new Map([...CON_ACENTO].map((c, i) => [c, SIN_ACENTO[i]]));
export const plegar = (s: string) => [...s.toLowerCase()].map((c) => PLEGADO.get(c) ?? c).join('');

const columnasArchivo = {
  id: documentos.id,
  codigo: documentos.codigo,
  nombreArchivo: documentos.nombreArchivo,
  mime: documentos.mime,
  tamano: documentos.tamano,
  createdAt: documentos.createdAt,
  locacionId: documentos.locacionId,
};

export interface FiltrosLista {
  page: number;
  external_id?: string;
  nombre_comercial?: string;
}

export interface ArchivoNuevo {
  codigo: string;
  nombre: string;
  mime: string;
  buf: Buffer;
}

export interface ResultadoDomicilio {
  etiquetas: Partial<DomicilioEstablecimiento>;
  errores: Record<string, string[]>;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function siguienteId(tx: Tx, tabla: 'establecimientos'): Promise<number> {
  const filas = await tx.execute<{ id: number }>(sql`select nextval(pg_get_serial_sequence(${tabla}, 'id'))::int as id`);
  return Number(filas[0].id);
}

export const anioActual = () => Number(hoyCancun().slice(0, 4));

export function createEstablecimientosRepository({ db }: { db: Db }) {
  const licencias = createLicenciasRepository({ db });
  const pagos = createPagosRepository({ db });
  const deContribuyente = (contribuyenteId: number) => and(eq(establecimientos.contribuyenteId, contribuyenteId), eq(establecimientos.baja, false));

  async function noLeidas(usuarioId: number, ids: number[]): Promise<Map<number, number>> {
    if (!ids.length) return new Map();
    const filas = await db
      .select({ id: notificaciones.establecimientoId, n: count() })
      .from(notificaciones)
      .where(and(eq(notificaciones.usuarioId, usuarioId), isNull(notificaciones.leidaAt), inArray(notificaciones.establecimientoId, ids)))
      .groupBy(notificaciones.establecimientoId);
    return new Map(filas.map((f) => [f.id!, Number(f.n)]));
  }

  async function archivos(locacionId: number): Promise<ArchivoFila[]> {
    return db.select(columnasArchivo).from(documentos).where(eq(documentos.locacionId, locacionId)).orderBy(asc(documentos.id));
  }

  return {
    archivos,

    /**
     * The files a reviewer of one request sees: the establishment's own, and the payment proofs of
     * that request, not another request's (those are readable only to that request's areas).
     */
    async archivosDeSolicitud(locacionId: number, solicitudId: number): Promise<ArchivoFila[]> {
      return db
        .select(columnasArchivo)
        .from(documentos)
        .where(and(eq(documentos.locacionId, locacionId), or(isNull(documentos.solicitudId), eq(documentos.solicitudId, solicitudId))))
        .orderBy(asc(documentos.id));
    },

    async porId(id: number): Promise<Establecimiento | null> {
      const [est] = await db.select().from(establecimientos).where(eq(establecimientos.id, id));
      return est ?? null;
    },

    /** Is it one of the taxpayer's open establishments? */
    async esPropio(contribuyenteId: number, id: number): Promise<boolean> {
      const [e] = await db
        .select({ id: establecimientos.id })
        .from(establecimientos)
        .where(and(eq(establecimientos.id, id), deContribuyente(contribuyenteId)))
        .limit(1);
      return !!e;
    },

    /** spec 1 §4.8: the beverage licence was attached. */
    async marcarLicenciaBebidas(id: number): Promise<void> {
      await db.update(establecimientos).set({ hasLicenciaBebidas: true, updatedAt: new Date() }).where(eq(establecimientos.id, id));
    },

    /** The establishment's file of a code (one per code), without its bytes. */
    async archivoPorCodigo(locacionId: number, codigo: string): Promise<ArchivoFila | null> {
      const [d] = await db
        .select(columnasArchivo)
        .from(documentos)
        .where(and(eq(documentos.locacionId, locacionId), eq(documentos.codigo, codigo)));
      return d ?? null;
    },

    /**
     * spec 1 §2.5: one query for the page, one count, then one batched query each for the page's
     * licences, photos and unread notifications (no query per card).
     */
    async listar(contribuyenteId: number, usuarioId: number, f: FiltrosLista) {
      const clave = f.external_id?.trim();
      const nombre = f.nombre_comercial?.trim();
      const q = lista(db, `${clave ? 'c' : ''}${nombre ? 'n' : ''}`);
      const params = {
        contribuyenteId,
        clave: clave ? patronContiene(clave) : undefined,
        nombre: nombre ? patronContiene(plegar(nombre)) : undefined,
        desde: (f.page - 1) * POR_PAGINA,
      };
      const [idsPagina, [{ total }]] = await Promise.all([q.ids.execute(params), q.total.execute(params)]);
      const ids = idsPagina.map((e) => e.id);
      if (!ids.length) return { total: Number(total), items: [] };
      const p = pagina(db);
      const [filas, lics, fotos, leidas] = await Promise.all([
        p.filas.execute({ ids }),
        licencias.vigentes(ids),
        p.fotos.execute({ ids }),
        p.noLeidas.execute({ ids, usuarioId }),
      ]);
      const noLeidasDe = new Map(leidas.map((x) => [x.id!, Number(x.n)]));
      return {
        total: Number(total),
        items: filas.map((e) =>
          tarjetaDto(
            e,
            lics.get(e.id) ?? null,
            fotos.filter((x) => x.locacionId === e.id),
            noLeidasDe.get(e.id) ?? 0,
          ),
        ),
      };
    },

    /** GET establecimientos/{id}; unread notifications count only for the owner's own user. */
    /** `anio`: only that year's licence (GET establecimientos/{id}/oneyear, a renewal's page). */
    async detalle(est: Establecimiento, usuarioId: number | null, anio?: number) {
      const [todas, docs, leidas] = await Promise.all([licencias.deEstablecimiento(est.id), archivos(est.id), usuarioId ? noLeidas(usuarioId, [est.id]) : new Map<number, number>()]);
      const lics = anio === undefined ? todas : todas.filter((l) => l.anio === anio);
      const estados = await pagos.deSolicitudes(lics.map((l) => l.solicitudId));
      return detalleDto(est, lics, estados, docs, leidas.get(est.id) ?? 0);
    },

    /**
     * The address must exist in the municipal catalogues (spec 1 §3 Address): the colonia in its
     * localidad, the street in its colonia. The labels are kept in the row for cards and PDFs.
     */
    async domicilio(d: DomicilioLicencia): Promise<ResultadoDomicilio> {
      const errores: Record<string, string[]> = {};
      const callesIds = [d.calle_id, d.cruzamiento1_id, d.cruzamiento2_id].filter((x): x is number => typeof x === 'number');
      const [[loc], [col], calles] = await Promise.all([
        db.select().from(catLocalidades).where(eq(catLocalidades.id, d.localidad_id)),
        db.select().from(catColonias).where(eq(catColonias.id, d.colonia_id)),
        db.select().from(catCalles).where(inArray(catCalles.id, callesIds)),
      ]);
      const calle = (id: number | null | undefined) => (id ? calles.find((c) => c.id === id) : undefined);
      if (!loc || loc.entidadId !== d.entidad_id || loc.municipioId !== d.municipio_id) errores['domicilio.localidad_id'] = [MSG.requerido];
      if (!col || col.localidadId !== d.localidad_id) errores['domicilio.colonia_id'] = [MSG.requerido];
      if (calle(d.calle_id)?.coloniaId !== d.colonia_id) errores['domicilio.calle_id'] = [MSG.requerido];
      if (d.cruzamiento1_id && !calle(d.cruzamiento1_id)) errores['domicilio.cruzamiento1_id'] = [MSG.requerido];
      if (d.cruzamiento2_id && !calle(d.cruzamiento2_id)) errores['domicilio.cruzamiento2_id'] = [MSG.requerido];
      return {
        errores,
        etiquetas: {
          localidad: loc?.label,
          colonia: col?.label,
          calle: calle(d.calle_id)?.label,
          cruzamiento1: calle(d.cruzamiento1_id)?.label ?? null,
          cruzamiento2: calle(d.cruzamiento2_id)?.label ?? null,
        },
      };
    },

    /**
     * The establishment and its licence draft for the current year, in one transaction. Ids are
     * taken from the sequences first so the key and the folio are written with the rows.
     */
    async crear(contribuyenteId: number, form: LicenciaFormData, etiquetas: Partial<DomicilioEstablecimiento>) {
      return db.transaction(async (tx) => {
        const id = await siguienteId(tx, 'establecimientos');
        const columnas = formularioAColumnas(form, etiquetas);
        const [est] = await tx
          .insert(establecimientos)
          .values({ ...columnas, id, contribuyenteId, externalId: `OPB-${String(id).padStart(6, '0')}` })
          .returning();
        const lic = await licencias.crearBorrador(tx, est, anioActual());
        return { est, lic };
      });
    },

    /**
     * spec 1 §7.4 import: an establishment the municipality licensed before the portal, under its
     * padrón key and with no licence yet (its renewals create them).
     */
    async importar(contribuyenteId: number, externalId: string, form: LicenciaFormData, etiquetas: Partial<DomicilioEstablecimiento>) {
      const [est] = await db
        .insert(establecimientos)
        .values({ ...formularioAColumnas(form, etiquetas), contribuyenteId, externalId })
        .onConflictDoNothing({ target: establecimientos.externalId })
        .returning();
      return est ?? null;
    },

    async porExternalId(externalId: string) {
      const [est] = await db.select().from(establecimientos).where(eq(establecimientos.externalId, externalId));
      return est ?? null;
    },

    /**
     * spec 1 §4.3: saves the form. In draft the SARE decision, the land-use answer and the licence
     * draft follow the form; once sent, the running procedure was started with them and they stay.
     */
    async actualizar(est: Establecimiento, lic: LicenciaVista | null, form: LicenciaFormData, etiquetas: Partial<DomicilioEstablecimiento>) {
      const enBorrador = !lic || lic.solicitud.estado === 'borrador';
      const columnas = formularioAColumnas(form, etiquetas);
      if (!enBorrador) {
        columnas.tipoProcesoId = est.tipoProcesoId;
        columnas.tieneUsoSuelo = est.tieneUsoSuelo;
        // spec 1 §9: the request went to Mercados as a market opening; a correction does not change that.
        columnas.mercadoApertura = est.mercadoApertura;
      }
      return db.transaction(async (tx) => {
        const [nuevo] = await tx
          .update(establecimientos)
          .set({ ...columnas, updatedAt: new Date() })
          .where(eq(establecimientos.id, est.id))
          .returning();
        if (lic) await licencias.actualizarBorrador(tx, lic, nuevo);
        return nuevo;
      });
    },

    async darDeBaja(est: Establecimiento, motivo: string | null) {
      await db.update(establecimientos).set({ baja: true, motivoBaja: motivo, updatedAt: new Date() }).where(eq(establecimientos.id, est.id));
    },

    /** One file per code and establishment: a new one replaces the previous (spec 1 §7.4). */
    async guardarArchivos(est: Establecimiento, lista: ArchivoNuevo[]): Promise<ArchivoFila[]> {
      return db.transaction(async (tx) => {
        await tx.delete(documentos).where(and(eq(documentos.locacionId, est.id), inArray(documentos.codigo, lista.map((a) => a.codigo))));
        const filas = await tx
          .insert(documentos)
          .values(
            lista.map((a) => ({
              contribuyenteId: est.contribuyenteId,
              locacionId: est.id,
              codigo: a.codigo,
              ...columnasDeArchivo(a),
            })),
          )
          .returning(columnasArchivo);
        for (const [i, f] of filas.entries()) await tx.insert(archivosContenido).values({ documentoId: f.id, contenido: lista[i].buf });
        return filas;
      });
    },

    async archivo(est: Establecimiento, fileId: number): Promise<ArchivoFila | null> {
      const [d] = await db
        .select(columnasArchivo)
        .from(documentos)
        .where(and(eq(documentos.id, fileId), eq(documentos.locacionId, est.id)));
      return d ?? null;
    },

    async borrarArchivo(est: Establecimiento, fileId: number): Promise<boolean> {
      const r = await db
        .delete(documentos)
        .where(and(eq(documentos.id, fileId), eq(documentos.locacionId, est.id)))
        .returning({ id: documentos.id });
      return r.length > 0;
    },

    /** The caller's establishments registered with a cadastral key (spec 1 §5.5 toast). */
    async porClave(contribuyenteId: number, clave: string) {
      const ests = await db
        .select()
        .from(establecimientos)
        .where(and(deContribuyente(contribuyenteId), eq(establecimientos.claveCatastral, normalizarClaveCatastral(clave))))
        .orderBy(desc(establecimientos.id));
      if (!ests.length) return [];
      const lics = await Promise.all(ests.map((e) => licencias.deEstablecimiento(e.id)));
      return ests.map((e, i) => ({
        id: e.id,
        external_id: e.externalId,
        nombre_comercial: e.nombreComercial,
        clave_catastral: e.claveCatastral,
        estatus_licencia: lics[i][0]?.solicitud.estatus ?? null,
        licencia: lics[i].map((l) => ({ id: l.id, folio: l.solicitud.folio, anio: l.anio, estatus_licencia: l.solicitud.estatus })),
      }));
    },

    /** spec 1 §5.7 renewal lookup: the caller's establishment with this key and cadastral key. */
    async porClaves(contribuyenteId: number, externalId: string, clave: string) {
      const [est] = await db
        .select()
        .from(establecimientos)
        .where(
          and(
            deContribuyente(contribuyenteId),
            sql`upper(${establecimientos.externalId}) = ${externalId.trim().toUpperCase()}`,
            eq(establecimientos.claveCatastral, normalizarClaveCatastral(clave)),
          ),
        );
      return est ?? null;
    },

    /** spec 1 §2.9: every establishment with the state of its current procedures. */
    async tramites(contribuyenteId: number) {
      const ests = await db.select().from(establecimientos).where(deContribuyente(contribuyenteId)).orderBy(desc(establecimientos.id));
      return { ests, lics: await licencias.vigentes(ests.map((e) => e.id)) };
    },

    /** spec 1 §2.8: the establishments' files (no bytes), for My documents. */
    async documentos(contribuyenteId: number) {
      const [ests, docs] = await Promise.all([
        db
          .select({ id: establecimientos.id, externalId: establecimientos.externalId, nombreComercial: establecimientos.nombreComercial })
          .from(establecimientos)
          .where(deContribuyente(contribuyenteId))
          .orderBy(desc(establecimientos.id)),
        // The request a file came with names its procedure: a lease's 'solicitud' is not an assignment's.
        db
          .select({ ...columnasArchivo, procedimiento: solicitudes.procedimiento })
          .from(documentos)
          .leftJoin(solicitudes, eq(solicitudes.id, documentos.solicitudId))
          .where(and(eq(documentos.contribuyenteId, contribuyenteId), isNotNull(documentos.locacionId)))
          .orderBy(asc(documentos.id)),
      ]);
      return { ests, docs };
    },
  };
}

export type EstablecimientosRepository = ReturnType<typeof createEstablecimientosRepository>;
