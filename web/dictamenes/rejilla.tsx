import type { Key, ReactNode } from 'react';
import { MENSAJES_DICTAMEN as M } from '../../domain/dictamenes/mensajes';

/** The list's cards, 3 per row on wide screens (spec 3 §2.1); an empty list says 'Sin registros'. */
interface Props<T> {
  filas: T[];
  render: (t: T) => ReactNode;
  /** each card's key (default: its id, else its place) */
  clave?: (t: T) => Key;
  /** the list's accessible name */
  etiqueta?: string;
  ocupada?: boolean;
}

const idDe = (t: unknown, i: number): Key => (t && typeof t === 'object' && 'id' in t && (typeof t.id === 'number' || typeof t.id === 'string') ? t.id : i);

export function RejillaDictamen<T>({ filas, render, clave, etiqueta, ocupada }: Props<T>) {
  if (filas.length === 0) {
    return (
      <p role="status" className="rounded-lg border border-dashed border-border p-8 text-center text-muted-foreground">
        {M.sinRegistros}
      </p>
    );
  }
  return (
    <ul aria-label={etiqueta ?? 'Solicitudes'} aria-busy={ocupada || undefined} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {filas.map((t, i) => (
        <li key={clave ? clave(t) : idDe(t, i)}>{render(t)}</li>
      ))}
    </ul>
  );
}
