import { useId } from 'react';
import { Link } from 'react-router';
import { CalendarDays, Eye, FileText, MapPin, MessageSquareWarning, Trash2 } from 'lucide-react';
import { MENSAJES_DICTAMEN as M } from '../../domain/dictamenes/mensajes';
import { ChipEstatusDictamen, ChipVerificacion } from '../dictamenes';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { ImagenEstablecimiento } from '../establecimientos/imagen-establecimiento';
import { MenuAcciones, type AccionMenu } from '../establecimientos/menu-acciones';
import { formatearFecha } from '../lib/formato';
import { rutaSolicitud } from './rutas';
import type { Espectacular } from './tipos';
import { OBJETIVO_MINIMO } from '../components/ui/enlace';

export type DialogoTarjeta = 'motivo' | 'dictamen' | 'eliminar';

const metros = (n: number) => n.toLocaleString('es-MX', { maximumFractionDigits: 2 });

/** '1 sección de 6 m²', '2 secciones de 12 m²'. */
export function seccionesTexto(e: Pick<Espectacular, 'secciones'>): string {
  const n = e.secciones.length;
  if (n === 0) return 'Sin secciones';
  const area = e.secciones.reduce((t, s) => t + s.largo * s.ancho, 0);
  return `${n} ${n === 1 ? 'sección' : 'secciones'} de ${metros(area)} m²`;
}

interface Props {
  e: Espectacular;
  alAbrir: (e: Espectacular, d: DialogoTarjeta) => void;
}

/**
 * A billboard request on the list (spec 3 §2.6): its picture, the folio as a link to the form, the
 * status chip and the 'Verificación' chip (the key's property tax), the address, the menu (the form,
 * the reason of a return, the signed dictamen) and the delete button while it may be deleted.
 */
export function TarjetaEspectacular({ e, alAbrir }: Props) {
  const tituloId = useId();
  const a = e.acciones;
  const acciones: AccionMenu[] = [
    {
      clave: 'ver',
      etiqueta: a.editar ? 'Editar solicitud' : 'Ver solicitud',
      icono: <Eye aria-hidden="true" />,
      enlace: (
        <Link to={rutaSolicitud(e.id)}>
          <Eye aria-hidden="true" />
          {a.editar ? 'Editar solicitud' : 'Ver solicitud'}
        </Link>
      ),
    },
    ...(a.ver_motivo ? [{ clave: 'motivo', etiqueta: M.verMotivoRechazo, icono: <MessageSquareWarning aria-hidden="true" />, alElegir: () => alAbrir(e, 'motivo') }] : []),
    ...(a.ver_dictamen ? [{ clave: 'dictamen', etiqueta: 'Ver dictamen firmado', icono: <FileText aria-hidden="true" />, alElegir: () => alAbrir(e, 'dictamen') }] : []),
  ];
  const foto = e.images[0];
  return (
    <Card className="flex h-full flex-col overflow-hidden" aria-labelledby={tituloId} role="article">
      <div className="relative h-36 w-full bg-muted">
        <ImagenEstablecimiento imagen={foto ? { url: foto } : undefined} alt={foto ? `Fotografía del espectacular ${e.folio}` : ''} />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id={tituloId} className="font-mono text-lg font-semibold leading-tight">
            <Link to={rutaSolicitud(e.id)} className={`${OBJETIVO_MINIMO} text-primary underline-offset-4 hover:underline`}>
              {e.folio}
            </Link>
          </h2>
          <ChipEstatusDictamen estatus={e.estatus_revision} documentoFirmado={e.documento_firmado} edoCuentaStatus={e.edo_cuenta_status} />
        </div>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span aria-hidden="true" className="text-muted-foreground">
            {M.verificacion}
          </span>
          <ChipVerificacion edoCuentaStatus={e.edo_cuenta_status} />
        </div>
        <dl className="grid gap-1 text-sm">
          <div className="flex gap-1">
            <dt className="sr-only">Tipo de anuncio:</dt>
            <dd className="break-words font-medium">
              {e.tipo_anuncio ?? 'Sin tipo de anuncio'} · {seccionesTexto(e)}
            </dd>
          </div>
          <div className="flex gap-1">
            <dt>
              <MapPin aria-hidden="true" className="mt-0.5 size-4 text-muted-foreground" />
              <span className="sr-only">Ubicación:</span>
            </dt>
            <dd className="break-words">{e.ubicacion?.domicilio_texto || '—'}</dd>
          </div>
          <div className="flex gap-1">
            <dt>
              <CalendarDays aria-hidden="true" className="mt-0.5 size-4 text-muted-foreground" />
              <span className="sr-only">Fecha de solicitud:</span>
            </dt>
            <dd>
              {formatearFecha(e.created_at)}
              {e.clave_catastral ? ` · Clave catastral ${e.clave_catastral}` : e.no_folio ? ' · Sin clave catastral' : ''}
            </dd>
          </div>
        </dl>
        <div className="mt-auto flex flex-wrap justify-end gap-2 pt-2">
          {a.eliminar ? (
            <Button size="sm" variant="outline" className="text-destructive" aria-label={`Eliminar la solicitud ${e.folio}`} onClick={() => alAbrir(e, 'eliminar')}>
              <Trash2 aria-hidden="true" />
              Eliminar
            </Button>
          ) : null}
          <MenuAcciones etiqueta={`Acciones de la solicitud ${e.folio}`} acciones={acciones} />
        </div>
      </div>
    </Card>
  );
}
