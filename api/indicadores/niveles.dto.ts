// Service levels as the API answers them and the CSV lists them: the domain's figures with the
// Spanish names of areas, procedures and steps (from the definition registry, domain/tramites.ts).
import { AREAS } from '../../domain/common/catalogos';
import { TRAMITES, nombreTramite } from '../../domain/tramites';
import { calcularNiveles, medianaSemanalPorPaso, type EsperaMasAntigua, type TareaIndicador } from '../../domain/indicadores/niveles';
import type { CeldaCsv } from '../../domain/indicadores/niveles-csv';
import type { TramiteNivelDto } from './niveles.schemas';

export const nombreArea = (id: number) => AREAS.find((a) => a.id === id)?.nombre ?? `Área ${id}`;
const ordenPasos = (procedimiento: string) => TRAMITES[procedimiento]?.pasos.map((p) => p.clave) ?? [];
export const etiquetaPaso = (procedimiento: string, paso: string) => TRAMITES[procedimiento]?.pasos.find((p) => p.clave === paso)?.etiqueta ?? paso;

const espera = (procedimiento: string, e: EsperaMasAntigua | null) => (e ? { folio: e.folio, paso: e.paso, paso_etiqueta: etiquetaPaso(procedimiento, e.paso), desde: e.desde.toISOString() } : null);

export function nivelesDto(tareas: readonly TareaIndicador[], ahora: Date, dias: number): TramiteNivelDto[] {
  return calcularNiveles(tareas, ahora, dias, ordenPasos).map((n) => {
    const propias = tareas.filter((t) => t.areaId === n.areaId && t.procedimiento === n.procedimiento);
    const serie = medianaSemanalPorPaso(
      propias,
      ahora,
      dias,
      n.pasos.map((p) => p.paso),
    );
    return {
      area_id: n.areaId,
      area: nombreArea(n.areaId),
      procedimiento: n.procedimiento,
      tramite: nombreTramite(n.procedimiento),
      abiertas: n.abiertas,
      vencidas: n.vencidas,
      atendidas_semana: n.atendidasSemana,
      mas_antigua: espera(n.procedimiento, n.masAntigua),
      pasos: n.pasos.map((p) => ({
        paso: p.paso,
        etiqueta: etiquetaPaso(n.procedimiento, p.paso),
        abiertas: p.abiertas,
        vencidas: p.vencidas,
        resueltas: p.resueltas,
        mediana_horas: p.medianaHoras,
        p90_horas: p.p90Horas,
        atendidas_semana: p.atendidasSemana,
        mas_antigua: espera(n.procedimiento, p.masAntigua),
      })),
      serie: { semanas: serie.semanas, series: serie.series.map((s) => ({ ...s, etiqueta: etiquetaPaso(n.procedimiento, s.paso) })) },
    };
  });
}

/** One CSV row per area, procedure and step (domain/indicadores/niveles-csv.ts ENCABEZADO_CSV). */
export function filasCsv(tramites: readonly TramiteNivelDto[]): CeldaCsv[][] {
  return tramites.flatMap((t) =>
    t.pasos.map((p) => [t.area, t.tramite, p.etiqueta, p.abiertas, p.vencidas, p.resueltas, p.mediana_horas, p.p90_horas, p.atendidas_semana, p.mas_antigua?.folio ?? null, p.mas_antigua?.desde ?? null]),
  );
}
