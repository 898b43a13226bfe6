// One procedure of one area on the service-levels page: its figures, its steps and the chart of the
// weekly median per step.
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '../components/ui/table';
import { GraficaLineas } from '../components/grafica';
import { formatearFechaHora } from '../lib/formato';
import type { TramiteNivelDto } from '../../api/indicadores/niveles.schemas';
import { antiguedad, formatearHoras } from './niveles-formato';

function Cifra({ etiqueta, valor, alerta }: { etiqueta: string; valor: number; alerta?: boolean }) {
  return (
    <div className="flex flex-col">
      <dt className="text-xs text-muted-foreground">{etiqueta}</dt>
      <dd className={alerta && valor > 0 ? 'text-2xl font-semibold text-red-700' : 'text-2xl font-semibold'}>{valor}</dd>
    </div>
  );
}

export function EsperaMasAntigua({ espera }: { espera: TramiteNivelDto['mas_antigua'] }) {
  if (!espera) return <span className="text-muted-foreground">Ninguna en espera</span>;
  return (
    <span>
      <span className="font-medium">{espera.folio}</span> · {espera.paso_etiqueta} · desde {formatearFechaHora(espera.desde)} ({antiguedad(espera.desde)})
    </span>
  );
}

export function TramiteNiveles({ t, periodo }: { t: TramiteNivelDto; periodo: string }) {
  const titulo = `${t.tramite} — ${t.area}`;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{titulo}</CardTitle>
        <CardDescription>
          Solicitud más antigua en espera: <EsperaMasAntigua espera={t.mas_antigua} />
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <dl className="grid grid-cols-3 gap-4 sm:max-w-lg">
          <Cifra etiqueta="Tareas abiertas" valor={t.abiertas} />
          <Cifra etiqueta="Vencidas" valor={t.vencidas} alerta />
          <Cifra etiqueta="Atendidas esta semana" valor={t.atendidas_semana} />
        </dl>
        <div className="overflow-x-auto">
          <Table>
            <TableCaption>
              Tiempo por paso: {titulo} ({periodo.toLowerCase()})
            </TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead>Paso</TableHead>
                <TableHead>Tareas abiertas</TableHead>
                <TableHead>Vencidas</TableHead>
                <TableHead>Resueltas</TableHead>
                <TableHead>Mediana</TableHead>
                <TableHead>Percentil 90</TableHead>
                <TableHead>Atendidas esta semana</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {t.pasos.map((p) => (
                <TableRow key={p.paso}>
                  <TableHead scope="row" className="font-normal">
                    {p.etiqueta}
                  </TableHead>
                  <TableCell>{p.abiertas}</TableCell>
                  <TableCell className={p.vencidas > 0 ? 'font-semibold text-red-700' : undefined}>{p.vencidas}</TableCell>
                  <TableCell>{p.resueltas}</TableCell>
                  <TableCell>{formatearHoras(p.mediana_horas)}</TableCell>
                  <TableCell>{formatearHoras(p.p90_horas)}</TableCell>
                  <TableCell>{p.atendidas_semana}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
        {t.pasos.some((p) => p.resueltas > 0) ? (
          <GraficaLineas
            titulo={`Mediana semanal por paso: ${titulo}`}
            dias={t.serie.semanas}
            series={t.serie.series.map((s) => ({ etiqueta: s.etiqueta, valores: s.valores }))}
            unidad="horas"
            encabezadoDias="Semana del"
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
