// The list body the two market requests share (spec 3 §2.7–2.8, §9): loading, the error, 'Sin
// registros', the cards two per row and the count with up to 10 page buttons.
import type { ReactNode } from 'react';
import { Alert } from '../../components/ui/alert';
import { Paginacion } from '../../components/ui/pagination';
import { Cargando } from '../../components/ui/skeleton';
import { MAX_PAGINAS } from './filtros';

interface Consulta<T> {
  isLoading: boolean;
  isError: boolean;
  isFetching: boolean;
  data?: { data: T[]; total: number; last_page: number };
}

interface Props<T extends { id: number }> {
  lista: Consulta<T>;
  /** the list's accessible name ('Solicitudes de arrendamiento') */
  nombre: string;
  /** what the error says ('No fue posible consultar sus solicitudes de …') */
  error: string;
  pagina: number;
  alCambiarPagina: (p: number) => void;
  tarjeta: (x: T) => ReactNode;
}

export function RejillaSolicitudesMercado<T extends { id: number }>({ lista, nombre, error, pagina, alCambiarPagina, tarjeta }: Props<T>) {
  const datos = lista.data;
  return (
    <>
      {lista.isLoading ? <Cargando filas={4} /> : null}
      {lista.isError ? <Alert variant="destructive">{error}</Alert> : null}
      {datos && datos.data.length === 0 ? (
        <p role="status" className="rounded-lg border border-dashed border-border p-8 text-center text-muted-foreground">
          Sin registros
        </p>
      ) : null}
      {datos && datos.data.length > 0 ? (
        <ul aria-label={nombre} aria-busy={lista.isFetching || undefined} className="grid gap-4 lg:grid-cols-2">
          {datos.data.map((x) => (
            <li key={x.id}>{tarjeta(x)}</li>
          ))}
        </ul>
      ) : null}
      {datos && datos.total > 0 ? (
        <div className="flex flex-col items-center gap-2">
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {datos.total} {datos.total === 1 ? 'solicitud' : 'solicitudes'}
          </p>
          <Paginacion pagina={pagina} ultima={Math.min(datos.last_page, MAX_PAGINAS)} alCambiar={alCambiarPagina} />
        </div>
      ) : null}
    </>
  );
}
