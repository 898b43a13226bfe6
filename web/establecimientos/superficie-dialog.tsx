import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { superficieSchema } from '../../domain/licencia/acciones-establecimiento';
import { Button } from '../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../components/ui/dialog';
import { Campo } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { Cargando } from '../components/ui/skeleton';
import { api } from '../lib/api';
import { useAccion } from '../lib/use-accion';
import { clavesEstablecimiento, useEstablecimientoLicencias } from '../licencia/consultas';
import type { DialogoEstablecimientoProps } from './dialogo';

type Entrada = z.input<typeof superficieSchema>;
type Salida = z.output<typeof superficieSchema>;

/**
 * 'Actualizar superficie' (spec 1 §7.4 updateSuperficie): the field and the rule of the licence
 * form (§5.6 'Ingrese un valor mayor a 0'). A SARE draft over 300 m² moves to Licencias de
 * Funcionamiento: the server says so in its message (§1), shown by the API client.
 */
export function SuperficieDialog({ establecimiento, abierto, alCambiar }: DialogoEstablecimientoProps) {
  const detalle = useEstablecimientoLicencias(establecimiento.id, abierto);
  const actual = detalle.data?.superficie_m2;
  const { register, handleSubmit, reset, setError, formState } = useForm<Entrada, unknown, Salida>({
    resolver: zodResolver(superficieSchema),
    defaultValues: { superficie_m2: '' },
  });
  // The stored value, once read, is where the person starts from.
  useEffect(() => {
    if (abierto && actual !== undefined && actual !== null) reset({ superficie_m2: String(actual) });
  }, [abierto, actual, reset]);

  const guardar = useAccion({
    llamar: (v: Salida) => api.post('/api/establecimientos/updateSuperficie', { locacion_id: establecimiento.id, superficie_m2: v.superficie_m2 }),
    invalidar: clavesEstablecimiento(establecimiento.id),
    setError,
  });
  const enviar = handleSubmit(async (v) => {
    if ((await guardar.ejecutar(v)).ok) alCambiar(false);
  });

  return (
    <Dialog open={abierto} onOpenChange={alCambiar}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Actualizar superficie</DialogTitle>
          <DialogDescription>
            {establecimiento.nombre_comercial}. La superficie es la base de los derechos municipales; solo puede cambiarse mientras la solicitud está en borrador o fue devuelta.
          </DialogDescription>
        </DialogHeader>
        {detalle.isLoading ? (
          <Cargando filas={1} />
        ) : (
          <form onSubmit={(e) => void enviar(e)} noValidate className="flex flex-col gap-4">
            <Campo etiqueta="Superficie (m²)" error={formState.errors.superficie_m2?.message} requerido>
              {(c) => <Input {...c} type="number" inputMode="decimal" step="0.01" min="0" {...register('superficie_m2')} />}
            </Campo>
            <DialogFooter>
              <Button variant="outline" onClick={() => alCambiar(false)}>
                Cancelar
              </Button>
              <Button type="submit" disabled={guardar.ocupado || formState.isSubmitting}>
                Guardar
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
