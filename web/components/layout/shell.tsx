import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Menu, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { esContribuyente, useCerrarSesion, useSesionActiva } from '../../lib/sesion';
import { cn } from '../../lib/utils';
import { Button } from '../ui/button';
import { Inactividad } from './aviso-inactividad';
import { Campana } from './campana';
import { Sidebar } from './sidebar';
import { OBJETIVO_MINIMO } from '../ui/enlace';

const CLAVE_MINI = 'ventanilla.menu-mini';
// The phone's drawer, loaded the first time it is opened (no dialog library on the first load).
const CajonMovil = lazy(() => import('./cajon-movil').then((m) => ({ default: m.CajonMovil })));
// Loaded on first use: it brings the form and schema libraries, which the shell itself does not need.
const CambiarContrasenaDialog = lazy(() => import('./cambiar-contrasena-dialog').then((m) => ({ default: m.CambiarContrasenaDialog })));

function Marca({ mini }: { mini: boolean }) {
  return (
    <div className={cn('flex items-center gap-2 px-3 py-4', mini && 'justify-center px-2')}>
      <img src="/favicon.svg" alt="" className="size-8 rounded" />
      {mini ? null : (
        <div className="flex flex-col leading-tight">
          <span className="text-sm font-bold">Ventanilla en línea</span>
          <span className="text-xs text-sidebar-foreground/85">Othón P. Blanco</span>
        </div>
      )}
    </div>
  );
}

/** The admin layout (spec 1 §2.3): skip link, sidebar, header, main landmark. */
export function Shell() {
  const sesion = useSesionActiva();
  const cerrarSesion = useCerrarSesion();
  const { pathname } = useLocation();
  const [mini, setMini] = useState(() => typeof window !== 'undefined' && window.localStorage.getItem(CLAVE_MINI) === '1');
  const [movil, setMovil] = useState(false);
  // Mounted from the first opening on (it is loaded then); closing it returns focus to "Abrir menú".
  const [movilUsado, setMovilUsado] = useState(false);
  const abrirMenu = useRef<HTMLButtonElement>(null);
  const [contrasena, setContrasena] = useState(false);

  useEffect(() => {
    window.localStorage.setItem(CLAVE_MINI, mini ? '1' : '0');
  }, [mini]);

  // After a navigation focus goes to the content, so keyboard and screen-reader users land there.
  // Not on the first load: there the skip link must stay the first stop.
  const primera = useRef(true);
  useEffect(() => {
    if (primera.current) {
      primera.current = false;
      return;
    }
    document.getElementById('contenido')?.focus({ preventScroll: true });
    window.scrollTo(0, 0);
  }, [pathname]);

  const salir = useCallback(() => void cerrarSesion(sesion.id), [cerrarSesion, sesion.id]);

  const barra = (miniActual: boolean, alNavegar?: () => void) => (
    <Sidebar sesion={sesion} mini={miniActual} alNavegar={alNavegar} alCambiarContrasena={() => setContrasena(true)} alCerrarSesion={salir} />
  );

  return (
    <div className="flex min-h-screen">
      {/* `not-sr-only` resets padding and position, so the focused look is spelled out under `focus:`
          (same variant, applied after it). The white border sets it apart over the dark sidebar. */}
      <a
        href="#contenido"
        className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-[100] focus:inline-block focus:rounded-md focus:border-2 focus:border-white focus:bg-primary focus:px-4 focus:py-2 focus:text-sm focus:font-semibold focus:text-primary-foreground focus:shadow-lg"
      >
        Saltar al contenido
      </a>

      <aside
        aria-label="Navegación"
        className={cn('sticky top-0 hidden h-screen shrink-0 flex-col bg-sidebar text-sidebar-foreground md:flex', mini ? 'w-16' : 'w-64')}
      >
        <Marca mini={mini} />
        {barra(mini)}
      </aside>

      {movilUsado ? (
        <Suspense fallback={null}>
          <CajonMovil abierto={movil} alCambiar={setMovil} marca={<Marca mini={false} />} volverA={abrirMenu}>
            {barra(false, () => setMovil(false))}
          </CajonMovil>
        </Suspense>
      ) : null}

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-40 flex min-h-14 items-center gap-2 border-b border-border bg-card px-3 py-1 sm:px-4">
          <Button
            ref={abrirMenu}
            variant="ghost"
            size="icon"
            className="md:hidden"
            onClick={() => {
              setMovilUsado(true);
              setMovil(true);
            }}
            aria-label="Abrir menú"
          >
            <Menu aria-hidden="true" className="size-5" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="hidden md:inline-flex"
            onClick={() => setMini((v) => !v)}
            aria-pressed={mini}
            aria-label="Menú compacto"
            title={mini ? 'Mostrar menú completo' : 'Mostrar solo iconos'}
          >
            {mini ? <PanelLeftOpen aria-hidden="true" className="size-5" /> : <PanelLeftClose aria-hidden="true" className="size-5" />}
          </Button>
          {/* Wraps rather than cut: a phone 390 px wide read "H. Ayuntamiento de Othón P. Bla…". */}
          <p className="min-w-0 text-sm font-semibold leading-tight text-foreground sm:text-base">H. Ayuntamiento de Othón P. Blanco</p>
          <div className="ml-auto flex items-center gap-2">
            <span className="hidden max-w-64 truncate text-sm text-muted-foreground lg:inline">{sesion.name}</span>
            {sesion.modules.includes('notificaciones') ? <Campana userId={sesion.id} /> : null}
          </div>
        </header>
        <main id="contenido" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 p-4 outline-none sm:p-6">
          <Outlet />
        </main>
        <footer className="border-t border-border px-4 py-3 text-center text-xs text-muted-foreground">
          H. Ayuntamiento de Othón P. Blanco, Chetumal, Quintana Roo ·{' '}
          <a href="/docs/aviso-de-privacidad.pdf" target="_blank" rel="noopener" className={cn(OBJETIVO_MINIMO, 'underline')}>
            Aviso de privacidad
          </a>
        </footer>
      </div>

      {contrasena ? (
        <Suspense fallback={null}>
          <CambiarContrasenaDialog abierto={contrasena} alCambiar={setContrasena} userId={sesion.id} />
        </Suspense>
      ) : null}
      {/* spec 1 §4.1: the inactivity timer runs only for a taxpayer. */}
      <Inactividad activo={esContribuyente(sesion)} alExpirar={salir} />
    </div>
  );
}
