import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { passwordConfirmSchema } from '../../domain/auth/schema';
import { HORAS_ENLACE, MSG_ACTIVACION } from '../../domain/usuarios/activacion';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../components/ui/card';
import { Campo } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { Cargando } from '../components/ui/skeleton';
import { api, ApiError, solicitar } from '../lib/api';
import { formatearFechaHora } from '../lib/formato';
import { useAccion } from '../lib/use-accion';
import { PantallaPublica } from './pantalla-publica';

type Valores = z.input<typeof passwordConfirmSchema>;
interface Estado {
  estado: string;
  username: string | null;
  tipo: 'activacion' | 'restablecer' | null;
  expira_at: string | null;
}

/** The token travels after '#' (api/auth/correo-enlace.ts urlEnlace): no server ever logs it. */
const tokenDeLaUrl = () => decodeURIComponent(window.location.hash.replace(/^#/, '')).trim();

/**
 * /activar#<token>: the owner of an internal account chooses its password through the one-time
 * link an administrator had sent by e-mail (domain/usuarios/activacion.ts), then signs in.
 */
export function ActivarPage() {
  const [token] = useState(tokenDeLaUrl);
  const [gastado, setGastado] = useState<string | null>(null);
  // A look-up, not a mutation: a link that no longer works answers success false and why.
  const estado = useQuery({
    queryKey: ['activacion', token],
    enabled: token.length > 0,
    retry: false,
    queryFn: async () => {
      try {
        const r = await solicitar<Estado>('POST', '/api/activacion/estado', { cuerpo: { token }, silencioso: true, overlay: false });
        return { ...r.data, mensaje: null as string | null };
      } catch (e) {
        if (e instanceof ApiError && e.status === 200) return { estado: 'invalido', username: null, tipo: null, expira_at: null, mensaje: e.message };
        throw e;
      }
    },
  });
  const d = estado.data;
  const activacion = d?.tipo !== 'restablecer';
  const titulo = activacion ? 'Activar cuenta' : 'Elegir nueva contraseña';
  const mensaje = gastado ?? (!token ? MSG_ACTIVACION.invalido : d && d.estado !== 'vigente' ? (d.mensaje ?? MSG_ACTIVACION.invalido) : null);

  return (
    <PantallaPublica titulo={titulo}>
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold">{titulo}</h1>
          {d?.estado === 'vigente' && !gastado ? (
            <CardDescription>
              Cuenta <strong>{d.username}</strong>. Elija su contraseña: solo usted la conocerá. El enlace sirve una sola vez y vence el {formatearFechaHora(d.expira_at)} ({HORAS_ENLACE} horas
              después de enviado).
            </CardDescription>
          ) : null}
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {token && estado.isLoading ? <Cargando filas={3} /> : null}
          {estado.isError ? <Alert variant="destructive">No fue posible revisar el enlace. Intente de nuevo en unos momentos.</Alert> : null}
          {mensaje ? (
            <>
              <Alert variant="destructive">{mensaje}</Alert>
              <Button asChild variant="outline">
                <Link to="/signin">Ir a iniciar sesión</Link>
              </Button>
            </>
          ) : null}
          {d?.estado === 'vigente' && !gastado ? <FormularioContrasena token={token} alGastado={setGastado} /> : null}
        </CardContent>
      </Card>
    </PantallaPublica>
  );
}

function FormularioContrasena({ token, alGastado }: { token: string; alGastado: (mensaje: string) => void }) {
  const navegar = useNavigate();
  const { register, handleSubmit, setError, formState } = useForm<Valores>({ resolver: zodResolver(passwordConfirmSchema), defaultValues: { password: '', confirmPassword: '' } });
  const guardar = useAccion({ llamar: (v: Valores) => api.post<{ username: string }>('/api/activacion', { ...v, token }), setError });
  const enviar = handleSubmit(async (v) => {
    const r = await guardar.ejecutar(v);
    if (r.ok) {
      void navegar('/signin', { replace: true, state: { username: r.datos.username } });
      return;
    }
    // Spent or voided meanwhile (another tab): say so in place of the form.
    if (r.error instanceof ApiError && (r.error.status === 410 || r.error.status === 404)) alGastado(r.error.message);
  });
  const e = formState.errors;
  return (
    <form onSubmit={(ev) => void enviar(ev)} noValidate className="flex flex-col gap-4" aria-label="Elegir contraseña">
      <Campo etiqueta="Nueva contraseña" error={e.password?.message} requerido ayuda="Mínimo 8 caracteres.">
        {(c) => <Input {...c} type="password" autoComplete="new-password" {...register('password')} />}
      </Campo>
      <Campo etiqueta="Confirmar contraseña" error={e.confirmPassword?.message} requerido>
        {(c) => <Input {...c} type="password" autoComplete="new-password" {...register('confirmPassword')} />}
      </Campo>
      <Button type="submit" size="lg" disabled={guardar.ocupado}>
        Guardar contraseña
      </Button>
    </form>
  );
}
