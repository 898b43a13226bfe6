// The property a public-road sign stands on (spec 3 §3.2, §5.1): a 17-digit cadastral key the
// cadastre knows, whose property tax is paid, or — 'No cuento con clave catastral' — no key and a
// description of the property (identificacion_predio). The address comes from the cadastre. The
// look-ups are the licence's (the cadastre and property-tax adapters, through lib/externo.ts), and
// the exemption of the keys without property tax is domain/common/predio.ts's.
import { eq } from 'drizzle-orm';
import { catCalles, catColonias, catLocalidades, type DomicilioAnuncio } from '../../db/schema';
import { esClaveCatastral17, normalizarClaveCatastral, requierePagoPredial } from '../../domain/common/predio';
import { MSG } from '../../domain/common/messages';
import { MSG_PREDIO } from '../../domain/predial/mensajes';
import type { AppDeps } from '../lib/contexto';
import { externo } from '../lib/externo';
import { badRequest, invalid } from '../lib/errors';
import type { PredioAnuncioDto } from './anuncios-externos.schemas';

/** spec 3 §9 defaults of every address form: Quintana Roo (23), Othón P. Blanco (4). */
const ENTIDAD = 23;
const MUNICIPIO = 4;

/** The cadastre's answer for a key with its catalogue labels and the property tax; null when unknown. */
export async function consultarPredio(deps: AppDeps, claveRecibida: string): Promise<PredioAnuncioDto | null> {
  const clave = normalizarClaveCatastral(claveRecibida);
  if (!esClaveCatastral17(clave)) return null;
  const predio = await externo(() => deps.catastro.buscarPredio(clave));
  if (!predio) return null;
  const [[loc], [col], [calle], predial] = await Promise.all([
    deps.db.select().from(catLocalidades).where(eq(catLocalidades.id, predio.id_localidad)),
    deps.db.select().from(catColonias).where(eq(catColonias.id, predio.id_colonia)),
    deps.db.select().from(catCalles).where(eq(catCalles.id, predio.id_calle)),
    requierePagoPredial(clave) ? externo(() => deps.predial.estadoPredial(clave)) : Promise.resolve(null),
  ]);
  const pagado = predial?.pagado === true;
  return {
    clave_catastral: clave,
    cp: predio.cp,
    entidad_id: loc?.entidadId ?? ENTIDAD,
    municipio_id: loc?.municipioId ?? MUNICIPIO,
    localidad_id: predio.id_localidad,
    localidad: loc?.label ?? null,
    colonia_id: predio.id_colonia,
    colonia: col?.label ?? null,
    calle_id: predio.id_calle,
    calle: calle?.label ?? null,
    numero_exterior: predio.num_predio,
    m_construccion: predio.m_construccion,
    predial_pagado: pagado,
    mensaje_predial: pagado ? MSG_PREDIO.predialPagado : predial?.mensaje || MSG_PREDIO.predialNoPagado,
    adeudo: predial?.adeudo ?? null,
  };
}

/** The cadastre's address as a sign request keeps it (db/schema/anuncios.table.ts DomicilioAnuncio). */
export function domicilioDePredio(p: PredioAnuncioDto, extra: Partial<DomicilioAnuncio> = {}): DomicilioAnuncio {
  return {
    cp: p.cp,
    entidad_id: p.entidad_id,
    municipio_id: p.municipio_id,
    localidad: p.localidad,
    colonia: p.colonia,
    calle: p.calle,
    numero_exterior: p.numero_exterior,
    numero_interior: extra.numero_interior ?? null,
    referencias: extra.referencias ?? null,
    latitud: extra.latitud ?? null,
    longitud: extra.longitud ?? null,
  };
}

export interface PredioElegido {
  claveCatastral: string | null;
  noFolio: boolean;
  identificacionPredio: string | null;
  /** the address of the property (the cadastre's with a key; the one typed without) */
  domicilio: DomicilioAnuncio | null;
}

/**
 * spec 3 §5.1 on the server: a key must be in the cadastre and its property tax paid (400 with the
 * spec's words or the office's, which the form shows); without a key, identificacion_predio is required (422).
 */
export async function predioElegido(
  deps: AppDeps,
  e: { clave_catastral?: string | null; no_folio?: boolean | null; identificacion_predio?: string | null; domicilio?: DomicilioAnuncio | null },
): Promise<PredioElegido> {
  if (e.no_folio) {
    const identificacion = e.identificacion_predio?.trim() ?? '';
    if (!identificacion) throw invalid({ identificacion_predio: [MSG.requerido] });
    return { claveCatastral: null, noFolio: true, identificacionPredio: identificacion, domicilio: e.domicilio ?? null };
  }
  const clave = normalizarClaveCatastral(e.clave_catastral);
  if (!clave) throw invalid({ clave_catastral: [MSG.requerido] });
  if (!esClaveCatastral17(clave)) throw invalid({ clave_catastral: [MSG.longitudDigitos(17)] });
  const p = await consultarPredio(deps, clave);
  if (!p) throw badRequest(MSG_PREDIO.claveNoEncontrada, 'CLAVE_NO_ENCONTRADA');
  if (!p.predial_pagado) throw badRequest(p.mensaje_predial, 'PREDIAL');
  return { claveCatastral: clave, noFolio: false, identificacionPredio: e.identificacion_predio?.trim() || null, domicilio: domicilioDePredio(p, e.domicilio ?? {}) };
}

/** The gate again before a sign is added to a request that has a key (the tax may have fallen due). */
export async function exigirPredialPagado(deps: AppDeps, claveCatastral: string | null): Promise<void> {
  if (!claveCatastral || !requierePagoPredial(claveCatastral)) return;
  const r = await externo(() => deps.predial.estadoPredial(claveCatastral));
  if (!r?.pagado) throw badRequest(r?.mensaje || MSG_PREDIO.predialNoPagado, 'PREDIAL');
}
