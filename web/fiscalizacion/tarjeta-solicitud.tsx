import { useId, useState } from 'react';
import { BadgeCheck, Copy, CreditCard, Eye, FileCheck2, FileSignature, FileText, MessageSquareWarning, Pencil, Printer, Receipt, Send, Trash2, Upload } from 'lucide-react';
import { MSG_FISCALIZACION as MSG, MSG_FISCALIZACION_EXTRA as MSGX } from '../../domain/fiscalizacion/mensajes';
import { definicionDe } from '../../domain/tramites';
import { Confirmar } from '../components/ui/alert-dialog';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '../components/ui/table';
import { Visor, type DocumentoVisible, type FuenteVisor } from '../components/visor';
import { formatearMoneda } from '../lib/formato';
import { varianteCambio } from '../cambios/comun/estatus';
import { LineaTiempo } from '../tramite/linea-tiempo';
import { useTramite } from '../tramite/use-tramite';
import { constanciaPdf, estadoCuentaFiscalizacionPdf, solicitudImpresaPdf, type SolicitudFiscalizacionDto } from './consultas';
import { fechaLegible, leerSolicitud, nombreMes, palabraEstadoCuenta } from './estatus';
import { CopiarDialog, MotivoDialog, SubirPdfDialog } from './subdialogos';

type Archivo = NonNullable<SolicitudFiscalizacionDto['documento_firmado']>;
const documento = (a: Archivo): DocumentoVisible => ({ id: a.id, nombre: a.etiqueta, nombre_archivo: a.nombre, mime: a.mime });

export interface AccionesTarjeta {
  /** opens the form: editable, or read-only */
  alAbrir: (s: SolicitudFiscalizacionDto, soloLectura: boolean) => void;
  alEnviar: (s: SolicitudFiscalizacionDto) => Promise<boolean>;
  alEliminar: (s: SolicitudFiscalizacionDto) => Promise<boolean>;
  alCopiar: (s: SolicitudFiscalizacionDto, mes: string) => Promise<boolean>;
  alSubirFirmada: (s: SolicitudFiscalizacionDto, f: File, p: (n: number) => void) => Promise<boolean>;
  alSubirRecibo: (s: SolicitudFiscalizacionDto, f: File, p: (n: number) => void) => Promise<boolean>;
  /** 'Pagar en línea' (the kit's gateway popup); null while a payment is under way */
  alPagar: ((s: SolicitudFiscalizacionDto) => void) | null;
}

type Sub = 'enviar' | 'eliminar' | 'motivo' | 'firmada' | 'recibo' | 'copiar' | null;

function Linea({ tramite }: { tramite: SolicitudFiscalizacionDto['tramite'] }) {
  const t = useTramite(definicionDe(tramite.procedimiento), tramite);
  return <LineaTiempo pasos={t.linea} progreso={t.progreso} />;
}

