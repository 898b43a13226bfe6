// A billboard request as its routes answer it (espectaculares.schemas.ts; spec 3 §3.5): the fields
// every tower and billboard request carries (api/dictamenes/comun.schemas.ts comunDto: status,
// words, colours, actions and the kit's tramite read from the machine) and the billboard's own: its
// sign type, its place (with the catalogues' labels: api/dictamenes/domicilios.ts), its sections,
// its files by slot and the URLs of its pictures for the cards.
import type { FastifyRequest } from 'fastify';
import { nombreTipoAnuncio } from '../../domain/anuncios/catalogos';
import type { EntradaEspectacular } from '../../domain/dictamenes/schema';
import { ARCHIVOS_DICTAMEN, SLOTS_ESPECTACULAR } from '../../domain/dictamenes/reglas';
import { archivosDto, comunDto, type ArchivoDictamenDto } from '../dictamenes/comun.schemas';
import { domicilioDictamenDto } from '../dictamenes/domicilios';
import type { AppDeps } from '../lib/contexto';
import type { VistaEspectacular } from './espectaculares.repository';
import type { EspectacularDto, SeccionEspectacularDto } from './espectaculares.schemas';

const numeroONulo = (v: string | number | null | undefined) => (v === null || v === undefined || v === '' ? null : Number(v));

export const seccionesDto = (v: VistaEspectacular): SeccionEspectacularDto[] =>
  v.extra.map((s) => ({ id: s.id, solicitud_espectacular_id: s.solicitudId, largo: Number(s.largo), ancho: Number(s.ancho) }));

/** The form's fields as the own rows hold them now (what the rules of reglas.ts read before sending). */
export function entradaDe(v: VistaEspectacular): Partial<EntradaEspectacular> {
  const d = v.d;
  return {
    clave_catastral: d.claveCatastral,
    no_folio: d.noFolio,
    tipo_anuncio_id: d.tipoAnuncioId,
    altura_mts: numeroONulo(d.alturaMts),
    vistas: d.vistas,
    referencias: d.referencias,
    ubicacion: d.ubicacion
      ? {
          codigo_postal: d.ubicacion.codigo_postal ?? null,
          localidad_id: d.ubicacion.localidad_id ?? null,
          colonia_id: d.ubicacion.colonia_id ?? null,
          calle_id: d.ubicacion.calle_id ?? null,
          numero_exterior: d.ubicacion.numero_exterior ?? null,
          numero_interior: d.ubicacion.numero_interior ?? null,
          cruzamientos: d.ubicacion.cruzamientos ?? null,
          latitud: d.ubicacion.latitud ?? null,
          longitud: d.ubicacion.longitud ?? null,
        }
      : null,
    luminoso: d.luminoso,
    tipo_propiedad_id: d.tipoPropiedadId === 1 || d.tipoPropiedadId === 2 ? d.tipoPropiedadId : null,
    secciones: v.extra.map((s) => ({ id: s.id, largo: Number(s.largo), ancho: Number(s.ancho) })),
    permiso_anuncio_externo_id: d.permisoAnuncioExternoId,
  };
}

/** The URLs of the request's pictures (the photo slots that hold a file), for the cards. */
export function imagenesDe(archivos: Record<string, string | ArchivoDictamenDto | null>): string[] {
  return SLOTS_ESPECTACULAR.filter((s) => ARCHIVOS_DICTAMEN[s].tipo === 'imagen')
    .map((s) => archivos[`${s}_file`])
    .filter((a): a is ArchivoDictamenDto => !!a && typeof a === 'object')
    .map((a) => a.url);
}

export async function espectacularDto(deps: AppDeps, v: VistaEspectacular, req: FastifyRequest): Promise<EspectacularDto> {
  const [comun, archivos, ubicacion] = await Promise.all([comunDto(deps, v, req), archivosDto(deps, v.d, SLOTS_ESPECTACULAR), domicilioDictamenDto(deps.db, v.d.ubicacion)]);
  const d = v.d;
  return {
    ...comun,
    tipo_anuncio_id: d.tipoAnuncioId,
    tipo_anuncio: d.tipoAnuncioId ? nombreTipoAnuncio(d.tipoAnuncioId) || null : null,
    ubicacion_id: null,
    ubicacion,
    vistas: d.vistas,
    altura_mts: numeroONulo(d.alturaMts),
    referencias: d.referencias,
    luminoso: d.luminoso,
    secciones: seccionesDto(v),
    permiso_anuncio_externo: d.permisoAnuncioExternoId ? { id: d.permisoAnuncioExternoId } : null,
    images: imagenesDe(archivos),
    ...archivos,
  };
}
