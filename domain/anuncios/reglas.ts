// The rules of signs (spec 3 §4.1, §5.1–5.2, §9): which fields each row type asks for, risk, the
// renewal periods, the files each request needs and the messages of their types, and what each
// status allows. Pure: the API, the forms and the tests call the same functions.
import { esClaveCatastral17 } from '../common/predio';
import { esMaterialAnuncio, esTipoAnuncio, PROPIEDAD_ANUNCIO } from './catalogos';
import type { TipoSolicitudAnuncio } from './comun';
import { MENSAJES_ANUNCIO as M } from './mensajes';
import { ESTATUS } from '../tramite/estatus';
import type { AnuncioEntrada, AnuncioExternoEntrada, FilaAnuncio } from './schema';

/** spec 3 §9: the row types that ask for Pieza, Mes, Día and the rotation. */
export const TIPOS_CON_PIEZA: readonly number[] = [1, 4, 5, 7, 8, 10];
export const TIPOS_CON_MES: readonly number[] = [1];
export const TIPOS_CON_DIA: readonly number[] = [7];
export const TIPOS_CON_ROTACION: readonly number[] = [4];
/** spec 3 §4.1: a row of type 2 or 10 makes the sign high risk. */
export const TIPOS_ALTO_RIESGO: readonly number[] = [2, 10];

export function camposDeTipo(tipoId: number | null | undefined): { pieza: boolean; mes: boolean; dia: boolean; rotacion: boolean } {
  const t = tipoId ?? -1;
  return { pieza: TIPOS_CON_PIEZA.includes(t), mes: TIPOS_CON_MES.includes(t), dia: TIPOS_CON_DIA.includes(t), rotacion: TIPOS_CON_ROTACION.includes(t) };
}

export function esAltoRiesgo(filas: readonly { tipo_anuncio_id?: number | null }[]): boolean {
  return filas.some((f) => f.tipo_anuncio_id != null && TIPOS_ALTO_RIESGO.includes(f.tipo_anuncio_id));
}

const anioDe = (hoy: string) => Number(hoy.slice(0, 4));
const mesDe = (hoy: string) => Number(hoy.slice(5, 7));

/** spec 3 §5.2, §9: the current year and the two before. */
export function periodosRenovacion(hoy: string): number[] {
  const y = anioDe(hoy);
  return [y, y - 1, y - 2];
}

/** spec 3 §5.2: periods can be chosen only in December. */
export function puedeElegirPeriodos(hoy: string): boolean {
  return mesDe(hoy) === 12;
}

/** spec 3 §5.2, §9: a renewal of type 1 in November fixes the month at 12. */
export function mesFijo(tipoId: number, renovacion: boolean, hoy: string): number | null {
  return tipoId === 1 && renovacion && mesDe(hoy) === 11 ? 12 : null;
}

export type SlotAnuncio =
  | 'fotografia'
  | 'fotografia_izquierda'
  | 'fotografia_derecha'
  | 'memoria_calculo_estructural'
  | 'responsiva_terceros'
  | 'anterior_permiso_anuncio'
  | 'documento_propiedad'
  | 'contrato_arrendamiento'
  | 'documento_arrendamiento'
  | 'constancia_cedula_catastral';

