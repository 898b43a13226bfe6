import { useState, type ComponentType } from 'react';
import { FileText } from 'lucide-react';
import type { DetalleTareaArrendamientoDto } from '../../api/arrendamientos/arrendamientos.schemas';
import { CLAVE_ARRENDAMIENTO, PASO_ARRENDAMIENTO } from '../../domain/arrendamientos/definicion';
import { ETIQUETA_PORCENTAJE } from '../../domain/arrendamientos/mensajes';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Dato } from '../components/ui/dato';
import { Visor, type FuentePdf } from '../components/visor';
import { formatearFecha, formatearMoneda } from '../lib/formato';
import type { PropsDetalleTarea } from './props-detalle';

/** What Mercados looks at first at each of its steps (spec 3 §4.5). */
const FOCO: Record<string, { titulo: string; texto: string }> = {
  [PASO_ARRENDAMIENTO.SOLICITUD]: {
    titulo: 'Validación de la solicitud',
    texto: 'Revise el establecimiento, el giro y los documentos. Al validar, el contribuyente podrá subir el contrato de arrendamiento; si rechaza, la corregirá y la enviará de nuevo.',
  },
  [PASO_ARRENDAMIENTO.REVISION_CONTRATO]: {
    titulo: 'Validación del contrato',
    texto: 'Revise las fechas, la renta mensual, el 10% al ayuntamiento y el contrato. Al validar, se genera el estado de cuenta del 10%; si rechaza, el contribuyente corregirá el contrato.',
  },
  [PASO_ARRENDAMIENTO.VALIDACION]: {
    titulo: 'Validación del pago',
    texto: 'Confirme el pago del 10% al ayuntamiento: el recibo que subió el contribuyente o el pago en línea que confirmó la pasarela.',
  },
};

const pdf = (url: string, titulo: string, folio: string): FuentePdf => ({ titulo: `${titulo} ${folio}`, ruta: url, nombreArchivo: `${folio}.pdf` });

function VerPdf({ url, titulo, folio, alVer }: { url: string | null; titulo: string; folio: string; alVer: (f: FuentePdf) => void }) {
  if (!url) return <p className="text-sm text-muted-foreground">Sin archivo.</p>;
  return (
    <Button size="sm" variant="outline" aria-label={`Ver ${titulo}`} onClick={() => alVer(pdf(url, titulo, folio))}>
      <FileText aria-hidden="true" />
      Ver
    </Button>
  );
}

/** The contract as the taxpayer uploaded it: dates, rent, the municipality's 10 %, the lessee and the PDF. */
function Contrato({ d, alVer }: { d: DetalleTareaArrendamientoDto; alVer: (f: FuentePdf) => void }) {
  const c = d.contrato;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Contrato de arrendamiento</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {c ? (
          <>
            <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              <Dato etiqueta="Fecha de inicio">{formatearFecha(c.fecha_inicio)}</Dato>
              <Dato etiqueta="Fecha final">{formatearFecha(c.fecha_fin)}</Dato>
              <Dato etiqueta="Renta mensual">{c.renta_mes ? formatearMoneda(c.renta_mes) : null}</Dato>
              <Dato etiqueta={ETIQUETA_PORCENTAJE}>{c.porcen_ayunta ? formatearMoneda(c.porcen_ayunta) : null}</Dato>
              <Dato etiqueta="Arrendatario">{c.arrendatario_nombre}</Dato>
              <Dato etiqueta="RFC del arrendatario">{c.arrendatario_rfc}</Dato>
            </dl>
            <div className="flex flex-wrap items-center gap-2">
              <span className="text-sm font-medium">Contrato (PDF):</span>
              <VerPdf url={c.docContrato_arrendamiento} titulo="Contrato de arrendamiento" folio={d.folio} alVer={alVer} />
            </div>
          </>
        ) : (
          <p className="text-sm text-muted-foreground">El contribuyente aún no sube el contrato.</p>
        )}
      </CardContent>
    </Card>
  );
}

