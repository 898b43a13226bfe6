import { useId, useState } from 'react';
import { Camera } from 'lucide-react';
import { subirArchivo } from '../lib/api';

/**
 * Photos from the phone's camera (or its gallery): each is stored as the visit's file when taken,
 * so the result only names them; `alCambiar` receives the ids stored so far.
 */
export function FotosVisita({ visitaId, alCambiar }: { visitaId: number; alCambiar: (ids: number[]) => void }) {
  const id = useId();
  const [ids, setIds] = useState<number[]>([]);
  const [subiendo, setSubiendo] = useState(false);
  const subir = async (archivos: FileList | null) => {
    if (!archivos?.length) return;
    setSubiendo(true);
    const nuevos: number[] = [];
    try {
      for (const a of Array.from(archivos)) {
        const fd = new FormData();
        fd.append('file', a, a.name);
        // A refused file (not PNG or JPEG) says why in the API client's notice; the others stay.
        const r = await subirArchivo<{ id: number }>(`/api/visitas/${visitaId}/fotos`, fd, undefined, { exito: false }).catch(() => null);
        if (r) nuevos.push(r.id);
      }
    } finally {
      setSubiendo(false);
    }
    const todos = [...ids, ...nuevos];
    setIds(todos);
    alCambiar(todos);
  };
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="inline-flex min-h-11 cursor-pointer items-center gap-2 self-start rounded-md border-2 border-input px-4 font-semibold focus-within:ring-2 focus-within:ring-ring">
        <Camera aria-hidden="true" className="size-5" />
        Tomar fotografía
        <input id={id} type="file" accept="image/*" capture="environment" multiple className="sr-only" disabled={subiendo} onChange={(e) => void subir(e.target.files).then(() => (e.target.value = ''))} />
      </label>
      <p role="status" className="text-sm">
        {subiendo ? 'Guardando fotografías…' : ids.length ? `${ids.length} ${ids.length === 1 ? 'fotografía guardada' : 'fotografías guardadas'}.` : 'Sin fotografías.'}
      </p>
    </div>
  );
}
