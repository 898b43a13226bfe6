import { lazy, Suspense, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { LoginDto } from '../../api/auth/auth.schemas';
import { MSG } from '../../domain/common/messages';
import type { LoginInput } from '../../domain/auth/schema';
import { api, ApiError } from '../lib/api';
import { avisos } from '../lib/avisos';
import { qk } from '../lib/consultas';
import { useEscritoAntes, useHidratado } from '../lib/hidratado';
import { guardarToken } from '../lib/token';
import { useAccion } from '../lib/use-accion';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../components/ui/card';
import { Checkbox } from '../components/ui/checkbox';
import { Campo } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { PantallaPublica } from './pantalla-publica';
import { ENLACE } from '../components/ui/enlace';

// Loaded the first time "¿Olvidó su contraseña?" is pressed (no dialog library on the first load).
const OlvidoDialog = lazy(() => import('./olvido-dialog').then((m) => ({ default: m.OlvidoDialog })));

/** POST login → data. */
type RespuestaLogin = LoginDto;

type Campos = 'username' | 'password';
type Errores = Partial<Record<Campos, string>>;

/**
 * loginSchema's rules (domain/auth/schema.ts) with its messages, without zod and a form library
 * on the first page (docs/PERFORMANCE.md "The first page"): both fields are required,
 * the user name trimmed. The API validates the same body with loginSchema itself.
 */
function validar(v: { username: string; password: string }): Errores {
  const e: Errores = {};
  if (!v.username.trim()) e.username = MSG.requerido;
  if (!v.password) e.password = MSG.requerido;
  return e;
}

/** 'Intente de nuevo en N segundos.' of a 429 (api/auth/espera.ts), or null. */
function detalleDeEspera(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  const d = (error.cuerpo as { detalle?: unknown } | null)?.detalle;
  return typeof d === 'string' ? d : null;
}

/** Iniciar sesión (spec 1 §2.3, §5.2, §7.2). */
export function SigninPage() {
  const navegar = useNavigate();
  const estado = useLocation().state as { username?: string } | null;
  const [valores, setValores] = useState({ username: estado?.username ?? '', password: '' });
  const [remember, setRemember] = useState(false);
  const [errores, setErrores] = useState<Errores>({});
  // As the form library did: validated on submit, then again on every change.
  const [enviado, setEnviado] = useState(false);
  const [olvido, setOlvido] = useState(false);
  const [olvidoUsado, setOlvidoUsado] = useState(false);
  // A throttled sign-in (429): the toast says the catalogue's message; this says when to try again.
  const [espera, setEspera] = useState<string | null>(null);
  const enlaceOlvido = useRef<HTMLButtonElement>(null);
  const refs = { username: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };
  const formulario = useRef<HTMLFormElement>(null);
  const hidratado = useHidratado();
  useEscritoAntes(formulario, (campo, valor) => {
    if (campo === 'username' || campo === 'password') setValores((v) => (v[campo] === valor ? v : { ...v, [campo]: valor }));
  });
  // A refusal is the API client's toast; the form stays enabled (spec 1 §8).
  const login = useAccion({
    llamar: (v: LoginInput) => api.post<RespuestaLogin>('/api/login', v, { exito: false }),
    // The token first: the session is read with it.
    alExito: (r, v) => guardarToken(r.token, Boolean(v.remember)),
    invalidar: [qk.sesion],
    // The server's field errors (HTTP 422) under their fields.
    setError: (campo, { message }) => {
      if (campo === 'username' || campo === 'password') setErrores((e) => ({ ...e, [campo]: message }));
    },
  });

  const cambiar = (campo: Campos) => (ev: ChangeEvent<HTMLInputElement>) => {
    const nuevos = { ...valores, [campo]: ev.target.value };
    setValores(nuevos);
    if (enviado) setErrores((e) => ({ ...e, [campo]: validar(nuevos)[campo] }));
  };

  const entrar = async (ev: FormEvent<HTMLFormElement>) => {
    ev.preventDefault();
    setEnviado(true);
    const e = validar(valores);
    setErrores(e);
    const primero = (['username', 'password'] as const).find((c) => e[c]);
    if (primero) {
      refs[primero].current?.focus();
      return;
    }
    const r = await login.ejecutar({ username: valores.username.trim(), password: valores.password, remember });
    setEspera(r.ok ? null : detalleDeEspera(r.error));
    if (r.ok) {
      // A refusal shown a moment ago is not news any more.
      avisos.descartar();
      void navegar('/admin', { replace: true });
    }
  };

  return (
    <PantallaPublica titulo="Iniciar sesión">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold">Iniciar sesión</h1>
          <CardDescription>Ingrese con su RFC o correo electrónico y su contraseña.</CardDescription>
        </CardHeader>
        <CardContent>
          <form ref={formulario} method="post" onSubmit={(ev) => void entrar(ev)} noValidate className="flex flex-col gap-4">
            <Campo etiqueta="Usuario (RFC o correo electrónico)" error={errores.username} requerido>
              {(c) => (
                <Input {...c} ref={refs.username} name="username" autoComplete="username" autoCapitalize="characters" value={valores.username} onChange={cambiar('username')} />
              )}
            </Campo>
            <Campo etiqueta="Contraseña" error={errores.password} requerido>
              {(c) => <Input {...c} ref={refs.password} name="password" type="password" autoComplete="current-password" value={valores.password} onChange={cambiar('password')} />}
            </Campo>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <div className="flex items-center gap-2">
                <Checkbox id="recordarme" checked={remember} disabled={!hidratado} onCheckedChange={(v) => setRemember(v === true)} />
                <label htmlFor="recordarme" className="text-sm">
                  Recordarme
                </label>
              </div>
              <Button
                type="button"
                variant="link"
                className="h-auto p-0"
                ref={enlaceOlvido}
                aria-haspopup="dialog"
                // Like the form's controls: a press before React listens would do nothing.
                disabled={!hidratado}
                onClick={() => {
                  setOlvidoUsado(true);
                  setOlvido(true);
                }}
              >
                ¿Olvidó su contraseña?
              </Button>
              {olvidoUsado ? (
                <Suspense fallback={null}>
                  <OlvidoDialog abierto={olvido} alCambiar={setOlvido} volverA={enlaceOlvido} />
                </Suspense>
              ) : null}
            </div>
            {espera ? <Alert variant="warning">{espera}</Alert> : null}
            <Button type="submit" size="lg" disabled={login.ocupado || !hidratado}>
              Iniciar sesión
            </Button>
          </form>
          <p className="mt-6 text-center text-sm">
            ¿No tiene cuenta?{' '}
            <Link to="/signup" className={ENLACE}>
              Regístrese
            </Link>
          </p>
          <p className="mt-2 text-center text-sm">
            <Link to="/estadoCuentaView" className={ENLACE}>
              Estado de cuenta y pago del impuesto predial
            </Link>
          </p>
          <p className="mt-2 text-center text-sm">
            <Link to="/indicadores" className={ENLACE}>
              Indicadores de la ventanilla
            </Link>
          </p>
        </CardContent>
      </Card>
    </PantallaPublica>
  );
}