/** spec 3 §3.1–3.2, §5.2: every file slot, its label, what it accepts and the message otherwise. */
export const ARCHIVOS_ANUNCIO: Readonly<Record<SlotAnuncio, { etiqueta: string; tipo: 'imagen' | 'pdf'; mensajeTipo: string }>> = {
  fotografia: { etiqueta: 'Fotografía', tipo: 'imagen', mensajeTipo: M.soloImagenFotografia },
  fotografia_izquierda: { etiqueta: 'Fotografía lado izquierdo', tipo: 'imagen', mensajeTipo: M.soloImagenFotografia },
  fotografia_derecha: { etiqueta: 'Fotografía lado derecho', tipo: 'imagen', mensajeTipo: M.soloImagenFotografia },
  memoria_calculo_estructural: { etiqueta: 'Memoria de cálculo estructural', tipo: 'pdf', mensajeTipo: M.soloPdfMemoria },
  responsiva_terceros: { etiqueta: 'Carta responsiva de terceros', tipo: 'pdf', mensajeTipo: M.soloPdfResponsiva },
  anterior_permiso_anuncio: { etiqueta: 'Anterior permiso de anuncio', tipo: 'pdf', mensajeTipo: M.soloPdfAnteriorPermiso },
  documento_propiedad: { etiqueta: 'Documento de propiedad', tipo: 'pdf', mensajeTipo: M.soloPdfPropiedad },
  contrato_arrendamiento: { etiqueta: 'Contrato de arrendamiento', tipo: 'pdf', mensajeTipo: M.soloPdfContrato },
  documento_arrendamiento: { etiqueta: 'Documento de arrendamiento', tipo: 'pdf', mensajeTipo: M.soloPdfDocumentoArrendamiento },
  constancia_cedula_catastral: { etiqueta: 'Constancia o cédula catastral', tipo: 'pdf', mensajeTipo: M.soloPdfCedula },
};
export const SLOTS_ANUNCIO = Object.keys(ARCHIVOS_ANUNCIO) as SlotAnuncio[];
export const esSlotAnuncio = (s: string): s is SlotAnuncio => Object.prototype.hasOwnProperty.call(ARCHIVOS_ANUNCIO, s);

/** The slots each sign keeps (anuncios.archivos) and, on a public road, the request's own (solicitudes_anuncio.archivos). */
export const SLOTS_DE_ANUNCIO: readonly SlotAnuncio[] = [
  'fotografia',
  'fotografia_izquierda',
  'fotografia_derecha',
  'memoria_calculo_estructural',
  'responsiva_terceros',
  'anterior_permiso_anuncio',
  'documento_propiedad',
  'contrato_arrendamiento',
];
export const SLOTS_DE_SOLICITUD_EXTERNA: readonly SlotAnuncio[] = ['documento_propiedad', 'documento_arrendamiento', 'constancia_cedula_catastral'];
export const SLOTS_DE_ANUNCIO_EXTERNO: readonly SlotAnuncio[] = [
  'fotografia',
  'fotografia_izquierda',
  'fotografia_derecha',
  'memoria_calculo_estructural',
  'responsiva_terceros',
  'anterior_permiso_anuncio',
];

/** spec 3 §9: files under 14 MB. */
export const TAMANO_MAXIMO_ARCHIVO = 14 * 1024 * 1024;
/** spec 3 §5.2, §9: the cadastral certificate at most 5 years old (a hint). */
export const ANIOS_CEDULA_CATASTRAL = 5;

const MIMES_IMAGEN = ['image/png', 'image/jpeg', 'image/jpg'];
const EXT_IMAGEN = /\.(png|jpe?g)$/i;

/** spec 3 §5.2: the type of each slot and the size limit; null when the file is acceptable. */
export function validarArchivo(slot: string, nombre: string, mime: string, tamano: number): string | null {
  if (!esSlotAnuncio(slot)) return M.archivoDesconocido;
  const a = ARCHIVOS_ANUNCIO[slot];
  const m = (mime ?? '').toLowerCase().trim();
  const ok = a.tipo === 'imagen' ? MIMES_IMAGEN.includes(m) && EXT_IMAGEN.test(nombre ?? '') : m === 'application/pdf' && /\.pdf$/i.test(nombre ?? '');
  if (!ok) return a.mensajeTipo;
  if (tamano >= TAMANO_MAXIMO_ARCHIVO) return M.tamanoMaximo;
  if (tamano <= 0) return M.archivoVacio;
  return null;
}

