import { useEffect } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { nombreMes } from '../../domain/catalogos/establecimientos';
import { cuentaMercadoSchema, MSG_EDO_CUENTA_EXTRA } from '../../domain/licencia/solicitud-estado-cuenta';
import type { CuentaMercadoEstado } from '../../api/establecimientos/estados-cuenta.schemas';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../components/ui/dialog';
import { Cargando } from '../components/ui/skeleton';
import { api } from '../lib/api';
import { useAccion } from '../lib/use-accion';
import { clavesEstablecimiento, qkLic } from '../licencia/consultas';
import type { DialogoEstablecimientoProps } from './dialogo';
import { CamposPeriodo } from './campos-periodo';

type Entrada = z.input<typeof cuentaMercadoSchema>;
type Salida = z.output<typeof cuentaMercadoSchema>;

const ruta = (id: number) => `/api/establecimientos/solicitudEstadoCuentaMercado/${id}`;
/** Under the establishment's key: a request refreshes it with everything else of the establishment. */
const clave = (id: number) => [...qkLic.establecimiento(id), 'estado-cuenta-mercado'] as const;

const vacio: Entrada = { mes_ini: '', year_ini: '', mes_fin: '', year_fin: '', lastyear: null, lastmes: null };

/**
 * 'Estado de cuenta de mercado' (spec 1 §2.5 market account statement, §3 Market statement form,
 * §5.8 formCuenta): the period of the statement a market stall asks Mercados for. lastyear and
 * lastmes come from the server (the end of the last request): the form refuses what the server
 * would, with §5.8's messages, and the server checks again.
 */
export function CuentaMercadoDialog({ establecimiento, abierto, alCambiar }: DialogoEstablecimientoProps) {
  const estado = useQuery({
    queryKey: clave(establecimiento.id),
    queryFn: () => api.get<CuentaMercadoEstado>(ruta(establecimiento.id)),
    enabled: abierto,
  });
  const form = useForm<Entrada, unknown, Salida>({ resolver: zodResolver(cuentaMercadoSchema), defaultValues: vacio });
  const { setValue, setError, handleSubmit, formState } = form;
  const d = estado.data;

  useEffect(() => {
    if (!d) return;
    setValue('lastyear', d.lastyear);
    setValue('lastmes', d.lastmes as Entrada['lastmes']);
  }, [d, setValue]);

  const solicitar = useAccion({
    llamar: (v: Salida) => api.post(ruta(establecimiento.id), { mes_ini: v.mes_ini, year_ini: v.year_ini, mes_fin: v.mes_fin, year_fin: v.year_fin }),
    invalidar: clavesEstablecimiento(establecimiento.id),
    setError,
  });
  const enviar = handleSubmit(async (v) => {
    if ((await solicitar.ejecutar(v)).ok) alCambiar(false);
  });

  return (
    <Dialog open={abierto} onOpenChange={alCambiar}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Estado de cuenta de mercado</DialogTitle>
          <DialogDescription>
            {establecimiento.nombre_comercial}. Indique el periodo del estado de cuenta que solicita al área de Mercados; cada solicitud inicia después de la anterior.
          </DialogDescription>
        </DialogHeader>
        {estado.isLoading ? (
          <Cargando filas={2} />
        ) : d && !d.mercado ? (
          <Alert variant="info">{MSG_EDO_CUENTA_EXTRA.soloMercados}</Alert>
        ) : (
          <FormProvider {...form}>
            <form onSubmit={(e) => void enviar(e)} noValidate className="flex flex-col gap-4">
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {d?.lastyear && d.lastmes
                  ? `Última solicitud: hasta ${nombreMes(d.lastmes)?.toLowerCase() ?? d.lastmes} de ${d.lastyear}.`
                  : 'Aún no ha solicitado un estado de cuenta de mercado.'}
              </p>
              <CamposPeriodo />
              <DialogFooter>
                <Button variant="outline" onClick={() => alCambiar(false)}>
                  Cancelar
                </Button>
                <Button type="submit" disabled={solicitar.ocupado || formState.isSubmitting}>
                  Solicitar
                </Button>
              </DialogFooter>
            </form>
          </FormProvider>
        )}
      </DialogContent>
    </Dialog>
  );
}
