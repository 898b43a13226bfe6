import { useId } from 'react';
import { Link } from 'react-router';
import { CalendarDays, Eye, FileText, MapPin, Pencil, RadioTower, Trash2 } from 'lucide-react';
import { MENSAJES_DICTAMEN as M } from '../../domain/dictamenes/mensajes';
import { Card } from '../components/ui/card';
import { ChipEstatusDictamen, ChipVerificacion } from '../dictamenes';
import { MenuAcciones, type AccionMenu } from '../establecimientos/menu-acciones';
import { formatearFecha } from '../lib/formato';
import type { Torre } from './tipos';
import { rutaTorre } from './valores';
import { OBJETIVO_MINIMO } from '../components/ui/enlace';

export type DialogoTorre = 'motivo' | 'dictamen' | 'eliminar';

const item = 'flex items-center gap-2';

/**
 * A tower request on the list (spec 3 §2.1): the folio (a link to the request), the address, the
 * status and the property tax's chips, and the menu — see or edit, 'Ver Motivo de Rechazo' (returned
 * or sent to the Dirección with remarks), the signed dictamen, delete.
 */
export function TarjetaTorre({ t, alAbrir }: { t: Torre; alAbrir: (t: Torre, d: DialogoTorre) => void }) {
  const tituloId = useId();
  const acciones: AccionMenu[] = [
    {
      clave: 'ver',
      etiqueta: t.acciones.editar ? 'Editar solicitud' : 'Ver solicitud',
      icono: null,
      enlace: (
        <Link to={rutaTorre(t.id)} className={item}>
          {t.acciones.editar ? <Pencil aria-hidden="true" /> : <Eye aria-hidden="true" />}
          {t.acciones.editar ? 'Editar solicitud' : 'Ver solicitud'}
        </Link>
      ),
    },
    ...(t.acciones.ver_motivo ? [{ clave: 'motivo', etiqueta: M.verMotivoRechazo, icono: <FileText aria-hidden="true" />, alElegir: () => alAbrir(t, 'motivo') }] : []),
    ...(t.acciones.ver_dictamen ? [{ clave: 'dictamen', etiqueta: 'Ver dictamen firmado', icono: <FileText aria-hidden="true" />, alElegir: () => alAbrir(t, 'dictamen') }] : []),
    ...(t.acciones.eliminar ? [{ clave: 'eliminar', etiqueta: 'Eliminar solicitud', icono: <Trash2 aria-hidden="true" />, destructiva: true, alElegir: () => alAbrir(t, 'eliminar') }] : []),
  ];
  return (
    <Card className="flex h-full flex-col gap-3 p-4" role="article" aria-labelledby={tituloId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={tituloId} className="flex items-center gap-2 font-mono text-lg font-semibold leading-tight">
          <RadioTower aria-hidden="true" className="size-5 text-primary" />
          <Link to={rutaTorre(t.id)} className={`${OBJETIVO_MINIMO} underline-offset-4 hover:underline`}>
            {t.folio}
          </Link>
        </h2>
        <ChipEstatusDictamen estatus={t.estatus_revision} documentoFirmado={t.documento_firmado} edoCuentaStatus={t.edo_cuenta_status} />
      </div>
      <dl className="grid gap-1 text-sm">
        <div className="flex gap-1">
          <dt className="text-muted-foreground">Clave catastral:</dt>
          <dd className="font-mono">{t.clave_catastral ?? '—'}</dd>
        </div>
        <div className="flex gap-1">
          <dt>
            <MapPin aria-hidden="true" className="mt-0.5 size-4 text-muted-foreground" />
            <span className="sr-only">Domicilio:</span>
          </dt>
          <dd className="break-words">{t.domicilio?.domicilio_texto || '—'}</dd>
        </div>
        <div className="flex gap-1">
          <dt>
            <CalendarDays aria-hidden="true" className="mt-0.5 size-4 text-muted-foreground" />
            <span className="sr-only">Fecha de solicitud:</span>
          </dt>
          <dd>{formatearFecha(t.created_at)}</dd>
        </div>
        <div className="flex flex-wrap items-center gap-1">
          <dt>{M.verificacion}:</dt>
          <dd>
            <ChipVerificacion edoCuentaStatus={t.edo_cuenta_status} />
          </dd>
        </div>
      </dl>
      <div className="mt-auto flex justify-end pt-2">
        <MenuAcciones etiqueta={`Acciones de la solicitud ${t.folio}`} acciones={acciones} />
      </div>
    </Card>
  );
}
