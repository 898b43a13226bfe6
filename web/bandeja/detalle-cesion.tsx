import { useState, type ComponentType } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Eye, FileCog, FileText, Upload } from 'lucide-react';
import type { DetalleTareaCesionDto } from '../../api/cesiones/cesiones.schemas';
import { CLAVE_CESION, FOLIO_CESION_RE, PASO_CESION } from '../../domain/cesiones/definicion';
import type { TipoArchivoCesion } from '../../domain/cesiones/reglas';
import { Alert } from '../components/ui/alert';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Dato } from '../components/ui/dato';
import { Visor, type FuenteVisor } from '../components/visor';
import { SubirPdfDialog } from '../fiscalizacion/subdialogos';
import { generarFormatoCesion, subirAutorizacionCesion } from '../cesiones/consultas';
import type { PropsDetalleTarea } from './props-detalle';

/** What Mercados looks at first at each of its steps (spec 3 §4.6). */
const FOCO: Record<string, { titulo: string; texto: string }> = {
  [PASO_CESION.REVISION]: {
    titulo: 'Revisión de la solicitud de cesión',
    texto: 'Revise el local, el concesionario actual, el nuevo concesionario y los seis documentos. Al validar, se genera el estado de cuenta de los derechos; si rechaza, el contribuyente la corregirá y la enviará de nuevo.',
  },
  [PASO_CESION.VALIDACION]: { titulo: 'Validación del pago', texto: 'Confirme el pago de los derechos de cesión: el recibo que subió el contribuyente o el pago en línea que confirmó la pasarela.' },
  [PASO_CESION.AUTORIZACION]: {
    titulo: 'Autorización de la Secretaría',
    texto: 'Genere el formato de autorización, recábelo firmado por la Secretaría y súbalo; después finalice la cesión: el local quedará a nombre del nuevo concesionario.',
  },
};

/** The authorization signed with e.firma (docs/EFIRMA.md): the signed format is the authorization, nothing to upload. */
const FOCO_EFIRMA = {
  titulo: 'Autorización de la Secretaría',
  texto: 'Revise el formato de autorización y fírmelo con e.firma: el formato firmado es la autorización de la Secretaría y el local quedará a nombre del nuevo concesionario.',
};

/** The request's id: its folio is CES-{año}-{id}. */
const idDeFolio = (folio: string) => Number(FOLIO_CESION_RE.exec(folio)?.[2] ?? 0);
const pdf = (url: string, titulo: string, folio: string): FuenteVisor => ({ titulo: `${titulo} ${folio}`, ruta: url, nombreArchivo: `${folio}.pdf` });
/** The photo is a stored document: the viewer shows it as an image. */
const imagen = (url: string, titulo: string, folio: string): FuenteVisor => ({ id: Number(/(\d+)$/.exec(url)?.[1] ?? 0), nombre: `${titulo} ${folio}`, nombre_archivo: `${folio}-foto`, mime: 'image/png' });

/** How each kind of file opens (domain/cesiones/reglas.ts ARCHIVOS_CESION tipo): its viewer source and its icon. */
const VISTA_DOCUMENTO: Readonly<Record<TipoArchivoCesion, { fuente: typeof pdf; Icono: typeof FileText }>> = {
  pdf: { fuente: pdf, Icono: FileText },
  imagen: { fuente: imagen, Icono: Eye },
};

function BotonVerDocumento({ documento: x, folio, abrir }: { documento: { url: string; etiqueta: string; tipo: TipoArchivoCesion }; folio: string; abrir: (f: FuenteVisor) => void }) {
  const { fuente, Icono } = VISTA_DOCUMENTO[x.tipo];
  return (
    <Button size="sm" variant="outline" aria-label={`Ver ${x.etiqueta}`} onClick={() => abrir(fuente(x.url, x.etiqueta, folio))}>
      <Icono aria-hidden="true" />
      Ver
    </Button>
  );
}

function Ver({ url, titulo, onVer }: { url: string | null; titulo: string; onVer: () => void }) {
  if (!url) return <Badge variant="warning">Pendiente</Badge>;
  return (
    <Button size="sm" variant="outline" aria-label={`Ver ${titulo}`} onClick={onVer}>
      <FileText aria-hidden="true" />
      Ver
    </Button>
  );
}

/**
 * Mercados' actions at the authorization step (spec 3 §7.7): 'Generar formato de autorización'
 * (then it is shown), the secretary's signed authorization (PDF); the kit's 'Finalizar cesión' comes after.
 */
