import { CheckCircle2 } from 'lucide-react';
import type { VisitaVerificada } from '../../api/visitas/visitas.schemas';
import { Card, CardContent } from '../components/ui/card';
import { Dato } from '../components/ui/dato';
import { formatearDia } from '../lib/fechas';

/** The QR's code of a field inspection's act: valid, and what the act shows on its face. */
export function ResultadoVisita({ folio, v, municipio }: { folio: string; v: VisitaVerificada; municipio: string }) {
  return (
    <Card className="overflow-hidden">
      <div role="status" className="flex flex-col items-center gap-2 bg-green-800 px-6 py-8 text-center text-white">
        <CheckCircle2 aria-hidden="true" className="size-14" />
        <p className="text-4xl font-extrabold tracking-tight">Válida</p>
        <p className="text-base">{`${v.acta} de ${v.tipo}.`}</p>
      </div>
      <CardContent className="pt-5">
        <dl className="grid grid-cols-2 gap-4">
          <Dato etiqueta="Folio">
            <span className="font-mono">{folio}</span>
          </Dato>
          <Dato etiqueta="Fecha de la visita">{formatearDia(v.fecha)}</Dato>
          <Dato etiqueta="Establecimiento">{v.nombre_comercial}</Dato>
          <Dato etiqueta="Resultado">{v.resultado}</Dato>
        </dl>
        <p className="mt-5 border-t border-border pt-4 text-sm text-muted-foreground">Acta levantada por el {municipio}.</p>
      </CardContent>
    </Card>
  );
}
