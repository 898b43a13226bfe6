import { useState } from 'react';
import { aPosicion } from '../../components/mapa/coordenadas';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Dato } from '../../components/ui/dato';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { Visor, type DocumentoVisible } from '../../components/visor';
import { formatearMoneda } from '../../lib/formato';
import { FotosYUbicacion } from '../../tramite/fotos-ubicacion';
import { TablaDocumentos } from '../../tramite/tabla-documentos';
import { RegistrarAdeudo } from './adeudo-tarea';
import type { DetalleTareaCambioDto, DocumentoTareaDto } from './tipos';

const fila = (d: DocumentoTareaDto) => ({ ...d, titulo: d.etiqueta, archivo: d.nombre });
const visible = (d: DocumentoTareaDto): DocumentoVisible => ({ id: d.id, nombre: d.etiqueta, nombre_archivo: d.nombre, mime: d.mime });

function Comparacion({ d }: { d: DetalleTareaCambioDto }) {
  return (
    <Table>
      <TableCaption>{`Cambios solicitados en ${d.folio}`}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>Dato</TableHead>
          <TableHead>Actual</TableHead>
          <TableHead>Propuesto</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody vacio="Sin cambios que comparar">
        {d.filas.map((f) => (
          <TableRow key={f.campo}>
            <TableCell className="font-medium">{f.campo}</TableCell>
            <TableCell className="break-words">{f.actual || '—'}</TableCell>
            <TableCell className="break-words font-semibold">{f.propuesto || '—'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function Adeudos({ d }: { d: DetalleTareaCambioDto }) {
  const solo = d.adeudos.filter((a) => !d.adeudo_registrable.includes(a.area));
  if (!d.adeudos.length && !d.adeudo_registrable.length) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Adeudos</CardTitle>
        <CardDescription>Adeudos que las áreas registraron durante la revisión</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {solo.length ? (
          <ul className="flex flex-col gap-2">
            {solo.map((a) => (
              <li key={a.area} className="flex flex-wrap items-center gap-2 text-sm">
                <span className="font-medium">{a.nombre}:</span> {formatearMoneda(a.monto)}
                {a.pago_notificado ? <Badge variant="info">Pago notificado</Badge> : null}
                {a.pendiente ? <Badge variant="warning">Pendiente de pago</Badge> : <Badge variant="success">Sin pago pendiente</Badge>}
              </li>
            ))}
          </ul>
        ) : null}
        {d.adeudo_registrable.map((area) => (
          <RegistrarAdeudo key={area} solicitudId={d.solicitud_id} area={area} adeudo={d.adeudos.find((a) => a.area === area)} />
        ))}
      </CardContent>
    </Card>
  );
}

/**
 * What a reviewer checks of any change request (trade name, address, activity, owner, closure):
 * the establishment and its taxpayer, the values now beside the proposed ones, the documents and
 * photos, and the debts — which the area whose review is current may register or take back.
 */
export function DetalleTareaCambio({ detalle: d }: { detalle: DetalleTareaCambioDto; paso?: string }) {
  const [documento, setDocumento] = useState<DocumentoVisible | null>(null);
  const e = d.establecimiento;
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>{d.nombre_tramite}</CardTitle>
          <CardDescription>Folio {d.folio}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <section aria-label="Establecimiento" className="flex flex-col gap-2">
            <h3 className="font-semibold">Establecimiento</h3>
            <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              <Dato etiqueta="Nombre comercial">{e.nombre_comercial}</Dato>
              <Dato etiqueta="Clave">{e.external_id}</Dato>
              <Dato etiqueta="Clave catastral">{e.clave_catastral}</Dato>
              <Dato etiqueta="Domicilio">{e.domicilio}</Dato>
            </dl>
          </section>
          <section aria-label="Contribuyente" className="flex flex-col gap-2">
            <h3 className="font-semibold">Contribuyente</h3>
            <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              <Dato etiqueta="Nombre">{d.contribuyente.nombre}</Dato>
              <Dato etiqueta="RFC">{d.contribuyente.rfc}</Dato>
              <Dato etiqueta="Correo electrónico">{d.contribuyente.email}</Dato>
            </dl>
          </section>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Cambios solicitados</CardTitle>
        </CardHeader>
        <CardContent>
          <Comparacion d={d} />
        </CardContent>
      </Card>
      <Adeudos d={d} />
      <Card>
        <CardHeader>
          <CardTitle>Documentos</CardTitle>
        </CardHeader>
        <CardContent>
          <TablaDocumentos titulo={`Documentos de la solicitud ${d.folio}`} documentos={d.documentos.map(fila)} alVer={(x) => setDocumento(visible(x))} />
        </CardContent>
      </Card>
      {d.fotos.length || d.ubicacion ? <FotosYUbicacion fotos={d.fotos} posicion={aPosicion(d.ubicacion?.latitud, d.ubicacion?.longitud)} alVer={setDocumento} /> : null}
      <Visor fuente={documento} alCerrar={() => setDocumento(null)} />
    </>
  );
}
