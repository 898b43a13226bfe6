import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { CalendarX2, CheckCircle2, PauseCircle, Search, XCircle } from 'lucide-react';
import { PantallaPublica } from '../auth/pantalla-publica';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Card, CardContent } from '../components/ui/card';
import { Campo } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { Cargando } from '../components/ui/skeleton';
import { formatearDia } from '../lib/fechas';
import { useEscritoAntes, useHidratado } from '../lib/hidratado';
import { FirmasDelCodigo, VerificarPdf } from './firmas-pdf';
import { ResultadoVisita } from './resultado-visita';
import { cn } from '../lib/utils';
import {
  consultarVerificacion,
  esFolioCambio,
  esFolioDictamen,
  folioDe,
  MUNICIPIO,
  NO_VALIDA,
  NO_VALIDA_CAMBIO,
  NO_VALIDO_DICTAMEN,
  presentacionEstado,
  SOLO_FOLIO,
  SOLO_FOLIO_CAMBIO,
  SOLO_FOLIO_DICTAMEN,
  tipoLicenciaTexto,
  type AnuncioVerificado,
  type CambioVerificado,
  type DictamenVerificado,
  type PresentacionEstado,
  type Verificacion,
} from './verificacion';

// Dark backgrounds with white text (contrast ≥ 5:1); the word says the status, the icon repeats it.
const TONO: Record<PresentacionEstado['tono'], { clase: string; icono: typeof CheckCircle2 }> = {
  vigente: { clase: 'bg-green-800 text-white', icono: CheckCircle2 },
  suspendida: { clase: 'bg-amber-800 text-white', icono: PauseCircle },
  revocada: { clase: 'bg-red-800 text-white', icono: XCircle },
  vencida: { clase: 'bg-slate-700 text-white', icono: CalendarX2 },
};

function Dato({ etiqueta, children, className }: { etiqueta: string; children: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <dt className="text-sm text-muted-foreground">{etiqueta}</dt>
      <dd className="font-medium break-words">{children || '—'}</dd>
    </div>
  );
}

function Estado({ p }: { p: PresentacionEstado }) {
  const { clase, icono: Icono } = TONO[p.tono];
  return (
    <div role="status" className={cn('flex flex-col items-center gap-2 px-6 py-8 text-center', clase)}>
      <Icono aria-hidden="true" className="size-14" />
      <p className="text-4xl font-extrabold tracking-tight">{p.titulo}</p>
      <p className="text-base">{p.descripcion}</p>
    </div>
  );
}

/** The QR's code of an issued licence: its status and what the printed licence shows. */
function Resultado({ folio, l }: { folio: string; l: NonNullable<Verificacion['licencia']> }) {
  return (
    <Card className="overflow-hidden">
      <Estado p={presentacionEstado(l.estado)} />
      <CardContent className="pt-5">
        {/* One flat list of term/description groups (a nested grid would break the <dl>). */}
        <dl className="grid grid-cols-2 gap-4">
          <Dato etiqueta="Folio" className="col-span-2">
            <span className="font-mono">{folio}</span>
          </Dato>
          <Dato etiqueta="Nombre comercial" className="col-span-2">
            {l.nombre_comercial}
          </Dato>
          <Dato etiqueta="Titular" className="col-span-2">
            {l.titular}
          </Dato>
          <Dato etiqueta="Domicilio" className="col-span-2">
            {l.domicilio}
          </Dato>
          <Dato etiqueta="Giro" className="col-span-2">
            {l.giro}
          </Dato>
          <Dato etiqueta="Ejercicio">{String(l.anio)}</Dato>
          <Dato etiqueta="Tipo de licencia">{tipoLicenciaTexto(l.tipo_licencia)}</Dato>
          <Dato etiqueta="Vigencia">{`Hasta el ${formatearDia(l.vigencia)}`}</Dato>
          <Dato etiqueta="Fecha de expedición">{formatearDia(l.fecha_expedicion)}</Dato>
        </dl>
        <p className="mt-5 border-t border-border pt-4 text-sm text-muted-foreground">Licencia de funcionamiento expedida por el {MUNICIPIO}.</p>
      </CardContent>
    </Card>
  );
}

