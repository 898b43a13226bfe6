import { useForm } from 'react-hook-form';
import { Ban, HandCoins } from 'lucide-react';
import { AREAS_ADEUDO } from '../../../domain/cambios/adeudos';
import { Button } from '../../components/ui/button';
import { Campo } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { api } from '../../lib/api';
import { formatearMoneda } from '../../lib/formato';
import { useAccion } from '../../lib/use-accion';
import { montoParaEnviar, validarMonto } from './monto';
import type { AdeudoDto, AreaAdeudo } from './tipos';

/** The inbox's task queries (web/lib/consultas.ts qk.tarea), all of them: the detail only knows its request. */
const TAREAS = [['tarea']] as const;
const ADEUDO_RETIRADO = 'Adeudo retirado exitosamente';

interface Props {
  solicitudId: number;
  area: AreaAdeudo;
  /** the area's debt already registered, if any */
  adeudo: AdeudoDto | undefined;
}

/**
 * An area's reviewer registers the debt it found (spec 2 §2 trade name: waste-collection arrears;
 * §3–§4 closure: adeudo_rs, adeudo_la): 'Monto del adeudo' (at most 9 integer digits and 2
 * decimals), or takes a registered one back ('Quitar adeudo'). The taxpayer then pays it.
 */
export function RegistrarAdeudo({ solicitudId, area, adeudo }: Props) {
  const nombre = AREAS_ADEUDO[area].nombre;
  const { register, handleSubmit, reset, setError, formState } = useForm<{ monto: string }>({ defaultValues: { monto: '' } });
  const accion = useAccion<{ adeudo: boolean; monto?: string }, unknown, { monto: string }>({
    llamar: (v) => api.post(`/api/cambios/${solicitudId}/adeudo`, { area, ...v }, v.adeudo ? undefined : { exito: ADEUDO_RETIRADO }),
    invalidar: TAREAS,
    setError,
    rutaCampo: (c) => (c === 'monto' ? 'monto' : null),
    alExito: () => reset({ monto: '' }),
  });
  const registrar = handleSubmit(async ({ monto }) => void (await accion.ejecutar({ adeudo: true, monto: montoParaEnviar(monto) })));

  if (adeudo) {
    return (
      <section aria-label={`Adeudo de ${nombre}`} className="flex flex-wrap items-center gap-3 rounded-md border border-border p-3 text-sm">
        <span className="min-w-0 flex-1">
          <span className="font-medium">Adeudo registrado ({nombre}):</span> {formatearMoneda(adeudo.monto)}
        </span>
        <Button size="sm" variant="outline" disabled={accion.ocupado} onClick={() => void accion.ejecutar({ adeudo: false })}>
          <Ban aria-hidden="true" />
          Quitar adeudo
        </Button>
      </section>
    );
  }
  return (
    <form onSubmit={registrar} noValidate aria-label={`Registrar adeudo de ${nombre}`} className="flex flex-col gap-3 rounded-md border border-border p-3">
      <div>
        <h3 className="font-semibold">Registrar adeudo</h3>
        <p className="text-sm text-muted-foreground">{nombre}: el contribuyente deberá pagarlo para continuar.</p>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <Campo etiqueta="Monto del adeudo" error={formState.errors.monto?.message} requerido className="min-w-48 flex-1">
          {(c) => <Input {...c} inputMode="decimal" autoComplete="off" placeholder="0.00" maxLength={15} {...register('monto', { validate: (v) => validarMonto(v) ?? true })} />}
        </Campo>
        <Button type="submit" disabled={accion.ocupado || formState.isSubmitting}>
          <HandCoins aria-hidden="true" />
          Registrar adeudo
        </Button>
      </div>
    </form>
  );
}
