import { useState } from 'react';
import { Link } from 'react-router';
import { Eye, FilePlus2 } from 'lucide-react';
import { MSG_US_EXTRA } from '../../domain/usosuelo/mensajes';
import { Alert } from '../components/ui/alert';
import { Badge } from '../components/ui/badge';
import { buttonVariants } from '../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../components/ui/dialog';
import { Paginacion } from '../components/ui/pagination';
import { Cargando } from '../components/ui/skeleton';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '../components/ui/table';
import { formatearFecha } from '../lib/formato';
import type { DialogoEstablecimientoProps } from '../establecimientos/dialogo';
import { varianteEstatus } from '../licencia/estatus';
import { cn } from '../lib/utils';
import { useConstancias } from './consultas';

/** 'Constancias de uso de suelo' of an establishment (spec 1 §2.6, §9: five per page), and the way to ask for a new one (§4.4). */
export function ConstanciasDialog({ establecimiento, abierto, alCambiar }: DialogoEstablecimientoProps) {
  const [pagina, setPagina] = useState(1);
  const lista = useConstancias(establecimiento.id, pagina, abierto);
  const nueva = lista.data?.nueva;
  return (
    <Dialog open={abierto} onOpenChange={alCambiar}>
      <DialogContent className="max-w-4xl">
        <DialogHeader>
          <DialogTitle>{MSG_US_EXTRA.titulo}</DialogTitle>
          <DialogDescription>{establecimiento.nombre_comercial}</DialogDescription>
        </DialogHeader>
        {lista.isLoading ? (
          <Cargando filas={3} />
        ) : (
          <>
            <Table>
              <TableCaption>{`${MSG_US_EXTRA.titulo} de ${establecimiento.nombre_comercial}`}</TableCaption>
              <TableHeader>
                <TableRow>
                  <TableHead>Folio</TableHead>
                  <TableHead>Giro o categoría</TableHead>
                  <TableHead>Zona de uso</TableHead>
                  <TableHead>Solicitada</TableHead>
                  <TableHead>Estatus</TableHead>
                  <TableHead>
                    <span className="sr-only">Acciones</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody vacio={MSG_US_EXTRA.sinConstancias}>
                {(lista.data?.data ?? []).map((c) => (
                  <TableRow key={c.id}>
                    <TableCell className="whitespace-nowrap font-mono text-xs">{c.folio}</TableCell>
                    <TableCell>{c.giro_desarrollo}</TableCell>
                    <TableCell>{c.zona_uso}</TableCell>
                    <TableCell className="whitespace-nowrap">{formatearFecha(c.fecha_tramite_inicio ?? c.created_at)}</TableCell>
                    <TableCell>
                      <div className="flex flex-col items-start gap-1">
                        <Badge variant={varianteEstatus(c.estatus_general)}>{c.estatus_texto}</Badge>
                        {c.en_revision ? <span className="text-xs text-muted-foreground">{c.en_revision}</span> : null}
                      </div>
                    </TableCell>
                    <TableCell>
                      <Link to={`/admin/establecimientos/uso-suelo/${c.id}`} className={buttonVariants({ size: 'sm', variant: 'outline' })} aria-label={`Ver constancia ${c.folio}`}>
                        <Eye aria-hidden="true" />
                        Ver
                      </Link>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Paginacion pagina={pagina} ultima={lista.data?.last_page ?? 1} alCambiar={setPagina} />
            {nueva && !nueva.permitida ? <Alert variant="info">{nueva.motivo}</Alert> : null}
          </>
        )}
        <DialogFooter>
          {nueva?.permitida ? (
            <Link to={`/admin/usosuelo/solicitud?establecimiento=${establecimiento.id}`} className={cn(buttonVariants())}>
              <FilePlus2 aria-hidden="true" />
              Solicitar constancia
            </Link>
          ) : null}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
