import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { MessageSquarePlus } from 'lucide-react';
import { ESTATUS } from '../../domain/tramite/estatus';
import { notificacionAreaSchema } from '../../domain/perfil/schema';
import { api } from '../lib/api';
import { qk } from '../lib/consultas';
import { useAccion } from '../lib/use-accion';
import type { AreaMensajes, Sesion } from '../lib/tipos';
import { Button } from '../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../components/ui/dialog';
import { Campo } from '../components/ui/form-field';
import { Select } from '../components/ui/select';
import { Textarea } from '../components/ui/textarea';

type Entrada = z.input<typeof notificacionAreaSchema>;
type Salida = z.output<typeof notificacionAreaSchema>;

/** spec 1 §5.3: a profile that was never sent to review cannot write to an area yet. */
export function puedeEnviarMensaje(s: Pick<Sesion, 'contribuyente'>): boolean {
  return Boolean(s.contribuyente) && s.contribuyente!.estatus !== ESTATUS.BORRADOR;
}

/** Enviar mensaje a un área (spec 1 §5.3, §7.3 sendNotification). */
export const AVISO_MENSAJES_ID = 'aviso-mensajes-area';

export function EnviarMensajeDialog({ sesion }: { sesion: Sesion }) {
  const [abierto, setAbierto] = useState(false);
  const permitido = puedeEnviarMensaje(sesion);
  const areas = useQuery({
    queryKey: qk.areasMensajes,
    queryFn: () => api.get<AreaMensajes[]>('/api/areas?mensajes=1'),
    enabled: abierto,
    staleTime: 10 * 60_000,
  });
  const { register, handleSubmit, reset, setError, formState } = useForm<Entrada, unknown, Salida>({
    resolver: zodResolver(notificacionAreaSchema),
    defaultValues: { message: '', areaId: '' },
  });
  // A refusal (400 'Para enviar una notificación…' included) is the API client's toast.
  const mandar = useAccion({
    llamar: (v: Salida) =>
      api.post(`/api/contribuyentes/sendNotification/${v.areaId}`, {
        message: v.message,
        areaId: v.areaId,
        rfc: sesion.contribuyente?.rfc ?? sesion.user.rfc,
        nombreContribuyente: sesion.name,
      }),
    setError,
  });

  const enviar = handleSubmit(async (v) => {
    if (!(await mandar.ejecutar(v)).ok) return;
    reset();
    setAbierto(false);
  });

  const e = formState.errors;
  return (
    <>
      {/* When not allowed, the page shows why in the element AVISO_MENSAJES_ID (spec 1 §5.3). */}
      <Button onClick={() => setAbierto(true)} disabled={!permitido} aria-describedby={permitido ? undefined : AVISO_MENSAJES_ID}>
        <MessageSquarePlus aria-hidden="true" />
        Enviar mensaje a un área
      </Button>
      <Dialog
        open={abierto}
        onOpenChange={(v) => {
          setAbierto(v);
          if (!v) reset();
        }}
      >
        <DialogContent className="max-w-lg">
          <DialogHeader>
            <DialogTitle>Enviar mensaje a un área</DialogTitle>
            <DialogDescription>El área recibirá su mensaje con su RFC y nombre.</DialogDescription>
          </DialogHeader>
          <form onSubmit={enviar} noValidate className="flex flex-col gap-4">
            <Campo etiqueta="Área" error={e.areaId?.message} requerido>
              {(c) => (
                <Select {...c} {...register('areaId')}>
                  <option value="">{areas.isLoading ? 'Cargando áreas…' : 'Seleccione un área'}</option>
                  {(areas.data ?? []).map((a) => (
                    <option key={a.id} value={String(a.id)}>
                      {a.nombre}
                    </option>
                  ))}
                </Select>
              )}
            </Campo>
            <Campo etiqueta="Mensaje" error={e.message?.message} requerido>
              {(c) => <Textarea {...c} rows={5} maxLength={2000} {...register('message')} />}
            </Campo>
            <DialogFooter>
              <Button variant="outline" onClick={() => setAbierto(false)}>
                Cancelar
              </Button>
              <Button type="submit" disabled={mandar.ocupado}>
                Enviar
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
