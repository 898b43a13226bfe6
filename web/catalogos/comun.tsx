// Pieces every tab of the catalogues page shares: the versioning note, the search box with
// client-side paging (10 rows), the SI/NO and active badges.
import { useState, type ReactNode } from 'react';
import { Alert } from '../components/ui/alert';
import { Badge } from '../components/ui/badge';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../components/ui/dialog';
import { Campo } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { Paginacion } from '../components/ui/pagination';

export const FILAS_POR_PAGINA = 10;

/** What a person must know before editing a versioned catalogue (documents, fees, activities). */
export const AVISO_VIGENCIA = 'Los cambios aplican a las solicitudes creadas a partir de hoy.';

export function AvisoVigencia() {
  return <Alert variant="info">{AVISO_VIGENCIA}</Alert>;
}

/** Case- and accent-insensitive, so 'sanchez' finds 'SÁNCHEZ' as the office types it. */
export const normalizar = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .trim();

/**
 * The rows that match the search, one page of them. The page goes back to the first whenever the
 * search changes (kept in the same state, so no effect is needed) and is clamped when rows vanish.
 */
export function usePaginado<T>(filas: readonly T[], texto: (f: T) => string) {
  const [estado, setEstado] = useState({ busqueda: '', pagina: 1 });
  const q = normalizar(estado.busqueda);
  const coinciden = q ? filas.filter((f) => normalizar(texto(f)).includes(q)) : [...filas];
  const ultima = Math.max(1, Math.ceil(coinciden.length / FILAS_POR_PAGINA));
  const pagina = Math.min(estado.pagina, ultima);
  return {
    busqueda: estado.busqueda,
    buscar: (busqueda: string) => setEstado({ busqueda, pagina: 1 }),
    pagina,
    ultima,
    irA: (p: number) => setEstado((e) => ({ ...e, pagina: p })),
    total: coinciden.length,
    visibles: coinciden.slice((pagina - 1) * FILAS_POR_PAGINA, pagina * FILAS_POR_PAGINA),
  };
}

export function Buscador({ valor, alCambiar, ayuda }: { valor: string; alCambiar: (v: string) => void; ayuda: string }) {
  return (
    <Campo etiqueta="Buscar" ayuda={ayuda} className="max-w-sm">
      {(c) => <Input {...c} type="search" value={valor} onChange={(e) => alCambiar(e.target.value)} autoComplete="off" />}
    </Campo>
  );
}

export function PiePaginado({ pagina, ultima, irA }: { pagina: number; ultima: number; irA: (p: number) => void }) {
  return <Paginacion pagina={pagina} ultima={ultima} alCambiar={irA} />;
}

export function SiNo({ valor }: { valor: boolean }) {
  return <Badge variant={valor ? 'info' : 'outline'}>{valor ? 'SI' : 'NO'}</Badge>;
}

export function Activo({ valor }: { valor: boolean }) {
  return <Badge variant={valor ? 'success' : 'secondary'}>{valor ? 'ACTIVO' : 'INACTIVO'}</Badge>;
}

/** The bar above a table: what it is and the tab's main action. */
export function Barra({ children, accion }: { children: ReactNode; accion?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div className="flex flex-1 flex-wrap items-end gap-4">{children}</div>
      {accion}
    </div>
  );
}

/**
 * The create/edit dialog of a catalogue row. `editando`: undefined closed, null a new row, a row
 * being edited; the form is mounted only while open, keyed by the row so it starts from its values.
 */
export function DialogoEdicion<T>({
  editando,
  cerrar,
  titulos,
  descripcion,
  clave,
  children,
}: {
  editando: T | null | undefined;
  cerrar: () => void;
  titulos: { nuevo: string; editar: string };
  descripcion: ReactNode;
  clave: (fila: T) => string | number;
  children: (fila: T | null) => ReactNode;
}) {
  return (
    <Dialog open={editando !== undefined} onOpenChange={(v) => !v && cerrar()}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{editando ? titulos.editar : titulos.nuevo}</DialogTitle>
          <DialogDescription>{descripcion}</DialogDescription>
        </DialogHeader>
        {editando !== undefined ? <div key={editando === null ? 'nuevo' : clave(editando)}>{children(editando)}</div> : null}
      </DialogContent>
    </Dialog>
  );
}
