import { Link } from 'react-router';
import { Eye, Plus } from 'lucide-react';
import { MENSAJES_ANUNCIO as M } from '../../domain/anuncios/mensajes';
import { Alert } from '../components/ui/alert';
import { buttonVariants } from '../components/ui/button';
import { Cargando } from '../components/ui/skeleton';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '../components/ui/table';
import { formatearFecha } from '../lib/formato';
import type { EstablecimientoRef } from '../licencia/dialogo';
import { ChipEstatusAnuncio, nombreAnuncio } from './comun';
import { rutaFormAnuncio, rutaSolicitudAnuncio, useSolicitudesAnuncio } from './consultas';
import { useMotivoSinAnuncios, type LicenciaConTramite } from './licencia-anuncios';

interface Props {
  establecimiento: EstablecimientoRef;
  activo?: boolean;
  /** 'Agregar anuncio' under the list (spec 3 §2.2: goes to the create-sign route) */
  conAgregar?: boolean;
  /** the establishment's licences when the page has them (else they are read): 'Agregar anuncio' only where the API accepts it */
  licencias?: readonly LicenciaConTramite[];
}

/**
 * An establishment's sign requests (spec 3 §2.2, §4.1): folio, signs, date and the status chip
 * ('PENDIENTE DE ENVIAR' for a draft), each opening its signs; 'No hay solicitudes de anuncios'
 * when there are none. A new sign joins the open request (draft or returned) or starts one.
 */
export function ListaSolicitudesAnuncio({ establecimiento: e, activo = true, conAgregar = true, licencias }: Props) {
  const lista = useSolicitudesAnuncio(e.id, activo);
  const solicitudes = lista.data ?? [];
  const sinAnuncios = useMotivoSinAnuncios(e.id, licencias);
  return (
    <div className="flex flex-col gap-3">
      {lista.isLoading ? <Cargando filas={2} /> : null}
      {lista.isError ? <Alert variant="destructive">No fue posible consultar las solicitudes de anuncios.</Alert> : null}
      {/* No requests: a sentence, not an empty table (on a phone its scrolling box would hold nothing to focus). */}
      {lista.isSuccess && !solicitudes.length ? <p className="text-sm text-muted-foreground">{M.sinSolicitudes}</p> : null}
      {lista.isSuccess && solicitudes.length ? (
        <Table>
          <TableCaption className="sr-only">{`Solicitudes de anuncios de ${e.nombre_comercial}`}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>Folio</TableHead>
              <TableHead>Anuncios</TableHead>
              <TableHead>Solicitada</TableHead>
              <TableHead>Estatus</TableHead>
              <TableHead>
                <span className="sr-only">Acciones</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {solicitudes.map((s) => (
              <TableRow key={s.id}>
                <TableCell className="whitespace-nowrap font-mono text-xs">{s.folio}</TableCell>
                <TableCell>{s.anuncio.map((a) => nombreAnuncio(a)).join(', ') || '—'}</TableCell>
                <TableCell className="whitespace-nowrap">{formatearFecha(s.created_at)}</TableCell>
                <TableCell>
                  <ChipEstatusAnuncio estatus={s.estatus_id} />
                </TableCell>
                <TableCell>
                  <Link to={rutaSolicitudAnuncio(s.id, e.id)} className={buttonVariants({ size: 'sm', variant: 'outline' })} aria-label={`Ver anuncios de la solicitud ${s.folio}`}>
                    <Eye aria-hidden="true" />
                    Ver anuncios
                  </Link>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
      {conAgregar && sinAnuncios ? (
        <Alert variant="info" title="Aún no puede solicitar anuncios">
          {sinAnuncios}
        </Alert>
      ) : null}
      {conAgregar && sinAnuncios === null ? (
        <div>
          <Link to={rutaFormAnuncio(e.id)} className={buttonVariants({ size: 'sm' })} aria-label={`Agregar anuncio a ${e.nombre_comercial}`}>
            <Plus aria-hidden="true" />
            Agregar anuncio
          </Link>
        </div>
      ) : null}
    </div>
  );
}
