// spec 2 §5 reads 'any date without an existing schedule entry' for live music only; for
// extraordinary hours it says nothing. A date asked for again in a second request is then allowed
// (the hours may differ, or the first may still be returned), but the person is told, with the
// folio that already holds it, before saving: two payments for one night are rarely meant.
import { esFecha, type HorarioEntrada } from './reglas';

export interface OtraSolicitud {
  folio: string;
  /** the dates it holds (solicitudDetalles.fecha) */
  fechas: readonly string[];
}

export interface FechaYaSolicitada {
  fecha: string;
  folios: string[];
}

/** The dates of the form that another request of the establishment already holds, with its folios. */
export function fechasYaSolicitadas(horarios: readonly Pick<HorarioEntrada, 'fechas'>[], otras: readonly OtraSolicitud[]): FechaYaSolicitada[] {
  const porFecha = new Map<string, string[]>();
  for (const o of otras) for (const f of o.fechas) porFecha.set(f, [...(porFecha.get(f) ?? []), o.folio]);
  const vistas = new Set<string>();
  const out: FechaYaSolicitada[] = [];
  for (const h of horarios) {
    for (const f of h.fechas ?? []) {
      if (!esFecha(f) || vistas.has(f) || !porFecha.has(f)) continue;
      vistas.add(f);
      out.push({ fecha: f, folios: [...new Set(porFecha.get(f))] });
    }
  }
  return out.sort((a, b) => (a.fecha < b.fecha ? -1 : 1));
}

const MESES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const fechaCorta = (f: string) => `${Number(f.slice(8, 10))} de ${MESES[Number(f.slice(5, 7)) - 1]}`;

/** 'El 12 de diciembre ya está en su solicitud HEX-2026-000012.' — one sentence per date. */
export function avisoFechasRepetidas(d: readonly FechaYaSolicitada[]): string[] {
  return d.map((x) => `El ${fechaCorta(x.fecha)} ya está en ${x.folios.length > 1 ? 'sus solicitudes' : 'su solicitud'} ${x.folios.join(', ')}.`);
}
