// The catalogues page: the shapes the API answers (api/catalogos-admin, the lead's
// contract in /api/catalogos/…), their query keys and the queries of every tab.
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  convenioSchema,
  entregableSchema,
  giroAdminSchema,
  localidadSchema,
  localSchema,
  mercadoResumenSchema,
  municipioSchema,
  procedimientoEntregablesSchema,
  tarifaSchema,
} from '../../domain/catalogos/admin.schemas';
import { api } from '../lib/api';

export type ProcedimientoEntregables = z.output<typeof procedimientoEntregablesSchema>;
/** A document as it is in force: the code's default merged with the office's adjustment (requerido null: the procedure's rules decide per request). */
export type DocumentoEntregable = z.output<typeof entregableSchema>;
export type Municipio = z.output<typeof municipioSchema>;
export type Localidad = z.output<typeof localidadSchema>;
export type Giro = z.output<typeof giroAdminSchema>;
/** A fee line; `uma` is a decimal (numeric column), `importe` its amount in pesos at today's UMA. */
export type Tarifa = z.output<typeof tarifaSchema>;
export type Convenio = z.output<typeof convenioSchema>;
/** A market with its stalls counted (how many, how many have no concessionaire). */
export type MercadoCatalogo = z.output<typeof mercadoResumenSchema>;
export type LocalCatalogo = z.output<typeof localSchema>;

export const ENTIDAD_QUINTANA_ROO = 23;

export const qkCatalogos = {
  todo: ['catalogos-admin'] as const,
  procedimientos: ['catalogos-admin', 'procedimientos'] as const,
  entregables: (p: string) => ['catalogos-admin', 'entregables', p] as const,
  municipios: ['catalogos-admin', 'municipios'] as const,
  localidades: (m: number) => ['catalogos-admin', 'localidades', m] as const,
  giros: ['catalogos-admin', 'giros'] as const,
  tarifas: ['catalogos-admin', 'tarifas'] as const,
  historial: (id: number) => ['catalogos-admin', 'tarifas', 'historial', id] as const,
  convenios: ['catalogos-admin', 'convenios'] as const,
  mercados: ['catalogos-admin', 'mercados'] as const,
  locales: (m: number) => ['catalogos-admin', 'mercados', 'locales', m] as const,
};

export const useProcedimientos = () =>
  useQuery({ queryKey: qkCatalogos.procedimientos, queryFn: () => api.get<ProcedimientoEntregables[]>('/api/catalogos/entregables/procedimientos'), staleTime: Infinity });

export const useEntregables = (procedimiento: string) =>
  useQuery({
    queryKey: qkCatalogos.entregables(procedimiento),
    queryFn: () => api.get<DocumentoEntregable[]>(`/api/catalogos/entregables?procedimiento=${encodeURIComponent(procedimiento)}`),
    enabled: procedimiento !== '',
  });

export const useMunicipios = () =>
  useQuery({ queryKey: qkCatalogos.municipios, queryFn: () => api.get<Municipio[]>(`/api/catalogos/municipios?entidad=${ENTIDAD_QUINTANA_ROO}`) });

export const useLocalidades = (municipio: number | null) =>
  useQuery({
    queryKey: qkCatalogos.localidades(municipio ?? 0),
    queryFn: () => api.get<Localidad[]>(`/api/catalogos/localidades?municipio=${municipio}`),
    enabled: municipio !== null,
  });

export const useGiros = () => useQuery({ queryKey: qkCatalogos.giros, queryFn: () => api.get<Giro[]>('/api/catalogos/giros') });

export const useTarifas = () => useQuery({ queryKey: qkCatalogos.tarifas, queryFn: () => api.get<Tarifa[]>('/api/catalogos/tarifas') });

export const useHistorialTarifa = (id: number | null) =>
  useQuery({
    queryKey: qkCatalogos.historial(id ?? 0),
    queryFn: () => api.get<Tarifa[]>(`/api/catalogos/tarifas/${id}/historial`),
    enabled: id !== null,
  });

export const useConvenios = () => useQuery({ queryKey: qkCatalogos.convenios, queryFn: () => api.get<Convenio[]>('/api/catalogos/convenios') });

export const useMercadosCatalogo = () => useQuery({ queryKey: qkCatalogos.mercados, queryFn: () => api.get<MercadoCatalogo[]>('/api/catalogos/mercados') });

export const useLocalesCatalogo = (mercado: number | null) =>
  useQuery({
    queryKey: qkCatalogos.locales(mercado ?? 0),
    queryFn: () => api.get<LocalCatalogo[]>(`/api/catalogos/mercados/${mercado}/locales`),
    enabled: mercado !== null,
  });
