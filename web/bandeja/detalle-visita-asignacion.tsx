import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { UserCheck } from 'lucide-react';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { Campo } from '../components/ui/form-field';
import { Select } from '../components/ui/select';
import { api } from '../lib/api';
import { useAccion } from '../lib/use-accion';

type Brigadista = { id: number; nombre: string; tableta: string };

/** The coordination's step of a visit: whom it goes to (brigadistas holding a tablet only). */
export function AsignarVisita({ visitaId }: { visitaId: number }) {
  const navegar = useNavigate();
  const brigadistas = useQuery({ queryKey: ['visitas', 'brigadistas'], queryFn: () => api.get<Brigadista[]>('/api/visitas/brigadistas') });
  const [elegido, setElegido] = useState('');
  const asignar = useAccion({
    llamar: (brigadista_id: number) => api.post<unknown>(`/api/visitas/${visitaId}/asignar`, { brigadista_id }),
    invalidar: [['tarea'], ['tareas']],
  });
  const lista = brigadistas.data ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Asignar a un brigadista</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-wrap items-end gap-3">
        <Campo etiqueta="Brigadista" className="min-w-64" ayuda={lista.length ? undefined : 'Ningún brigadista tiene tableta asignada.'}>
          {(c) => (
            <Select {...c} value={elegido} onChange={(e) => setElegido(e.target.value)} disabled={!lista.length}>
              <option value="">Seleccione…</option>
              {lista.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.nombre} · {b.tableta}
                </option>
              ))}
            </Select>
          )}
        </Campo>
        <Button
          disabled={!elegido || asignar.ocupado}
          onClick={() => void asignar.ejecutar(Number(elegido)).then((r) => r.ok && navegar('/admin/bandeja'))}
        >
          <UserCheck aria-hidden="true" />
          Asignar
        </Button>
      </CardContent>
    </Card>
  );
}
