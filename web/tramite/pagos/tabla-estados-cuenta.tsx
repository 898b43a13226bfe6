import type { ReactNode } from 'react';
import type { EstadoCuentaDto } from '../../../api/pagos/estados-cuenta.dto';
import { Badge } from '../../components/ui/badge';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { formatearMoneda } from '../../lib/formato';
import { formatearDia } from '../../lib/fechas';

const Estatus = ({ e }: { e: EstadoCuentaDto }) => (e.pagado ? <Badge variant="success">Pagado</Badge> : <Badge variant="warning">Por pagar</Badge>);

function Conceptos({ e }: { e: EstadoCuentaDto }) {
  if (!e.conceptos?.length) return null;
  return (
    <ul className="text-xs text-muted-foreground">
      {e.conceptos.map((c, i) => (
        <li key={`${c.concepto}-${i}`}>
          {c.concepto}: {formatearMoneda(c.importe)}
        </li>
      ))}
    </ul>
  );
}

/**
 * Account statements of a request (spec 1 §7.5); the caller supplies each row's actions. On a phone
 * each statement is a card, so 'Pagar en línea' is never off-screen; from sm up, a table.
 */
export function TablaEstadosCuenta({ titulo, estados, acciones }: { titulo: string; estados: EstadoCuentaDto[]; acciones: (e: EstadoCuentaDto) => ReactNode }) {
  return (
    <>
      <ul aria-label={titulo} className="flex flex-col gap-3 sm:hidden">
        {estados.length === 0 ? <li className="rounded-md border border-dashed border-border p-4 text-center text-muted-foreground">No hay estados de cuenta.</li> : null}
        {estados.map((e) => (
          <li key={e.id} className="flex flex-col gap-2 rounded-md border border-border p-3">
            <div className="flex items-start justify-between gap-2">
              <div className="font-medium">{e.servicio}</div>
              <Estatus e={e} />
            </div>
            <Conceptos e={e} />
            <dl className="grid grid-cols-2 gap-1 text-sm">
              <dt className="text-muted-foreground">Folio</dt>
              <dd className="break-all font-mono text-xs">{e.folio}</dd>
              <dt className="text-muted-foreground">Total</dt>
              <dd className="font-semibold">{formatearMoneda(e.total)}</dd>
              <dt className="text-muted-foreground">Vence</dt>
              <dd>{formatearDia(e.vence_at)}</dd>
            </dl>
            <div className="flex flex-wrap gap-2">{acciones(e)}</div>
          </li>
        ))}
      </ul>
      <div className="hidden sm:block">
        <Table>
          <TableCaption>{titulo}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>Folio</TableHead>
              <TableHead>Concepto</TableHead>
              <TableHead className="text-right">Total</TableHead>
              <TableHead>Vence</TableHead>
              <TableHead>Estatus</TableHead>
              <TableHead>
                <span className="sr-only">Acciones</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody vacio="No hay estados de cuenta.">
            {estados.map((e) => (
              <TableRow key={e.id}>
                <TableCell className="whitespace-nowrap font-mono text-xs">{e.folio}</TableCell>
                <TableCell>
                  <div className="font-medium">{e.servicio}</div>
                  <Conceptos e={e} />
                </TableCell>
                <TableCell className="whitespace-nowrap text-right font-semibold">{formatearMoneda(e.total)}</TableCell>
                <TableCell className="whitespace-nowrap">{formatearDia(e.vence_at)}</TableCell>
                <TableCell>
                  <Estatus e={e} />
                </TableCell>
                <TableCell>
                  <div className="flex flex-wrap justify-end gap-2">{acciones(e)}</div>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </>
  );
}
