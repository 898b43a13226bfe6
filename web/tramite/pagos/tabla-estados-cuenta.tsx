import type { ReactNode } from 'react';
import { Badge } from '../../components/ui/badge';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { formatearMoneda } from '../../lib/formato';
import { formatearDia } from '../../licencia/fechas';
import type { EstadoCuentaDto } from '../../../api/pagos/estados-cuenta.dto';

/** Account statements of a request (spec 1 §7.5); the caller supplies each row's actions. */
export function TablaEstadosCuenta({ titulo, estados, acciones }: { titulo: string; estados: EstadoCuentaDto[]; acciones: (e: EstadoCuentaDto) => ReactNode }) {
  return (
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
      <TableBody vacio="No hay coincidencias">
        {estados.map((e) => (
          <TableRow key={e.id}>
            <TableCell className="whitespace-nowrap font-mono text-xs">{e.folio}</TableCell>
            <TableCell>
              <div className="font-medium">{e.servicio}</div>
              {e.conceptos?.length ? (
                <ul className="text-xs text-muted-foreground">
                  {e.conceptos.map((c, i) => (
                    <li key={`${c.concepto}-${i}`}>
                      {c.concepto}: {formatearMoneda(c.importe)}
                    </li>
                  ))}
                </ul>
              ) : null}
            </TableCell>
            <TableCell className="whitespace-nowrap text-right font-semibold">{formatearMoneda(e.total)}</TableCell>
            <TableCell className="whitespace-nowrap">{formatearDia(e.vence_at)}</TableCell>
            <TableCell>{e.pagado ? <Badge variant="success">Pagado</Badge> : <Badge variant="warning">Por pagar</Badge>}</TableCell>
            <TableCell>
              <div className="flex flex-wrap justify-end gap-2">{acciones(e)}</div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
