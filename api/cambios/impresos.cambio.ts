// A change request's printouts as data: the certificate of an approved change, read from
// the establishment's history row the approval wrote, and who approved it. The certificate's PDF
// and the public check (GET verificar/{codigo}) both read it from here, so the check never shows
// more, or other, than the paper.
import { eq } from 'drizzle-orm';
import type { ConstanciaCambioPdf, EstablecimientoCambioPdf, FilaConstanciaCambioPdf } from '../../activities/pdf';
import type { Db } from '../../db/client';
import { cambios, historialEstablecimientos, solicitudes, type Establecimiento, type HistorialEstablecimiento } from '../../db/schema';
import { PREFIJO_FOLIO, type TipoCambio } from '../../domain/cambios/comun';
import { AREAS, nombreAreaParaContribuyente, TIPO_PROCESO } from '../../domain/common/catalogos';
import { domicilioTexto, type DomicilioTexto } from '../../domain/common/domicilio';
import { nombreDe } from '../../domain/common/personas';
import { etiqueta, giroPorId, girosPorIds, TIPOS_PROPIEDAD } from '../../domain/catalogos/establecimientos';
import { areaDe, esPasoDePersonal } from '../../domain/tramite/definicion';
import { ESTATUS } from '../../domain/tramite/estatus';
import { definicionDe } from '../../domain/tramites';
import { createContribuyentesRepository } from '../contribuyentes/contribuyentes.repository';
import { codigoVerificacion } from '../lib/verificacion';
import { createTareasRepository } from '../tareas/tareas.repository';
import type { CambioVista } from './cambios.repository';

const PREFIJOS = new Set(Object.values(PREFIJO_FOLIO));

/** A change request's folio (CNC-2026-000123, BAJA-2026-000017), told apart from a licence's by its prefix. */
export const esFolioCambio = (folio: string) => PREFIJOS.has(folio.split('-')[0]);

export function establecimientoCambioPdf(e: Establecimiento): EstablecimientoCambioPdf {
  return { clave: e.externalId, nombreComercial: e.nombreComercial, claveCatastral: e.claveCatastral, domicilio: domicilioTexto(e.domicilio) };
}

/** The change request (and its kit request) with this folio. */
export async function cambioPorFolio(db: Db, folio: string): Promise<CambioVista | null> {
  const [f] = await db.select({ c: cambios, s: solicitudes }).from(cambios).innerJoin(solicitudes, eq(solicitudes.id, cambios.solicitudId)).where(eq(solicitudes.folio, folio));
  return f ?? null;
}

/** The history row the approval of this request wrote (one per request). */
export async function historialDe(db: Db, solicitudId: number): Promise<HistorialEstablecimiento | null> {
  const [h] = await db.select().from(historialEstablecimientos).where(eq(historialEstablecimientos.solicitudId, solicitudId));
  return h ?? null;
}

const texto = (v: unknown): string => (v === null || v === undefined || v === '' ? '—' : String(v));
const siNo = (v: unknown) => (v === true ? 'Sí' : v === false ? 'No' : '—');
const proceso = (v: unknown) => (Number(v) === TIPO_PROCESO.SARE ? 'SARE' : v === null || v === undefined ? '—' : 'Licencias de Funcionamiento');
const giros = (v: unknown) => {
  const nombres = girosPorIds(Array.isArray(v) ? v.map(Number) : []).map((g) => g.nombre);
  return nombres.length ? nombres.join('; ') : 'Ninguna';
};

/** How each key of a history row is named and printed (activities/cambios/aplicaciones.ts writes them). */
const CAMPOS: Record<string, { campo: string; valor: (v: unknown) => string }> = {
  nombre_comercial: { campo: 'Nombre comercial', valor: texto },
  domicilio: { campo: 'Domicilio', valor: (v) => (v && typeof v === 'object' ? domicilioTexto(v as DomicilioTexto) : '—') },
  clave_catastral: { campo: 'Clave catastral', valor: texto },
  donativo: { campo: 'Predio en donativo', valor: siNo },
  tipo_propiedad_id: { campo: 'Tipo de propiedad', valor: (v) => etiqueta(TIPOS_PROPIEDAD, Number(v)) ?? texto(v) },
  superficie: { campo: 'Superficie', valor: (v) => (v === null || v === undefined ? '—' : `${String(v)} m²`) },
  giro_actividad_id: { campo: 'Giro principal', valor: (v) => giroPorId(Number(v))?.nombre ?? texto(v) },
  actividades_secundarias: { campo: 'Actividades secundarias', valor: giros },
  numero_habitaciones: { campo: 'Número de habitaciones', valor: texto },
  tipo_proceso_id: { campo: 'Proceso', valor: proceso },
  baja: { campo: 'Situación del establecimiento', valor: (v) => (v === true ? 'Dado de baja' : 'En operación') },
  fecha_sat: { campo: 'Fecha de baja ante el SAT', valor: texto },
};

