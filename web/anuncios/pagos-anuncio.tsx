import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CreditCard, Eye, FileText, Receipt, Upload } from 'lucide-react';
import type { EstadoCuentaDto } from '../../api/pagos/estados-cuenta.dto';
import { MENSAJES_ANUNCIO as M } from '../../domain/anuncios/mensajes';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Visor, type DocumentoVisible, type FuentePdf } from '../components/visor';
import { subirArchivo } from '../lib/api';
import { formatearMoneda } from '../lib/formato';
import { MSG_PAGO } from '../../domain/tramite/mensajes';
import { reciboPagoPdf } from '../licencia/impresos';
import { AvisoPago } from '../tramite/pagos/aviso-pago';
import { usePagoEnLinea } from '../tramite/pagos/use-pago-en-linea';
import { SubirPdfDialog } from '../fiscalizacion/subdialogos';
import { documentoAnuncio } from './comun';
import { qkAnuncios } from './consultas';

interface Props {
  folio: string;
  estado: EstadoCuentaDto;
  /** the statement's PDF (the procedure's own URL, or the kit's in the inbox) */
  pdf: FuentePdf;
  /** the establishment (the receipt's URL); 0 on a public road */
  locacionId: number;
  /** the taxpayer's page: pay online ('Pagar en línea') and upload a receipt; null in the inbox */
  propio: { clave: string; pagar: boolean; reciboUrl: string | null } | null;
  recibo?: { id: number; codigo: string; nombre: string; mime: string } | null;
}

/**
 * The 1756 statement of a sign request (spec 3 §9, §7.1 getEdoCuentaAnuncio): folio, amount and
 * whether it is paid; 'Ver estado de cuenta', 'Pagar en línea' (the kit's gateway window), the
 * payment receipt upload (PDF; Desarrollo Urbano validates it) and, once paid, the receipt.
 */
export function PagosAnuncio({ folio, estado: e, pdf, locacionId, propio, recibo }: Props) {
  const qc = useQueryClient();
  const [fuente, setFuente] = useState<FuentePdf | DocumentoVisible | null>(null);
  const [subir, setSubir] = useState(false);
  const pago = usePagoEnLinea([qkAnuncios.todo]);
  const reciboOficial = e.pagado ? reciboPagoPdf(e, locacionId) : null;
  const palabra = e.pagado ? { t: 'Pagado', v: 'success' as const } : recibo ? { t: 'Recibo en validación', v: 'info' as const } : { t: 'Por pagar', v: 'warning' as const };
  return (
    <div className="flex flex-col gap-3">
      <AvisoPago pago={pago} />
      <div role="group" aria-label="Estado de cuenta" className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-3">
        <p className="text-sm">
          Estado de cuenta <span className="font-mono">{e.folio}</span> ({e.servicio}): <span className="font-semibold">{formatearMoneda(e.total)}</span> ·{' '}
          <Badge variant={palabra.v}>{palabra.t}</Badge>
          {e.pagado && e.folio_pago ? <span className="text-muted-foreground"> · folio de pago {e.folio_pago}</span> : null}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={() => setFuente(pdf)}>
            <FileText aria-hidden="true" />
            Ver estado de cuenta
          </Button>
          {propio?.pagar && !e.pagado ? (
            <Button size="sm" onClick={() => void pago.pagar(e, propio.clave)} disabled={pago.enCurso}>
              <CreditCard aria-hidden="true" />
              {M.pagarEnLinea}
            </Button>
          ) : null}
          {propio?.pagar && propio.reciboUrl && !e.pagado ? (
            <Button size="sm" variant="secondary" onClick={() => setSubir(true)}>
              <Upload aria-hidden="true" />
              Subir recibo de pago
            </Button>
          ) : null}
          {recibo ? (
            <Button size="sm" variant="outline" onClick={() => setFuente(documentoAnuncio(recibo))}>
              <Eye aria-hidden="true" />
              Ver recibo de pago
            </Button>
          ) : null}
          {reciboOficial ? (
            <Button size="sm" variant="outline" onClick={() => setFuente(reciboOficial)}>
              <Receipt aria-hidden="true" />
              Recibo oficial
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
      {propio?.reciboUrl ? (
        <SubirPdfDialog
          abierto={subir}
          alCambiar={setSubir}
          titulo="Subir recibo de pago"
          descripcion={`Recibo del pago del estado de cuenta de la solicitud ${folio}. Desarrollo Urbano lo validará.`}
          etiqueta="Recibo de pago"
          alSubir={async (f, p) => {
            const datos = new FormData();
            datos.append('file', f, f.name);
            try {
              await subirArchivo(propio.reciboUrl!, datos, p, { exito: MSG_PAGO.reciboCargado });
              await qc.invalidateQueries({ queryKey: qkAnuncios.todo });
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
