import { useId, useState, type ReactNode } from 'react';
import { toast } from '../../lib/avisos';
import { BadgeCheck, Eye, FileText, MessageSquareWarning, Pencil, Printer, Send, Trash2, Wallet } from 'lucide-react';
import { MSG_CAMBIOS, MSG_CAMBIOS_EXTRA } from '../../../domain/cambios/comun';
import { definicionDe } from '../../../domain/tramites';
import { Confirmar } from '../../components/ui/alert-dialog';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Textarea } from '../../components/ui/textarea';
import { Visor, type FuentePdf } from '../../components/visor';
import { ApiError } from '../../lib/api';
import { formatearFechaHora, formatearMoneda } from '../../lib/formato';
import { LineaTiempo } from '../../tramite/linea-tiempo';
import { useTramite } from '../../tramite/use-tramite';
import { avisoCambio, varianteCambio } from './estatus';
import { constanciaCambioPdf, solicitudCambioPdf } from './impresos';
import type { AdeudoDto, AreaAdeudo, CambioBaseDto } from './tipos';

export interface TarjetaSolicitudCambioProps {
  solicitud: CambioBaseDto;
  /** the card's heading; the procedure's name by default */
  titulo?: string;
  /** 'Ver' (read-only) or 'Editar' (only while editable): the procedure opens its form */
  alAbrir: (modo: 'ver' | 'editar') => void;
  /**
   * The calls behind 'Enviar a revisión', 'Eliminar solicitud' and 'Notificar pago realizado'.
   * Make them with `{ exito: false }`: the card shows the spec's success toast itself; a failure
   * (thrown) was already shown by the API client with the server's message.
   */
  alEnviar: () => Promise<void>;
  alEliminar: () => Promise<void>;
  /** offered for a debt still awaited and not yet notified; omit to never offer it */
  alNotificarPago?: (area: AreaAdeudo) => Promise<void>;
  /** what the procedure adds (its proposed values, a notice) under the status */
  extra?: ReactNode;
}

type Ocupado = 'enviar' | 'eliminar' | AreaAdeudo | null;

/** The request's steps from its own machine, restored from the snapshot the API sent. */
function LineaSolicitud({ tramite }: { tramite: CambioBaseDto['tramite'] }) {
  const t = useTramite(definicionDe(tramite.procedimiento), tramite);
  return <LineaTiempo pasos={t.linea} progreso={t.progreso} />;
}

