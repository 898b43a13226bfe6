// SARE's promise per month (CONAMER: a decision within 72 business hours of sending).
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '../components/ui/table';
import type { NivelesDto } from '../../api/indicadores/niveles.schemas';
import { formatearMes, formatearPorcentaje } from './niveles-formato';

export function CumplimientoSare({ meses }: { meses: NonNullable<NivelesDto['sare']> }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Cumplimiento SARE (72 horas hábiles)</CardTitle>
        <CardDescription>
          Solicitudes de licencia SARE resueltas dentro de 72 horas hábiles desde su envío, por mes de envío. Las que siguen en trámite cuentan cuando vence su plazo.
        </CardDescription>
      </CardHeader>
      <CardContent className="overflow-x-auto">
        <Table>
          <TableCaption>Cumplimiento SARE por mes</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>Mes</TableHead>
              <TableHead>Enviadas</TableHead>
              <TableHead>Dentro del plazo</TableHead>
              <TableHead>Fuera del plazo</TableHead>
              <TableHead>En plazo, sin resolver</TableHead>
              <TableHead>Cumplimiento</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {meses.map((m) => (
              <TableRow key={m.mes}>
                <TableHead scope="row" className="font-normal">
                  {formatearMes(m.mes)}
                </TableHead>
                <TableCell>{m.enviadas}</TableCell>
                <TableCell>{m.cumplidas}</TableCell>
                <TableCell>{m.incumplidas}</TableCell>
                <TableCell>{m.pendientes}</TableCell>
                <TableCell className="font-semibold">{formatearPorcentaje(m.porcentaje)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
