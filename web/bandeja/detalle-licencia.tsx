import { useMemo, useState } from 'react';
import { FileText } from 'lucide-react';
import { nombreMes } from '../../domain/catalogos/establecimientos';
import { TIPO_LICENCIA, TIPO_PROCESO } from '../../domain/licencia/constantes';
import { mascaraTelefono } from '../../domain/common/telefono';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { Dato } from '../components/ui/dato';
import { aPosicion } from '../components/mapa/coordenadas';
import { domicilioTexto } from '../../domain/common/domicilio';
import { esFoto } from '../licencia/solicitud/archivos';
import { Visor, type DocumentoVisible } from '../components/visor';
import { formatearMoneda } from '../lib/formato';
import { estatusLicencia } from '../licencia/estatus';
import { formatearDia } from '../lib/fechas';
import { solicitudImpresaPdf } from '../licencia/impresos';
import { licencia as definicion } from '../../domain/licencia/definicion';
import { LineaTiempo } from '../tramite/linea-tiempo';
import { FotosYUbicacion } from '../tramite/fotos-ubicacion';
import { TablaDocumentos } from '../tramite/tabla-documentos';
import { useTramite } from '../tramite/use-tramite';
import { PagoValidacion } from './pago-validacion';
import { servicioValidado } from './procedimientos';
import type { DetalleLicenciaTarea, EstablecimientoTarea } from './tipos-licencia';

const siNo = (v: boolean | null | undefined) => (v === null || v === undefined ? '—' : v ? 'Sí' : 'No');


/** spec 1 §2.4, §3: what Mercados checks of a market opening. */
function DatosMercado({ e }: { e: EstablecimientoTarea }) {
  return (
    <>
      <Dato etiqueta="Mercado">{e.mercado}</Dato>
      <Dato etiqueta="Locales">{e.muchos_locales.join(', ')}</Dato>
      {e.pasillo ? <Dato etiqueta="Pasillo">{e.pasillo}</Dato> : null}
      <Dato etiqueta="Ocupa el local como">{e.arrendatario_mercado === null ? null : e.arrendatario_mercado ? 'Arrendatario' : 'Concesionario'}</Dato>
      <Dato etiqueta="Mes de pago de piso">{e.mes_pago_piso_f ? nombreMes(e.mes_pago_piso_f) : null}</Dato>
    </>
  );
}

function DatosEstablecimiento({ e }: { e: EstablecimientoTarea }) {
  const cruces = [e.domicilio?.cruzamiento1, e.domicilio?.cruzamiento2].filter(Boolean).join(' y ');
  return (
    <Card>
      <CardHeader>
        <CardTitle>Establecimiento</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Dato etiqueta="Nombre comercial">{e.nombre_comercial}</Dato>
          <Dato etiqueta="Clave">{e.external_id}</Dato>
          <Dato etiqueta="Clave catastral">{e.clave_catastral}</Dato>
          <Dato etiqueta="Área">{e.tipo_proceso_id === TIPO_PROCESO.SARE ? 'SARE' : 'Licencias de Funcionamiento'}</Dato>
          <Dato etiqueta="Giro principal">{e.giro}</Dato>
          <Dato etiqueta="Actividades secundarias">{e.actividades_secundarias_nombres?.join(', ')}</Dato>
          {e.actividad_libre ? <Dato etiqueta="Actividad descrita por el contribuyente">{e.actividad_libre}</Dato> : null}
          <Dato etiqueta="Fecha de alta en hacienda">{formatearDia(e.fecha_alta_hacienda)}</Dato>
          <Dato etiqueta="Estatus de la propiedad">{e.tipo_propiedad}</Dato>
          <Dato etiqueta="Categoría">{e.categoria}</Dato>
          <Dato etiqueta="Tipo de local">{[e.tipo_local, e.tipo_local_detalle].filter(Boolean).join(' · ')}</Dato>
          {e.local ? <Dato etiqueta="Local">{e.local}</Dato> : null}
          {e.mercado_apertura ? <DatosMercado e={e} /> : null}
          <Dato etiqueta="Superficie">{e.superficie_m2 !== null && e.superficie_m2 !== undefined ? `${e.superficie_m2} m²` : null}</Dato>
          <Dato etiqueta="Empleados">{e.numero_empleados}</Dato>
          {e.numero_habitaciones ? <Dato etiqueta="Habitaciones">{e.numero_habitaciones}</Dato> : null}
          <Dato etiqueta="Cajones de estacionamiento">{e.cajones_estacionamiento}</Dato>
          <Dato etiqueta="Inversión estimada">{e.inversion_estimada !== undefined && e.inversion_estimada !== null ? formatearMoneda(e.inversion_estimada) : null}</Dato>
          <Dato etiqueta="Teléfono de oficina">{e.telefono_oficina ? mascaraTelefono(e.telefono_oficina) : null}</Dato>
          <Dato etiqueta="Domicilio">{e.domicilio ? domicilioTexto(e.domicilio) : null}</Dato>
          {cruces ? <Dato etiqueta="Entre calles">{cruces}</Dato> : null}
          <Dato etiqueta="Cuenta con constancia de uso de suelo">{siNo(e.tiene_uso_suelo)}</Dato>
          <Dato etiqueta="Horario extendido">{siNo(e.horario_extendido)}</Dato>
          <Dato etiqueta="Cuenta con licencia de bebidas alcohólicas">{siNo(e.has_licencia_bebidas)}</Dato>
          {e.folio_licencia_bebida_alcoholica ? <Dato etiqueta="Folio de la licencia de bebidas">{e.folio_licencia_bebida_alcoholica}</Dato> : null}
        </dl>
      </CardContent>
    </Card>
  );
}

