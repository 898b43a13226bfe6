import { TRAMITES_VENTANILLA } from './tramites';

export function VentanillaCards() {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {TRAMITES_VENTANILLA.map(({ titulo, descripcion, icono: Icono }) => (
        <li key={titulo} className="flex gap-3 rounded-lg border border-border bg-card p-4">
          <Icono aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
          <div className="flex flex-col gap-1">
            <h3 className="font-semibold leading-tight">{titulo}</h3>
            <p className="text-sm text-muted-foreground">{descripcion}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
