import type { DetalleGiroDto } from '../../api/giros/giro.tramite';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { Dato } from '../components/ui/dato';
import { formatearFechaHora } from '../lib/formato';

/** What Licencias reviews of a request for a new activity (spec 1 §2.10). */
export function DetalleGiro({ detalle }: { detalle: DetalleGiroDto }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Giro solicitado</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="whitespace-pre-line break-words rounded-md border border-border bg-muted p-3">{detalle.solicitud_giro}</p>
        <dl className="grid gap-4 sm:grid-cols-3">
          <Dato etiqueta="Contribuyente">{detalle.contribuyente?.nombre}</Dato>
          <Dato etiqueta="RFC">{detalle.contribuyente?.rfc}</Dato>
          <Dato etiqueta="Solicitado">{formatearFechaHora(detalle.fecha)}</Dato>
        </dl>
      </CardContent>
    </Card>
  );
}
