import { useState } from 'react';
import { toast } from '../../lib/avisos';
import { PlusCircle, Send } from 'lucide-react';
import { MSG } from '../../../domain/common/messages';
import { MAX_SOLICITUD_GIRO as MAX } from '../../../domain/giro/definicion';
import { MSG_LIC } from '../../../domain/licencia/mensajes';
import { solicitar } from '../../lib/api';
import { useAccion } from '../../lib/use-accion';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '../../components/ui/dialog';
import { Campo } from '../../components/ui/form-field';
import { Textarea } from '../../components/ui/textarea';


/** spec 1 §2.10 'Solicitar nuevo giro': the taxpayer asks for an activity the catalogue lacks. */
export function SolicitarGiroDialog({ deshabilitado }: { deshabilitado?: boolean }) {
  const [abierto, setAbierto] = useState(false);
  const [texto, setTexto] = useState('');
  const [error, setError] = useState<string | undefined>();
  const pedir = useAccion({
    llamar: (t: string) => solicitar<unknown>('POST', '/api/contribuyentes/solicitudGiro', { cuerpo: { solicitud_giro: t }, exito: false }),
    // The server's message when it has one (the client's toast is off for that reason).
    alExito: (env) => {
      toast.success(env.message || MSG_LIC.suSolicitudEnviada);
    },
  });

  const enviar = async () => {
    const t = texto.trim();
    if (!t) {
      setError(MSG.requerido);
      return;
    }
    if (t.length > MAX) {
      setError(MSG.maximo(MAX));
      return;
    }
    if (!(await pedir.ejecutar(t)).ok) return;
    setTexto('');
    setError(undefined);
    setAbierto(false);
  };

  return (
    <Dialog
      open={abierto}
      onOpenChange={(v) => {
        setAbierto(v);
        if (!v) setError(undefined);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="link" size="sm" className="h-auto self-start px-0" disabled={deshabilitado}>
          <PlusCircle aria-hidden="true" />
          Solicitar nuevo giro
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Solicitar nuevo giro</DialogTitle>
          <DialogDescription>Si la actividad de su negocio no aparece en el catálogo, descríbala: el Departamento de Licencias de Funcionamiento la revisará y le avisaremos la respuesta.</DialogDescription>
        </DialogHeader>
        <Campo etiqueta="Giro que desea solicitar" error={error} requerido ayuda={`${texto.length} de ${MAX} caracteres`}>
          {(c) => <Textarea {...c} value={texto} maxLength={MAX} rows={5} onChange={(e) => setTexto(e.target.value)} />}
        </Campo>
        <DialogFooter>
          <Button variant="outline" onClick={() => setAbierto(false)}>
            Cerrar
          </Button>
          <Button onClick={() => void enviar()} disabled={pedir.ocupado}>
            <Send aria-hidden="true" />
            Solicitar
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
