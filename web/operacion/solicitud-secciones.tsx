// The sections of a request's page in the operator console that read its workflow (failures,
// timers) and its log: small tables, each with its caption for screen readers.
import type { DetalleOperacionDto } from '../../api/operacion/consola.schemas';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '../components/ui/table';
import { formatearFechaHora } from '../lib/formato';

function Seccion({ id, titulo, children }: { id: string; titulo: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-lg font-semibold">
        {titulo}
      </h2>
      {children}
    </section>
  );
}

export function FallosActividad({ fallos }: { fallos: DetalleOperacionDto['fallos'] }) {
  return (
    <Seccion id="op-fallos" titulo="Actividades con fallas">
      <Table>
        <TableCaption className="sr-only">Actividades con fallas</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead scope="col">Actividad</TableHead>
            <TableHead scope="col">Intentos</TableHead>
            <TableHead scope="col">Último error</TableHead>
            <TableHead scope="col">Siguiente intento</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody vacio="Ninguna actividad está fallando.">
          {fallos.map((f) => (
            <TableRow key={f.actividad_id}>
              <TableCell>{f.actividad}</TableCell>
              <TableCell>{f.intentos ?? '—'}</TableCell>
              <TableCell>{f.mensaje}</TableCell>
              <TableCell className="whitespace-nowrap">{f.proximo_intento_at ? formatearFechaHora(f.proximo_intento_at) : '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Seccion>
  );
}

export function Temporizadores({ temporizadores }: { temporizadores: DetalleOperacionDto['temporizadores'] }) {
  return (
    <Seccion id="op-temporizadores" titulo="Temporizadores pendientes">
      <Table>
        <TableCaption className="sr-only">Temporizadores pendientes</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead scope="col">Vence</TableHead>
            <TableHead scope="col">Qué espera</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody vacio="El flujo no tiene temporizadores pendientes.">
          {temporizadores.map((t) => (
            <TableRow key={t.id}>
              <TableCell className="whitespace-nowrap">{formatearFechaHora(t.vence_at)}</TableCell>
              <TableCell>{t.resumen ?? '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Seccion>
  );
}

export function BitacoraSolicitud({ bitacora }: { bitacora: DetalleOperacionDto['bitacora'] }) {
  return (
    <Seccion id="op-bitacora" titulo="Bitácora de operación">
      <Table>
        <TableCaption className="sr-only">Bitácora de operación de la solicitud</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead scope="col">Fecha</TableHead>
            <TableHead scope="col">Usuario</TableHead>
            <TableHead scope="col">Acción</TableHead>
            <TableHead scope="col">Motivo</TableHead>
            <TableHead scope="col">Resultado</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody vacio="Aún no se ha realizado ninguna acción sobre esta solicitud.">
          {bitacora.map((b) => (
            <TableRow key={b.id}>
              <TableCell className="whitespace-nowrap">{formatearFechaHora(b.created_at)}</TableCell>
              <TableCell>{b.usuario}</TableCell>
              <TableCell>{b.accion}</TableCell>
              <TableCell>{b.motivo ?? '—'}</TableCell>
              <TableCell>{b.resultado === 'enviada' ? 'Enviada' : b.resultado}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Seccion>
  );
}
