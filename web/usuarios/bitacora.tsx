import { useState } from 'react';
import { MSG_USUARIOS } from '../../domain/usuarios/mensajes';
import { Paginacion } from '../components/ui/pagination';
import { Cargando } from '../components/ui/skeleton';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '../components/ui/table';
import { formatearFechaHora } from '../lib/formato';
import { useBitacora } from './consultas';
import { describirDetalle, nombrePersona, paginar } from './reglas';

/** Root only: who changed which account, when, and what changed (the last 200 entries). */
export function BitacoraUsuarios() {
  const bitacora = useBitacora(true);
  const [pagina, setPagina] = useState(1);
  const vista = paginar(bitacora.data ?? [], pagina);

  return (
    <section className="flex flex-col gap-4" aria-label="Bitácora de usuarios">
      <p className="text-sm text-muted-foreground">Los últimos 200 cambios a las cuentas internas, del más reciente al más antiguo.</p>
      {bitacora.isLoading ? (
        <Cargando filas={6} />
      ) : (
        <>
          <Table>
            <TableCaption>Bitácora de usuarios</TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead>Fecha</TableHead>
                <TableHead>Quién</TableHead>
                <TableHead>A quién</TableHead>
                <TableHead>Acción</TableHead>
                <TableHead>Detalle</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody vacio={MSG_USUARIOS.sinRegistros}>
              {vista.filas.map((b) => {
                const lineas = describirDetalle(b.detalle);
                return (
                  <TableRow key={b.id}>
                    <TableCell className="whitespace-nowrap tabular-nums">{formatearFechaHora(b.fecha)}</TableCell>
                    <TableCell>{nombrePersona(b.actor)}</TableCell>
                    <TableCell>{nombrePersona(b.usuario)}</TableCell>
                    <TableCell>{b.accion_etiqueta}</TableCell>
                    <TableCell>
                      {lineas.length ? (
                        <ul className="flex flex-col gap-0.5 text-xs">
                          {lineas.map((l, i) => (
                            <li key={i}>{l}</li>
                          ))}
                        </ul>
                      ) : (
                        <span className="text-muted-foreground">—</span>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
          <Paginacion pagina={vista.pagina} ultima={vista.ultima} alCambiar={setPagina} />
        </>
      )}
    </section>
  );
}
