import { useState } from 'react';
import { Link } from 'react-router';
import { FileBadge, FileText, MapPin, MapPinned } from 'lucide-react';
import { TIPO_LICENCIA } from '../../domain/licencia/constantes';
import { ESTATUS } from '../../domain/tramite/estatus';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../components/ui/dialog';
import { Cargando } from '../components/ui/skeleton';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '../components/ui/table';
import { Visor, type FuentePdf } from '../components/visor';
import { AccionesFiscalizacion } from '../fiscalizacion/acciones-licencia';
import { useLicenciasPorAnio } from './consultas';
import type { DialogoEstablecimientoProps } from '../establecimientos/dialogo';
import { estatusLicencia } from './estatus';
import { constanciaUsoSueloPdf, licenciaPdf, solicitudImpresaPdf } from './impresos';
import type { LicenciaDto } from './tipos';

/** The digital licence exists once data validation approved it (provisional) or it is ready (permanent). */
const hayLicenciaDigital = (l: LicenciaDto) => l.lista || l.estatus_verificacion === ESTATUS.APROBADO;

/** 'Licencias' (spec 1 §2.5–2.6): the licences by year with 'Ver licencia digital' and the printouts. */
export function LicenciasDialog({ establecimiento, abierto, alCambiar }: DialogoEstablecimientoProps) {
  const licencias = useLicenciasPorAnio(establecimiento.id, abierto);
  const [fuente, setFuente] = useState<FuentePdf | null>(null);
  const lista = [...(licencias.data ?? [])].sort((a, b) => b.anio - a.anio);
  return (
    <>
      <Dialog open={abierto} onOpenChange={alCambiar}>
        <DialogContent className="max-w-4xl">
          <DialogHeader>
            <DialogTitle>Licencias</DialogTitle>
            <DialogDescription>{establecimiento.nombre_comercial}</DialogDescription>
          </DialogHeader>
          {licencias.isLoading ? (
            <Cargando filas={3} />
          ) : (
            <Table>
              <TableCaption>Licencias por año de {establecimiento.nombre_comercial}</TableCaption>
              <TableHeader>
                <TableRow>
                  <TableHead>Año</TableHead>
                  <TableHead>Folio</TableHead>
                  <TableHead>Tipo</TableHead>
                  <TableHead>Estatus</TableHead>
                  <TableHead>
                    <span className="sr-only">Acciones</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody vacio="Este establecimiento aún no tiene licencias.">
                {lista.map((l) => {
                  const e = estatusLicencia(l);
                  return (
                    <TableRow key={l.id}>
                      <TableCell className="font-semibold">{l.anio}</TableCell>
                      <TableCell className="whitespace-nowrap font-mono text-xs">{l.folio ?? '—'}</TableCell>
                      <TableCell>{l.tipo_licencia_id === TIPO_LICENCIA.PERMANENTE ? 'Permanente' : 'Provisional'}</TableCell>
                      <TableCell>
                        <Badge variant={e.variante}>{e.texto}</Badge>
                      </TableCell>
                      <TableCell>
                        <div className="flex flex-wrap justify-end gap-2">
                          {hayLicenciaDigital(l) ? (
                            <Button size="sm" onClick={() => setFuente(licenciaPdf(l))}>
                              <FileBadge aria-hidden="true" />
                              Ver licencia digital
                            </Button>
                          ) : null}
                          {l.estatus_licencia !== ESTATUS.BORRADOR ? (
                            <Button size="sm" variant="outline" onClick={() => setFuente(solicitudImpresaPdf(l))}>
                              <FileText aria-hidden="true" />
                              Ver solicitud impresa
                            </Button>
                          ) : null}
                          {l.lista ? (
                            // spec 2 §2 form-cambio-domicilio: the licence's address movements (movement type 2).
                            <Button size="sm" variant="outline" asChild>
                              <Link to={`/admin/establecimientos/form-cambio-domicilio/${l.id}/${establecimiento.id}`}>
                                <MapPin aria-hidden="true" />
                                Movimientos de domicilio
                              </Link>
                            </Button>
                          ) : null}
                          <AccionesFiscalizacion licenciaId={l.id} establecimiento={establecimiento} activo={abierto && l.lista && !l.renovacion} />
                          {l.estatus_uso_suelo === ESTATUS.APROBADO ? (
                            <Button size="sm" variant="outline" onClick={() => setFuente(constanciaUsoSueloPdf(l))}>
                              <MapPinned aria-hidden="true" />
                              Constancia de uso de suelo
                            </Button>
                          ) : null}
                        </div>
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          )}
        </DialogContent>
      </Dialog>
      <Visor fuente={fuente} alCerrar={() => setFuente(null)} />
    </>
  );
}
