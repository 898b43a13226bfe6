// The schedule rules of extraordinary hours (EXTRA) and live music (VARIEDAD), spec 2 §4, §5, §9,
// as pure functions: the API validates a request with `validarSolicitudFiscalizacion` and the web
// form calls the same function, so both say the same words. No zod, no I/O.
//
// Decisions where the spec is silent (documented here, tested in reglas.test.ts):
// - The hours offered by patente type (§9) and the Sunday rules (§5) apply to both kinds: live
//   music is music within the establishment's extraordinary hours.
// - A date's hours run from `hora_inicio` to `hora_fin`; an end before the start ends the next day
//   (`fecha_fin`). `horas_solicitadas` is the duration in whole hours.
// - The month is the month of the first date entered (horarios[0].fechas[0]); every other date
//   must be in it (§5: the date picker limits dates to that month).
// - Type 3's "Sunday cannot be mixed with Monday–Saturday" is read per group of dates (the dates
//   entered together with one pair of hours), the way the date picker of one row works; the hour
//   windows (Sunday 17:00–23:00, Monday–Saturday 23:00–03:00) are checked for every date.
// - A date may appear only once in a request.
import { MSG_FISCALIZACION as MSG, MSG_FISCALIZACION_EXTRA as MSGX } from './mensajes';

export const TIPOS_SOLICITUD = ['EXTRA', 'VARIEDAD'] as const;
export type TipoSolicitudFiscalizacion = (typeof TIPOS_SOLICITUD)[number];
/** spec 2 §9: default EXTRA. */
export const TIPO_POR_DEFECTO: TipoSolicitudFiscalizacion = 'EXTRA';
export const esTipoSolicitud = (t: unknown): t is TipoSolicitudFiscalizacion => t === 'EXTRA' || t === 'VARIEDAD';

/** The establishment's patente type (giro_tipo_patente.establecimiento_id, 1..4). */
export type TipoEstablecimiento = 1 | 2 | 3 | 4;
export const esTipoEstablecimiento = (t: unknown): t is TipoEstablecimiento => t === 1 || t === 2 || t === 3 || t === 4;

/** spec 2 §4 estatus_fiscalizacion. */
export const ESTATUS_FISCALIZACION = { BORRADOR: 1, EN_PROCESO: 3, APROBADA: 4, RECHAZADA: 5, ENVIADA: 10, CERRADA: 14 } as const;
/** spec 2 §4, §9: locked (non-editable) statuses. */
export const ESTATUS_BLOQUEADOS_FISCALIZACION: readonly number[] = [3, 4, 10, 14];
export const esBloqueada = (estatus: number) => ESTATUS_BLOQUEADOS_FISCALIZACION.includes(estatus);
/** Edited, deleted or copied over only while a draft or returned. */
export const esEditableFiscalizacion = (estatus: number) => estatus === 1 || estatus === 5;

/** spec 2 §4: 'Enviar a revisión' only with a signed document and a status not locked. */
export const puedeEnviar = (s: { estatus_fiscalizacion: number; documento_firmado: unknown }) =>
  s.documento_firmado != null && !esBloqueada(s.estatus_fiscalizacion);

export interface EstatusVisibles {
  estatus_fiscalizacion: number;
  estatus_edo_cuenta: number | null;
  estatus_pago: number | null;
  firma_operador: number | boolean;
  firma_fiscalizador: number | boolean;
}
/** spec 2 §4: certificate viewable iff the three statuses are 4 and both signatures are 1. */
export const constanciaVisible = (s: EstatusVisibles) =>
  s.estatus_fiscalizacion === 4 && s.estatus_edo_cuenta === 4 && s.estatus_pago === 4 && Number(s.firma_operador) === 1 && Number(s.firma_fiscalizador) === 1;
/** spec 2 §4 chip: hidden for 1 and 5; 'Solicitud aprobada' when the certificate is viewable. */
export const chipSolicitud = (s: EstatusVisibles): string | null =>
  s.estatus_fiscalizacion === 1 || s.estatus_fiscalizacion === 5 ? null : constanciaVisible(s) ? MSG.solicitudAprobada : MSG.enProceso;
/** spec 2 §4: payment-proof viewing and receipt upload when estatus_edo_cuenta is 4 or 14. */
export const puedePagar = (s: Pick<EstatusVisibles, 'estatus_edo_cuenta'>) => s.estatus_edo_cuenta === 4 || s.estatus_edo_cuenta === 14;
/** spec 2 §4: 'Revisar' instead of 'Editar' at 4. */
export const etiquetaEditar = (estatus: number) => (estatus === 4 ? MSG.revisar : MSG.editar);

// ---------------------------------------------------------------------------------------------
// Hours

