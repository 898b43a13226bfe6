import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { NoEncontrada } from './no-encontrada';

/** A page that fails to load (chunk-load failure, spec 1 §2.2) or a route error. */
export function ErrorRuta() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <div className="mx-auto p-6">
        <NoEncontrada />
      </div>
    );
  }
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4 p-6">
      <h1 className="text-2xl font-bold">No se pudo cargar la página</h1>
      <Alert variant="destructive">Ocurrió un problema al cargar esta sección. Verifique su conexión a internet y vuelva a intentarlo.</Alert>
      <div className="flex gap-2">
        <Button onClick={() => window.location.reload()}>Reintentar</Button>
        <Button asChild variant="outline">
          <Link to="/">Ir al inicio</Link>
        </Button>
      </div>
    </div>
  );
}
