// What the e.firma integration tests share: their own test authority (a file the API trusts via
// EFIRMA_AUTORIDADES), its revocation list served as the real one would be (EFIRMA_CRL_URL), SAT-
// shaped files for the demo officials' RFCs, and a request resumed at a given step with its
// workflow running (so a signature goes through the kit's real path).
import Fastify from 'fastify';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Solicitud } from '../../db/schema';
import { leerCertificado } from '../../domain/efirma/certificado';
import type { EventoTramite } from '../../domain/tramite/definicion';
import { aplicarEvento, nuevoTramite, persistir, type SnapshotTramite } from '../../domain/tramite/maquina';
import { definicionDe } from '../../domain/tramites';
import { tramiteApi } from '../../api/tramites/registro';
import { createActivities } from '../../activities';
import { createSolicitudesRepository } from '../../api/tramites/solicitudes.repository';
import { crearAutoridad, emitirEfirma, type ArchivosEfirma, type Autoridad, type Titular } from '../../sim/efirma/autoridad';
import { autoridadDemo, carpetaEfirmaDemo, FIRMANTES_DEMO, revocadosDemo } from '../../sim/efirma/demo';
import revocacionSimPlugin from '../../sim/efirma/revocacion.plugin';
import type { Entorno } from './harness';

export interface AutoridadPrueba {
  ac: Autoridad;
  revocados: { serie: string; fecha: Date }[];
  /** config overrides: e.firma on, this authority recognised, its CRL */
  config: Record<string, string>;
  emitir: (usuario: string, extra?: Partial<Titular>) => ArchivosEfirma;
  cerrar: () => Promise<void>;
}

export async function autoridadDePrueba(): Promise<AutoridadPrueba> {
  const ac = crearAutoridad();
  const dir = mkdtempSync(join(tmpdir(), 'efirma-'));
  writeFileSync(join(dir, 'ac.cer'), ac.der);
  const revocados: { serie: string; fecha: Date }[] = [];
  const sim = Fastify({ logger: false });
  await sim.register(revocacionSimPlugin, { prefix: '/sim', autoridad: ac, revocados });
  await sim.listen({ host: '127.0.0.1', port: 0 });
  const url = `http://127.0.0.1:${(sim.server.address() as { port: number }).port}/sim/efirma/crl`;
  return {
    ac,
    revocados,
    config: { EFIRMA: 'efirma', EFIRMA_AUTORIDADES: join(dir, 'ac.cer'), EFIRMA_CRL_URL: url },
    emitir: (usuario, extra = {}) => emitirEfirma(ac, { ...FIRMANTES_DEMO[usuario], ...extra }, `Clave-${usuario}`),
    cerrar: () => sim.close(),
  };
}

export const serieDe = (f: ArchivosEfirma) => leerCertificado(f.cer).serie;

/**
 * The demonstration's own authority (sim/data/efirma) as `npm start` has it: recognised, its CRL
 * (revoking the demo's revoked file) served as the real one would be.
 */
export async function autoridadDemoServida(): Promise<{ config: Record<string, string>; cerrar: () => Promise<void> }> {
  const sim = Fastify({ logger: false });
  await sim.register(revocacionSimPlugin, { prefix: '/sim', autoridad: autoridadDemo(), revocados: revocadosDemo() });
  await sim.listen({ host: '127.0.0.1', port: 0 });
  const url = `http://127.0.0.1:${(sim.server.address() as { port: number }).port}/sim/efirma/crl`;
  return { config: { EFIRMA: 'efirma', EFIRMA_AUTORIDADES: fileURLToPath(new URL('ac.cer', carpetaEfirmaDemo)), EFIRMA_CRL_URL: url }, cerrar: () => sim.close() };
}

/**
 * Sends a draft request's machine (the data its procedure sends with) and walks it (approving,
 * paying, delivering) without a workflow until `paso` is current, projects it, and resumes its
 * workflow from that snapshot: the workflow opens the step's task, as after any restart.
 */
export async function reanudarEnPaso(e: Entorno, solicitudId: number, paso: string) {
  const repo = createSolicitudesRepository({ db: e.db.db });
  const borrador = (await repo.porId(solicitudId))!;
  const def = definicionDe(borrador.procedimiento);
  const envio = await tramiteApi(borrador.procedimiento).alEnviar(e.deps, borrador);
  let s: SnapshotTramite | null = aplicarEvento(def, nuevoTramite(def, envio.datos), { type: 'ENVIAR' });
  for (let i = 0; s && s.context.actual !== paso && i < 40; i++) {
    const p = def.pasos.find((x) => x.clave === s!.context.actual)!;
    const ev: EventoTramite = p.tipo === 'pago' ? { type: 'PAGO_CONFIRMADO', servicio: p.servicio! } : p.tipo === 'entrega' ? { type: 'ENTREGAR', paso: p.clave } : { type: 'APROBAR', paso: p.clave, revisorId: 1 };
    s = aplicarEvento(def, s, ev);
  }
  if (!s || s.context.actual !== paso) throw new Error(`la solicitud ${solicitudId} no llegó a ${paso}`);
  await createActivities({ db: e.db.db, publicUrl: 'https://ventanilla.opb.gob.mx' }).proyectarSolicitud({ solicitudId, snapshot: persistir(s), version: borrador.version + 1 });
  const ahora = (await repo.porId(solicitudId)) as Solicitud;
  // Started as after a restart (the stored snapshot, no 'enviar': the request was sent long ago).
  await e.deps.temporal.workflow.start(def.workflowType, {
    taskQueue: e.taskQueue,
    workflowId: ahora.workflowId,
    args: [{ solicitudId, datos: ahora.snapshot!.context.datos, snapshot: ahora.snapshot, version: ahora.version, plazosHoras: envio.plazosHoras }],
  });
}
