import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { AREAS, AREAS_REVISION } from '../../domain/common/catalogos';
import { AREAS_SOLICITUD_EDO_CUENTA } from '../../domain/licencia/solicitud-estado-cuenta';
import { api } from '../lib/api';
import { qk } from '../lib/consultas';
import { formatearFechaHora } from '../lib/formato';
import type { MensajeArea, Sesion } from '../lib/tipos';
import { Campo } from '../components/ui/form-field';
import { Select } from '../components/ui/select';
import { Cargando } from '../components/ui/skeleton';
import { Card } from '../components/ui/card';

/** Messages taxpayers sent to the caller's areas (spec 1 §5.3; GET /api/areas/{id}/mensajes). */
export function MensajesArea({ sesion }: { sesion: Sesion }) {
  // root works in every area; everyone else in the areas assigned to them, if they take messages
  // or statement requests (spec 1 §7.3 notifyEdoRs to Residuos Sólidos, §7.4 to the licence's area).
  const propias = sesion.role === 'root' ? AREAS_REVISION.map((a) => ({ id: a.id, nombre: a.nombre })) : sesion.areas;
  const areas = propias.filter((a) => (AREAS.find((x) => x.id === a.id)?.recibeMensajes ?? true) || AREAS_SOLICITUD_EDO_CUENTA.includes(a.id));
  const [areaId, setAreaId] = useState<number | null>(areas[0]?.id ?? null);
  const mensajes = useQuery({
    queryKey: qk.mensajesArea(areaId ?? 0),
    queryFn: () => api.get<MensajeArea[]>(`/api/areas/${areaId}/mensajes`),
    enabled: areaId !== null,
    refetchInterval: 60_000,
  });

  if (areas.length === 0) return <p className="text-muted-foreground">Sus áreas no reciben mensajes de contribuyentes.</p>;
  return (
    <div className="flex flex-col gap-4">
      {areas.length > 1 ? (
        <Campo etiqueta="Área" className="max-w-sm">
          {(c) => (
            <Select {...c} value={areaId ?? ''} onChange={(e) => setAreaId(Number(e.target.value))}>
              {areas.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.nombre}
                </option>
              ))}
            </Select>
          )}
        </Campo>
      ) : (
        <p className="text-sm text-muted-foreground">Área: {areas[0].nombre}</p>
      )}
      {mensajes.isLoading ? (
        <Cargando />
      ) : !mensajes.data?.length ? (
        <p className="rounded-lg border border-dashed border-border p-8 text-center text-muted-foreground">No hay coincidencias</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {mensajes.data.map((m) => (
            <li key={m.id}>
              <Card className="flex flex-col gap-1 p-4">
                <p className="font-semibold">
                  {m.nombreContribuyente} <span className="font-mono text-sm font-normal text-muted-foreground">{m.rfc}</span>
                </p>
                <p className="whitespace-pre-line text-sm">{m.message}</p>
                <p className="text-xs text-muted-foreground">
                  <time dateTime={m.created_at}>{formatearFechaHora(m.created_at)}</time>
                </p>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
