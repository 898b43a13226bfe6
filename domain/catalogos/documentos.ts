// The Spanish title of every document code the portal stores (spec 1 §2.8 'My documents', spec 1 §3
// and spec 2 §3 document codes, spec 3 §3 slots): one place that every list of files reads, so a
// person never sees an internal code such as scd_identificacion or colindansia_norte. Each
// procedure keeps its own names (its definition's slots); this module only gathers them. Pure.
import { SLOTS_ARRENDAMIENTO, TITULOS_ARRENDAMIENTO } from '../arrendamientos/documentos';
import { ARCHIVOS_ANUNCIO } from '../anuncios/reglas';
import { NOMBRE_DOCUMENTO_CAMBIO } from '../cambios/documentos';
import { CLAVE_ARRENDAMIENTO } from '../arrendamientos/definicion';
import { ARCHIVOS_CESION, SLOT_CESION } from '../cesiones/reglas';
import { CLAVE_CESION } from '../cesiones/definicion';
import { ARCHIVOS_DICTAMEN } from '../dictamenes/reglas';
import { NOMBRE_DOCUMENTO as NOMBRE_DOCUMENTO_PERFIL } from '../perfil/schema';
import { codigoComprobante, NOMBRE_SERVICIO, SERVICIO } from '../tramite/servicios';

/** Files the office or the portal attaches outside a procedure's form (their codes live in api/). */
export const TITULOS_OFICINA: Readonly<Record<string, string>> = {
  documento_convenio: 'Documento del convenio',
  recibo_pago_uso_suelo: 'Recibo de pago de uso de suelo',
  cedula_catastral: 'Cédula catastral',
};

/** A payment proof of each service (domain/tramite/servicios codigoComprobante). */
const COMPROBANTES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.values(SERVICIO).map((s) => [codigoComprobante(s), `Comprobante de pago: ${NOMBRE_SERVICIO[s]}`]),
);

const deSlots = (archivos: Readonly<Record<string, { etiqueta: string }>>) => Object.fromEntries(Object.entries(archivos).map(([c, a]) => [c, a.etiqueta]));

/**
 * Codes that mean one thing whichever procedure stored them. The licence's and the change
 * requests' names come last: where a sign or a tower names the same code (constancia_uso_suelo,
 * contrato_arrendamiento) the words agree.
 */
export const TITULOS_DOCUMENTO: Readonly<Record<string, string>> = {
  ...COMPROBANTES,
  ...TITULOS_OFICINA,
  ...deSlots(ARCHIVOS_DICTAMEN),
  ...deSlots(ARCHIVOS_ANUNCIO),
  ...NOMBRE_DOCUMENTO_PERFIL,
  ...NOMBRE_DOCUMENTO_CAMBIO,
};

/**
 * Procedures whose slots have plain names ('solicitud', 'alta_sat', 'recibo_pago') that another
 * procedure could use for something else: their titles are read with the procedure's key.
 */
export const TITULOS_POR_PROCEDIMIENTO: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  [CLAVE_CESION]: {
    ...Object.fromEntries(ARCHIVOS_CESION.map((a) => [a.slot, a.etiqueta])),
    [SLOT_CESION.FORMATO]: 'Formato de autorización de cesión de derechos',
    [SLOT_CESION.AUTORIZACION]: 'Autorización firmada de la Secretaría',
    [SLOT_CESION.RECIBO]: 'Recibo de pago de la cesión de derechos',
  },
  [CLAVE_ARRENDAMIENTO]: Object.fromEntries(SLOTS_ARRENDAMIENTO.map((s) => [s, TITULOS_ARRENDAMIENTO[s]])),
};

/** What a file whose code nobody knows is called (a code the office added and later removed). */
export const TITULO_DESCONOCIDO = 'Documento adjunto';

const propio = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

/**
 * The Spanish title of a stored file: its procedure's own name for the code when the procedure is
 * known and names it, else the portal-wide name, else 'Documento adjunto' — never the code.
 */
export function tituloDocumento(codigo: string, procedimiento?: string | null): string {
  const delProcedimiento = procedimiento && propio(TITULOS_POR_PROCEDIMIENTO, procedimiento) ? TITULOS_POR_PROCEDIMIENTO[procedimiento] : null;
  if (delProcedimiento && propio(delProcedimiento, codigo)) return delProcedimiento[codigo];
  if (propio(TITULOS_DOCUMENTO, codigo)) return TITULOS_DOCUMENTO[codigo];
  for (const t of Object.values(TITULOS_POR_PROCEDIMIENTO)) if (propio(t, codigo)) return t[codigo];
  return TITULO_DESCONOCIDO;
}
