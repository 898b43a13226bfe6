import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AREAS_REVISION } from '../../domain/common/catalogos';
import { estadoTareaDe } from '../../domain/tramite/estatus';
import { Encabezado } from '../components/layout/encabezado';
import { buttonVariants } from '../components/ui/button';
import { Campo } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { Paginacion } from '../components/ui/pagination';
import { Select } from '../components/ui/select';
import { Cargando } from '../components/ui/skeleton';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '../components/ui/table';
import { Tabs } from '../components/ui/tabs';
import { api } from '../lib/api';
import { qk } from '../lib/consultas';
import { formatearFecha, formatearHora } from '../lib/formato';
import { useSesionActiva } from '../lib/sesion';
import type { Paginado, Sesion, Tarea } from '../lib/tipos';
import { InsigniaEstado, InsigniaVencida } from './insignias';
import { MensajesArea } from './mensajes-area';
import { PROCEDIMIENTOS, nombreProcedimiento } from './procedimientos';

function useFiltros() {
  const [q, setQ] = useSearchParams();
  const filtros = {
    // A link with an unknown state (?estado=todas) shows the default view, not an error.
    estado: estadoTareaDe(q.get('estado')) as string,
    area_id: q.get('area_id') ?? '',
    procedimiento: q.get('procedimiento') ?? '',
    q: q.get('q') ?? '',
    page: Math.max(1, Number(q.get('page') ?? 1) || 1),
  };
  const cambiar = (cambios: Partial<Record<keyof typeof filtros, string | number>>) => {
    const n = new URLSearchParams(q);
    for (const [k, v] of Object.entries(cambios)) {
      if (v === '' || v === undefined) n.delete(k);
      else n.set(k, String(v));
    }
    if (!('page' in cambios)) n.delete('page');
    setQ(n, { replace: true });
  };
  return { filtros, cambiar };
}

/** Anything the person narrowed the list by; the default view is the pending tasks of all their areas. */
function hayFiltros(f: ReturnType<typeof useFiltros>['filtros']): boolean {
  return f.estado !== 'pendiente' || f.area_id !== '' || f.procedimiento !== '' || f.q !== '';
}

/** Date over time of day: two short lines keep the table within the page at 1280 px. */
function Momento({ valor }: { valor: string | null }) {
  if (!valor) return <>—</>;
  return (
    <time dateTime={valor} className="flex flex-col">
      <span className="whitespace-nowrap">{formatearFecha(valor)}</span>
      <span className="whitespace-nowrap text-xs text-muted-foreground">{formatearHora(valor)}</span>
    </time>
  );
}

