import { useQuery } from '@tanstack/react-query';
import { Receipt, RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from '../lib/avisos';
import { MENSAJES_ANUNCIO as M } from '../../domain/anuncios/mensajes';
import { requierePagoPredial } from '../../domain/common/predio';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Spinner } from '../components/ui/spinner';
import { solicitar } from '../lib/api';
import { PagarPredialDialog } from '../tramite/predio/pagar-predial-dialog';

export type EstadoPredial = { estado: 'consultando' } | { estado: 'pagado' } | { estado: 'adeudo'; mensaje: string } | { estado: 'error' };

/**
 * spec 3 §5.1, §2.2: a sign is added only when the property tax of the establishment's key is paid
 * (DONATIVO, MERCADO and ZONA FEDERAL are exempt). Not cached: the taxpayer may have just paid.
 */
export function usePredialEstablecimiento(clave: string | null | undefined, activo: boolean) {
  const exenta = !clave || !requierePagoPredial(clave);
  const q = useQuery({
    queryKey: ['anuncios', 'predial', clave],
    queryFn: async () => {
      const env = await solicitar<boolean>('GET', `/api/predial/${encodeURIComponent(clave ?? '')}/pagado`, { silencioso: true });
      return env.data === true ? null : env.message || M.predialPendiente;
    },
    enabled: activo && !exenta,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  let estado: EstadoPredial;
  if (!activo || exenta) estado = { estado: 'pagado' };
  else if (q.isPending || q.isFetching) estado = { estado: 'consultando' };
  else if (q.isError) estado = { estado: 'error' };
  else estado = q.data === null ? { estado: 'pagado' } : { estado: 'adeudo', mensaje: q.data };
  return { ...estado, volver: () => void q.refetch() };
}

/** Why the form waits, with 'Pagar predial' (the shared dialog: 'Pagar en línea', 'Cerrar'). */
export function AvisoPredial({ clave, predial }: { clave: string; predial: ReturnType<typeof usePredialEstablecimiento> }) {
  const [abierto, setAbierto] = useState(false);
  const adeudo = predial.estado === 'adeudo' ? predial.mensaje : null;
  // spec 3 §5.1: the message as an error, and the 'Pagar predial' dialog opens.
  useEffect(() => {
    if (adeudo === null) return;
    toast.error(adeudo);
    setAbierto(true);
  }, [adeudo]);
  if (predial.estado === 'pagado') return null;
  if (predial.estado === 'consultando') {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner className="size-4 text-primary" />
        Verificando el pago del impuesto predial…
      </p>
    );
  }
  const mensaje = predial.estado === 'adeudo' ? predial.mensaje : 'No fue posible verificar el pago del impuesto predial.';
  return (
    <Alert variant="destructive" title="Impuesto predial pendiente">
      <p>{mensaje}</p>
      <p className="mt-1">Clave catastral <span className="font-mono">{clave}</span>. Mientras no esté pagado no podrá agregar anuncios.</p>
      <div className="mt-2 flex flex-wrap gap-2">
        {predial.estado === 'adeudo' ? (
          <Button size="sm" variant="outline" onClick={() => setAbierto(true)}>
            <Receipt aria-hidden="true" />
            {M.pagarPredial}
          </Button>
        ) : null}
        <Button size="sm" variant="outline" onClick={predial.volver}>
          <RefreshCw aria-hidden="true" />
          Volver a consultar
        </Button>
      </div>
      <PagarPredialDialog clave={abierto && predial.estado === 'adeudo' ? clave : null} mensaje={mensaje} alCerrar={() => setAbierto(false)} alPagar={predial.volver} />
    </Alert>
  );
}
