// The signed-in shell before it can be drawn: the same frame (marco-shell.tsx) with neutral blocks
// where the menu and the page go. The menu depends on the role, unknown before the session is, so
// the blocks carry no links and no words. The build prerenders it (web/prerender/servidor.tsx) for
// the shell's addresses, painted before any JavaScript; the guard shows it while the route and the
// session load (guardia.tsx), so the page goes skeleton → shell with nothing between.
import { cn } from '../../lib/utils';
import { Skeleton } from '../ui/skeleton';
import { MarcoShell } from './marco-shell';

const BLOQUE = 'motion-reduce:animate-none';

/** The menu's place: as many rows as a short menu, each the height of one entry (sidebar.tsx). */
function BloquesMenu({ mini }: { mini: boolean }) {
  return (
    <div aria-hidden="true" className="flex flex-1 flex-col gap-1 p-2">
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} className={cn(BLOQUE, 'h-9 bg-white/10', !mini && i > 3 && 'ml-2')} />
      ))}
    </div>
  );
}

/** `mini`: the compact menu this browser chose (the build, with no browser, draws the full one). */
export function EsqueletoShell({ mini = false }: { mini?: boolean }) {
  return (
    <MarcoShell
      mini={mini}
      barra={<BloquesMenu mini={mini} />}
      // The place of the menu button (phones) or the compact-menu button (md and up): the same size.
      botones={<Skeleton className={cn(BLOQUE, 'size-10 shrink-0')} />}
      // The notifications bell: every role has it (domain/common/modulos.ts), and on a phone its place
      // decides where the municipality's name wraps.
      extremo={<Skeleton className={cn(BLOQUE, 'size-10')} />}
      ocupado
    >
      <div role="status" className="flex flex-col gap-6">
        <span className="sr-only">Cargando…</span>
        <Skeleton className={cn(BLOQUE, 'h-8 w-2/3 max-w-sm')} />
        <Skeleton className={cn(BLOQUE, 'h-4 w-full max-w-xl')} />
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className={cn(BLOQUE, 'h-28')} />
          ))}
        </div>
        <Skeleton className={cn(BLOQUE, 'h-48')} />
      </div>
    </MarcoShell>
  );
}

