import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { MSG, MSG_EXTRA } from '../../domain/common/messages';
import { api } from '../lib/api';
import { useAccion } from '../lib/use-accion';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../components/ui/dialog';
import { Campo } from '../components/ui/form-field';
import { Input } from '../components/ui/input';

/**
 * ¿Olvidó su contraseña? (spec 1 §7.2): POST /api/sendResetPassword/{username}. Failures are
 * swallowed and the answer is the same whether the account exists or not. The sign-in page shows
 * the link and loads this dialog the first time it is pressed (no dialog library on the
 * first load); it stays mounted afterwards, so closing it returns focus to the link.
 */
export function OlvidoDialog({ abierto, alCambiar, volverA }: { abierto: boolean; alCambiar: (v: boolean) => void; volverA: RefObject<HTMLButtonElement | null> }) {
  const [respuesta, setRespuesta] = useState<string | null>(null);
  // One field, validated as the form library did: on submit, then again on every change (
  // no react-hook-form on the sign-in page's first load).
  const [username, setUsername] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [enviado, setEnviado] = useState(false);
  const campo = useRef<HTMLInputElement>(null);
  const validar = (v: string) => (v.trim().length > 0 ? undefined : MSG.requerido);
  const pedir = useAccion({ llamar: (username: string) => api.solicitarMensaje(`/api/sendResetPassword/${encodeURIComponent(username.trim())}`) });

  const enviar = async (ev: FormEvent<HTMLFormElement>) => {
    ev.preventDefault();
    setEnviado(true);
    const e = validar(username);
    setError(e);
    if (e) {
      campo.current?.focus();
      return;
    }
    // A failure reads like a success: the dialog never tells whether the account exists.
    const r = await pedir.ejecutar(username);
    setRespuesta((r.ok && r.datos) || MSG_EXTRA.resetEnviado);
  };

  const cambiar = (v: boolean) => {
    alCambiar(v);
    if (!v) {
      setUsername('');
      setError(undefined);
      setEnviado(false);
      setRespuesta(null);
    }
  };

  return (
    <Dialog open={abierto} onOpenChange={cambiar}>
      <DialogContent
        className="max-w-md"
        // No Radix trigger (the link lives on the page): focus goes back to it by hand.
        onCloseAutoFocus={(ev) => {
          ev.preventDefault();
          volverA.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Recuperar contraseña</DialogTitle>
          <DialogDescription>Le enviaremos una contraseña temporal al correo registrado en su cuenta.</DialogDescription>
        </DialogHeader>
        {respuesta ? (
          <>
            <Alert variant="info">{respuesta}</Alert>
            <DialogFooter>
              <Button onClick={() => cambiar(false)}>Aceptar</Button>
            </DialogFooter>
          </>
        ) : (
          <form onSubmit={(ev) => void enviar(ev)} noValidate className="flex flex-col gap-4">
            <Campo etiqueta="Usuario (RFC o correo electrónico)" error={error} requerido>
              {(c) => (
                <Input
                  {...c}
                  ref={campo}
                  name="username"
                  autoComplete="username"
                  value={username}
                  onChange={(ev) => {
                    setUsername(ev.target.value);
                    if (enviado) setError(validar(ev.target.value));
                  }}
                />
              )}
            </Campo>
            <DialogFooter>
              <Button variant="outline" onClick={() => cambiar(false)}>
                Cancelar
              </Button>
              <Button type="submit" disabled={pedir.ocupado}>
                Enviar
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
