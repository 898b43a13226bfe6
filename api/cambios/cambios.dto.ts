// A change request as its routes answer it (cambios.schemas.ts): the shared fields from its kit
// request, machine, files and debts. Each procedure spreads these and adds its proposed values.
import type { Db } from '../../db/client';
import { AREAS_ADEUDO, adeudoPendiente, type AreaAdeudo } from '../../domain/cambios/adeudos';
import { esEditable, esEliminable, esEnviable } from '../../domain/cambios/comun';
import { estatusVisible, sinCurso } from '../../domain/tramite/lectura';
import { ESTATUS } from '../../domain/tramite/estatus';
import type { ContextoTramite } from '../../domain/tramite/definicion';
import { definicionDe } from '../../domain/tramites';
import { snapshotDe, tramiteDto } from '../tramites/lectura';
import { archivosDeCambio } from './archivos';
import type { CambioVista } from './cambios.repository';
import type { CambioBaseDto } from './cambios.schemas';

/** The reason of the last return or rejection, while the request is returned or rejected. */
function motivoDe(ctx: ContextoTramite, estatus: number): string | null {
  if (estatus !== ESTATUS.RECHAZADO) return null;
  return Object.values(ctx.pasos).find((p) => p.estatus === ESTATUS.RECHAZADO && p.motivo)?.motivo ?? null;
}

export function adeudosDto(v: CambioVista, ctx: ContextoTramite) {
  return (Object.keys(AREAS_ADEUDO) as AreaAdeudo[])
    .filter((a) => v.c.adeudos[a])
    .map((a) => ({
      area: a,
      nombre: AREAS_ADEUDO[a].nombre,
      monto: v.c.adeudos[a]!.monto,
      pago_notificado: v.c.adeudos[a]!.pagoNotificado,
      pendiente: adeudoPendiente(ctx, a),
    }));
}

export async function cambioBaseDto(db: Db, v: CambioVista, datosActuales?: unknown): Promise<CambioBaseDto> {
  const def = definicionDe(v.s.procedimiento);
  const snap = snapshotDe(def, v.s, datosActuales);
  const { estatus, texto } = estatusVisible(def, snap);
  return {
    id: v.s.id,
    folio: v.s.folio,
    locacion_id: v.c.locacionId,
    estatus_id: estatus,
    estatus_texto: texto,
    motivo_rechazo: motivoDe(snap.context, estatus),
    renovacion: v.c.renovacion,
    editable: esEditable(estatus),
    eliminable: esEliminable(estatus) && !sinCurso(v.s.estado),
    enviable: esEnviable(estatus) && !sinCurso(v.s.estado),
    aprobada: estatus === ESTATUS.APROBADO && v.s.estado === 'terminada',
    adeudos: adeudosDto(v, snap.context),
    archivos: await archivosDeCambio(db, v.s.id),
    tramite: tramiteDto(def, v.s, snap),
    created_at: v.c.createdAt.toISOString(),
  };
}
