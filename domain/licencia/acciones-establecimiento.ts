// Rules of three actions of an establishment's card (spec 1 §2.6 shell dialogs): updating its
// surface, and which Zofemat file (federal maritime zone) it has. Pure: the API decides with them,
// the web offers the actions with the same functions.
import { z } from 'zod';
import { claveEspecial, esClaveCatastral17, normalizarClaveCatastral } from '../common/predio';
import { ESTATUS } from '../tramite/estatus';
import { esHoteleria } from '../catalogos/establecimientos';
import { licenciaFormBase } from './schema';

/**
 * spec 1 §7.4 updateSuperficie. The value is the form's own field (spec 1 §5.6: 'Ingrese un valor
 * mayor a 0'), so the dialog and the licence form accept exactly the same numbers.
 */
export const superficieSchema = z.object({ superficie_m2: licenciaFormBase.shape.superficie_m2 });

/**
 * The surface is what the municipality measures its fees with (and the SARE limit, spec 1 §1), so
 * it changes only while nobody reviews it: with no licence, a draft (1) or a request returned to
 * the taxpayer (5). The review family 3, 4, 10 (spec 1 §9 "locked family") keeps the value the
 * areas are working with; an issued licence (4) keeps the value it was issued with.
 */
export function superficieEditable(estatusLicencia: number | null | undefined): boolean {
  return estatusLicencia === null || estatusLicencia === undefined || estatusLicencia === ESTATUS.BORRADOR || estatusLicencia === ESTATUS.RECHAZADO;
}

/** What an establishment holds that tells whether it has a Zofemat file (spec 1 §3 Establishment). */
export interface DatosZofemat {
  /** spec 1 §3 zofemat_expediente: the file number, when the municipality recorded it */
  zofemat_expediente: string | null | undefined;
  clave_catastral: string;
  zona_federal: boolean | null | undefined;
  /** the main and the secondary activities */
  giros: readonly (number | null | undefined)[];
}

/**
 * How to find the establishment's Zofemat file (spec 1 §4.7, §7.4 verifyzofemat/expedientezofemat):
 * by its recorded number; else, for a hotel or motel, by its 17-digit cadastral key; a hotel on a
 * ZONA FEDERAL key has a file the portal cannot look up by key ('sin_clave'). null: no Zofemat
 * action applies (not lodging, no recorded file).
 */
export type ConsultaZofemat = { por: 'expediente'; num: string } | { por: 'clave'; clave: string } | { por: 'sin_clave' };

export function consultaZofemat(d: DatosZofemat): ConsultaZofemat | null {
  const num = d.zofemat_expediente?.trim();
  if (num) return { por: 'expediente', num };
  if (!esHoteleria(d.giros)) return null;
  if (esClaveCatastral17(d.clave_catastral)) return { por: 'clave', clave: normalizarClaveCatastral(d.clave_catastral) };
  if (d.zona_federal || claveEspecial(d.clave_catastral) === 'ZONA FEDERAL') return { por: 'sin_clave' };
  return null;
}

/** spec 1 §4.7: only 'PAGADO' is paid; anything else the office says is still owed. */
export const expedientePagado = (e: { estatus_pago: string }) => e.estatus_pago === 'PAGADO';

/** The files whose fine is owed (the fine printouts list them); none when every file is paid. */
export function expedientesConAdeudo<T extends { estatus_pago: string }>(lista: readonly T[]): T[] {
  return lista.filter((e) => !expedientePagado(e));
}
