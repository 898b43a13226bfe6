import type { ReactNode } from 'react';

/** One labelled value of a definition list; an empty value reads as a dash. */
export function Dato({ etiqueta, children }: { etiqueta: string; children?: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-muted-foreground">{etiqueta}</dt>
      <dd className="font-medium break-words">{children === null || children === undefined || children === '' ? '—' : children}</dd>
    </div>
  );
}
