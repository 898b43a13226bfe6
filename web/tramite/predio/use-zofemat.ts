import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../lib/avisos';
import { MSG } from '../../../domain/common/messages';
import { MSG_PREDIO } from '../../../domain/predial/mensajes';
import { api, ApiError } from '../../lib/api';
import type { ExpedienteZofemat } from './tipos';

export type EstadoZofemat = 'no_aplica' | 'verificando' | 'sin_expediente' | 'pagado' | 'pendiente' | 'error';

const opciones = { silencioso: true, overlay: false } as const;

/** An expediente is paid when the Zofemat office says 'PAGADO'; success false means it is not. */
async function expedientePagado(num: string): Promise<boolean> {
  try {
    const r = await api.post<{ estatus_pago?: string } | null>(`/api/establecimientos/expedientezofemat/${encodeURIComponent(num)}`, undefined, opciones);
    return r?.estatus_pago === 'PAGADO';
  } catch (e) {
    if (e instanceof ApiError && e.status !== null && e.status < 500) return false;
    throw e;
  }
}

/**
 * spec 1 §4.7: when the main or a secondary activity is a hotel or motel, the key's Zofemat
 * expedientes must be 'PAGADO' ('Impuestos pagados de Zona Federal'); otherwise 'Debe pagar tus
 * impuestos de Zona Federal.' and the request cannot be saved. A key without expedientes is
 * not on the federal zone: nothing to pay.
 */
export function useZofemat(clave: string, activo: boolean) {
  const [resultados, setResultados] = useState<Record<string, EstadoZofemat>>({});
  const enCurso = useRef<string | null>(null);

  const consultar = useCallback(async (c: string) => {
    enCurso.current = c;
    setResultados((r) => ({ ...r, [c]: 'verificando' }));
    let estado: EstadoZofemat;
    try {
      const lista = await api.post<ExpedienteZofemat[] | null>(`/api/establecimientos/verifyzofemat/${c}`, undefined, opciones);
      if (!lista?.length) estado = 'sin_expediente';
      else {
        const pagados = await Promise.all(lista.map((x) => expedientePagado(x.num_expediente)));
        estado = pagados.every(Boolean) ? 'pagado' : 'pendiente';
      }
    } catch {
      estado = 'error';
    }
    if (estado === 'pagado') toast.success(MSG_PREDIO.zofematPagado);
    else if (estado === 'pendiente') toast.error(MSG_PREDIO.zofematPendiente);
    else if (estado === 'error') toast.error(MSG.errorGenerico);
    setResultados((r) => ({ ...r, [c]: estado }));
    if (enCurso.current === c) enCurso.current = null;
  }, []);

  const conocido = resultados[clave];
  useEffect(() => {
    if (activo && !conocido && enCurso.current !== clave) void consultar(clave);
  }, [activo, conocido, clave, consultar]);

  return {
    estado: activo ? (conocido ?? 'verificando') : ('no_aplica' as EstadoZofemat),
    reintentar: () => void consultar(clave),
  };
}