const pad = (n: number) => String(n).padStart(2, '0');
/** 'HH:MM' of an hour 0..23. */
export const hora = (h: number) => `${pad(((h % 24) + 24) % 24)}:00`;

/** The hour (0..23) of 'HH:MM' or 'HH:MM:SS' on the hour; null otherwise. */
export function horaEnPunto(v: unknown): number | null {
  if (typeof v !== 'string') return null;
  const m = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(v.trim());
  if (!m) return null;
  const h = Number(m[1]);
  if (h > 23 || m[2] !== '00' || (m[3] !== undefined && m[3] !== '00')) return null;
  return h;
}
/** 'HH:MM' of a valid hour string ('23:00:00' → '23:00'). */
export const normalizarHora = (v: string) => {
  const h = horaEnPunto(v);
  return h === null ? v : hora(h);
};

const rango = (desde: number, hasta: number) => {
  const out: string[] = [];
  for (let h = desde; ; h = (h + 1) % 24) {
    out.push(hora(h));
    if (h === hasta) return out;
  }
};

/** spec 2 §9: 1 = 22:00, 23:00, 00:00; 2 = 23:00, 00:00, 01:00; 3 = 17:00…03:00; 4 = 23:00…03:00. */
export function horasOfrecidas(tipo: TipoEstablecimiento): string[] {
  switch (tipo) {
    case 1:
      return rango(22, 0);
    case 2:
      return rango(23, 1);
    case 3:
      return rango(17, 3);
    case 4:
      return rango(23, 3);
  }
}

/**
 * spec 2 §5: the duration from start to end in whole hours; an end before the start is the next
 * day. Equal hours are 0 (the request is refused with 'Las horas de inicio y fin no pueden ser
 * iguales.'); unreadable hours are 0 too.
 */
export function horasSolicitadas(inicio: string, fin: string): number {
  const a = horaEnPunto(inicio);
  const b = horaEnPunto(fin);
  if (a === null || b === null || a === b) return 0;
  return (b - a + 24) % 24;
}

/** The error of a pair of hours ('Las horas de inicio y fin no pueden ser iguales.') or null. */
export const errorHoras = (inicio: string, fin: string): string | null =>
  horaEnPunto(inicio) !== null && horaEnPunto(inicio) === horaEnPunto(fin) ? MSG.horasIguales : null;

// ---------------------------------------------------------------------------------------------
// Dates ('YYYY-MM-DD', calendar dates without a zone)

const RE_FECHA = /^(\d{4})-(\d{2})-(\d{2})$/;
export function esFecha(v: unknown): v is string {
  if (typeof v !== 'string') return false;
  const m = RE_FECHA.exec(v);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  return d.getUTCFullYear() === +m[1] && d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3];
}
const aFecha = (v: string) => new Date(`${v}T00:00:00Z`);
const deFecha = (d: Date) => d.toISOString().slice(0, 10);
export const sumarDias = (fecha: string, dias: number) => {
  const d = aFecha(fecha);
  d.setUTCDate(d.getUTCDate() + dias);
  return deFecha(d);
};
/** 1 Monday … 7 Sunday. */
export const diaSemana = (fecha: string) => {
  const d = aFecha(fecha).getUTCDay();
  return d === 0 ? 7 : d;
};
/** 'YYYY-MM' of a date. */
export const mesDe = (fecha: string) => fecha.slice(0, 7);
export const esMes = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(v);

/** spec 2 §5: the date the hours end: the next day when the end hour is before the start. */
export function fechaFin(fecha: string, inicio: string, fin: string): string {
  const a = horaEnPunto(inicio);
  const b = horaEnPunto(fin);
  return a !== null && b !== null && b < a ? sumarDias(fecha, 1) : fecha;
}

// ---------------------------------------------------------------------------------------------
// The request

export interface HorarioEntrada {
  /** dates entered together with one pair of hours, 'YYYY-MM-DD' */
  fechas: string[];
  hora_inicio: string;
  hora_fin: string;
}
export interface SolicitudFiscalizacionEntrada {
  tipo: TipoSolicitudFiscalizacion | string;
  cantidad_personas?: number | null;
  horarios: HorarioEntrada[];
}
/** A weekday of the establishment's extraordinary schedule (1 Monday … 7 Sunday). */
export interface HorarioDia {
  dia: number;
  hora_inicio: string;
  hora_fin: string;
}
export interface ContextoFiscalizacion {
  tipoEstablecimiento: TipoEstablecimiento;
  horarioExtraordinario: readonly HorarioDia[];
  /** dates of the establishment's other requests (spec 2 §5: live music only on free dates) */
  fechasOcupadas: readonly string[];
  /** today in Chetumal ('YYYY-MM-DD'); when given, past dates are refused */
  hoy?: string;
}
/** One row of horarios_fiscalizacion (spec 2 §3 solicitudDetalles), ready to insert. */
export interface DetalleHorario {
  fecha: string;
  fecha_fin: string;
  hora_inicio: string;
  hora_fin: string;
  horas_solicitadas: number;
  grupo_horario: number;
}
export type ResultadoValidacion =
  | { ok: true; tipo: TipoSolicitudFiscalizacion; mes: string; detalles: DetalleHorario[]; fecha: string; fecha_fin: string }
  | { ok: false; errores: Record<string, string[]>; mensaje: string };

