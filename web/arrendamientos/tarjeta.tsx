import { useId, type ReactNode } from 'react';
import { Eye, FileText, Pencil, Receipt, Send, Store, Upload } from 'lucide-react';
import { arrendamiento } from '../../domain/arrendamientos/definicion';
import { ETIQUETA_PORCENTAJE } from '../../domain/arrendamientos/mensajes';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { MenuAcciones, type AccionMenu } from '../establecimientos/menu-acciones';
import { formatearFecha, formatearMoneda } from '../lib/formato';
import { EstadoCuentaPago } from '../tramite/pagos/estado-cuenta-pago';
import { AvanceSolicitudMercado } from '../mercados/solicitudes/avance';
import { ChipContratoArr, ChipSolicitudArr, ChipVencido } from './chips';
import { qkArrendamientos } from './consultas';
import type { Arrendamiento } from './tipos';

/** What a card's menu opens (the list page holds the dialogs). */
export type DialogoArr =
  | 'solicitud'
  | 'enviar'
  | 'contrato'
  | 'enviarContrato'
  | 'recibo'
  | 'motivo'
  | { pdf: 'solicitud' | 'altaSat' | 'contrato' | 'recibo' };

const PDFS = [
  { clave: 'solicitud', etiqueta: 'Ver solicitud (PDF)', url: (a: Arrendamiento) => a.docSolicitud },
  { clave: 'altaSat', etiqueta: 'Ver alta en el SAT', url: (a: Arrendamiento) => a.docAltaSat },
  { clave: 'contrato', etiqueta: 'Ver contrato de arrendamiento', url: (a: Arrendamiento) => a.docContrato_arrendamiento },
  { clave: 'recibo', etiqueta: 'Ver recibo de pago', url: (a: Arrendamiento) => a.docSolidPago },
] as const;

const item = (clave: string, etiqueta: string, icono: ReactNode, alElegir: () => void): AccionMenu => ({ clave, etiqueta, icono, alElegir });

/** The menu: only what the API's `acciones` allow now, then the stored files. */
export function accionesMenu(a: Arrendamiento, abrir: (d: DialogoArr) => void): AccionMenu[] {
  const ac = a.acciones;
  const conContrato = a.contrato_arrendamiento_id !== null;
  const m: AccionMenu[] = [item('solicitud', ac.editar ? 'Editar solicitud' : 'Ver solicitud', ac.editar ? <Pencil aria-hidden="true" /> : <Eye aria-hidden="true" />, () => abrir('solicitud'))];
  if (ac.enviar) m.push(item('enviar', 'Enviar a revisión', <Send aria-hidden="true" />, () => abrir('enviar')));
  if (ac.subirContrato && !conContrato) m.push(item('contrato', 'Subir contrato arrendamiento', <Upload aria-hidden="true" />, () => abrir('contrato')));
  else if (ac.editarContrato || ac.subirContrato) m.push(item('contrato', 'Editar contrato arrendamiento', <Pencil aria-hidden="true" />, () => abrir('contrato')));
  else if (conContrato) m.push(item('contrato', 'Ver contrato arrendamiento', <Eye aria-hidden="true" />, () => abrir('contrato')));
  if (ac.enviarContrato) m.push(item('enviarContrato', 'Enviar contrato a revisión', <Send aria-hidden="true" />, () => abrir('enviarContrato')));
  if (ac.subirRecibo) m.push(item('recibo', 'Subir Recibo Pago', <Receipt aria-hidden="true" />, () => abrir('recibo')));
  if (a.motivo_rechazo) m.push(item('motivo', 'Ver Motivo de Rechazo', <FileText aria-hidden="true" />, () => abrir('motivo')));
  for (const p of PDFS) if (p.url(a)) m.push(item(`pdf-${p.clave}`, p.etiqueta, <FileText aria-hidden="true" />, () => abrir({ pdf: p.clave })));
  return m;
}

