import { Link } from 'react-router';
import { Building2 } from 'lucide-react';
import { Button } from './ui/button';
import { Card, CardContent } from './ui/card';
import { Encabezado } from './layout/encabezado';

/** Where a procedure not yet online is done in person; the municipality sets it when it builds the portal. */
export const OFICINA_LICENCIAS =
  (import.meta.env.VITE_OFICINA_LICENCIAS as string | undefined) ||
  'el Departamento de Licencias de Funcionamiento de la Dirección de Ingresos, en el Palacio Municipal de Chetumal, de lunes a viernes de 8:00 a 16:00 horas';

/**
 * A procedure a later release brings online: say plainly that it cannot be done here
 * yet and where it is done in person, instead of a blank page or a promise.
 */
export function Proximamente({ titulo, descripcion }: { titulo: string; descripcion?: string }) {
  return (
    <div className="flex flex-col gap-6">
      <Encabezado titulo={titulo} />
      <Card>
        <CardContent className="flex flex-col items-start gap-4 pt-6 sm:flex-row">
          <Building2 aria-hidden="true" className="size-10 shrink-0 text-primary" />
          <div className="flex flex-col gap-2">
            <p className="text-xl font-semibold">Aún no disponible en línea</p>
            <p className="text-muted-foreground">{descripcion ?? `Este trámite todavía no puede realizarse en la Ventanilla en línea. Puede hacerlo en persona en ${OFICINA_LICENCIAS}.`}</p>
            <div className="flex flex-wrap gap-2 pt-2">
              <Button asChild variant="outline">
                <Link to="/admin/dashboard">Volver al inicio</Link>
              </Button>
            </div>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
