import { useId } from 'react';
import { CalendarDays, CreditCard, Eye, FileCheck2, MapPin, Megaphone, Send } from 'lucide-react';
import { ChipEstatusAnuncio } from '../anuncios/comun';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { ImagenEstablecimiento } from '../establecimientos/imagen-establecimiento';
import { MenuAcciones, type AccionMenu } from '../establecimientos/menu-acciones';
import { formatearFecha } from '../lib/formato';
import { cuantosAnuncios, domicilioTexto, fotoDe, motivosDe, predioTexto } from './lectura';
import type { SolicitudExterna } from './tipos';

export type DialogoTarjeta = 'detalle' | 'permisos' | 'enviar' | 'formato';

interface Props {
  s: SolicitudExterna;
  /** opens one of the list's dialogs for this request */
  alAbrir: (s: SolicitudExterna, d: DialogoTarjeta) => void;
}

/** spec 3 §4.1 status 5: the reason and what to do. */
export function AvisoDevuelta({ s }: { s: SolicitudExterna }) {
  const motivos = motivosDe(s);
  if (!motivos.length) return null;
  return (
    <Alert variant="destructive" title="Solicitud devuelta">
      {motivos.map((m) => (
        <p key={m} className="whitespace-pre-line break-words">
          <span className="font-semibold">Motivo:</span> {m}
        </p>
      ))}
      <p className="mt-1">Edite la información de sus anuncios, presione «Actualizar datos anuncio» y envíe la solicitud nuevamente a revisión.</p>
    </Alert>
  );
}

/**
 * A public-road sign request on the list (spec 3 §2.3): folio, status, the first sign's photo, the
 * property's address, its signs, and the menu — 'Permisos de anuncios publicitarios', the detail,
 * sending to review, the authorization format.
 */
export function TarjetaSolicitudExterna({ s, alAbrir }: Props) {
  const tituloId = useId();
  const foto = fotoDe(s);
  const domicilio = domicilioTexto(s.domicilio);
  const acciones: AccionMenu[] = [
    { clave: 'permisos', etiqueta: 'Permisos de anuncios publicitarios', icono: <Megaphone aria-hidden="true" />, alElegir: () => alAbrir(s, 'permisos') },
    { clave: 'detalle', etiqueta: 'Ver detalle de la solicitud', icono: <Eye aria-hidden="true" />, alElegir: () => alAbrir(s, 'detalle') },
    ...(s.acciones.enviar ? [{ clave: 'enviar', etiqueta: 'Enviar a revisión', icono: <Send aria-hidden="true" />, alElegir: () => alAbrir(s, 'enviar') }] : []),
    ...(s.acciones.pagar ? [{ clave: 'pagar', etiqueta: 'Pagar derechos', icono: <CreditCard aria-hidden="true" />, alElegir: () => alAbrir(s, 'detalle') }] : []),
    ...(s.acciones.ver_formato ? [{ clave: 'formato', etiqueta: 'Ver formato autorización', icono: <FileCheck2 aria-hidden="true" />, alElegir: () => alAbrir(s, 'formato') }] : []),
  ];
  return (
    <Card className="flex h-full flex-col overflow-hidden" aria-labelledby={tituloId} role="article">
      <div className="relative h-36 w-full bg-muted">
        <ImagenEstablecimiento imagen={foto ?? undefined} alt={foto ? `Fotografía del anuncio de la solicitud ${s.folio}` : ''} />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id={tituloId} className="font-mono text-lg font-semibold leading-tight">
            {s.folio}
          </h2>
          <ChipEstatusAnuncio estatus={s.estatus_id} />
        </div>
        <dl className="grid gap-1 text-sm">
          <div className="flex gap-1">
            <dt className="sr-only">Predio:</dt>
            <dd className="break-words font-medium">{predioTexto(s)}</dd>
          </div>
          <div className="flex gap-1">
            <dt>
              <MapPin aria-hidden="true" className="mt-0.5 size-4 text-muted-foreground" />
              <span className="sr-only">Domicilio:</span>
            </dt>
            <dd className="break-words">{domicilio ?? '—'}</dd>
          </div>
          <div className="flex gap-1">
            <dt>
              <CalendarDays aria-hidden="true" className="mt-0.5 size-4 text-muted-foreground" />
              <span className="sr-only">Fecha de solicitud:</span>
            </dt>
            <dd>
              {formatearFecha(s.created_at)} · {cuantosAnuncios(s.anuncio_externo.length)}
            </dd>
          </div>
        </dl>
        <AvisoDevuelta s={s} />
        <div className="mt-auto flex flex-wrap justify-end gap-2 pt-2">
          {s.acciones.ver_formato ? (
            <Button size="sm" onClick={() => alAbrir(s, 'formato')}>
              <FileCheck2 aria-hidden="true" />
              Ver formato autorización
            </Button>
          ) : null}
          <Button size="sm" variant="outline" onClick={() => alAbrir(s, 'permisos')}>
            <Megaphone aria-hidden="true" />
            Anuncios
          </Button>
          <MenuAcciones etiqueta={`Acciones de la solicitud ${s.folio}`} acciones={acciones} />
        </div>
      </div>
    </Card>
  );
}
