import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CreditCard, FileText, Upload } from 'lucide-react';
import { MSG_PAGO } from '../../domain/tramite/mensajes';
import { SubirPdfDialog } from '../fiscalizacion/subdialogos';
import { subirArchivo } from '../lib/api';
import type { EstadoCuentaDto } from '../../api/pagos/estados-cuenta.dto';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Visor, type FuentePdf } from '../components/visor';
import { formatearMoneda } from '../lib/formato';
import { AvisoPago } from '../tramite/pagos/aviso-pago';
import { usePagoEnLinea } from '../tramite/pagos/use-pago-en-linea';
import { qkDictamen } from './consultas';
import type { BaseDictamen } from './tipos';

const estadoCuentaPdf = (e: Pick<EstadoCuentaDto, 'id' | 'folio'>): FuentePdf => ({
  titulo: `Estado de cuenta ${e.folio}`,
  ruta: `/api/estadocuenta/${e.id}/pdf`,
  nombreArchivo: `estado-cuenta-${e.folio}.pdf`,
});

interface Props {
  base: BaseDictamen;
  /** the request (its receipt's URL) */
  id: number;
  estado: EstadoCuentaDto;
  /** whose the order is, as the gateway names it (the request's folio) */
  clave: string;
  /** the taxpayer may pay it now ('Pagar en línea' or a receipt) */
  pagar: boolean;
}

/**
 * The fee of the dictamen (services 1757 / 1758, spec 3 §9): its statement, whether it is paid,
 * 'Ver estado de cuenta', 'Pagar en línea' (the kit's gateway window) or the payment receipt
 * (PDF; Desarrollo Urbano validates it); what became of the payment is said here, where it started.
 */
export function PagosDictamen({ base, id, estado: e, clave, pagar }: Props) {
  const qc = useQueryClient();
  const [fuente, setFuente] = useState<FuentePdf | null>(null);
  const [subir, setSubir] = useState(false);
  const pago = usePagoEnLinea([qkDictamen.de(base)]);
  return (
    <div className="flex flex-col gap-3">
      <AvisoPago pago={pago} />
      <div role="group" aria-label="Estado de cuenta" className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-3">
        <p className="text-sm">
          Estado de cuenta <span className="font-mono">{e.folio}</span> ({e.servicio}): <span className="font-semibold">{formatearMoneda(e.total)}</span> ·{' '}
          {e.pagado ? <Badge variant="success">Pagado</Badge> : <Badge variant="warning">Por pagar</Badge>}
          {e.pagado && e.folio_pago ? <span className="text-muted-foreground"> · folio de pago {e.folio_pago}</span> : null}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={() => setFuente(estadoCuentaPdf(e))}>
            <FileText aria-hidden="true" />
            Ver estado de cuenta
          </Button>
          {pagar && !e.pagado ? (
            <Button size="sm" onClick={() => void pago.pagar(e, clave)} disabled={pago.enCurso}>
              <CreditCard aria-hidden="true" />
              Pagar en línea
            </Button>
          ) : null}
          {pagar && !e.pagado ? (
            <Button size="sm" variant="secondary" onClick={() => setSubir(true)}>
              <Upload aria-hidden="true" />
              Subir recibo de pago
            </Button>
          ) : null}
        </div>
      </div>
      {e.conceptos.length ? (
        <ul aria-label={`Conceptos del estado de cuenta ${e.folio}`} className="text-sm text-muted-foreground">
          {e.conceptos.map((c, i) => (
            <li key={`${c.concepto}-${i}`}>
              {c.concepto}: {formatearMoneda(c.importe)}
            </li>
          ))}
        </ul>
      ) : null}
      {pagar ? (
        <SubirPdfDialog
          abierto={subir}
          alCambiar={setSubir}
          titulo="Subir recibo de pago"
          descripcion={`Recibo del pago del estado de cuenta ${e.folio}. Desarrollo Urbano lo validará.`}
          etiqueta="Recibo de pago"
          alSubir={async (f, p) => {
            const datos = new FormData();
            datos.append('file', f, f.name);
            try {
              await subirArchivo(`/api${base}/${id}/reciboPago`, datos, p, { exito: MSG_PAGO.reciboCargado });
              await qc.invalidateQueries({ queryKey: qkDictamen.de(base) });
              return true;
            } catch {
              return false;
            }
          }}
        />
      ) : null}
      <Visor fuente={fuente} alCerrar={() => setFuente(null)} />
    </div>
  );
}
