import { useEffect, type ReactNode } from 'react';

/** The page's h1 and the document title (each page announces itself to screen readers). */
export function Encabezado({ titulo, descripcion, acciones }: { titulo: string; descripcion?: ReactNode; acciones?: ReactNode }) {
  useEffect(() => {
    document.title = `${titulo} — Ventanilla en línea`;
  }, [titulo]);
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-foreground">{titulo}</h1>
        {descripcion ? <p className="text-muted-foreground">{descripcion}</p> : null}
      </div>
      {acciones ? <div className="flex flex-wrap gap-2">{acciones}</div> : null}
    </div>
  );
}
