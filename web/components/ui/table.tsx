import { Children, useLayoutEffect, useRef, useState, type ComponentProps, type HTMLAttributes, type ReactNode, type ThHTMLAttributes } from 'react';
import { cn } from '../../lib/utils';
import { columnasDeTabla } from './columnas';

export function Table({ className, ...props }: HTMLAttributes<HTMLTableElement>) {
  const caja = useRef<HTMLDivElement>(null);
  const desborda = useDesborde(caja);
  return (
    // `relative`: the scrolling box is the containing block of absolutely positioned content (the
    // `sr-only` header texts), so nothing escapes it and widens the page. When the table is wider
    // than its box, the box takes the keyboard focus so it can be scrolled with the arrow keys.
    <div
      ref={caja}
      className="relative w-full overflow-x-auto rounded-md border border-border focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      {...(desborda ? { tabIndex: 0, role: 'region', 'aria-label': 'Tabla con desplazamiento horizontal' } : {})}
    >
      <table className={cn('w-full caption-bottom border-collapse text-sm', className)} {...props} />
    </div>
  );
}

/** Whether the element's content is wider than the element, kept up to date as either resizes. */
function useDesborde(ref: { current: HTMLElement | null }): boolean {
  const [desborda, setDesborda] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const medir = () => setDesborda(el.scrollWidth > el.clientWidth + 1);
    medir();
    if (typeof ResizeObserver === 'undefined') return;
    const observador = new ResizeObserver(medir);
    observador.observe(el);
    if (el.firstElementChild) observador.observe(el.firstElementChild);
    return () => observador.disconnect();
  }, [ref]);
  return desborda;
}
export function TableCaption({ className, ...props }: HTMLAttributes<HTMLTableCaptionElement>) {
  return <caption className={cn('sr-only', className)} {...props} />;
}
export function TableHeader({ className, ...props }: HTMLAttributes<HTMLTableSectionElement>) {
  return <thead className={cn('bg-muted', className)} {...props} />;
}
interface TableBodyProps extends HTMLAttributes<HTMLTableSectionElement> {
  /** what the body says when it has no rows ('No hay coincidencias', 'Sin registros') */
  vacio?: ReactNode;
}
export function TableBody({ className, vacio, children, ...props }: TableBodyProps) {
  const sinFilas = vacio !== undefined && Children.toArray(children).length === 0;
  return (
    <tbody className={cn('bg-card', className)} {...props}>
      {sinFilas ? <FilaVacia texto={vacio} /> : children}
    </tbody>
  );
}
export function TableRow({ className, ...props }: HTMLAttributes<HTMLTableRowElement>) {
  return <tr className={cn('border-b border-border last:border-0', className)} {...props} />;
}
export function TableHead({ className, ...props }: ThHTMLAttributes<HTMLTableCellElement>) {
  return <th scope="col" className={cn('px-3 py-2 text-left font-semibold text-foreground', className)} {...props} />;
}
export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('px-3 py-2 align-top', className)} {...props} />;
}
/**
 * The one row of an empty body, across every column. The columns are counted in the rendered
 * header (conditional columns included), so no caller keeps a count that can drift; it is done
 * before paint, so the row never shows narrow.
 */
function FilaVacia({ texto }: { texto: ReactNode }) {
  const ref = useRef<HTMLTableCellElement>(null);
  const [columnas, setColumnas] = useState(1);
  // No dependencies: the header may gain or lose a column on any render of the table.
  useLayoutEffect(() => {
    const n = columnasDeTabla(ref.current?.closest('table') ?? null);
    if (n !== columnas) setColumnas(n);
  });
  return (
    <TableRow>
      <TableCell ref={ref} colSpan={columnas} className="py-8 text-center text-muted-foreground">
        {texto}
      </TableCell>
    </TableRow>
  );
}
