import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FileText, Gavel, RotateCw } from 'lucide-react';
import { MSG } from '../../domain/common/messages';
import { esClaveCatastral17 } from '../../domain/common/predio';
import { expedientePagado } from '../../domain/licencia/acciones-establecimiento';
import { Alert } from '../components/ui/alert';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../components/ui/dialog';
import { Cargando } from '../components/ui/skeleton';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '../components/ui/table';
import { Visor, type FuentePdf } from '../components/visor';
import { api, ApiError } from '../lib/api';
import { qkLic } from '../licencia/consultas';
import type { DialogoEstablecimientoProps } from './dialogo';
import type { ExpedienteZofemat } from '../tramite/predio/tipos';
import { citatorioMultaPdf, formatoPagoMultaPdf, resumenZofemat } from './acciones';

const opciones = { silencioso: true, overlay: false } as const;

/**
 * spec 1 §7.4 expedientezofemat: the file with its estatus_pago. The office answers a file still
 * owed with success false and the file in data; an unknown file is a 400 (no file).
 */
async function leerExpediente(num: string): Promise<ExpedienteZofemat | null> {
  try {
    return await api.post<ExpedienteZofemat>(`/api/establecimientos/expedientezofemat/${encodeURIComponent(num)}`, undefined, opciones);
  } catch (e) {
    if (!(e instanceof ApiError) || e.status === null || e.status >= 500) throw e;
    const datos = (e.cuerpo as { data?: ExpedienteZofemat | null } | null)?.data;
    return datos?.num_expediente ? datos : null;
  }
}

/** The recorded file, or for a hotel the files of its 17-digit key (spec 1 §4.7 verifyzofemat). */
async function expedientesDe(zofematExpediente: string | null, clave: string): Promise<ExpedienteZofemat[]> {
  const numeros = zofematExpediente
    ? [zofematExpediente]
    : esClaveCatastral17(clave)
      ? ((await api.post<ExpedienteZofemat[] | null>(`/api/establecimientos/verifyzofemat/${clave}`, undefined, opciones)) ?? []).map((x) => x.num_expediente)
      : [];
  const leidos = await Promise.all(numeros.map(leerExpediente));
  return leidos.filter((x): x is ExpedienteZofemat => x !== null);
}

interface Props extends DialogoEstablecimientoProps {
  clave_catastral: string;
  zofemat_expediente: string | null;
}

/**
 * 'Zofemat' (spec 1 §2.6 Zofemat actions): the establishment's federal-zone files and their
 * payment status; while a fine is owed, its payment format and its summons (PDF).
 */
export function ZofematDialog({ establecimiento, abierto, alCambiar, clave_catastral, zofemat_expediente }: Props) {
  const [fuente, setFuente] = useState<FuentePdf | null>(null);
  const consulta = useQuery({
    queryKey: [...qkLic.establecimiento(establecimiento.id), 'zofemat'],
    queryFn: () => expedientesDe(zofemat_expediente, clave_catastral),
    enabled: abierto,
  });
  const lista = consulta.data ?? [];
  const resumen = resumenZofemat(lista);
  return (
    <>
      <Dialog open={abierto} onOpenChange={alCambiar}>
        <DialogContent className="max-w-3xl">
          <DialogHeader>
            <DialogTitle>Zona Federal (Zofemat)</DialogTitle>
            <DialogDescription>{establecimiento.nombre_comercial}</DialogDescription>
          </DialogHeader>
          {consulta.isLoading ? (
            <Cargando filas={2} texto="Consultando los impuestos de Zona Federal…" />
          ) : consulta.isError ? (
            <Alert variant="destructive" title={MSG.errorGenerico}>
              <Button variant="outline" size="sm" className="mt-2" onClick={() => void consulta.refetch()}>
                <RotateCw aria-hidden="true" />
                Reintentar
              </Button>
            </Alert>
          ) : (
            <>
              <Alert variant={resumen.estado === 'pagado' ? 'success' : resumen.estado === 'pendiente' ? 'destructive' : 'info'}>{resumen.mensaje}</Alert>
              {lista.length ? (
                <Table>
                  <TableCaption>Expedientes de Zona Federal de {establecimiento.nombre_comercial}</TableCaption>
                  <TableHeader>
                    <TableRow>
                      <TableHead>Expediente</TableHead>
                      <TableHead>Concesionario</TableHead>
                      <TableHead>Estatus de pago</TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {lista.map((x) => (
                      <TableRow key={x.num_expediente}>
                        <TableCell className="font-mono font-semibold">{x.num_expediente}</TableCell>
                        <TableCell>{x.concesionario || '—'}</TableCell>
                        <TableCell>
                          <Badge variant={expedientePagado(x) ? 'success' : 'destructive'}>{expedientePagado(x) ? 'Pagado' : 'Pendiente'}</Badge>
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              ) : null}
              {/* spec 1 §2.6: the fine actions only while a file is owed. */}
              {resumen.estado === 'pendiente' ? (
                <DialogFooter>
                  <Button variant="outline" onClick={() => setFuente(citatorioMultaPdf(establecimiento.id))}>
                    <Gavel aria-hidden="true" />
                    Citatorio de multa
                  </Button>
                  <Button onClick={() => setFuente(formatoPagoMultaPdf(establecimiento.id))}>
                    <FileText aria-hidden="true" />
                    Formato de pago de multa
                  </Button>
                </DialogFooter>
              ) : null}
            </>
          )}
        </DialogContent>
      </Dialog>
      <Visor fuente={fuente} alCerrar={() => setFuente(null)} />
    </>
  );
}
