// What a tower and a billboard request answer in common (spec 3 §3.4–3.5, §4.4): the property, the
// chain's status (estatus_revision, its words and colour), the reason of a return, the signature,
// the gates (edo_cuenta_status, constancia_uso_suelo_exist), the fee, what the caller may do now and
// the kit's tramite; and the file fields (`<slot>` + `<slot>_file`) each procedure lists. The
// status, the actions and the timeline are read from the kit's machine, so they cannot disagree.
import type { FastifyRequest } from 'fastify';
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import { documentos, type ArchivosDictamen } from '../../db/schema';
import { AREAS_DICTAMEN, PASO_DICTAMEN } from '../../domain/dictamenes/comun';
import { colorEstatusDictamen, colorVerificacion, etiquetaEstatusDictamen, etiquetaVerificacion, puedeEditarDictamen, puedeEnviarDictamen } from '../../domain/dictamenes/estatus';
import { areaDe, type DefPaso } from '../../domain/tramite/definicion';
import { pasoDePersonalActual } from '../../domain/tramite/lectura';
import type { SnapshotTramite } from '../../domain/tramite/maquina';
import { definicionDe } from '../../domain/tramites';
import { actual, esStaff } from '../auth/guards';
import type { AppDeps } from '../lib/contexto';
import { fechaHoraIso } from '../lib/respuesta';
import { estadoCuentaDto } from '../pagos/estados-cuenta.dto';
import { createPagosRepository } from '../pagos/pagos.repository';
import { estadoCuentaSchema } from '../pagos/pagos.schemas';
import { tramiteDto } from '../tramites/lectura';
import { tramiteSchema } from '../tramites/tramites.schemas';
import type { VistaDictamen } from './adaptador';
import { estatusDictamen, snapshotDictamen } from './estado';

const id = z.number().int();

/** spec 3 §3.4 a stored file: GET /api/documentacion/{id} serves it (url = fullpath). */
export const archivoDictamenSchema = z.object({
  id,
  tipo_archivo: z.string(),
  filename: z.string(),
  fullpath: z.string(),
  mime_type: z.string(),
  url: z.string(),
  fecha_carga: fechaHoraIso,
});
export type ArchivoDictamenDto = z.infer<typeof archivoDictamenSchema>;

/** What the caller may do with the request now. */
export const accionesDictamenSchema = z.object({
  editar: z.boolean(),
  enviar: z.boolean(),
  eliminar: z.boolean(),
  ver_motivo: z.boolean(),
  ver_dictamen: z.boolean(),
  /** the draft dictamen (watermark 'BORRADOR'): staff of 6, 61, 62 and root */
  ver_borrador: z.boolean(),
  pagar: z.boolean(),
  /** the Dirección signs now (firmarDocumento) */
  firmar: z.boolean(),
  /** the estatus_revision values this staff caller may set now with changeStatus (approve to the next level, 5 to return) */
  decidir: z.array(id),
});
export type AccionesDictamen = z.infer<typeof accionesDictamenSchema>;

/** A status as the chips show it (domain/dictamenes/estatus.ts). */
export const estatusDictamenSchema = z.object({ descripcion: z.string(), color: z.enum(['azul', 'verde', 'rojo', 'naranja', 'gris']) });

/** The schema fields of a set of slots: `<slot>` (the file's name) and `<slot>_file` (the file), each nullable. */
export type CamposArchivos<S extends string> = { [K in S]: z.ZodNullable<z.ZodString> } & { [K in S as `${K}_file`]: z.ZodNullable<typeof archivoDictamenSchema> };
/** Their values. */
export type ArchivosDe<S extends string> = { [K in S]: string | null } & { [K in S as `${K}_file`]: ArchivoDictamenDto | null };

/** `<slot>`: the file's name or null; `<slot>_file`: the file or null — one pair for each slot. */
export function camposArchivos<const S extends readonly string[]>(slots: S): CamposArchivos<S[number]> {
  return Object.fromEntries(slots.flatMap((s) => [[s, z.string().nullable()] as const, [`${s}_file`, archivoDictamenSchema.nullable()] as const])) as CamposArchivos<S[number]>;
}

