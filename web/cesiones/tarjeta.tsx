import { useId, type ReactNode } from 'react';
import { Eye, FileText, Pencil, Receipt, Send, Store } from 'lucide-react';
import { cesionDerecho } from '../../domain/cesiones/definicion';
import { ESTATUS_CESION } from '../../domain/cesiones/reglas';
import { Alert } from '../components/ui/alert';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { MenuAcciones, type AccionMenu } from '../establecimientos/menu-acciones';
import { EstadoCuentaPago } from '../tramite/pagos/estado-cuenta-pago';
import { AvanceSolicitudMercado } from '../mercados/solicitudes/avance';
import { ChipCesion } from './chips';
import { qkCesiones, useEstadoCuentaCesion } from './consultas';
import type { Cesion } from './tipos';

/** The stored files a card's menu shows in the viewer. */
export const PDFS_CESION = [
  { clave: 'docSolicitud', etiqueta: 'Solicitud de cesión de derechos' },
  { clave: 'docSolicitudAnt', etiqueta: 'Concesión o solicitud anterior' },
  { clave: 'docFoto', etiqueta: 'Fotografía del nuevo concesionario' },
  { clave: 'docBajaSat', etiqueta: 'Baja en el SAT' },
  { clave: 'docAltaSat', etiqueta: 'Alta en el SAT' },
  { clave: 'docActaComp', etiqueta: 'Acta de comparecencia' },
  { clave: 'docSolidPago', etiqueta: 'Recibo de pago' },
  { clave: 'docAutorizacion', etiqueta: 'Autorización de la Secretaría' },
] as const satisfies readonly { clave: keyof Cesion; etiqueta: string }[];
export type ClavePdfCesion = (typeof PDFS_CESION)[number]['clave'];

/** What a card's menu opens (the list page holds the dialogs). */
export type DialogoCesion = 'solicitud' | 'enviar' | 'recibo' | 'motivo' | { pdf: ClavePdfCesion };

const item = (clave: string, etiqueta: string, icono: ReactNode, alElegir: () => void): AccionMenu => ({ clave, etiqueta, icono, alElegir });

/** The menu: only what the API's `acciones` allow now, then the stored files. */
export function accionesMenuCesion(c: Cesion, abrir: (d: DialogoCesion) => void): AccionMenu[] {
  const ac = c.acciones;
  const m: AccionMenu[] = [item('solicitud', ac.editar ? 'Editar solicitud' : 'Ver solicitud', ac.editar ? <Pencil aria-hidden="true" /> : <Eye aria-hidden="true" />, () => abrir('solicitud'))];
  if (ac.enviar) m.push(item('enviar', 'Enviar a revisión', <Send aria-hidden="true" />, () => abrir('enviar')));
  if (ac.subirRecibo) m.push(item('recibo', 'Subir Recibo Pago de Cesion Derecho', <Receipt aria-hidden="true" />, () => abrir('recibo')));
  if (c.motivo_rechazo) m.push(item('motivo', 'Ver Motivo de Rechazo', <FileText aria-hidden="true" />, () => abrir('motivo')));
  for (const p of PDFS_CESION) if (c[p.clave]) m.push(item(`pdf-${p.clave}`, `Ver ${p.etiqueta.toLowerCase()}`, <FileText aria-hidden="true" />, () => abrir({ pdf: p.clave })));
  return m;
}

function Par({ etiqueta, children }: { etiqueta: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-1">
      <dt className="text-muted-foreground">{etiqueta}:</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

/** The 1760 fee: the kit's statement with 'Pagar en línea', and the receipt upload next to it. */
function PagoCesion({ c, abrir }: { c: Cesion; abrir: (d: DialogoCesion) => void }) {
  const e = useEstadoCuentaCesion(c.id_edo_cuenta);
  const subir = c.acciones.subirRecibo ? (
    <Button size="sm" variant="secondary" onClick={() => abrir('recibo')}>
      <Receipt aria-hidden="true" />
      Subir Recibo Pago de Cesion Derecho
    </Button>
  ) : null;
  if (e.data) {
    return (
      <EstadoCuentaPago
        estado={e.data}
        clave={c.folio}
        pagar={c.acciones.pagar === e.data.servicio_id}
        refrescar={[qkCesiones.todo]}
        palabraPendiente={c.docSolidPago ? { texto: 'Recibo en validación', variante: 'info' } : undefined}
        acciones={subir}
      />
    );
  }
  if (!subir) return null;
  return (
    <div role="group" aria-label={`Pago de la solicitud ${c.folio}`} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-3 text-sm">
      <p>
        Pago de derechos de cesión · {c.docSolidPago ? <Badge variant="info">Recibo en validación</Badge> : <Badge variant="warning">Por pagar</Badge>}
      </p>
      {subir}
    </div>
  );
}

/**
 * An assignment on the list (spec 3 §2.8): '# id' and the folio, the establishment and its stall,
 * the new concessionaire's RFC, the status chip (and the return's reason), the fee while it is the
 * payment's turn, the progress and the steps read from the request's own machine, and the menu.
 */
export function TarjetaCesion({ c, abrir }: { c: Cesion; abrir: (d: DialogoCesion) => void }) {
  const tituloId = useId();
  const conPago = c.id_edo_cuenta !== null || c.acciones.subirRecibo || c.acciones.pagar !== null;
  return (
    <Card className="flex h-full flex-col gap-3 p-4" role="article" aria-labelledby={tituloId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={tituloId} className="flex flex-col text-lg font-semibold leading-tight">
          <span className="flex items-center gap-2">
            <Store aria-hidden="true" className="size-5 text-primary" /># {c.id}
          </span>
          <span className="font-mono text-sm font-normal text-muted-foreground">{c.folio}</span>
        </h2>
        <ChipCesion estatus={c.estatus} etiqueta={c.estatus_label} />
      </div>
      <dl className="grid gap-1 text-sm">
        <Par etiqueta="Establecimiento">{c.nombre_comercial}</Par>
        <Par etiqueta="Local">{`${c.local_mercado.numero} · ${c.local_mercado.mercado}`}</Par>
        <Par etiqueta="RFC del nuevo concesionario">{c.cesionario.nombre ? `${c.cesionario.rfc} · ${c.cesionario.nombre}` : c.cesionario.rfc}</Par>
        {c.familiar ? <Par etiqueta="Cesión entre familiares">Sí</Par> : null}
      </dl>
      {c.estatus === ESTATUS_CESION.RECHAZADA && c.motivo_rechazo ? (
        <Alert variant="destructive" title="Solicitud rechazada">
          <p className="whitespace-pre-line break-words">
            <span className="font-semibold">Motivo de rechazo:</span> {c.motivo_rechazo}
          </p>
        </Alert>
      ) : null}
      {c.estatus === ESTATUS_CESION.FINALIZADA && c.concesion_transferida ? (
        <p className="text-sm">{`La concesión del local ${c.local_mercado.numero} quedó a nombre de ${c.cesionario.rfc}.`}</p>
      ) : null}
      {conPago && c.estatus !== ESTATUS_CESION.FINALIZADA ? <PagoCesion c={c} abrir={abrir} /> : null}
      <AvanceSolicitudMercado def={cesionDerecho} tramite={c.tramite} folio={c.folio} descripcion={`${c.nombre_comercial} · local ${c.local_mercado.numero}`} />
      <div className="mt-auto flex justify-end pt-2">
        <MenuAcciones etiqueta={`Acciones de la solicitud ${c.id}`} acciones={accionesMenuCesion(c, abrir)} />
      </div>
    </Card>
  );
}
