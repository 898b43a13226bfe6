// The toasts (sonner, spec 1 §8) without sonner in the first download: the API client
// and the sign-in page call these, which load sonner and wait until the <Toaster> (mounted by
// <Avisos> in web/app.tsx, lazily) is listening — a toast sent before that would be lost. The app
// asks for the toaster right after its first render, so pages that import sonner themselves find
// it mounted.
import type { ExternalToast } from 'sonner';

type Sonner = typeof import('sonner');
type Titulo = Parameters<Sonner['toast']['error']>[0];
type Oyente = () => void;

let activo = false;
let sonner: Sonner | null = null;
let listo: () => void = () => {};
const montado = new Promise<void>((r) => {
  listo = r;
});
let carga: Promise<Sonner> | null = null;
const oyentes = new Set<Oyente>();

function cargar(): Promise<Sonner> {
  if (!carga) {
    activo = true;
    for (const o of oyentes) o();
    carga = Promise.all([import('sonner'), montado]).then(([s]) => (sonner = s));
  }
  return carga;
}

// The error and warning toasts on screen (a refused save, 'complete the required fields'): an
// action that then succeeds closes them, so a corrected form is not left showing its old
// complaints beside 'saved' (WCAG 3.3.1: the message describes the form as it is now).
const quejas = new Set<string | number>();

function descartarQuejas(s: Sonner): void {
  for (const id of quejas) s.toast.dismiss(id);
  quejas.clear();
}

const enviar = (tipo: 'error' | 'success' | 'info' | 'warning') => (mensaje: Titulo, opciones?: ExternalToast) => {
  void cargar().then((s) => {
    if (tipo === 'success') descartarQuejas(s);
    const id = s.toast[tipo](mensaje, opciones);
    if (tipo === 'error' || tipo === 'warning') quejas.add(id);
  });
};

/**
 * sonner's `toast` for the app's modules (import it from here, not from 'sonner'): the same calls,
 * shown once the toaster listens; they return nothing.
 */
export const toast = {
  error: enviar('error'),
  success: enviar('success'),
  info: enviar('info'),
  warning: enviar('warning'),
  /** Closes every toast on screen (none when sonner has not loaded yet). */
  dismiss(): void {
    sonner?.toast.dismiss();
  },
};

export const avisos = {
  error: (mensaje: string) => toast.error(mensaje),
  exito: (mensaje: string) => toast.success(mensaje),
  descartar: () => toast.dismiss(),
  /** An action succeeded: close the error and warning toasts it may have left (kept in order with new toasts). */
  descartarQuejas(): void {
    if (carga) void carga.then(descartarQuejas);
  },
  /** Mounts the toaster (web/app.tsx, after the first render). */
  activar(): void {
    void cargar();
  },
  /** The toaster calls this once it listens. */
  listo(): void {
    listo();
  },
  suscribir(o: Oyente): () => void {
    oyentes.add(o);
    return () => oyentes.delete(o);
  },
  activo(): boolean {
    return activo;
  },
};
