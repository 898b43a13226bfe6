// A small line chart (uPlot, ~50 kB) loaded only when a page draws one, with its data as a table
// beside it: the canvas is an image to assistive technology, the table is what a screen reader (or
// anyone who wants the numbers) reads. Service levels, weekly median per step.
import { useEffect, useId, useRef, useState } from 'react';
import type uPlot from 'uplot';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from './ui/table';

export interface SerieGrafica {
  etiqueta: string;
  valores: (number | null)[];
}

/** Colours with at least 3:1 contrast on the card's white (WCAG 1.4.11 non-text contrast). */
const COLORES = ['#1d4ed8', '#b45309', '#047857', '#be123c', '#6d28d9', '#0e7490', '#4d7c0f', '#a21caf', '#334155'];
export const colorSerie = (i: number) => COLORES[i % COLORES.length];

const fechaCorta = new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'short', timeZone: 'UTC' });
/** 'YYYY-MM-DD' → '23 nov.' */
export const etiquetaDia = (dia: string) => fechaCorta.format(new Date(`${dia}T00:00:00Z`));

export interface GraficaLineasProps {
  titulo: string;
  /** the x values: calendar days 'YYYY-MM-DD' */
  dias: string[];
  series: SerieGrafica[];
  /** what the values are ('horas'), for the axis and the table's cells */
  unidad: string;
  /** the header of the table's first column */
  encabezadoDias?: string;
  alto?: number;
}

export function GraficaLineas({ titulo, dias, series, unidad, encabezadoDias = 'Semana', alto = 220 }: GraficaLineasProps) {
  const contenedor = useRef<HTMLDivElement>(null);
  const [error, setError] = useState(false);
  const idTabla = useId();

  useEffect(() => {
    const el = contenedor.current;
    if (!el || dias.length === 0) return;
    let grafica: uPlot | null = null;
    let vivo = true;
    const observador = new ResizeObserver(() => grafica?.setSize({ width: el.clientWidth, height: alto }));
    Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')])
      .then(([{ default: UPlot }]) => {
        if (!vivo) return;
        const x = dias.map((d) => Date.parse(`${d}T12:00:00Z`) / 1000);
        grafica = new UPlot(
          {
            width: el.clientWidth || 600,
            height: alto,
            legend: { show: false },
            scales: { x: { time: true }, y: { range: (_u, min, max) => [0, Math.max(1, max ?? min ?? 1)] } },
            axes: [
              { values: (_u, vals) => vals.map((v) => etiquetaDia(new Date(v * 1000).toISOString().slice(0, 10))) },
              { label: unidad, size: 50 },
            ],
            series: [{}, ...series.map((s, i) => ({ label: s.etiqueta, stroke: colorSerie(i), width: 2, spanGaps: true, points: { show: true, size: 6 } }))],
          },
          [x, ...series.map((s) => s.valores.map((v) => v ?? null))] as uPlot.AlignedData,
          el,
        );
        observador.observe(el);
      })
      .catch(() => vivo && setError(true));
    return () => {
      vivo = false;
      observador.disconnect();
      grafica?.destroy();
    };
  }, [dias, series, unidad, alto]);

  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="text-sm font-medium">{titulo}</figcaption>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground" aria-hidden="true">
        {series.map((s, i) => (
          <li key={s.etiqueta} className="flex items-center gap-1.5">
            <span className="inline-block h-0.5 w-4" style={{ backgroundColor: colorSerie(i) }} />
            {s.etiqueta}
          </li>
        ))}
      </ul>
      {error ? (
        <p className="text-sm text-muted-foreground">No se pudo cargar la gráfica; los datos están en la tabla.</p>
      ) : (
        <div ref={contenedor} role="img" aria-label={`${titulo}. Los datos están en la tabla «Datos de la gráfica».`} aria-describedby={idTabla} className="min-h-[220px] w-full overflow-hidden" />
      )}
      <details id={idTabla} className="text-sm">
        <summary className="min-h-6 cursor-pointer py-0.5 text-primary underline-offset-4 hover:underline">Datos de la gráfica (tabla)</summary>
        <Table>
          <TableCaption>
            {titulo} ({unidad})
          </TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead scope="col">{encabezadoDias}</TableHead>
              {series.map((s) => (
                <TableHead key={s.etiqueta} scope="col">
                  {s.etiqueta}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody vacio="Sin datos en el periodo.">
            {dias.map((d, i) => (
              <TableRow key={d}>
                <TableHead scope="row">{etiquetaDia(d)}</TableHead>
                {series.map((s) => (
                  <TableCell key={s.etiqueta}>{s.valores[i] === null ? '—' : s.valores[i]}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </details>
    </figure>
  );
}
