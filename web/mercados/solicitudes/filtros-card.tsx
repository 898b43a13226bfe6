import { useEffect, useState, type FormEvent } from 'react';
import { Eraser, Plus, Search } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Campo } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { FILTROS_VACIOS, type FiltrosMercado } from './filtros';

interface Props {
  valor: FiltrosMercado;
  onCambiar: (f: FiltrosMercado) => void;
  onAgregar: () => void;
  /** the procedure's status filter (spec 3 §9) */
  estatus: readonly { id: number; label: string }[];
  /** the search form's accessible name */
  nombre: string;
}

/**
 * spec 3 §2.7–2.8: 'Agregar', the filters Clave, Nombre establecimiento and Estatus solicitud (the
 * procedure's statuses of §9), 'Buscar' applies them, 'Limpiar Filtros' empties them.
 */
export function FiltrosSolicitudesMercado({ valor, onCambiar, onAgregar, estatus, nombre }: Props) {
  const [b, setB] = useState<FiltrosMercado>(valor);
  useEffect(() => setB(valor), [valor]);
  const buscar = (e: FormEvent) => {
    e.preventDefault();
    onCambiar(b);
  };
  return (
    <Card>
      <CardContent className="pt-6">
        <form role="search" aria-label={nombre} onSubmit={buscar} className="flex flex-col gap-4">
          <div className="grid items-start gap-3 sm:grid-cols-3">
            <Campo etiqueta="Clave">
              {(c) => <Input {...c} type="search" autoComplete="off" value={b.external_id} onChange={(e) => setB({ ...b, external_id: e.target.value.toUpperCase() })} />}
            </Campo>
            <Campo etiqueta="Nombre establecimiento">
              {(c) => <Input {...c} type="search" autoComplete="off" value={b.nombre_comercial} onChange={(e) => setB({ ...b, nombre_comercial: e.target.value })} />}
            </Campo>
            <Campo etiqueta="Estatus solicitud">
              {(c) => (
                <Select {...c} value={b.id_estatus === null ? '' : String(b.id_estatus)} onChange={(e) => setB({ ...b, id_estatus: e.target.value === '' ? null : Number(e.target.value) })}>
                  <option value="">Todos</option>
                  {estatus.map((f) => (
                    <option key={f.id} value={f.id}>
                      {f.label}
                    </option>
                  ))}
                </Select>
              )}
            </Campo>
          </div>
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="submit">
              <Search aria-hidden="true" />
              Buscar
            </Button>
            <Button
              type="button"
              variant="outline"
              onClick={() => {
                setB(FILTROS_VACIOS);
                onCambiar(FILTROS_VACIOS);
              }}
            >
              <Eraser aria-hidden="true" />
              Limpiar Filtros
            </Button>
            <Button type="button" variant="secondary" onClick={onAgregar}>
              <Plus aria-hidden="true" />
              Agregar
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
