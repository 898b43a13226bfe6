import { useId, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { CalendarPlus, Trash2, X } from 'lucide-react';
import { fechaFin, horasSolicitadas } from '../../domain/fiscalizacion/reglas';
import { MSG_FISCALIZACION_EXTRA as MSGX } from '../../domain/fiscalizacion/mensajes';
import type { SolicitudFiscalizacionFormEntrada } from '../../domain/fiscalizacion/schema';
import { Button } from '../components/ui/button';
import { Campo, MensajeError } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { Select } from '../components/ui/select';
import { errorEn } from '../lib/formularios';
import { fechaLegible } from './estatus';

interface Props {
  indice: number;
  /** spec 2 §9: the hours offered for the establishment's patente type, 1-hour steps */
  horas: readonly string[];
  /** the date picker's bounds (spec 2 §5: the month of the first date; never before today) */
  min: string;
  max?: string;
  soloLectura: boolean;
  /** null when this is the only block (one is always there) */
  alQuitar: (() => void) | null;
}

/**
 * One block of the request: the dates that share one pair of hours (spec 2 §3 "fecha (list of
 * dates)"), each added with 'Añadir día' and removable, and the start and end hours. The hours it
 * asks for and, when the end is the next day, that it ends then.
 */
export function GrupoHorario({ indice, horas, min, max, soloLectura, alQuitar }: Props) {
  const { register, setValue, control, formState } = useFormContext<SolicitudFiscalizacionFormEntrada>();
  const ruta = `horarios.${indice}` as const;
  const fechas = useWatch({ control, name: `${ruta}.fechas` }) ?? [];
  const inicio = useWatch({ control, name: `${ruta}.hora_inicio` }) ?? '';
  const fin = useWatch({ control, name: `${ruta}.hora_fin` }) ?? '';
  const [dia, setDia] = useState('');
  const idLeyenda = useId();
  const errores = formState.errors;
  const errorFechas = errorEn(errores, `${ruta}.fechas`) ?? errorEn(errores, `${ruta}.fechas.0`);
  const total = horasSolicitadas(inicio, fin);
  const alDiaSiguiente = fechas.length > 0 && inicio && fin && fechaFin(fechas[0], inicio, fin) !== fechas[0];

  const poner = (lista: string[]) => setValue(`${ruta}.fechas`, lista, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  const anadir = () => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(dia) || fechas.includes(dia)) return;
    poner([...fechas, dia].sort());
    setDia('');
  };

  return (
    <section role="group" aria-labelledby={idLeyenda} className="flex flex-col gap-3 rounded-lg border border-border p-4">
      <div className="flex items-center justify-between gap-2">
        <h4 id={idLeyenda} className="font-semibold">
          Horario {indice + 1}
        </h4>
        {alQuitar && !soloLectura ? (
          <Button type="button" size="sm" variant="ghost" onClick={alQuitar}>
            <Trash2 aria-hidden="true" />
            Quitar horario {indice + 1}
          </Button>
        ) : null}
      </div>

      <div className="flex flex-col gap-1.5">
        <p className="text-sm font-medium">{MSGX.fechas}</p>
        {fechas.length ? (
          <ul aria-label={`Fechas del horario ${indice + 1}`} className="flex flex-wrap gap-2">
            {fechas.map((f) => (
              <li key={f} className="flex items-center gap-1 rounded-full border border-border bg-secondary py-0.5 pl-3 pr-1 text-sm">
                <time dateTime={f}>{fechaLegible(f)}</time>
                {soloLectura ? null : (
                  <Button type="button" size="icon" variant="ghost" className="size-7" onClick={() => poner(fechas.filter((x) => x !== f))}>
                    <X aria-hidden="true" />
                    <span className="sr-only">Quitar {fechaLegible(f)}</span>
                  </Button>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">Aún no hay fechas en este horario.</p>
        )}
        <MensajeError mensaje={errorFechas} />
      </div>

      {soloLectura ? null : (
        <div className="flex flex-wrap items-end gap-2">
          <Campo etiqueta={MSGX.fecha} className="min-w-44">
            {(c) => (
              <Input
                {...c}
                type="date"
                min={min}
                max={max}
                value={dia}
                onChange={(e) => setDia(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    anadir();
                  }
                }}
              />
            )}
          </Campo>
          <Button type="button" variant="secondary" onClick={anadir} disabled={!dia}>
            <CalendarPlus aria-hidden="true" />
            Añadir día
          </Button>
        </div>
      )}

      <div className="grid gap-3 sm:grid-cols-3">
        <Campo etiqueta={MSGX.horaInicio} requerido error={errorEn(errores, `${ruta}.hora_inicio`)}>
          {(c) => (
            <Select {...c} disabled={soloLectura} {...register(`${ruta}.hora_inicio`)}>
              <option value="">Seleccione</option>
              {horas.map((h) => (
                <option key={h} value={h}>
                  {h}
                </option>
              ))}
            </Select>
          )}
        </Campo>
        <Campo etiqueta={MSGX.horaFin} requerido error={errorEn(errores, `${ruta}.hora_fin`)}>
          {(c) => (
            <Select {...c} disabled={soloLectura} {...register(`${ruta}.hora_fin`)}>
              <option value="">Seleccione</option>
              {horas.map((h) => (
                <option key={h} value={h}>
                  {h}
                </option>
              ))}
            </Select>
          )}
        </Campo>
        <div className="flex flex-col gap-1.5">
          <p className="text-sm font-medium">{MSGX.horasSolicitadas}</p>
          <p className="flex h-10 items-center text-sm" aria-live="polite">
            {total ? `${total} ${total === 1 ? 'hora' : 'horas'} por fecha${alDiaSiguiente ? ' (termina al día siguiente)' : ''}` : '—'}
          </p>
        </div>
      </div>
    </section>
  );
}
