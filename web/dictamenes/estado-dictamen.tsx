import { definicionDe } from '../../domain/tramites';
import { ESTATUS_DICTAMEN } from '../../domain/dictamenes/estatus';
import { Alert } from '../components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Dato } from '../components/ui/dato';
import { formatearFechaHora, formatearMoneda } from '../lib/formato';
import { LineaTiempo } from '../tramite/linea-tiempo';
import { useTramite } from '../tramite/use-tramite';
import { ChipEstatusDictamen, ChipVerificacion } from './chips';
import { PagosDictamen } from './pagos-dictamen';
import type { BaseDictamen, DictamenComun } from './tipos';

const BASE_DE: Record<string, BaseDictamen> = { torre: '/solicitud_torres', espectacular: '/solicitud_espectaculares' };

/** The chain's steps from the request's own machine, restored from the snapshot the API sent. */
export function LineaDictamen({ tramite }: { tramite: DictamenComun['tramite'] }) {
  const t = useTramite(definicionDe(tramite.procedimiento), tramite);
  return <LineaTiempo pasos={t.linea} progreso={t.progreso} />;
}

/**
 * Where the request stands (spec 3 §4.4): its status chip and the property tax's, the reason of a
 * return, the fee and its payment when it is the payment's turn, and the chain's timeline.
 */
export function EstadoDictamen({ dto }: { dto: DictamenComun }) {
  const base = BASE_DE[dto.tramite.procedimiento] ?? '/solicitud_torres';
  const enviada = dto.tramite.enviada_at !== null;
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Estado de la solicitud</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <Dato etiqueta="Estatus">
              <ChipEstatusDictamen estatus={dto.estatus_revision} documentoFirmado={dto.documento_firmado} edoCuentaStatus={dto.edo_cuenta_status} />
            </Dato>
            <Dato etiqueta="Verificación">
              <ChipVerificacion edoCuentaStatus={dto.edo_cuenta_status} />
            </Dato>
            <Dato etiqueta="Solicitada">{formatearFechaHora(dto.created_at)}</Dato>
            <Dato etiqueta="Derechos">{dto.importe !== null && dto.importe !== undefined ? formatearMoneda(dto.importe) : 'Se calculan al aprobar la solicitud'}</Dato>
            {dto.documento_firmado && dto.fecha_firma ? <Dato etiqueta="Dictamen firmado">{formatearFechaHora(dto.fecha_firma)}</Dato> : null}
          </dl>
          {dto.estatus_revision === ESTATUS_DICTAMEN.RECHAZADA ? (
            <Alert variant="destructive" title="Solicitud rechazada">
              {dto.motivo_rechazo ? (
                <p className="whitespace-pre-line break-words">
                  <span className="font-semibold">Motivo de rechazo:</span> {dto.motivo_rechazo}
                </p>
              ) : null}
              <p className="mt-1">Corrija la información, pulse «Actualizar» y envíe la solicitud nuevamente a revisión.</p>
            </Alert>
          ) : null}
        </CardContent>
      </Card>
      {dto.estado_cuenta ? (
        <Card>
          <CardHeader>
            <CardTitle>Pago de derechos</CardTitle>
            <CardDescription>Pague en línea; Desarrollo Urbano validará el pago y la Dirección firmará el dictamen.</CardDescription>
          </CardHeader>
          <CardContent>
            <PagosDictamen base={base} id={dto.id} estado={dto.estado_cuenta} clave={dto.folio} pagar={dto.acciones.pagar} />
          </CardContent>
        </Card>
      ) : null}
      {enviada ? (
        <Card>
          <CardHeader>
            <CardTitle>Línea de tiempo</CardTitle>
          </CardHeader>
          <CardContent>
            <LineaDictamen tramite={dto.tramite} />
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}