/**
 * The files a sign (and, on a public road, its request) needs: a photograph; the structural memory
 * (not on renewals) and the third-party liability letter when high risk; the previous permit on a
 * renewal; the property document (1) or the lease (2); on a public road with a key, the cadastral
 * certificate.
 */
export function archivosRequeridos(c: { tipo: TipoSolicitudAnuncio; altoRiesgo: boolean; renovacion: boolean; propiedad: number | null; noFolio?: boolean }): SlotAnuncio[] {
  const r: SlotAnuncio[] = ['fotografia'];
  if (c.altoRiesgo && !c.renovacion) r.push('memoria_calculo_estructural');
  if (c.altoRiesgo) r.push('responsiva_terceros');
  if (c.renovacion) r.push('anterior_permiso_anuncio');
  if (c.propiedad === PROPIEDAD_ANUNCIO.PROPIO) r.push('documento_propiedad');
  if (c.propiedad === PROPIEDAD_ANUNCIO.ARRENDADO) r.push(c.tipo === 'externo' ? 'documento_arrendamiento' : 'contrato_arrendamiento');
  if (c.tipo === 'externo' && !c.noFolio) r.push('constancia_cedula_catastral');
  return r;
}

/** spec 3 §5.2: switching the property status clears the other's file. */
export function slotsQueSeLimpian(tipo: TipoSolicitudAnuncio, propiedad: number | null): SlotAnuncio[] {
  const arrendamiento: SlotAnuncio = tipo === 'externo' ? 'documento_arrendamiento' : 'contrato_arrendamiento';
  if (propiedad === PROPIEDAD_ANUNCIO.PROPIO) return [arrendamiento];
  if (propiedad === PROPIEDAD_ANUNCIO.ARRENDADO) return ['documento_propiedad'];
  return [];
}

export interface ErrorCampo {
  campo: string;
  mensaje: string;
}

const vacio = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
const positivo = (v: unknown) => typeof v === 'number' && Number.isFinite(v) && v > 0;
const entero = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v > 0;

/** What a row may say at most: a sign no larger than 100 m a side, 10 faces, 10,000 pieces, a year of days. */
export const LIMITES_FILA = { medida: 100, caras: 10, piezas: 10_000, dias: 366 } as const;

/** spec 3 §5.2 per detail row: type, Alto, Ancho, Material, Caras; Pieza, Mes, Día, rotation by type. */
export function validarFila(f: Partial<FilaAnuncio>, base: string, o: { renovacion: boolean; hoy?: string }): ErrorCampo[] {
  const e: ErrorCampo[] = [];
  const add = (campo: string, mensaje: string) => e.push({ campo: `${base}.${campo}`, mensaje });
  if (!esTipoAnuncio(f.tipo_anuncio_id)) add('tipo_anuncio_id', M.tipoInvalido);
  if (!positivo(f.largo)) add('largo', M.medidaInvalida);
  else if (f.largo! > LIMITES_FILA.medida) add('largo', M.medidaMaxima);
  if (!positivo(f.ancho)) add('ancho', M.medidaInvalida);
  else if (f.ancho! > LIMITES_FILA.medida) add('ancho', M.medidaMaxima);
  if (!esMaterialAnuncio(f.material_id)) add('material_id', M.materialInvalido);
  if (!entero(f.caras) || f.caras! > LIMITES_FILA.caras) add('caras', M.carasInvalidas);
  const c = camposDeTipo(f.tipo_anuncio_id);
  if (c.pieza && (!entero(f.pieza) || f.pieza! > LIMITES_FILA.piezas)) add('pieza', M.piezaRequerida);
  if (c.mes) {
    const fijo = o.hoy ? mesFijo(f.tipo_anuncio_id!, o.renovacion, o.hoy) : null;
    if (!entero(f.mes) || f.mes! > 12) add('mes', M.mesRequerido);
    else if (fijo !== null && f.mes !== fijo) add('mes', M.mesFijo);
  }
  if (c.dia && (!entero(f.dia) || f.dia! > LIMITES_FILA.dias)) add('dia', M.diaRequerido);
  if (c.rotacion && typeof f.movimiento_rotatorio !== 'boolean') add('movimiento_rotatorio', M.rotacionRequerida);
  return e;
}

