import { useFormContext } from 'react-hook-form';
import { CheckCircle2, Receipt, RefreshCw } from 'lucide-react';
import { CLAVE_CATASTRAL_LEN } from '../../../domain/licencia/constantes';
import { MSG_LIC_EXTRA } from '../../../domain/licencia/mensajes';
import { esClaveCatastral17, estadoClave, marcarDonativo, marcarZonaFederal, normalizarClaveCatastral } from '../../../domain/licencia/reglas';
import type { LicenciaFormInput } from '../../../domain/licencia/schema';
import { errorEn } from '../../lib/formularios';
import { Button } from '../../components/ui/button';
import { Campo } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { MaskedInput } from '../../components/ui/masked-input';
import { Spinner } from '../../components/ui/spinner';
import { Casilla } from './controles';
import type { ClaveCatastral } from './use-clave-catastral';
import { num } from './valores';

const soloDigitos = (v: string) => v.replace(/\D/g, '').slice(0, CLAVE_CATASTRAL_LEN);
const mayusculas = (v: string) => v.toUpperCase();

/** Predial (spec 1 §4.7, §5.5): the cadastral key, or a donation / federal zone instead. */
export function SeccionPredial({ editable, clave }: { editable: boolean; clave: ClaveCatastral }) {
  const { register, watch, setValue, getValues, formState } = useFormContext<LicenciaFormInput>();
  const msg = (r: string) => errorEn(formState.errors, r);
  const donativo = watch('no_cuento_clave') === true || watch('donativo') === true;
  const zona = watch('zona_federal') === true;
  const valor = normalizarClaveCatastral(String(watch('clave_catastral') ?? ''));
  const e = estadoClave({ clave_catastral: valor, donativo, zona_federal: zona, mercado: num(watch('tipo_local_id')) === 2 });
  const v = clave.verificacion;
  const deEstaClave = v.estado !== 'pendiente' && v.clave === valor;
  const o = { shouldDirty: true, shouldValidate: formState.isSubmitted };

  // spec 1 §4.7: ticking sets DONATIVO (or ZONA FEDERAL); unticking clears the key it set.
  const alMarcarDonativo = (marcado: boolean) => {
    const r = marcarDonativo(getValues('clave_catastral'), marcado);
    setValue('no_cuento_clave', marcado && r.donativo, o);
    setValue('donativo', r.donativo, o);
    setValue('clave_catastral', r.clave_catastral, o);
  };
  const alMarcarZona = (marcado: boolean) => {
    const r = marcarZonaFederal(getValues('clave_catastral'), marcado);
    if (marcado) {
      setValue('no_cuento_clave', false, o);
      setValue('donativo', false, o);
    }
    setValue('zona_federal', r.zona_federal, o);
    setValue('clave_catastral', r.clave_catastral, o);
  };

  const errorClave = msg('clave_catastral') ?? (deEstaClave && (v.estado === 'no_encontrada' || v.estado === 'adeudo' || v.estado === 'error') ? (clave.mensaje ?? undefined) : undefined);
  const fija = donativo || zona;

  return (
    <section aria-labelledby="titulo-predial" className="flex flex-col gap-4">
      <div>
        <h2 id="titulo-predial" className="text-lg font-semibold">
          Predial
        </h2>
        <p className="text-sm text-muted-foreground">Escriba la clave catastral del predio: se consulta en catastro y se verifica el pago del impuesto predial.</p>
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Campo etiqueta="Clave catastral" error={errorClave} requerido ayuda={e.textoLibre ? undefined : `${CLAVE_CATASTRAL_LEN} dígitos, sin espacios ni guiones.`}>
          {(c) => (
            <MaskedInput
              {...c}
              mascara={e.textoLibre ? mayusculas : soloDigitos}
              inputMode={e.textoLibre ? 'text' : 'numeric'}
              maxLength={e.textoLibre ? 40 : CLAVE_CATASTRAL_LEN}
              readOnly={fija}
              aria-readonly={fija || undefined}
              {...register('clave_catastral')}
            />
          )}
        </Campo>
        <div className="flex flex-col gap-3 sm:pt-7">
          <Casilla nombre="no_cuento_clave" id="no-cuento-clave" etiqueta="No cuento con clave catastral" disabled={!editable || zona} alCambiar={alMarcarDonativo} />
          <Casilla nombre="zona_federal" id="zona-federal" etiqueta="Zona federal" disabled={!editable} alCambiar={alMarcarZona} />
        </div>
      </div>

      {editable && !e.textoLibre ? (
        <div role="status" aria-live="polite" className="flex flex-wrap items-center gap-3 text-sm">
          {deEstaClave && v.estado === 'verificando' ? (
            <span className="flex items-center gap-2 text-muted-foreground">
              <Spinner className="size-4 text-primary" />
              Consultando la clave en catastro y predial…
            </span>
          ) : deEstaClave && v.estado === 'valida' && !v.guardada ? (
            <span className="flex items-center gap-2 font-medium text-success">
              <CheckCircle2 aria-hidden="true" className="size-4" />
              {MSG_LIC_EXTRA.predialPagado}
            </span>
          ) : null}
          {deEstaClave && v.estado === 'adeudo' ? (
            <Button variant="outline" size="sm" onClick={clave.abrirPredial}>
              <Receipt aria-hidden="true" />
              Pagar predial
            </Button>
          ) : null}
          {esClaveCatastral17(valor) && deEstaClave && v.estado !== 'verificando' && v.estado !== 'valida' ? (
            <Button variant="outline" size="sm" onClick={clave.verificar}>
              <RefreshCw aria-hidden="true" />
              Volver a consultar
            </Button>
          ) : null}
        </div>
      ) : null}

      {donativo ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Campo etiqueta="Número de oficio de la constancia de catastro" error={msg('numero_oficio_constancia_catastro')} requerido>
            {(c) => <Input {...c} maxLength={60} {...register('numero_oficio_constancia_catastro')} />}
          </Campo>
          <Campo etiqueta="Folio del recibo de pago del donativo" error={msg('folio_recibo_pago_donativo')} requerido>
            {(c) => <Input {...c} maxLength={60} {...register('folio_recibo_pago_donativo')} />}
          </Campo>
        </div>
      ) : null}
    </section>
  );
}
