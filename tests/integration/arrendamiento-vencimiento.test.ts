// The lease's term (domain/arrendamientos/definicion.ts plazos) on Temporal's time-skipping server:
// the contract's end date (EVENTO_ARRENDAMIENTO.VIGENCIA, signalled before the contract is
// delivered) arms two timers that fire only once the lease is approved — the notice 30 days before
// fecha_fin (00:00 Chetumal), once, and the expiry at the end of fecha_fin, after which the workflow
// ends. A lease not yet approved is told nothing. Then with the real activities: the 1759 fee is
// the stored 10 % of the rent, the row records the notice and the expiry, the lessee is e-mailed
// once. Proven by skipping time, never by shortened constants.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Context } from '@temporalio/activity';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import type { WorkflowHandle } from '@temporalio/client';
import { and, eq } from 'drizzle-orm';
import type { Actividades } from '../../activities';
import { CONCEPTO_ARRENDAMIENTO } from '../../activities/arrendamientos.activities';
import { createActivities } from '../../activities';
import { correos, estadosCuenta, solicitudes, solicitudesArrendamiento } from '../../db/schema';
import { arrendamiento, avisoVencimientoArrendamiento, EVENTO_ARRENDAMIENTO, PASO_ARRENDAMIENTO, vencimientoArrendamiento } from '../../domain/arrendamientos/definicion';
import { hoyCancun, sumarDias } from '../../domain/tramite/fechas';
import { SERVICIO } from '../../domain/tramite/servicios';
import { entregarUpdate, enviarUpdate, estadoQuery, eventoSignal, pagoConfirmadoSignal, resolverUpdate, type EstadoWf } from '../../workflows/tramite/mensajes';
import { contribuyenteConPerfil, crearEntorno, type Entorno } from './harness';
import { mundoArrendamiento } from './mundo-arrendamiento';
import { actividadesQueRegistran, conWorker, crearEntornoTiempo, esperar } from './time-skipping';

let env: TestWorkflowEnvironment;
// A server of its own for each test (time-skipping.ts, crearEntornoTiempo).
beforeEach(async () => {
  env = await crearEntornoTiempo();
});
afterEach(async () => env?.teardown());

/** A contract end date `dias` days after the server's (skipped) today in Chetumal. */
const finEn = async (dias: number) => sumarDias(hoyCancun(new Date(await env.currentTimeMs())), dias);

function actividades() {
  const r = actividadesQueRegistran();
  const avisos: { evento: string; clave: string; en: number }[] = [];
  const acts: Actividades = {
    ...r.acts,
    notificarTramite: async (a) => {
      avisos.push({ evento: a.evento, clave: a.clave, en: Context.current().info.currentAttemptScheduledTimestampMs });
      await r.acts.notificarTramite(a);
    },
  };
  return { ...r, acts, avisos };
}

const estado = (h: WorkflowHandle) => h.query(estadoQuery);

/** Mercados approves the open task. */
async function aprobar(h: WorkflowHandle, paso: string): Promise<EstadoWf> {
  const e = await esperar(() => estado(h), (x) => x.tarea?.paso === paso);
  return h.executeUpdate(resolverUpdate, { args: [{ tareaId: e.tarea!.id, paso, resultado: 'aprobado', revisorId: 2 }] });
}

/** Sent, the request validated, the contract's end date signalled and the contract delivered: in Mercados' contract review. */
async function hastaRevisionContrato(h: WorkflowHandle, fechaFin: string): Promise<EstadoWf> {
  await h.executeUpdate(enviarUpdate);
  const e = await aprobar(h, PASO_ARRENDAMIENTO.SOLICITUD);
  expect(e.snapshot.value).toBe('entrega');
  await h.signal(eventoSignal, { nombre: EVENTO_ARRENDAMIENTO.VIGENCIA, datos: { fechaFin } });
  await esperar(() => estado(h), (x) => x.snapshot.context.extra.fechaFin === fechaFin);
  return h.executeUpdate(entregarUpdate, { args: [{ paso: PASO_ARRENDAMIENTO.CONTRATO }] });
}

