import { useState } from 'react';
import { Eye, FileText, Receipt } from 'lucide-react';
import { nombreServicio } from '../../domain/tramite/servicios';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '../components/ui/table';
import { Visor, type DocumentoVisible, type FuentePdf } from '../components/visor';
import { formatearFechaHora, formatearMoneda } from '../lib/formato';
import { estadoCuentaPdf, reciboPagoPdf } from '../licencia/impresos';
import { TablaEstadosCuenta } from '../tramite/pagos/tabla-estados-cuenta';
import type { DetalleLicenciaTarea } from './tipos-licencia';

/**
 * What a payment-validation step checks (spec 1 §4.5): the statement of its service, the online
 * payment the gateway confirmed (with its receipt) and the proof the taxpayer attached.
 */
export function PagoValidacion({ detalle, servicio }: { detalle: DetalleLicenciaTarea; servicio: number }) {
  const [fuente, setFuente] = useState<FuentePdf | null>(null);
  const [documento, setDocumento] = useState<DocumentoVisible | null>(null);
  const est = detalle.establecimiento;
  const estados = (detalle.licencia.estados_cuenta ?? []).filter((e) => e.servicio_id === servicio);
  const pagos = (detalle.pagos ?? []).filter((p) => p.servicio_id === servicio);
  const comprobantes = detalle.documentos.filter((d) => d.tipo_archivo === `comprobante_pago_${servicio}`);
  const nombre = nombreServicio(servicio);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Pago a validar</CardTitle>
        <CardDescription>{nombre}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <TablaEstadosCuenta
          titulo={`Estados de cuenta de ${nombre}`}
          estados={estados}
          acciones={(e) => (
            <Button size="sm" variant="outline" onClick={() => setFuente(estadoCuentaPdf(e))}>
              <FileText aria-hidden="true" />
              Ver estado de cuenta
            </Button>
          )}
        />
        {pagos.length ? (
          <Table>
            <TableCaption>Pagos en línea confirmados</TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead>Folio de pago</TableHead>
                <TableHead>Autorización</TableHead>
                <TableHead className="text-right">Monto</TableHead>
                <TableHead>Confirmado</TableHead>
                <TableHead>
                  <span className="sr-only">Acciones</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {pagos.map((p) => {
                const recibo = reciboPagoPdf({ servicio_id: p.servicio_id, folio_pago: p.folio_pago }, est.id);
                return (
                  <TableRow key={p.order_id}>
                    <TableCell className="font-mono text-xs">{p.folio_pago ?? '—'}</TableCell>
                    <TableCell className="font-mono text-xs">{p.autorizacion ?? '—'}</TableCell>
                    <TableCell className="text-right">{formatearMoneda(p.monto)}</TableCell>
                    <TableCell className="whitespace-nowrap">{formatearFechaHora(p.confirmado_at)}</TableCell>
                    <TableCell>
                      {recibo ? (
                        <Button size="sm" variant="outline" onClick={() => setFuente(recibo)}>
                          <Receipt aria-hidden="true" />
                          Ver recibo de pago
                        </Button>
                      ) : null}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        ) : null}
        {comprobantes.map((d) => (
          <div key={d.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-3">
            <div>
              <p className="font-medium">{d.etiqueta}</p>
              <p className="text-xs text-muted-foreground">Adjuntado el {formatearFechaHora(d.created_at)}</p>
            </div>
            <Button size="sm" onClick={() => setDocumento({ id: d.id, nombre: d.etiqueta, nombre_archivo: d.nombre, mime: d.mime })}>
              <Eye aria-hidden="true" />
              Ver comprobante de pago
            </Button>
          </div>
        ))}
        {!pagos.length && !comprobantes.length ? <Alert variant="warning">No hay pago en línea confirmado ni comprobante de pago adjunto para este servicio.</Alert> : null}
      </CardContent>
      <Visor fuente={fuente} alCerrar={() => setFuente(null)} />
      <Visor fuente={documento} alCerrar={() => setDocumento(null)} />
    </Card>
  );
}
