import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { decidirRedireccion, esDelShell } from '../../lib/guardias';
import { useSesion } from '../../lib/sesion';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';
import { EsqueletoShell } from './esqueleto-shell';
import { leerMini } from './marco-shell';
import { esNoEncontrada, NoEncontrada } from './no-encontrada';

export function PantallaCarga({ texto = 'Cargando…' }: { texto?: string }) {
  return (
    <div role="status" className="flex min-h-screen items-center justify-center gap-3 text-muted-foreground">
      <Spinner className="size-6 text-primary" />
      <span>{texto}</span>
    </div>
  );
}

/**
 * While the route or the session loads: at the shell's addresses its skeleton (what the server
 * painted there before any JavaScript, so nothing moves until the shell itself is drawn), elsewhere
 * «Cargando…».
 */
export function CargaInicial() {
  const { pathname } = useLocation();
  return esDelShell(pathname) ? <EsqueletoShell mini={leerMini()} /> : <PantallaCarga />;
}

/** Applies the route guards of spec 1 §2.2 to every route below it. */
export function Guardia() {
  const { data: sesion, isPending, isError, refetch } = useSesion();
  const { pathname } = useLocation();
  const matches = useMatches();
  if (isPending) return <CargaInicial />;
  if (isError) {
    return (
      <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
        <h1 className="text-xl font-semibold">No fue posible cargar su sesión</h1>
        <p className="text-muted-foreground">Verifique su conexión e intente de nuevo.</p>
        <Button onClick={() => void refetch()}>Reintentar</Button>
      </main>
    );
  }
  // An address the portal does not have is answered with its page, never redirected: signed in it
  // renders in its place (inside the shell under /admin); signed out, on its own, as the shell needs
  // a session. Redirecting it (to the sign-in page, or relative to itself) is what looped.
  if (esNoEncontrada(matches)) return sesion ? <Outlet /> : <NoEncontrada sola />;
  const destino = decidirRedireccion(sesion ?? null, pathname);
  if (destino) return <Navigate to={destino} replace />;
  return <Outlet />;
}
