import { useState } from 'react';
import { CreditCard, Eye, FileCheck2, FileText, Printer, Send } from 'lucide-react';
import { MENSAJES_ANUNCIO as M } from '../../domain/anuncios/mensajes';
import { definicionDe } from '../../domain/tramites';
import { ChipEstatusAnuncio, documentoAnuncio } from '../anuncios/comun';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Dato } from '../components/ui/dato';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../components/ui/dialog';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '../components/ui/table';
import { Visor, type FuenteVisor } from '../components/visor';
import { formatearFechaHora, formatearMoneda } from '../lib/formato';
import { LineaTiempo } from '../tramite/linea-tiempo';
import { AvisoPago } from '../tramite/pagos/aviso-pago';
import { usePagoEnLinea } from '../tramite/pagos/use-pago-en-linea';
import { useTramite } from '../tramite/use-tramite';
import { estadoCuentaAnuncioPdf, formatoAutorizacionPdf, qkExt, solicitudImpresaPdf } from './consultas';
import { clavePago, documentosDe, domicilioTexto, nombreAnuncio, predioTexto, tipoPropiedadTexto } from './lectura';
import { AvisoDevuelta } from './tarjeta-solicitud';
import type { SolicitudExterna } from './tipos';

interface Props {
  s: SolicitudExterna;
  abierto: boolean;
  alCambiar: (v: boolean) => void;
  /** 'Enviar a revisión': the list asks for the confirmation */
  alEnviar: () => void;
}

function Linea({ tramite }: { tramite: SolicitudExterna['tramite'] }) {
  const t = useTramite(definicionDe(tramite.procedimiento), tramite);
  return <LineaTiempo pasos={t.linea} progreso={t.progreso} />;
}

/** The request's files and its signs' (spec 3 §2.3 'the request's documents'), each with its viewer. */
function Documentos({ s, alVer }: { s: SolicitudExterna; alVer: (f: FuenteVisor) => void }) {
  const docs = documentosDe(s);
  return (
    <Table>
      <TableCaption>Documentos de la solicitud {s.folio}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>Documento</TableHead>
          <TableHead>De</TableHead>
          <TableHead>
            <span className="sr-only">Acciones</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody vacio={M.sinRegistros}>
        {docs.map((d) => {
          const v = documentoAnuncio(d);
          const etiqueta = v.nombre;
          return (
            <TableRow key={d.id}>
              <TableCell>
                <div className="font-medium">{etiqueta}</div>
                <div className="break-all text-xs text-muted-foreground">{d.nombre}</div>
              </TableCell>
              <TableCell>{d.de}</TableCell>
              <TableCell>
                <Button size="sm" variant="outline" aria-label={`Ver ${etiqueta} (${d.de})`} onClick={() => alVer(v)}>
                  <Eye aria-hidden="true" />
                  Ver
                </Button>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

/**
 * The detail of a public-road sign request (spec 3 §2.3): the property, the status and its reason,
 * the timeline, the documents, the printed request and — once authorized — the authorization
 * format in the viewer, the statement of the 1756 fee with 'Pagar en línea', and 'Enviar a revisión'.
 */
export function DetalleSolicitudDialog({ s, abierto, alCambiar, alEnviar }: Props) {
  const [fuente, setFuente] = useState<FuenteVisor | null>(null);
  const pago = usePagoEnLinea([qkExt.todo]);
  const edo = s.estado_cuenta;
  const pagable = edo !== null && !edo.pagado && s.acciones.pagar;
  return (
    <>
      <Dialog open={abierto} onOpenChange={alCambiar}>
        <DialogContent className="max-w-5xl">
          <DialogHeader>
            <DialogTitle>Solicitud {s.folio}</DialogTitle>
            <DialogDescription>{M.tituloExterno}</DialogDescription>
          </DialogHeader>
          <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <Dato etiqueta="Estatus">
              <ChipEstatusAnuncio estatus={s.estatus_id} />
            </Dato>
            <Dato etiqueta="Predio">{predioTexto(s)}</Dato>
            <Dato etiqueta="Domicilio">{domicilioTexto(s.domicilio)}</Dato>
            <Dato etiqueta="Tipo de propiedad">{tipoPropiedadTexto(s.tipo_propiedad_id)}</Dato>
            <Dato etiqueta="Fecha de solicitud">{formatearFechaHora(s.created_at)}</Dato>
            <Dato etiqueta="Permiso del año">{s.anio}</Dato>
            <Dato etiqueta="Anuncios">{s.anuncio_externo.map((a, i) => nombreAnuncio(a, i)).join('; ')}</Dato>
            {s.alto_riesgo ? <Dato etiqueta="Riesgo">{M.altoRiesgo}</Dato> : null}
            {s.importe ? <Dato etiqueta="Derechos">{formatearMoneda(s.importe)}</Dato> : null}
          </dl>
          <AvisoDevuelta s={s} />
          <div role="group" aria-label={`Acciones de la solicitud ${s.folio}`} className="flex flex-wrap gap-2">
            <Button size="sm" variant="outline" onClick={() => setFuente(solicitudImpresaPdf(s))}>
              <Printer aria-hidden="true" />
              Ver solicitud impresa
            </Button>
            {s.acciones.ver_formato ? (
              <Button size="sm" onClick={() => setFuente(formatoAutorizacionPdf(s))}>
                <FileCheck2 aria-hidden="true" />
                {M.verFormato}
              </Button>
            ) : null}
            {s.acciones.enviar ? (
              <Button size="sm" onClick={alEnviar}>
                <Send aria-hidden="true" />
                {M.enviarRevision}
              </Button>
            ) : null}
          </div>
          {edo ? (
            <section aria-labelledby={`edo-${s.id}`} className="flex flex-col gap-2 rounded-md border border-border p-3">
              <h3 id={`edo-${s.id}`} className="text-sm font-semibold">
                Estado de cuenta
              </h3>
              <p className="flex flex-wrap items-center gap-2 text-sm">
                <span className="font-mono">{edo.folio}</span> · {formatearMoneda(edo.total)} ·
                {edo.pagado ? <Badge variant="success">Pagado</Badge> : <Badge variant="warning">Por pagar</Badge>}
              </p>
              <AvisoPago pago={pago} />
              <div className="flex flex-wrap gap-2">
                <Button size="sm" variant="outline" onClick={() => setFuente(estadoCuentaAnuncioPdf(s))}>
                  <FileText aria-hidden="true" />
                  Ver estado de cuenta
                </Button>
                {pagable ? (
                  <Button size="sm" disabled={pago.enCurso} onClick={() => void pago.pagar(edo, clavePago(s))}>
                    <CreditCard aria-hidden="true" />
                    {M.pagarEnLinea}
                  </Button>
                ) : null}
              </div>
            </section>
          ) : null}
          <details className="rounded-md border border-border p-3 [&[open]>summary]:mb-3">
            <summary className="cursor-pointer text-sm font-semibold">Línea de tiempo</summary>
            <Linea tramite={s.tramite} />
          </details>
          <Documentos s={s} alVer={setFuente} />
        </DialogContent>
      </Dialog>
      <Visor fuente={fuente} alCerrar={() => setFuente(null)} />
    </>
  );
}
