import { RefreshCw, RotateCcw } from 'lucide-react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { avisoDePago } from './resultado-pago';
import type { PagoEnLinea } from './use-pago-en-linea';

/** What became of the online payment (a procedure's or a key's property tax), in the dialog that started it, with its retry. */
export function AvisoPago({ pago }: { pago: Pick<PagoEnLinea, 'resultado' | 'consultar' | 'reintentar' | 'enCurso'> }) {
  const a = avisoDePago(pago.resultado);
  if (!a) return null;
  return (
    <Alert variant={a.variante} title={a.titulo} data-testid="aviso-pago">
      <p>{a.texto}</p>
      {a.reintentar || a.consultar ? (
        <div className="mt-2 flex flex-wrap gap-2">
          {a.consultar ? (
            <Button size="sm" variant="outline" onClick={() => void pago.consultar()} disabled={pago.enCurso}>
              <RefreshCw aria-hidden="true" />
              Consultar de nuevo
            </Button>
          ) : null}
          {a.reintentar ? (
            <Button size="sm" onClick={() => void pago.reintentar()} disabled={pago.enCurso}>
              <RotateCcw aria-hidden="true" />
              Intentar de nuevo
            </Button>
          ) : null}
        </div>
      ) : null}
    </Alert>
  );
}
