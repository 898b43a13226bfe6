import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Check, PenLine, X } from 'lucide-react';
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
import { api, solicitar } from '../lib/api';
import { useAccion } from '../lib/use-accion';
import { qk } from '../lib/consultas';
import { formatearFechaHora } from '../lib/formato';
import { InsigniaEstado, InsigniaVencida } from './insignias';
import { DETALLES_TAREA } from './detalles';
import { motivoError } from './motivo-error';
import { nombrePaso, nombreProcedimiento, textosAprobar } from './procedimientos';
import type { TareaCualquiera } from './tipos-licencia';
import { efirmaDeTarea, qkEfirma } from '../efirma/consultas';

// The e.firma dialog (node-forge for the .key) loads only when a signature asks for it.
const FirmarEfirmaDialog = lazy(() => import('../efirma/firmar-dialog').then((m) => ({ default: m.FirmarEfirmaDialog })));

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

function Detalle({ t }: { t: TareaCualquiera }) {
  const Componente = DETALLES_TAREA[t.procedimiento];
  if (!Componente || !t.detalle) return <Alert variant="info">Esta tarea no tiene información asociada.</Alert>;
  return <Componente detalle={t.detalle} paso={t.paso} />;
}

/** /admin/bandeja/:id — one task: what is under review (profile or licence) and the decision. */
export function TareaPage() {
  const id = Number(useParams().id);
  const qc = useQueryClient();
  const navegar = useNavigate();
  const [aprobar, setAprobar] = useState(false);
  const [rechazar, setRechazar] = useState(false);
  const tarea = useQuery({
    queryKey: qk.tarea(id),
    // The page says why it cannot open the task (another area's, or none): no toast over it.
    queryFn: async () => (await solicitar<TareaCualquiera>('GET', `/api/tareas/${id}`, { silencioso: true })).data,
    enabled: Number.isInteger(id) && id > 0,
  });

  const decision = useAccion({
    llamar: (v: { resultado: Resultado; motivo?: string }) => api.post(`/api/tareas/${id}/resolver`, { resultado: v.resultado, ...(v.motivo ? { motivo_rechazo: v.motivo } : {}) }),
    invalidar: [['tareas']],
    alExito: () => {
      setRechazar(false);
      qc.removeQueries({ queryKey: qk.tarea(id) });
    },
  });
  const t0 = tarea.data;
  // A signature step asks the server whether it is signed with e.firma (docs/EFIRMA.md).
  const efirma = useQuery({
    queryKey: qkEfirma.tarea(id),
    queryFn: () => efirmaDeTarea(id),
    enabled: !!t0 && t0.estado === 'pendiente' && textosAprobar(t0.procedimiento, t0.paso).firma,
  });
  const conEfirma = efirma.data?.requerida === true;
  const resolver = async (resultado: Resultado, motivo?: string) => {
    if ((await decision.ejecutar({ resultado, motivo })).ok) void navegar('/admin/bandeja');
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
        <Alert variant="destructive" title={motivoError(tarea.error).titulo}>
          {motivoError(tarea.error).texto}
        </Alert>
      </div>
    );
  }
  const pendiente = t.estado === 'pendiente';
  // A resent request (a later round) shows why the previous one was rejected, when the API has it.
  const reenvio = t.ronda > 1 || /reenv[ií]o/i.test(t.titulo);
  const motivoAnterior = reenvio ? t.motivo_anterior : null;
  const aprobarTextos = textosAprobar(t.procedimiento, t.paso);
  const paso = nombrePaso(t.procedimiento, t.paso);
  const descripcion = [nombreProcedimiento(t.procedimiento), paso !== t.titulo ? paso : null, `Folio ${t.folio}`].filter(Boolean).join(' · ');
  return (
    <div className="flex flex-col gap-6">
      <Encabezado titulo={t.titulo} descripcion={descripcion} acciones={volver} />
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
              {t.escalada_at ? <dd className="text-sm text-muted-foreground">Escalada el {formatearFechaHora(t.escalada_at)}</dd> : null}
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

      <Detalle t={t} />

      {pendiente ? (
        <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap justify-end gap-2 border-t border-border bg-background/95 px-4 py-3 sm:-mx-6 sm:px-6">
          <Button variant="destructive" onClick={() => setRechazar(true)} disabled={decision.ocupado}>
            <X aria-hidden="true" />
            Rechazar
          </Button>
          <Button onClick={() => setAprobar(true)} disabled={decision.ocupado || (aprobarTextos.firma && efirma.isLoading)}>
            {aprobarTextos.firma ? <PenLine aria-hidden="true" /> : <Check aria-hidden="true" />}
            {conEfirma ? 'Firmar con e.firma' : aprobarTextos.boton}
          </Button>
        </div>
      ) : null}

      {conEfirma && efirma.data ? (
        <Suspense fallback={null}>
          <FirmarEfirmaDialog
            tareaId={id}
            info={efirma.data}
            abierto={aprobar}
            alCambiar={setAprobar}
            alFirmar={() => {
              qc.removeQueries({ queryKey: qk.tarea(id) });
              void qc.invalidateQueries({ queryKey: ['tareas'] });
              void navegar('/admin/bandeja');
            }}
          />
        </Suspense>
      ) : null}
      <Confirmar
        abierto={aprobar && !conEfirma}
        alCambiar={setAprobar}
        titulo={aprobarTextos.boton}
        descripcion={aprobarTextos.descripcion}
        confirmar={aprobarTextos.boton}
        alConfirmar={() => void resolver('aprobado')}
      />
      <RechazarDialog abierto={rechazar} alCambiar={setRechazar} alRechazar={(m) => resolver('rechazado', m)} />
    </div>
  );
}
