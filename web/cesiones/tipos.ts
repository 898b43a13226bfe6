// What the rights-assignment pages read (spec 3 §3.7, §4.6, §7.7): the API's own DTO types (the
// route schemas are the one source) and the list's filters.
import { FILTROS_VACIOS, type FiltrosMercado } from '../mercados/solicitudes/filtros';
import type { LocacionMercadoDto } from '../../api/arrendamientos/arrendamientos.schemas';
import type { CesionDto, DetalleTareaCesionDto, PaginaCesionesDto } from '../../api/cesiones/cesiones.schemas';

export type { DetalleTareaCesionDto, LocacionMercadoDto };
export type Cesion = CesionDto;
export type PaginaCesiones = PaginaCesionesDto;

/** spec 3 §2.7–2.8 filters, shared by the two market requests. */
export type FiltrosCesion = FiltrosMercado;
export { FILTROS_VACIOS };
