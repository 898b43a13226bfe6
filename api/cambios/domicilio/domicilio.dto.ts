// A change-of-address request as its routes answer it (domicilio.schemas.ts).
import type { Db } from '../../../db/client';
import type { DomicilioEstablecimiento } from '../../../db/schema';
import { avisoBebidas } from '../../../domain/cambios/domicilio/reglas';
import { domicilioTexto } from '../../../domain/common/domicilio';
import { SERVICIO, codigoComprobante } from '../../../domain/tramite/servicios';
import { accionesDe } from '../../tramites/acciones';
import { cambioBaseDto } from '../cambios.dto';
import type { CambioVista } from '../cambios.repository';
import type { CambioDomicilioDto } from './domicilio.schemas';

type P = Record<string, unknown>;
const texto = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
const numero = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

const DOMICILIO_KEYS = [
  'codigo_postal', 'entidad_id', 'municipio_id', 'localidad_id', 'colonia_id', 'calle_id', 'tipo_vialidad_id', 'numero_exterior', 'numero_interior',
  'cruzamiento1_id', 'cruzamiento2_id', 'latitud', 'longitud', 'localidad', 'colonia', 'calle', 'cruzamiento1', 'cruzamiento2', 'otro_domicilio',
] as const;

/** Only the keys the answer declares (a stored address may carry more). */
function domicilioDto(d: unknown): CambioDomicilioDto['domicilio'] {
  if (!d || typeof d !== 'object') return null;
  const o = d as Record<string, unknown>;
  return Object.fromEntries(DOMICILIO_KEYS.filter((k) => o[k] !== undefined).map((k) => [k, o[k]])) as CambioDomicilioDto['domicilio'];
}

export async function cambioDomicilioDto(db: Db, v: CambioVista): Promise<CambioDomicilioDto> {
  const base = await cambioBaseDto(db, v);
  const p = v.c.propuesta as P;
  const domicilio = domicilioDto(p.domicilio);
  const pagoBebidas = base.archivos.find((a) => a.tipo_archivo === 'pago_licencia_bebidas')?.created_at ?? null;
  const hasAlcohol = p.has_alcohol === true;
  const hasLicencia = p.has_licencia_bebidas === true;
  return {
    ...base,
    clave_catastral: String(p.clave_catastral ?? ''),
    donativo: p.donativo === true,
    numero_oficio_constancia_catastro: texto(p.numero_oficio_constancia_catastro),
    folio_recibo_pago_donativo: texto(p.folio_recibo_pago_donativo),
    has_alcohol: hasAlcohol,
    has_licencia_bebidas: hasLicencia,
    patente_propia: p.patente_propia === true,
    folio_licencia_bebida_alcoholica: texto(p.folio_licencia_bebida_alcoholica),
    tiene_uso_suelo: p.tiene_uso_suelo === true,
    tipo_proceso_id: numero(p.tipo_proceso_id),
    tipo_propiedad_id: numero(p.tipo_propiedad_id),
    superficie: numero(p.superficie),
    domicilio,
    domicilio_texto: domicilio ? domicilioTexto(domicilio as DomicilioEstablecimiento) : '',
    recibo_pago: base.archivos.some((a) => a.tipo_archivo === codigoComprobante(SERVICIO.USO_SUELO)),
    pago_uso_suelo_pendiente: v.s.estado !== 'borrador' && accionesDe(v.s).comprobante === SERVICIO.USO_SUELO,
    tipo_movimiento_id: v.c.tipoMovimientoId,
    licencia_id: v.c.licenciaId,
    has_arrendatario: p.has_arrendatario === true,
    has_testigos: p.has_testigos === true,
    aviso_bebidas: avisoBebidas({ has_alcohol: hasAlcohol, has_licencia_bebidas: hasLicencia }, pagoBebidas, new Date()),
  };
}
