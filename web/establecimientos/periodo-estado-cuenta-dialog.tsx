import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { rangoEstadoCuentaSchema } from '../../domain/licencia/solicitud-estado-cuenta';
import { Button } from '../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../components/ui/dialog';
import { api } from '../lib/api';
import { useAccion } from '../lib/use-accion';
import { clavesEstablecimiento } from '../licencia/consultas';
import type { DialogoEstablecimientoProps } from './dialogo';
import { CamposPeriodo } from './campos-periodo';

type Entrada = z.input<typeof rangoEstadoCuentaSchema>;
type Salida = z.output<typeof rangoEstadoCuentaSchema>;

/**
 * 'Solicitar estado de cuenta' (spec 1 §2.6 "generate statement for a month/year range", §3
 * Statement form, §7.4 generarSolicitudEstadoCuenta): the area that handles the licence issues the
 * statement of the months asked for. The server names that area in its answer (a success toast).
 */
export function PeriodoEstadoCuentaDialog({ establecimiento, abierto, alCambiar }: DialogoEstablecimientoProps) {
  const form = useForm<Entrada, unknown, Salida>({
    resolver: zodResolver(rangoEstadoCuentaSchema),
    defaultValues: { mes_ini: '', year_ini: '', mes_fin: '', year_fin: '' },
  });
  const solicitar = useAccion({
    llamar: (v: Salida) => api.post('/api/establecimientos/generarSolicitudEstadoCuenta', { ...v, locacion_id: establecimiento.id }),
    invalidar: clavesEstablecimiento(establecimiento.id),
    setError: form.setError,
  });
  const enviar = form.handleSubmit(async (v) => {
    if ((await solicitar.ejecutar(v)).ok) alCambiar(false);
  });

  return (
    <Dialog open={abierto} onOpenChange={alCambiar}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Solicitar estado de cuenta</DialogTitle>
          <DialogDescription>{establecimiento.nombre_comercial}. Indique el periodo (mes y año de inicio y de fin) del estado de cuenta que necesita.</DialogDescription>
        </DialogHeader>
        <FormProvider {...form}>
          <form onSubmit={(e) => void enviar(e)} noValidate className="flex flex-col gap-4">
            <CamposPeriodo />
            <DialogFooter>
              <Button variant="outline" onClick={() => alCambiar(false)}>
                Cancelar
              </Button>
              <Button type="submit" disabled={solicitar.ocupado || form.formState.isSubmitting}>
                Solicitar
              </Button>
            </DialogFooter>
          </form>
        </FormProvider>
      </DialogContent>
    </Dialog>
  );
}
