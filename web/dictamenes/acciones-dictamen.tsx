import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MENSAJES_DICTAMEN as M } from '../../domain/dictamenes/mensajes';
import { CheckCircle2, FileSignature, FileText, Send, XCircle } from 'lucide-react';
import { ESTATUS_DICTAMEN } from '../../domain/dictamenes/estatus';
import { Confirmar } from '../components/ui/alert-dialog';
import { Button } from '../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../components/ui/dialog';
import { Campo } from '../components/ui/form-field';
import { Textarea } from '../components/ui/textarea';
import { useAccion } from '../lib/use-accion';
import { cambiarEstatus, firmarDictamen, qkDictamen } from './consultas';
import { DictamenDialog } from './dialogos';
import { FirmaEfirmaDeSolicitud, useEfirmaDeSolicitud } from '../efirma/firma-de-solicitud';
import { PASO_DICTAMEN } from '../../domain/dictamenes/comun';
import type { BaseDictamen, DictamenComun } from './tipos';

/** The staff's approval at each level of the chain (spec 3 §4.4), by the status it sets. */
export const APROBAR_DICTAMEN: Readonly<Record<number, string>> = {
  [ESTATUS_DICTAMEN.JEFATURA]: 'Aprobar y enviar al Jefe de Departamento',
  [ESTATUS_DICTAMEN.VALIDADA]: 'Validar y enviar a Dirección',
  [ESTATUS_DICTAMEN.APROBADA]: 'Aprobar y enviar a firma',
};
export const ENVIAR_REVISION = M.enviarRevision;
export const FIRMAR_DICTAMEN = 'Firmar dictamen';

type Abierto = { tipo: 'enviar' } | { tipo: 'aprobar'; estatus: number } | { tipo: 'rechazar' } | { tipo: 'firmar' } | { tipo: 'pdf'; firmado: boolean } | null;