function Documentos({ detalle, alVer }: { detalle: DetalleLicenciaTarea; alVer: (d: DocumentoVisible) => void }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Documentos</CardTitle>
      </CardHeader>
      <CardContent>
        <TablaDocumentos
          titulo="Documentos y fotografías del establecimiento"
          documentos={detalle.documentos.map((d) => ({ ...d, titulo: d.etiqueta, archivo: d.nombre }))}
          alVer={(d) => alVer({ id: d.id, nombre: d.etiqueta, nombre_archivo: d.nombre, mime: d.mime })}
        />
      </CardContent>
    </Card>
  );
}

/** What a reviewer checks in a licence task (spec 1 §4.3–4.5): the establishment, the step's payment, the documents. */
export function DetalleLicencia({ detalle, paso }: { detalle: DetalleLicenciaTarea; paso: string }) {
  const [documento, setDocumento] = useState<DocumentoVisible | null>(null);
  const [solicitud, setSolicitud] = useState(false);
  const lic = detalle.licencia;
  const tramite = useTramite(definicion, lic.tramite);
  const estatus = estatusLicencia(lic);
  const servicio = servicioValidado('licencia', paso);
  const fuenteSolicitud = useMemo(() => solicitudImpresaPdf(lic), [lic]);
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>Licencia</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <Dato etiqueta="Folio">{lic.folio}</Dato>
            <Dato etiqueta="Ejercicio">{lic.anio}</Dato>
            <Dato etiqueta="Tipo">{lic.tipo_licencia_id === TIPO_LICENCIA.PERMANENTE ? 'Permanente' : 'Provisional'}</Dato>
            <Dato etiqueta="Estatus">
              <Badge variant={estatus.variante}>{estatus.texto}</Badge>
            </Dato>
          </dl>
          <div>
            <Button variant="outline" onClick={() => setSolicitud(true)}>
              <FileText aria-hidden="true" />
              Ver solicitud impresa
            </Button>
          </div>
          <section aria-label="Línea de tiempo" className="flex flex-col gap-2">
            <h3 className="font-semibold">Línea de tiempo</h3>
            <LineaTiempo pasos={tramite.linea} progreso={tramite.progreso} />
          </section>
        </CardContent>
      </Card>
      {servicio ? <PagoValidacion detalle={detalle} servicio={servicio} /> : null}
      <DatosEstablecimiento e={detalle.establecimiento} />
      <FotosYUbicacion fotos={detalle.documentos.filter((d) => esFoto(d.tipo_archivo))} posicion={aPosicion(detalle.establecimiento.domicilio?.latitud, detalle.establecimiento.domicilio?.longitud)} alVer={setDocumento} />
      <Documentos detalle={detalle} alVer={setDocumento} />
      <Visor fuente={documento} alCerrar={() => setDocumento(null)} />
      <Visor fuente={solicitud ? fuenteSolicitud : null} alCerrar={() => setSolicitud(false)} />
    </>
  );
}
