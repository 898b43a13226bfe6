import { toast } from 'sonner';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation, useNavigate } from 'react-router';
import type { LoginDto } from '../../api/auth/auth.schemas';
import { loginSchema, type LoginInput } from '../../domain/auth/schema';
import { api } from '../lib/api';
import { qk } from '../lib/consultas';
import { guardarToken } from '../lib/token';
import { useAccion } from '../lib/use-accion';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../components/ui/card';
import { Checkbox } from '../components/ui/checkbox';
import { Campo } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { OlvidoDialog } from './olvido-dialog';
import { PantallaPublica } from './pantalla-publica';

/** POST login → data. */
type RespuestaLogin = LoginDto;

/** Iniciar sesión (spec 1 §2.3, §5.2, §7.2). */
export function SigninPage() {
  const navegar = useNavigate();
  const estado = useLocation().state as { username?: string } | null;
  const { register, handleSubmit, control, setError, formState } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: estado?.username ?? '', password: '', remember: false },
  });
  // A refusal is the API client's toast; the form stays enabled (spec 1 §8).
  const login = useAccion({
    llamar: (v: LoginInput) => api.post<RespuestaLogin>('/api/login', v, { exito: false }),
    // The token first: the session is read with it.
    alExito: (r, v) => guardarToken(r.token, Boolean(v.remember)),
    invalidar: [qk.sesion],
    setError,
  });

  const entrar = handleSubmit(async (v) => {
    if ((await login.ejecutar(v)).ok) {
      // A refusal shown a moment ago is not news any more.
      toast.dismiss();
      void navegar('/admin', { replace: true });
    }
  });

  const e = formState.errors;
  return (
    <PantallaPublica titulo="Iniciar sesión">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold">Iniciar sesión</h1>
          <CardDescription>Ingrese con su RFC o correo electrónico y su contraseña.</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={entrar} noValidate className="flex flex-col gap-4">
            <Campo etiqueta="Usuario (RFC o correo electrónico)" error={e.username?.message} requerido>
              {(c) => <Input {...c} autoComplete="username" autoCapitalize="characters" {...register('username')} />}
            </Campo>
            <Campo etiqueta="Contraseña" error={e.password?.message} requerido>
              {(c) => <Input {...c} type="password" autoComplete="current-password" {...register('password')} />}
            </Campo>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <div className="flex items-center gap-2">
                <Controller
                  control={control}
                  name="remember"
                  render={({ field }) => (
                    <Checkbox id="recordarme" checked={Boolean(field.value)} onCheckedChange={(v) => field.onChange(v === true)} onBlur={field.onBlur} />
                  )}
                />
                <label htmlFor="recordarme" className="text-sm">
                  Recordarme
                </label>
              </div>
              <OlvidoDialog />
            </div>
            <Button type="submit" size="lg" disabled={login.ocupado}>
              Iniciar sesión
            </Button>
          </form>
          <p className="mt-6 text-center text-sm">
            ¿No tiene cuenta?{' '}
            <Link to="/signup" className="font-semibold text-primary underline-offset-4 hover:underline">
              Regístrese
            </Link>
          </p>
          <p className="mt-2 text-center text-sm">
            <Link to="/estadoCuentaView" className="font-semibold text-primary underline-offset-4 hover:underline">
              Estado de cuenta y pago del impuesto predial
            </Link>
          </p>
          <p className="mt-2 text-center text-sm">
            <Link to="/indicadores" className="font-semibold text-primary underline-offset-4 hover:underline">
              Indicadores de la ventanilla
            </Link>
          </p>
        </CardContent>
      </Card>
    </PantallaPublica>
  );
}
