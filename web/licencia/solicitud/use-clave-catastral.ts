import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { MSG } from '../../../domain/common/messages';
import { MSG_LIC, MSG_LIC_EXTRA } from '../../../domain/licencia/mensajes';
import { esClaveCatastral17, estadoClave, normalizarClaveCatastral } from '../../../domain/licencia/reglas';
import type { LicenciaFormData, LicenciaFormInput } from '../../../domain/licencia/schema';
import { api, ApiError, solicitar } from '../../lib/api';
import { qkSolicitud } from './consultas';
import type { ResultadoCatastro } from './tipos';
import { claveLista, num, type Verificacion } from './valores';

type Form = UseFormReturn<LicenciaFormInput, unknown, LicenciaFormData>;

/** An answer that is not an outage: the key is simply not there (success false, 400, 404). */
const noEncontrada = (e: unknown) => e instanceof ApiError && e.status !== null && e.status < 500 && e.status !== 401 && e.status !== 403 && e.status !== 429;

/**
 * spec 1 §4.7, §5.5: a 17-digit key is looked up in the cadastre, then its property tax; the form
 * opens only when both answer yes. A found key pre-fills the address and the surface; a key that
 * already has licences warns to go to RENOVACION; unpaid property tax opens 'Pagar predial'.
 */
export function useClaveCatastral(form: Form, opts: { inicial: Verificacion; editable: boolean; establecimientoId: number | null }) {
  const qc = useQueryClient();
  const [verificacion, setVerificacion] = useState<Verificacion>(opts.inicial);
  const [predial, setPredial] = useState<{ clave: string; mensaje: string } | null>(null);
  const ultima = useRef<string | null>(null);

  const prellenar = useCallback(
    (r: ResultadoCatastro) => {
      const o = { shouldDirty: true, shouldValidate: false };
      if (r.cp) form.setValue('domicilio.codigo_postal', String(r.cp), o);
      if (num(r.id_localidad)) form.setValue('domicilio.localidad_id', num(r.id_localidad), o);
      if (num(r.id_colonia)) form.setValue('domicilio.colonia_id', num(r.id_colonia), o);
      if (num(r.id_calle)) form.setValue('domicilio.calle_id', num(r.id_calle), o);
      if (typeof r.m_construccion === 'number' && r.m_construccion > 0) form.setValue('superficie_m2', r.m_construccion, o);
    },
    [form],
  );

  const avisarLicencias = useCallback(
    async (clave: string) => {
      try {
        const lista = await api.get<{ id?: number }[] | null>(`/api/establecimientos/getByClave/${clave}`, { silencioso: true });
        const otras = (lista ?? []).filter((x) => !opts.establecimientoId || x?.id !== opts.establecimientoId);
        if (otras.length && ultima.current === clave) toast.warning(MSG_LIC.claveConLicencias);
      } catch {
        // a lookup that fails is silent (spec 1 §8)
      }
    },
    [opts.establecimientoId],
  );

  const verificar = useCallback(
    async (claveBruta: string) => {
      const clave = normalizarClaveCatastral(claveBruta);
      if (!esClaveCatastral17(clave)) return;
      ultima.current = clave;
      const poner = (v: Verificacion) => {
        if (ultima.current === clave) setVerificacion(v);
      };
      poner({ estado: 'verificando', clave });
      form.clearErrors('clave_catastral');
      let catastro: ResultadoCatastro;
      try {
        catastro = await qc.fetchQuery({
          queryKey: qkSolicitud.catastro(clave),
          queryFn: () => api.get<ResultadoCatastro>(`/api/catastro/${clave}`, { silencioso: true }),
          staleTime: 10 * 60_000,
          retry: false,
        });
      } catch (e) {
        if (noEncontrada(e)) {
          poner({ estado: 'no_encontrada', clave });
          toast.error(MSG_LIC.claveNoEncontrada);
        } else {
          poner({ estado: 'error', clave });
          toast.error(e instanceof ApiError ? e.message : MSG.errorGenerico);
        }
        return;
      }
      if (!catastro || catastro.resultados === 0) {
        poner({ estado: 'no_encontrada', clave });
        toast.error(MSG_LIC.claveNoEncontrada);
        return;
      }
      void avisarLicencias(clave);
      try {
        // Not cached: the taxpayer may have just paid.
        const env = await solicitar<boolean>('GET', `/api/predial/${clave}/pagado`, { silencioso: true });
        if (ultima.current !== clave) return;
        if (env.data === true) {
          poner({ estado: 'valida', clave });
          prellenar(catastro);
          return;
        }
        const mensaje = env.message || MSG_LIC_EXTRA.predialNoPagado;
        poner({ estado: 'adeudo', clave, mensaje });
        toast.error(mensaje);
        setPredial({ clave, mensaje });
      } catch (e) {
        if (noEncontrada(e)) {
          const mensaje = e instanceof ApiError ? e.message : MSG_LIC.claveNoEncontrada;
          poner({ estado: 'adeudo', clave, mensaje });
          toast.error(mensaje);
        } else {
          poner({ estado: 'error', clave });
          toast.error(e instanceof ApiError ? e.message : MSG.errorGenerico);
        }
      }
    },
    [qc, form, prellenar, avisarLicencias],
  );

  // A key typed up to its 17th digit is looked up at once (once per key).
  const clave = normalizarClaveCatastral(String(form.watch('clave_catastral') ?? ''));
  const libre = estadoClave({
    clave_catastral: clave,
    donativo: form.watch('donativo') === true,
    no_cuento_clave: form.watch('no_cuento_clave') === true,
    zona_federal: form.watch('zona_federal') === true,
    mercado: num(form.watch('tipo_local_id')) === 2,
  }).textoLibre;
  const yaVista = verificacion.estado !== 'pendiente' && verificacion.clave === clave;
  useEffect(() => {
    if (opts.editable && !libre && esClaveCatastral17(clave) && !yaVista && ultima.current !== clave) void verificar(clave);
  }, [opts.editable, libre, clave, yaVista, verificar]);

  const estado = claveLista(
    {
      clave_catastral: clave,
      donativo: form.watch('donativo'),
      no_cuento_clave: form.watch('no_cuento_clave'),
      zona_federal: form.watch('zona_federal'),
      tipo_local_id: form.watch('tipo_local_id'),
    },
    verificacion,
  );

  return {
    verificacion,
    lista: estado.lista,
    /** why the rest of the form is still closed (null while a lookup runs or before 17 digits) */
    mensaje: estado.mensaje,
    verificar: () => {
      ultima.current = null;
      void verificar(clave);
    },
    predial,
    abrirPredial: () => verificacion.estado === 'adeudo' && setPredial({ clave: verificacion.clave, mensaje: verificacion.mensaje }),
    cerrarPredial: () => setPredial(null),
  };
}

export type ClaveCatastral = ReturnType<typeof useClaveCatastral>;
