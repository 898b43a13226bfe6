// One action of the operator console on a request (reassign, retry now, resend, cancel): a dialog
// whose form is the API's own zod schema (domain/operacion/consola.ts), so the reason is required
// here with the same Spanish message the server answers; the server's field errors land on the fields.
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { motivoBodySchema, reasignarSchema, reenviarSchema } from '../../domain/operacion/consola';
import { Button } from '../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../components/ui/dialog';
import { Campo } from '../components/ui/form-field';
import { Select } from '../components/ui/select';
import { Textarea } from '../components/ui/textarea';
import { api } from '../lib/api';
import { useAccion } from '../lib/use-accion';

export type TipoAccion = 'reasignar' | 'reintentar' | 'reenviar' | 'cancelar';

interface Opcion {
  id: number;
  etiqueta: string;
}

const ESQUEMA = { reasignar: reasignarSchema, reintentar: motivoBodySchema, reenviar: reenviarSchema, cancelar: motivoBodySchema } as const;
/** The field a choice fills, for the actions that need one. */
const ELECCION: Partial<Record<TipoAccion, { campo: 'usuario_id' | 'notificacion_id'; etiqueta: string; vacio: string }>> = {
  reasignar: { campo: 'usuario_id', etiqueta: 'Reasignar a', vacio: 'Seleccione a un miembro del área' },
  reenviar: { campo: 'notificacion_id', etiqueta: 'Notificación', vacio: 'Seleccione una notificación' },
};

interface Formulario {
  motivo: string;
  usuario_id?: number;
  notificacion_id?: number;
}

export function DialogoAccion(props: {
  tipo: TipoAccion;
  folio: string;
  titulo: string;
  descripcion: string;
  boton: string;
  opciones?: readonly Opcion[];
  peligro?: boolean;
  invalidar: readonly (readonly unknown[])[];
}) {
  const { tipo, folio, titulo, descripcion, boton, opciones = [], peligro, invalidar } = props;
  const [abierto, setAbierto] = useState(false);
  const eleccion = ELECCION[tipo];
  const { register, handleSubmit, reset, setError, formState } = useForm<Formulario>({
    // Each action's own schema; the form holds the union of their fields.
    resolver: zodResolver(ESQUEMA[tipo]) as unknown as Resolver<Formulario>,
    defaultValues: { motivo: '' },
  });
  const accion = useAccion<Formulario, unknown, Formulario>({
    llamar: (v) => api.post(`/api/operacion/solicitudes/${encodeURIComponent(folio)}/${tipo}`, v),
    invalidar,
    setError,
  });
  const enviar = handleSubmit(async (v) => {
    if (!(await accion.ejecutar(v)).ok) return;
    reset();
    setAbierto(false);
  });
  const e = formState.errors;

  return (
    <>
      <Button variant={peligro ? 'destructive' : 'secondary'} onClick={() => setAbierto(true)}>
        {boton}
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
            <DialogTitle>{titulo}</DialogTitle>
            <DialogDescription>{descripcion}</DialogDescription>
          </DialogHeader>
          <form onSubmit={enviar} noValidate className="flex flex-col gap-4" aria-label={titulo}>
            {eleccion ? (
              <Campo etiqueta={eleccion.etiqueta} error={e[eleccion.campo]?.message} requerido>
                {(c) => (
                  <Select {...c} {...register(eleccion.campo, { setValueAs: (v: string) => (v === '' ? undefined : Number(v)) })}>
                    <option value="">{eleccion.vacio}</option>
                    {opciones.map((o) => (
                      <option key={o.id} value={String(o.id)}>
                        {o.etiqueta}
                      </option>
                    ))}
                  </Select>
                )}
              </Campo>
            ) : null}
            <Campo etiqueta="Motivo" error={e.motivo?.message} ayuda="Queda registrado en la bitácora de operación." requerido>
              {(c) => <Textarea {...c} rows={4} maxLength={500} {...register('motivo')} />}
            </Campo>
            <DialogFooter>
              <Button variant="outline" onClick={() => setAbierto(false)}>
                Cerrar
              </Button>
              <Button type="submit" variant={peligro ? 'destructive' : 'default'} disabled={accion.ocupado}>
                {boton}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
