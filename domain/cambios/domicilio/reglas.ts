// The change of address's rules (spec 2 §4 cadastral flow, §5, §9): the key by its kind, the
// slots a request shows for its data, what must be attached before it is sent (the movement
// variant's identifications included), and the beverage window's notice where alcohol applies.
import { CLAVE_CATASTRAL_LEN } from '../../common/predio';
import { MSG } from '../../common/messages';
import { estadoBebidas } from '../../licencia/reglas';
import { CAMBIO, TIPO_MOVIMIENTO } from '../comun';
import { documentosCambio, documentosPropiedadCambio, faltantes, fotosCambio, nombreDocumentoCambio, type DatosDocumentos, type Ranura } from '../documentos';
import { CODIGOS_FOTO } from '../../licencia/constantes';

/** spec 2 §4: 'No cuento con clave catastral' sets the key to this text. */
export const CLAVE_DONATIVO = 'DONATIVO';
/** spec 2 §5, §9: a donation's key has length 8 (the text DONATIVO). */
export const LONGITUD_CLAVE_DONATIVO = 8;

/** The key field's message, or null when the key fits its kind (spec 2 §5). */
export function mensajeClave(clave: string, donativo: boolean): string | null {
  if (!clave) return MSG.requerido;
  if (donativo) return clave.length === LONGITUD_CLAVE_DONATIVO && clave === CLAVE_DONATIVO ? null : MSG.longitudDigitos(LONGITUD_CLAVE_DONATIVO);
  return new RegExp(`^\\d{${CLAVE_CATASTRAL_LEN}}$`).test(clave) ? null : MSG.longitudDigitos(CLAVE_CATASTRAL_LEN);
}

/** spec 2 §4: ticking the box sets DONATIVO; unticking clears the key. */
export const claveAlMarcarDonativo = (marcado: boolean) => (marcado ? CLAVE_DONATIVO : '');

/** The slots of a change-of-address request (spec 2 §3): documents, property documents, photos. */
export function ranurasDomicilio(d: DatosDocumentos) {
  return {
    /** donation documents first (only when donation) */
    donativo: documentosCambio(CAMBIO.DOMICILIO, d).filter((r) => r.codigo === 'constancia_donativo' || r.codigo === 'recibo_pago_donativo'),
    documentos: documentosCambio(CAMBIO.DOMICILIO, d).filter((r) => r.codigo !== 'constancia_donativo' && r.codigo !== 'recibo_pago_donativo'),
    propiedad: documentosPropiedadCambio(d),
    fotos: fotosCambio(),
  };
}

/** spec 2 §2 movement variant: the owner's identification; the tenant's and the witnesses' when toggled. */
export function ranurasMovimiento(d: { hasArrendatario?: boolean; hasTestigos?: boolean }): Ranura[] {
  const codigos = ['inePropietario', ...(d.hasArrendatario ? ['ineArrendatario'] : []), ...(d.hasTestigos ? ['ineTestigos'] : [])];
  return codigos.map((codigo) => ({ codigo, etiqueta: nombreDocumentoCambio(codigo), requerido: true, foto: false }));
}

/** What a request lacks before it may be sent (codes); movements ask for their identifications only. */
export function faltantesDomicilio(p: Record<string, unknown>, tipoMovimientoId: number | null, presentes: ReadonlySet<string>): string[] {
  if (tipoMovimientoId === TIPO_MOVIMIENTO.DOMICILIO) return faltantes(ranurasMovimiento({ hasArrendatario: p.has_arrendatario === true, hasTestigos: p.has_testigos === true }), presentes);
  const r = ranurasDomicilio(datosDocumentos(p));
  return faltantes([...r.donativo, ...r.documentos, ...r.propiedad, ...r.fotos], presentes);
}

/** The staged values as the slots read them. */
export function datosDocumentos(p: Record<string, unknown>): DatosDocumentos {
  return {
    tipo_propiedad_id: typeof p.tipo_propiedad_id === 'number' ? p.tipo_propiedad_id : null,
    has_alcohol: p.has_alcohol === true,
    has_licencia_bebidas: p.has_licencia_bebidas === true,
    patente_propia: p.patente_propia === true,
    tiene_uso_suelo: p.tiene_uso_suelo === true,
    donativo: p.donativo === true,
  };
}

/** spec 2 §7 storeFiles: a batch of only photos answers 'Fotos adjuntados con exito'. */
export const esLoteDeFotos = (codigos: readonly string[]) => codigos.length > 0 && codigos.every((c) => (CODIGOS_FOTO as readonly string[]).includes(c));

/**
 * spec 2 §5 beverage window (two months after the payment proof), for an alcohol request without
 * its beverage licence: 'Quedan {n} días…' while open, the suspension notice after. Null otherwise.
 */
export function avisoBebidas(d: { has_alcohol: boolean; has_licencia_bebidas: boolean }, pagoSubidoEn: Date | string | null, ahora: Date): string | null {
  if (!d.has_alcohol || d.has_licencia_bebidas || !pagoSubidoEn) return null;
  return estadoBebidas(pagoSubidoEn, ahora).mensaje;
}
