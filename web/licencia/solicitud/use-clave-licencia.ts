import { useCallback } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { LicenciaFormData, LicenciaFormInput } from '../../../domain/licencia/schema';
import type { CatastroEncontrado } from '../../tramite/predio/tipos';
import { useClaveCatastral } from '../../tramite/predio/use-clave-catastral';
import type { Verificacion } from '../../tramite/predio/verificacion';
import { claveLista, estadoClaveForm, num } from './valores';

type Form = UseFormReturn<LicenciaFormInput, unknown, LicenciaFormData>;

/** What the key's state reads of the form. */
const CAMPOS_CLAVE = ['clave_catastral', 'donativo', 'no_cuento_clave', 'zona_federal', 'tipo_local_id'] as const;

/**
 * The licence form's key (spec 1 §4.7, §5.5): the shared lookup, fed by the form. DONATIVO, ZONA
 * FEDERAL and a market key are not looked up; a found key pre-fills the address and the surface;
 * a key that already has licences warns to go to RENOVACION.
 */
export function useClaveLicencia(form: Form, opts: { inicial: Verificacion; editable: boolean; establecimientoId: number | null }) {
  const [clave_catastral, donativo, no_cuento_clave, zona_federal, tipo_local_id] = useWatch({ control: form.control, name: CAMPOS_CLAVE });
  const datos = { clave_catastral: String(clave_catastral ?? ''), donativo, no_cuento_clave, zona_federal, tipo_local_id };

  const prellenar = useCallback(
    (r: CatastroEncontrado) => {
      const o = { shouldDirty: true, shouldValidate: false };
      if (r.cp) form.setValue('domicilio.codigo_postal', String(r.cp), o);
      if (num(r.id_localidad)) form.setValue('domicilio.localidad_id', num(r.id_localidad), o);
      if (num(r.id_colonia)) form.setValue('domicilio.colonia_id', num(r.id_colonia), o);
      if (num(r.id_calle)) form.setValue('domicilio.calle_id', num(r.id_calle), o);
      if (typeof r.m_construccion === 'number' && r.m_construccion > 0) form.setValue('superficie_m2', r.m_construccion, o);
    },
    [form],
  );

  const clave = useClaveCatastral({
    valor: datos.clave_catastral,
    consultar: opts.editable && !estadoClaveForm(datos).textoLibre,
    inicial: opts.inicial,
    alEncontrar: prellenar,
    alConsultar: () => form.clearErrors('clave_catastral'),
    avisoLicencias: { establecimientoId: opts.establecimientoId },
  });
  const estado = claveLista(datos, clave.verificacion);
  return {
    ...clave,
    /** spec 1 §4.7: the rest of the form opens (a special key, or a key found with its tax paid) */
    lista: estado.lista,
    /** why it does not yet (null while a lookup runs or before 17 digits) */
    mensaje: estado.mensaje,
  };
}
