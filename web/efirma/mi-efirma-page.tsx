// /admin/efirma — the official's e.firma: the registered certificate (serial, validity) and the
// form to register one (.cer). Only the certificate is sent: the .key never is (docs/EFIRMA.md).
import { useId, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FileBadge, Upload } from 'lucide-react';
import { Encabezado } from '../components/layout/encabezado';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { MensajeError } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { Cargando } from '../components/ui/skeleton';
import { CertificadoVista } from './certificado-vista';
import { bytesDe, miCertificado, qkEfirma, registrarCertificado } from './consultas';

function RegistrarCertificado({ hay }: { hay: boolean }) {
  const qc = useQueryClient();
  const id = useId();
  const [archivo, setArchivo] = useState<File | null>(null);
  const [error, setError] = useState('');
  const [ocupado, setOcupado] = useState(false);
  const [hecho, setHecho] = useState(false);
  const enviar = async (e: FormEvent) => {
    e.preventDefault();
    if (!archivo) return setError('Elija el archivo .cer de su e.firma.');
    setOcupado(true);
    setError('');
    setHecho(false);
    try {
      const r = await registrarCertificado(await bytesDe(archivo));
      qc.setQueryData(qkEfirma.certificado, r);
      setArchivo(null);
      setHecho(true);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setOcupado(false);
    }
  };
  return (
    <form onSubmit={(e) => void enviar(e)} noValidate className="flex flex-col gap-3">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-medium">
          {hay ? 'Registrar otro certificado (.cer)' : 'Certificado de su e.firma (.cer)'}
        </label>
        <Input
          id={id}
          type="file"
          accept=".cer,application/pkix-cert,application/x-x509-ca-cert"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-ayuda`}
          onChange={(e) => {
            setArchivo(e.target.files?.[0] ?? null);
            setError('');
          }}
        />
        <p id={`${id}-ayuda`} className="text-sm text-muted-foreground">
          El certificado es público: la llave privada (.key) y su contraseña no se registran; se usan solo en su equipo al firmar.
        </p>
        <MensajeError id={`${id}-error`} mensaje={error} />
      </div>
      {hecho ? <Alert variant="success">Certificado de e.firma registrado.</Alert> : null}
      <div>
        <Button type="submit" disabled={ocupado}>
          <Upload aria-hidden="true" />
          Registrar certificado
        </Button>
      </div>
    </form>
  );
}

export function MiEfirmaPage() {
  const consulta = useQuery({ queryKey: qkEfirma.certificado, queryFn: miCertificado });
  const d = consulta.data;
  return (
    <div className="flex flex-col gap-6">
      <Encabezado titulo="Mi e.firma" descripcion="El certificado de su firma electrónica avanzada del SAT, con el que firma los documentos de la bandeja." />
      {consulta.isLoading ? (
        <Cargando filas={4} />
      ) : consulta.isError || !d ? (
        <Alert variant="destructive">No fue posible cargar su e.firma.</Alert>
      ) : (
        <>
          {d.modo === 'clic' ? <Alert variant="info">El municipio firma hoy con un clic en la bandeja; su e.firma se usará cuando se active la firma electrónica.</Alert> : null}
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <FileBadge aria-hidden="true" className="size-5" />
                Certificado registrado
              </CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-6">
              {d.certificado ? <CertificadoVista c={d.certificado} /> : <p className="text-muted-foreground">Aún no registra el certificado de su e.firma.</p>}
              <RegistrarCertificado hay={!!d.certificado} />
            </CardContent>
          </Card>
        </>
      )}
    </div>
  );
}
