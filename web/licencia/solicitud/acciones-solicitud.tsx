import type { ReactNode } from 'react';
import { FileText, Lock, Save, Send } from 'lucide-react';
import { Button } from '../../components/ui/button';
import type { EstadoSolicitud } from './valores';

interface Props {
  estado: EstadoSolicitud;
  ocupado: boolean;
  alEnviar: () => void;
  alEnviarUsoSuelo: () => void;
  alVerImpresa: () => void;
  /** what the licence offers after it was sent ('Actualizar y subir licencia', spec 1 §4.3) */
  extra?: ReactNode;
  /** Anterior / Siguiente of the form's steps */
  navegacion?: ReactNode;
  /** the send actions are on the last step ('Revisar y enviar') or on a read-only request */
  envio: boolean;
}

/** The form's buttons (spec 1 §2.10, §4.3): only what the licence machine allows now. */
export function AccionesSolicitud({ estado, ocupado, alEnviar, alEnviarUsoSuelo, alVerImpresa, extra, navegacion, envio }: Props) {
  const { existe, bloqueado, acciones, enviada, puedeEnviar } = estado;
  return (
    <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-end gap-2 border-t border-border bg-background/95 px-4 py-3 sm:-mx-6 sm:px-6">
      {navegacion ? <div className="mr-auto flex gap-2">{navegacion}</div> : null}
      {envio && !bloqueado && !puedeEnviar && !acciones.enviarUsoSuelo ? (
        <p id="ayuda-envio" className="mr-auto text-sm text-muted-foreground">
          {existe ? 'La solicitud podrá enviarse a revisión cuando su licencia lo permita.' : 'Guarde la solicitud para poder enviarla a revisión.'}
        </p>
      ) : null}
      {extra}
      {enviada ? (
        <Button variant="outline" onClick={alVerImpresa}>
          <FileText aria-hidden="true" />
          Ver solicitud impresa
        </Button>
      ) : null}
      {!bloqueado ? (
        <Button type="submit" disabled={ocupado}>
          <Save aria-hidden="true" />
          {existe ? 'Actualizar' : 'Guardar'}
        </Button>
      ) : null}
      {envio && acciones.enviarUsoSuelo ? (
        <Button variant="secondary" disabled={ocupado} onClick={alEnviarUsoSuelo}>
          <Send aria-hidden="true" />
          Enviar a uso de suelo
        </Button>
      ) : null}
      {bloqueado ? (
        <Button variant="secondary" disabled>
          <Lock aria-hidden="true" />
          Enviado a revisión
        </Button>
      ) : envio ? (
        <Button variant="secondary" disabled={ocupado || !puedeEnviar} onClick={alEnviar} aria-describedby={!puedeEnviar && !acciones.enviarUsoSuelo ? 'ayuda-envio' : undefined}>
          <Send aria-hidden="true" />
          Enviar a revisión
        </Button>
      ) : null}
    </div>
  );
}
