import { useState, type ReactNode } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { CreditCard, FileText } from 'lucide-react';
import type { EstadoCuentaDto } from '../../../api/pagos/estados-cuenta.dto';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Visor, type FuentePdf } from '../../components/visor';
import { formatearMoneda } from '../../lib/formato';
import { AvisoPago } from './aviso-pago';
import { usePagoEnLinea } from './use-pago-en-linea';

/** The kit's PDF of a statement (GET /api/estadocuenta/{id}/pdf). */
export const pdfEstadoCuenta = (e: Pick<EstadoCuentaDto, 'id' | 'folio'>): FuentePdf => ({
  titulo: `Estado de cuenta ${e.folio}`,
  ruta: `/api/estadocuenta/${e.id}/pdf`,
  nombreArchivo: `estado-cuenta-${e.folio}.pdf`,
});

interface Props {
  estado: EstadoCuentaDto;
  /** whose the order is, as the procedure's payment subject names it (sujetoPago's clave) */
  clave: string;
  /** the request waits on this payment now: 'Pagar en línea' is offered */
  pagar: boolean;
  /** query keys read again once the gateway's answer is known */
  refrescar: readonly QueryKey[];
  /** the word shown while unpaid (e.g. 'Recibo en validación' once a receipt was uploaded) */
  palabraPendiente?: { texto: string; variante: 'warning' | 'info' };
  /** the procedure's own buttons next to the kit's (its receipt upload) */
  acciones?: ReactNode;
}

/**
 * A procedure's statement and its online payment (spec 1 §7.5), for any kit procedure: the folio,
 * the service, the amount and whether it is paid, its concepts, 'Ver estado de cuenta' and 'Pagar
 * en línea' (the kit's gateway window); what became of the payment is said here, where it started.
 */
export function EstadoCuentaPago({ estado: e, clave, pagar, refrescar, palabraPendiente, acciones }: Props) {
  const [fuente, setFuente] = useState<FuentePdf | null>(null);
  const pago = usePagoEnLinea(refrescar);
  const palabra = e.pagado ? { texto: 'Pagado', variante: 'success' as const } : (palabraPendiente ?? { texto: 'Por pagar', variante: 'warning' as const });
  return (
    <div className="flex flex-col gap-3">
      <AvisoPago pago={pago} />
      <div role="group" aria-label={`Estado de cuenta ${e.folio}`} className="flex flex-col gap-2 rounded-md border border-border p-3">
        <p className="text-sm">
          Estado de cuenta <span className="font-mono">{e.folio}</span> ({e.servicio}): <span className="font-semibold">{formatearMoneda(e.total)}</span> ·{' '}
          <Badge variant={palabra.variante} data-testid="estatus-pago">
            {palabra.texto}
          </Badge>
          {e.pagado && e.folio_pago ? <span className="text-muted-foreground"> · folio de pago {e.folio_pago}</span> : null}
        </p>
        {e.conceptos.length ? (
          <ul aria-label={`Conceptos del estado de cuenta ${e.folio}`} className="text-sm text-muted-foreground">
            {e.conceptos.map((c, i) => (
              <li key={`${c.concepto}-${i}`}>
                {c.concepto}: {formatearMoneda(c.importe)}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={() => setFuente(pdfEstadoCuenta(e))}>
            <FileText aria-hidden="true" />
            Ver estado de cuenta
          </Button>
          {pagar && !e.pagado ? (
            <Button size="sm" onClick={() => void pago.pagar(e, clave)} disabled={pago.enCurso}>
              <CreditCard aria-hidden="true" />
              Pagar en línea
            </Button>
          ) : null}
          {acciones}
        </div>
      </div>
      <Visor fuente={fuente} alCerrar={() => setFuente(null)} />
    </div>
  );
}
