import { useId, type ReactNode } from 'react';
import { ResumenAnuncio } from '../anuncios/comun';
import type { DocumentoVisible } from '../components/visor';
import { nombreAnuncio } from './lectura';
import type { AnuncioExterno } from './tipos';

/** One sign of a request as a card (the shared summary: material, dates, size, lit, content, rows, files), with its reason and its actions. */
export function AnuncioVista({ a, indice, alVer, children }: { a: AnuncioExterno; indice: number; alVer: (d: DocumentoVisible) => void; children?: ReactNode }) {
  const tituloId = useId();
  return (
    <article aria-labelledby={tituloId} className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 shadow-sm">
      <h3 id={tituloId} className="font-semibold leading-tight">
        {nombreAnuncio(a, indice)}
      </h3>
      <ResumenAnuncio a={a} alVer={alVer} />
      {a.motivo_rechazo ? (
        <p className="text-sm text-destructive">
          <span className="font-semibold">Motivo de rechazo:</span> {a.motivo_rechazo}
        </p>
      ) : null}
      {children}
    </article>
  );
}
