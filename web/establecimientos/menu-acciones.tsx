import { forwardRef, type ReactNode } from 'react';
import * as DM from '@radix-ui/react-dropdown-menu';
import { ChevronDown } from 'lucide-react';
import { Button } from '../components/ui/button';
import { cn } from '../lib/utils';

export interface AccionMenu {
  clave: string;
  etiqueta: string;
  icono: ReactNode;
  /** a link (Ver solicitud) or an action that opens a dialog */
  alElegir?: () => void;
  enlace?: ReactNode;
  destructiva?: boolean;
}

const item =
  'flex cursor-pointer select-none items-center gap-2 rounded-sm px-3 py-2 text-sm outline-none data-[highlighted]:bg-secondary data-[highlighted]:text-secondary-foreground [&_svg]:size-4 [&_svg]:shrink-0';

/**
 * The actions of a card (spec 1 §2.5) as a menu button: arrow keys move, Enter chooses, Escape
 * closes and returns to the button. Only the actions available now are listed.
 */
export const MenuAcciones = forwardRef<HTMLButtonElement, { etiqueta: string; acciones: AccionMenu[] }>(({ etiqueta, acciones }, ref) => (
  // modal={false}: the dialogs each action opens manage the focus themselves.
  <DM.Root modal={false}>
    <DM.Trigger asChild>
      <Button ref={ref} variant="outline" size="sm" aria-label={etiqueta}>
        Acciones
        <ChevronDown aria-hidden="true" />
      </Button>
    </DM.Trigger>
    <DM.Portal>
      <DM.Content align="end" sideOffset={4} className="z-40 min-w-56 rounded-md border border-border bg-card p-1 text-foreground shadow-lg">
        {acciones.map((a) =>
          a.enlace ? (
            <DM.Item key={a.clave} asChild className={item}>
              {a.enlace}
            </DM.Item>
          ) : (
            <DM.Item key={a.clave} onSelect={a.alElegir} className={cn(item, a.destructiva && 'text-destructive data-[highlighted]:bg-red-50 data-[highlighted]:text-red-900')}>
              {a.icono}
              {a.etiqueta}
            </DM.Item>
          ),
        )}
      </DM.Content>
    </DM.Portal>
  </DM.Root>
));
MenuAcciones.displayName = 'MenuAcciones';
