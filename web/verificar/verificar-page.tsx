import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Clock, PauseCircle, Search, XCircle } from 'lucide-react';
import { PantallaPublica } from '../auth/pantalla-publica';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Card, CardContent } from '../components/ui/card';
import { Campo } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { Cargando } from '../components/ui/skeleton';
import { formatearDia } from '../licencia/fechas';
import { cn } from '../lib/utils';
import { consultarVerificacion, MUNICIPIO, NO_ENCONTRADA, presentacionEstado, tipoLicenciaTexto, type PresentacionEstado, type Verificacion } from './verificacion';

// Dark backgrounds with white text (contrast ≥ 5:1); the word says the status, the icon repeats it.
const TONO: Record<PresentacionEstado['tono'], { clase: string; icono: typeof CheckCircle2 }> = {
  vigente: { clase: 'bg-green-800 text-white', icono: CheckCircle2 },
  suspendida: { clase: 'bg-amber-800 text-white', icono: PauseCircle },
  revocada: { clase: 'bg-red-800 text-white', icono: XCircle },
  en_tramite: { clase: 'bg-blue-800 text-white', icono: Clock },
};

function Dato({ etiqueta, children, className }: { etiqueta: string; children: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <dt className="text-sm text-muted-foreground">{etiqueta}</dt>
      <dd className="font-medium break-words">{children || '—'}</dd>
    </div>
  );
}

function Resultado({ v }: { v: Verificacion }) {
  const p = presentacionEstado(v.estado);
  const { clase, icono: Icono } = TONO[p.tono];
  return (
    <Card className="overflow-hidden">
      <div role="status" className={cn('flex flex-col items-center gap-2 px-6 py-8 text-center', clase)}>
        <Icono aria-hidden="true" className="size-14" />
        <p className="text-4xl font-extrabold tracking-tight">{p.titulo}</p>
        <p className="text-base">{p.descripcion}</p>
      </div>
      <CardContent className="pt-5">
        {/* One flat list of term/description groups (a nested grid would break the <dl>). */}
        <dl className="grid grid-cols-2 gap-4">
          <Dato etiqueta="Folio" className="col-span-2">
            <span className="font-mono">{v.folio}</span>
          </Dato>
          <Dato etiqueta="Nombre comercial" className="col-span-2">
            {v.nombre_comercial}
          </Dato>
          <Dato etiqueta="Titular" className="col-span-2">
            {v.titular}
          </Dato>
          <Dato etiqueta="Domicilio" className="col-span-2">
            {v.domicilio}
          </Dato>
          <Dato etiqueta="Giro" className="col-span-2">
            {v.giro}
          </Dato>
          <Dato etiqueta="Ejercicio">{String(v.anio)}</Dato>
          <Dato etiqueta="Tipo de licencia">{tipoLicenciaTexto(v.tipo_licencia)}</Dato>
          <Dato etiqueta="Vigencia">{v.vigencia ? `Hasta el ${formatearDia(v.vigencia)}` : null}</Dato>
          <Dato etiqueta="Fecha de aprobación">{v.fecha_aprobacion ? formatearDia(v.fecha_aprobacion) : null}</Dato>
        </dl>
        <p className="mt-5 border-t border-border pt-4 text-sm text-muted-foreground">Licencia de funcionamiento expedida por el {MUNICIPIO}.</p>
      </CardContent>
    </Card>
  );
}

function OtroFolio({ inicial }: { inicial: string }) {
  const navegar = useNavigate();
  const [folio, setFolio] = useState(inicial);
  const enviar = (e: FormEvent) => {
    e.preventDefault();
    const f = folio.trim().toUpperCase();
    if (f) void navegar(`/verificar/${encodeURIComponent(f)}`);
  };
  return (
    <form onSubmit={enviar} role="search" aria-label="Verificar otro folio" className="flex items-end gap-2">
      <Campo etiqueta="Folio de la licencia" className="flex-1">
        {(c) => <Input {...c} value={folio} onChange={(e) => setFolio(e.target.value)} autoComplete="off" spellCheck={false} />}
      </Campo>
      <Button type="submit">
        <Search aria-hidden="true" />
        Verificar
      </Button>
    </form>
  );
}

/** /verificar/:folio — public check of a licence (the QR on the licence). No session, no shell. */
export function VerificarPage() {
  const folio = useParams().folio ?? '';
  const consulta = useQuery({ queryKey: ['verificar', folio], queryFn: () => consultarVerificacion(folio), enabled: folio.trim() !== '', retry: false, staleTime: 60_000 });
  return (
    <PantallaPublica titulo="Verificación de licencia">
      <div className="flex flex-col gap-5">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold tracking-tight">Verificación de licencia</h1>
          <p className="text-muted-foreground">{MUNICIPIO}</p>
        </div>
        {!folio.trim() ? (
          <p className="text-muted-foreground">Escriba el folio impreso en la licencia de funcionamiento.</p>
        ) : consulta.isLoading ? (
          <Cargando texto="Consultando la licencia…" filas={4} />
        ) : consulta.isError ? (
          <Alert variant="destructive">{consulta.error.message}</Alert>
        ) : consulta.data ? (
          <Resultado v={consulta.data} />
        ) : (
          <Alert variant="warning" title="Licencia no encontrada">
            {NO_ENCONTRADA}
          </Alert>
        )}
        <OtroFolio key={folio} inicial={folio} />
      </div>
    </PantallaPublica>
  );
}
