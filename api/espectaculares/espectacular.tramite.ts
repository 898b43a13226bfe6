// Billboards (`espectacular`, spec 3 §2.6, §3.5, §7.5) on the shared layer of api/dictamenes/: the
// adapter says what is the billboard's own — its rows (solicitudes_espectaculares and its sections),
// its form's fields (domain/dictamenes/schema.ts; a draft may be incomplete but for the key), its
// documents, its answer, the rules before it is sent, what its dictamen prints and what the three
// review levels see in the inbox — and the shared layer does the rest (paths, access, files, gates,
// the chain, the signature, deletion). Its entry in the API's registry: `espectacularApi`.
import { z } from 'zod';
import { tarifaDeSolicitudDictamen } from '../../activities/dictamenes.activities';
import type { DatosPdfDictamen } from '../../activities/pdf/dictamen';
import { solicitudesEspectaculares } from '../../db/schema';
import { nombreTipoAnuncio } from '../../domain/anuncios/catalogos';
import { nombreDe } from '../../domain/common/personas';
import { DICTAMENES } from '../../domain/dictamenes/comun';
import { espectacular } from '../../domain/dictamenes/definicion';
import { MENSAJES_DICTAMEN as M } from '../../domain/dictamenes/mensajes';
import { erroresEnvioEspectacular, nombreTipoPropiedad, SLOTS_ESPECTACULAR } from '../../domain/dictamenes/reglas';
import { espectacularBorradorSchema } from '../../domain/dictamenes/schema';
import { tarifaEspectacular } from '../../domain/dictamenes/tarifa';
import { SERVICIO } from '../../domain/tramite/servicios';
import { createContribuyentesRepository } from '../contribuyentes/contribuyentes.repository';
import type { AdaptadorDictamen } from '../dictamenes/adaptador';
import { archivosDto, type ArchivoDictamenDto } from '../dictamenes/comun.schemas';
import { domicilioDictamenDto } from '../dictamenes/domicilios';
import { datosPdfComunes } from '../dictamenes/impreso';
import { rutasDictamen } from '../dictamenes/rutas';
import { tramiteApiDictamen } from '../dictamenes/tramite';
import { createDocumentosRepository } from '../documentos/documentos.repository';
import { estadoCuentaDto } from '../pagos/estados-cuenta.dto';
import { createPagosRepository } from '../pagos/pagos.repository';
import { HttpError } from '../lib/errors';
import type { AppDeps } from '../lib/contexto';
import { documentoTareaDto } from '../licencias/detalle';
import { entradaDe, espectacularDto, seccionesDto } from './espectaculares.dto';
import { createEspectacularesRepository, crearEspectacular, esPermisoExternoDe, type EntradaPropiaEspectacular, type VistaEspectacular } from './espectaculares.repository';
import { detalleTareaEspectacularSchema, espectacularSchema, type DetalleTareaEspectacularDto } from './espectaculares.schemas';

type EntradaBorrador = ReturnType<typeof espectacularBorradorSchema.parse>;

/**
 * The form's fields as sent: the draft's schema, keeping only the fields the body carried — the
 * schema turns a missing `ubicacion` into null and missing `secciones` into [], and a field left out
 * of a save must keep what is stored, not clear it.
 */
export const entradaEspectacular: z.ZodType<EntradaBorrador> = z.unknown().transform((cuerpo, ctx) => {
  const r = espectacularBorradorSchema.safeParse(cuerpo);
  if (!r.success) {
    for (const i of r.error.issues) ctx.addIssue({ code: 'custom', path: i.path, message: i.message });
    return z.NEVER;
  }
  const enviados = new Set(cuerpo && typeof cuerpo === 'object' ? Object.keys(cuerpo) : []);
  return Object.fromEntries(Object.entries(r.data).filter(([k]) => enviados.has(k))) as EntradaBorrador;
});

const repo = (deps: AppDeps) => createEspectacularesRepository({ db: deps.db });
const metros = (v: string | number) => Number(v).toFixed(2);

/** Our words: the public-road sign request named is not one of the taxpayer's. */
const PERMISO_EXTERNO_AJENO = 'La solicitud de anuncio en vía pública indicada no existe o no pertenece al contribuyente.';

async function exigirPermisoExterno(c: Parameters<typeof esPermisoExternoDe>[0], contribuyenteId: number, e: EntradaPropiaEspectacular): Promise<void> {
  const id = e.permiso_anuncio_externo_id;
  if (id == null) return;
  if (!(await esPermisoExternoDe(c, contribuyenteId, id)))
    throw new HttpError(422, PERMISO_EXTERNO_AJENO, 'VALIDATION', { permiso_anuncio_externo_id: [PERMISO_EXTERNO_AJENO] });
}