/** The contract validated, the 1759 fee paid, the payment validated: approved (4). */
async function aprobarTodo(h: WorkflowHandle): Promise<EstadoWf> {
  await aprobar(h, PASO_ARRENDAMIENTO.REVISION_CONTRATO);
  await esperar(() => estado(h), (x) => x.snapshot.value === 'pago');
  await h.signal(pagoConfirmadoSignal, { servicio: SERVICIO.ARRENDAMIENTO_MERCADO, folioPago: 'F-1759', orderId: 'O-1759' });
  return aprobar(h, PASO_ARRENDAMIENTO.VALIDACION);
}

let siguiente = 700;
const iniciar = (tq: string, solicitudId = siguiente++, workflowId = `arr-venc-${solicitudId}-${Date.now()}`) =>
  env.client.workflow.start(arrendamiento.workflowType, { taskQueue: tq, workflowId, args: [{ solicitudId, datos: {} }] });

describe('the lease’s term on the time-skipping server', { timeout: 120_000 }, () => {
  it('approved: notice 30 days before fecha_fin (once), expired at its end, then the workflow ends', async () => {
    const fechaFin = await finEn(75);
    const aviso = avisoVencimientoArrendamiento(fechaFin);
    const vence = vencimientoArrendamiento(fechaFin);
    const { acts, avisos } = actividades();
    const fin = await conWorker(env, acts, async (tq) => {
      const h = await iniciar(tq);
      await hastaRevisionContrato(h, fechaFin);
      const aprobada = await aprobarTodo(h);
      expect(aprobada.estatus).toBe(4);
      expect(aprobada.snapshot.value).toBe('terminada');
      expect(aprobada.snapshot.context.plazos).toMatchObject({ aviso_vencimiento: aviso, vencimiento: vence });
      // A minute before 00:00 Chetumal, 30 days before: nothing yet.
      await env.sleep(Math.max(1, aviso - (await env.currentTimeMs()) - 60_000));
      expect(avisos.some((a) => a.evento === 'por_vencer')).toBe(false);
      await env.sleep('2 minutes');
      await esperar(async () => avisos.length, () => avisos.some((a) => a.evento === 'por_vencer'));
      expect((await estado(h)).snapshot.context.extra).toMatchObject({ fechaFin, avisado: true, vencido: false });
      // A week later: still told once.
      await env.sleep('7 days');
      expect(avisos.filter((a) => a.evento === 'por_vencer')).toHaveLength(1);
      return h.result();
    });
    expect(fin.snapshot.value).toBe('terminada');
    expect(fin.snapshot.context.extra).toMatchObject({ fechaFin, avisado: true, vencido: true });
    const porVencer = avisos.filter((a) => a.evento === 'por_vencer');
    expect(porVencer).toHaveLength(1);
    expect(porVencer[0].clave).toBe(`por_vencer-${fechaFin}`);
    expect(porVencer[0].en - aviso).toBeLessThan(60_000);
    expect(porVencer[0].en).toBeGreaterThanOrEqual(aviso);
    const vencido = avisos.filter((a) => a.evento === 'vencido');
    expect(vencido).toHaveLength(1);
    expect(vencido[0].en).toBeGreaterThanOrEqual(vence);
    expect(vencido[0].en - vence).toBeLessThan(60_000);
    expect(avisos.map((a) => a.evento)).toEqual(['enviada', 'entrega', 'pago', 'terminada', 'por_vencer', 'vencido']);
  });

  it('a lease not yet approved (its contract in review) is told nothing, not even after fecha_fin', async () => {
    const fechaFin = await finEn(40);
    const { acts, avisos } = actividades();
    await conWorker(env, acts, async (tq) => {
      const h = await iniciar(tq);
      const e = await hastaRevisionContrato(h, fechaFin);
      expect(e.snapshot.context.actual).toBe(PASO_ARRENDAMIENTO.REVISION_CONTRATO);
      await env.sleep(Math.max(1, vencimientoArrendamiento(fechaFin) - (await env.currentTimeMs()) + 86_400_000));
      const q = await estado(h);
      expect(q.snapshot.value).toBe('revision');
      expect(q.snapshot.context.extra).toMatchObject({ fechaFin, avisado: false, vencido: false });
      await h.terminate('fin de la prueba');
    });
    expect(avisos.some((a) => a.evento === 'por_vencer' || a.evento === 'vencido')).toBe(false);
  });

  it('a draft with no contract is told nothing', async () => {
    const { acts, avisos } = actividades();
    await conWorker(env, acts, async (tq) => {
      const h = await iniciar(tq);
      await env.sleep('400 days');
      const q = await estado(h);
      expect(q.snapshot.value).toBe('borrador');
      expect(q.snapshot.context.extra).toMatchObject({ fechaFin: null, avisado: false, vencido: false });
      await h.terminate('fin de la prueba');
    });
    expect(avisos).toHaveLength(0);
  });
});