/** The QR's code of an approved change's certificate: what changed and when it was approved. */
function ResultadoCambio({ folio, c }: { folio: string; c: CambioVerificado }) {
  return (
    <Card className="overflow-hidden">
      <Estado p={{ titulo: 'Válida', descripcion: `${c.constancia}: el cambio fue aprobado.`, tono: 'vigente' }} />
      <CardContent className="pt-5">
        <dl className="grid grid-cols-2 gap-4">
          <Dato etiqueta="Folio" className="col-span-2">
            <span className="font-mono">{folio}</span>
          </Dato>
          <Dato etiqueta="Trámite" className="col-span-2">
            {c.tramite}
          </Dato>
          <Dato etiqueta="Nombre comercial" className="col-span-2">
            {c.nombre_comercial}
          </Dato>
          <Dato etiqueta="Fecha de aprobación" className="col-span-2">
            {formatearDia(c.fecha_aprobacion)}
          </Dato>
        </dl>
        <table className="mt-5 w-full text-left text-sm">
          <caption className="mb-2 text-left font-medium">Cambios aprobados</caption>
          <thead className="text-muted-foreground">
            <tr>
              <th scope="col" className="py-1 pr-2 font-normal">Dato</th>
              <th scope="col" className="py-1 pr-2 font-normal">Valor anterior</th>
              <th scope="col" className="py-1 font-normal">Valor nuevo</th>
            </tr>
          </thead>
          <tbody>
            {c.cambios.map((f) => (
              <tr key={f.campo} className="border-t border-border align-top">
                <th scope="row" className="py-2 pr-2 font-medium">{f.campo}</th>
                <td className="py-2 pr-2 break-words">{f.anterior}</td>
                <td className="py-2 break-words">{f.nuevo}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-5 border-t border-border pt-4 text-sm text-muted-foreground">Constancia expedida por el {MUNICIPIO}.</p>
      </CardContent>
    </Card>
  );
}

/** The QR's code of a sign's authorization format: its signs, year and whether it is in force. */
function ResultadoAnuncio({ folio, a }: { folio: string; a: AnuncioVerificado }) {
  const vigente = a.estado === 'vigente';
  return (
    <Card className="overflow-hidden">
      <Estado
        p={{ titulo: vigente ? 'Vigente' : 'Vencido', descripcion: vigente ? `${a.formato}: autorizado hasta el ${formatearDia(a.vigencia)}.` : `${a.formato}: su vigencia terminó el ${formatearDia(a.vigencia)}.`, tono: vigente ? 'vigente' : 'vencida' }}
      />
      <CardContent className="pt-5">
        <dl className="grid grid-cols-2 gap-4">
          <Dato etiqueta="Folio" className="col-span-2">
            <span className="font-mono">{folio}</span>
          </Dato>
          {a.nombre_comercial ? (
            <Dato etiqueta="Nombre comercial" className="col-span-2">
              {a.nombre_comercial}
            </Dato>
          ) : null}
          <Dato etiqueta="Ubicación" className="col-span-2">
            {a.domicilio}
          </Dato>
          <Dato etiqueta="Ejercicio">{String(a.anio)}</Dato>
          <Dato etiqueta="Fecha de autorización">{formatearDia(a.fecha_autorizacion)}</Dato>
        </dl>
        <ul className="mt-5 flex flex-col gap-1 border-t border-border pt-4 text-sm" aria-label="Anuncios autorizados">
          {a.anuncios.map((x, i) => (
            <li key={i}>
              {x.tipo} · {x.medidas} · {x.caras === 1 ? '1 cara' : `${x.caras} caras`}
            </li>
          ))}
        </ul>
        <p className="mt-5 border-t border-border pt-4 text-sm text-muted-foreground">Permiso expedido por el {MUNICIPIO}.</p>
      </CardContent>
    </Card>
  );
}

/** The QR's code of a signed tower or billboard dictamen: valid, and what the printed dictamen shows. */
function ResultadoDictamen({ folio, d }: { folio: string; d: DictamenVerificado }) {
  return (
    <Card className="overflow-hidden">
      <Estado p={{ titulo: 'Válido', descripcion: `${d.tramite}: dictamen firmado por la Dirección de Desarrollo Urbano.`, tono: 'vigente' }} />
      <CardContent className="pt-5">
        <dl className="grid grid-cols-2 gap-4">
          <Dato etiqueta="Folio" className="col-span-2">
            <span className="font-mono">{folio}</span>
          </Dato>
          <Dato etiqueta="Titular" className="col-span-2">
            {d.titular}
          </Dato>
          <Dato etiqueta="Ubicación" className="col-span-2">
            {d.domicilio}
          </Dato>
          <Dato etiqueta="Clave catastral">{d.clave_catastral ?? 'Sin clave catastral'}</Dato>
          <Dato etiqueta="Fecha de firma">{d.fecha_firma ? formatearDia(d.fecha_firma) : ''}</Dato>
          {d.caracteristicas.map((c) => (
            <Dato key={c.etiqueta} etiqueta={c.etiqueta}>
              {c.valor}
            </Dato>
          ))}
        </dl>
        <p className="mt-5 border-t border-border pt-4 text-sm text-muted-foreground">Dictamen expedido por el {MUNICIPIO}.</p>
      </CardContent>
    </Card>
  );
}

/** A folio typed by hand (folios are sequential): valid or not, and no one's data. */
function FolioValido({ folio, descripcion = SOLO_FOLIO, titulo = 'Válida' }: { folio: string; descripcion?: string; titulo?: string }) {
  return (
    <Card className="overflow-hidden">
      <Estado p={{ titulo, descripcion, tono: 'vigente' }} />
      <CardContent className="pt-5">
        <dl>
          <Dato etiqueta="Folio">
            <span className="font-mono">{folio}</span>
          </Dato>
        </dl>
      </CardContent>
    </Card>
  );
}

function OtroFolio({ inicial }: { inicial: string }) {
  const navegar = useNavigate();
  const [folio, setFolio] = useState(inicial);
  // /verificar is prerendered (web/prerender/servidor.tsx): a folio typed before React took over is kept.
  const formulario = useRef<HTMLFormElement>(null);
  const hidratado = useHidratado();
  useEscritoAntes(formulario, (campo, valor) => {
    if (campo === 'folio') setFolio(valor);
  });
  const enviar = (e: FormEvent) => {
    e.preventDefault();
    const f = folio.trim().toUpperCase();
    if (f) void navegar(`/verificar/${encodeURIComponent(f)}`);
  };
  return (
    <form ref={formulario} onSubmit={enviar} role="search" aria-label="Verificar otro folio" className="flex items-end gap-2">
      <Campo etiqueta="Folio de la licencia o constancia" className="flex-1">
        {(c) => <Input {...c} name="folio" value={folio} onChange={(e) => setFolio(e.target.value)} autoComplete="off" spellCheck={false} />}
      </Campo>
      <Button type="submit" disabled={!hidratado}>
        <Search aria-hidden="true" />
        Verificar
      </Button>
    </form>
  );
}

/** /verificar/:folio — public check of a licence or of an approved change's certificate: the QR's code (folio and signature) or a folio. No session, no shell. */
export function VerificarPage() {
  const codigo = useParams().folio ?? '';
  const consulta = useQuery({ queryKey: ['verificar', codigo], queryFn: () => consultarVerificacion(codigo), enabled: codigo.trim() !== '', retry: false, staleTime: 60_000 });
  const v = consulta.data;
  const cambio = esFolioCambio(folioDe(codigo));
  const dictamen = esFolioDictamen(folioDe(codigo));
  const titulo = dictamen ? 'Verificación de dictamen' : cambio ? 'Verificación de constancia' : 'Verificación de licencia';
  return (
    <PantallaPublica titulo={titulo}>
      <div className="flex flex-col gap-5">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold tracking-tight">{titulo}</h1>
          <p className="text-muted-foreground">{MUNICIPIO}</p>
        </div>
        {!codigo.trim() ? (
          <p className="text-muted-foreground">Escriba el folio impreso en la licencia de funcionamiento o en la constancia de un cambio, o escanee su código QR.</p>
        ) : consulta.isLoading ? (
          <Cargando texto={dictamen ? 'Consultando el dictamen…' : cambio ? 'Consultando la constancia…' : 'Consultando la licencia…'} filas={4} />
        ) : consulta.isError ? (
          <Alert variant="destructive">{consulta.error.message}</Alert>
        ) : v?.licencia ? (
          <Resultado folio={v.folio} l={v.licencia} />
        ) : v?.cambio ? (
          <ResultadoCambio folio={v.folio} c={v.cambio} />
        ) : v?.anuncio ? (
          <ResultadoAnuncio folio={v.folio} a={v.anuncio} />
        ) : v?.dictamen ? (
          <ResultadoDictamen folio={v.folio} d={v.dictamen} />
        ) : v?.visita ? (
          <ResultadoVisita folio={v.folio} v={v.visita} municipio={MUNICIPIO} />
        ) : v?.valida ? (
          <FolioValido folio={v.folio} titulo={dictamen ? 'Válido' : 'Válida'} descripcion={dictamen ? SOLO_FOLIO_DICTAMEN : cambio ? SOLO_FOLIO_CAMBIO : SOLO_FOLIO} />
        ) : (
          <Alert variant="warning" title={dictamen ? 'Dictamen no válido' : cambio ? 'Constancia no válida' : 'Licencia no válida'}>
            {dictamen ? NO_VALIDO_DICTAMEN : cambio ? NO_VALIDA_CAMBIO : NO_VALIDA}
          </Alert>
        )}
        {/* the printed document's data came with the QR's signed code: its e.firma signatures too */}
        {v?.licencia || v?.cambio || v?.anuncio || v?.dictamen || v?.fiscalizacion ? <FirmasDelCodigo codigo={codigo} /> : null}
        <OtroFolio key={codigo} inicial={folioDe(codigo)} />
        <VerificarPdf />
      </div>
    </PantallaPublica>
  );
}
