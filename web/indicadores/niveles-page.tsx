// /admin/niveles-servicio — service levels of the staff areas: area heads see the areas
// they lead, root every area. The server decides which areas a session may read (403 otherwise);
// the area filter here only narrows what it already answered.
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { Encabezado } from '../components/layout/encabezado';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Card, CardContent } from '../components/ui/card';
import { Campo } from '../components/ui/form-field';
import { Select } from '../components/ui/select';
import { Cargando } from '../components/ui/skeleton';
import { api, ApiError, descargarArchivo } from '../lib/api';
import { formatearFechaHora } from '../lib/formato';
import type { NivelesDto } from '../../api/indicadores/niveles.schemas';
import { TramiteNiveles } from './niveles-tramite';
import { CumplimientoSare } from './niveles-sare';

const PERIODOS = [
  { dias: 30, etiqueta: 'Últimos 30 días' },
  { dias: 90, etiqueta: 'Últimos 90 días' },
] as const;

function Total({ etiqueta, valor }: { etiqueta: string; valor: number }) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-1 p-5">
        <span className="text-sm text-muted-foreground">{etiqueta}</span>
        <span className="text-3xl font-semibold">{valor}</span>
      </CardContent>
    </Card>
  );
}

export function NivelesServicioPage() {
  const [dias, setDias] = useState<30 | 90>(30);
  const [area, setArea] = useState('');
  const [exportando, setExportando] = useState(false);
  const consulta = useQuery({
    queryKey: ['indicadores', 'niveles', dias],
    queryFn: () => api.get<NivelesDto>(`/api/indicadores/niveles?dias=${dias}`),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
    retry: false,
  });
  const periodo = PERIODOS.find((p) => p.dias === dias)!.etiqueta;
  const d = consulta.data;
  const tramites = (d?.tramites ?? []).filter((t) => !area || String(t.area_id) === area);
  const suma = (k: 'abiertas' | 'vencidas' | 'atendidas_semana') => tramites.reduce((s, t) => s + t[k], 0);

  const exportar = async () => {
    setExportando(true);
    try {
      const q = new URLSearchParams({ dias: String(dias) });
      if (area) q.set('area', area);
      await descargarArchivo(`/api/indicadores/niveles/csv?${q.toString()}`, `niveles-servicio-${dias}d.csv`);
    } finally {
      setExportando(false);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <Encabezado
        titulo="Niveles de servicio"
        descripcion="Tareas abiertas y vencidas, tiempo por paso y solicitudes en espera de las áreas a su cargo."
        acciones={
          <Button variant="outline" onClick={() => void exportar()} disabled={!d || exportando}>
            <Download aria-hidden="true" className="size-4" />
            Exportar CSV
          </Button>
        }
      />
      <div className="flex flex-wrap gap-4">
        <Campo etiqueta="Periodo" className="w-56">
          {(c) => (
            <Select {...c} value={dias} onChange={(e) => setDias(Number(e.target.value) as 30 | 90)}>
              {PERIODOS.map((p) => (
                <option key={p.dias} value={p.dias}>
                  {p.etiqueta}
                </option>
              ))}
            </Select>
          )}
        </Campo>
        {d && d.areas.length > 1 ? (
          <Campo etiqueta="Área" className="w-72">
            {(c) => (
              <Select {...c} value={area} onChange={(e) => setArea(e.target.value)}>
                <option value="">Todas</option>
                {d.areas.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.nombre}
                  </option>
                ))}
              </Select>
            )}
          </Campo>
        ) : null}
      </div>

      {consulta.isError ? (
        <Alert variant="destructive" title="No se pudieron consultar los niveles de servicio">
          {consulta.error instanceof ApiError ? consulta.error.message : 'Intente de nuevo más tarde.'}
        </Alert>
      ) : !d ? (
        <Cargando filas={6} />
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            {periodo}. Semana desde el lunes {formatearFechaHora(d.semana_desde)}. Actualizado: {formatearFechaHora(d.generado_at)}. La mediana y el percentil 90 miden el tiempo de cada paso, desde que
            la tarea llega al área hasta que se resuelve.
          </p>
          <section aria-label="Totales" className="grid gap-4 sm:grid-cols-3">
            <Total etiqueta="Tareas abiertas" valor={suma('abiertas')} />
            <Total etiqueta="Vencidas" valor={suma('vencidas')} />
            <Total etiqueta="Atendidas esta semana" valor={suma('atendidas_semana')} />
          </section>
          {tramites.length === 0 ? <Alert title="Sin tareas en el periodo">Las áreas a su cargo no tienen tareas abiertas ni resueltas en el periodo.</Alert> : null}
          {tramites.map((t) => (
            <TramiteNiveles key={`${t.area_id}-${t.procedimiento}`} t={t} periodo={periodo} />
          ))}
          {d.sare ? <CumplimientoSare meses={d.sare} /> : null}
        </>
      )}
    </div>
  );
}
