// The ventanilla's public indicators (/indicadores): no session. Per procedure and month
// of a year, counts and times only, in plain tables, with how each figure is calculated.
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { PantallaPublica } from '../auth/pantalla-publica';
import { Alert } from '../components/ui/alert';
import { Card, CardContent } from '../components/ui/card';
import { Campo } from '../components/ui/form-field';
import { Select } from '../components/ui/select';
import { Cargando } from '../components/ui/skeleton';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '../components/ui/table';
import { anioDeEnlace, conActividad, consultarIndicadores, formatoDias, formatoEntero, formatoPorcentaje, MESES, type CifrasMes, type IndicadoresPublicos } from './publicos';

const TITULO = 'Indicadores de la ventanilla';
const NUM = 'text-right tabular-nums';

function Encabezados({ primera }: { primera: string }) {
  return (
    <TableHeader>
      <TableRow>
        <TableHead>{primera}</TableHead>
        <TableHead className={NUM}>Recibidas</TableHead>
        <TableHead className={NUM}>Resueltas</TableHead>
        <TableHead className={NUM}>Aprobadas</TableHead>
        <TableHead className={NUM}>Rechazadas</TableHead>
        <TableHead className={NUM}>Mediana de días hasta la resolución</TableHead>
        <TableHead className={NUM}>Resueltas en plazo</TableHead>
      </TableRow>
    </TableHeader>
  );
}

function Fila({ nombre, c, total = false }: { nombre: string; c: CifrasMes; total?: boolean }) {
  return (
    <TableRow className={total ? 'bg-muted font-semibold' : undefined}>
      <th scope="row" className="px-3 py-2 text-left font-medium">
        {nombre}
      </th>
      <TableCell className={NUM}>{formatoEntero(c.recibidas)}</TableCell>
      <TableCell className={NUM}>{formatoEntero(c.resueltas)}</TableCell>
      <TableCell className={NUM}>{formatoEntero(c.aprobadas)}</TableCell>
      <TableCell className={NUM}>{formatoEntero(c.rechazadas)}</TableCell>
      <TableCell className={NUM}>{formatoDias(c.mediana_dias)}</TableCell>
      <TableCell className={NUM}>{formatoPorcentaje(c.dentro_plazo)}</TableCell>
    </TableRow>
  );
}

const CAPTION = 'not-sr-only caption-top px-3 pt-3 pb-2 text-left text-base font-semibold text-foreground';

function Resumen({ d }: { d: IndicadoresPublicos }) {
  return (
    <Table>
      <TableCaption className={CAPTION}>Resumen por trámite, {d.anio}</TableCaption>
      <Encabezados primera="Trámite" />
      <TableBody>
        {d.tramites.map((t) => (
          <Fila key={t.clave} nombre={t.nombre} c={t.total} />
        ))}
      </TableBody>
    </Table>
  );
}

function PorMes({ t, anio }: { t: IndicadoresPublicos['tramites'][number]; anio: number }) {
  return (
    <Table>
      <TableCaption className={CAPTION}>
        {t.nombre}: por mes, {anio}
      </TableCaption>
      <Encabezados primera="Mes" />
      <TableBody>
        {t.meses.map((m) => (
          <Fila key={m.mes} nombre={MESES[m.mes - 1]} c={m} />
        ))}
        <Fila nombre={`Total ${anio}`} c={t.total} total />
      </TableBody>
    </Table>
  );
}

function ComoSeCalcula() {
  return (
    <section aria-labelledby="como-se-calcula" className="space-y-3 text-sm leading-relaxed">
      <h2 id="como-se-calcula" className="text-lg font-semibold">
        Cómo se calcula
      </h2>
      <ul className="list-disc space-y-2 pl-5">
        <li>
          <strong>Recibidas:</strong> solicitudes enviadas por primera vez en el mes (los borradores no se cuentan). Los meses siguen el calendario de Chetumal.
        </li>
        <li>
          <strong>Resueltas:</strong> solicitudes que en el mes fueron aprobadas (o expedidas) o rechazadas en definitiva. Una solicitud devuelta para corrección no
          está resuelta. Puede resolverse en un mes distinto al de su envío.
        </li>
        <li>
          <strong>Mediana de días hasta la resolución:</strong> de las solicitudes resueltas en el mes, los días naturales entre su primer envío y su resolución; la
          mitad tardó esa cifra o menos. Incluye el tiempo en que la solicitud estuvo en manos del contribuyente (pagos, correcciones).
        </li>
        <li>
          <strong>Resueltas en plazo:</strong> de las solicitudes resueltas en el mes, la proporción en que cada revisión del personal se atendió a más tardar en
          su fecha de vencimiento. Para las licencias de funcionamiento por SARE se exige además que la resolución llegue dentro de las 72 horas hábiles siguientes
          al envío (de lunes a viernes, de 8:00 a 16:00 h, sin contar los días inhábiles oficiales), como establece el compromiso ante la CONAMER.
        </li>
        <li>Un guion (—) indica que en ese periodo no se resolvió ninguna solicitud. Las cifras son conteos: no incluyen folios, nombres ni datos personales.</li>
      </ul>
    </section>
  );
}

export function IndicadoresPublicosPage() {
  const [q, setQ] = useSearchParams();
  const anio = anioDeEnlace(q.get('anio'));
  const consulta = useQuery({ queryKey: ['indicadores-publicos', anio], queryFn: () => consultarIndicadores(anio), staleTime: 600_000, retry: false });
  const d = consulta.data;
  const activos = d ? d.tramites.filter(conActividad) : [];
  return (
    <PantallaPublica titulo={TITULO} amplia>
      <Card>
        <CardContent className="space-y-6 pt-6">
          <header className="space-y-2">
            <h1 className="text-2xl font-bold tracking-tight">{TITULO}</h1>
            <p className="text-sm text-muted-foreground">
              Cuántas solicitudes recibe y resuelve la ventanilla en línea cada mes, cuánto tarda en resolverlas y cuántas resuelve en el plazo prometido.
            </p>
          </header>
          {d ? (
            <Campo etiqueta="Año" className="max-w-40">
              {(c) => (
                <Select {...c} value={String(d.anio)} onChange={(e) => setQ({ anio: e.target.value })}>
                  {d.anios.map((a) => (
                    <option key={a} value={a}>
                      {a}
                    </option>
                  ))}
                </Select>
              )}
            </Campo>
          ) : null}
          {consulta.isPending ? <Cargando /> : null}
          {consulta.isError ? <Alert variant="destructive">{consulta.error.message}</Alert> : null}
          {d ? (
            <>
              <Resumen d={d} />
              {activos.map((t) => (
                <PorMes key={t.clave} t={t} anio={d.anio} />
              ))}
              <p className="text-xs text-muted-foreground">
                Cifras calculadas el {new Date(d.calculado_at).toLocaleString('es-MX', { timeZone: 'America/Cancun', dateStyle: 'long', timeStyle: 'short' })}; se
                actualizan cada 10 minutos.
              </p>
            </>
          ) : null}
          <ComoSeCalcula />
        </CardContent>
      </Card>
    </PantallaPublica>
  );
}
