// The signed-in layout's frame (spec 1 §2.3): skip link, sidebar, header, main landmark, footer. One
// component for the shell (shell.tsx) and for its skeleton (esqueleto-shell.tsx, which the build
// prerenders and the guard shows while the session loads), so that the real shell lands exactly
// where the skeleton was drawn: same boxes, same breakpoints, no layout shift.
import type { ReactNode } from 'react';
import { cn } from '../../lib/utils';
import { OBJETIVO_MINIMO } from '../ui/enlace';

const CLAVE_MINI = 'ventanilla.menu-mini';

/** The compact-menu preference of this browser (false where there is no browser: the build's prerender). */
export function leerMini(): boolean {
  return typeof window !== 'undefined' && window.localStorage.getItem(CLAVE_MINI) === '1';
}

export function guardarMini(mini: boolean): void {
  window.localStorage.setItem(CLAVE_MINI, mini ? '1' : '0');
}

export function Marca({ mini }: { mini: boolean }) {
  return (
    <div className={cn('flex items-center gap-2 px-3 py-4', mini && 'justify-center px-2')}>
      <img src="/favicon.svg" alt="" className="size-8 rounded" />
      {mini ? null : (
        <div className="flex flex-col leading-tight">
          <span className="text-sm font-bold">Ventanilla en línea</span>
          <span className="text-xs text-sidebar-foreground/85">Othón P. Blanco</span>
        </div>
      )}
    </div>
  );
}

interface MarcoShellProps {
  mini: boolean;
  /** the sidebar under the brand (hidden under md: the phone opens it as a drawer) */
  barra: ReactNode;
  /** the header's menu buttons, before the municipality's name */
  botones: ReactNode;
  /** the header's right end */
  extremo?: ReactNode;
  /** between the sidebar and the page: the phone's drawer */
  cajon?: ReactNode;
  /** after the layout: dialogs and timers */
  fuera?: ReactNode;
  /** the page is still loading: main is aria-busy */
  ocupado?: boolean;
  children: ReactNode;
}

export function MarcoShell({ mini, barra, botones, extremo, cajon, fuera, ocupado, children }: MarcoShellProps) {
  return (
    <div className="flex min-h-screen">
      {/* `not-sr-only` resets padding and position, so the focused look is spelled out under `focus:`
          (same variant, applied after it). The white border sets it apart over the dark sidebar. */}
      <a
        href="#contenido"
        className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-[100] focus:inline-block focus:rounded-md focus:border-2 focus:border-white focus:bg-primary focus:px-4 focus:py-2 focus:text-sm focus:font-semibold focus:text-primary-foreground focus:shadow-lg"
      >
        Saltar al contenido
      </a>

      <aside
        aria-label="Navegación"
        className={cn('sticky top-0 hidden h-screen shrink-0 flex-col bg-sidebar text-sidebar-foreground md:flex', mini ? 'w-16' : 'w-64')}
      >
        <Marca mini={mini} />
        {barra}
      </aside>

      {cajon}

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-40 flex min-h-14 items-center gap-2 border-b border-border bg-card px-3 py-1 sm:px-4">
          {botones}
          {/* Wraps rather than cut: a phone 390 px wide read "H. Ayuntamiento de Othón P. Bla…". The
              name is what gives way: the buttons on either side keep their 40 px (shrink-0). */}
          <p className="min-w-0 text-sm font-semibold leading-tight text-foreground sm:text-base">H. Ayuntamiento de Othón P. Blanco</p>
          <div className="ml-auto flex shrink-0 items-center gap-2">{extremo}</div>
        </header>
        <main id="contenido" tabIndex={-1} aria-busy={ocupado || undefined} className="mx-auto w-full max-w-6xl flex-1 p-4 outline-none sm:p-6">
          {children}
        </main>
        <footer className="border-t border-border px-4 py-3 text-center text-xs text-muted-foreground">
          H. Ayuntamiento de Othón P. Blanco, Chetumal, Quintana Roo ·{' '}
          <a href="/docs/aviso-de-privacidad.pdf" target="_blank" rel="noopener" className={cn(OBJETIVO_MINIMO, 'underline')}>
            Aviso de privacidad
          </a>
        </footer>
      </div>

      {fuera}
    </div>
  );
}
