// A request's own page may sign its signature step (the dictamen's 'Firmar dictamen'): where the
// step asks for e.firma (docs/EFIRMA.md), the button opens the inbox's signing dialog for that
// step's task instead of the click's confirmation (the server refuses the click then). The task is
// the caller's pending one of that step, read from the inbox (GET /api/tareas, the caller's areas).
import { lazy, Suspense } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api';
import type { Paginado, Tarea } from '../lib/tipos';
import { efirmaDeTarea, qkEfirma, type EfirmaTarea } from './consultas';

// node-forge (the .key) loads only when a signature asks for it.
const FirmarEfirmaDialog = lazy(() => import('./firmar-dialog').then((m) => ({ default: m.FirmarEfirmaDialog })));

/** The pending task of `paso` of the request `folio` in the caller's inbox, and whether it is signed with e.firma. */
export function useEfirmaDeSolicitud(folio: string, paso: string, activo: boolean) {
  const tarea = useQuery({
    queryKey: ['tareas', 'firma', folio, paso],
    queryFn: async () => {
      const p = new URLSearchParams({ estado: 'pendiente', q: folio });
      const r = await api.get<Paginado<Tarea>>(`/api/tareas?${p.toString()}`);
      return r.data.find((t) => t.folio === folio && t.paso === paso) ?? null;
    },
    enabled: activo,
  });
  const tareaId = tarea.data?.id ?? null;
  const info = useQuery({ queryKey: qkEfirma.tarea(tareaId ?? 0), queryFn: () => efirmaDeTarea(tareaId!), enabled: activo && tareaId !== null });
  const cargando = activo && (tarea.isLoading || (tareaId !== null && info.isLoading));
  return { tareaId, info: info.data?.requerida ? info.data : null, cargando };
}

interface Props {
  tareaId: number | null;
  info: EfirmaTarea | null;
  abierto: boolean;
  alCambiar: (v: boolean) => void;
  /** after the signature was embedded and the task resolved */
  alFirmar: () => void;
}

/** The signing dialog of a request's signature task, when it asks for e.firma. */
export function FirmaEfirmaDeSolicitud({ tareaId, info, abierto, alCambiar, alFirmar }: Props) {
  const qc = useQueryClient();
  if (tareaId === null || !info) return null;
  return (
    <Suspense fallback={null}>
      <FirmarEfirmaDialog
        tareaId={tareaId}
        info={info}
        abierto={abierto}
        alCambiar={alCambiar}
        alFirmar={() => {
          void qc.invalidateQueries({ queryKey: ['tareas'] });
          alFirmar();
        }}
      />
    </Suspense>
  );
}
