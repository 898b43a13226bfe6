import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Plus, Receipt } from 'lucide-react';
import { TIPO_MOVIMIENTO, enCurso } from '../../../domain/cambios/comun';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Cargando } from '../../components/ui/skeleton';
import type { EstablecimientoRef } from '../../establecimientos/dialogo';
import { qkCambios } from '../comun/consultas';
import { PanelMovimiento, TITULO_MOVIMIENTO } from '../comun/panel-movimiento';
import { AccionesMovimiento } from '../comun/acciones-movimiento';
import { TarjetaSolicitudCambio } from '../comun/tarjeta-solicitud';
import { ClaveDomicilioDialog } from './clave-dialog';
import { eliminarCambioDomicilio, enviarCambioDomicilio, useCambiosDomicilio, type CambioDomicilioDto } from './consultas';
import { FormularioDomicilioDialog, type ModoFormulario } from './formulario-dialog';
import { ReciboDUDialog } from './recibo-dialog';

/** What the card adds: the new address and key, and the land-use payment when it is due. */
function Propuesta({ s, alSubirRecibo }: { s: CambioDomicilioDto; alSubirRecibo: () => void }) {
  return (
    <div className="flex flex-col gap-2">
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted-foreground">Nuevo domicilio</dt>
        <dd className="font-medium" data-testid="nuevo-domicilio">
          {s.domicilio_texto || '—'}
        </dd>
        <dt className="text-muted-foreground">Clave catastral</dt>
        <dd className="font-mono">{s.clave_catastral}</dd>
      </dl>
      {s.aviso_bebidas ? <Alert variant="warning">{s.aviso_bebidas}</Alert> : null}
      {s.pago_uso_suelo_pendiente ? (
        <Alert variant="warning" title="Pago de uso de suelo pendiente">
          <p>Pague en línea desde el estado de cuenta del establecimiento o suba el recibo de pago.</p>
          <Button size="sm" variant="secondary" className="mt-2" onClick={alSubirRecibo}>
            <Receipt aria-hidden="true" />
            Subir recibo de pago
          </Button>
        </Alert>
      ) : null}
    </div>
  );
}

/**
 * The change of address inside 'Solicitudes de movimientos a realizar' (spec 2 §2): 'Agregar' asks
 * for the cadastral key and opens 'Cambio de domicilio'; with a request in course 'Actualizar'
 * (while editable), 'Ver' and 'Borrar'; below, the requests' cards.
 */
export function PanelCambioDomicilio({ establecimiento }: { establecimiento: EstablecimientoRef }) {
  const qc = useQueryClient();
  const q = useCambiosDomicilio(establecimiento.id);
  const [pidiendoClave, setPidiendoClave] = useState(false);
  const [clave, setClave] = useState<{ clave: string; donativo: boolean }>({ clave: '', donativo: false });
  const [modo, setModo] = useState<ModoFormulario | null>(null);
  const [recibo, setRecibo] = useState<CambioDomicilioDto | null>(null);
  const lista = q.data ?? [];
  const s = lista.find((x) => enCurso(x.tramite.snapshot.value)) ?? null;
  const refrescar = () => qc.invalidateQueries({ queryKey: qkCambios.todo });

  return (
    <PanelMovimiento
      titulo={TITULO_MOVIMIENTO[TIPO_MOVIMIENTO.DOMICILIO]}
      descripcion={q.isLoading ? 'Cargando…' : s ? `Folio ${s.folio} · ${s.estatus_texto}` : 'Sin solicitud en curso'}
    >
      {q.isLoading ? <Cargando filas={2} /> : null}
      {!q.isLoading && !s ? (
        <Button size="sm" onClick={() => setPidiendoClave(true)}>
          <Plus aria-hidden="true" />
          Agregar
        </Button>
      ) : null}
      {s ? (
        <AccionesMovimiento solicitud={s} alAbrir={(m) => setModo(m)} eliminar={() => eliminarCambioDomicilio(establecimiento.id, s.id)} refrescar={refrescar} />
      ) : null}
      {lista.length ? (
        <ul aria-label="Solicitudes de cambio de domicilio" className="flex w-full flex-col gap-3">
          {lista.map((x) => (
            <li key={x.id}>
              <TarjetaSolicitudCambio
                solicitud={x}
                alAbrir={(m) => setModo(m)}
                alEnviar={async () => {
                  await enviarCambioDomicilio(establecimiento.id, x.id);
                  await refrescar();
                }}
                alEliminar={async () => {
                  await eliminarCambioDomicilio(establecimiento.id, x.id);
                  await refrescar();
                }}
                extra={<Propuesta s={x} alSubirRecibo={() => setRecibo(x)} />}
              />
            </li>
          ))}
        </ul>
      ) : null}

      {pidiendoClave ? (
        <ClaveDomicilioDialog
          alCambiar={setPidiendoClave}
          alContinuar={(c) => {
            setClave(c);
            setPidiendoClave(false);
            setModo('nuevo');
          }}
        />
      ) : null}
      {modo ? (
        <FormularioDomicilioDialog
          establecimiento={establecimiento}
          solicitud={modo === 'nuevo' ? null : s}
          modo={modo}
          clave={clave}
          alCambiar={(v) => {
            if (!v) setModo(null);
          }}
        />
      ) : null}
      {recibo ? <ReciboDUDialog solicitudId={recibo.id} folio={recibo.folio} alCambiar={(v) => !v && setRecibo(null)} /> : null}
    </PanelMovimiento>
  );
}
