import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/avisos';
import { MSG } from '../../../domain/common/messages';
import { esClaveCatastral17, normalizarClaveCatastral } from '../../../domain/common/predio';
import { MSG_PREDIO } from '../../../domain/predial/mensajes';
import { api, ApiError, solicitar } from '../../lib/api';
import { qkPredio } from './consultas';
import type { CatastroEncontrado, ResultadoCatastro } from './tipos';
import { esNoEncontrada, type Verificacion } from './verificacion';

export interface OpcionesClave {
  /** the key as typed */
  valor: string;
  /** look the key up once it has 17 digits (false: a read-only form, or a special key typed as text) */
  consultar: boolean;
  /** where the lookup starts (a stored key was checked when it was registered) */
  inicial: Verificacion;
  /** the key was found and its property tax is paid: fill what the cadastre knows (address, surface) */
  alEncontrar?: (r: CatastroEncontrado) => void;
  /** a lookup starts: the key field's old message goes */
  alConsultar?: () => void;
  /** warn when the key already has licences other than this establishment's (spec 1 §4.7) */
  avisoLicencias?: { establecimientoId: number | null };
}

/**
 * spec 1 §4.7, §5.5; spec 3 §5.1: a 17-digit key is looked up in the cadastre, then its property
 * tax; the form opens only when both answer yes. Unpaid property tax opens 'Pagar predial'.
 * Knows nothing of the form: it takes the key's value and says what to fill through callbacks.
 */
export function useClaveCatastral(op: OpcionesClave) {
  const qc = useQueryClient();
  const [verificacion, setVerificacion] = useState<Verificacion>(op.inicial);
  const [predial, setPredial] = useState<{ clave: string; mensaje: string } | null>(null);
  const ultima = useRef<string | null>(null);
  const opciones = useRef(op);
  opciones.current = op;

  const avisarLicencias = useCallback(async (clave: string, establecimientoId: number | null) => {
    try {
      const lista = await api.get<{ id?: number }[] | null>(`/api/establecimientos/getByClave/${clave}`, { silencioso: true });
      const otras = (lista ?? []).filter((x) => !establecimientoId || x?.id !== establecimientoId);
      if (otras.length && ultima.current === clave) toast.warning(MSG_PREDIO.claveConLicencias);
    } catch {
      // a lookup that fails is silent (spec 1 §8)
    }
  }, []);

  const verificar = useCallback(
    async (claveBruta: string) => {
      const clave = normalizarClaveCatastral(claveBruta);
      if (!esClaveCatastral17(clave)) return;
      ultima.current = clave;
      const poner = (v: Verificacion) => {
        if (ultima.current === clave) setVerificacion(v);
      };
      const fallar = (e: unknown) => {
        poner({ estado: 'error', clave });
        toast.error(e instanceof ApiError ? e.message : MSG.errorGenerico);
      };
      poner({ estado: 'verificando', clave });
      opciones.current.alConsultar?.();
      let catastro: ResultadoCatastro;
      try {
        catastro = await qc.fetchQuery({
          queryKey: qkPredio.catastro(clave),
          queryFn: () => api.get<ResultadoCatastro>(`/api/catastro/${clave}`, { silencioso: true }),
          staleTime: 10 * 60_000,
          retry: false,
        });
      } catch (e) {
        if (!esNoEncontrada(e)) return fallar(e);
        catastro = { resultados: 0 };
      }
      if (!catastro || catastro.resultados === 0) {
        poner({ estado: 'no_encontrada', clave });
        toast.error(MSG_PREDIO.claveNoEncontrada);
        return;
      }
      const aviso = opciones.current.avisoLicencias;
      if (aviso) void avisarLicencias(clave, aviso.establecimientoId);
      try {
        // Not cached: the taxpayer may have just paid.
        const env = await solicitar<boolean>('GET', `/api/predial/${clave}/pagado`, { silencioso: true });
        if (ultima.current !== clave) return;
        if (env.data === true) {
          poner({ estado: 'valida', clave });
          opciones.current.alEncontrar?.(catastro);
          return;
        }
        const mensaje = env.message || MSG_PREDIO.predialNoPagado;
        poner({ estado: 'adeudo', clave, mensaje });
        toast.error(mensaje);
        setPredial({ clave, mensaje });
      } catch (e) {
        if (!esNoEncontrada(e)) return fallar(e);
        const mensaje = e instanceof ApiError ? e.message : MSG_PREDIO.claveNoEncontrada;
        poner({ estado: 'adeudo', clave, mensaje });
        toast.error(mensaje);
      }
    },
    [qc, avisarLicencias],
  );

  // A key typed up to its 17th digit is looked up at once (once per key).
  const clave = normalizarClaveCatastral(op.valor);
  const yaVista = verificacion.estado !== 'pendiente' && verificacion.clave === clave;
  useEffect(() => {
    if (op.consultar && esClaveCatastral17(clave) && !yaVista && ultima.current !== clave) void verificar(clave);
  }, [op.consultar, clave, yaVista, verificar]);

  return {
    /** the key as looked up (normalised) */
    clave,
    verificacion,
    verificar: () => {
      ultima.current = null;
      void verificar(clave);
    },
    /** the key whose unpaid property tax the 'Pagar predial' dialog shows, and the server's message */
    predial,
    abrirPredial: () => verificacion.estado === 'adeudo' && setPredial({ clave: verificacion.clave, mensaje: verificacion.mensaje }),
    cerrarPredial: () => setPredial(null),
  };
}

export type ClaveCatastral = ReturnType<typeof useClaveCatastral>;
