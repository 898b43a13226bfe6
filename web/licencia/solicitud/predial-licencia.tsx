import { useFormContext, useWatch } from 'react-hook-form';
import { marcarDonativo, marcarZonaFederal } from '../../../domain/common/predio';
import type { LicenciaFormInput } from '../../../domain/licencia/schema';
import { errorEn } from '../../lib/formularios';
import { Campo } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { SeccionPredial } from '../../tramite/predio/seccion-predial';
import type { ClaveCatastral } from '../../tramite/predio/use-clave-catastral';
import { Casilla } from './controles';
import { estadoClaveForm } from './valores';

const CAMPOS_PREDIAL = ['no_cuento_clave', 'donativo', 'zona_federal', 'mercado_apertura', 'clave_catastral', 'tipo_local_id'] as const;

/** The licence's Predial (spec 1 §4.7, §5.5): the shared key section, or a donation / federal zone instead. */
export function PredialLicencia({ editable, clave }: { editable: boolean; clave: ClaveCatastral }) {
  const { register, control, setValue, getValues, formState } = useFormContext<LicenciaFormInput>();
  const msg = (r: string) => errorEn(formState.errors, r);
  const [noCuento, donativoValor, zonaFederal, mercadoApertura, claveCatastral, tipoLocalId] = useWatch({ control, name: CAMPOS_PREDIAL });
  const donativo = noCuento === true || donativoValor === true;
  const zona = zonaFederal === true;
  // spec 1 §4.7, §5.5: a market opening's key is the text MERCADO, fixed, with nothing to look up.
  const mercado = mercadoApertura === true;
  const e = estadoClaveForm({ clave_catastral: claveCatastral, donativo, zona_federal: zona, tipo_local_id: tipoLocalId });
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

  const alternativas = (
    <>
      <Casilla nombre="no_cuento_clave" id="no-cuento-clave" etiqueta="No cuento con clave catastral" disabled={!editable || zona} alCambiar={alMarcarDonativo} />
      <Casilla nombre="zona_federal" id="zona-federal" etiqueta="Zona federal" disabled={!editable} alCambiar={alMarcarZona} />
    </>
  );
  const campo = { registro: register('clave_catastral'), error: msg('clave_catastral'), textoLibre: e.textoLibre, fija: donativo || zona || mercado };
  return (
    <SeccionPredial editable={editable} clave={clave} campo={campo} alternativas={mercado ? undefined : alternativas}>
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
    </SeccionPredial>
  );
}
