// What the extraordinary-hours routes share: the context the schedule rules need (the patente
// type, the extraordinary schedule — the establishment's own rows or its type's default — and the
// dates already taken) and the rules' answer turned into a 422 the form reads.
import type { Db } from '../../db/client';
import type { Establecimiento } from '../../db/schema';
import { MSG } from '../../domain/common/messages';
import { horarioExtraordinarioPorDefecto, horarioOrdinarioPorDefecto } from '../../domain/fiscalizacion/horarios';
import { MSG_FISCALIZACION } from '../../domain/fiscalizacion/mensajes';
import {
  validarSolicitudFiscalizacion,
  type HorarioDia,
  type HorarioEntrada,
  type TipoEstablecimiento,
  type TipoSolicitudFiscalizacion,
} from '../../domain/fiscalizacion/reglas';
import { hoyCancun } from '../../domain/tramite/fechas';
import { HttpError, erroresPorCampo } from '../lib/errors';
import { createFiscalizacionRepository, type DetalleNuevo } from './fiscalizacion.repository';

/** The establishment's schedule of a kind: its own rows, else its patente type's default. */
export async function horarioDe(db: Db, est: Pick<Establecimiento, 'id'>, tipo: TipoEstablecimiento | null, clase: 'ordinario' | 'extraordinario') {
  const filas = await createFiscalizacionRepository({ db }).horariosEstablecimiento(est.id, clase);
  if (filas.length) return { porDefecto: false, horarios: filas.map((f) => ({ id: f.id, dia: f.dia, hora_inicio: f.horaInicio, hora_fin: f.horaFin })) };
  const defecto: readonly HorarioDia[] = clase === 'ordinario' ? horarioOrdinarioPorDefecto(tipo) : tipo ? horarioExtraordinarioPorDefecto(tipo) : [];
  return { porDefecto: true, horarios: defecto.map((h) => ({ id: null, ...h })) };
}

/** The issues of a zod parse as the 422 the form reads, with the spec's sentence as its message. */
export function invalido(issues: { path: PropertyKey[]; message: string }[], mensaje?: string): HttpError {
  const errores = erroresPorCampo(issues);
  const requerido = Object.values(errores).some((l) => l.includes(MSG_FISCALIZACION.requerido) || l.includes(MSG_FISCALIZACION.completeInformacion));
  return new HttpError(422, mensaje ?? (requerido ? MSG_FISCALIZACION.completeInformacion : (Object.values(errores)[0]?.[0] ?? MSG.datosInvalidos)), 'VALIDATION', errores);
}

/**
 * spec 2 §5, §9 through the one function the form calls too; a refusal is a 422 with each field's
 * messages and the first one (or 'Complete la información') as the message.
 */
export async function validarHorarios(
  db: Db,
  est: Establecimiento,
  tipoEstablecimiento: TipoEstablecimiento,
  entrada: { tipo: TipoSolicitudFiscalizacion; cantidad_personas?: number | null; horarios: HorarioEntrada[] },
  excepto?: number,
): Promise<{ mes: string; detalles: DetalleNuevo[] }> {
  const [extra, fechasOcupadas] = await Promise.all([
    horarioDe(db, est, tipoEstablecimiento, 'extraordinario'),
    createFiscalizacionRepository({ db }).fechasOcupadas(est.id, excepto),
  ]);
  const r = validarSolicitudFiscalizacion(entrada, {
    tipoEstablecimiento,
    horarioExtraordinario: extra.horarios,
    fechasOcupadas,
    hoy: hoyCancun(),
  });
  if (!r.ok) throw new HttpError(422, r.mensaje, 'VALIDATION', r.errores);
  return { mes: r.mes, detalles: r.detalles };
}