function Autorizacion({ d, alVer }: { d: DetalleTareaCesionDto; alVer: (f: FuenteVisor) => void }) {
  const qc = useQueryClient();
  const [subir, setSubir] = useState(false);
  const [ocupado, setOcupado] = useState(false);
  const id = idDeFolio(d.folio);
  const refrescar = () => qc.invalidateQueries({ queryKey: ['tarea'] });
  const generar = async () => {
    setOcupado(true);
    try {
      const r = (await generarFormatoCesion(id)) as { docGenerado?: string | null } | null;
      await refrescar();
      const url = r?.docGenerado ?? d.docGenerado;
      if (url) alVer(pdf(url, 'Formato de autorización', d.folio));
    } catch {
      // the API client showed the server's message (spec 3 §8.2)
    } finally {
      setOcupado(false);
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Autorización de la Secretaría</CardTitle>
        <CardDescription>El formato generado y la autorización firmada quedan en el expediente de la solicitud.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <ul aria-label="Autorización de la cesión" className="grid gap-2 md:grid-cols-2">
          <li className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-3">
            <span className="font-medium">Formato de autorización</span>
            <Ver url={d.docGenerado} titulo="formato de autorización" onVer={() => d.docGenerado && alVer(pdf(d.docGenerado, 'Formato de autorización', d.folio))} />
          </li>
          <li className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-3">
            <span className="font-medium">Autorización firmada por la Secretaría</span>
            <Ver url={d.docAutorizacion} titulo="autorización de la Secretaría" onVer={() => d.docAutorizacion && alVer(pdf(d.docAutorizacion, 'Autorización de la Secretaría', d.folio))} />
          </li>
        </ul>
        <div className="flex flex-wrap gap-2">
          {d.puedeGenerarFormato ? (
            <Button variant="secondary" onClick={() => void generar()} disabled={ocupado}>
              <FileCog aria-hidden="true" />
              Generar formato de autorización
            </Button>
          ) : null}
          {d.puedeSubirAutorizacion ? (
            <Button variant="secondary" onClick={() => setSubir(true)}>
              <Upload aria-hidden="true" />
              Subir autorización de la Secretaría
            </Button>
          ) : null}
        </div>
        {!d.docAutorizacion && !d.autorizacionEfirma ? <p className="text-sm text-muted-foreground">Para finalizar la cesión, suba antes la autorización firmada por la Secretaría.</p> : null}
        <SubirPdfDialog
          abierto={subir}
          alCambiar={setSubir}
          titulo="Subir autorización de la Secretaría"
          descripcion={`Autorización firmada de la cesión ${d.folio}.`}
          etiqueta="Autorización firmada (PDF)"
          alSubir={async (f, p) => {
            try {
              await subirAutorizacionCesion(id, f, p);
            } catch {
              return false;
            }
            await refrescar();
            return true;
          }}
        />
      </CardContent>
    </Card>
  );
}

/**
 * What Mercados sees of a rights assignment in its inbox (spec 3 §3.7, §4.6): the stall, the two
 * parties, whether they are relatives, the six files (the photo as an image), the payment receipt
 * and, at the authorization step, the format and the secretary's authorization with their actions.
 */
export function DetalleCesion({ detalle: d, paso }: { detalle: DetalleTareaCesionDto; paso: string }) {
  const [fuente, setFuente] = useState<FuenteVisor | null>(null);
  const foco = paso === PASO_CESION.AUTORIZACION && d.autorizacionEfirma ? FOCO_EFIRMA : FOCO[paso];
  const enAutorizacion = paso === PASO_CESION.AUTORIZACION;
  const recibo = (
    <Card>
      <CardHeader>
        <CardTitle>Pago de derechos de cesión</CardTitle>
      </CardHeader>
      <CardContent>
        {d.docSolidPago ? (
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-sm font-medium">Recibo de pago:</span>
            <Ver url={d.docSolidPago} titulo="recibo de pago" onVer={() => d.docSolidPago && setFuente(pdf(d.docSolidPago, 'Recibo de pago', d.folio))} />
          </div>
        ) : (
          <Alert variant="info">El contribuyente no subió recibo de pago; si pagó en línea, la pasarela confirmó el pago.</Alert>
        )}
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
      {enAutorizacion ? <Autorizacion d={d} alVer={setFuente} /> : null}
      {paso === PASO_CESION.VALIDACION ? recibo : null}
      <Card>
        <CardHeader>
          <CardTitle>Solicitud de cesión de derechos</CardTitle>
          <CardDescription>Folio {d.folio}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <Dato etiqueta="Mercado">{d.local_mercado.mercado}</Dato>
            <Dato etiqueta="Local">{d.local_mercado.numero}</Dato>
            <Dato etiqueta="Establecimiento">{d.local_mercado.locacion}</Dato>
            <Dato etiqueta="Concesionario actual">{`${d.cedente.nombre} · ${d.cedente.rfc}`}</Dato>
            <Dato etiqueta="Nuevo concesionario">{d.cesionario.nombre ? `${d.cesionario.nombre} · ${d.cesionario.rfc}` : d.cesionario.rfc}</Dato>
            <Dato etiqueta="Cesión entre familiares">{d.familiar ? 'Sí' : 'No'}</Dato>
          </dl>
          {d.documentos.length ? (
            <ul aria-label="Documentos de la solicitud" className="grid gap-2 md:grid-cols-2">
              {d.documentos.map((x) => (
                <li key={x.url} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-3">
                  <span className="font-medium">{x.etiqueta}</span>
                  <BotonVerDocumento documento={x} folio={d.folio} abrir={setFuente} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">La solicitud no tiene documentos.</p>
          )}
        </CardContent>
      </Card>
      {paso !== PASO_CESION.VALIDACION && d.docSolidPago ? recibo : null}
      <Visor fuente={fuente} alCerrar={() => setFuente(null)} />
    </>
  );
}

/** The inbox's entry of the rights assignment (web/bandeja/detalles.tsx spreads it). */
export const DETALLES_CESION: Readonly<Record<string, ComponentType<PropsDetalleTarea>>> = {
  [CLAVE_CESION]: ({ detalle, paso }) => <DetalleCesion detalle={detalle as DetalleTareaCesionDto} paso={paso} />,
};