/** The file fields of a request: every slot present, null when empty. */
export async function archivosDto<const S extends readonly string[]>(deps: AppDeps, d: { archivos: ArchivosDictamen }, slots: S): Promise<ArchivosDe<S[number]>> {
  const ids = Object.values(d.archivos ?? {}).filter((x): x is number => typeof x === 'number');
  const filas = ids.length
    ? await deps.db
        .select({ id: documentos.id, codigo: documentos.codigo, nombreArchivo: documentos.nombreArchivo, mime: documentos.mime, createdAt: documentos.createdAt })
        .from(documentos)
        .where(inArray(documentos.id, ids))
    : [];
  const porId = new Map(filas.map((f) => [f.id, f]));
  const r: Record<string, string | ArchivoDictamenDto | null> = {};
  for (const s of slots) {
    const f = porId.get(d.archivos?.[s] ?? -1);
    r[s] = f ? f.nombreArchivo : null;
    r[`${s}_file`] = f
      ? { id: f.id, tipo_archivo: f.codigo, filename: f.nombreArchivo, fullpath: `/api/documentacion/${f.id}`, mime_type: f.mime, url: `/api/documentacion/${f.id}`, fecha_carga: f.createdAt.toISOString() }
      : null;
  }
  return r as ArchivosDe<S[number]>;
}

/** The staff member's areas among the chain's (root: all of them); null for a taxpayer. */
export function areasDictamenDe(req: FastifyRequest): number[] | null {
  const a = actual(req);
  if (!esStaff(a.usuario.rol)) return null;
  if (a.usuario.rol === 'root') return [...AREAS_DICTAMEN];
  return a.areas.map((x) => x.id).filter((x) => AREAS_DICTAMEN.includes(x));
}

/** The staff step open now (revision, jefatura, direccion, validacion, firma) and the area that resolves it. */
export function pasoAbierto(v: VistaDictamen, snap: SnapshotTramite = snapshotDictamen(v)): { paso: DefPaso<unknown>; area: number | null } | null {
  if (v.d.eliminadaAt) return null;
  const def = definicionDe(v.s.procedimiento);
  const p = pasoDePersonalActual(def, snap);
  return p ? { paso: p, area: areaDe(p, snap.context.datos) } : null;
}

/** spec 3 §4.4: what each review level may set with changeStatus (the next level, or 5 to return it). */
export const SIGUIENTE_NIVEL: Readonly<Record<string, number>> = {
  [PASO_DICTAMEN.REVISION]: 16,
  [PASO_DICTAMEN.JEFATURA]: 3,
  [PASO_DICTAMEN.DIRECCION]: 4,
};

/** May this caller resolve the step (its area's staff, or root)? */
export function resuelvePaso(req: FastifyRequest, area: number | null): boolean {
  const a = actual(req);
  if (!esStaff(a.usuario.rol)) return false;
  return a.usuario.rol === 'root' || (area !== null && a.areas.some((x) => x.id === area));
}

/** The reason of a return: the current step's, else the newest one given. */
function motivoDe(snap: SnapshotTramite): string | null {
  const pasos = snap.context.pasos as Record<string, { motivo?: string | null } | undefined>;
  const actualMotivo = snap.context.actual ? pasos[snap.context.actual]?.motivo : null;
  return actualMotivo ?? Object.values(pasos).find((p) => p?.motivo)?.motivo ?? null;
}

export function accionesDe(req: FastifyRequest, v: VistaDictamen, snap: SnapshotTramite = snapshotDictamen(v)): AccionesDictamen {
  const a = actual(req);
  const def = definicionDe(v.s.procedimiento);
  const t = tramiteDto(def, v.s, snap);
  const estatus = estatusDictamen(v, snap);
  const vivo = !v.d.eliminadaAt;
  const dueno = a.contribuyenteId !== null && a.contribuyenteId === v.s.contribuyenteId;
  const staff = areasDictamenDe(req);
  const abierto = pasoAbierto(v, snap);
  const resuelve = !!abierto && resuelvePaso(req, abierto.area);
  const siguiente = abierto ? SIGUIENTE_NIVEL[abierto.paso.clave] : undefined;
  const editable = vivo && puedeEditarDictamen(estatus) && t.acciones.guardar;
  return {
    editar: dueno && editable,
    enviar: dueno && vivo && puedeEnviarDictamen(estatus) && t.acciones.enviar,
    eliminar: dueno && editable,
    ver_motivo: motivoDe(snap) !== null && (estatus === 5 || estatus === 3),
    ver_dictamen: v.d.documentoFirmado,
    ver_borrador: !!staff?.length && vivo && v.s.estado !== 'borrador',
    pagar: dueno && vivo && t.acciones.pagar !== null,
    firmar: resuelve && abierto!.paso.clave === PASO_DICTAMEN.FIRMA,
    decidir: resuelve && siguiente !== undefined ? [siguiente, 5] : [],
  };
}

