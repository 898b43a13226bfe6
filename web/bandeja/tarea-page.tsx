import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Check, X } from 'lucide-react';
import { MSG_EXTRA } from '../../domain/common/messages';
import { Encabezado } from '../components/layout/encabezado';
import { Alert } from '../components/ui/alert';
import { Confirmar } from '../components/ui/alert-dialog';
import { Button, buttonVariants } from '../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../components/ui/dialog';
import { Campo } from '../components/ui/form-field';
import { Cargando } from '../components/ui/skeleton';
import { Textarea } from '../components/ui/textarea';
import { api } from '../lib/api';
import { qk } from '../lib/consultas';
import { formatearFechaHora } from '../lib/formato';
import type { TareaDetalle } from '../lib/tipos';
import { InsigniaEstado, InsigniaVencida } from './insignias';
import { DetallePerfil } from './detalle-perfil';
import { nombreProcedimiento } from './procedimientos';

type Resultado = 'aprobado' | 'rechazado';

function RechazarDialog({ abierto, alCambiar, alRechazar }: { abierto: boolean; alCambiar: (v: boolean) => void; alRechazar: (motivo: string) => Promise<void> }) {
  const { register, handleSubmit, reset, formState } = useForm<{ motivo: string }>({ defaultValues: { motivo: '' } });
  const enviar = handleSubmit(async ({ motivo }) => alRechazar(motivo.trim()));
  return (
    <Dialog
      open={abierto}
      onOpenChange={(v) => {
        if (!v) reset();
        alCambiar(v);
      }}
    >
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Rechazar</DialogTitle>
          <DialogDescription>El contribuyente verá este motivo y podrá corregir y enviar de nuevo.</DialogDescription>
        </DialogHeader>
        <form onSubmit={enviar} noValidate className="flex flex-col gap-4">
          <Campo etiqueta="Motivo del rechazo" error={formState.errors.motivo?.message} requerido>
            {(c) => <Textarea {...c} rows={5} maxLength={2000} {...register('motivo', { validate: (v) => v.trim().length > 0 || MSG_EXTRA.motivoRequerido })} />}
          </Campo>
          <DialogFooter>
            <Button variant="outline" onClick={() => alCambiar(false)}>
              Cancelar
            </Button>
            <Button type="submit" variant="destructive" disabled={formState.isSubmitting}>
              Rechazar
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** /admin/bandeja/:id — one task: the taxpayer profile under review and the decision. */
export function TareaPage() {
  const id = Number(useParams().id);
  const qc = useQueryClient();
  const navegar = useNavigate();
  const [aprobar, setAprobar] = useState(false);
  const [rechazar, setRechazar] = useState(false);
  const tarea = useQuery({
    queryKey: qk.tarea(id),
    queryFn: () => api.get<TareaDetalle>(`/api/tareas/${id}`),
    enabled: Number.isInteger(id) && id > 0,
  });

  const resolver = async (resultado: Resultado, motivo?: string) => {
    try {
      await api.post(`/api/tareas/${id}/resolver`, { resultado, ...(motivo ? { motivo_rechazo: motivo } : {}) });
      setRechazar(false);
      await qc.invalidateQueries({ queryKey: ['tareas'] });
      qc.removeQueries({ queryKey: qk.tarea(id) });
      void navegar('/admin/bandeja');
    } catch {
      // toast shown by the API client
    }
  };

  const volver = (
    <Link to="/admin/bandeja" className={buttonVariants({ variant: 'outline' })}>
      <ArrowLeft aria-hidden="true" />
      Volver a la bandeja
    </Link>
  );

  if (tarea.isLoading) return <Cargando filas={6} />;
  const t = tarea.data;
  if (!t) {
    return (
      <div className="flex flex-col gap-4">
        <Encabezado titulo="Tarea" acciones={volver} />
        <Alert variant="destructive">No fue posible cargar la tarea.</Alert>
      </div>
    );
  }
  const pendiente = t.estado === 'pendiente';
  // A resent request (a later round) shows why the previous one was rejected, when the API has it.
  const reenvio = t.ronda > 1 || /reenv[ií]o/i.test(t.titulo);
  const motivoAnterior = reenvio ? t.motivo_anterior : null;
  return (
    <div className="flex flex-col gap-6">
      <Encabezado titulo={t.titulo} descripcion={`${nombreProcedimiento(t.procedimiento)} · Folio ${t.folio}`} acciones={volver} />
      {motivoAnterior ? (
        <Alert variant="info">
          <p className="whitespace-pre-line break-words">
            <span className="font-semibold">Motivo del rechazo anterior:</span> {motivoAnterior}
          </p>
        </Alert>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle>Datos de la tarea</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <div>
              <dt className="text-sm text-muted-foreground">Área</dt>
              <dd className="font-medium">{t.area}</dd>
            </div>
            <div>
              <dt className="text-sm text-muted-foreground">Recibida</dt>
              <dd className="font-medium">{formatearFechaHora(t.created_at)}</dd>
            </div>
            <div>
              <dt className="text-sm text-muted-foreground">Vence</dt>
              <dd className="flex flex-wrap items-center gap-2 font-medium">
                {formatearFechaHora(t.vence_at)} <InsigniaVencida vencida={t.vencida} />
              </dd>
            </div>
            <div>
              <dt className="text-sm text-muted-foreground">Estado</dt>
              <dd>
                <InsigniaEstado tarea={t} />
              </dd>
            </div>
          </dl>
          {t.estado === 'resuelta' ? (
            <p className="mt-4 text-sm">
              Resuelta el {formatearFechaHora(t.resuelta_at)}.{t.motivo ? ` Motivo: ${t.motivo}` : ''}
            </p>
          ) : null}
        </CardContent>
      </Card>

      {t.detalle ? <DetallePerfil perfil={t.detalle} /> : <Alert variant="info">Esta tarea no tiene un perfil de contribuyente asociado.</Alert>}

      {pendiente ? (
        <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap justify-end gap-2 border-t border-border bg-background/95 px-4 py-3 sm:-mx-6 sm:px-6">
          <Button variant="destructive" onClick={() => setRechazar(true)}>
            <X aria-hidden="true" />
            Rechazar
          </Button>
          <Button onClick={() => setAprobar(true)}>
            <Check aria-hidden="true" />
            Aprobar
          </Button>
        </div>
      ) : null}

      <Confirmar
        abierto={aprobar}
        alCambiar={setAprobar}
        titulo="Aprobar"
        descripcion="Se validará la información y se notificará al contribuyente. ¿Desea continuar?"
        confirmar="Aprobar"
        alConfirmar={() => void resolver('aprobado')}
      />
      <RechazarDialog abierto={rechazar} alCambiar={setRechazar} alRechazar={(m) => resolver('rechazado', m)} />
    </div>
  );
}