/** What an approved change replaced, one line per value that changed (every value when none did). */
export async function cambiosDeHistorial(db: Db, h: Pick<HistorialEstablecimiento, 'anterior' | 'nuevo'>): Promise<FilaConstanciaCambioPdf[]> {
  const claves = [...new Set([...Object.keys(h.nuevo), ...Object.keys(h.anterior)])];
  const personas = createContribuyentesRepository({ db });
  const persona = async (id: unknown) => {
    const c = id === null || id === undefined ? null : await personas.porId(Number(id));
    return c ? `${nombreDe(c)} (RFC ${c.rfc})` : '—';
  };
  const filas: (FilaConstanciaCambioPdf & { igual: boolean })[] = [];
  for (const k of claves) {
    const [a, n] = [h.anterior[k], h.nuevo[k]];
    const igual = JSON.stringify(a ?? null) === JSON.stringify(n ?? null);
    if (k === 'contribuyente_id') filas.push({ campo: 'Propietario', anterior: await persona(a), nuevo: await persona(n), igual });
    else if (CAMPOS[k]) filas.push({ campo: CAMPOS[k].campo, anterior: CAMPOS[k].valor(a), nuevo: CAMPOS[k].valor(n), igual });
  }
  const distintas = filas.filter((f) => !f.igual);
  return (distintas.length ? distintas : filas).map(({ igual: _i, ...f }) => f);
}

/** The area whose review approved the request last, and the officer who signed it (if a task recorded it). */
async function aprobacionDe(db: Db, v: CambioVista, est: Establecimiento) {
  const def = definicionDe(v.c.tipo);
  const ctx = v.s.snapshot?.context;
  const paso = [...def.pasos].reverse().find((p) => esPasoDePersonal(p) && ctx?.pasos[p.clave]?.estatus === ESTATUS.APROBADO);
  const areaId = paso && ctx ? areaDe(paso, ctx.datos) : null;
  const area = AREAS.find((a) => a.id === areaId);
  const tareas = createTareasRepository({ db });
  const [revisor, fecha] = paso ? await Promise.all([tareas.firmante(v.s.id, paso.clave), tareas.aprobadaAt(v.s.id, paso.clave)]) : [null, null];
  return { area: area ? nombreAreaParaContribuyente(area, est.tipoProcesoId) : 'Dirección de Ingresos', revisor, fecha };
}

export interface OpcionesConstancia {
  publicUrl: string;
  secreto: string;
}

/** null unless the request was approved and applied (its history row exists). */
export async function constanciaCambio(db: Db, v: CambioVista, est: Establecimiento, o: OpcionesConstancia): Promise<ConstanciaCambioPdf | null> {
  if (v.s.estado !== 'terminada' || v.s.estatus !== ESTATUS.APROBADO) return null;
  const h = await historialDe(db, v.s.id);
  if (!h) return null;
  const c = await createContribuyentesRepository({ db }).porId(v.s.contribuyenteId);
  const [filas, aprobacion] = await Promise.all([cambiosDeHistorial(db, h), aprobacionDe(db, v, est)]);
  return {
    tramite: definicionDe(v.c.tipo as TipoCambio).nombre,
    folio: v.s.folio,
    establecimiento: establecimientoCambioPdf(est),
    titular: c ? { nombre: nombreDe(c), rfc: c.rfc } : { nombre: '—', rfc: '—' },
    cambios: filas,
    fechaAprobacion: aprobacion.fecha ?? v.s.terminadaAt ?? h.aplicadoAt,
    aprobacion: { area: aprobacion.area, revisor: aprobacion.revisor },
    publicUrl: o.publicUrl,
    codigoVerificacion: codigoVerificacion(o.secreto, v.s.folio),
  };
}
