import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ArrowLeft, FileCheck2, Plus, Printer, Send, ShieldAlert } from 'lucide-react';
import { MENSAJES_ANUNCIO as M } from '../../domain/anuncios/mensajes';
import { Encabezado } from '../components/layout/encabezado';
import { Alert } from '../components/ui/alert';
import { Confirmar } from '../components/ui/alert-dialog';
import { Badge } from '../components/ui/badge';
import { Button, buttonVariants } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Dato } from '../components/ui/dato';
import { Cargando } from '../components/ui/skeleton';
import { Visor, type DocumentoVisible, type FuentePdf } from '../components/visor';
import { formatearFechaHora, formatearMoneda } from '../lib/formato';
import { useAccion } from '../lib/use-accion';
import { ChipEstatusAnuncio } from './comun';
import {
  eliminarAnuncio,
  enviarSolicitudAnuncio,
  estadoCuentaAnuncioPdf,
  formatoAutorizacionPdf,
  qkAnuncios,
  rutaFormAnuncio,
  solicitudImpresaPdf,
  useSolicitudesAnuncio,
  type AnuncioDto,
  type SolicitudAnuncioDto,
} from './consultas';
import { LineaAnuncio } from './linea-anuncio';
import { PagosAnuncio } from './pagos-anuncio';
import { TarjetaAnuncio } from './tarjeta-anuncio';
import { useMotivoSinAnuncios } from './licencia-anuncios';

const numero = (v: string | null | undefined) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** The request's status (spec 3 §4.1) and, when returned, why and what to do. */
function Estado({ s }: { s: SolicitudAnuncioDto }) {
  return (
    <div className="flex flex-col gap-3">
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Dato etiqueta="Estatus">
          <ChipEstatusAnuncio estatus={s.estatus_id} />
        </Dato>
        <Dato etiqueta="Año del permiso">{`${s.anio} (vence el 31 de diciembre)`}</Dato>
        <Dato etiqueta="Solicitada">{formatearFechaHora(s.created_at)}</Dato>
        <Dato etiqueta="Derechos">{s.importe ? formatearMoneda(s.importe) : 'Se calculan al revisar la solicitud'}</Dato>
      </dl>
      {s.alto_riesgo ? (
        <p className="flex items-center gap-2 text-sm">
          <ShieldAlert aria-hidden="true" className="size-4 text-amber-700" />
          {M.altoRiesgo}
        </p>
      ) : null}
      {s.estatus_id === 5 ? (
        <Alert variant="destructive" title="Solicitud devuelta">
          {s.motivo_rechazo ? (
            <p className="whitespace-pre-line break-words">
              <span className="font-semibold">Motivo:</span> {s.motivo_rechazo}
            </p>
          ) : null}
          <p className="mt-1">{M.devueltoInstruccion}</p>
        </Alert>
      ) : null}
      {s.estatus_id === 1 && s.anuncio.length ? <Alert variant="info">Cuando termine de agregar sus anuncios, pulse «{M.enviarRevision}». Después ya no podrá editarlos.</Alert> : null}
    </div>
  );
}

/**
 * /admin/establecimientos/anuncios/:idSolicitud?establecimiento=… (spec 3 §2.1, §2.2): one request's
 * signs as cards (material, dates, size, lit, content) with 'Agregar' and 'Eliminar', the status
 * chip, the reason of a return, 'Enviar a revisión' with its confirmation, the statement and its
 * payment, 'Ver formato autorización' once authorized, and the timeline.
 */