type Entrada = Partial<AnuncioEntrada> | Partial<AnuncioExternoEntrada>;

const filasDe = (e: Entrada): { nombre: 'arreglo_anuncios' | 'anuncio_detalle'; filas: readonly Partial<FilaAnuncio>[] | undefined } =>
  'arreglo_anuncios' in e && e.arreglo_anuncios !== undefined
    ? { nombre: 'arreglo_anuncios', filas: e.arreglo_anuncios }
    : { nombre: 'anuncio_detalle', filas: (e as Partial<AnuncioExternoEntrada>).anuncio_detalle };

/**
 * The rules that need neither today's date nor the stored files: required fields, the changed
 * sign's text, the temporary sign's dates, every row. The zod schemas run these too.
 */
export function validarCamposAnuncio(e: Entrada, o: { renovacion?: boolean; hoy?: string } = {}): ErrorCampo[] {
  const errores: ErrorCampo[] = [];
  if (vacio(e.forma_instalacion)) errores.push({ campo: 'forma_instalacion', mensaje: M.requerido });
  if (e.tiene_cambio && vacio(e.cambio_texto)) errores.push({ campo: 'cambio_texto', mensaje: M.cambioTextoRequerido });
  if (e.temporal) {
    if (vacio(e.fecha_inicio)) errores.push({ campo: 'fecha_inicio', mensaje: M.fechaInicioRequerida });
    if (vacio(e.fecha_fin)) errores.push({ campo: 'fecha_fin', mensaje: M.fechaFinRequerida });
    if (!vacio(e.fecha_inicio) && !vacio(e.fecha_fin) && String(e.fecha_fin) < String(e.fecha_inicio))
      errores.push({ campo: 'fecha_fin', mensaje: M.fechaFinAnterior });
  }
  if ('otro_domicilio' in e && e.otro_domicilio && (!e.domicilio || vacio(e.domicilio.calle)))
    errores.push({ campo: 'domicilio', mensaje: M.domicilioRequerido });
  const { nombre, filas } = filasDe(e);
  if (!filas || filas.length === 0) errores.push({ campo: nombre, mensaje: M.sinAnuncios });
  else filas.forEach((f, i) => errores.push(...validarFila(f, `${nombre}.${i}`, { renovacion: Boolean(o.renovacion ?? e.renovacion), hoy: o.hoy })));
  return errores;
}

/** spec 3 §5.2: a renewal names its periods (the current year and the two before; chosen only in December). */
export function validarPeriodos(e: { renovacion?: boolean; periodo_renovacion?: readonly number[] | null }, hoy: string): ErrorCampo[] {
  if (!e.renovacion) return [];
  const periodos = e.periodo_renovacion ?? [];
  const ofrecidos = periodosRenovacion(hoy);
  if (periodos.some((p) => !ofrecidos.includes(p))) return [{ campo: 'periodo_renovacion', mensaje: M.periodoInvalido }];
  if (!puedeElegirPeriodos(hoy)) {
    // Outside December the renewal is for the current year only.
    return periodos.some((p) => p !== ofrecidos[0]) ? [{ campo: 'periodo_renovacion', mensaje: M.periodosSoloDiciembre }] : [];
  }
  return periodos.length === 0 ? [{ campo: 'periodo_renovacion', mensaje: M.periodoRequerido }] : [];
}

/**
 * Every rule of one sign before it is saved: its fields and rows, its renewal periods, the property
 * status and the files it needs (those stored plus those sent). On a public road the property and
 * the key come from the request (`propiedad`, `noFolio`), when the sign does not carry them.
 */
