// The compact sidebar's hints: a tooltip with each entry's name, loaded only when the
// menu is compact, so the tooltip and positioning libraries are not on every page's first load.
import type { ReactNode } from 'react';
import * as Tooltip from '@radix-ui/react-tooltip';

export function PistaLateral({ etiqueta, children }: { etiqueta: string; children: ReactNode }) {
  return (
    <Tooltip.Provider delayDuration={200}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content side="right" sideOffset={8} className="z-50 rounded-md bg-foreground px-2 py-1 text-xs text-white shadow">
            {etiqueta}
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