function RechazarDialog({ abierto, alCerrar, alRechazar, ocupado }: { abierto: boolean; alCerrar: () => void; alRechazar: (motivo: string) => Promise<boolean>; ocupado: boolean }) {
  const [motivo, setMotivo] = useState('');
  const [error, setError] = useState<string | undefined>();
  const cerrar = () => {
    setMotivo('');
    setError(undefined);
    alCerrar();
  };
  return (
    <Dialog open={abierto} onOpenChange={(v) => !v && cerrar()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Rechazar solicitud</DialogTitle>
          <DialogDescription>La solicitud regresa al contribuyente con el motivo; al corregirla y enviarla, continúa en este nivel.</DialogDescription>
        </DialogHeader>
        <form
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (!motivo.trim()) return setError(M.motivoRequerido);
            void alRechazar(motivo.trim()).then((ok) => ok && cerrar());
          }}
        >
          <Campo etiqueta={M.motivoRechazo} requerido error={error}>
            {(c) => <Textarea {...c} rows={4} maxLength={1000} value={motivo} onChange={(e) => (setMotivo(e.target.value), setError(undefined))} />}
          </Campo>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={cerrar}>
              Cancelar
            </Button>
            <Button type="submit" variant="destructive" disabled={ocupado}>
              <XCircle aria-hidden="true" />
              Rechazar
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

interface Props {
  base: BaseDictamen;
  dto: Pick<DictamenComun, 'id' | 'folio' | 'acciones'>;
  /** after a successful move (the lists and the request are refreshed already) */
  onCambio?: () => void;
}

/**
 * What the caller may do with the request at its level (spec 3 §4.4), as the API's `acciones` say:
 * the taxpayer sends it ('Enviar a revisión', confirmed); the reviewer, the head of department and
 * the Dirección approve it to the next level or return it with a reason; the Dirección signs the
 * dictamen ('Dictamen Firmado'). The draft and the signed dictamen open in the viewer.
 */
export function AccionesDictamen({ base, dto, onCambio }: Props) {
  const qc = useQueryClient();
  const [abierto, setAbierto] = useState<Abierto>(null);
  const a = dto.acciones;
  const invalidar = [qkDictamen.de(base)];
  const mover = useAccion({ llamar: (v: { estatus: number; motivo?: string }) => cambiarEstatus(base, dto.id, v.estatus, v.motivo), invalidar, alExito: () => onCambio?.() });
  const firmar = useAccion({ llamar: () => firmarDictamen(base, dto.id), invalidar, alExito: () => onCambio?.() });
  // The signature may ask for e.firma (docs/EFIRMA.md): then it is signed in the inbox's dialog.
  const efirma = useEfirmaDeSolicitud(dto.folio, PASO_DICTAMEN.FIRMA, a.firmar);
  const cerrar = () => setAbierto(null);
  const aprobaciones = a.decidir.filter((e) => APROBAR_DICTAMEN[e]);
  const rechaza = a.decidir.includes(ESTATUS_DICTAMEN.RECHAZADA);
  const nada = !a.enviar && !aprobaciones.length && !rechaza && !a.firmar && !a.ver_borrador && !a.ver_dictamen;
  if (nada) return null;
  const aprobar = abierto?.tipo === 'aprobar' ? APROBAR_DICTAMEN[abierto.estatus] : '';
  return (
    <div role="group" aria-label="Acciones de la solicitud" className="flex flex-wrap gap-2">
      {a.enviar ? (
        <Button onClick={() => setAbierto({ tipo: 'enviar' })} disabled={mover.ocupado}>
          <Send aria-hidden="true" />
          {ENVIAR_REVISION}
        </Button>
      ) : null}
      {aprobaciones.map((e) => (
        <Button key={e} onClick={() => setAbierto({ tipo: 'aprobar', estatus: e })} disabled={mover.ocupado}>
          <CheckCircle2 aria-hidden="true" />
          {APROBAR_DICTAMEN[e]}
        </Button>
      ))}
      {rechaza ? (
        <Button variant="destructive" onClick={() => setAbierto({ tipo: 'rechazar' })} disabled={mover.ocupado}>
          <XCircle aria-hidden="true" />
          Rechazar
        </Button>
      ) : null}
      {a.ver_borrador ? (
        <Button variant="outline" onClick={() => setAbierto({ tipo: 'pdf', firmado: false })}>
          <FileText aria-hidden="true" />
          Ver borrador del dictamen
        </Button>
      ) : null}
      {a.firmar ? (
        <Button onClick={() => setAbierto({ tipo: 'firmar' })} disabled={firmar.ocupado || efirma.cargando}>
          <FileSignature aria-hidden="true" />
          {efirma.info ? 'Firmar con e.firma' : FIRMAR_DICTAMEN}
        </Button>
      ) : null}
      {a.ver_dictamen ? (
        <Button variant="outline" onClick={() => setAbierto({ tipo: 'pdf', firmado: true })}>
          <FileText aria-hidden="true" />
          Ver dictamen firmado
        </Button>
      ) : null}

      <Confirmar
        abierto={abierto?.tipo === 'enviar'}
        alCambiar={(v) => !v && cerrar()}
        titulo={ENVIAR_REVISION}
        descripcion={`Solicitud ${dto.folio}. ${M.confirmarEnvio}`}
        confirmar={ENVIAR_REVISION}
        alConfirmar={() => void mover.ejecutar({ estatus: ESTATUS_DICTAMEN.ENVIADA })}
      />
      <Confirmar
        abierto={abierto?.tipo === 'aprobar'}
        alCambiar={(v) => !v && cerrar()}
        titulo={aprobar}
        descripcion={`Solicitud ${dto.folio}. ¿Confirma que la solicitud pasa al siguiente nivel de revisión?`}
        confirmar={aprobar}
        alConfirmar={() => abierto?.tipo === 'aprobar' && void mover.ejecutar({ estatus: abierto.estatus })}
      />
      <Confirmar
        abierto={abierto?.tipo === 'firmar' && !efirma.info}
        alCambiar={(v) => !v && cerrar()}
        titulo={FIRMAR_DICTAMEN}
        descripcion={`Solicitud ${dto.folio}. Al firmar, el dictamen queda disponible para el contribuyente.`}
        confirmar={FIRMAR_DICTAMEN}
        alConfirmar={() => void firmar.ejecutar()}
      />
      <FirmaEfirmaDeSolicitud
        tareaId={efirma.tareaId}
        info={efirma.info}
        abierto={abierto?.tipo === 'firmar'}
        alCambiar={(v) => !v && cerrar()}
        alFirmar={() => {
          cerrar();
          void qc.invalidateQueries({ queryKey: qkDictamen.de(base) });
          onCambio?.();
        }}
      />
      <RechazarDialog
        abierto={abierto?.tipo === 'rechazar'}
        alCerrar={cerrar}
        ocupado={mover.ocupado}
        alRechazar={async (motivo) => (await mover.ejecutar({ estatus: ESTATUS_DICTAMEN.RECHAZADA, motivo })).ok}
      />
      <DictamenDialog base={base} id={dto.id} folio={dto.folio} firmado={abierto?.tipo === 'pdf' ? abierto.firmado : true} abierto={abierto?.tipo === 'pdf'} onCerrar={cerrar} />
    </div>
  );
}
