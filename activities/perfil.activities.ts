// The profile's own projection: the taxpayer's row carries the spec's estatus and reason
// (spec 1 §4.2), written with the request's projection so both always agree.
import { eq } from 'drizzle-orm';
import { contribuyentes } from '../db/schema';
import { perfil } from '../domain/perfil/definicion';
import { estatusSolicitud } from '../domain/tramite/lectura';
import type { HooksActividades } from './tramite.registro';

export const hooksPerfil: HooksActividades = {
  async proyectar(tx, s, snapshot) {
    const paso = snapshot.context.pasos.revision_perfil;
    const estatus = estatusSolicitud(perfil, snapshot);
    await tx
      .update(contribuyentes)
      .set({ estatus, motivoRechazo: estatus === 5 ? (paso?.motivo ?? null) : null, updatedAt: new Date() })
      .where(eq(contribuyentes.id, s.contribuyenteId));
  },
};
