// What the rights-assignment pages read (spec 3 §3.7, §4.6, §7.7): the API's own DTO types (the
// route schemas are the one source) and the list's filters.
import type { LocacionMercadoDto } from '../../api/arrendamientos/arrendamientos.schemas';
import type { CesionDto, DetalleTareaCesionDto, PaginaCesionesDto } from '../../api/cesiones/cesiones.schemas';

export type { DetalleTareaCesionDto, LocacionMercadoDto };
export type Cesion = CesionDto;
export type PaginaCesiones = PaginaCesionesDto;

/** spec 3 §2.8 filters (as §2.7): Clave (the establishment's key), Nombre establecimiento, Estatus solicitud. */
export interface FiltrosCesion {
  external_id: string;
  nombre_comercial: string;
  id_estatus: number | null;
}

export const FILTROS_VACIOS: FiltrosCesion = { external_id: '', nombre_comercial: '', id_estatus: null };
