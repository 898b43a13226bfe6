// The operator console's search (/admin/operacion?q=…): any procedure's request by folio, RFC,
// taxpayer's name or establishment, each row a link to its page. The query lives in the address,
// so the way back from a request's page finds the same results.
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { Search } from 'lucide-react';
import type { SolicitudEncontradaDto } from '../../api/operacion/consola.schemas';
import { MSG_CONSOLA } from '../../domain/operacion/consola';
import { Button } from '../components/ui/button';
import { ENLACE } from '../components/ui/enlace';
import { MensajeError } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { Label } from '../components/ui/label';
import { Paginacion } from '../components/ui/pagination';
import { Cargando } from '../components/ui/skeleton';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '../components/ui/table';
import { api } from '../lib/api';
import { formatearFechaHora } from '../lib/formato';
import type { Paginado } from '../lib/tipos';

export const QK_BUSQUEDA = ['operacion', 'busqueda'] as const;

export const rutaSolicitud = (folio: string) => `/admin/operacion/solicitudes/${encodeURIComponent(folio)}`;

export function BuscarSolicitud() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const pagina = Math.max(1, Number(params.get('pagina')) || 1);
  const [texto, setTexto] = useState(q);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setTexto(q), [q]);
  const consulta = useQuery({
    queryKey: [...QK_BUSQUEDA, q, pagina],
    queryFn: () => api.get<Paginado<SolicitudEncontradaDto>>(`/api/operacion/solicitudes?q=${encodeURIComponent(q)}&page=${pagina}`),
    enabled: q.trim().length >= 3,
  });
  const ir = (nuevo: { q?: string; pagina?: number }) => {
    const p = new URLSearchParams(params);
    if (nuevo.q !== undefined) p.set('q', nuevo.q);
    if (nuevo.pagina && nuevo.pagina > 1) p.set('pagina', String(nuevo.pagina));
    else p.delete('pagina');
    setParams(p);
  };
  const d = consulta.data;

  return (
    <section aria-labelledby="op-buscar" className="flex flex-col gap-3">
      <h2 id="op-buscar" className="text-lg font-semibold">
        Buscar una solicitud
      </h2>
      <form
        role="search"
        noValidate
        className="flex flex-wrap items-end gap-2"
        onSubmit={(ev) => {
          ev.preventDefault();
          const limpio = texto.trim();
          if (limpio.length < 3) return setError(MSG_CONSOLA.busquedaCorta);
          setError(null);
          ir({ q: limpio, pagina: 1 });
        }}
      >
        <div className="flex min-w-64 flex-1 flex-col gap-1">
          <Label htmlFor="op-q">Folio, RFC, nombre o establecimiento</Label>
          <Input
            id="op-q"
            type="search"
            value={texto}
            maxLength={100}
            onChange={(ev) => setTexto(ev.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'op-q-error' : undefined}
          />
          <MensajeError id="op-q-error" mensaje={error ?? undefined} />
        </div>
        <Button type="submit">
          <Search aria-hidden="true" />
          Buscar
        </Button>
      </form>
      {consulta.isLoading ? <Cargando filas={3} /> : null}
      {d ? (
        <>
          <p className="text-sm text-muted-foreground" role="status">
            {d.total === 1 ? '1 solicitud encontrada' : `${d.total} solicitudes encontradas`}
          </p>
          <Table>
            <TableCaption className="sr-only">Solicitudes encontradas</TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead scope="col">Folio</TableHead>
                <TableHead scope="col">Trámite</TableHead>
                <TableHead scope="col">Contribuyente</TableHead>
                <TableHead scope="col">Establecimiento o asunto</TableHead>
                <TableHead scope="col">Estatus</TableHead>
                <TableHead scope="col">Actualizada</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody vacio="Ninguna solicitud coincide con la búsqueda.">
              {d.data.map((s) => (
                <TableRow key={s.folio}>
                  <TableCell className="whitespace-nowrap">
                    <Link className={ENLACE} to={rutaSolicitud(s.folio)}>
                      {s.folio}
                    </Link>
                  </TableCell>
                  <TableCell>{s.tramite}</TableCell>
                  <TableCell>
                    {s.contribuyente}
                    <span className="block text-xs text-muted-foreground">{s.rfc}</span>
                  </TableCell>
                  <TableCell>{s.establecimiento ?? s.titulo ?? '—'}</TableCell>
                  <TableCell>{s.estatus_texto}</TableCell>
                  <TableCell className="whitespace-nowrap">{formatearFechaHora(s.actualizada_at)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Paginacion pagina={d.current_page} ultima={d.last_page} alCambiar={(p) => ir({ pagina: p })} />
        </>
      ) : null}
    </section>
  );
}