/**
 * spec 2 §5, §9: every rule of an hours or live-music request. Field keys of `errores` follow the
 * input: 'tipo', 'cantidad_personas', 'horarios', 'horarios.<i>.fechas', 'horarios.<i>.hora_inicio',
 * 'horarios.<i>.hora_fin'. `mensaje` is the first error, or 'Complete la información' when
 * something required is missing (§5).
 */
export function validarSolicitudFiscalizacion(input: SolicitudFiscalizacionEntrada, ctx: ContextoFiscalizacion): ResultadoValidacion {
  const errores: Record<string, string[]> = {};
  const add = (k: string, m: string) => {
    const l = (errores[k] ??= []);
    if (!l.includes(m)) l.push(m);
  };
  let incompleta = false;
  const tipo = input.tipo;
  if (!esTipoSolicitud(tipo)) add('tipo', MSGX.tipoInvalido);

  if (tipo === 'VARIEDAD') {
    const p = input.cantidad_personas;
    if (p === null || p === undefined || (p as unknown) === '') {
      incompleta = true;
      add('cantidad_personas', MSG.requerido);
    } else if (!Number.isInteger(p) || p <= 0) add('cantidad_personas', MSGX.personasInvalidas);
  }

  const horarios = Array.isArray(input.horarios) ? input.horarios : [];
  if (!horarios.length) {
    incompleta = true;
    add('horarios', MSG.completeInformacion);
  }
  const ofrecidas = new Set(horasOfrecidas(ctx.tipoEstablecimiento));
  const diasExtra = new Set(ctx.horarioExtraordinario.map((h) => h.dia));
  const ocupadas = new Set(ctx.fechasOcupadas);
  const vistas = new Set<string>();
  const primera = horarios[0]?.fechas?.find(esFecha);
  const mes = primera ? mesDe(primera) : '';
  const detalles: DetalleHorario[] = [];

  horarios.forEach((h, i) => {
    const k = `horarios.${i}`;
    const fechas = Array.isArray(h?.fechas) ? h.fechas : [];
    const ini = horaEnPunto(h?.hora_inicio);
    const fin = horaEnPunto(h?.hora_fin);
    if (!fechas.length) {
      incompleta = true;
      add(`${k}.fechas`, MSG.requerido);
    }
    for (const [campo, v, n] of [['hora_inicio', h?.hora_inicio, ini], ['hora_fin', h?.hora_fin, fin]] as const) {
      if (v === undefined || v === null || v === '') {
        incompleta = true;
        add(`${k}.${campo}`, MSG.requerido);
      } else if (n === null) add(`${k}.${campo}`, MSGX.formatoHora);
      else if (!ofrecidas.has(hora(n))) add(`${k}.${campo}`, MSGX.horaNoOfrecida(hora(n)));
    }
    if (ini !== null && ini === fin) add(`${k}.hora_fin`, MSG.horasIguales);

    const validas = fechas.filter((f) => {
      if (esFecha(f)) return true;
      add(`${k}.fechas`, MSGX.formatoFecha);
      return false;
    });
    const dias = validas.map(diaSemana);
    const conDomingo = dias.includes(7);
    if (ctx.tipoEstablecimiento === 3 && conDomingo && dias.some((d) => d !== 7)) add(`${k}.fechas`, MSG.domingoMezclado);
    for (const f of validas) {
      const dia = diaSemana(f);
      if (vistas.has(f)) add(`${k}.fechas`, MSGX.fechaRepetida(f));
      vistas.add(f);
      if (mes && mesDe(f) !== mes) add(`${k}.fechas`, MSGX.mismoMes);
      if (ctx.hoy && f < ctx.hoy) add(`${k}.fechas`, MSGX.fechaPasada(f));
      if (dia === 7 && (ctx.tipoEstablecimiento === 1 || ctx.tipoEstablecimiento === 4)) add(`${k}.fechas`, MSG.domingoNoPermitido);
      if (tipo === 'EXTRA' && !diasExtra.has(dia)) add(`${k}.fechas`, MSGX.sinHorarioExtraordinario(dia));
      if (tipo === 'VARIEDAD' && ocupadas.has(f)) add(`${k}.fechas`, MSGX.fechaOcupada(f));
      if (ctx.tipoEstablecimiento === 3 && ini !== null && fin !== null && ini !== fin) {
        if (dia === 7 && !dentro(ini, fin, 17, 23)) add(`${k}.hora_inicio`, MSGX.domingoHoras);
        if (dia !== 7 && !dentro(ini, fin, 23, 3)) add(`${k}.hora_inicio`, MSGX.semanaHoras);
      }
      if (ini !== null && fin !== null && ini !== fin) {
        const hi = hora(ini);
        const hf = hora(fin);
        detalles.push({ fecha: f, fecha_fin: fechaFin(f, hi, hf), hora_inicio: hi, hora_fin: hf, horas_solicitadas: horasSolicitadas(hi, hf), grupo_horario: i + 1 });
      }
    }
  });

  const claves = Object.keys(errores);
  if (claves.length) return { ok: false, errores, mensaje: incompleta ? MSG.completeInformacion : errores[claves[0]][0] };
  detalles.sort((a, b) => (a.fecha < b.fecha ? -1 : a.fecha > b.fecha ? 1 : 0));
  const ultimo = detalles.reduce((m, d) => (d.fecha_fin > m ? d.fecha_fin : m), detalles[0].fecha_fin);
  return { ok: true, tipo: tipo as TipoSolicitudFiscalizacion, mes, detalles, fecha: detalles[0].fecha, fecha_fin: ultimo };
}

