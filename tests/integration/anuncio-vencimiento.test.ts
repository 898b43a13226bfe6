// The permit year of a sign (domain/anuncios/comun.ts plazos) on Temporal's time-skipping server:
// an authorized request tells its taxpayer on 1 December (Chetumal) that the permit ends, with a
// link to renew, and is marked expired at the end of 31 December; the workflow then ends. A request
// still in review on 1 December is told when it is authorized; a draft is told nothing. Proven by
// skipping time, never by shortened constants.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Context } from '@temporalio/activity';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import type { WorkflowHandle } from '@temporalio/client';
import { and, eq, like } from 'drizzle-orm';
import type { Actividades } from '../../activities';
import { createActivities } from '../../activities';
import { anuncios, anunciosDetalle, estadosCuenta, notificaciones, solicitudes, solicitudesAnuncio } from '../../db/schema';
import { createSolicitudesRepository } from '../../api/tramites/solicitudes.repository';
import { folioAnuncio } from '../../domain/anuncios/comun';
import { tarifaAnuncios } from '../../domain/anuncios/tarifa';
import { PLAZO_ANUNCIO, avisoVencimientoAnuncio, vencimientoAnuncio, type DatosAnuncio } from '../../domain/anuncios/comun';
import { anuncio, anuncioExterno } from '../../domain/anuncios/definicion';
import { hoyCancun } from '../../domain/tramite/fechas';
import { SERVICIO } from '../../domain/tramite/servicios';
import { enviarUpdate, estadoQuery, pagoConfirmadoSignal, resolverUpdate, type EstadoWf } from '../../workflows/tramite/mensajes';
import { contribuyenteConPerfil, crearEntorno, establecimientoConLicencia, type Entorno } from './harness';
import { actividadesQueRegistran, conWorker, crearEntornoTiempo, esperar } from './time-skipping';

let env: TestWorkflowEnvironment;
// A server of its own for each test (time-skipping.ts, crearEntornoTiempo).
beforeEach(async () => {
  env = await crearEntornoTiempo();
});
afterEach(async () => env?.teardown());

/** The permit's year: the server's current year, or the next one once December has begun. */
async function anioPermiso(): Promise<number> {
  const hoy = hoyCancun(new Date(await env.currentTimeMs()));
  const y = Number(hoy.slice(0, 4));
  return hoy.slice(5, 7) === '12' ? y + 1 : y;
}

/** Recording activities that also note the (skipped) server time each notice was scheduled at. */
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

/** Decides the open task (staff) or confirms the payment (gateway), as people would. */
async function avanzar(h: WorkflowHandle): Promise<EstadoWf> {
  const e = await esperar(() => estado(h), (x) => x.snapshot.value !== 'revision' || x.tarea !== null);
  if (e.snapshot.value === 'pago') {
    await h.signal(pagoConfirmadoSignal, { servicio: SERVICIO.ANUNCIOS, folioPago: 'F-1756', orderId: 'O-1756' });
    return esperar(() => estado(h), (x) => x.version > e.version);
  }
  return h.executeUpdate(resolverUpdate, { args: [{ tareaId: e.tarea!.id, paso: e.tarea!.paso, resultado: 'aprobado', revisorId: 2 }] });
}

async function autorizar(h: WorkflowHandle): Promise<EstadoWf> {
  let e = await estado(h);
  for (let i = 0; i < 20 && e.snapshot.value !== 'terminada'; i++) e = await avanzar(h);
  return e;
}

let siguiente = 500;
const iniciar = (def: typeof anuncio, tq: string, datos: DatosAnuncio) =>
  env.client.workflow.start(def.workflowType, { taskQueue: tq, workflowId: `anu-venc-${def.clave}-${siguiente}-${Date.now()}`, args: [{ solicitudId: siguiente++, datos }] });

