import { useMemo } from 'react';
import { FormProvider, useFieldArray, useForm, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../lib/avisos';
import { Plus } from 'lucide-react';
import { MSG_FISCALIZACION as MSG, MSG_FISCALIZACION_EXTRA as MSGX, nombreDiaTitulo } from '../../domain/fiscalizacion/mensajes';
import { agruparDetalles, esTipoEstablecimiento, horasOfrecidas, validarSolicitudFiscalizacion, type ContextoFiscalizacion } from '../../domain/fiscalizacion/reglas';
import { avisoFechasRepetidas, fechasYaSolicitadas, type OtraSolicitud } from '../../domain/fiscalizacion/duplicados';
import { solicitudFiscalizacionFormSchema, type SolicitudFiscalizacionForm, type SolicitudFiscalizacionFormEntrada } from '../../domain/fiscalizacion/schema';
import { hoyCancun } from '../../domain/tramite/fechas';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../components/ui/dialog';
import { Campo, MensajeError } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { Cargando } from '../components/ui/skeleton';
import { errorEn } from '../lib/formularios';
import { useAccion } from '../lib/use-accion';
import type { EstablecimientoRef } from '../establecimientos/dialogo';
import {
  guardarSolicitud,
  qkFisc,
  useEstablecimientoHorario,
  useHorarioExtraordinario,
  useSolicitudesFiscalizacion,
  type DatosSolicitud,
  type SolicitudFiscalizacionDto,
  type TipoSolicitud,
} from './consultas';
import { limitesMes } from './estatus';
import { GrupoHorario } from './grupo-horario';
import { sinCurso } from '../../domain/tramite/lectura';

export interface PropsFormulario {
  licenciaId: number;
  establecimiento: EstablecimientoRef;
  tipo: TipoSolicitud;
  /** the request being edited or looked at; null for a new one */
  solicitud: SolicitudFiscalizacionDto | null;
  soloLectura: boolean;
  abierto: boolean;
  alCambiar: (v: boolean) => void;
  /** after a save (a new request then opens 'Solicitudes', where it is signed and sent) */
  alGuardar?: (s: SolicitudFiscalizacionDto) => void;
}

const VACIO = { fechas: [] as string[], hora_inicio: '', hora_fin: '' };

/** What the rules need of the establishment: its patente type, its extraordinary schedule and the dates already asked for. */
function useContexto(licenciaId: number, locacionId: number, excluir: number | null) {
  const est = useEstablecimientoHorario(locacionId);
  const horario = useHorarioExtraordinario(licenciaId);
  const lista = useSolicitudesFiscalizacion(licenciaId);
  const tipo = est.data?.giro_opb.giro_tipo_patente?.establecimiento_id ?? null;
  // spec 2 §5: the other requests that still count, with their dates (a returned-for-good one does not).
  const otras = useMemo(
    () => (lista.data ?? []).filter((s) => s.id !== excluir && !sinCurso(s.tramite.snapshot.value)).map((s) => ({ folio: s.folio, fechas: s.solicitudDetalles.map((d) => d.fecha) })),
    [lista.data, excluir],
  );
  const ctx = useMemo<ContextoFiscalizacion | null>(() => {
    if (!esTipoEstablecimiento(tipo) || !horario.data || !lista.data) return null;
    return {
      tipoEstablecimiento: tipo,
      horarioExtraordinario: horario.data.horario_extraordinario.horarios.map((h) => ({ dia: h.dia.id, hora_inicio: h.segmento_horario.hora_inicio, hora_fin: h.segmento_horario.hora_fin })),
      fechasOcupadas: lista.data.filter((s) => s.id !== excluir).flatMap((s) => s.solicitudDetalles.map((d) => d.fecha)),
      hoy: hoyCancun(),
    };
  }, [tipo, horario.data, lista.data, excluir]);
  return { ctx, otras, est, horario, cargando: est.isLoading || horario.isLoading || lista.isLoading };
}

/**
 * 'Solicitud de horario extraordinario' and 'Solicitud de musica viva' (spec 2 §2, §5): blocks of
 * dates with their start and end hours (1-hour steps offered by the patente type; the date picker
 * limited to the month of the first date), 'Agregar fecha' for another block, 'Cantidad de
 * personas' for live music, 'Cerrar' and 'Guardar' / 'Actualizar'. The rules are the API's own
 * (validarSolicitudFiscalizacion), so the form says the same words before sending.
 */
export function FormularioFiscalizacionDialog(p: PropsFormulario) {
  const { ctx, otras, est, horario, cargando } = useContexto(p.licenciaId, p.establecimiento.id, p.solicitud?.id ?? null);
  const titulo = p.tipo === 'VARIEDAD' ? MSG.tituloMusica : MSG.tituloExtraordinario;
  const cuerpo = () => {
    if (cargando) return <Cargando filas={4} />;
    if (est.data && !est.data.elegible) return <Alert variant="warning">{est.data.motivo ?? MSGX.noElegible}</Alert>;
    if (!ctx) return <Alert variant="destructive">No fue posible cargar el horario del establecimiento.</Alert>;
    return <Formulario {...p} ctx={ctx} otras={otras} horarioDias={horario.data?.horario_extraordinario.horarios ?? []} />;
  };
  return (
    <Dialog open={p.abierto} onOpenChange={p.alCambiar}>
      <DialogContent className="max-w-[1800px]">
        <DialogHeader>
          <DialogTitle>{titulo}</DialogTitle>
          <DialogDescription>
            {p.establecimiento.nombre_comercial}
            {p.solicitud ? ` · Folio ${p.solicitud.folio}` : ''}
          </DialogDescription>
        </DialogHeader>
        {cuerpo()}
      </DialogContent>
    </Dialog>
  );
}

type DiaHorario = { dia: { id: number; nombre: string }; segmento_horario: { hora_inicio: string; hora_fin: string } };

function Formulario({
  licenciaId,
  establecimiento,
  tipo,
  solicitud,
  soloLectura,
  alCambiar,
  alGuardar,
  ctx,
  otras,
  horarioDias,
}: PropsFormulario & { ctx: ContextoFiscalizacion; otras: readonly OtraSolicitud[]; horarioDias: readonly DiaHorario[] }) {
  const form = useForm<SolicitudFiscalizacionFormEntrada, unknown, SolicitudFiscalizacionForm>({
    resolver: zodResolver(solicitudFiscalizacionFormSchema),
    defaultValues: {
      tipo,
      cantidad_personas: solicitud?.cantidad_personas ?? '',
      horarios: solicitud?.solicitudDetalles.length ? agruparDetalles(solicitud.solicitudDetalles) : [VACIO],
    },
  });
  const grupos = useFieldArray({ control: form.control, name: 'horarios' });
  const primera = form.watch('horarios.0.fechas.0');
  const limites = primera ? limitesMes(primera) : null;
  const min = limites && limites.min > (ctx.hoy ?? '') ? limites.min : (ctx.hoy ?? '');
  const horas = horasOfrecidas(ctx.tipoEstablecimiento);
  // Live music refuses a taken date (the rules say it); extraordinary hours only warn of it.
  const repetidas = tipo === 'EXTRA' && !soloLectura ? fechasYaSolicitadas(form.watch('horarios') ?? [], otras) : [];
  const e = form.formState.errors;

  const guardar = useAccion<DatosSolicitud, SolicitudFiscalizacionDto, SolicitudFiscalizacionFormEntrada>({
    llamar: (d) => guardarSolicitud(licenciaId, solicitud?.id ?? null, d),
    invalidar: [qkFisc.todo],
    setError: form.setError,
  });

  const enviar = form.handleSubmit(
    async (v) => {
      const r = validarSolicitudFiscalizacion({ tipo, cantidad_personas: v.cantidad_personas ?? null, horarios: v.horarios }, ctx);
      if (!r.ok) {
        for (const [campo, mensajes] of Object.entries(r.errores)) {
          if (mensajes[0]) form.setError(campo as Path<SolicitudFiscalizacionFormEntrada>, { type: 'regla', message: mensajes[0] });
        }
        toast.warning(r.mensaje);
        return;
      }
      const datos: DatosSolicitud = {
        tipo,
        establecimiento_id: establecimiento.id,
        ...(tipo === 'VARIEDAD' && v.cantidad_personas ? { cantidad_personas: v.cantidad_personas } : {}),
        horarios: v.horarios.map((h) => ({ fechas: h.fechas, hora_inicio: h.hora_inicio, hora_fin: h.hora_fin })),
        // The blocks are sent whole: the saved dates are replaced by the ones on the form.
        ...(solicitud ? { delete_horarios: solicitud.solicitudDetalles.map((d) => d.id) } : {}),
      };
      const r2 = await guardar.ejecutar(datos);
      if (!r2.ok) return;
      alCambiar(false);
      alGuardar?.(r2.datos);
    },
    () => toast.warning(MSG.completeInformacion),
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={(ev) => void enviar(ev)} noValidate className="flex flex-col gap-4">
        {tipo === 'EXTRA' && horarioDias.length ? (
          <Alert variant="info" title="Horario extraordinario autorizado">
            <ul className="flex flex-wrap gap-x-4 gap-y-1">
              {horarioDias.map((h) => (
                <li key={h.dia.id}>
                  {h.dia.nombre || nombreDiaTitulo(h.dia.id)}: {h.segmento_horario.hora_inicio} a {h.segmento_horario.hora_fin}
                </li>
              ))}
            </ul>
          </Alert>
        ) : null}
        {tipo === 'VARIEDAD' ? (
          <Campo etiqueta={MSG.cantidadPersonas} requerido error={errorEn(e, 'cantidad_personas')} className="max-w-xs">
            {(c) => <Input {...c} type="number" inputMode="numeric" min={1} step={1} readOnly={soloLectura} {...form.register('cantidad_personas')} />}
          </Campo>
        ) : null}
        <div className="grid gap-4 xl:grid-cols-2 min-[1600px]:grid-cols-3">
          {grupos.fields.map((g, i) => (
            <GrupoHorario
              key={g.id}
              indice={i}
              horas={horas}
              min={min}
              max={limites?.max}
              soloLectura={soloLectura}
              alQuitar={grupos.fields.length > 1 ? () => grupos.remove(i) : null}
            />
          ))}
        </div>
        <MensajeError mensaje={errorEn(e, 'horarios')} />
        {repetidas.length ? (
          <Alert variant="warning" title="Fechas ya solicitadas">
            <ul className="list-disc pl-5">
              {avisoFechasRepetidas(repetidas).map((t) => (
                <li key={t}>{t}</li>
              ))}
            </ul>
            <p className="mt-1">Puede guardarlas de nuevo (por ejemplo, con otro horario), pero cada solicitud se paga por separado.</p>
          </Alert>
        ) : null}
        {soloLectura ? null : (
          <div>
            <Button type="button" variant="outline" onClick={() => grupos.append({ ...VACIO })}>
              <Plus aria-hidden="true" />
              {MSG.agregarFecha}
            </Button>
          </div>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => alCambiar(false)}>
            {MSGX.cerrar}
          </Button>
          {soloLectura ? null : (
            <Button type="submit" disabled={guardar.ocupado}>
              {solicitud ? MSGX.actualizar : MSGX.guardar}
            </Button>
          )}
        </DialogFooter>
      </form>
    </FormProvider>
  );
}
