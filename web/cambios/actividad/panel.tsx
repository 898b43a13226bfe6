import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { toast } from '../../lib/avisos';
import { MSG_CA_EXTRA } from '../../../domain/cambios/actividad/mensajes';
import { TIPO_MOVIMIENTO } from '../../../domain/cambios/comun';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Cargando } from '../../components/ui/skeleton';
import type { EstablecimientoRef } from '../../establecimientos/dialogo';
import { qkCambios } from '../comun/consultas';
import { PanelMovimiento, TITULO_MOVIMIENTO } from '../comun/panel-movimiento';
import { ComprobanteCambio } from '../comun/comprobante-cambio';
import { AccionesMovimiento } from '../comun/acciones-movimiento';
import { TarjetaSolicitudCambio } from '../comun/tarjeta-solicitud';
import { eliminarCambioActividad, enviarCambioActividad, useSolicitudesActividad, type CambioActividadDto } from './consultas';
import { FormularioActividadDialog, type ModoFormulario } from './formulario-dialog';
import { sinCurso } from '../../../domain/tramite/lectura';

const DURACION_AVISO = 8000;
const nombres = (l: readonly { d_giro: string }[]) => l.map((x) => x.d_giro).join(', ') || '—';

/** The proposed activities beside the ones they replace, and who reviews the request. */
function Actividades({ s }: { s: CambioActividadDto }) {
  return (
    <div className="flex flex-col gap-2">
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted-foreground">{s.aprobada ? 'Actividad anterior' : MSG_CA_EXTRA.actividadActual}</dt>
        <dd>
          {s.giro_opb_old?.d_giro ?? '—'}
          <span className="text-muted-foreground"> · {nombres(s.actividades_economicas_old)}</span>
        </dd>
        <dt className="text-muted-foreground">{MSG_CA_EXTRA.actividadNueva}</dt>
        <dd className="font-medium">
          {s.giro_opb?.d_giro ?? '—'}
          <span className="font-normal text-muted-foreground"> · {nombres(s.actividades_economicas)}</span>
        </dd>
        {s.numero_habitaciones ? (
          <>
            <dt className="text-muted-foreground">{MSG_CA_EXTRA.habitaciones}</dt>
            <dd>{s.numero_habitaciones}</dd>
          </>
        ) : null}
        {s.aprobada ? null : (
          <>
            <dt className="text-muted-foreground">Área que revisa</dt>
            <dd>{s.area_revision}</dd>
          </>
        )}
      </dl>
      {s.aviso_revision && !s.aprobada ? (
        <Alert variant="warning" role="note">
          {s.aviso_revision}
        </Alert>
      ) : null}
    </div>
  );
}

const enCurso = (s: CambioActividadDto) => !s.aprobada && !sinCurso(s.tramite.snapshot.value);

/**
 * The change of economic activity inside 'Solicitudes de movimientos a realizar' (spec 2 §2):
 * 'Agregar' opens the form; with a request in course, 'Actualizar' (while editable), 'Ver' and
 * 'Borrar' (while it may be deleted); below, each request's card.
 */
export function PanelCambioActividad({ establecimiento }: { establecimiento: EstablecimientoRef }) {
  const qc = useQueryClient();
  const q = useSolicitudesActividad(establecimiento.id);
  const [modo, setModo] = useState<{ modo: ModoFormulario; solicitud: CambioActividadDto | null } | null>(null);
  const lista = q.data ?? [];
  const actual = lista.find(enCurso) ?? null;
  const refrescar = () => qc.invalidateQueries({ queryKey: qkCambios.todo });
  // The request in course, else the newest one (approved or rejected for good).
  const ultima = actual ?? lista[0] ?? null;
  const descripcion = ultima ? `Folio ${ultima.folio} · ${ultima.estatus_texto}` : 'Sin solicitud';

  return (
    <PanelMovimiento titulo={TITULO_MOVIMIENTO[TIPO_MOVIMIENTO.ACTIVIDAD]} descripcion={q.isLoading ? 'Cargando…' : descripcion}>
      {q.isLoading ? <Cargando filas={2} /> : null}
      {q.isSuccess && !actual ? (
        <Button size="sm" onClick={() => setModo({ modo: 'nuevo', solicitud: null })}>
          <Plus aria-hidden="true" />
          Agregar
        </Button>
      ) : null}
      {actual ? (
        <AccionesMovimiento solicitud={actual} alAbrir={(m) => setModo({ modo: m, solicitud: actual })} eliminar={() => eliminarCambioActividad(establecimiento.id, actual.id)} refrescar={refrescar} />
      ) : null}
      {lista.map((s) => (
        <div key={s.id} className="w-full">
          <TarjetaSolicitudCambio
            solicitud={s}
            alAbrir={(m) => setModo({ modo: m, solicitud: s })}
            alEnviar={async () => {
              const r = await enviarCambioActividad(establecimiento.id, s.id);
              if (r.aviso_revision) toast.info(r.aviso_revision, { duration: DURACION_AVISO });
              await refrescar();
            }}
            alEliminar={async () => {
              await eliminarCambioActividad(establecimiento.id, s.id);
              await refrescar();
            }}
            extra={
              <>
                <Actividades s={s} />
                <ComprobanteCambio solicitud={s} />
              </>
            }
          />
        </div>
      ))}

      {modo ? (
        <FormularioActividadDialog
          establecimiento={establecimiento}
          solicitud={modo.solicitud}
          modo={modo.modo}
          abierto
          alCambiar={(v) => {
            if (!v) setModo(null);
          }}
        />
      ) : null}
    </PanelMovimiento>
  );
}
