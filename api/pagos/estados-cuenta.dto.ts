import type { EstadoCuenta, Pago } from '../../db/schema';
import { nombreServicio } from '../../domain/tramite/servicios';
import type { EstadoCuentaDto } from './pagos.schemas';

export type { EstadoCuentaDto };

/** An account statement (spec 1 §7.5) as every procedure's answers carry it. */
export function estadoCuentaDto(e: EstadoCuenta, pago?: Pick<Pago, 'folioPago'> | null): EstadoCuentaDto {
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
    folio_pago: pago?.folioPago ?? null,
    created_at: e.createdAt.toISOString(),
  };
}