describe('the permit year of a sign on the time-skipping server', { timeout: 120_000 }, () => {
  it('authorized (high risk, in an establishment): notice on 1 December, expired after 31 December, then the workflow ends', async () => {
    const anio = await anioPermiso();
    const { acts, avisos, de } = actividades();
    const fin = await conWorker(env, acts, async (tq) => {
      const h = await iniciar(anuncio, tq, { altoRiesgo: true, renovacion: false, anio });
      await h.executeUpdate(enviarUpdate);
      const autorizada = await autorizar(h);
      expect(autorizada.estatus).toBe(4);
      expect(autorizada.snapshot.context.pasos.proteccion_civil.estatus).toBe(4);
      // Authorized, still running: the year's deadlines are pending.
      expect(autorizada.snapshot.context.plazos).toEqual({ [PLAZO_ANUNCIO.AVISO]: avisoVencimientoAnuncio(anio), [PLAZO_ANUNCIO.VENCIMIENTO]: vencimientoAnuncio(anio) });
      // A minute before 1 December 00:00 in Chetumal: nothing yet.
      await env.sleep(Math.max(1, avisoVencimientoAnuncio(anio) - (await env.currentTimeMs()) - 60_000));
      expect(avisos.filter((a) => a.evento === 'por_vencer')).toHaveLength(0);
      await env.sleep('2 minutes');
      await esperar(async () => avisos.length, () => avisos.some((a) => a.evento === 'por_vencer'));
      const q = await estado(h);
      expect(q.snapshot.context.extra).toMatchObject({ avisado: true, vencido: false });
      expect(q.estatus).toBe(4);
      // The rest of December skipped: expired, and the workflow ends by itself.
      return h.result();
    });
    expect(fin.estatus).toBe(4);
    expect(fin.snapshot.value).toBe('terminada');
    expect(fin.snapshot.context.extra).toMatchObject({ avisado: true, vencido: true });
    expect(Object.values(fin.snapshot.context.plazos).every((p) => p === null)).toBe(true);

    const porVencer = avisos.filter((a) => a.evento === 'por_vencer');
    expect(porVencer).toHaveLength(1);
    expect(porVencer[0].clave).toBe(`por_vencer-${anio}`);
    expect(porVencer[0].en).toBeGreaterThanOrEqual(avisoVencimientoAnuncio(anio));
    expect(porVencer[0].en - avisoVencimientoAnuncio(anio)).toBeLessThan(60_000);
    const vencida = avisos.filter((a) => a.evento === 'vencida');
    expect(vencida).toHaveLength(1);
    expect(vencida[0].en).toBeGreaterThanOrEqual(vencimientoAnuncio(anio));
    expect(vencida[0].en - vencimientoAnuncio(anio)).toBeLessThan(60_000);
    expect(avisos.map((a) => a.evento)).toEqual(['enviada', 'pago', 'terminada', 'por_vencer', 'vencida']);
    // Both projected, so the request's row says so.
    expect(de('proyectarSolicitud').length).toBeGreaterThanOrEqual(7);
  });

  it('still in review on 1 December (public road, low risk): told when authorized, not before', async () => {
    const anio = await anioPermiso();
    const { acts, avisos } = actividades();
    await conWorker(env, acts, async (tq) => {
      const h = await iniciar(anuncioExterno, tq, { altoRiesgo: false, renovacion: false, anio });
      const e = await h.executeUpdate(enviarUpdate);
      expect(e.snapshot.context.pasos.proteccion_civil.estatus).toBe(11);
      await env.sleep(Math.max(1, avisoVencimientoAnuncio(anio) - (await env.currentTimeMs()) + 3_600_000));
      expect(avisos.some((a) => a.evento === 'por_vencer')).toBe(false);
      const antes = await env.currentTimeMs();
      await autorizar(h);
      const q = await esperar(() => estado(h), (x) => x.snapshot.context.extra.avisado === true);
      expect(q.snapshot.context.extra).toMatchObject({ avisado: true, vencido: false });
      await esperar(async () => avisos.length, () => avisos.some((a) => a.evento === 'por_vencer'));
      const aviso = avisos.find((a) => a.evento === 'por_vencer')!;
      expect(aviso.en).toBeGreaterThanOrEqual(antes);
      expect(aviso.en).toBeLessThan(vencimientoAnuncio(anio));
      await h.terminate('fin de la prueba');
    });
    expect(avisos.filter((a) => a.evento === 'por_vencer')).toHaveLength(1);
    expect(avisos.some((a) => a.evento === 'vencida')).toBe(false);
  });

  it('a draft is told nothing, not even after 31 December', async () => {
    const anio = await anioPermiso();
    const { acts, avisos } = actividades();
    await conWorker(env, acts, async (tq) => {
      const h = await iniciar(anuncio, tq, { altoRiesgo: false, renovacion: false, anio });
      // Its first task done (it answers a query) before the year is skipped.
      await esperar(() => estado(h), (x) => x.snapshot.value === 'borrador');
      await env.sleep(Math.max(1, vencimientoAnuncio(anio) - (await env.currentTimeMs()) + 86_400_000));
      const q = await estado(h);
      expect(q.snapshot.value).toBe('borrador');
      expect(q.snapshot.context.extra).toMatchObject({ avisado: false, vencido: false });
      await h.terminate('fin de la prueba');
    });
    expect(avisos).toHaveLength(0);
  });
});

