// The signing dialog of the inbox (docs/EFIRMA.md): the official chooses their .key and types its
// password; the browser decrypts the key and signs what the server prepared (web/efirma/firmar.ts)
// and only the signature is sent. Each refusal is said where it belongs: the key or the password
// under its field, the certificate's or the server's above the buttons; nothing is signed then.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { PenLine } from 'lucide-react';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../components/ui/dialog';
import { Campo } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { avisos } from '../lib/avisos';
import { CertificadoVista } from './certificado-vista';
import { bytesDe, completarFirma, prepararFirma, type EfirmaTarea } from './consultas';
import { ErrorFirma, firmarPreparacion } from './firmar';

interface Props {
  tareaId: number;
  info: EfirmaTarea;
  abierto: boolean;
  alCambiar: (v: boolean) => void;
  /** after the server embedded the signature and the task was resolved */
  alFirmar: () => void;
}

export function FirmarEfirmaDialog({ tareaId, info, abierto, alCambiar, alFirmar }: Props) {
  const [llave, setLlave] = useState<File | null>(null);
  const [contrasena, setContrasena] = useState('');
  const [errores, setErrores] = useState<{ llave?: string; contrasena?: string; general?: string }>({});
  const [ocupado, setOcupado] = useState(false);
  const cerrar = (v: boolean) => {
    if (!v) {
      setContrasena('');
      setErrores({});
    }
    alCambiar(v);
  };
  const firmar = async (e: FormEvent) => {
    e.preventDefault();
    const faltan = { llave: llave ? undefined : 'Elija el archivo .key de su e.firma.', contrasena: contrasena ? undefined : 'Escriba la contraseña de su llave privada.' };
    if (faltan.llave || faltan.contrasena) return setErrores(faltan);
    setErrores({});
    setOcupado(true);
    try {
      const p = await prepararFirma(tareaId);
      const firma = await firmarPreparacion(await bytesDe(llave!), contrasena, p);
      await completarFirma(tareaId, p.sesion, firma);
      setContrasena('');
      avisos.exito('Documento firmado con e.firma.');
      alFirmar();
    } catch (err) {
      if (err instanceof ErrorFirma) setErrores({ [err.campo]: err.message });
      else setErrores({ general: err instanceof Error ? err.message : String(err) });
    } finally {
      setOcupado(false);
    }
  };
  return (
    <Dialog open={abierto} onOpenChange={cerrar}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Firmar con e.firma</DialogTitle>
          <DialogDescription>Su llave privada y su contraseña se usan solo en este equipo: al servidor llega únicamente la firma.</DialogDescription>
        </DialogHeader>
        {!info.certificado ? (
          <Alert variant="warning">
            Registre el certificado (.cer) de su e.firma en su perfil antes de firmar.{' '}
            <Link to="/admin/efirma" className="font-semibold underline underline-offset-2">
              Ir a Mi e.firma
            </Link>
          </Alert>
        ) : (
          <form onSubmit={(ev) => void firmar(ev)} noValidate className="flex flex-col gap-4">
            <CertificadoVista c={info.certificado} />
            <Campo etiqueta="Llave privada (.key)" error={errores.llave} requerido>
              {(c) => (
                <Input
                  {...c}
                  type="file"
                  accept=".key,application/pkcs8"
                  onChange={(ev) => {
                    setLlave(ev.target.files?.[0] ?? null);
                    setErrores({});
                  }}
                />
              )}
            </Campo>
            <Campo etiqueta="Contraseña de la llave privada" error={errores.contrasena} requerido>
              {(c) => <Input {...c} type="password" autoComplete="off" value={contrasena} onChange={(ev) => setContrasena(ev.target.value)} />}
            </Campo>
            {errores.general ? <Alert variant="destructive">{errores.general}</Alert> : null}
            <DialogFooter>
              <Button variant="outline" onClick={() => cerrar(false)}>
                Cancelar
              </Button>
              <Button type="submit" disabled={ocupado}>
                <PenLine aria-hidden="true" />
                {ocupado ? 'Firmando…' : 'Firmar con e.firma'}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
