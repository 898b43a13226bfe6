import { useEffect, type CSSProperties } from 'react';
import { Toaster } from 'sonner';
import { avisos } from '../../lib/avisos';

// sonner's rich colours fail WCAG AA (success text #008a2e on #ecfdf3 is 4.25:1). Its own CSS
// variables, set on the toaster, give each type the palette's colours; text on background:
// success 7.3:1, info 7.6:1, warning 7.2:1, error 6.1:1 (close buttons use the same pair).
const COLORES_AVISOS = {
  '--success-bg': '#ecfdf3',
  '--success-border': '#75e0a7',
  '--success-text': '#05603a',
  '--info-bg': '#eff8ff',
  '--info-border': '#84caff',
  '--info-text': '#1849a9',
  '--warning-bg': '#fffaeb',
  '--warning-border': '#fec84b',
  '--warning-text': '#93370d',
  '--error-bg': '#fef3f2',
  '--error-border': '#fda29b',
  '--error-text': '#b42318',
} as CSSProperties;

/** The toaster (top-right, 5 s), loaded after the first render (web/lib/avisos.ts). */
export function AvisosToaster() {
  // The Toaster subscribes in its own effect, which runs before this one.
  useEffect(() => avisos.listo(), []);
  return <Toaster position="top-right" duration={5000} richColors closeButton toastOptions={{ closeButton: true }} style={COLORES_AVISOS} />;
}
