import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Menu, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { esContribuyente, useCerrarSesion, useSesionActiva } from '../../lib/sesion';
import { Button } from '../ui/button';
import { Inactividad } from './aviso-inactividad';
import { Campana } from './campana';
import { guardarMini, leerMini, Marca, MarcoShell } from './marco-shell';
import { Sidebar } from './sidebar';

// The phone's drawer, loaded the first time it is opened (no dialog library on the first load).
const CajonMovil = lazy(() => import('./cajon-movil').then((m) => ({ default: m.CajonMovil })));
// Loaded on first use: it brings the form and schema libraries, which the shell itself does not need.
const CambiarContrasenaDialog = lazy(() => import('./cambiar-contrasena-dialog').then((m) => ({ default: m.CambiarContrasenaDialog })));

/** The admin layout (spec 1 §2.3): skip link, sidebar, header, main landmark, in the frame its skeleton shares (marco-shell.tsx). */
export function Shell() {
  const sesion = useSesionActiva();
  const cerrarSesion = useCerrarSesion();
  const { pathname } = useLocation();
  const [mini, setMini] = useState(leerMini);
  const [movil, setMovil] = useState(false);
  // Mounted from the first opening on (it is loaded then); closing it returns focus to "Abrir menú".
  const [movilUsado, setMovilUsado] = useState(false);
  const abrirMenu = useRef<HTMLButtonElement>(null);
  const [contrasena, setContrasena] = useState(false);

  useEffect(() => {
    guardarMini(mini);
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
    <MarcoShell
      mini={mini}
      barra={barra(mini)}
      cajon={
        movilUsado ? (
          <Suspense fallback={null}>
            <CajonMovil abierto={movil} alCambiar={setMovil} marca={<Marca mini={false} />} volverA={abrirMenu}>
              {barra(false, () => setMovil(false))}
            </CajonMovil>
          </Suspense>
        ) : null
      }
      botones={
        <>
          <Button
            ref={abrirMenu}
            variant="ghost"
            size="icon"
            className="shrink-0 md:hidden"
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
            className="hidden shrink-0 md:inline-flex"
            onClick={() => setMini((v) => !v)}
            aria-pressed={mini}
            aria-label="Menú compacto"
            title={mini ? 'Mostrar menú completo' : 'Mostrar solo iconos'}
          >
            {mini ? <PanelLeftOpen aria-hidden="true" className="size-5" /> : <PanelLeftClose aria-hidden="true" className="size-5" />}
          </Button>
        </>
      }
      extremo={
        <>
          <span className="hidden max-w-64 truncate text-sm text-muted-foreground lg:inline">{sesion.name}</span>
          {sesion.modules.includes('notificaciones') ? <Campana userId={sesion.id} /> : null}
        </>
      }
      fuera={
        <>
          {contrasena ? (
            <Suspense fallback={null}>
              <CambiarContrasenaDialog abierto={contrasena} alCambiar={setContrasena} userId={sesion.id} />
            </Suspense>
          ) : null}
          {/* spec 1 §4.1: the inactivity timer runs only for a taxpayer. */}
          <Inactividad activo={esContribuyente(sesion)} alExpirar={salir} />
        </>
      }
    >
      <Outlet />
    </MarcoShell>
  );
}
