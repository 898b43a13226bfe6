import { useId, useState } from 'react';
import { MERCADOS } from '../../domain/licencia/mercados';
import { coincideLocal } from '../../domain/mercados/locales';
import { Campo } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { Select } from '../components/ui/select';
import { Cargando } from '../components/ui/skeleton';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '../components/ui/table';
import { formatearMoneda } from '../lib/formato';
import { useLocales } from './consultas';

/** 'Locales y concesionarios': one market's stalls, searched by stall, concessionaire or RFC. */
export function LocalesMercado() {
  const [mercadoId, setMercadoId] = useState(MERCADOS[0].id);
  const [busqueda, setBusqueda] = useState('');
  const locales = useLocales(mercadoId);
  const resumenId = useId();
  const mercado = MERCADOS.find((m) => m.id === mercadoId)!;
  const todos = locales.data ?? [];
  const filas = todos.filter((l) => coincideLocal(l, busqueda));
  const ocupados = todos.filter((l) => l.concesionario).length;

  return (
    <section className="flex flex-col gap-4" aria-label="Locales y concesionarios">
      <div className="grid gap-4 sm:grid-cols-2">
        <Campo etiqueta="Mercado">
          {(c) => (
            <Select {...c} value={String(mercadoId)} onChange={(e) => setMercadoId(Number(e.target.value))}>
              {MERCADOS.map((m) => (
                <option key={m.id} value={String(m.id)}>
                  {m.nombre}
                </option>
              ))}
            </Select>
          )}
        </Campo>
        <Campo etiqueta="Buscar" ayuda="Local, concesionario o RFC">
          {(c) => <Input {...c} type="search" value={busqueda} onChange={(e) => setBusqueda(e.target.value)} autoComplete="off" />}
        </Campo>
      </div>
      {locales.isLoading ? (
        <Cargando filas={5} />
      ) : (
        <>
          <p id={resumenId} className="text-sm text-muted-foreground" aria-live="polite">
            {todos.length} locales, {ocupados} con concesionario
            {busqueda.trim() ? `; ${filas.length} coinciden con la búsqueda` : ''}.
          </p>
          <Table aria-describedby={resumenId}>
            <TableCaption>Locales de {mercado.nombre}</TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead>Local</TableHead>
                <TableHead>Pasillo</TableHead>
                <TableHead className="text-right">Superficie (m²)</TableHead>
                <TableHead>Concesionario</TableHead>
                <TableHead>RFC</TableHead>
                <TableHead className="text-right">Cuota mensual</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody vacio="Sin registros">
              {filas.map((l) => (
                <TableRow key={l.id}>
                  <TableCell className="whitespace-nowrap font-medium">{l.numero}</TableCell>
                  <TableCell>{l.pasillo ?? '—'}</TableCell>
                  <TableCell className="text-right tabular-nums">{Number(l.superficie_m2).toLocaleString('es-MX', { minimumFractionDigits: 2 })}</TableCell>
                  <TableCell>{l.concesionario ? l.concesionario.nombre : <span className="text-muted-foreground">Vacante</span>}</TableCell>
                  <TableCell className="font-mono text-xs">{l.concesionario?.rfc ?? '—'}</TableCell>
                  <TableCell className="whitespace-nowrap text-right tabular-nums">
                    {l.cuota_mensual ? formatearMoneda(l.cuota_mensual) : <span className="text-muted-foreground">Sin rango</span>}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </section>
  );
}
