import { useEffect } from 'react';
import { Link, type UIMatch } from 'react-router';
import { Home, LogIn } from 'lucide-react';
import { inicioDe, RUTA_LOGIN } from '../../lib/guardias';
import { useSesion } from '../../lib/sesion';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';

export const TITULO_NO_ENCONTRADA = 'Página no encontrada';

/** The `handle` of the catch-all routes: the guard reads it to let an unknown address render its page. */
export const NO_ENCONTRADA = { noEncontrada: true } as const;

/** Did the router land on a catch-all route (an address the portal does not have)? */
export function esNoEncontrada(matches: readonly Pick<UIMatch, 'handle'>[]): boolean {
  const h = matches[matches.length - 1]?.handle as { noEncontrada?: boolean } | undefined;
  return h?.noEncontrada === true;
}

/**
 * An address the portal does not have (a typo, an old bookmark or e-mail link): say so in Spanish
 * and offer the way back to this person's home — the sign-in page without a session. It never
 * redirects by itself, so no address can bounce the browser from one redirect to the next.
 */
export function NoEncontrada({ sola = false }: { sola?: boolean }) {
  const { data: sesion } = useSesion();
  useEffect(() => {
    document.title = `${TITULO_NO_ENCONTRADA} — Ventanilla en línea`;
  }, []);
  const contenido = (
    <div className="flex max-w-xl flex-col gap-4">
      <h1 className="text-2xl font-bold tracking-tight text-foreground">{TITULO_NO_ENCONTRADA}</h1>
      <Alert variant="info">La dirección que abrió no existe en la Ventanilla en línea. Revise que esté bien escrita o vuelva al inicio.</Alert>
      <div className="flex flex-wrap gap-2">
        {sesion ? (
          <Button asChild>
            <Link to={inicioDe(sesion)}>
              <Home aria-hidden="true" />
              Volver al inicio
            </Link>
          </Button>
        ) : (
          <Button asChild>
            <Link to={RUTA_LOGIN}>
              <LogIn aria-hidden="true" />
              Ir a iniciar sesión
            </Link>
          </Button>
        )}
      </div>
    </div>
  );
  if (!sola) return contenido;
  return <main className="mx-auto flex min-h-screen w-full max-w-xl flex-col justify-center p-6">{contenido}</main>;
}
