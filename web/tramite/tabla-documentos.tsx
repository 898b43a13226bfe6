import { Download, Eye } from 'lucide-react';
import { Button } from '../components/ui/button';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '../components/ui/table';
import { formatearFechaHora } from '../lib/formato';

export interface FilaDocumento {
  id: number;
  /** the document's name (its type: 'Constancia de situación fiscal'…) */
  titulo: string;
  /** the uploaded file's name */
  archivo: string;
  /** whose document it is, when a request has several people */
  persona?: string;
  created_at: string;
}

interface Props<T> {
  documentos: readonly T[];
  titulo: string;
  conPersona?: boolean;
  alVer: (d: T) => void;
  /** a download button beside 'Ver' (the taxpayer's own files) */
  alDescargar?: (d: T) => void;
}

/** The documents of a request or a person, each with its viewer (every procedure's task detail, the taxpayer's files). */
export function TablaDocumentos<T extends FilaDocumento>({ documentos, titulo, conPersona, alVer, alDescargar }: Props<T>) {
  return (
    <Table>
      <TableCaption>{titulo}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>Documento</TableHead>
          {conPersona ? <TableHead>Persona</TableHead> : null}
          <TableHead>Fecha de carga</TableHead>
          <TableHead>
            <span className="sr-only">Acciones</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody vacio="Sin registros">
        {documentos.map((d) => (
          <TableRow key={d.id}>
            <TableCell>
              <div className="font-medium">{d.titulo}</div>
              <div className="text-xs text-muted-foreground break-all">{d.archivo}</div>
            </TableCell>
            {conPersona ? <TableCell>{d.persona}</TableCell> : null}
            <TableCell className="whitespace-nowrap">{formatearFechaHora(d.created_at)}</TableCell>
            <TableCell>
              <div className="flex flex-wrap gap-2">
                <Button size="sm" variant="outline" onClick={() => alVer(d)} aria-label={`Ver ${d.titulo}${d.persona ? ` de ${d.persona}` : ''}`}>
                  <Eye aria-hidden="true" />
                  Ver
                </Button>
                {alDescargar ? (
                  <Button size="sm" variant="outline" onClick={() => alDescargar(d)} aria-label={`Descargar ${d.titulo}`}>
                    <Download aria-hidden="true" />
                    Descargar
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
