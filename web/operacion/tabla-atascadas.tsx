// One section of the operator console: a table of stuck requests with the Temporal link and the action.
import { ExternalLink } from 'lucide-react';
import type { FilaAtascadaDto } from '../../api/operacion/operacion.schemas';
import { Button } from '../components/ui/button';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '../components/ui/table';
import { formatearFechaHora } from '../lib/formato';

interface Props {
  titulo: string;
  /** what "since when" means in this section */
  desde: string;
  filas: FilaAtascadaDto[];
  vacio: string;
  /** shown in the error column header */
  error: string;
  /** the re-check is offered only where a running workflow can answer it */
  alRevisar?: (f: FilaAtascadaDto) => void;
}

export function TablaAtascadas({ titulo, desde, filas, vacio, error, alRevisar }: Props) {
  return (
    <Table>
      <TableCaption className="sr-only">{titulo}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Folio</TableHead>
          <TableHead scope="col">Trámite</TableHead>
          <TableHead scope="col">Paso</TableHead>
          <TableHead scope="col">{desde}</TableHead>
          <TableHead scope="col">{error}</TableHead>
          <TableHead scope="col">
            <span className="sr-only">Acciones</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody vacio={vacio}>
        {filas.map((f) => (
          <TableRow key={`${f.workflow_id}-${f.enlace}`}>
            <TableCell className="whitespace-nowrap font-medium">{f.folio ?? f.workflow_id}</TableCell>
            <TableCell>
              {f.tramite ?? '—'}
              {f.titulo ? <span className="block text-xs text-muted-foreground">{f.titulo}</span> : null}
            </TableCell>
            <TableCell>{f.paso_etiqueta ?? '—'}</TableCell>
            <TableCell className="whitespace-nowrap">{f.desde ? formatearFechaHora(f.desde) : '—'}</TableCell>
            <TableCell className="max-w-xs break-words">
              {f.error ?? '—'}
              {f.actividad ? (
                <span className="block text-xs text-muted-foreground">
                  Actividad {f.actividad}
                  {f.intentos ? `, intento ${f.intentos}` : ''}
                </span>
              ) : null}
            </TableCell>
            <TableCell>
              <div className="flex flex-wrap justify-end gap-2">
                <Button asChild variant="outline" size="sm">
                  <a href={f.enlace} target="_blank" rel="noreferrer noopener" aria-label={`Abrir ${f.folio ?? f.workflow_id} en Temporal (se abre en una pestaña nueva)`}>
                    <ExternalLink aria-hidden="true" />
                    Temporal
                  </a>
                </Button>
                {alRevisar ? (
                  <Button variant="secondary" size="sm" onClick={() => alRevisar(f)} aria-label={`Volver a revisar ${f.folio ?? f.workflow_id}`}>
                    Volver a revisar
                  </Button>
                ) : null}
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
