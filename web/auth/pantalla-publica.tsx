import { useEffect, type ReactNode } from 'react';
import { Download, ShieldCheck } from 'lucide-react';
import { OBJETIVO_MINIMO } from '../components/ui/enlace';

/**
 * Layout of the public pages: brand, one card, and the privacy notice and manual links (spec 1 §2.3).
 * `amplia`: a page of tables (the public indicators) takes the header's width.
 */
export function PantallaPublica({ titulo, children, amplia = false }: { titulo: string; children: ReactNode; amplia?: boolean }) {
  useEffect(() => {
    document.title = `${titulo} — Ventanilla en línea`;
  }, [titulo]);
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-b from-secondary to-background">
      <header className="bg-sidebar text-sidebar-foreground">
        <div className="mx-auto flex max-w-5xl items-center gap-3 px-4 py-4">
          <img src="/favicon.svg" alt="" className="size-10 rounded" />
          <div className="flex flex-col leading-tight">
            <span className="text-lg font-bold">Ventanilla en línea</span>
            <span className="text-sm text-sidebar-foreground/85">H. Ayuntamiento de Othón P. Blanco · Licencias de funcionamiento</span>
          </div>
        </div>
      </header>
      <main id="contenido" className="flex flex-1 items-start justify-center px-4 py-10">
        <div className={amplia ? 'w-full max-w-5xl' : 'w-full max-w-md'}>{children}</div>
      </main>
      <footer className="border-t border-border bg-card">
        <ul className="mx-auto flex max-w-5xl flex-wrap items-center justify-center gap-x-6 gap-y-2 px-4 py-4 text-sm">
          <li>
            <a href="/docs/aviso-de-privacidad.pdf" target="_blank" rel="noopener" className={`${OBJETIVO_MINIMO} gap-1.5 text-primary underline-offset-4 hover:underline`}>
              <ShieldCheck aria-hidden="true" className="size-4" />
              Aviso de privacidad
            </a>
          </li>
          <li>
            <a href="/docs/manual-contribuyente.pdf" download className={`${OBJETIVO_MINIMO} gap-1.5 text-primary underline-offset-4 hover:underline`}>
              <Download aria-hidden="true" className="size-4" />
              Descargar manual
            </a>
          </li>
        </ul>
      </footer>
    </div>
  );
}
