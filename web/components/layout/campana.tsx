import { Link } from 'react-router';
import { Bell } from 'lucide-react';
import { contarNoLeidas, useNotificaciones } from '../../notificaciones/use-notificaciones';
import { buttonVariants } from '../ui/button';
import { cn } from '../../lib/utils';

/** Header bell with the unread count (polled every 30 s). */
export function Campana({ userId }: { userId: number }) {
  const { data } = useNotificaciones(userId);
  const n = contarNoLeidas(data);
  const etiqueta = n > 0 ? `Notificaciones: ${n} sin leer` : 'Notificaciones';
  return (
    <Link to="/admin/notificaciones" className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'relative')} aria-label={etiqueta} title={etiqueta}>
      <Bell aria-hidden="true" className="size-5" />
      {n > 0 ? (
        <span aria-hidden="true" className="absolute right-1 top-1 flex min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-[11px] font-bold text-destructive-foreground">
          {n > 99 ? '99+' : n}
        </span>
      ) : null}
    </Link>
  );
}
