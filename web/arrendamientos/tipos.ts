// What the lease pages read (spec 3 §3.6, §4.5, §7.6): the API's own DTO types (the route schemas
// are the one source) and the list's filters.
import { FILTROS_VACIOS, type FiltrosMercado } from '../mercados/solicitudes/filtros';
import type {
  ArrendamientoDto,
  DetalleTareaArrendamientoDto,
  GiroArrendamientoDto,
  LocacionMercadoDto,
  PaginaArrendamientosDto,
} from '../../api/arrendamientos/arrendamientos.schemas';

export type { DetalleTareaArrendamientoDto, GiroArrendamientoDto, LocacionMercadoDto };

/** A lease request as the list answers it, with `estado_cuenta` (the 1759 statement to pay online). */
export type Arrendamiento = ArrendamientoDto;
export type PaginaArrendamientos = PaginaArrendamientosDto;

/** spec 3 §2.7–2.8 filters, shared by the two market requests. */
export type FiltrosArrendamiento = FiltrosMercado;
export { FILTROS_VACIOS };
