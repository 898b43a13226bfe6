// The phone's menu drawer: loaded the first time "Abrir menú" is pressed, so the dialog
// library is not part of every page's first load. The sidebar's content comes from the shell.
import type { ReactNode, RefObject } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';

interface Props {
  abierto: boolean;
  alCambiar: (v: boolean) => void;
  marca: ReactNode;
  /** the header's "Abrir menú": focus returns there when the drawer closes */
  volverA: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
}

export function CajonMovil({ abierto, alCambiar, marca, volverA, children }: Props) {
  return (
    <DialogPrimitive.Root open={abierto} onOpenChange={alCambiar}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/55 md:hidden" />
        <DialogPrimitive.Content
          className="fixed inset-y-0 left-0 z-50 flex w-72 flex-col bg-sidebar text-sidebar-foreground md:hidden"
          onCloseAutoFocus={(ev) => {
            ev.preventDefault();
            // Closed by following a link: the shell already sent focus to the new page's content.
            if (!document.getElementById('contenido')?.contains(document.activeElement)) volverA.current?.focus();
          }}
        >
          <DialogPrimitive.Title className="sr-only">Menú</DialogPrimitive.Title>
          <DialogPrimitive.Description className="sr-only">Secciones de la Ventanilla en línea</DialogPrimitive.Description>
          <div className="flex items-center justify-between">
            {marca}
            <DialogPrimitive.Close className="mr-2 rounded-md p-2 hover:bg-white/10">
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">Cerrar menú</span>
            </DialogPrimitive.Close>
          </div>
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