function ListaTareas({ sesion }: { sesion: Sesion }) {
  const { filtros, cambiar } = useFiltros();
  const [texto, setTexto] = useState(filtros.q);
  // Search as the user types, without a request per keystroke.
  const buscarAhora = texto.trim() !== filtros.q;
  useEffect(() => {
    if (!buscarAhora) return;
    const t = setTimeout(() => cambiar({ q: texto.trim() }), 350);
    return () => clearTimeout(t);
    // `cambiar` is rebuilt each render; the text is what starts the wait.
  }, [texto, buscarAhora]);

  const areas = sesion.role === 'root' ? AREAS_REVISION.map((a) => ({ id: a.id, nombre: a.nombre })) : sesion.areas;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(filtros)) if (v !== '' && v !== undefined) params.set(k, String(v));
  const tareas = useQuery({
    queryKey: qk.tareas(filtros),
    queryFn: () => api.get<Paginado<Tarea>>(`/api/tareas?${params.toString()}`),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
  const lista = tareas.data?.data ?? [];

  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Campo etiqueta="Estado">
          {(c) => (
            <Select {...c} value={filtros.estado} onChange={(e) => cambiar({ estado: e.target.value })}>
              <option value="pendiente">Pendientes</option>
              <option value="resuelta">Resueltas</option>
              <option value="cancelada">Canceladas</option>
            </Select>
          )}
        </Campo>
        <Campo etiqueta="Área">
          {(c) => (
            <Select {...c} value={filtros.area_id} onChange={(e) => cambiar({ area_id: e.target.value })}>
              <option value="">Todas mis áreas</option>
              {areas.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.nombre}
                </option>
              ))}
            </Select>
          )}
        </Campo>
        <Campo etiqueta="Procedimiento">
          {(c) => (
            <Select {...c} value={filtros.procedimiento} onChange={(e) => cambiar({ procedimiento: e.target.value })}>
              <option value="">Todos</option>
              {Object.entries(PROCEDIMIENTOS).map(([k, v]) => (
                <option key={k} value={k}>
                  {v}
                </option>
              ))}
            </Select>
          )}
        </Campo>
        <Campo etiqueta="Buscar" ayuda="Folio, RFC o nombre">
          {(c) => <Input {...c} type="search" value={texto} onChange={(e) => setTexto(e.target.value)} />}
        </Campo>
      </div>

      {tareas.isLoading ? (
        <Cargando filas={5} />
      ) : (
        <Table aria-busy={tareas.isFetching || undefined} className="[&_td]:px-2 [&_th]:px-2">
          <TableCaption>Tareas de la bandeja</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>Folio</TableHead>
              <TableHead>Trámite</TableHead>
              <TableHead>Solicitante</TableHead>
              <TableHead>Área</TableHead>
              <TableHead>Recibida</TableHead>
              <TableHead>Vence</TableHead>
              <TableHead>Estado</TableHead>
              <TableHead>
                <span className="sr-only">Acciones</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody vacio={hayFiltros(filtros) ? 'No hay coincidencias' : 'No hay tareas pendientes en sus áreas.'}>
            {lista.map((t) => (
              <TableRow key={t.id}>
                <TableCell className="whitespace-nowrap font-mono text-xs">{t.folio}</TableCell>
                <TableCell className="font-medium">
                  <div className="max-w-48 break-words">{t.titulo || nombreProcedimiento(t.procedimiento)}</div>
                </TableCell>
                <TableCell>
                  <div className="max-w-48 break-words">{t.solicitante ?? '—'}</div>
                  <div className="font-mono text-xs text-muted-foreground">{t.rfc}</div>
                </TableCell>
                <TableCell>
                  <div className="max-w-40 break-words">{t.area}</div>
                  {t.asignada_a ? <div className="text-xs text-muted-foreground">Asignada a {t.asignada_a}</div> : null}
                </TableCell>
                <TableCell>
                  <Momento valor={t.created_at} />
                </TableCell>
                <TableCell>
                  <div className="flex flex-col items-start gap-1">
                    <Momento valor={t.vence_at} />
                    <InsigniaVencida vencida={t.vencida} />
                  </div>
                </TableCell>
                <TableCell>
                  <InsigniaEstado tarea={t} />
                </TableCell>
                <TableCell>
                  <Link to={`/admin/bandeja/${t.id}`} className={buttonVariants({ variant: 'outline', size: 'sm' })} aria-label={`Ver tarea ${t.folio}`}>
                    Ver
                  </Link>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {tareas.data ? (
        <div className="flex flex-col items-center gap-2">
          <p className="text-sm text-muted-foreground">
            {tareas.data.total} {tareas.data.total === 1 ? 'tarea' : 'tareas'}
          </p>
          <Paginacion pagina={filtros.page} ultima={tareas.data.last_page} alCambiar={(p) => cambiar({ page: p })} />
        </div>
      ) : null}
    </div>
  );
}

/** /admin/bandeja — the staff inbox of the caller's areas. */
export function BandejaPage() {
  const sesion = useSesionActiva();
  const [pestana, setPestana] = useState('tareas');
  return (
    <div className="flex flex-col gap-6">
      <Encabezado titulo="Bandeja de tareas" descripcion={sesion.areas.length ? sesion.areas.map((a) => a.nombre).join(' · ') : undefined} />
      <Tabs
        etiqueta="Bandeja"
        valor={pestana}
        alCambiar={setPestana}
        pestanas={[
          { valor: 'tareas', etiqueta: 'Tareas', contenido: <ListaTareas sesion={sesion} /> },
          { valor: 'mensajes', etiqueta: 'Mensajes de contribuyentes', contenido: <MensajesArea sesion={sesion} /> },
        ]}
      />
    </div>
  );
}
