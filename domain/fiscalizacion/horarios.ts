// The establishment's schedules (spec 2 §7 horarios/gethorarioordinario, gethorarioextraordinario)
// when it has no rows of its own in horarios_establecimiento: the default of its patente type
// (giro_tipo_patente.establecimiento_id, domain/catalogos/establecimientos.ts GIROS tipo_patente).
//
// Our defaults (the spec gives none), chosen to agree with the hours offered by type (spec 2 §9)
// and the Sunday rules (§5):
//   extraordinary: 1 tiendas Thu–Sat 22:00–00:00; 2 bar y cantina Thu–Sat 23:00–01:00;
//                  3 restaurante bar Fri–Sat 23:00–03:00 and Sun 17:00–23:00; 4 discoteca Thu–Sat 23:00–03:00.
//   ordinary:      1 Mon–Sat 10:00–22:00; 2 Mon–Sat 12:00–23:00; 3 Mon–Sun 12:00–23:00; 4 Thu–Sat 21:00–23:00;
//                  an establishment without a patente type Mon–Sat 10:00–22:00.
import { girosPorIds, type TipoPatente } from '../catalogos/establecimientos';
import { nombreDiaTitulo } from './mensajes';
import type { HorarioDia, TipoEstablecimiento } from './reglas';

const dias = (desde: number, hasta: number, hora_inicio: string, hora_fin: string): HorarioDia[] => {
  const out: HorarioDia[] = [];
  for (let dia = desde; dia <= hasta; dia++) out.push({ dia, hora_inicio, hora_fin });
  return out;
};

/** The extraordinary schedule of a patente type without rows of its own. */
export function horarioExtraordinarioPorDefecto(tipo: TipoEstablecimiento): HorarioDia[] {
  switch (tipo) {
    case 1:
      return dias(4, 6, '22:00', '00:00');
    case 2:
      return dias(4, 6, '23:00', '01:00');
    case 3:
      return [...dias(5, 6, '23:00', '03:00'), { dia: 7, hora_inicio: '17:00', hora_fin: '23:00' }];
    case 4:
      return dias(4, 6, '23:00', '03:00');
  }
}

/** The ordinary schedule of a patente type (or of none) without rows of its own. */
export function horarioOrdinarioPorDefecto(tipo: TipoEstablecimiento | null): HorarioDia[] {
  switch (tipo) {
    case 2:
      return dias(1, 6, '12:00', '23:00');
    case 3:
      return [...dias(1, 6, '12:00', '23:00'), { dia: 7, hora_inicio: '12:00', hora_fin: '23:00' }];
    case 4:
      return dias(4, 6, '21:00', '23:00');
    default:
      return dias(1, 6, '10:00', '22:00');
  }
}

/**
 * The patente type of an establishment from its activities (main first, then secondaries): the
 * main activity's when it has one, else the highest among the secondaries (a discotheque's hours
 * include a bar's); null when none requires a patente.
 */
export function tipoEstablecimientoDeGiros(giroIds: readonly (number | null | undefined)[]): TipoPatente | null {
  const giros = girosPorIds(giroIds);
  const principal = giroIds[0] == null ? undefined : giros.find((g) => g.id === Number(giroIds[0]));
  if (principal?.tipo_patente) return principal.tipo_patente;
  const tipos = giros.map((g) => g.tipo_patente).filter((t): t is TipoPatente => t !== undefined);
  return tipos.length ? (Math.max(...tipos) as TipoPatente) : null;
}

/** spec 2 §7 gethorarioextraordinario's rows: horarios[] with dia.nombre and segmento_horario. */
export interface HorarioSpec {
  dia: { id: number; nombre: string };
  segmento_horario: { hora_inicio: string; hora_fin: string };
}
export const comoHorarioSpec = (h: HorarioDia): HorarioSpec => ({
  dia: { id: h.dia, nombre: nombreDiaTitulo(h.dia) },
  segmento_horario: { hora_inicio: h.hora_inicio, hora_fin: h.hora_fin },
});

/** Rows of horarios_establecimiento of one kind, or the default when there are none. */
export function horarioEfectivo(
  filas: readonly { dia: number; horaInicio: string; horaFin: string }[],
  porDefecto: () => HorarioDia[],
): HorarioDia[] {
  if (!filas.length) return porDefecto();
  return [...filas].sort((a, b) => a.dia - b.dia).map((f) => ({ dia: f.dia, hora_inicio: f.horaInicio, hora_fin: f.horaFin }));
}
