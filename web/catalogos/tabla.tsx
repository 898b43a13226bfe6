// The table and the form footer every tab of the catalogues page draws the same way: a caption, a
// header with a hidden «Acciones» column, a row per entry with its buttons on the right; a form
// that ends with Cancelar / Guardar. One place, so a change of layout or wording reaches every tab.
import type { ReactNode } from 'react';
import { Pencil, Save } from 'lucide-react';
import { Button } from '../components/ui/button';
import { DialogFooter } from '../components/ui/dialog';
import { Cargando } from '../components/ui/skeleton';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '../components/ui/table';

export interface Columna<T> {
  titulo: string;
  /** the header cell's classes (width, alignment) */
  encabezado?: string;
  /** the body cell's classes; `align-middle` is always added */
  clase?: string;
  celda: (fila: T) => ReactNode;
}

export function TablaCatalogo<T>({
  titulo,
  columnas,
  filas,
  cargando,
  filasCarga = 5,
  clave,
  acciones,
  claseFila,
}: {
  /** the caption a screen reader announces */
  titulo: ReactNode;
  columnas: readonly Columna<T>[];
  filas: readonly T[];
  cargando: boolean;
  filasCarga?: number;
  clave: (fila: T) => string | number;
  /** the buttons of a row, at its right */
  acciones: (fila: T) => ReactNode;
  claseFila?: (fila: T) => string | undefined;
}) {
  if (cargando) return <Cargando filas={filasCarga} />;
  return (
    <Table>
      <TableCaption>{titulo}</TableCaption>
      <TableHeader>
        <TableRow>
          {columnas.map((c) => (
            <TableHead key={c.titulo} className={c.encabezado}>
              {c.titulo}
            </TableHead>
          ))}
          <TableHead>
            <span className="sr-only">Acciones</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody vacio="Sin registros">
        {filas.map((f) => (
          <TableRow key={clave(f)} className={claseFila?.(f)}>
            {columnas.map((c) => (
              <TableCell key={c.titulo} className={c.clase ? `align-middle ${c.clase}` : 'align-middle'}>
                {c.celda(f)}
              </TableCell>
            ))}
            <TableCell>
              <div className="flex justify-end gap-2">{acciones(f)}</div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** A row's «Editar» button; its accessible name says which row. */
export function BotonEditar({ etiqueta, alClic }: { etiqueta: string; alClic: () => void }) {
  return (
    <Button size="sm" variant="outline" onClick={alClic} aria-label={etiqueta}>
      <Pencil aria-hidden="true" />
      Editar
    </Button>
  );
}

/** The end of a catalogue form: Cancelar closes it, Guardar is disabled while it saves. */
export function PieFormulario({ cancelar, ocupado }: { cancelar: () => void; ocupado: boolean }) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={cancelar}>
        Cancelar
      </Button>
      <Button type="submit" disabled={ocupado}>
        <Save aria-hidden="true" />
        Guardar
      </Button>
    </DialogFooter>
  );
}
