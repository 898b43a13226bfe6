import { useState } from 'react';
import type { DetalleTareaUsoSueloDto } from '../../api/usosuelo/usosuelo.schemas';
import { usoSuelo } from '../../domain/usosuelo/definicion';
import { MSG_US } from '../../domain/usosuelo/mensajes';
import { aPosicion } from '../components/mapa/coordenadas';
import { Badge } from '../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Dato } from '../components/ui/dato';
import { Visor, type DocumentoVisible } from '../components/visor';
import { formatearFechaHora } from '../lib/formato';
import { varianteEstatus } from '../licencia/estatus';
import { FotosYUbicacion } from '../tramite/fotos-ubicacion';
import { LineaConstancia } from './linea-constancia';
import { PagosConstancia } from './pagos-constancia';

/** The payment the validation step checks; nothing to show before a statement exists. */
function Pago({ c }: { c: DetalleTareaUsoSueloDto }) {
  if (!c.estados_cuenta.length) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Pago de derechos</CardTitle>
        <CardDescription>Estado de cuenta, pago en línea, comprobante y recibo</CardDescription>
      </CardHeader>
      <CardContent>
        <PagosConstancia c={c} propio={false} />
      </CardContent>
    </Card>
  );
}

/** What Desarrollo Urbano checks of a land-use certificate (spec 1 §4.4): the use asked for, the place, the payment (first when it validates it). */
export function DetalleUsoSuelo({ detalle: c, paso }: { detalle: DetalleTareaUsoSueloDto; paso: string }) {
  const e = c.establecimiento;
  const validaPago = usoSuelo.pasos.some((p) => p.clave === paso && p.validaPago);
  const [documento, setDocumento] = useState<DocumentoVisible | null>(null);
  return (
    <>
      {validaPago ? <Pago c={c} /> : null}
      <Card>
        <CardHeader>
          <CardTitle>Constancia de uso de suelo</CardTitle>
          <CardDescription>Folio {c.folio}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <Dato etiqueta={MSG_US.sector}>{c.sector}</Dato>
            <Dato etiqueta={MSG_US.giro}>{c.giro_desarrollo}</Dato>
            <Dato etiqueta={MSG_US.zona}>{c.zona_uso}</Dato>
            <Dato etiqueta="Formato">{c.formato_uso_suelo.resolucion}</Dato>
            <Dato etiqueta="Estatus">
              <Badge variant={varianteEstatus(c.estatus_general)}>{c.estatus_texto}</Badge>
            </Dato>
            <Dato etiqueta="Solicitada">{formatearFechaHora(c.fecha_tramite_inicio ?? c.created_at)}</Dato>
            <Dato etiqueta="Contribuyente">{c.contribuyente ? `${c.contribuyente.nombre} · ${c.contribuyente.rfc}` : null}</Dato>
          </dl>
          <section aria-label="Línea de tiempo" className="flex flex-col gap-2">
            <h3 className="font-semibold">Línea de tiempo</h3>
            <LineaConstancia tramite={c.tramite} />
          </section>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Establecimiento</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <Dato etiqueta="Nombre comercial">{e.nombre_comercial}</Dato>
            <Dato etiqueta="Clave">{e.external_id}</Dato>
            <Dato etiqueta="Clave catastral">{e.clave_catastral}</Dato>
            <Dato etiqueta="Giro principal">{e.giro}</Dato>
            <Dato etiqueta="Actividades secundarias">{e.actividades_secundarias.join(', ')}</Dato>
            <Dato etiqueta="Superficie">{`${e.superficie_m2} m²`}</Dato>
            <Dato etiqueta="Domicilio">{e.domicilio}</Dato>
          </dl>
        </CardContent>
      </Card>
      <FotosYUbicacion fotos={c.fotos} posicion={aPosicion(c.ubicacion?.latitud, c.ubicacion?.longitud)} alVer={setDocumento} />
      {validaPago ? null : <Pago c={c} />}
      <Visor fuente={documento} alCerrar={() => setDocumento(null)} />
    </>
  );
}