/** The fields every tower and billboard answer carries (spread into each procedure's DTO schema). */
export const comunDictamenSchema = z.object({
  id,
  folio: z.string(),
  contribuyente_id: id,
  clave_catastral: z.string().nullable(),
  no_folio: z.boolean(),
  tipo_propiedad_id: id.nullable(),
  /** spec 3 §4.4: 1, 10, 16, 3, 4, 5, 18… */
  estatus_revision: id,
  estatus: estatusDictamenSchema,
  /** the 'Verificación' chip: the property tax of the key */
  verificacion: estatusDictamenSchema,
  motivo_rechazo: z.string().nullable(),
  documento_firmado: z.boolean(),
  fecha_firma: fechaHoraIso.nullable(),
  edo_cuenta_status: id.nullable(),
  constancia_uso_suelo_exist: z.boolean(),
  importe: z.string().nullable(),
  estado_cuenta: estadoCuentaSchema.nullable(),
  created_at: fechaHoraIso,
  eliminada_at: fechaHoraIso.nullable(),
  acciones: accionesDictamenSchema,
  tramite: tramiteSchema,
});
export type ComunDictamenDto = z.infer<typeof comunDictamenSchema>;

/** The fee step's service of the procedure (1757 / 1758). */
export function servicioDictamen(procedimiento: string): number | null {
  return (definicionDe(procedimiento).pasos as readonly DefPaso<unknown>[]).find((p) => p.tipo === 'pago')?.servicio ?? null;
}

export async function comunDto(deps: AppDeps, v: VistaDictamen, req: FastifyRequest): Promise<ComunDictamenDto> {
  const def = definicionDe(v.s.procedimiento);
  const snap = snapshotDictamen(v);
  const estatus = estatusDictamen(v, snap);
  const servicio = servicioDictamen(v.s.procedimiento);
  const edo = servicio ? await createPagosRepository({ db: deps.db }).ultimo(v.s.id, servicio) : null;
  const t = tramiteDto(def, v.s, snap);
  return {
    id: v.s.id,
    folio: v.s.folio,
    contribuyente_id: v.s.contribuyenteId,
    clave_catastral: v.d.claveCatastral,
    no_folio: v.d.noFolio,
    tipo_propiedad_id: v.d.tipoPropiedadId,
    estatus_revision: estatus,
    estatus: { descripcion: etiquetaEstatusDictamen(estatus, v.d.documentoFirmado), color: colorEstatusDictamen(estatus, v.d.edoCuentaStatus) },
    verificacion: { descripcion: etiquetaVerificacion(v.d.edoCuentaStatus), color: colorVerificacion(v.d.edoCuentaStatus) },
    motivo_rechazo: estatus === 5 || estatus === 3 ? motivoDe(snap) : null,
    documento_firmado: v.d.documentoFirmado,
    fecha_firma: v.d.fechaFirma?.toISOString() ?? null,
    edo_cuenta_status: v.d.edoCuentaStatus,
    constancia_uso_suelo_exist: v.d.constanciaUsoSueloExist,
    importe: v.d.importe ?? edo?.total ?? null,
    estado_cuenta: edo ? estadoCuentaDto(edo) : null,
    created_at: v.s.createdAt.toISOString(),
    eliminada_at: v.d.eliminadaAt?.toISOString() ?? null,
    acciones: accionesDe(req, v, snap),
    tramite: t,
  };
}
