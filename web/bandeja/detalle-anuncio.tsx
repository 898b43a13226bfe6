import { useState, type ComponentType } from 'react';
import { Eye, FileText, ShieldAlert } from 'lucide-react';
import type { DetalleTareaAnuncioDto } from '../../api/anuncios/anuncios.schemas';
import { ANUNCIOS, PASO_ANUNCIO } from '../../domain/anuncios/comun';
import { nombreTipoAnuncio } from '../../domain/anuncios/catalogos';
import { ARCHIVOS_ANUNCIO, esSlotAnuncio, TIPOS_ALTO_RIESGO } from '../../domain/anuncios/reglas';
import { Alert } from '../components/ui/alert';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Dato } from '../components/ui/dato';
import { Visor, type DocumentoVisible, type FuentePdf } from '../components/visor';
import { formatearFechaHora, formatearMoneda } from '../lib/formato';
import { estadoCuentaPdf } from '../licencia/impresos';
import { nombreAnuncio, ResumenAnuncio } from '../anuncios/comun';
import { PagosAnuncio } from '../anuncios/pagos-anuncio';
import type { PropsDetalleTarea } from './props-detalle';

type Detalle = DetalleTareaAnuncioDto;

/** What each step looks at first (spec 3 §4.1, §5.2). */
const FOCO: Record<string, { titulo: string; texto: string }> = {
  [PASO_ANUNCIO.REVISION]: { titulo: 'Revisión de Desarrollo Urbano', texto: 'Revise los anuncios, sus medidas y sus documentos. Si algo debe corregirse, rechace con el motivo: el contribuyente editará la solicitud y la enviará de nuevo.' },
  [PASO_ANUNCIO.PROTECCION_CIVIL]: { titulo: 'Revisión de Protección Civil', texto: 'Anuncio de alto riesgo: revise la memoria de cálculo estructural y la carta responsiva de terceros de los anuncios autosoportados y las pantallas electrónicas.' },
  [PASO_ANUNCIO.VALIDACION]: { titulo: 'Validación del pago', texto: 'Confirme el pago del estado de cuenta del servicio 1756 (en línea o con el recibo que subió el contribuyente).' },
  [PASO_ANUNCIO.FIRMA]: { titulo: 'Firma del formato de autorización', texto: 'Al firmar, la solicitud queda autorizada y el contribuyente podrá consultar el formato de autorización, vigente hasta el 31 de diciembre.' },
};

/** The fee the rows make (domain tarifa): what the statement will charge. */
function Tarifa({ d }: { d: Detalle }) {
  return (
    <div className="flex flex-col gap-1 text-sm">
      <p className="font-medium">Derechos (servicio 1756)</p>
      <ul className="text-muted-foreground">
        {d.tarifa.conceptos.map((c, i) => (
          <li key={`${c.concepto}-${i}`}>
            {c.concepto}: {formatearMoneda(c.importe)}
          </li>
        ))}
      </ul>
      <p>
        Total: <span className="font-semibold">{formatearMoneda(d.importe ?? d.tarifa.total)}</span>
      </p>
    </div>
  );
}

/**
 * What Desarrollo Urbano and Protección Civil see of a sign request, in an establishment or on a
 * public road (spec 3 §2.2–2.3, §3, §4.1): the place and the taxpayer, each sign with its rows and
 * files, the risk (rows of type 2 or 10), the fee; the statement at the payment's validation.
 */
