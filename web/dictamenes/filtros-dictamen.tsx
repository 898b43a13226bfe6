import { useEffect, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MENSAJES_DICTAMEN as M } from '../../domain/dictamenes/mensajes';
import { Eraser, Plus, Search } from 'lucide-react';
import { FILTROS_ESTATUS_DICTAMEN } from '../../domain/dictamenes/estatus';
import { Button } from '../components/ui/button';
import { Card, CardContent } from '../components/ui/card';
import { Campo } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { Select } from '../components/ui/select';
import { guardarFiltros, leerFiltros, normalizarFiltros } from './filtros';
import { qkDictamen } from './consultas';
import { FILTROS_VACIOS, type BaseDictamen, type ClaveFiltrosDictamen, type Filtros } from './tipos';

const almacen = () => (typeof window === 'undefined' ? null : window.localStorage);

/**
 * The filters the list starts with: the ones left in this browser under the list's key. Applying
 * them ('Buscar') always asks the server again, even with the same filters: a person who searches
 * expects what is true now, not the list as it was read a moment ago.
 */
export function useFiltrosDictamen(clave: ClaveFiltrosDictamen, base: BaseDictamen) {
  const qc = useQueryClient();
  const [valor, setValor] = useState<Filtros>(() => leerFiltros(almacen(), clave));
  const cambiar = (f: Filtros) => {
    const n = normalizarFiltros(f);
    guardarFiltros(almacen(), clave, n);
    setValor(n);
    void qc.invalidateQueries({ queryKey: [...qkDictamen.de(base), 'pagina'] });
  };
  return { valor, cambiar };
}

interface Props {
  clave: ClaveFiltrosDictamen;
  esStaff: boolean;
  valor: Filtros;
  onCambiar: (f: Filtros) => void;
  /** 'Agregar': a new request (the taxpayer's list) */
  onAgregar?: () => void;
}

/**
 * The list's filter card (spec 3 §2.1): Folio, Clave Catastral and, for staff, Estatus; 'Buscar'
 * applies them, 'Limpiar Filtros' empties them, 'Agregar' starts a request. What is applied stays
 * in the browser under the list's key (useFiltrosDictamen).
 */
export function FiltrosDictamen({ clave, esStaff, valor, onCambiar, onAgregar }: Props) {
  const [borrador, setBorrador] = useState<Filtros>(valor);
  useEffect(() => setBorrador(valor), [valor]);
  const buscar = (e: FormEvent) => {
    e.preventDefault();
    onCambiar(borrador);
  };
  return (
    <Card>
      <CardContent className="pt-6">
        <form role="search" aria-label={clave === 'torres' ? 'Filtrar solicitudes de torres' : 'Filtrar solicitudes de espectaculares'} onSubmit={buscar} className="flex flex-col gap-4">
          <div className={`grid items-start gap-3 ${esStaff ? 'sm:grid-cols-3' : 'sm:grid-cols-2'}`}>
            <Campo etiqueta="Folio">
              {(c) => <Input {...c} type="search" autoComplete="off" value={borrador.folio} onChange={(e) => setBorrador({ ...borrador, folio: e.target.value.toUpperCase() })} />}
            </Campo>
            <Campo etiqueta="Clave Catastral">
              {(c) => (
                <Input
                  {...c}
                  type="search"
                  inputMode="numeric"
                  autoComplete="off"
                  value={borrador.clave_catastral}
                  onChange={(e) => setBorrador({ ...borrador, clave_catastral: e.target.value.replace(/\D/g, '').slice(0, 17) })}
                />
              )}
            </Campo>
            {esStaff ? (
              <Campo etiqueta="Estatus">
                {(c) => (
                  <Select {...c} value={borrador.estatus === null ? '' : String(borrador.estatus)} onChange={(e) => setBorrador({ ...borrador, estatus: e.target.value === '' ? null : Number(e.target.value) })}>
                    <option value="">Todos</option>
                    {FILTROS_ESTATUS_DICTAMEN.map((f) => (
                      <option key={f.valor} value={f.valor}>
                        {f.etiqueta}
                      </option>
                    ))}
                  </Select>
                )}
              </Campo>
            ) : null}
          </div>
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="submit">
              <Search aria-hidden="true" />
              {M.buscar}
            </Button>
            <Button
              type="button"
              variant="outline"
              onClick={() => {
                setBorrador(FILTROS_VACIOS);
                onCambiar(FILTROS_VACIOS);
              }}
            >
              <Eraser aria-hidden="true" />
              {M.limpiarFiltros}
            </Button>
            {onAgregar ? (
              <Button type="button" variant="secondary" onClick={onAgregar}>
                <Plus aria-hidden="true" />
                {M.agregar}
              </Button>
            ) : null}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
