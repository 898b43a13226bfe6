// The operator console's view of refused sign-ins (GET /api/operacion/accesos): per account and per
// address over the last hour, so a storm of guesses against root, or one address trying many
// accounts, is seen while it happens. Its own query: it answers while Temporal does not.
import { useQuery } from '@tanstack/react-query';
import type { AccesosFallidosDto } from '../../api/operacion/operacion.schemas';
import { Alert } from '../components/ui/alert';
import { Badge } from '../components/ui/badge';
import { Cargando } from '../components/ui/skeleton';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '../components/ui/table';
import { api } from '../lib/api';
import { formatearFechaHora } from '../lib/formato';

export const QK_ACCESOS = ['operacion', 'accesos'] as const;

export function AccesosFallidos() {
  const consulta = useQuery({ queryKey: QK_ACCESOS, queryFn: () => api.get<AccesosFallidosDto>('/api/operacion/accesos'), refetchInterval: 60_000 });
  const d = consulta.data;
  return (
    <section aria-labelledby="op-accesos" className="flex flex-col gap-3">
      <h2 id="op-accesos" className="flex items-center gap-2 text-lg font-semibold">
        Intentos de acceso fallidos
        {d ? (
          <Badge variant={d.total > 0 ? 'destructive' : 'outline'} aria-label={`${d.total} intentos rechazados`}>
            {d.total}
          </Badge>
        ) : null}
      </h2>
      <p className="text-sm text-muted-foreground">
        Inicios de sesión rechazados en la última hora: contraseña incorrecta o usuario inexistente, y los que tuvieron que esperar. Muchos contra una cuenta, o muchas cuentas desde una
        dirección, indican que alguien intenta adivinar contraseñas.
      </p>
      {consulta.isLoading ? <Cargando filas={3} /> : null}
      {consulta.isError ? <Alert variant="destructive">No fue posible consultar los intentos de acceso. Intente de nuevo en unos momentos.</Alert> : null}
      {d ? (
        <div className="grid gap-6 2xl:grid-cols-2">
          <Table>
            <TableCaption>Por cuenta</TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead scope="col">Cuenta</TableHead>
                <TableHead scope="col" className="text-right">Fallidos</TableHead>
                <TableHead scope="col" className="text-right">En espera</TableHead>
                <TableHead scope="col" className="text-right">Direcciones</TableHead>
                <TableHead scope="col">Último</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody vacio="Ningún intento rechazado en la última hora.">
              {d.cuentas.map((c) => (
                <TableRow key={c.usuario_id ?? 'sin-cuenta'}>
                  <TableCell className="font-medium">{c.username ?? 'Usuarios inexistentes'}</TableCell>
                  <TableCell className="text-right tabular-nums">{c.fallos}</TableCell>
                  <TableCell className="text-right tabular-nums">{c.esperas}</TableCell>
                  <TableCell className="text-right tabular-nums">{c.direcciones}</TableCell>
                  <TableCell className="whitespace-nowrap">{formatearFechaHora(c.ultimo_at)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Table>
            <TableCaption>Por dirección</TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead scope="col">Dirección</TableHead>
                <TableHead scope="col" className="text-right">Fallidos</TableHead>
                <TableHead scope="col" className="text-right">En espera</TableHead>
                <TableHead scope="col" className="text-right">Cuentas</TableHead>
                <TableHead scope="col">Último</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody vacio="Ningún intento rechazado en la última hora.">
              {d.direcciones.map((x) => (
                <TableRow key={x.direccion}>
                  <TableCell className="font-mono text-xs">{x.direccion}</TableCell>
                  <TableCell className="text-right tabular-nums">{x.fallos}</TableCell>
                  <TableCell className="text-right tabular-nums">{x.esperas}</TableCell>
                  <TableCell className="text-right tabular-nums">{x.cuentas}</TableCell>
                  <TableCell className="whitespace-nowrap">{formatearFechaHora(x.ultimo_at)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      ) : null}
    </section>
  );
}
