// How an extraordinary-hours or live-music request reads on its card (spec 2 §4, §9): the chip, the
// open button's word and which actions are offered. Pure, so it is unit tested; the server stays the
// only gate (it refuses what this would not offer).
import { chipSolicitud, constanciaVisible, esBloqueada, ESTATUS_FISCALIZACION, etiquetaEditar, puedeEnviar, puedePagar } from '../../domain/fiscalizacion/reglas';
import type { SolicitudFiscalizacionDto } from '../../api/fiscalizacion/fiscalizacion.schemas';

export { ESTATUS_BLOQUEADOS_FISCALIZACION as ESTATUS_BLOQUEADOS } from '../../domain/fiscalizacion/reglas';
export const ESTATUS_ENVIADA = ESTATUS_FISCALIZACION.ENVIADA;
const { BORRADOR, RECHAZADA: DEVUELTA, APROBADA: APROBADO } = ESTATUS_FISCALIZACION;

type Campos = Pick<
  SolicitudFiscalizacionDto,
  'estatus_fiscalizacion' | 'estatus_edo_cuenta' | 'estatus_pago' | 'firma_operador' | 'firma_fiscalizador' | 'documento_firmado' | 'motivo_rechazo_operador' | 'recibo_pago'
> & { estado_cuenta?: { pagado: boolean } | null };

export interface LecturaSolicitud {
  /** 'Solicitud aprobada' | 'En proceso de aprobación'; null for a draft or a returned request */
  chip: string | null;
  editable: boolean;
  /** the word of the button that opens the form: 'Editar' (editable), 'Revisar' (4), else 'Ver' */
  abrir: string;
  enviable: boolean;
  subirFirmada: boolean;
  eliminable: boolean;
  verMotivo: boolean;
  /** the statement can be seen and a payment receipt uploaded (spec 2 §4: estatus_edo_cuenta 4 or 14) */
  verEstadoCuenta: boolean;
  subirRecibo: boolean;
  verRecibo: boolean;
  constancia: boolean;
}

export function leerSolicitud(s: Campos): LecturaSolicitud {
  const e = s.estatus_fiscalizacion;
  const editable = !esBloqueada(e);
  const constancia = constanciaVisible(s);
  const conEdo = puedePagar(s);
  return {
    chip: chipSolicitud(s),
    editable,
    abrir: editable || e === APROBADO ? etiquetaEditar(e) : 'Ver',
    enviable: puedeEnviar(s),
    subirFirmada: editable,
    eliminable: e === BORRADOR || e === DEVUELTA,
    verMotivo: e === DEVUELTA && Boolean(s.motivo_rechazo_operador),
    verEstadoCuenta: conEdo,
    // Not once the statement was paid online (the gateway's payment waits for its validation).
    subirRecibo: conEdo && s.estatus_pago !== APROBADO && !s.estado_cuenta?.pagado,
    verRecibo: s.recibo_pago !== null,
    constancia,
  };
}

/** The word of the statement on a card: paid, a receipt under validation (14) or to be paid. */
export function palabraEstadoCuenta(s: Pick<Campos, 'estatus_edo_cuenta'>, pagado: boolean): { texto: string; variante: 'success' | 'info' | 'warning' } {
  if (pagado) return { texto: 'Pagado', variante: 'success' };
  if (s.estatus_edo_cuenta === 14) return { texto: 'Recibo en validación', variante: 'info' };
  return { texto: 'Por pagar', variante: 'warning' };
}

/** 'YYYY-MM' → 'diciembre de 2026'. */
export function nombreMes(mes: string): string {
  const [a, m] = mes.split('-').map(Number);
  if (!a || !m) return mes;
  return new Intl.DateTimeFormat('es-MX', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(a, m - 1, 1)));
}

/** The months a request may be copied to: the next twelve after `desde` ('YYYY-MM'), as 'YYYY-MM'. */
export function mesesSiguientes(desde: string, cuantos = 12): string[] {
  const [a, m] = desde.split('-').map(Number);
  const out: string[] = [];
  for (let i = 1; i <= cuantos; i++) {
    const d = new Date(Date.UTC(a, m - 1 + i, 1));
    out.push(`${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`);
  }
  return out;
}

/** The first and last day of the month of `fecha` ('YYYY-MM-DD'): the date picker's bounds (spec 2 §5). */
export function limitesMes(fecha: string): { min: string; max: string } | null {
  const m = /^(\d{4})-(\d{2})-\d{2}$/.exec(fecha);
  if (!m) return null;
  const a = Number(m[1]);
  const mes = Number(m[2]);
  const ultimo = new Date(Date.UTC(a, mes, 0)).getUTCDate();
  return { min: `${m[1]}-${m[2]}-01`, max: `${m[1]}-${m[2]}-${String(ultimo).padStart(2, '0')}` };
}

const FECHA_LEGIBLE = new Intl.DateTimeFormat('es-MX', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
/** 'YYYY-MM-DD' → 'viernes, 4 de diciembre de 2026' (a calendar date: no time zone shift). */
export function fechaLegible(fecha: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(fecha);
  return m ? FECHA_LEGIBLE.format(new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]))) : fecha;
}
