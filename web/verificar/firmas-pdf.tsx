// The e.firma signatures of a document (docs/EFIRMA.md): each signer's name, RFC, certificate serial
// and issuer, the signing time and whether the document is intact — of the document a QR's signed
// code names, or of a PDF the visitor uploads (checked on the server, nothing kept).
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FileCheck2, ShieldAlert, ShieldCheck } from 'lucide-react';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { Dato } from '../components/ui/dato';
import { MensajeError } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { api } from '../lib/api';
import { formatearFechaHora } from '../lib/formato';
import { useHidratado } from '../lib/hidratado';
import { verificarPdf, type VerificacionPdfDto } from '../efirma/consultas';

type Firma = VerificacionPdfDto['firmas'][number];

function estadoFirma(f: Firma): string {
  if (!f.integra) return 'La firma no corresponde al contenido: el documento fue alterado.';
  if (!f.autoridad_reconocida) return 'Firma íntegra, pero el certificado no es de una autoridad reconocida.';
  if (!f.vigente_al_firmar) return 'Firma íntegra, pero el certificado no estaba vigente al firmar.';
  return 'Firma válida.';
}

export function FirmasVista({ v }: { v: VerificacionPdfDto }) {
  if (!v.firmas.length) return <Alert variant="warning">El PDF no tiene firmas electrónicas.</Alert>;
  return (
    <div className="flex flex-col gap-4">
      {v.intacto ? (
        <Alert variant="success" title="Documento íntegro">
          Todas las firmas son válidas y el documento no cambió después de firmarse.
        </Alert>
      ) : (
        <Alert variant="destructive" title="Documento alterado">
          El documento cambió después de firmarse o alguna firma no es válida.
        </Alert>
      )}
      <ol className="flex flex-col gap-3">
        {v.firmas.map((f, i) => (
          <li key={`${f.serie}-${i}`} className="rounded-md border border-border p-4">
            <p className="mb-3 flex items-center gap-2 font-semibold">
              {f.integra && f.autoridad_reconocida && f.vigente_al_firmar ? <ShieldCheck aria-hidden="true" className="size-5 text-green-800" /> : <ShieldAlert aria-hidden="true" className="size-5 text-red-800" />}
              Firma {i + 1}: {estadoFirma(f)}
            </p>
            <dl className="grid gap-3 sm:grid-cols-2">
              <Dato etiqueta="Firmante">{f.nombre}</Dato>
              <Dato etiqueta="RFC">{f.rfc}</Dato>
              <Dato etiqueta="Número de serie del certificado">
                <span className="font-mono">{f.serie}</span>
              </Dato>
              <Dato etiqueta="Emisor">{f.emisor}</Dato>
              <Dato etiqueta="Fecha de firma">{f.fecha ? formatearFechaHora(f.fecha) : null}</Dato>
              <Dato etiqueta="Motivo">{f.razon}</Dato>
            </dl>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** The signatures of the document a QR's signed code names; nothing when it was not signed with e.firma. */
export function FirmasDelCodigo({ codigo }: { codigo: string }) {
  const q = useQuery({
    queryKey: ['verificar', codigo, 'firmas'],
    queryFn: () => api.get<VerificacionPdfDto>(`/api/verificar/${encodeURIComponent(codigo)}/firmas`, { silencioso: true }),
    retry: false,
    staleTime: 60_000,
  });
  if (!q.data?.firmas.length) return null;
  return (
    <section aria-labelledby="firmas-codigo" className="flex flex-col gap-3">
      <h2 id="firmas-codigo" className="text-lg font-semibold">
        Firmas electrónicas (e.firma)
      </h2>
      <FirmasVista v={q.data} />
    </section>
  );
}

export function VerificarPdf() {
  const id = useId();
  const [archivo, setArchivo] = useState<File | null>(null);
  const [error, setError] = useState('');
  const [ocupado, setOcupado] = useState(false);
  const [resultado, setResultado] = useState<VerificacionPdfDto | null>(null);
  // /verificar is prerendered (web/prerender/servidor.tsx): a PDF chosen before React took the
  // page over is in the field but not in the state; the button waits for React.
  const hidratado = useHidratado();
  const campo = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const elegido = campo.current?.files?.[0];
    if (elegido) setArchivo(elegido);
  }, []);
  const enviar = async (e: FormEvent) => {
    e.preventDefault();
    setResultado(null);
    if (!archivo) return setError('Elija el PDF firmado que desea verificar.');
    setError('');
    setOcupado(true);
    try {
      setResultado(await verificarPdf(archivo));
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setOcupado(false);
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <FileCheck2 aria-hidden="true" className="size-5" />
          Verificar un PDF firmado
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <form onSubmit={(e) => void enviar(e)} noValidate className="flex flex-col gap-3">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={id} className="text-sm font-medium">
              Documento en PDF
            </label>
            <Input
              ref={campo}
              id={id}
              type="file"
              accept="application/pdf,.pdf"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(e) => {
                setArchivo(e.target.files?.[0] ?? null);
                setError('');
              }}
            />
            <MensajeError id={`${id}-error`} mensaje={error} />
          </div>
          <div>
            <Button type="submit" disabled={ocupado || !hidratado}>
              Verificar firmas
            </Button>
          </div>
        </form>
        {resultado ? <FirmasVista v={resultado} /> : null}
      </CardContent>
    </Card>
  );
}
