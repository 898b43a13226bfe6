import { lazy, Suspense, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import { Download, KeyRound, LogOut } from 'lucide-react';
import type { Sesion } from '../../lib/tipos';
import { cn } from '../../lib/utils';
import { contarNoLeidas, useNotificaciones } from '../../notificaciones/use-notificaciones';
import { construirMenu, type EntradaMenu } from './menu';

interface SidebarProps {
  sesion: Sesion;
  mini: boolean;
  alCambiarContrasena: () => void;
  alCerrarSesion: () => void;
  /** called after following a link (closes the mobile drawer) */
  alNavegar?: () => void;
}

const claseItem =
  'flex w-full items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-sidebar-foreground/90 hover:bg-white/10 hover:text-sidebar-foreground';

// Loaded when the menu is compact; until it arrives the entry shows without its hint.
const PistaLateral = lazy(() => import('./pista-lateral').then((m) => ({ default: m.PistaLateral })));

function ConPista({ mini, etiqueta, children }: { mini: boolean; etiqueta: string; children: ReactNode }) {
  if (!mini) return <>{children}</>;
  return (
    <Suspense fallback={children}>
      <PistaLateral etiqueta={etiqueta}>{children}</PistaLateral>
    </Suspense>
  );
}

function Enlace({ e, mini, noLeidas, alNavegar }: { e: EntradaMenu; mini: boolean; noLeidas: number; alNavegar?: () => void }) {
  const Icono = e.icono;
  const insignia = e.insignia === 'notificaciones' && noLeidas > 0 ? noLeidas : 0;
  const nombre = [e.etiqueta, e.detalle, insignia ? `${insignia} sin leer` : ''].filter(Boolean).join(', ');
  return (
    <ConPista mini={mini} etiqueta={nombre}>
      <NavLink
        to={e.ruta}
        onClick={alNavegar}
        aria-label={mini || insignia || e.detalle ? nombre : undefined}
        // A plain string (NavLink marks the active link with aria-current="page"): the tooltip trigger
        // merges classNames as strings and would break NavLink's function form.
        className={cn(claseItem, 'aria-[current=page]:bg-sidebar-accent aria-[current=page]:text-sidebar-foreground', mini && 'justify-center px-2')}
      >
        <span className="relative">
          <Icono aria-hidden="true" className="size-5 shrink-0" />
          {mini && insignia ? <span aria-hidden="true" className="absolute -right-1.5 -top-1.5 size-2.5 rounded-full bg-amber-400" /> : null}
        </span>
        {mini ? null : (
          <span className="flex min-w-0 flex-1 flex-col" aria-hidden={e.detalle || insignia ? true : undefined}>
            <span className="truncate">{e.etiqueta}</span>
            {/* The space keeps the visible text "Perfil GODE561231GR8" inside the link's name "Perfil,
                GODE561231GR8" (axe/Lighthouse label-content-name-mismatch): without it the two
                lines read as one word. */}
            {e.detalle ? ' ' : null}
            {e.detalle ? <span className="truncate font-mono text-xs text-sidebar-foreground/80">{e.detalle}</span> : null}
          </span>
        )}
        {!mini && insignia ? (
          <span aria-hidden="true" className="rounded-full bg-amber-300 px-2 py-0.5 text-xs font-bold text-amber-950">
            {insignia > 99 ? '99+' : insignia}
          </span>
        ) : null}
      </NavLink>
    </ConPista>
  );
}

function Accion({ mini, etiqueta, icono: Icono, onClick }: { mini: boolean; etiqueta: string; icono: typeof LogOut; onClick: () => void }) {
  return (
    <ConPista mini={mini} etiqueta={etiqueta}>
      <button type="button" onClick={onClick} aria-label={mini ? etiqueta : undefined} className={cn(claseItem, mini && 'justify-center px-2')}>
        <Icono aria-hidden="true" className="size-5 shrink-0" />
        {mini ? null : <span>{etiqueta}</span>}
      </button>
    </ConPista>
  );
}

/** spec 1 §2.3 sidebar: entries from session.modules, mini mode with tooltips. */
export function Sidebar({ sesion, mini, alCambiarContrasena, alCerrarSesion, alNavegar }: SidebarProps) {
  const { data } = useNotificaciones(sesion.modules.includes('notificaciones') ? sesion.id : undefined);
  const noLeidas = contarNoLeidas(data);
  const items = construirMenu(sesion);
  return (
    <nav aria-label="Menú principal" className="flex flex-1 flex-col gap-1 overflow-y-auto p-2">
      <ul className="flex flex-col gap-1">
        {items.map((it) =>
          it.tipo === 'enlace' ? (
            <li key={it.clave}>
              <Enlace e={it} mini={mini} noLeidas={noLeidas} alNavegar={alNavegar} />
            </li>
          ) : (
            <li key={it.clave} className="flex flex-col gap-1">
              {mini ? null : (
                <span id={`grupo-${it.clave}`} className="px-3 pb-1 pt-3 text-xs font-semibold uppercase tracking-wide text-sidebar-foreground/80">
                  {it.etiqueta}
                </span>
              )}
              <ul aria-labelledby={mini ? undefined : `grupo-${it.clave}`} aria-label={mini ? it.etiqueta : undefined} className={cn('flex flex-col gap-1', !mini && 'pl-2')}>
                {it.hijos.map((h) => (
                  <li key={h.clave}>
                    <Enlace e={h} mini={mini} noLeidas={noLeidas} alNavegar={alNavegar} />
                  </li>
                ))}
              </ul>
            </li>
          ),
        )}
      </ul>
      <ul className="mt-auto flex flex-col gap-1 border-t border-white/15 pt-2">
        <li>
          <Accion mini={mini} etiqueta="Cambiar contraseña" icono={KeyRound} onClick={alCambiarContrasena} />
        </li>
        <li>
          <ConPista mini={mini} etiqueta="Descargar manual">
            <a
              href="/docs/manual-contribuyente.pdf"
              target="_blank"
              rel="noopener"
              aria-label={mini ? 'Descargar manual' : undefined}
              className={cn(claseItem, mini && 'justify-center px-2')}
            >
              <Download aria-hidden="true" className="size-5 shrink-0" />
              {mini ? null : <span>Descargar manual</span>}
            </a>
          </ConPista>
        </li>
        <li>
          <Accion mini={mini} etiqueta="Cerrar sesión" icono={LogOut} onClick={alCerrarSesion} />
        </li>
      </ul>
    </nav>
  );
}
