import { useState, type ComponentType } from 'react';
import { Eye, FileText } from 'lucide-react';
import type { DetalleTareaEspectacularDto } from '../../api/espectaculares/espectaculares.schemas';
import type { DetalleTareaTorreDto } from '../../api/torres/torres.schemas';
import { DICTAMENES, PASO_DICTAMEN } from '../../domain/dictamenes/comun';
import { ARCHIVOS_DICTAMEN, SLOTS_ESPECTACULAR, SLOTS_TORRE } from '../../domain/dictamenes/reglas';
import { ChipVerificacion, DictamenDialog, PagosDictamen, type BaseDictamen } from '../dictamenes';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Dato } from '../components/ui/dato';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../components/ui/table';
import { Visor, type DocumentoVisible } from '../components/visor';
import { formatearFechaHora, formatearMoneda } from '../lib/formato';
import type { PropsDetalleTarea } from './props-detalle';

type Detalle = DetalleTareaTorreDto | DetalleTareaEspectacularDto;

const BASE: Record<Detalle['tipo'], BaseDictamen> = { torre: '/solicitud_torres', espectacular: '/solicitud_espectaculares' };
const SERVICIO: Record<Detalle['tipo'], string> = { torre: '1757', espectacular: '1758' };

/** What each level looks at first (spec 3 §4.4). */
const FOCO: Record<string, { titulo: string; texto: string }> = {
  [PASO_DICTAMEN.REVISION]: {
    titulo: 'Revisión técnica de Desarrollo Urbano',
    texto: 'Revise los datos, las medidas y los documentos. Si algo debe corregirse, rechace con el motivo: el contribuyente corregirá la solicitud y, al reenviarla, volverá a este nivel.',
  },
  [PASO_DICTAMEN.JEFATURA]: {
    titulo: 'Revisión del Jefe de Departamento',
    texto: 'La revisión técnica la aprobó. Apruebe para enviarla a la Dirección de Desarrollo Urbano, o rechace con el motivo.',
  },
  [PASO_DICTAMEN.DIRECCION]: {
    titulo: 'Revisión de la Dirección de Desarrollo Urbano',
    texto: 'Revise el borrador del dictamen. Al aprobar, se genera el estado de cuenta de los derechos para que el contribuyente pague; si rechaza, la solicitud volverá a este nivel al reenviarse.',
  },
  [PASO_DICTAMEN.VALIDACION]: { titulo: 'Validación del pago', texto: 'Confirme el pago del estado de cuenta de los derechos (en línea o con el recibo que subió el contribuyente).' },
  [PASO_DICTAMEN.FIRMA]: { titulo: 'Firma del dictamen', texto: 'El pago está validado. Revise el borrador del dictamen; al firmar, el contribuyente podrá consultar y descargar el dictamen firmado.' },
};

const metros = (n: number | null | undefined) => (n === null || n === undefined ? null : `${n.toLocaleString('es-MX', { maximumFractionDigits: 2 })} m`);

