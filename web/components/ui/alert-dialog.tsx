import { type ReactNode } from 'react';
import * as AD from '@radix-ui/react-alert-dialog';
import { cn } from '../../lib/utils';
import { buttonVariants } from './button';
import { dialogContentClass, dialogOverlayClass } from './dialog';

interface ConfirmarProps {
  abierto: boolean;
  alCambiar: (abierto: boolean) => void;
  titulo: string;
  descripcion: ReactNode;
  confirmar: string;
  cancelar?: string;
  destructivo?: boolean;
  alConfirmar: () => void;
}

/** A confirmation (Radix AlertDialog: focus trapped, Escape cancels, focus starts on Cancel). */
export function Confirmar({ abierto, alCambiar, titulo, descripcion, confirmar, cancelar = 'Cancelar', destructivo, alConfirmar }: ConfirmarProps) {
  return (
    <AD.Root open={abierto} onOpenChange={alCambiar}>
      <AD.Portal>
        <AD.Overlay className={dialogOverlayClass} />
        <AD.Content className={cn(dialogContentClass, 'max-w-md')}>
          <AD.Title className="text-lg font-semibold">{titulo}</AD.Title>
          <AD.Description asChild>
            <div className="text-sm text-muted-foreground">{descripcion}</div>
          </AD.Description>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AD.Cancel className={buttonVariants({ variant: 'outline' })}>{cancelar}</AD.Cancel>
            <AD.Action className={buttonVariants({ variant: destructivo ? 'destructive' : 'default' })} onClick={alConfirmar}>
              {confirmar}
            </AD.Action>
          </div>
        </AD.Content>
      </AD.Portal>
    </AD.Root>
  );
}