export function DetalleAnuncio({ detalle: d, paso }: { detalle: Detalle; paso: string }) {
  const [fuente, setFuente] = useState<FuentePdf | DocumentoVisible | null>(null);
  const foco = FOCO[paso];
  const e = d.establecimiento;
  const riesgosas = d.anuncios.flatMap((a) => a.arreglo_anuncios.filter((f) => TIPOS_ALTO_RIESGO.includes(f.tipo_anuncio_id)).map((f) => nombreTipoAnuncio(f.tipo_anuncio_id)));
  // The signs' own files are under each sign; here the others (the payment receipt…), by their names.
  const enAnuncios = new Set(d.anuncios.flatMap((a) => Object.values(a.archivos).map((f) => f.id)));
  const documentos = d.documentos.filter((doc) => !enAnuncios.has(doc.id)).map((doc) => ({ ...doc, etiqueta: esSlotAnuncio(doc.tipo_archivo) ? ARCHIVOS_ANUNCIO[doc.tipo_archivo].etiqueta : doc.etiqueta }));
  const pago = d.estado_cuenta ? (
    <Card>
      <CardHeader>
        <CardTitle>Pago de derechos</CardTitle>
      </CardHeader>
      <CardContent>
        <PagosAnuncio folio={d.folio} estado={d.estado_cuenta} pdf={estadoCuentaPdf(d.estado_cuenta)} locacionId={e?.id ?? 0} propio={null} />
      </CardContent>
    </Card>
  ) : null;
  const validacion = paso === PASO_ANUNCIO.VALIDACION;
  return (
    <>
      {foco ? (
        <Alert variant="info" title={foco.titulo}>
          {foco.texto}
        </Alert>
      ) : null}
      {validacion ? pago : null}
      <Card>
        <CardHeader>
          <CardTitle>{d.nombre_tramite}</CardTitle>
          <CardDescription>
            Folio {d.folio} · permiso {d.anio}
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {e ? <Dato etiqueta="Establecimiento">{`${e.nombre_comercial} (${e.external_id})`}</Dato> : null}
            <Dato etiqueta="Contribuyente">{`${d.contribuyente.nombre} · ${d.contribuyente.rfc}`}</Dato>
            <Dato etiqueta="Domicilio">{d.domicilio}</Dato>
            <Dato etiqueta="Clave catastral">{d.no_folio ? `Sin clave: ${d.identificacion_predio ?? ''}` : d.clave_catastral}</Dato>
            <Dato etiqueta="Inmueble">{d.tipo_propiedad_id === 1 ? 'Propio' : d.tipo_propiedad_id === 2 ? 'Arrendado' : null}</Dato>
            <Dato etiqueta="Renovación">{d.renovacion ? 'Sí' : 'No'}</Dato>
            <Dato etiqueta="Riesgo">
              {d.alto_riesgo ? (
                <Badge variant="warning">
                  <ShieldAlert aria-hidden="true" className="mr-1 size-3.5" />
                  Alto riesgo
                </Badge>
              ) : (
                'Ordinario'
              )}
            </Dato>
          </dl>
          {d.alto_riesgo && riesgosas.length ? <p className="text-sm">Anuncios de alto riesgo: {[...new Set(riesgosas)].join(', ')}.</p> : null}
          <Tarifa d={d} />
        </CardContent>
      </Card>
      {d.anuncios.map((a, i) => (
        <Card key={a.id}>
          <CardHeader>
            <CardTitle>
              Anuncio {i + 1}: {nombreAnuncio(a)}
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ResumenAnuncio a={a} alVer={setFuente} />
          </CardContent>
        </Card>
      ))}
      {documentos.length ? (
        <Card>
          <CardHeader>
            <CardTitle>Otros documentos de la solicitud</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-2">
            {documentos.map((doc) => (
              <div key={doc.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-3">
                <div>
                  <p className="font-medium">{doc.etiqueta}</p>
                  <p className="text-xs text-muted-foreground">Adjuntado el {formatearFechaHora(doc.created_at)}</p>
                </div>
                <Button size="sm" variant="outline" onClick={() => setFuente({ id: doc.id, nombre: doc.etiqueta, nombre_archivo: doc.nombre, mime: doc.mime })}>
                  {doc.mime === 'application/pdf' ? <FileText aria-hidden="true" /> : <Eye aria-hidden="true" />}
                  Ver {doc.etiqueta.toLowerCase()}
                </Button>
              </div>
            ))}
          </CardContent>
        </Card>
      ) : null}
      {validacion ? null : pago}
      <Visor fuente={fuente} alCerrar={() => setFuente(null)} />
    </>
  );
}

const detalleAnuncio = ({ detalle, paso }: PropsDetalleTarea) => <DetalleAnuncio detalle={detalle as Detalle} paso={paso} />;
/** The inbox's entries of both sign procedures (web/bandeja/detalles.tsx spreads them). */
export const DETALLES_ANUNCIO: Readonly<Record<string, ComponentType<PropsDetalleTarea>>> = {
  [ANUNCIOS.ESTABLECIMIENTO]: detalleAnuncio,
  [ANUNCIOS.EXTERNO]: detalleAnuncio,
};
