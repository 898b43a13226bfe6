import { useState, type ComponentType } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Eye, FileText, Save } from 'lucide-react';
import type { DetalleTareaFiscalizacionDto } from '../../api/fiscalizacion/fiscalizacion.schemas';
import { FISCALIZACION, PASO_FISCALIZACION } from '../../domain/fiscalizacion/comun';
import { MSG_FISCALIZACION as MSG, MSG_FISCALIZACION_EXTRA as MSGX } from '../../domain/fiscalizacion/mensajes';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Dato } from '../components/ui/dato';
import { Input } from '../components/ui/input';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '../components/ui/table';
import { Visor, type DocumentoVisible, type FuentePdf } from '../components/visor';
import { qk } from '../lib/consultas';
import { formatearFechaHora, formatearMoneda } from '../lib/formato';
import { useAccion } from '../lib/use-accion';
import { estadoCuentaPdf } from '../licencia/impresos';
import { guardarHorasAprobadas } from '../fiscalizacion/consultas';
import { fechaLegible, nombreMes } from '../fiscalizacion/estatus';
import type { PropsDetalleTarea } from './props-detalle';

type Detalle = DetalleTareaFiscalizacionDto;
const FIRMAS: readonly string[] = [PASO_FISCALIZACION.FIRMA_OPERADOR, PASO_FISCALIZACION.FIRMA_FISCALIZADOR];

