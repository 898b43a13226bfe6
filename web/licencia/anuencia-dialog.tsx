import { useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import { ESTATUS, palabraEstatus } from '../../domain/tramite/estatus';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../components/ui/dialog';
import { Cargando } from '../components/ui/skeleton';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '../components/ui/table';
import { Visor, type FuentePdf } from '../components/visor';
import { formatearFecha } from '../lib/formato';
import { useAnuencias } from './consultas';
import type { DialogoEstablecimientoProps } from '../establecimientos/dialogo';
import { varianteEstatus } from './estatus';
import { anuenciaPdf } from './impresos';

function Estatus({ valor }: { valor: number | undefined }) {
  const v = valor ?? ESTATUS.PENDIENTE;
  return <Badge variant={varianteEstatus(v)}>{palabraEstatus(v, 'solicitud')}</Badge>;
}

/** 'Anuencia' (spec 1 §2.5–2.6, §3 Anuencia): the civil-protection rulings by period. */
export function AnuenciaDialog({ establecimiento, abierto, alCambiar }: DialogoEstablecimientoProps) {
  const anuencias = useAnuencias(establecimiento.id, abierto);
  const [fuente, setFuente] = useState<FuentePdf | null>(null);
  const lista = [...(anuencias.data ?? [])].sort((a, b) => b.periodo - a.periodo);
  return (
    <>
      <Dialog open={abierto} onOpenChange={alCambiar}>
        <DialogContent className="max-w-3xl">
          <DialogHeader>
            <DialogTitle>Anuencia de Protección Civil</DialogTitle>
            <DialogDescription>{establecimiento.nombre_comercial}</DialogDescription>
          </DialogHeader>
          {anuencias.isLoading ? (
            <Cargando filas={3} />
          ) : (
            <Table>
              <TableCaption>Anuencias por periodo de {establecimiento.nombre_comercial}</TableCaption>
              <TableHeader>
                <TableRow>
                  <TableHead>Periodo</TableHead>
                  <TableHead>Pago</TableHead>
                  <TableHead>Estatus</TableHead>
                  <TableHead>Aprobada</TableHead>
                  <TableHead>
                    <span className="sr-only">Acciones</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody vacio="Aún no hay anuencias de Protección Civil para este establecimiento.">
                {lista.map((a) => (
                  <TableRow key={a.id}>
                    <TableCell className="font-semibold">{a.periodo}</TableCell>
                    <TableCell>
                      <Estatus valor={a.estatus_pago} />
                    </TableCell>
                    <TableCell>
                      <Estatus valor={a.estatus_general} />
                    </TableCell>
                    <TableCell>{a.fecha_aprobacion ? formatearFecha(a.fecha_aprobacion) : '—'}</TableCell>
                    <TableCell>
                      {a.estatus_general === ESTATUS.APROBADO ? (
                        <Button size="sm" onClick={() => setFuente(anuenciaPdf({ id: a.id, anio: a.periodo }))}>
                          <ShieldCheck aria-hidden="true" />
                          Ver anuencia
                        </Button>
                      ) : null}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </DialogContent>
      </Dialog>
      <Visor fuente={fuente} alCerrar={() => setFuente(null)} />
    </>
  );
}
