import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { TIPO_MOVIMIENTO } from '../../../domain/cambios/comun';
import { MSG_NOMBRE } from '../../../domain/cambios/nombre/schema';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Cargando } from '../../components/ui/skeleton';
import type { EstablecimientoRef } from '../../licencia/dialogo';
import { qkCambios } from '../comun/consultas';
import { PanelMovimiento, TITULO_MOVIMIENTO } from '../comun/panel-movimiento';
import { AccionesMovimiento } from '../comun/acciones-movimiento';
import { TarjetaSolicitudCambio } from '../comun/tarjeta-solicitud';
import { eliminarCambioNombre, enviarCambioNombre, notificarPagoNombre, useCambiosNombre, useLicenciaActual, type CambioNombreDto } from './consultas';
import { FormularioNombreDialog, type ModoFormulario } from './formulario-dialog';

function Nombres({ s }: { s: CambioNombreDto }) {
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
      <dt className="text-muted-foreground">{s.aprobada ? 'Nombre comercial anterior' : 'Nombre comercial actual'}</dt>
      <dd>{s.nombre_comercial_actual}</dd>
      <dt className="text-muted-foreground">Nuevo nombre comercial</dt>
      <dd className="font-medium">{s.nuevo_nombre_comercial || '—'}</dd>
    </dl>
  );
}

/**
 * The trade-name change inside 'Solicitudes de movimientos a realizar' (spec 2 §2): 'Agregar' opens
 * the request's form when the establishment holds this year's licence — the portal knows it, so
 * '¿Tiene licencia de año actual?' is answered from it; without one the panel says the renewal comes
 * first. With a request in course,
 * 'Actualizar' (while editable), 'Ver' and 'Borrar' (while it may be deleted); below, its card.
 */
export function PanelCambioNombre({ establecimiento }: { establecimiento: EstablecimientoRef }) {
  const qc = useQueryClient();
  const q = useCambiosNombre(establecimiento.id);
  const licencia = useLicenciaActual(establecimiento.id);
  const [modo, setModo] = useState<ModoFormulario | null>(null);
  const s = q.data?.solicitud ?? null;
  const enCurso = s !== null && !q.data?.puede_agregar;
  const refrescar = () => qc.invalidateQueries({ queryKey: qkCambios.todo });
  const descripcion = s ? `Folio ${s.folio} · ${s.estatus_texto}` : 'Sin solicitud';

  return (
    <PanelMovimiento
      titulo={TITULO_MOVIMIENTO[TIPO_MOVIMIENTO.NOMBRE]}
      descripcion={q.isLoading ? 'Cargando…' : descripcion}
    >
      {q.isLoading ? <Cargando filas={2} /> : null}
      {q.data?.puede_agregar && licencia.data?.encontrada ? (
        <Button size="sm" onClick={() => setModo('nuevo')}>
          <Plus aria-hidden="true" />
          Agregar
        </Button>
      ) : null}
      {q.data?.puede_agregar && licencia.data && !licencia.data.encontrada ? (
        <Alert variant="warning" title={licencia.data.mensaje || MSG_NOMBRE.licenciaNoHallada} className="w-full">
          <p>{MSG_NOMBRE.sinLicenciaActual}</p>
          <p>Renuévela desde Acciones → Renovación de este establecimiento.</p>
        </Alert>
      ) : null}
      {enCurso && s ? (
        <AccionesMovimiento solicitud={s} alAbrir={(m) => setModo(m)} eliminar={() => eliminarCambioNombre(establecimiento.id, s.id)} refrescar={refrescar} />
      ) : null}
      {s ? (
        <div className="w-full">
          <TarjetaSolicitudCambio
            solicitud={s}
            alAbrir={(m) => setModo(m)}
            alEnviar={async () => {
              await enviarCambioNombre(establecimiento.id, s.id);
              await refrescar();
            }}
            alEliminar={async () => {
              await eliminarCambioNombre(establecimiento.id, s.id);
              await refrescar();
            }}
            alNotificarPago={async () => {
              await notificarPagoNombre(establecimiento.id, s.id);
              await refrescar();
            }}
            extra={<Nombres s={s} />}
          />
        </div>
      ) : null}

      {modo ? (
        <FormularioNombreDialog
          establecimiento={establecimiento}
          solicitud={modo === 'nuevo' ? null : s}
          modo={modo}
          abierto
          alCambiar={(v) => {
            if (!v) setModo(null);
          }}
        />
      ) : null}
    </PanelMovimiento>
  );
}