/** A tower's four boundaries and its surfaces (spec 3 §3.4 medidas_solicitud_torres). */
function MedidasTorre({ d }: { d: DetalleTareaTorreDto }) {
  const m = d.medidas;
  const lados = [
    ['Norte', m.norte],
    ['Sur', m.sur],
    ['Este', m.este],
    ['Oeste', m.oeste],
  ] as const;
  return (
    <div className="flex flex-col gap-4">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead scope="col">Lado</TableHead>
            <TableHead scope="col">Colinda con</TableHead>
            <TableHead scope="col">Metros</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {lados.map(([lado, l]) => (
            <TableRow key={lado}>
              <TableCell className="font-medium">{lado}</TableCell>
              <TableCell>{l.colindansia_calle ?? '—'}</TableCell>
              <TableCell>{metros(l.colindancia_mts) ?? '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <dl className="grid gap-4 sm:grid-cols-3">
        <Dato etiqueta="Superficie total">{m.superficie_total === null ? null : `${metros(m.superficie_total)}²`}</Dato>
        <Dato etiqueta="Superficie total construida">{m.superficie_total_construida === null ? null : `${metros(m.superficie_total_construida)}²`}</Dato>
        <Dato etiqueta="Superficie a regularizar">{m.superficie_regularizar === null ? null : `${metros(m.superficie_regularizar)}²`}</Dato>
      </dl>
    </div>
  );
}

/** A billboard's faces (spec 3 §3.5 secciones). */
function SeccionesEspectacular({ d }: { d: DetalleTareaEspectacularDto }) {
  if (!d.secciones.length) return <p className="text-sm text-muted-foreground">Sin secciones registradas.</p>;
  const total = d.secciones.reduce((t, s) => t + s.largo * s.ancho, 0);
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Sección</TableHead>
          <TableHead scope="col">Largo</TableHead>
          <TableHead scope="col">Ancho</TableHead>
          <TableHead scope="col">Superficie</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {d.secciones.map((s, i) => (
          <TableRow key={s.id}>
            <TableCell className="font-medium">{i + 1}</TableCell>
            <TableCell>{metros(s.largo)}</TableCell>
            <TableCell>{metros(s.ancho)}</TableCell>
            <TableCell>{metros(s.largo * s.ancho)}²</TableCell>
          </TableRow>
        ))}
        <TableRow>
          <TableCell colSpan={3} className="font-medium">
            Total
          </TableCell>
          <TableCell className="font-medium">{metros(total)}²</TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}

/** The request's documents by slot (in the form's order), then any other one (a payment receipt). */
function Documentos({ d, alVer }: { d: Detalle; alVer: (x: DocumentoVisible) => void }) {
  const slots: readonly string[] = d.tipo === DICTAMENES.TORRE ? SLOTS_TORRE : SLOTS_ESPECTACULAR;
  const porSlot = slots.flatMap((s) => (d.archivos[s] ? [{ slot: s, etiqueta: ARCHIVOS_DICTAMEN[s]?.etiqueta ?? s, a: d.archivos[s] }] : []));
  const enSlots = new Set(porSlot.map((x) => x.a.id));
  const otros = d.documentos.filter((x) => !enSlots.has(x.id));
  const filas = [
    ...porSlot.map((x) => ({ id: x.a.id, etiqueta: x.etiqueta, nombre: x.a.filename, mime: x.a.mime_type, fecha: x.a.fecha_carga })),
    ...otros.map((x) => ({ id: x.id, etiqueta: x.etiqueta, nombre: x.nombre, mime: x.mime, fecha: x.created_at })),
  ];
  if (!filas.length) return <p className="text-sm text-muted-foreground">La solicitud no tiene documentos.</p>;
  return (
    <ul aria-label="Documentos de la solicitud" className="grid gap-2 md:grid-cols-2">
      {filas.map((f) => (
        <li key={f.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-3">
          <div className="min-w-0">
            <p className="font-medium">{f.etiqueta}</p>
            <p className="break-words text-xs text-muted-foreground">
              {f.nombre} · {formatearFechaHora(f.fecha)}
            </p>
          </div>
          <Button size="sm" variant="outline" aria-label={`Ver ${f.etiqueta}`} onClick={() => alVer({ id: f.id, nombre: f.etiqueta, nombre_archivo: f.nombre, mime: f.mime })}>
            {f.mime === 'application/pdf' ? <FileText aria-hidden="true" /> : <Eye aria-hidden="true" />}
            Ver
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** The fee the request makes (domain/dictamenes/tarifa.ts) and, once generated, its statement. */
function Derechos({ d }: { d: Detalle }) {
  return (
    <div className="flex flex-col gap-3 text-sm">
      <ul aria-label="Conceptos de los derechos" className="text-muted-foreground">
        {d.tarifa.conceptos.map((c, i) => (
          <li key={`${c.concepto}-${i}`}>
            {c.concepto}: {formatearMoneda(c.importe)}
          </li>
        ))}
      </ul>
      <p>
        Total: <span className="font-semibold">{formatearMoneda(d.importe ?? d.tarifa.total)}</span>
      </p>
      {d.estado_cuenta ? <PagosDictamen base={BASE[d.tipo]} id={d.solicitud_id} estado={d.estado_cuenta} clave={d.folio} pagar={false} /> : null}
    </div>
  );
}

/**
 * What Desarrollo Urbano, the head of department and the Dirección see of a tower or billboard
 * request in their inbox (spec 3 §3.4–3.5, §4.4): the property and the taxpayer, its property-tax
 * verification and land-use certificate, the characteristics, the measures (tower) or sections
 * (billboard), the documents and the fee; the payment first at its validation, and the draft
 * dictamen ('BORRADOR') for the Dirección and its signature.
 */
export function DetalleDictamen({ detalle: d, paso }: { detalle: Detalle; paso: string }) {
  const [documento, setDocumento] = useState<DocumentoVisible | null>(null);
  const [borrador, setBorrador] = useState(false);
  const foco = FOCO[paso];
  const validacion = paso === PASO_DICTAMEN.VALIDACION;
  const conBorrador = paso === PASO_DICTAMEN.DIRECCION || paso === PASO_DICTAMEN.FIRMA;
  const derechos = (
    <Card>
      <CardHeader>
        <CardTitle>Derechos (servicio {SERVICIO[d.tipo]})</CardTitle>
      </CardHeader>
      <CardContent>
        <Derechos d={d} />
      </CardContent>
    </Card>
  );
  return (
    <>
      {foco ? (
        <Alert variant="info" title={foco.titulo}>
          {foco.texto}
        </Alert>
      ) : null}
      {conBorrador ? (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setBorrador(true)}>
            <FileText aria-hidden="true" />
            Ver borrador del dictamen
          </Button>
        </div>
      ) : null}
      {validacion ? derechos : null}
      <Card>
        <CardHeader>
          <CardTitle>{d.nombre_tramite}</CardTitle>
          <CardDescription>Folio {d.folio}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <Dato etiqueta="Contribuyente">{`${d.contribuyente.nombre} · ${d.contribuyente.rfc}`}</Dato>
            <Dato etiqueta="Clave catastral">{d.no_folio ? 'Sin clave catastral' : d.clave_catastral}</Dato>
            <Dato etiqueta="Inmueble">{d.tipo_propiedad}</Dato>
            <Dato etiqueta="Domicilio">{d.domicilio}</Dato>
            <Dato etiqueta="Verificación">
              <ChipVerificacion edoCuentaStatus={d.edo_cuenta_status} />
            </Dato>
            <Dato etiqueta="Constancia de uso de suelo">{d.constancia_uso_suelo_exist ? 'Sí' : 'No'}</Dato>
            {d.caracteristicas.map((c) => (
              <Dato key={c.etiqueta} etiqueta={c.etiqueta}>
                {c.valor}
              </Dato>
            ))}
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{d.tipo === DICTAMENES.TORRE ? 'Medidas y colindancias' : 'Secciones del Anuncio'}</CardTitle>
        </CardHeader>
        <CardContent>{d.tipo === DICTAMENES.TORRE ? <MedidasTorre d={d} /> : <SeccionesEspectacular d={d} />}</CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Documentos</CardTitle>
        </CardHeader>
        <CardContent>
          <Documentos d={d} alVer={setDocumento} />
        </CardContent>
      </Card>
      {validacion ? null : derechos}
      <Visor fuente={documento} alCerrar={() => setDocumento(null)} />
      <DictamenDialog base={BASE[d.tipo]} id={d.solicitud_id} folio={d.folio} firmado={false} abierto={borrador} onCerrar={() => setBorrador(false)} />
    </>
  );
}

const detalleDictamen = ({ detalle, paso }: PropsDetalleTarea) => <DetalleDictamen detalle={detalle as Detalle} paso={paso} />;
/** The inbox's entries of both procedures with a review chain (web/bandeja/detalles.tsx spreads them). */
export const DETALLES_DICTAMEN: Readonly<Record<string, ComponentType<PropsDetalleTarea>>> = {
  [DICTAMENES.TORRE]: detalleDictamen,
  [DICTAMENES.ESPECTACULAR]: detalleDictamen,
};
