import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { passwordConfirmSchema } from '../../domain/auth/schema';
import { api } from '../lib/api';
import { qk } from '../lib/consultas';
import { useCerrarSesion, useSesionActiva } from '../lib/sesion';
import { useAccion } from '../lib/use-accion';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardHeader } from '../components/ui/card';
import { Campo } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { PantallaPublica } from './pantalla-publica';

interface Valores {
  password: string;
  confirmPassword: string;
}

/** A temporary password must be replaced before anything else (spec 1 §5.2, §7.2 newPassword). */
export function NuevaContrasenaPage() {
  const sesion = useSesionActiva();
  const cerrarSesion = useCerrarSesion();
  const { register, handleSubmit, setError, formState } = useForm<Valores>({
    resolver: zodResolver(passwordConfirmSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const tipo = sesion.role === 'contribuyente' ? 'CONTRIBUYENTE' : 'STAFF';
  // The refreshed session no longer asks for a new password: the guard lets the user in.
  const nueva = useAccion({ llamar: (v: Valores) => api.post(`/api/newPassword/${sesion.id}/${tipo}`, v), invalidar: [qk.sesion], setError });

  const guardar = handleSubmit(async (v) => {
    await nueva.ejecutar(v);
  });

  const e = formState.errors;
  return (
    <PantallaPublica titulo="Nueva contraseña">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold">Nueva contraseña</h1>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <Alert variant="warning">Ingresó con una contraseña temporal. Para continuar, defina una contraseña nueva.</Alert>
          <form onSubmit={guardar} noValidate className="flex flex-col gap-4">
            <Campo etiqueta="Nueva contraseña" error={e.password?.message} requerido ayuda="Mínimo 8 caracteres.">
              {(c) => <Input {...c} type="password" autoComplete="new-password" {...register('password')} />}
            </Campo>
            <Campo etiqueta="Confirmar contraseña" error={e.confirmPassword?.message} requerido>
              {(c) => <Input {...c} type="password" autoComplete="new-password" {...register('confirmPassword')} />}
            </Campo>
            <Button type="submit" size="lg" disabled={nueva.ocupado}>
              Guardar contraseña
            </Button>
            <Button variant="link" onClick={() => void cerrarSesion(sesion.id)}>
              Cerrar sesión
            </Button>
          </form>
        </CardContent>
      </Card>
    </PantallaPublica>
  );
}