/** A pair of the card's definition list. */
function Par({ etiqueta, children }: { etiqueta: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-1">
      <dt className="text-muted-foreground">{etiqueta}:</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

/**
 * A lease request on the list (spec 3 §2.7): '# id' and the folio, the establishment and its stall,
 * the request's and the contract's chips (and VENCIDO), the contract's terms, the statement when it
 * is the payment's turn, the progress and the steps read from the request's own machine, and the menu.
 */
export function TarjetaArrendamiento({ a, abrir }: { a: Arrendamiento; abrir: (d: DialogoArr) => void }) {
  const tituloId = useId();
  const e = a.estado_cuenta ?? null;
  return (
    <Card className="flex h-full flex-col gap-3 p-4" role="article" aria-labelledby={tituloId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={tituloId} className="flex flex-col text-lg font-semibold leading-tight">
          <span className="flex items-center gap-2">
            <Store aria-hidden="true" className="size-5 text-primary" /># {a.id}
          </span>
          <span className="font-mono text-sm font-normal text-muted-foreground">{a.folio}</span>
        </h2>
        <div className="flex flex-wrap justify-end gap-1">
          <ChipSolicitudArr estatus={a.estatus_solicitud_id} etiqueta={a.estatus_solicitud} />
          <ChipContratoArr estatus={a.estatus_contrato_id} etiqueta={a.estatus_contrato} />
          {a.vencido ? <ChipVencido /> : null}
        </div>
      </div>
      <dl className="grid gap-1 text-sm">
        <Par etiqueta="Establecimiento">{a.locacion.nombre_comercial}</Par>
        {a.local_mercado ? <Par etiqueta="Local">{`${a.local_mercado.numero} · ${a.local_mercado.mercado}`}</Par> : null}
        {a.giro ? <Par etiqueta="Giro">{a.giro.d_giro}</Par> : null}
        {a.fecha_inicio && a.fecha_fin ? <Par etiqueta="Vigencia">{`${formatearFecha(a.fecha_inicio)} al ${formatearFecha(a.fecha_fin)}`}</Par> : null}
        {a.renta_mes ? <Par etiqueta="Renta mensual">{formatearMoneda(a.renta_mes)}</Par> : null}
        {a.porcen_ayunta ? <Par etiqueta={ETIQUETA_PORCENTAJE}>{formatearMoneda(a.porcen_ayunta)}</Par> : null}
      </dl>
      {e && (a.acciones.pagar !== null || a.acciones.subirRecibo || e.pagado) ? (
        <EstadoCuentaPago
          estado={e}
          clave={a.folio}
          pagar={a.acciones.pagar === e.servicio_id}
          refrescar={[qkArrendamientos.todo]}
          palabraPendiente={a.docSolidPago ? { texto: 'Recibo en validación', variante: 'info' } : undefined}
          acciones={
            a.acciones.subirRecibo ? (
              <Button size="sm" variant="secondary" onClick={() => abrir('recibo')}>
                <Receipt aria-hidden="true" />
                Subir Recibo Pago
              </Button>
            ) : null
          }
        />
      ) : null}
      {!e && a.acciones.subirRecibo ? (
        <div role="group" aria-label={`Pago de la solicitud ${a.folio}`} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-3 text-sm">
          <p>
            Pago del 10% al ayuntamiento{a.porcen_ayunta ? <>: <span className="font-semibold">{formatearMoneda(a.porcen_ayunta)}</span></> : null} ·{' '}
            {a.docSolidPago ? <Badge variant="info">Recibo en validación</Badge> : <Badge variant="warning">Por pagar</Badge>}
          </p>
          <Button size="sm" variant="secondary" onClick={() => abrir('recibo')}>
            <Receipt aria-hidden="true" />
            Subir Recibo Pago
          </Button>
        </div>
      ) : null}
      <AvanceSolicitudMercado def={arrendamiento} tramite={a.tramite} folio={a.folio} descripcion={a.locacion.nombre_comercial} />
      <div className="mt-auto flex justify-end pt-2">
        <MenuAcciones etiqueta={`Acciones de la solicitud ${a.id}`} acciones={accionesMenu(a, abrir)} />
      </div>
    </Card>
  );
}