describe('with the real activities on a real database', { timeout: 180_000 }, () => {
  let e: Entorno;
  let base: { contribuyenteId: number; rfc: string };
  beforeAll(async () => {
    e = await crearEntorno({}, { worker: false });
    const t = await contribuyenteConPerfil(e);
    base = { contribuyenteId: t.contribuyenteId!, rfc: t.rfc };
  }, 120_000);
  afterAll(async () => e?.cerrar());

  it('charges 10 % of the rent (1759), records the notice and the expiry, e-mails the lessee once', async () => {
    const { solicitudId } = await mundoArrendamiento(e, base);
    const fechaFin = await finEn(45);
    await e.db.db
      .update(solicitudesArrendamiento)
      .set({ fechaInicio: '2026-01-01', fechaFin, rentaMes: '2345.55', porcenAyunta: '234.56', arrendatarioNombre: 'ROSA PÉREZ', arrendatarioCorreo: 'rosa@example.mx', contratoGuardadoAt: new Date() })
      .where(eq(solicitudesArrendamiento.solicitudId, solicitudId));
    const [s] = await e.db.db.select().from(solicitudes).where(eq(solicitudes.id, solicitudId));
    const deps = { db: e.db.db, publicUrl: 'https://ventanilla.opb.gob.mx' };
    const acts: Actividades = createActivities(deps);
    const fin = await conWorker(env, acts, async (tq) => {
      const h = await iniciar(tq, solicitudId, `${s.workflowId}-${Date.now()}`);
      await hastaRevisionContrato(h, fechaFin);
      expect((await aprobarTodo(h)).estatus).toBe(4);
      await env.sleep(Math.max(1, avisoVencimientoArrendamiento(fechaFin) - (await env.currentTimeMs()) + 60_000));
      await esperar(
        async () => (await e.db.db.select().from(solicitudesArrendamiento).where(eq(solicitudesArrendamiento.solicitudId, solicitudId)))[0],
        (r) => r.avisoVencimientoAt !== null,
      );
      const [r] = await e.db.db.select().from(solicitudesArrendamiento).where(eq(solicitudesArrendamiento.solicitudId, solicitudId));
      expect(r.vencidoAt).toBeNull();
      return h.result();
    });
    expect(fin.snapshot.context.extra).toMatchObject({ avisado: true, vencido: true });

    const [ec] = await e.db.db.select().from(estadosCuenta).where(and(eq(estadosCuenta.solicitudId, solicitudId), eq(estadosCuenta.servicioId, SERVICIO.ARRENDAMIENTO_MERCADO)));
    expect(ec.total).toBe('234.56');
    expect(ec.conceptos).toEqual([{ concepto: CONCEPTO_ARRENDAMIENTO, importe: '234.56' }]);
    const [r] = await e.db.db.select().from(solicitudesArrendamiento).where(eq(solicitudesArrendamiento.solicitudId, solicitudId));
    expect(r.avisoVencimientoAt).not.toBeNull();
    expect(r.vencidoAt).not.toBeNull();
    const alArrendatario = await e.db.db.select().from(correos).where(eq(correos.para, 'rosa@example.mx'));
    expect(alArrendatario).toHaveLength(1);
    expect(alArrendatario[0].texto).toContain(s.folio);
    expect(alArrendatario[0].texto).toContain(fechaFin);
    expect(alArrendatario[0].asunto).toContain('por vencer');
  });
});