export function validarAnuncio(
  e: AnuncioEntrada | AnuncioExternoEntrada,
  ctx: { tipo: TipoSolicitudAnuncio; hoy: string; archivosPresentes: readonly string[]; propiedad?: number | null; noFolio?: boolean },
): ErrorCampo[] {
  const errores = [...validarCamposAnuncio(e, { hoy: ctx.hoy }), ...validarPeriodos(e, ctx.hoy)];
  const x = e as Partial<AnuncioExternoEntrada> & { tipo_propiedad_id?: number | null; no_folio?: boolean; clave_catastral?: string | null; identificacion_predio?: string | null };
  const propiedad = ctx.propiedad ?? x.tipo_propiedad_id ?? e.propiedad ?? null;
  const campoPropiedad = x.tipo_propiedad_id !== undefined ? 'tipo_propiedad_id' : 'propiedad';
  if (propiedad !== PROPIEDAD_ANUNCIO.PROPIO && propiedad !== PROPIEDAD_ANUNCIO.ARRENDADO) errores.push({ campo: campoPropiedad, mensaje: M.propiedadRequerida });
  const noFolio = ctx.noFolio ?? Boolean(x.no_folio);
  if (x.clave_catastral !== undefined || x.no_folio !== undefined) {
    if (noFolio && vacio(x.identificacion_predio)) errores.push({ campo: 'identificacion_predio', mensaje: M.identificacionPredioRequerida });
    if (!noFolio && !esClaveCatastral17(x.clave_catastral)) errores.push({ campo: 'clave_catastral', mensaje: M.claveCatastralInvalida });
  }
  const { filas } = filasDe(e);
  const requeridos = archivosRequeridos({ tipo: ctx.tipo, altoRiesgo: esAltoRiesgo(filas ?? []), renovacion: Boolean(e.renovacion), propiedad, noFolio });
  for (const slot of requeridos)
    if (!ctx.archivosPresentes.includes(slot)) errores.push({ campo: `archivos.${slot}`, mensaje: M.archivoRequerido(ARCHIVOS_ANUNCIO[slot].etiqueta) });
  return errores;
}

/** The statuses of spec 3 §4.1 and the kit's payment ones (2, 8, 9) while the statement is paid. */
export function etiquetaEstatusAnuncio(estatus: number | null | undefined): string {
  switch (estatus ?? 1) {
    case 1:
      return M.pendienteEnviar;
    case 10:
      return M.enRevision;
    case 3:
      return M.enProceso;
    case 4:
      return M.autorizado;
    case 5:
      return M.devuelto;
    case 2:
      return M.pendientePago;
    case 8:
      return M.pagoEnValidacion;
    case 9:
      return M.pagoRechazado;
    case ESTATUS.CANCELADO:
      return M.cancelada;
    default:
      return M.enProceso;
  }
}

/** spec 3 §4.1: 10 grey, 4 green, 5 red; the payment statuses amber (9, refused, red). */
export function colorEstatusAnuncio(estatus: number | null | undefined): 'gris' | 'verde' | 'rojo' | 'ambar' {
  if (estatus === 4) return 'verde';
  if (estatus === 5 || estatus === 9 || estatus === ESTATUS.CANCELADO) return 'rojo';
  if (estatus === 2 || estatus === 8) return 'ambar';
  return 'gris';
}

/** spec 3 §4.1: editing only with no status, at 1 or at 5. */
export function puedeEditarAnuncio(estatus: number | null | undefined): boolean {
  return estatus === null || estatus === undefined || estatus === 1 || estatus === 5;
}

/** spec 3 §4.1: 'Enviar a revisión' at 1 or 5, with at least one sign. */
export function puedeEnviarAnuncio(estatus: number | null | undefined, anuncios = 1): boolean {
  return (estatus === 1 || estatus === 5) && anuncios > 0;
}

/** spec 3 §4.1: 'Ver formato autorización' at 4. */
export function puedeVerFormato(estatus: number | null | undefined): boolean {
  return estatus === 4;
}