export function AnunciosSolicitudPage() {
  const id = numero(useParams().idSolicitud);
  const [q] = useSearchParams();
  const locacionId = numero(q.get('establecimiento'));
  const navigate = useNavigate();
  const lista = useSolicitudesAnuncio(locacionId);
  const [fuente, setFuente] = useState<FuentePdf | DocumentoVisible | null>(null);
  const [confirmar, setConfirmar] = useState(false);
  const enviar = useAccion({ llamar: (sid: number) => enviarSolicitudAnuncio(sid), invalidar: [qkAnuncios.todo] });
  const eliminar = useAccion({ llamar: (a: AnuncioDto) => eliminarAnuncio(a.id), invalidar: [qkAnuncios.todo] });
  // A new sign only where the API accepts it (its licence issued or in course).
  const puedeAgregar = useMotivoSinAnuncios(locacionId) === null;

  const volver = (
    <Link to="/admin/establecimientos-anuncios" className={buttonVariants({ variant: 'outline' })}>
      <ArrowLeft aria-hidden="true" />
      Solicitudes de anuncios
    </Link>
  );
  if (lista.isLoading) return <Cargando filas={6} />;
  const s = lista.data?.find((x) => x.id === id);
  if (!s || locacionId === null) {
    return (
      <div className="flex flex-col gap-6">
        <Encabezado titulo="Anuncios del establecimiento" acciones={volver} />
        <Alert variant="info" title={M.sinSolicitudes}>
          La solicitud no existe o ya no tiene anuncios.
          {locacionId && puedeAgregar ? (
            <Link to={rutaFormAnuncio(locacionId)} className={`${buttonVariants({ size: 'sm' })} mt-2 flex w-fit`}>
              <Plus aria-hidden="true" />
              Agregar anuncio
            </Link>
          ) : null}
        </Alert>
      </div>
    );
  }
  const nombre = s.establecimiento?.nombre_comercial ?? 'Establecimiento';
  const recibo = s.anuncio_edo_cuenta_aprobado?.recibo_pago_archivo ?? null;
  return (
    <div className="flex flex-col gap-6">
      <Encabezado
        titulo={`Anuncios de ${nombre}`}
        descripcion={`Solicitud ${s.folio}${s.establecimiento ? ` · Clave ${s.establecimiento.external_id}` : ''}`}
        acciones={
          <>
            {s.acciones.editar && puedeAgregar ? (
              <Link to={rutaFormAnuncio(locacionId)} className={buttonVariants()}>
                <Plus aria-hidden="true" />
                {M.agregar}
              </Link>
            ) : null}
            {s.acciones.enviar ? (
              <Button onClick={() => setConfirmar(true)}>
                <Send aria-hidden="true" />
                {M.enviarRevision}
              </Button>
            ) : null}
            {s.acciones.ver_formato ? (
              <Button onClick={() => setFuente(formatoAutorizacionPdf(s))}>
                <FileCheck2 aria-hidden="true" />
                {M.verFormato}
              </Button>
            ) : null}
            <Button variant="outline" onClick={() => setFuente(solicitudImpresaPdf(s))}>
              <Printer aria-hidden="true" />
              Imprimir solicitud
            </Button>
            {volver}
          </>
        }
      />
      <Card>
        <CardHeader>
          <CardTitle>Estado de la solicitud</CardTitle>
        </CardHeader>
        <CardContent>
          <Estado s={s} />
        </CardContent>
      </Card>
      <section aria-labelledby="titulo-anuncios" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="titulo-anuncios" className="text-lg font-semibold">
            Anuncios
          </h2>
          <Badge variant="outline">{s.anuncio.length}</Badge>
        </div>
        {s.anuncio.length ? null : <Alert variant="info">La solicitud aún no tiene anuncios.</Alert>}
        <ul className={s.anuncio.length > 1 ? 'grid gap-4 xl:grid-cols-2' : 'grid gap-4'}>
          {s.anuncio.map((a, i) => (
            <li key={a.id}>
              <TarjetaAnuncio
                a={a}
                indice={i}
                locacionId={locacionId}
                editable={s.acciones.editar}
                alVer={setFuente}
                alEliminar={(x) =>
                  void eliminar.ejecutar(x).then((r) => {
                    if (r.ok && s.anuncio.length === 1) void navigate('/admin/establecimientos-anuncios');
                  })
                }
              />
            </li>
          ))}
        </ul>
      </section>
      {s.estado_cuenta ? (
        <Card>
          <CardHeader>
            <CardTitle>Pago de derechos</CardTitle>
            <CardDescription>Servicio 1756: anuncios. Pague en línea o suba su recibo de pago; Desarrollo Urbano validará el pago.</CardDescription>
          </CardHeader>
          <CardContent>
            <PagosAnuncio
              folio={s.folio}
              estado={s.estado_cuenta}
              pdf={estadoCuentaAnuncioPdf(s)}
              locacionId={locacionId}
              recibo={recibo}
              propio={{
                clave: s.establecimiento?.external_id ?? '',
                pagar: s.acciones.pagar,
                reciboUrl: s.tramite.acciones.comprobante ? `/api/anuncio/${s.id}/reciboPago` : null,
              }}
            />
          </CardContent>
        </Card>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle>Línea de tiempo</CardTitle>
        </CardHeader>
        <CardContent>
          <LineaAnuncio tramite={s.tramite} />
        </CardContent>
      </Card>
      <Confirmar
        abierto={confirmar}
        alCambiar={setConfirmar}
        titulo={M.enviarRevision}
        descripcion={M.confirmarEnvio}
        confirmar={M.enviarRevision}
        alConfirmar={() => void enviar.ejecutar(s.id)}
      />
      <Visor fuente={fuente} alCerrar={() => setFuente(null)} />
    </div>
  );
}
