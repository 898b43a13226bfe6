// What the change-of-activity panel reads and does through its spec URLs (spec 2 §7 group
// cambioactividadeconomica); the types are the API's response schemas.
import { useQuery } from '@tanstack/react-query';
import type { ActividadItemDto, ActividadesEstablecimientoDto, CambioActividadDto } from '../../../api/cambios/actividad/actividad.schemas';
import { CAMBIO, MSG_CAMBIOS, MSG_CAMBIOS_EXTRA } from '../../../domain/cambios/comun';
import type { CambioActividadData } from '../../../domain/cambios/actividad/schema';
import { api } from '../../lib/api';
import { qkCambios } from '../comun/consultas';
import { formDataCambio, formDataDocumentos } from '../comun/enviar';

export type { ActividadItemDto, ActividadesEstablecimientoDto, CambioActividadDto };

const G = '/api/cambioactividadeconomica';
const CATALOGO = { staleTime: 5 * 60_000 } as const;

export const useSolicitudesActividad = (locacionId: number) =>
  useQuery({
    queryKey: qkCambios.solicitudes(CAMBIO.ACTIVIDAD, locacionId),
    queryFn: () => api.get<CambioActividadDto[]>(`${G}/getSolicitudesCambioActividadEconomica/${locacionId}`),
  });

/** The establishment's activities now (the read-only "old activity"). */
export const useActividadesEstablecimiento = (locacionId: number, activa = true) =>
  useQuery({
    queryKey: [...qkCambios.solicitudes(CAMBIO.ACTIVIDAD, locacionId), 'actuales'],
    queryFn: () => api.get<ActividadesEstablecimientoDto>(`${G}/getActividadesEconomicas/${locacionId}`),
    enabled: activa,
  });

/** spec 2 §7: the main and the secondary activities' catalogues. */
export const useActividades = () =>
  useQuery({ queryKey: ['catalogos', 'actividadeconomicas'], queryFn: () => api.get<ActividadItemDto[]>('/api/actividadeconomicas/list'), ...CATALOGO });
export const useActividadesSecundarias = () =>
  useQuery({ queryKey: ['catalogos', 'actividadeconomicassecundarias'], queryFn: () => api.get<ActividadItemDto[]>('/api/actividadeconomicassecundarias/list'), ...CATALOGO });
export const useTiposPropiedad = () =>
  useQuery({ queryKey: ['catalogos', 'tipopropiedades'], queryFn: () => api.get<{ id: number; label: string }[]>('/api/tipopropiedades/list'), ...CATALOGO });

/**
 * Creates or updates the request with its documents (files[code]), then stores the property
 * documents and the photos in two storeFiles batches, as spec 2 §7 sends them. Every toast but the
 * last answer's is off; that one carries 'Solicitud creada exitosamente' or 'Solicitud actualizada exitosamente'.
 */
export async function guardarCambioActividad(
  locacionId: number,
  id: number | null,
  datos: CambioActividadData,
  archivos: { documentos: ReadonlyMap<string, File>; propiedad: ReadonlyMap<string, File>; fotos: ReadonlyMap<string, File> },
): Promise<CambioActividadDto> {
  const campos = {
    id: id ?? undefined,
    renovacion: datos.renovacion,
    giro_actividad_id: datos.giro_actividad_id,
    actividades_secundarias: datos.actividades_secundarias,
    numero_habitaciones: datos.numero_habitaciones,
    tiene_uso_suelo: datos.tiene_uso_suelo,
    tipo_propiedad_id: datos.tipo_propiedad_id,
    has_alcohol: datos.has_alcohol,
    has_licencia_bebidas: datos.has_licencia_bebidas,
    patente_propia: datos.patente_propia,
    folio_licencia_bebida_alcoholica: datos.folio_licencia_bebida_alcoholica,
  };
  const lotes = [archivos.propiedad, archivos.fotos].filter((m) => m.size > 0);
  const exito = id === null ? MSG_CAMBIOS_EXTRA.creada : MSG_CAMBIOS.actualizada;
  const url = id === null ? `${G}/setSolicitudCambioActividadEconomica/${locacionId}` : `${G}/updateSolicitudCambioActividadEconomica/${locacionId}/${id}`;
  let s = await api.post<CambioActividadDto>(url, formDataCambio(campos, archivos.documentos), { exito: lotes.length === 0 });
  for (const [i, lote] of lotes.entries()) {
    s = await api.post<CambioActividadDto>(`${G}/storeFiles/${locacionId}/${s.id}`, formDataDocumentos(lote, s.id), {
      exito: i === lotes.length - 1 ? exito : false,
    });
  }
  return s;
}

export const enviarCambioActividad = (locacionId: number, id: number) =>
  api.post<CambioActividadDto>(`${G}/changeStatusSolicitudCambioActividadEconomica/${locacionId}/${id}`, { estatus_id: 10 }, { exito: false });

export const eliminarCambioActividad = (locacionId: number, id: number) => api.post(`${G}/deleteSolicitudCambioActividadEconomica/${locacionId}/${id}`, undefined, { exito: false });