/** What the dictamen and the inbox list of the billboard: type, height, views, references, light, sections. */
export function caracteristicasEspectacular(v: VistaEspectacular): { etiqueta: string; valor: string }[] {
  const d = v.d;
  const secciones = seccionesDto(v);
  const superficie = secciones.reduce((s, x) => s + x.largo * x.ancho, 0);
  return [
    { etiqueta: M.tipoAnuncio, valor: nombreTipoAnuncio(d.tipoAnuncioId) || '—' },
    { etiqueta: M.alturaMts, valor: d.alturaMts != null ? metros(d.alturaMts) : '—' },
    { etiqueta: M.vistas, valor: d.vistas != null ? String(d.vistas) : '—' },
    { etiqueta: M.referencias, valor: d.referencias || '—' },
    { etiqueta: M.luminoso, valor: d.luminoso ? 'Sí' : 'No' },
    ...secciones.map((x, i) => ({ etiqueta: `Sección ${i + 1}`, valor: `${metros(x.largo)} × ${metros(x.ancho)} m` })),
    { etiqueta: 'Superficie total de las secciones', valor: `${metros(superficie)} m²` },
  ];
}

/** The request's subject in the inbox, the notices and the payment order (short: the gateway's reference holds 100 characters with the folio). */
export function tituloEspectacular(v: VistaEspectacular): string {
  const lugar = v.d.claveCatastral ? `clave catastral ${v.d.claveCatastral}` : (v.d.referencias ?? '').trim().slice(0, 40) || v.s.folio;
  return `Anuncio espectacular, ${lugar}`;
}

export const adaptadorEspectacular: AdaptadorDictamen<VistaEspectacular, EntradaBorrador> = {
  tipo: DICTAMENES.ESPECTACULAR,
  tabla: solicitudesEspectaculares,
  entrada: entradaEspectacular,
  slots: SLOTS_ESPECTACULAR,
  esquema: espectacularSchema,
  esquemaDetalle: detalleTareaEspectacularSchema,

  leer: (deps, id) => repo(deps).leer(id),
  listar: (deps, f) => repo(deps).listar(f),

  async crearPropio(tx, s, e) {
    await exigirPermisoExterno(tx, s.contribuyenteId, e);
    await crearEspectacular(tx, s, e);
  },

  async actualizarPropio(deps, solicitudId, e) {
    const v = await repo(deps).leer(solicitudId);
    if (v) await exigirPermisoExterno(deps.db, v.s.contribuyenteId, e);
    await repo(deps).actualizar(solicitudId, e);
  },

  dto: (deps, v, req) => espectacularDto(deps, v, req),

  erroresEnvio: (v, ctx) => erroresEnvioEspectacular(entradaDe(v), Object.keys(v.d.archivos ?? {}), ctx),

  titulo: tituloEspectacular,

  async datosPdf(deps, v): Promise<DatosPdfDictamen> {
    const [comunes, ubicacion] = await Promise.all([datosPdfComunes(deps, v), domicilioDictamenDto(deps.db, v.d.ubicacion)]);
    return { ...comunes, domicilio: ubicacion?.domicilio_texto ?? v.d.referencias ?? '', caracteristicas: caracteristicasEspectacular(v) };
  },

  async detalleTarea(deps, v): Promise<DetalleTareaEspectacularDto | null> {
    const [c, ubicacion, archivos, documentos, tarifa, edo] = await Promise.all([
      createContribuyentesRepository({ db: deps.db }).porId(v.s.contribuyenteId),
      domicilioDictamenDto(deps.db, v.d.ubicacion),
      archivosDto(deps, v.d, SLOTS_ESPECTACULAR),
      createDocumentosRepository({ db: deps.db }).deSolicitud(v.s.id),
      tarifaDeSolicitudDictamen(deps.db, v.s.id),
      createPagosRepository({ db: deps.db }).ultimo(v.s.id, SERVICIO.ESPECTACULARES),
    ]);
    if (!c) return null;
    const t = tarifa ?? tarifaEspectacular({ secciones: seccionesDto(v), luminoso: v.d.luminoso, vistas: v.d.vistas ?? 1 });
    const porSlot: Record<string, ArchivoDictamenDto> = {};
    for (const s of SLOTS_ESPECTACULAR) {
      const a = archivos[`${s}_file`];
      if (a && typeof a === 'object') porSlot[s] = a;
    }
    return {
      solicitud_id: v.s.id,
      folio: v.s.folio,
      tipo: 'espectacular',
      nombre_tramite: espectacular.nombre,
      contribuyente: { nombre: nombreDe(c), rfc: c.rfc, email: c.email },
      clave_catastral: v.d.claveCatastral,
      no_folio: v.d.noFolio,
      tipo_propiedad_id: v.d.tipoPropiedadId,
      tipo_propiedad: nombreTipoPropiedad(v.d.tipoPropiedadId),
      domicilio: ubicacion?.domicilio_texto ?? '',
      edo_cuenta_status: v.d.edoCuentaStatus,
      constancia_uso_suelo_exist: v.d.constanciaUsoSueloExist,
      caracteristicas: caracteristicasEspectacular(v),
      secciones: seccionesDto(v),
      archivos: porSlot,
      documentos: documentos.map(documentoTareaDto),
      tarifa: { conceptos: t.conceptos, total: t.total },
      importe: v.d.importe ?? edo?.total ?? null,
      estado_cuenta: edo ? estadoCuentaDto(edo) : null,
      documento_firmado: v.d.documentoFirmado,
    };
  },
};

// spec 3 §7.5 writes the list and the create with a trailing slash (both forms answer).
export const espectacularApi = tramiteApiDictamen(espectacular, adaptadorEspectacular, rutasDictamen(adaptadorEspectacular, '/solicitud_espectaculares', { barraFinal: true }));