function Fechas({ s }: { s: SolicitudFiscalizacionDto }) {
  const conAprobadas = s.solicitudDetalles.some((d) => d.horas_aprobadas !== null);
  return (
    <Table>
      <TableCaption className="sr-only">Fechas de la solicitud {s.folio}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>{MSGX.fecha}</TableHead>
          <TableHead>Horario</TableHead>
          <TableHead className="text-right">{MSGX.horasSolicitadas}</TableHead>
          {conAprobadas ? <TableHead className="text-right">{MSGX.horasAprobadas}</TableHead> : null}
        </TableRow>
      </TableHeader>
      <TableBody vacio="Sin fechas.">
        {s.solicitudDetalles.map((d) => (
          <TableRow key={d.id}>
            <TableCell>{fechaLegible(d.fecha)}</TableCell>
            <TableCell className="whitespace-nowrap">
              {d.hora_inicio} a {d.hora_fin}
              {d.fecha_fin !== d.fecha ? ' (día siguiente)' : ''}
            </TableCell>
            <TableCell className="text-right">{d.horas_solicitadas}</TableCell>
            {conAprobadas ? <TableCell className="text-right">{d.horas_aprobadas ?? '—'}</TableCell> : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * A request's card in 'Solicitudes' (spec 2 §2, §4): folio, month, the chip ('Solicitud aprobada' /
 * 'En proceso de aprobación', hidden for a draft or a returned request) and the actions its statuses
 * allow — edit or review, view the request, upload it signed, send it, the statement and its payment
 * (online or a receipt), the certificate, the reason of a return, copy to another month, delete.
 */
export function TarjetaFiscalizacion({ s, acciones: a }: { s: SolicitudFiscalizacionDto; acciones: AccionesTarjeta }) {
  const idTitulo = useId();
  const [sub, setSub] = useState<Sub>(null);
  const [fuente, setFuente] = useState<FuenteVisor | null>(null);
  const l = leerSolicitud(s);
  const nombre = s.tipo === 'VARIEDAD' ? MSGX.musicaViva : MSGX.horarioExtraordinario;
  const edo = s.estado_cuenta;
  const pagable = edo !== null && !edo.pagado && s.tramite.acciones.pagar === edo.servicio_id;
  const palabra = palabraEstadoCuenta(s, edo?.pagado ?? false);
  const abrirSub = (v: boolean, cual: Exclude<Sub, null>) => setSub(v ? cual : null);

  return (
    <article aria-labelledby={idTitulo} className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 shadow-sm">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-0.5">
          <h3 id={idTitulo} className="font-semibold leading-tight">
            {nombre} · <span className="font-mono">{s.folio}</span>
          </h3>
          <p className="text-sm text-muted-foreground">
            Mes: <span className="text-foreground">{nombreMes(s.mes)}</span>
            {s.tipo === 'VARIEDAD' && s.cantidad_personas ? ` · ${MSG.cantidadPersonas}: ${s.cantidad_personas}` : ''}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={varianteCambio(s.tramite.estatus)}>
            <span className="sr-only">Estatus: </span>
            {s.tramite.estatus_texto}
          </Badge>
          {l.chip ? (
            <Badge variant={l.constancia ? 'success' : 'info'}>
              {l.constancia ? <BadgeCheck aria-hidden="true" className="mr-1 size-3.5" /> : null}
              {l.chip}
            </Badge>
          ) : null}
        </div>
      </header>

      <Fechas s={s} />

      {edo ? (
        <p role="group" aria-label="Estado de cuenta" className="text-sm">
          Estado de cuenta <span className="font-mono">{edo.folio}</span>: {formatearMoneda(edo.total)} ·{' '}
          <Badge variant={palabra.variante}>{palabra.texto}</Badge>
        </p>
      ) : null}

      <details className="rounded-md border border-border p-3 [&[open]>summary]:mb-3">
        <summary className="cursor-pointer text-sm font-semibold">Línea de tiempo</summary>
        <Linea tramite={s.tramite} />
      </details>

      <div role="group" aria-label={`Acciones de la solicitud ${s.folio}`} className="flex flex-wrap gap-2">
        <Button size="sm" variant={l.editable ? 'secondary' : 'outline'} onClick={() => a.alAbrir(s, !l.editable)}>
          {l.editable ? <Pencil aria-hidden="true" /> : <Eye aria-hidden="true" />}
          {l.abrir}
        </Button>
        <Button size="sm" variant="outline" onClick={() => setFuente(solicitudImpresaPdf(s))}>
          <Printer aria-hidden="true" />
          Ver solicitud
        </Button>
        {l.subirFirmada ? (
          <Button size="sm" variant="outline" onClick={() => setSub('firmada')}>
            <Upload aria-hidden="true" />
            Subir solicitud firmada
          </Button>
        ) : null}
        {s.documento_firmado ? (
          <Button size="sm" variant="outline" onClick={() => setFuente(documento(s.documento_firmado!))}>
            <FileSignature aria-hidden="true" />
            Ver solicitud firmada
          </Button>
        ) : null}
        {l.enviable ? (
          <Button size="sm" onClick={() => setSub('enviar')}>
            <Send aria-hidden="true" />
            {MSG.enviarRevision}
          </Button>
        ) : null}
        {l.verEstadoCuenta ? (
          <Button size="sm" variant="outline" onClick={() => setFuente(estadoCuentaFiscalizacionPdf(s))}>
            <FileText aria-hidden="true" />
            Ver estado de cuenta
          </Button>
        ) : null}
        {pagable && a.alPagar ? (
          <Button size="sm" onClick={() => a.alPagar?.(s)}>
            <CreditCard aria-hidden="true" />
            Pagar en línea
          </Button>
        ) : null}
        {l.subirRecibo ? (
          <Button size="sm" variant="outline" onClick={() => setSub('recibo')}>
            <Receipt aria-hidden="true" />
            Subir recibo de pago
          </Button>
        ) : null}
        {s.recibo_pago ? (
          <Button size="sm" variant="outline" onClick={() => setFuente(documento(s.recibo_pago!))}>
            <Eye aria-hidden="true" />
            Ver recibo de pago
          </Button>
        ) : null}
        {l.constancia ? (
          <Button size="sm" onClick={() => setFuente(constanciaPdf(s))}>
            <FileCheck2 aria-hidden="true" />
            Ver constancia
          </Button>
        ) : null}
        {l.verMotivo ? (
          <Button size="sm" variant="outline" onClick={() => setSub('motivo')}>
            <MessageSquareWarning aria-hidden="true" />
            Ver motivo de rechazo
          </Button>
        ) : null}
        <Button size="sm" variant="outline" onClick={() => setSub('copiar')}>
          <Copy aria-hidden="true" />
          Copiar a otro mes
        </Button>
        {l.eliminable ? (
          <Button size="sm" variant="destructive" onClick={() => setSub('eliminar')}>
            <Trash2 aria-hidden="true" />
            Eliminar solicitud
          </Button>
        ) : null}
      </div>

      <Confirmar
        abierto={sub === 'enviar'}
        alCambiar={(v) => abrirSub(v, 'enviar')}
        titulo={`${MSG.enviarRevision}`}
        descripcion="Una vez enviada, la solicitud no podrá modificarse. Fiscalización la revisará y le notificará el resultado. ¿Desea continuar?"
        confirmar={MSG.enviarRevision}
        alConfirmar={() => void a.alEnviar(s)}
      />
      <Confirmar
        abierto={sub === 'eliminar'}
        alCambiar={(v) => abrirSub(v, 'eliminar')}
        titulo={MSG.confirmarEliminar}
        descripcion={MSG.noReversible}
        confirmar="Aceptar"
        cancelar="Cancelar"
        destructivo
        alConfirmar={() => void a.alEliminar(s)}
      />
      {l.verMotivo ? <MotivoDialog abierto={sub === 'motivo'} alCambiar={(v) => abrirSub(v, 'motivo')} folio={s.folio} motivo={s.motivo_rechazo_operador ?? ''} /> : null}
      <SubirPdfDialog
        abierto={sub === 'firmada'}
        alCambiar={(v) => abrirSub(v, 'firmada')}
        titulo="Subir solicitud firmada"
        descripcion={`Imprima la solicitud ${s.folio}, fírmela y súbala escaneada. Después podrá enviarla a revisión.`}
        etiqueta="Solicitud firmada"
        alSubir={(f, p) => a.alSubirFirmada(s, f, p)}
      />
      <SubirPdfDialog
        abierto={sub === 'recibo'}
        alCambiar={(v) => abrirSub(v, 'recibo')}
        titulo="Subir recibo de pago"
        descripcion={`Recibo del pago del estado de cuenta de la solicitud ${s.folio}. Fiscalización lo validará.`}
        etiqueta="Recibo de pago"
        alSubir={(f, p) => a.alSubirRecibo(s, f, p)}
      />
      <CopiarDialog abierto={sub === 'copiar'} alCambiar={(v) => abrirSub(v, 'copiar')} folio={s.folio} mes={s.mes} alCopiar={(m) => a.alCopiar(s, m)} />
      <Visor fuente={fuente} alCerrar={() => setFuente(null)} />
    </article>
  );
}
