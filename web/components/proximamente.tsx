import { Link } from 'react-router';
import { Hourglass } from 'lucide-react';
import { MSG_EXTRA } from '../../domain/common/messages';
import { Button } from './ui/button';
import { Card, CardContent } from './ui/card';
import { Encabezado } from './layout/encabezado';

/** A procedure that a later release brings: say so plainly instead of a blank page. */
export function Proximamente({ titulo, descripcion }: { titulo: string; descripcion?: string }) {
  return (
    <div className="flex flex-col gap-6">
      <Encabezado titulo={titulo} />
      <Card>
        <CardContent className="flex flex-col items-start gap-4 pt-6 sm:flex-row">
          <Hourglass aria-hidden="true" className="size-10 shrink-0 text-primary" />
          <div className="flex flex-col gap-2">
            <p className="text-xl font-semibold">{MSG_EXTRA.proximamente}</p>
            <p className="text-muted-foreground">
              {descripcion ??
                'Este trámite estará disponible muy pronto en la Ventanilla en línea. Mientras tanto, puede completar y enviar a revisión su perfil de contribuyente para tenerlo listo.'}
            </p>
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