/** The dates asked for; at the review, an input of the approved hours per date (0 … the hours asked). */
function Fechas({ d }: { d: Detalle }) {
  const qc = useQueryClient();
  const inicial = () => Object.fromEntries(d.solicitudDetalles.map((x) => [x.id, String(x.horas_aprobadas ?? x.horas_solicitadas)]));
  const [horas, setHoras] = useState<Record<number, string>>(inicial);
  const [errores, setErrores] = useState<Record<number, string>>({});
  const guardar = useAccion({
    llamar: (h: { id: number; horas_aprobadas: number }[]) => guardarHorasAprobadas(d.solicitud_id, h),
    // The task's detail (its totals) is read again: every task's key starts with 'tarea'.
    alExito: () => qc.invalidateQueries({ queryKey: qk.tarea(d.solicitud_id).slice(0, 1) }),
  });
  const editable = d.horas_editables;
  const total = d.solicitudDetalles.reduce((s, x) => s + (editable ? Number(horas[x.id] || 0) : (x.horas_aprobadas ?? 0)), 0);

  const enviar = () => {
    const e: Record<number, string> = {};
    const lista = d.solicitudDetalles.map((x) => {
      const n = Number(horas[x.id]);
      if (horas[x.id] === '' || !Number.isInteger(n) || n < 0 || n > x.horas_solicitadas) e[x.id] = MSGX.horasAprobadasRango(x.horas_solicitadas);
      return { id: x.id, horas_aprobadas: n };
    });
    setErrores(e);
    if (Object.keys(e).length) return;
    void guardar.ejecutar(lista);
  };

  return (
    <div className="flex flex-col gap-3">
      <Table>
        <TableCaption>Fechas y horas solicitadas</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead>{MSGX.fecha}</TableHead>
            <TableHead>Horario</TableHead>
            <TableHead className="text-right">{MSGX.horasSolicitadas}</TableHead>
            <TableHead className="text-right">{MSGX.horasAprobadas}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody vacio="Sin fechas.">
          {d.solicitudDetalles.map((x) => (
            <TableRow key={x.id}>
              <TableCell>{fechaLegible(x.fecha)}</TableCell>
              <TableCell className="whitespace-nowrap">
                {x.hora_inicio} a {x.hora_fin}
                {x.fecha_fin !== x.fecha ? ' (día siguiente)' : ''}
              </TableCell>
              <TableCell className="text-right">{x.horas_solicitadas}</TableCell>
              <TableCell className="text-right">
                {editable ? (
                  <div className="ml-auto flex max-w-32 flex-col items-end gap-1">
                    <Input
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={x.horas_solicitadas}
                      step={1}
                      className="w-24 text-right"
                      aria-label={`Horas aprobadas del ${fechaLegible(x.fecha)}`}
                      aria-invalid={errores[x.id] ? true : undefined}
                      value={horas[x.id] ?? ''}
                      onChange={(ev) => setHoras((h) => ({ ...h, [x.id]: ev.target.value }))}
                    />
                    {errores[x.id] ? <span className="text-xs font-medium text-destructive">{errores[x.id]}</span> : null}
                  </div>
                ) : (
                  (x.horas_aprobadas ?? '—')
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <p className="text-sm">
        Total: <span className="font-semibold">{d.horas_solicitadas}</span> horas solicitadas
        {editable || d.horas_aprobadas !== null ? (
          <>
            , <span className="font-semibold">{editable ? total : d.horas_aprobadas}</span> horas aprobadas
          </>
        ) : null}
        .
      </p>
      {editable ? (
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={enviar} disabled={guardar.ocupado} variant="secondary">
            <Save aria-hidden="true" />
            Guardar horas aprobadas
          </Button>
          <p className="text-sm text-muted-foreground">Guarde las horas aprobadas antes de aprobar: el estado de cuenta se calcula con ellas.</p>
        </div>
      ) : null}
    </div>
  );
}

/**
 * What Fiscalización sees of an extraordinary-hours or live-music request (spec 2 §2–§5): the
 * establishment, the month and the dates with the hours asked; at the review, the approved hours per
 * date; at the payment's validation, the statement and the receipt; at each signature, what the
 * certificate will say (dates, approved hours, payment) and which signatures it already has.
 */
export function DetalleFiscalizacion({ detalle: d, paso }: { detalle: Detalle; paso: string }) {
  const [fuente, setFuente] = useState<FuentePdf | DocumentoVisible | null>(null);
  const firma = FIRMAS.includes(paso);
  const e = d.establecimiento;
  return (
    <>
      {firma ? (
        <Alert variant="info" title={paso === PASO_FISCALIZACION.FIRMA_OPERADOR ? 'Firma del operador' : 'Firma del fiscalizador'}>
          Firma la constancia de {d.nombre_tramite.toLowerCase()} de {e.nombre_comercial} para {nombreMes(d.mes)}: {d.solicitudDetalles.length}{' '}
          {d.solicitudDetalles.length === 1 ? 'fecha' : 'fechas'} con {d.horas_aprobadas ?? 0} horas aprobadas. Firma del operador:{' '}
          {d.firma_operador ? 'firmada' : 'pendiente'}; firma del fiscalizador: {d.firma_fiscalizador ? 'firmada' : 'pendiente'}.
        </Alert>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle>{d.nombre_tramite}</CardTitle>
          <CardDescription>
            Folio {d.folio} · {nombreMes(d.mes)}
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <Dato etiqueta="Establecimiento">{e.nombre_comercial}</Dato>
            <Dato etiqueta="Clave">{e.external_id}</Dato>
            <Dato etiqueta="Domicilio">{e.domicilio}</Dato>
            <Dato etiqueta="Licencia">{`${d.licencia.folio} (${d.licencia.anio})`}</Dato>
            <Dato etiqueta="Contribuyente">{`${d.contribuyente.nombre} · ${d.contribuyente.rfc}`}</Dato>
            <Dato etiqueta={MSGX.mes}>{nombreMes(d.mes)}</Dato>
            {d.tipo === 'VARIEDAD' ? <Dato etiqueta={MSG.cantidadPersonas}>{d.cantidad_personas}</Dato> : null}
            <Dato etiqueta="Firmas de la constancia">{`Operador: ${d.firma_operador ? 'firmada' : 'pendiente'} · Fiscalizador: ${d.firma_fiscalizador ? 'firmada' : 'pendiente'}`}</Dato>
          </dl>
          <Fechas d={d} />
        </CardContent>
      </Card>
      {d.estado_cuenta || d.documentos.length ? (
        <Card>
          <CardHeader>
            <CardTitle>Documentos y pago</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-3">
            {d.estado_cuenta ? (
              <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-3">
                <p className="text-sm">
                  Estado de cuenta <span className="font-mono">{d.estado_cuenta.folio}</span>: {formatearMoneda(d.estado_cuenta.total)} ·{' '}
                  {d.estado_cuenta.pagado ? `Pagado${d.estado_cuenta.folio_pago ? ` (folio ${d.estado_cuenta.folio_pago})` : ''}` : 'Por pagar'}
                </p>
                <Button size="sm" variant="outline" onClick={() => setFuente(estadoCuentaPdf(d.estado_cuenta!))}>
                  <FileText aria-hidden="true" />
                  Ver estado de cuenta
                </Button>
              </div>
            ) : null}
            {d.documentos.map((doc) => (
              <div key={doc.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-3">
                <div>
                  <p className="font-medium">{doc.etiqueta}</p>
                  <p className="text-xs text-muted-foreground">Adjuntado el {formatearFechaHora(doc.created_at)}</p>
                </div>
                <Button size="sm" variant="outline" onClick={() => setFuente({ id: doc.id, nombre: doc.etiqueta, nombre_archivo: doc.nombre, mime: doc.mime })}>
                  <Eye aria-hidden="true" />
                  Ver {doc.etiqueta.toLowerCase()}
                </Button>
              </div>
            ))}
          </CardContent>
        </Card>
      ) : null}
      <Visor fuente={fuente} alCerrar={() => setFuente(null)} />
    </>
  );
}

const detalleFiscalizacion = ({ detalle, paso }: PropsDetalleTarea) => <DetalleFiscalizacion detalle={detalle as Detalle} paso={paso} />;
/** The inbox's entries of both procedures (web/bandeja/detalles.tsx spreads them). */
export const DETALLES_FISCALIZACION: Readonly<Record<string, ComponentType<PropsDetalleTarea>>> = {
  [FISCALIZACION.EXTRA]: detalleFiscalizacion,
  [FISCALIZACION.VARIEDAD]: detalleFiscalizacion,
};
