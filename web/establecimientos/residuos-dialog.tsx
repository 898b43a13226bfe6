import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { MESES } from '../../domain/catalogos/establecimientos';
import { anioActualCancun, mesResiduosSchema } from '../../domain/licencia/solicitud-estado-cuenta';
import { Button } from '../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../components/ui/dialog';
import { Campo } from '../components/ui/form-field';
import { Select } from '../components/ui/select';
import { api } from '../lib/api';
import { useSesionActiva } from '../lib/sesion';
import { useAccion } from '../lib/use-accion';
import { clavesEstablecimiento } from '../licencia/consultas';
import type { DialogoEstablecimientoProps } from './dialogo';

type Entrada = z.input<typeof mesResiduosSchema>;
type Salida = z.output<typeof mesResiduosSchema>;

/**
 * 'Estado de cuenta de residuos sólidos' (spec 1 §7.3 notifyEdoRs, §5.3 'Debes seleccionar un
 * mes', §9 end months 01 to 12): the month of this year the statement runs to, sent to Residuos
 * Sólidos, which issues it.
 */
export function ResiduosDialog({ establecimiento, abierto, alCambiar }: DialogoEstablecimientoProps) {
  const contribuyenteId = useSesionActiva().contribuyente?.id;
  const { register, handleSubmit, setError, formState } = useForm<Entrada, unknown, Salida>({
    resolver: zodResolver(mesResiduosSchema),
    defaultValues: { mes_fin: '', locacion_id: establecimiento.id },
  });
  const solicitar = useAccion({
    llamar: (v: Salida) => api.post(`/api/contribuyente/notifyEdoRs/${contribuyenteId}`, v),
    invalidar: clavesEstablecimiento(establecimiento.id),
    setError,
  });
  const enviar = handleSubmit(async (v) => {
    if ((await solicitar.ejecutar(v)).ok) alCambiar(false);
  });

  return (
    <Dialog open={abierto} onOpenChange={alCambiar}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Estado de cuenta de residuos sólidos</DialogTitle>
          <DialogDescription>
            {establecimiento.nombre_comercial}. Elija hasta qué mes de {anioActualCancun()} necesita su estado de cuenta de recolección de residuos sólidos.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={(e) => void enviar(e)} noValidate className="flex flex-col gap-4">
          <Campo etiqueta="Mes fin" error={formState.errors.mes_fin?.message} requerido>
            {(c) => (
              <Select {...c} {...register('mes_fin')}>
                <option value="">Seleccione un mes</option>
                {MESES.map((m) => (
                  <option key={m.id} value={m.id}>
                    {m.label}
                  </option>
                ))}
              </Select>
            )}
          </Campo>
          <DialogFooter>
            <Button variant="outline" onClick={() => alCambiar(false)}>
              Cancelar
            </Button>
            <Button type="submit" disabled={!contribuyenteId || solicitar.ocupado || formState.isSubmitting}>
              Solicitar
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
