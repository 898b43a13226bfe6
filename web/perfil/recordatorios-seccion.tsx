// The taxpayer's e-mail reminders, per kind: a switch each; the change is saved at once.
// In-app notifications always stay: the note says so.
import { useId } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Checkbox } from '../components/ui/checkbox';
import { Label } from '../components/ui/label';
import { Cargando } from '../components/ui/skeleton';
import { api } from '../lib/api';
import { useAccion } from '../lib/use-accion';

export interface PreferenciaRecordatorio {
  tipo: string;
  etiqueta: string;
  correo: boolean;
}

const RUTA = '/api/perfil/recordatorios';
/** Only this section reads the preferences: its key lives here. */
export const qkRecordatorios = ['perfil', 'recordatorios'] as const;

function Preferencia({ p, ocupado, cambiar }: { p: PreferenciaRecordatorio; ocupado: boolean; cambiar: (correo: boolean) => void }) {
  const id = useId();
  return (
    <li className="flex items-start gap-3">
      <Checkbox id={id} checked={p.correo} disabled={ocupado} onCheckedChange={(v) => cambiar(v === true)} className="mt-0.5" />
      <Label htmlFor={id} className="font-normal">
        {p.etiqueta}
      </Label>
    </li>
  );
}

/** "Recordatorios por correo" on /admin/perfil (taxpayers only). */
export function SeccionRecordatorios() {
  const qc = useQueryClient();
  const prefs = useQuery({ queryKey: qkRecordatorios, queryFn: () => api.get<PreferenciaRecordatorio[]>(RUTA) });
  const guardar = useAccion({
    llamar: (v: { tipo: string; correo: boolean }) => api.put<PreferenciaRecordatorio[]>(RUTA, { preferencias: [v] }),
    alExito: (lista) => {
      qc.setQueryData(qkRecordatorios, lista);
    },
  });
  const tituloId = useId();
  return (
    <Card>
      <CardHeader>
        <CardTitle id={tituloId}>Recordatorios por correo</CardTitle>
        <CardDescription>
          Elija qué recordatorios desea recibir también por correo electrónico. Las notificaciones dentro de la Ventanilla en línea se mantienen siempre, aunque
          desactive el correo.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {prefs.isLoading ? (
          <Cargando filas={3} />
        ) : (
          <ul aria-labelledby={tituloId} className="flex flex-col gap-3">
            {(prefs.data ?? []).map((p) => (
              <Preferencia key={p.tipo} p={p} ocupado={guardar.ocupado} cambiar={(correo) => void guardar.ejecutar({ tipo: p.tipo, correo })} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