describe('with the real activities on a real database', { timeout: 180_000 }, () => {
  let e: Entorno;
  let base: { contribuyenteId: number; usuarioId: number; locacionId: number; nombre: string };
  beforeAll(async () => {
    e = await crearEntorno({}, { worker: false });
    const t = await contribuyenteConPerfil(e);
    const est = await establecimientoConLicencia(e, t, { nombre_comercial: 'TACOS EL ANUNCIO' });
    base = { contribuyenteId: t.contribuyenteId!, usuarioId: t.userId, locacionId: est.id, nombre: est.nombre };
  }, 120_000);
  afterAll(async () => e?.cerrar());

  /** A draft request with one lit sign and one row, straight to the database. */
  async function solicitud(anio: number) {
    return e.db.db.transaction(async (tx) => {
      const s = await createSolicitudesRepository({ db: e.db.db }).crear(tx, {
        def: anuncio,
        contribuyenteId: base.contribuyenteId,
        locacionId: base.locacionId,
        titulo: base.nombre,
        datos: { altoRiesgo: false, renovacion: false, anio },
        folio: (sid) => folioAnuncio('establecimiento', anio, sid),
      });
      await tx.insert(solicitudesAnuncio).values({ solicitudId: s.id, tipo: 'establecimiento', locacionId: base.locacionId, anio, tipoPropiedadId: 1 });
      const [a] = await tx.insert(anuncios).values({ solicitudId: s.id, tipoAnuncioId: 3, materialId: 3, formaInstalacion: 'Adosado a fachada', iluminado: true, propiedad: 1 }).returning();
      await tx.insert(anunciosDetalle).values({ anuncioId: a.id, tipoAnuncioId: 3, largo: '4.00', ancho: '1.50', materialId: 3, caras: 1 });
      return s;
    });
  }

  it('charges the tariff (importe stored), notifies on 1 December with the link, records the notice, expires after 31 December', async () => {
    const anio = await anioPermiso();
    const s = await solicitud(anio);
    const deps = { db: e.db.db, publicUrl: 'https://ventanilla.opb.gob.mx' };
    const acts: Actividades = createActivities(deps);
    const fin = await conWorker(env, acts, async (tq) => {
      const h = await env.client.workflow.start(anuncio.workflowType, { taskQueue: tq, workflowId: `${s.workflowId}-${Date.now()}`, args: [{ solicitudId: s.id, datos: { altoRiesgo: false, renovacion: false, anio } }] });
      await h.executeUpdate(enviarUpdate);
      expect((await autorizar(h)).estatus).toBe(4);
      await env.sleep(Math.max(1, avisoVencimientoAnuncio(anio) - (await env.currentTimeMs()) + 60_000));
      await esperar(
        async () => (await e.db.db.select().from(solicitudesAnuncio).where(eq(solicitudesAnuncio.solicitudId, s.id)))[0],
        (r) => r.avisoVencimientoAt !== null,
      );
      return h.result();
    });
    expect(fin.snapshot.context.extra).toMatchObject({ avisado: true, vencido: true });

    const esperado = tarifaAnuncios([{ tipo_anuncio_id: 3, largo: 4, ancho: 1.5, caras: 1 }], { iluminado: true });
    const [sa] = await e.db.db.select().from(solicitudesAnuncio).where(eq(solicitudesAnuncio.solicitudId, s.id));
    expect(sa.importe).toBe(esperado.total);
    expect(sa.avisoVencimientoAt).not.toBeNull();
    const [ec] = await e.db.db.select().from(estadosCuenta).where(and(eq(estadosCuenta.solicitudId, s.id), eq(estadosCuenta.servicioId, SERVICIO.ANUNCIOS)));
    expect(ec.total).toBe(esperado.total);
    expect(ec.conceptos).toEqual(esperado.conceptos);
    const [row] = await e.db.db.select().from(solicitudes).where(eq(solicitudes.id, s.id));
    expect(row.estatus).toBe(4);

    const avisos = await e.db.db
      .select()
      .from(notificaciones)
      .where(and(eq(notificaciones.usuarioId, base.usuarioId), like(notificaciones.dedupeKey, `anuncio-${s.id}-%`)));
    const porVencer = avisos.filter((n) => n.dedupeKey === `anuncio-${s.id}-por_vencer-por_vencer-${anio}`);
    expect(porVencer).toHaveLength(1);
    expect(porVencer[0].encabezado).toBe('Su permiso de anuncio vence el 31 de diciembre');
    expect(porVencer[0].descripcion).toContain(s.folio);
    expect(porVencer[0].link).toBe(`/admin/establecimientos/anuncios/${s.id}?establecimiento=${base.locacionId}`);
    expect(avisos.filter((n) => n.dedupeKey === `anuncio-${s.id}-vencida-vencida-${anio}`)).toHaveLength(1);
  });
});
