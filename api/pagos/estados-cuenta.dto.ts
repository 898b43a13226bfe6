import type { EstadoCuentaVista } from './pagos.repository';
import { nombreServicio } from '../../domain/tramite/servicios';
import type { EstadoCuentaDto } from './pagos.schemas';

export type { EstadoCuentaDto };

/**
 * An account statement (spec 1 §7.5) as every procedure's answers carry it; with its payment's
 * folio once paid, so the receipt can be printed.
 */
export function estadoCuentaDto(e: EstadoCuentaVista): EstadoCuentaDto {
  return {
    id: e.id,
    folio: e.folio,
    solicitud_id: e.solicitudId,
    servicio_id: e.servicioId,
    servicio: nombreServicio(e.servicioId),
    conceptos: e.conceptos,
    total: e.total,
    estatus: e.estatus,
    vence_at: e.venceAt,
    pagado: e.estatus === 8,
    pagado_at: e.pagadoAt?.toISOString() ?? null,
    folio_pago: e.folioPago,
    created_at: e.createdAt.toISOString(),
  };
}