/** Hours a→b (b the next day when before a) lie inside the window desde→hasta (same convention). */
function dentro(a: number, b: number, desde: number, hasta: number): boolean {
  const off = (h: number) => (h - desde + 24) % 24;
  const largo = off(hasta);
  const ia = off(a);
  const ib = off(b);
  return ia <= largo && ib <= largo && ib > ia;
}

/** The groups of a request's rows back as the form's input (dates grouped by grupo_horario). */
export function agruparDetalles(detalles: readonly Pick<DetalleHorario, 'fecha' | 'hora_inicio' | 'hora_fin' | 'grupo_horario'>[]): HorarioEntrada[] {
  const grupos = new Map<string, HorarioEntrada>();
  for (const d of [...detalles].sort((a, b) => a.grupo_horario - b.grupo_horario || (a.fecha < b.fecha ? -1 : 1))) {
    const clave = `${d.grupo_horario}|${normalizarHora(d.hora_inicio)}|${normalizarHora(d.hora_fin)}`;
    const g = grupos.get(clave) ?? { fechas: [], hora_inicio: normalizarHora(d.hora_inicio), hora_fin: normalizarHora(d.hora_fin) };
    g.fechas.push(d.fecha);
    grupos.set(clave, g);
  }
  return [...grupos.values()];
}

/**
 * spec 2 §7 copiarSolicitudFiscalizacion: a request's dates copied to another month. The rule:
 * each date becomes the same weekday of the same occurrence in the target month (the second
 * Friday of May → the second Friday of June), so a weekday schedule and the Sunday rules still
 * hold; an occurrence the target month lacks (a fifth Friday) is dropped and listed in `omitidas`.
 * The hours and groups are kept. The result is validated again like a new request.
 */
export function copiarAMes(
  detalles: readonly Pick<DetalleHorario, 'fecha' | 'hora_inicio' | 'hora_fin' | 'grupo_horario'>[],
  mes: string | null | undefined,
): { ok: true; horarios: HorarioEntrada[]; omitidas: string[] } | { ok: false; mensaje: string } {
  if (!mes) return { ok: false, mensaje: MSG.copiarSinMes };
  if (!esMes(mes)) return { ok: false, mensaje: MSGX.formatoMes };
  if (detalles.length && detalles.every((d) => mesDe(d.fecha) === mes)) return { ok: false, mensaje: MSGX.mesDestinoIgual };
  const omitidas: string[] = [];
  const copiados: typeof detalles[number][] = [];
  for (const d of detalles) {
    const destino = mismaOcurrencia(d.fecha, mes);
    if (destino) copiados.push({ ...d, fecha: destino });
    else omitidas.push(d.fecha);
  }
  if (!copiados.length) return { ok: false, mensaje: MSGX.copiaSinFechas };
  return { ok: true, horarios: agruparDetalles(copiados), omitidas };
}

/** The date of `mes` with the weekday and occurrence (1st…5th) of `fecha`, or null. */
export function mismaOcurrencia(fecha: string, mes: string): string | null {
  const ocurrencia = Math.floor((Number(fecha.slice(8, 10)) - 1) / 7);
  const dia = diaSemana(fecha);
  const primero = `${mes}-01`;
  const primeroIgual = sumarDias(primero, (dia - diaSemana(primero) + 7) % 7);
  const destino = sumarDias(primeroIgual, ocurrencia * 7);
  return mesDe(destino) === mes ? destino : null;
}
