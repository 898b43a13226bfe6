import { useState } from 'react';
import { CreditCard, Eye, FileText, Paperclip, Receipt } from 'lucide-react';
import type { EstadoCuentaDto } from '../../api/pagos/estados-cuenta.dto';
import type { ConstanciaDetalleDto } from '../../api/usosuelo/usosuelo.schemas';
import { MSG_US } from '../../domain/usosuelo/mensajes';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Visor, type DocumentoVisible, type FuentePdf } from '../components/visor';
import { reciboPagoPdf } from '../licencia/impresos';
import { ComprobanteDialog } from '../tramite/pagos/comprobante-dialog';
import { TablaEstadosCuenta } from '../tramite/pagos/tabla-estados-cuenta';
import { AvisoPago } from '../tramite/pagos/aviso-pago';
import { usePagoEnLinea } from '../tramite/pagos/use-pago-en-linea';
import { qkUsoSuelo } from './consultas';
import { estadoCuentaConstanciaPdf } from './impresos';

const documento = (d: ConstanciaDetalleDto['comprobantes'][number]): DocumentoVisible => ({ id: d.id, nombre: d.etiqueta, nombre_archivo: d.nombre, mime: d.mime });

/**
 * The certificate's statements (spec 1 §4.5, §7.5): view, pay online, attach a proof, see the proof
 * and the receipt. `propio`: the taxpayer's page (staff only look).
 */
export function PagosConstancia({ c, propio }: { c: ConstanciaDetalleDto; propio: boolean }) {
  const [fuente, setFuente] = useState<FuentePdf | DocumentoVisible | null>(null);
  const [comprobante, setComprobante] = useState<EstadoCuentaDto | null>(null);
  const refrescar = [qkUsoSuelo.constancia(c.id), qkUsoSuelo.lista(c.locacion_id)];
  // What became of an online payment is said here, where it started.
  const pago = usePagoEnLinea(refrescar);
  const { pagar, enCurso } = pago;
  const pendiente = (e: EstadoCuentaDto) => propio && !e.pagado;

  const acciones = (e: EstadoCuentaDto) => {
    const recibo = e.pagado ? reciboPagoPdf(e, c.establecimiento.id) : null;
    const proof = c.comprobantes.find((d) => d.tipo_archivo === `comprobante_pago_${e.servicio_id}`);
    return (
      <>
        <Button size="sm" variant="outline" onClick={() => setFuente(estadoCuentaConstanciaPdf(c, e, c.estados_cuenta))}>
          <FileText aria-hidden="true" />
          Ver estado de cuenta
        </Button>
        {pendiente(e) && c.acciones.pagar === e.servicio_id ? (
          <Button size="sm" onClick={() => void pagar(e, c.establecimiento.external_id)} disabled={enCurso}>
            <CreditCard aria-hidden="true" />
            Pagar en línea
          </Button>
        ) : null}
        {propio && c.acciones.comprobante === e.servicio_id ? (
          <Button size="sm" variant="secondary" onClick={() => setComprobante(e)}>
            <Paperclip aria-hidden="true" />
            Adjuntar comprobante de pago
          </Button>
        ) : null}
        {proof ? (
          <Button size="sm" variant="outline" onClick={() => setFuente(documento(proof))}>
            <Eye aria-hidden="true" />
            Ver comprobante
          </Button>
        ) : null}
        {recibo ? (
          <Button size="sm" variant="outline" onClick={() => setFuente(recibo)}>
            <Receipt aria-hidden="true" />
            Ver recibo de pago
          </Button>
        ) : null}
      </>
    );
  };

  return (
    <div className="flex flex-col gap-3">
      <AvisoPago pago={pago} />
      {c.estados_cuenta.length ? (
        <TablaEstadosCuenta titulo={`Estados de cuenta de la constancia ${c.folio}`} estados={c.estados_cuenta} acciones={acciones} />
      ) : (
        <Alert variant="info">{MSG_US.sinEdoCuenta}</Alert>
      )}
      <Visor fuente={fuente} alCerrar={() => setFuente(null)} />
      {comprobante ? (
        <ComprobanteDialog
          url={`/api/constancia_uso_suelo/${c.id}/uploadComprobantePago`}
          refrescar={refrescar}
          servicioId={comprobante.servicio_id}
          servicio={comprobante.servicio}
          abierto
          alCambiar={(v) => !v && setComprobante(null)}
        />
      ) : null}
    </div>
  );
}
