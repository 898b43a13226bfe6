import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { CalendarPlus, FolderOpen } from 'lucide-react';
import { MSG_REN } from '../../domain/licencia/renovacion';
import { Alert } from '../components/ui/alert';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../components/ui/dialog';
import { Opcion, RadioGroup } from '../components/ui/radio-group';
import { Cargando } from '../components/ui/skeleton';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '../components/ui/table';
import { useAccion } from '../lib/use-accion';
import type { DialogoEstablecimientoProps } from '../licencia/dialogo';
import { varianteEstatus } from '../licencia/estatus';
import { qkLic } from '../licencia/consultas';
import { qkRen, renovar, useHistorico, type HistoricoLicencia } from './consultas';

/** The page of a renewal's year (spec 1 §2.1 new-solicitud/{idSolicitud}/{anio}). */
export const rutaRenovacion = (locacionId: number, anio: number) => `/admin/establecimientos/new-solicitud/${locacionId}/${anio}`;

function EstatusAnio({ f }: { f: HistoricoLicencia }) {
  // The word is the API's, the same as the licence's card (domain/licencia/lectura.ts).
  if (f.origen === 'padron') return <Badge variant={f.pagada ? 'success' : 'outline'}>{f.estatus_texto}</Badge>;
  return <Badge variant={varianteEstatus(f.estatus_licencia ?? 1)}>{f.estatus_texto}</Badge>;
}

/**
 * 'Pick a licence to renew' (spec 1 §2.6): the business's years — the portal's and the padrón's —
 * and the period it may renew now (spec 1 §5.6: chosen freely only in December). `aviso`: what brought
 * the person here (the import from the padrón), said inside the dialog.
 */
export function PeriodosDialog({ establecimiento, abierto, alCambiar, aviso }: DialogoEstablecimientoProps & { aviso?: string | null }) {
  const navegar = useNavigate();
  const historico = useHistorico(establecimiento.external_id, abierto);
  const periodos = historico.data?.periodos?.periodos ?? [];
  const libre = historico.data?.periodos?.libre ?? false;
  const [elegido, setElegido] = useState<string>('');
  useEffect(() => {
    if (periodos.length && !periodos.includes(Number(elegido))) setElegido(String(periodos[0]));
  }, [periodos, elegido]);

  const abrir = useAccion({
    llamar: (anio: number) => renovar(establecimiento.id, anio),
    invalidar: [qkLic.establecimientos, qkLic.establecimiento(establecimiento.id), qkRen.historico(establecimiento.external_id)],
    alExito: (env, anio) => {
      alCambiar(false);
      void navegar(rutaRenovacion(establecimiento.id, anio), { state: { aviso: env.data.aviso } });
    },
  });

  const filas = historico.data?.filas ?? [];
  const anio = Number(elegido);
  return (
    <Dialog open={abierto} onOpenChange={alCambiar}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Renovación de licencia</DialogTitle>
          <DialogDescription>
            {establecimiento.nombre_comercial} · Clave {establecimiento.external_id}
          </DialogDescription>
        </DialogHeader>
        {/* A toast behind this modal is hidden from screen readers: what just happened is said here. */}
        {aviso ? (
          <Alert variant="success" title={aviso}>
            Ya aparece en Mis establecimientos.
          </Alert>
        ) : null}
        {historico.isLoading ? (
          <Cargando filas={4} />
        ) : historico.isError || !historico.data?.periodos ? (
          <Alert variant="destructive">{MSG_REN.noEncontrado}</Alert>
        ) : (
          <>
            <Table>
              <TableCaption>Licencias por año de {establecimiento.nombre_comercial}</TableCaption>
              <TableHeader>
                <TableRow>
                  <TableHead>Año</TableHead>
                  <TableHead>Registro</TableHead>
                  <TableHead>Estatus</TableHead>
                  <TableHead>
                    <span className="sr-only">Acciones</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody vacio="No hay licencias registradas de este establecimiento.">
                {filas.map((f) => (
                  <TableRow key={`${f.origen}-${f.anio}`}>
                    <TableCell className="font-semibold">{f.anio}</TableCell>
                    <TableCell>{f.origen === 'padron' ? 'Padrón municipal' : f.renovacion ? `Renovación · ${f.folio}` : `Apertura · ${f.folio}`}</TableCell>
                    <TableCell>
                      <EstatusAnio f={f} />
                    </TableCell>
                    <TableCell>
                      {f.origen === 'ventanilla' && f.renovacion ? (
                        <Button size="sm" variant="outline" onClick={() => void navegar(rutaRenovacion(establecimiento.id, f.anio))}>
                          <FolderOpen aria-hidden="true" />
                          Abrir renovación {f.anio}
                        </Button>
                      ) : null}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            {!periodos.length ? (
              <Alert variant="info">{MSG_REN.sinPeriodos}</Alert>
            ) : libre ? (
              <fieldset className="flex flex-col gap-2">
                <legend className="text-sm font-semibold">Periodo a renovar</legend>
                <RadioGroup value={elegido} onValueChange={setElegido} aria-label="Periodo a renovar">
                  {periodos.map((p) => (
                    <Opcion key={p} id={`periodo-${p}`} value={String(p)} etiqueta={String(p)} />
                  ))}
                </RadioGroup>
              </fieldset>
            ) : (
              <Alert variant="info" title={`Periodo a renovar: ${periodos[0]}`}>
                Los periodos pueden elegirse solo en diciembre; el resto del año se renueva primero el periodo pendiente más antiguo.
              </Alert>
            )}
          </>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => alCambiar(false)}>
            Cerrar
          </Button>
          {periodos.length ? (
            <Button onClick={() => void abrir.ejecutar(anio)} disabled={abrir.ocupado || !anio}>
              <CalendarPlus aria-hidden="true" />
              Renovar {anio || ''}
            </Button>
          ) : null}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
