// The API's side of the licence procedure: starts or advances the workflow and answers with the
// state the workflow reached (the projection is already written when an Update returns).
import { WithStartWorkflowOperation, WorkflowNotFoundError } from '@temporalio/client';
import { and, eq } from 'drizzle-orm';
import { contribuyentes, documentos, type Establecimiento, type Licencia } from '../../db/schema';
import { requierePatente } from '../../domain/licencia/catalogos';
import { plazosPara, type Plazos } from '../../domain/licencia/plazos';
import { SA } from '../../workflows/search-attributes';
import {
  bebidasComprobanteSignal,
  comprobanteUpdate,
  enviarLicenciaUpdate,
  enviarUsoSueloUpdate,
  licenciaBebidasSignal,
  licenciaWorkflowId,
  pagoConfirmadoSignal,
  resolverLicenciaUpdate,
  type EstadoLicenciaWf,
  type LicenciaWorkflowInput,
  type PagoConfirmadoArgs,
  type ResolverLicenciaArgs,
} from '../../workflows/licencia/defs';
import { nombreDe } from '../contribuyentes/perfil.procedimiento';
import type { AppDeps } from '../lib/contexto';
import { errorDeTemporal } from '../lib/temporal-errors';

function plazosConfigurados(deps: AppDeps): Partial<Plazos> {
  try {
    return deps.config.PLAZOS_LICENCIAS ? (JSON.parse(deps.config.PLAZOS_LICENCIAS) as Partial<Plazos>) : {};
  } catch {
    return {};
  }
}

/** spec 1 §4.8: the beverage window runs from the upload of the beverage-licence payment proof. */
async function bebidasDesde(deps: AppDeps, est: Establecimiento): Promise<string | null> {
  if (!requierePatente([est.giroActividadId, ...est.actividadesSecundarias]) || est.hasLicenciaBebidas) return null;
  const [doc] = await deps.db
    .select({ createdAt: documentos.createdAt })
    .from(documentos)
    .where(and(eq(documentos.locacionId, est.id), eq(documentos.codigo, 'pago_licencia_bebidas')));
  return doc ? doc.createdAt.toISOString() : null;
}

const conLimite = <T>(deps: AppDeps, fn: () => Promise<T>) =>
  deps.temporal.withAbortSignal(AbortSignal.timeout(deps.config.UPDATE_TIMEOUT_MS), fn);

export async function enviarLicencia(deps: AppDeps, lic: Licencia, est: Establecimiento, usuarioId: number): Promise<EstadoLicenciaWf> {
  const [c] = await deps.db.select().from(contribuyentes).where(eq(contribuyentes.id, est.contribuyenteId));
  const input: LicenciaWorkflowInput = {
    licenciaId: lic.id,
    locacionId: est.id,
    contribuyenteId: est.contribuyenteId,
    usuarioId,
    email: c.email,
    rfc: c.rfc,
    folio: lic.folio,
    solicitante: nombreDe(c),
    nombreComercial: est.nombreComercial,
    tipoProceso: est.tipoProcesoId,
    tieneUsoSuelo: est.tieneUsoSuelo,
    fechaLimitePago: lic.fechaLimitePago,
    bebidasDesde: await bebidasDesde(deps, est),
    plazos: plazosPara(est.tipoProcesoId, plazosConfigurados(deps)),
  };
  const start = new WithStartWorkflowOperation('licenciaWorkflow', {
    workflowId: licenciaWorkflowId(lic.id),
    taskQueue: deps.config.TASK_QUEUE,
    args: [input],
    // A returned request that is resent goes to the same running workflow.
    workflowIdConflictPolicy: 'USE_EXISTING',
    typedSearchAttributes: [
      { key: SA.Folio, value: lic.folio },
      { key: SA.RFC, value: c.rfc },
      { key: SA.Procedimiento, value: 'licencia' },
      { key: SA.Estatus, value: String(lic.estatusLicencia) },
      { key: SA.Area, value: 'contribuyente' },
    ],
    memo: { solicitante: input.solicitante, establecimiento: est.nombreComercial },
  });
  try {
    return await conLimite(deps, () => deps.temporal.workflow.executeUpdateWithStart(enviarLicenciaUpdate, { startWorkflowOperation: start }));
  } catch (e) {
    throw errorDeTemporal(e);
  }
}

async function update<T extends unknown[]>(deps: AppDeps, licenciaId: number, fn: (h: ReturnType<AppDeps['temporal']['workflow']['getHandle']>) => Promise<T[0]>) {
  try {
    return await conLimite(deps, () => fn(deps.temporal.workflow.getHandle(licenciaWorkflowId(licenciaId))));
  } catch (e) {
    throw errorDeTemporal(e);
  }
}

export const enviarUsoSuelo = (deps: AppDeps, licenciaId: number) =>
  update<[EstadoLicenciaWf]>(deps, licenciaId, (h) => h.executeUpdate(enviarUsoSueloUpdate));

export const resolverTareaLicencia = (deps: AppDeps, workflowId: string, args: ResolverLicenciaArgs) =>
  conLimite(deps, () => deps.temporal.workflow.getHandle(workflowId).executeUpdate(resolverLicenciaUpdate, { args: [args] })).catch((e: unknown) => {
    throw errorDeTemporal(e);
  });

export const comprobanteRecibido = (deps: AppDeps, licenciaId: number, servicio: number) =>
  update<[EstadoLicenciaWf]>(deps, licenciaId, (h) => h.executeUpdate(comprobanteUpdate, { args: [{ servicio }] }));

/** Signals are fire-and-forget: the payment is already recorded in Postgres before this. */
export async function senalPagoConfirmado(deps: AppDeps, licenciaId: number, args: PagoConfirmadoArgs): Promise<void> {
  await deps.temporal.workflow.getHandle(licenciaWorkflowId(licenciaId)).signal(pagoConfirmadoSignal, args);
}

export async function senalBebidas(deps: AppDeps, licenciaId: number, evento: 'comprobante' | 'licencia', desde?: Date): Promise<void> {
  const h = deps.temporal.workflow.getHandle(licenciaWorkflowId(licenciaId));
  try {
    if (evento === 'licencia') await h.signal(licenciaBebidasSignal);
    else await h.signal(bebidasComprobanteSignal, { desde: (desde ?? new Date()).toISOString() });
  } catch {
    // No running workflow (a draft, or a licence already closed): the next send reads the documents.
  }
}

/**
 * A returned request (5) whose establishment the taxpayer deletes: its workflow stops waiting for
 * a resend (cancelled, its timers with it), so no request is left open with nobody to answer it.
 * A licence that never reached a workflow, or whose workflow already ended, needs nothing.
 */
export async function cancelarLicencia(deps: AppDeps, licenciaId: number): Promise<void> {
  try {
    await conLimite(deps, () => deps.temporal.workflow.getHandle(licenciaWorkflowId(licenciaId)).cancel());
  } catch (e) {
    if (e instanceof WorkflowNotFoundError) return;
    throw errorDeTemporal(e);
  }
}