function Recibo({ d, alVer }: { d: DetalleTareaArrendamientoDto; alVer: (f: FuentePdf) => void }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Pago del 10% al ayuntamiento</CardTitle>
        {d.contrato?.porcen_ayunta ? <CardDescription>{`Importe: ${formatearMoneda(d.contrato.porcen_ayunta)}`}</CardDescription> : null}
      </CardHeader>
      <CardContent>
        {d.docSolidPago ? (
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-sm font-medium">Recibo de pago:</span>
            <VerPdf url={d.docSolidPago} titulo="Recibo de pago" folio={d.folio} alVer={alVer} />
          </div>
        ) : (
          <Alert variant="info">El contribuyente no subió recibo de pago; si pagó en línea, la pasarela confirmó el pago.</Alert>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * What Mercados sees of a market-stall lease in its inbox (spec 3 §3.6, §4.5): the taxpayer, the
 * establishment, the stall and the line of business, the request's documents, the contract (its
 * dates, rent, '10% al ayuntamiento' and file) and the payment receipt; at each step what it
 * decides comes first.
 */
export function DetalleArrendamiento({ detalle: d, paso }: { detalle: DetalleTareaArrendamientoDto; paso: string }) {
  const [fuente, setFuente] = useState<FuentePdf | null>(null);
  const foco = FOCO[paso];
  const enContrato = paso === PASO_ARRENDAMIENTO.REVISION_CONTRATO;
  const enPago = paso === PASO_ARRENDAMIENTO.VALIDACION;
  const contrato = <Contrato d={d} alVer={setFuente} />;
  const recibo = <Recibo d={d} alVer={setFuente} />;
  // The contract and the receipt have their own cards: the request's list keeps the rest.
  const aparte = new Set([d.contrato?.docContrato_arrendamiento, d.docSolidPago].filter(Boolean));
  const documentos = d.documentos.filter((x) => !aparte.has(x.url));
  return (
    <>
      {foco ? (
        <Alert variant="info" title={foco.titulo}>
          {foco.texto}
        </Alert>
      ) : null}
      {enPago ? recibo : null}
      {enContrato || enPago ? contrato : null}
      <Card>
        <CardHeader>
          <CardTitle>Solicitud de arrendamiento</CardTitle>
          <CardDescription>Folio {d.folio}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <Dato etiqueta="Contribuyente">{`${d.contribuyente.nombre} · ${d.contribuyente.rfc}`}</Dato>
            <Dato etiqueta="Establecimiento">{d.locacion.nombre_comercial}</Dato>
            <Dato etiqueta="Local">{d.local_mercado ? `${d.local_mercado.numero} · ${d.local_mercado.mercado}` : null}</Dato>
            <Dato etiqueta="Giro">{d.giro?.d_giro}</Dato>
          </dl>
          {documentos.length ? (
            <ul aria-label="Documentos de la solicitud" className="grid gap-2 md:grid-cols-2">
              {documentos.map((x) => (
                <li key={x.url} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-3">
                  <span className="font-medium">{x.etiqueta}</span>
                  <VerPdf url={x.url} titulo={x.etiqueta} folio={d.folio} alVer={setFuente} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">La solicitud no tiene documentos.</p>
          )}
        </CardContent>
      </Card>
      {enContrato || enPago ? null : d.contrato ? contrato : null}
      <Visor fuente={fuente} alCerrar={() => setFuente(null)} />
    </>
  );
}

/** The inbox's entry of the lease (web/bandeja/detalles.tsx spreads it). */
export const DETALLES_ARRENDAMIENTO: Readonly<Record<string, ComponentType<PropsDetalleTarea>>> = {
  [CLAVE_ARRENDAMIENTO]: ({ detalle, paso }) => <DetalleArrendamiento detalle={detalle as DetalleTareaArrendamientoDto} paso={paso} />,
};