function Adeudos({ adeudos, ocupado, alNotificar }: { adeudos: readonly AdeudoDto[]; ocupado: Ocupado; alNotificar?: (a: AreaAdeudo) => void }) {
  if (!adeudos.length) return null;
  return (
    <section aria-label="Adeudos" className="flex flex-col gap-2">
      <h4 className="text-sm font-semibold">Adeudos</h4>
      <ul className="flex flex-col gap-2">
        {adeudos.map((a) => (
          <li key={a.area} className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md border border-border p-2 text-sm">
            <span className="min-w-0 flex-1">
              <span className="font-medium">{a.nombre}</span>: {formatearMoneda(a.monto)}
            </span>
            {a.pago_notificado ? <Badge variant="info">Pago notificado</Badge> : null}
            {!a.pendiente && !a.pago_notificado ? <Badge variant="success">Sin pago pendiente</Badge> : null}
            {a.pendiente && !a.pago_notificado && alNotificar ? (
              <Button size="sm" variant="secondary" disabled={ocupado !== null} onClick={() => alNotificar(a.area)}>
                <Wallet aria-hidden="true" />
                Notificar pago realizado
                <span className="sr-only"> de {a.nombre}</span>
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function MotivoDialog({ abierto, alCambiar, folio, motivo }: { abierto: boolean; alCambiar: (v: boolean) => void; folio: string; motivo: string }) {
  const id = useId();
  return (
    <Dialog open={abierto} onOpenChange={alCambiar}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Motivo de rechazo</DialogTitle>
          <DialogDescription>Solicitud {folio}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={id} className="text-sm font-medium">
            Motivo
          </label>
          <Textarea id={id} readOnly rows={5} value={motivo} className="bg-muted" />
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => alCambiar(false)}>
            Cerrar
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/**
 * A change request's card (spec 2 §2 "Each request card"): folio and status in the kit's words,
 * 'Enviar a revisión' (1 or 5), the chip 'Solicitud aprobada' (4), 'Ver' or 'Editar' (only while
 * editable), 'Ver motivo de rechazo' (5), 'Eliminar solicitud' with its confirmation, the debts
 * with 'Notificar pago realizado', the printouts and the request's timeline.
 */
export function TarjetaSolicitudCambio({ solicitud: s, titulo, alAbrir, alEnviar, alEliminar, alNotificarPago, extra }: TarjetaSolicitudCambioProps) {
  const idTitulo = useId();
  const idFolio = useId();
  const [ocupado, setOcupado] = useState<Ocupado>(null);
  const [confirmar, setConfirmar] = useState(false);
  const [confirmarEnvio, setConfirmarEnvio] = useState(false);
  // The last action's outcome, said on the card: these cards live in modal dialogs, whose
  // background (the toasts too) a screen reader does not reach.
  const [hecho, setHecho] = useState<string | null>(null);
  const [motivo, setMotivo] = useState(false);
  const [fuente, setFuente] = useState<FuentePdf | null>(null);
  const nombre = titulo ?? definicionDe(s.tramite.procedimiento).nombre;

  const correr = async (clave: Exclude<Ocupado, null>, accion: () => Promise<void>, exito: string) => {
    setOcupado(clave);
    setHecho(null);
    try {
      await accion();
      toast.success(exito);
      setHecho(exito);
    } catch (e) {
      // The API client already showed the server's message; anything else still gets one.
      if (!(e instanceof ApiError)) toast.error(MSG_CAMBIOS.errorGenerico);
    } finally {
      setOcupado(null);
    }
  };

  const conMotivo = s.estatus_id === 5 && Boolean(s.motivo_rechazo);
  const aviso = avisoCambio(s);
  const libre = ocupado === null;
  return (
    <article aria-labelledby={`${idTitulo} ${idFolio}`} className="flex flex-col gap-4 rounded-lg border border-border bg-card p-4 shadow-sm">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-0.5">
          <h3 id={idTitulo} className="font-semibold leading-tight">
            {nombre}
          </h3>
          <p className="text-sm text-muted-foreground">
            Folio: <span id={idFolio} className="font-mono text-foreground">{s.folio}</span>
          </p>
          <p className="text-xs text-muted-foreground">Creada: {formatearFechaHora(s.created_at)}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={varianteCambio(s.estatus_id)}>
            <span className="sr-only">Estatus: </span>
            {s.estatus_texto}
          </Badge>
          {s.aprobada ? (
            <Badge variant="success">
              <BadgeCheck aria-hidden="true" className="mr-1 size-3.5" />
              {MSG_CAMBIOS.aprobada}
            </Badge>
          ) : null}
        </div>
      </header>

      {hecho ? (
        <Alert variant="success" role="status" title={hecho}>
          {hecho === MSG_CAMBIOS.enviada ? 'La oficina revisará su solicitud; le avisaremos en Notificaciones de cada avance.' : null}
        </Alert>
      ) : aviso ? (
        <Alert variant={aviso.variante} role="status" title={aviso.titulo}>
          {aviso.texto}
        </Alert>
      ) : null}

      {extra}

      <Adeudos adeudos={s.adeudos} ocupado={ocupado} alNotificar={alNotificarPago ? (a) => void correr(a, () => alNotificarPago(a), MSG_CAMBIOS_EXTRA.pagoNotificado) : undefined} />

      <details className="rounded-md border border-border p-3 [&[open]>summary]:mb-3">
        <summary className="cursor-pointer text-sm font-semibold">Línea de tiempo</summary>
        <LineaSolicitud tramite={s.tramite} />
      </details>

      <div role="group" aria-label={`Acciones de la solicitud ${s.folio}`} className="flex flex-wrap gap-2">
        {s.enviable ? (
          <Button size="sm" disabled={!libre} onClick={() => setConfirmarEnvio(true)}>
            <Send aria-hidden="true" />
            {MSG_CAMBIOS.enviarRevision}
          </Button>
        ) : null}
        {s.editable ? (
          <Button size="sm" variant="secondary" disabled={!libre} onClick={() => alAbrir('editar')}>
            <Pencil aria-hidden="true" />
            Editar
          </Button>
        ) : (
          <Button size="sm" variant="outline" onClick={() => alAbrir('ver')}>
            <Eye aria-hidden="true" />
            Ver
          </Button>
        )}
        {conMotivo ? (
          <Button size="sm" variant="outline" onClick={() => setMotivo(true)}>
            <MessageSquareWarning aria-hidden="true" />
            {MSG_CAMBIOS.verMotivo}
          </Button>
        ) : null}
        <Button size="sm" variant="outline" onClick={() => setFuente(solicitudCambioPdf(s))}>
          <Printer aria-hidden="true" />
          Imprimir solicitud
        </Button>
        {s.aprobada ? (
          <Button size="sm" variant="outline" onClick={() => setFuente(constanciaCambioPdf(s))}>
            <FileText aria-hidden="true" />
            Constancia de cambio
          </Button>
        ) : null}
        {s.eliminable ? (
          <Button size="sm" variant="destructive" disabled={!libre} onClick={() => setConfirmar(true)}>
            <Trash2 aria-hidden="true" />
            {MSG_CAMBIOS.eliminarSolicitud}
          </Button>
        ) : null}
      </div>

      {/* spec 1 §2.6 'confirm send to review': once sent it cannot be edited until the office decides. */}
      <Confirmar
        abierto={confirmarEnvio}
        alCambiar={setConfirmarEnvio}
        titulo={MSG_CAMBIOS.enviarRevision}
        descripcion={`Una vez enviada, la solicitud ${s.folio} no podrá modificarse mientras la oficina la revisa. ¿Desea enviarla?`}
        confirmar={MSG_CAMBIOS.enviarRevision}
        alConfirmar={() => void correr('enviar', alEnviar, MSG_CAMBIOS.enviada)}
      />
      <Confirmar
        abierto={confirmar}
        alCambiar={setConfirmar}
        titulo={MSG_CAMBIOS.confirmarEliminar}
        descripcion={MSG_CAMBIOS.noReversible}
        confirmar="Aceptar"
        cancelar="Cancelar"
        destructivo
        alConfirmar={() => void correr('eliminar', alEliminar, MSG_CAMBIOS_EXTRA.eliminada)}
      />
      {conMotivo ? <MotivoDialog abierto={motivo} alCambiar={setMotivo} folio={s.folio} motivo={s.motivo_rechazo ?? ''} /> : null}
      <Visor fuente={fuente} alCerrar={() => setFuente(null)} />
    </article>
  );
}
