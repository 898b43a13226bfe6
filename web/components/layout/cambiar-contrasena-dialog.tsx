import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { cambioPasswordSchema } from '../../../domain/auth/schema';
import { api } from '../../lib/api';
import { useAccion } from '../../lib/use-accion';
import { Button } from '../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../ui/dialog';
import { Campo } from '../ui/form-field';
import { Input } from '../ui/input';

interface Valores {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}

/**
 * Cambiar contraseña (spec 1 §2.3, §5.2): POST /api/changepassword/{id}. The current password
 * first: a wrong one, or too many wrong ones, is said under its field.
 */
export function CambiarContrasenaDialog({ abierto, alCambiar, userId }: { abierto: boolean; alCambiar: (v: boolean) => void; userId: number }) {
  const { register, handleSubmit, reset, setError, formState } = useForm<Valores>({
    resolver: zodResolver(cambioPasswordSchema),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });
  const cambiar = useAccion({ llamar: (v: Valores) => api.post(`/api/changepassword/${userId}`, v), setError });
  const enviar = handleSubmit(async (v) => {
    if (!(await cambiar.ejecutar(v)).ok) return;
    reset();
    alCambiar(false);
  });
  const e = formState.errors;
  return (
    <Dialog
      open={abierto}
      onOpenChange={(v) => {
        if (!v) reset();
        alCambiar(v);
      }}
    >
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Cambiar contraseña</DialogTitle>
          <DialogDescription>Escriba su contraseña actual y la nueva, de al menos 8 caracteres. Las demás sesiones abiertas con su cuenta se cerrarán.</DialogDescription>
        </DialogHeader>
        <form onSubmit={enviar} noValidate className="flex flex-col gap-4">
          <Campo etiqueta="Contraseña actual" error={e.currentPassword?.message} requerido>
            {(c) => <Input {...c} type="password" autoComplete="current-password" {...register('currentPassword')} />}
          </Campo>
          <Campo etiqueta="Nueva contraseña" error={e.password?.message} requerido>
            {(c) => <Input {...c} type="password" autoComplete="new-password" {...register('password')} />}
          </Campo>
          <Campo etiqueta="Confirmar contraseña" error={e.confirmPassword?.message} requerido>
            {(c) => <Input {...c} type="password" autoComplete="new-password" {...register('confirmPassword')} />}
          </Campo>
          <DialogFooter>
            <Button variant="outline" onClick={() => alCambiar(false)}>
              Cancelar
            </Button>
            <Button type="submit" disabled={cambiar.ocupado}>
              Cambiar contraseña
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
