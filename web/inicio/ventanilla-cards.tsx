import { Link } from 'react-router';
import { TRAMITES_VENTANILLA } from './tramites';

const CARTA = 'flex h-full gap-3 rounded-lg border border-border bg-card p-4';

/** The ventanilla's procedures: the ones online open; the others say plainly that they are not yet. */
export function VentanillaCards() {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {TRAMITES_VENTANILLA.map(({ titulo, descripcion, icono: Icono, ruta }) => {
        const contenido = (
          <>
            <Icono aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
            <div className="flex flex-col gap-1">
              <h3 className="font-semibold leading-tight">{titulo}</h3>
              <p className="text-sm text-muted-foreground">{descripcion}</p>
              {ruta ? null : <p className="text-sm font-medium text-foreground">Aún no disponible en línea</p>}
            </div>
          </>
        );
        return (
          <li key={titulo}>
            {ruta ? (
              <Link to={ruta} className={`${CARTA} transition-colors hover:bg-secondary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring`}>
                {contenido}
              </Link>
            ) : (
              <div className={CARTA}>{contenido}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
