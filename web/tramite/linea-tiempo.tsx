import { Check, Circle, Minus, X } from 'lucide-react';
import { ESTATUS } from '../../domain/licencia/constantes';
import { Badge } from '../components/ui/badge';
import { cn } from '../lib/utils';
import { colorPaso, progresoAcotado, textoEstatusPaso } from './estatus';
import type { ColorPaso, PasoLineaTiempo } from './tipos';

// spec 1 §4.5 colours, dark enough for white icons (green 5.0:1, red 6.5:1, grey 7.6:1); the
// status is also written, so colour is never the only cue.
const FONDO: Record<ColorPaso, string> = { verde: 'bg-green-700', rojo: 'bg-red-700', gris: 'bg-gray-600' };
const INSIGNIA: Record<ColorPaso, 'success' | 'destructive' | 'outline'> = { verde: 'success', rojo: 'destructive', gris: 'outline' };

function IconoPaso({ paso }: { paso: PasoLineaTiempo }) {
  const color = colorPaso(paso);
  const Icono = paso.no_aplica ? Minus : color === 'verde' ? Check : color === 'rojo' ? X : Circle;
  return (
    <span aria-hidden="true" className={cn('flex size-8 shrink-0 items-center justify-center rounded-full text-white', paso.no_aplica ? 'bg-gray-400 text-gray-950' : FONDO[color])}>
      <Icono className="size-4" />
    </span>
  );
}

/** spec 1 §4.5: the progress bar has 4 ticks, 0 to 3. */
export function BarraProgreso({ progreso }: { progreso: number }) {
  const p = progresoAcotado(progreso);
  return (
    <div className="flex flex-col gap-2">
      <div
        role="progressbar"
        aria-label="Avance del trámite"
        aria-valuemin={0}
        aria-valuemax={3}
        aria-valuenow={p}
        aria-valuetext={`Avance ${p} de 3`}
        className="relative mx-2 h-2 rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${(p / 3) * 100}%` }} />
        {[0, 1, 2, 3].map((t) => (
          <span
            key={t}
            aria-hidden="true"
            className={cn('absolute top-1/2 size-4 -translate-x-1/2 -translate-y-1/2 rounded-full border-2', t <= p ? 'border-primary bg-primary' : 'border-input bg-card')}
            style={{ left: `${(t / 3) * 100}%` }}
          />
        ))}
      </div>
      <p className="text-sm text-muted-foreground">Avance: {p} de 3</p>
    </div>
  );
}

/** The nine steps of the licence (spec 1 §4.5), the current one highlighted. */
export function LineaTiempo({ pasos, progreso }: { pasos: PasoLineaTiempo[]; progreso: number }) {
  return (
    <div className="flex flex-col gap-4">
      <BarraProgreso progreso={progreso} />
      <ol aria-label="Pasos del trámite" className="flex flex-col gap-2">
        {pasos.map((p, i) => {
          const color = colorPaso(p);
          const devuelto = p.estatus === ESTATUS.RECHAZADO || p.estatus === ESTATUS.PAGO_RECHAZADO;
          return (
            <li
              key={p.clave}
              aria-current={p.actual ? 'step' : undefined}
              className={cn('flex gap-3 rounded-md border border-border p-3', p.actual && 'border-2 border-primary bg-secondary', p.no_aplica && 'bg-muted')}
            >
              <IconoPaso paso={p} />
              <div className="flex min-w-0 flex-col gap-1">
                <p className="font-semibold">
                  {i + 1}. {p.etiqueta}
                </p>
                <div className="flex flex-wrap items-center gap-2">
                  <Badge variant={p.no_aplica ? 'outline' : INSIGNIA[color]}>
                    <span className="sr-only">Estado: </span>
                    {textoEstatusPaso(p.estatus, p.no_aplica)}
                  </Badge>
                  {p.actual ? <Badge variant="info">Paso actual</Badge> : null}
                </div>
                {devuelto && p.motivo ? (
                  <p className="whitespace-pre-line break-words text-sm text-red-900">
                    <span className="font-semibold">Motivo:</span> {p.motivo}
                  </p>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
