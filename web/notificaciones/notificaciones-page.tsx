import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { CheckCheck, Check } from 'lucide-react';
import { Encabezado } from '../components/layout/encabezado';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { Cargando } from '../components/ui/skeleton';
import { formatearFechaHora } from '../lib/formato';
import { esContribuyente, useSesionActiva } from '../lib/sesion';
import type { Notificacion } from '../lib/tipos';
import { cn } from '../lib/utils';
import { AVISO_MENSAJES_ID, EnviarMensajeDialog, puedeEnviarMensaje } from './enviar-mensaje-dialog';
import { MSG } from '../../domain/common/messages';
import { Alert } from '../components/ui/alert';
import { contarNoLeidas, useMarcarLeida, useMarcarTodas, useNotificaciones } from './use-notificaciones';
import { ENLACE } from '../components/ui/enlace';

function EnlaceNotificacion({ link }: { link: string }) {
  if (link.startsWith('/')) {
    return (
      <Link to={link} className={cn(ENLACE, 'text-sm')}>
        Ver detalle
      </Link>
    );
  }
  return (
    <a href={link} target="_blank" rel="noopener noreferrer" className={cn(ENLACE, 'text-sm')}>
      Ver detalle
    </a>
  );
}

/**
 * One notification, as a list item. It takes the focus (tabIndex -1) once 'Marcar como leída' is done:
 * the button disappears with it, and focus would otherwise fall to <body>.
 */
function Item({ n, alMarcar }: { n: Notificacion; alMarcar: (id: number) => Promise<{ ok: boolean }> }) {
  const nueva = !n.read_at;
  const tituloId = useId();
  const ref = useRef<HTMLLIElement>(null);
  const enfocar = useRef(false);
  useEffect(() => {
    if (!nueva && enfocar.current) {
      enfocar.current = false;
      ref.current?.focus();
    }
  }, [nueva]);
  const marcar = () => {
    enfocar.current = true;
    // On failure the button stays (the API client shows the error) and so does the focus.
    void alMarcar(n.id).then((r) => {
      if (!r.ok) enfocar.current = false;
    });
  };
  return (
    <li ref={ref} tabIndex={-1} aria-labelledby={tituloId} className="rounded-lg">
      <Card className={cn('flex flex-col gap-2 p-4 sm:flex-row sm:items-start', nueva && 'border-l-4 border-l-primary')}>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={tituloId} className="font-semibold">
              {n.data.encabezado}
            </h2>
            {nueva ? <Badge>Nueva</Badge> : null}
          </div>
          <p className="whitespace-pre-line text-sm">{n.data.descripcion}</p>
          <p className="text-xs text-muted-foreground">
            <time dateTime={n.created_at}>{formatearFechaHora(n.created_at)}</time>
          </p>
          {n.data.link ? <EnlaceNotificacion link={n.data.link} /> : null}
        </div>
        {nueva ? (
          <Button variant="outline" size="sm" onClick={marcar} aria-label={`Marcar como leída: ${n.data.encabezado}`}>
            <Check aria-hidden="true" />
            Marcar como leída
          </Button>
        ) : null}
      </Card>
    </li>
  );
}

/** /admin/notificaciones (spec 1 §2.3, §5.3, §7.3). */
export function NotificacionesPage() {
  const sesion = useSesionActiva();
  const { data, isLoading } = useNotificaciones(sesion.id);
  const marcar = useMarcarLeida(sesion.id);
  const todas = useMarcarTodas(sesion.id);
  const noLeidas = contarNoLeidas(data);
  return (
    <div className="flex flex-col gap-6">
      <Encabezado
        titulo="Notificaciones"
        descripcion={noLeidas > 0 ? `Tiene ${noLeidas} sin leer.` : undefined}
        acciones={
          <div className="flex flex-wrap items-start gap-2">
            <Button variant="outline" disabled={noLeidas === 0 || todas.ocupado} onClick={() => void todas.ejecutar()}>
              <CheckCheck aria-hidden="true" />
              Marcar todas como leídas
            </Button>
            {esContribuyente(sesion) ? <EnviarMensajeDialog sesion={sesion} /> : null}
          </div>
        }
      />
      {esContribuyente(sesion) && !puedeEnviarMensaje(sesion) ? (
        <Alert variant="info" id={AVISO_MENSAJES_ID}>
          {MSG.notificacionSinPerfil}
        </Alert>
      ) : null}
      {isLoading ? (
        <Cargando filas={4} />
      ) : !data || data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-8 text-center text-muted-foreground">Sin notificaciones</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {data.map((n) => (
            <Item key={n.id} n={n} alMarcar={marcar.ejecutar} />
          ))}
        </ul>
      )}
    </div>
  );
}
