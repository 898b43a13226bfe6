// Reads and moves of a renewal (spec 1 §5.7, §7.2, §7.4): the search by keys, the import from
// the padrón, the history with the open periods, and the renewal's year (its page).
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { EstablecimientoDetalle } from '../../api/establecimientos/establecimientos.schemas';
import type { historicoLicenciaSchema, importadoSchema, licenciaRenovacionSchema, nuevaRenovacionSchema, periodosSchema } from '../../api/licencias/renovacion.schemas';
import { api, solicitar } from '../lib/api';
import { qkLic } from '../licencia/consultas';

export type LicenciaRenovacion = z.infer<typeof licenciaRenovacionSchema>;
export type HistoricoLicencia = z.infer<typeof historicoLicenciaSchema>;
export type Periodos = z.infer<typeof periodosSchema>;
export type NuevaRenovacion = z.infer<typeof nuevaRenovacionSchema>;
export type Importado = z.infer<typeof importadoSchema>;

export const qkRen = {
  historico: (externalId: string) => ['establecimientos', 'historico', externalId] as const,
  anio: (id: number, anio: number) => [...qkLic.establecimiento(id), 'anio', anio] as const,
};

const seg = (v: string) => encodeURIComponent(v.trim());

/** GET establecimientos/getByClaveCatastral/{a}/{b}/{c}; an error toast says why nothing was found. */
export function buscarLicencias(clave: string, catastral: string, rfc: string) {
  return api.get<LicenciaRenovacion[]>(`/api/establecimientos/getByClaveCatastral/${seg(clave)}/${seg(catastral)}/${seg(rfc.toUpperCase())}`);
}

export function importar(idPadron: number) {
  return solicitar<Importado>('POST', `/api/licencia/establecimientos/import/${idPadron}`);
}

export function renovar(locacionId: number, anio: number, cuerpo: { mes_pago_residuos?: string; mes_pago_piso_f?: string } = {}) {
  return solicitar<NuevaRenovacion>('POST', `/api/licencia/${locacionId}/newyear/${anio}`, { cuerpo: { idSolicitud: locacionId, anio, estatus_licencia: 1, ...cuerpo } });
}

/** POST licencias/getHistoricoLicencia/{external_id}: the years, and the periods open now. */
export function useHistorico(externalId: string, activo = true) {
  return useQuery({
    queryKey: qkRen.historico(externalId),
    queryFn: async () => {
      const env = await solicitar<HistoricoLicencia[]>('POST', `/api/licencias/getHistoricoLicencia/${seg(externalId)}`, { silencioso: true, overlay: false });
      return { filas: env.data, periodos: (env as typeof env & { periodos: Periodos | null }).periodos };
    },
    enabled: activo && externalId.trim() !== '',
  });
}

/** GET establecimientos/{id}/oneyear?anio: the establishment with only that year's licence. */
export function useRenovacion(id: number | null, anio: number | null) {
  return useQuery({
    queryKey: qkRen.anio(id ?? 0, anio ?? 0),
    queryFn: () => api.get<EstablecimientoDetalle>(`/api/establecimientos/${id}/oneyear?anio=${anio}`),
    enabled: id !== null && anio !== null,
  });
}
