// A public-road sign request as its routes answer it: the shared request (api/anuncios/anuncios.dto.ts)
// with the spec's names of the public road (spec 3 §3.2): the signs again as `anuncio_externo`, each
// with `anuncio_detalle` and a `<slot>_archivo` record per file, and the request's own files.
import type { Db } from '../../db/client';
import type { AnuncioDto, SolicitudAnuncioDto } from '../anuncios/anuncios.schemas';
import { leerSolicitudAnuncioDto } from '../anuncios/anuncios.dto';
import type { VistaSolicitudAnuncio } from '../anuncios/anuncios.repository';
import type { AnuncioExternoDto, SolicitudAnuncioExternoDto } from './anuncios-externos.schemas';

export function anuncioExternoDto(a: AnuncioDto): AnuncioExternoDto {
  const f = (slot: string) => a.archivos[slot] ?? null;
  return {
    ...a,
    solicitud_anuncio_externo_id: a.solicitud_id,
    anuncio_detalle: a.arreglo_anuncios,
    fotografia_archivo: f('fotografia'),
    fotografia_izquierda_archivo: f('fotografia_izquierda'),
    fotografia_derecha_archivo: f('fotografia_derecha'),
    memoria_calculo_estructural_archivo: f('memoria_calculo_estructural'),
    responsiva_terceros_archivo: f('responsiva_terceros'),
    anterior_permiso_anuncio_archivo: f('anterior_permiso_anuncio'),
  };
}

export function solicitudAnuncioExternoDto(d: SolicitudAnuncioDto): SolicitudAnuncioExternoDto {
  return {
    ...d,
    anuncio_externo: d.anuncio.map(anuncioExternoDto),
    documento_arrendamiento_archivo: d.archivos.documento_arrendamiento ?? null,
    constancia_cedula_catastral_archivo: d.archivos.constancia_cedula_catastral ?? null,
  };
}

export async function leerSolicitudExternaDto(db: Db, v: VistaSolicitudAnuncio): Promise<SolicitudAnuncioExternoDto> {
  return solicitudAnuncioExternoDto(await leerSolicitudAnuncioDto(db, v));
}
