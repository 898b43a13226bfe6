import { Check, Circle, Clock, Minus, X } from 'lucide-react';
import type { ColorEstatus } from '../../domain/tramite/estatus';
import { colorEstatus, ESTATUS } from '../../domain/tramite/estatus';
import type { PasoLinea, Progreso } from '../../domain/tramite/lectura';
import { Badge } from '../components/ui/badge';
import { cn } from '../lib/utils';

// spec 1 §4.5 colours, dark enough for white icons (green 5.0:1, red 6.5:1, grey 7.6:1); the
// status is also written, so colour is never the only cue.
const FONDO: Record<ColorEstatus, string> = { verde: 'bg-green-700', rojo: 'bg-red-700', gris: 'bg-gray-600' };
export const INSIGNIA: Record<ColorEstatus, 'success' | 'destructive' | 'outline'> = { verde: 'success', rojo: 'destructive', gris: 'outline' };

/** A check only for what is done: a step in process is green (spec 1 §4.5) but shows a clock. */
function iconoDe(estatus: number, noAplica: boolean) {
  if (noAplica) return Minus;
  if (estatus === ESTATUS.APROBADO || estatus === ESTATUS.PAGADO) return Check;
  if (estatus === ESTATUS.EN_PROCESO || estatus === ESTATUS.ENVIADO) return Clock;
  if (estatus === ESTATUS.RECHAZADO || estatus === ESTATUS.PAGO_RECHAZADO || estatus === ESTATUS.CANCELADO) return X;
  return Circle;
}

function IconoPaso({ paso }: { paso: PasoLinea }) {
  const Icono = iconoDe(paso.estatus, paso.no_aplica);
  return (
    <span aria-hidden="true" className={cn('flex size-8 shrink-0 items-center justify-center rounded-full text-white', paso.no_aplica ? 'bg-gray-400 text-gray-950' : FONDO[paso.color])}>
      <Icono className="size-4" />
    </span>
  );
}

/**
 * The progress of a request: the timeline's lines behind it out of all it shows, one tick each
 * (domain/tramite/lectura.ts `progreso`; spec 1 §4.5's 4 ticks counted milestones, not the steps
 * a person sees, and «0 de 3» above nine steps did not add up).
 */
export function BarraProgreso({ progreso }: { progreso: Progreso }) {
  const { valor, maximo } = progreso;
  const ticks = Array.from({ length: maximo + 1 }, (_, i) => i);
  const texto = `Avance: ${valor} de ${maximo}`;
  return (
    <div className="flex flex-col gap-2">
      <div
        role="progressbar"
        aria-label="Avance del trámite"
        aria-valuemin={0}
        aria-valuemax={maximo}
        aria-valuenow={valor}
        aria-valuetext={texto}
        className="relative mx-2 h-2 rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${maximo ? (valor / maximo) * 100 : 0}%` }} />
        {ticks.map((t) => (
          <span
            key={t}
            aria-hidden="true"
            className={cn('absolute top-1/2 size-3 -translate-x-1/2 -translate-y-1/2 rounded-full border-2', t <= valor ? 'border-primary bg-primary' : 'border-input bg-card')}
            style={{ left: `${maximo ? (t / maximo) * 100 : 0}%` }}
          />
        ))}
      </div>
      <p className="text-sm text-muted-foreground">{texto}</p>
    </div>
  );
}

/** The steps of a request as its machine reads them (domain/tramite/lectura.ts), the current one highlighted. */
export function LineaTiempo({ pasos, progreso }: { pasos: readonly PasoLinea[]; progreso: Progreso }) {
  return (
    <div className="flex flex-col gap-4">
      <BarraProgreso progreso={progreso} />
      <ol aria-label="Pasos del trámite" className="flex flex-col gap-2">
        {pasos.map((p, i) => {
          // A returned, refused or cancelled line says why.
          const devuelto = p.estatus === ESTATUS.RECHAZADO || p.estatus === ESTATUS.PAGO_RECHAZADO || p.estatus === ESTATUS.CANCELADO;
          return (
            <li
              key={p.clave}
              data-paso={p.clave}
              aria-current={p.actual ? 'step' : undefined}
              className={cn('flex gap-3 rounded-md border border-border p-3', p.actual && 'border-2 border-primary bg-secondary', p.no_aplica && 'bg-muted')}
            >
              <IconoPaso paso={p} />
              <div className="flex min-w-0 flex-col gap-1">
                <p className="font-semibold">
                  {i + 1}. {p.etiqueta}
                </p>
                <div className="flex flex-wrap items-center gap-2">
                  <Badge variant={p.no_aplica ? 'outline' : INSIGNIA[p.color]}>
                    <span className="sr-only">Estado: </span>
                    {p.texto}
                  </Badge>
                  {p.actual ? <Badge variant="info">Paso actual</Badge> : null}
                </div>
                {p.subpasos.length ? (
                  <ul aria-label={`Pasos de ${p.etiqueta}`} className="flex flex-col gap-1 text-sm">
                    {p.subpasos.map((sp) => (
                      <li key={sp.clave} className="flex flex-wrap items-center gap-2">
                        <span className={cn(sp.actual && 'font-semibold')}>{sp.etiqueta}</span>
                        <Badge variant={INSIGNIA[colorEstatus(sp.estatus)]}>{sp.texto}</Badge>
                        {sp.actual ? <span className="sr-only">(paso actual)</span> : null}
                      </li>
                    ))}
                  </ul>
                ) : null}
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
