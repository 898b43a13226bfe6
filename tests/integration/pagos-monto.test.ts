// A signed gateway confirmation of another amount than the statement's (an outside probe paid
// 0.01 against $1,385.97 and the statement read as paid): refused, the statement and the order
// stay unpaid, the request's workflow is not told, and the operators' log says so (spec 1 §7.5:
// the amount always comes from the statement). The same for a property-tax order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { CABECERA_FIRMA, firmar } from '../../activities/adapters/pasarela';
import { bitacoraOperacion, estadosCuenta, licencias, pagos, predialOrdenes, tareas } from '../../db/schema';
import { SERVICIO } from '../../domain/tramite/servicios';
import { snapshotLicencia } from '../../api/licencias/licencia.dto';
import { createLicenciasRepository } from '../../api/licencias/licencias.repository';
import { CLAVES_DEMO } from '../../sim/municipio-demo';
import { SECRETO_PASARELA, cliente, contribuyenteConPerfil, crearEntorno, entrar, formularioLicencia, type Entorno } from './harness';

let e: Entorno;
beforeAll(async () => {
  // Port 9 refuses the connection: only the confirmations this test signs arrive.
  e = await crearEntorno({ API_INTERNAL_URL: 'http://127.0.0.1:9' });
});
afterAll(async () => e?.cerrar());

async function hasta<T>(leer: () => Promise<T | null | undefined | false>, que: string): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const v = await leer();
    if (v) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no ocurrió: ${que}`);
}

async function resolver(usuario: string, solicitudId: number, paso: string) {
  const staff = await entrar(e, usuario);
  const t = await hasta(async () => {
    const [x] = await e.db.db.select().from(tareas).where(and(eq(tareas.solicitudId, solicitudId), eq(tareas.paso, paso), eq(tareas.estado, 'pendiente')));
    return x;
  }, `tarea ${paso}`);
  expect((await staff.post(`/api/tareas/${t.id}/resolver`, { resultado: 'aprobado' })).status).toBe(200);
}

const pasoActual = async (licenciaId: number) => {
  const f = (await createLicenciasRepository({ db: e.db.db }).conEstablecimiento(licenciaId))!;
  return snapshotLicencia(f.lic, f.est).context.actual;
};

/** The gateway's confirmation, signed with its secret: only the amount is not the statement's. */
function confirmar(orderId: string, folioPago: string, monto: string) {
  const cuerpo = JSON.stringify({ order_id: orderId, folio_pago: folioPago, autorizacion: 'A0001', monto, estatus: 'PAGADO', pagado_at: new Date().toISOString() });
  return e.app.inject({ method: 'POST', url: '/api/pagosopb/confirmacion', payload: cuerpo, headers: { 'content-type': 'application/json', [CABECERA_FIRMA]: firmar(cuerpo, SECRETO_PASARELA) } });
}

const registros = (folio: string) => e.db.db.select().from(bitacoraOperacion).where(and(eq(bitacoraOperacion.accion, 'pago_monto_distinto'), eq(bitacoraOperacion.folio, folio)));

describe('a confirmation whose amount is not the statement\'s', () => {
  it('is refused and recorded; the statement stays unpaid until the right amount is confirmed', { timeout: 120_000 }, async () => {
    const t = await contribuyenteConPerfil(e);
    const alta = await t.post('/api/establecimientos', formularioLicencia());
    expect(alta.status).toBe(200);
    const est = alta.body.data as { external_id: string; licencia: { id: number }[] };
    const licenciaId = est.licencia[0].id;
    const [{ solicitudId }] = await e.db.db.select({ solicitudId: licencias.solicitudId }).from(licencias).where(eq(licencias.id, licenciaId));
    expect((await t.post(`/api/licencia/${licenciaId}/changestatus`, { estatus_licencia: 10 })).status).toBe(200);
    await resolver('coordinacion.sare', solicitudId, 'validacion_datos');
    await resolver('desarrollo.urbano', solicitudId, 'verificacion_uso_suelo');
    const edo = await hasta(async () => {
      const [x] = await e.db.db.select().from(estadosCuenta).where(and(eq(estadosCuenta.solicitudId, solicitudId), eq(estadosCuenta.servicioId, SERVICIO.USO_SUELO)));
      return x && (await pasoActual(licenciaId)) === 'pago_uso_suelo' ? x : null;
    }, 'estado de cuenta de uso de suelo');
    expect(Number(edo.total)).toBeGreaterThan(1);
    const orden = await t.post('/api/pagosopb/getFolio', { idServicio: SERVICIO.USO_SUELO, claveEstablecimiento: est.external_id, estatusEstadoCuenta: 4, folioEstadoCuenta: edo.folio });
    expect(orden.status).toBe(200);
    const orderId = orden.body.data.order_id as string;

    // One cent against the statement's total, signed with the gateway's secret: refused.
    const centavo = await confirmar(orderId, 'FP-UN-CENTAVO', '0.01');
    expect(centavo.statusCode).toBe(409);
    expect(centavo.json()).toMatchObject({ success: false, message: 'El monto confirmado no coincide con el del estado de cuenta' });
    // Nothing moved: the order, the statement and the request's step are as they were.
    const [p] = await e.db.db.select().from(pagos).where(eq(pagos.orderId, orderId));
    expect(p).toMatchObject({ estado: 'pendiente', folioPago: null, confirmadoAt: null });
    const [despues] = await e.db.db.select().from(estadosCuenta).where(eq(estadosCuenta.id, edo.id));
    expect(despues).toMatchObject({ estatus: edo.estatus, pagadoAt: null });
    expect((await t.get(`/api/estadocuenta/${edo.id}`)).body.data).toMatchObject({ pagado: false });
    expect(await pasoActual(licenciaId)).toBe('pago_uso_suelo');

    // Recorded once, however often the gateway retries it; root and operations read it in the console.
    expect((await confirmar(orderId, 'FP-UN-CENTAVO', '0.01')).statusCode).toBe(409);
    const filas = await registros(edo.folio);
    expect(filas).toHaveLength(1);
    expect(filas[0]).toMatchObject({ usuarioId: null, workflowId: expect.stringContaining(String(solicitudId)) });
    expect(filas[0].resultado).toContain(orderId);
    expect(filas[0].resultado).toContain('$0.01');
    for (const quien of ['root', 'operativo']) {
      const consola = await (await entrar(e, quien)).get('/api/operacion');
      expect(consola.status, quien).toBe(200);
      expect(consola.body.data.acciones).toContainEqual(
        expect.objectContaining({ usuario: 'Pasarela de pagos', accion: 'pago_monto_distinto', folio: edo.folio, resultado: filas[0].resultado }),
      );
    }
    // One cent more than the total is not the total either.
    const mas = (Math.round(Number(edo.total) * 100) + 1) / 100;
    expect((await confirmar(orderId, 'FP-DE-MAS', mas.toFixed(2))).statusCode).toBe(409);
    expect(await registros(edo.folio)).toHaveLength(2);

    // The statement's own amount is recorded as ever, and the workflow hears it.
    const buena = await confirmar(orderId, 'FP-CORRECTO', edo.total);
    expect(buena.statusCode, buena.body).toBe(200);
    expect((await t.get(`/api/estadocuenta/${edo.id}`)).body.data).toMatchObject({ pagado: true });
    await hasta(async () => (await pasoActual(licenciaId)) === 'validacion_uso_suelo', 'validación del pago de uso de suelo');
  });

  it('the same for a property-tax order paid without a session', async () => {
    const r = await cliente(e).post('/api/pagosopb/getFolio', { idServicio: 2, claveEstablecimiento: CLAVES_DEMO.adeudo, estatusEstadoCuenta: 'A', folioEstadoCuenta: 1 });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const orderId = r.body.data.order_id as string;
    const c = await confirmar(orderId, 'FP-PREDIAL-CENTAVO', '0.01');
    expect(c.statusCode).toBe(409);
    const [o] = await e.db.db.select().from(predialOrdenes).where(eq(predialOrdenes.orderId, orderId));
    expect(o).toMatchObject({ estado: 'pendiente', folioPago: null });
    const filas = await registros(`PREDIAL-${CLAVES_DEMO.adeudo}`);
    expect(filas).toHaveLength(1);
    expect(filas[0]).toMatchObject({ workflowId: orderId, usuarioId: null });
    // The property-tax office was not told: the tax is still owed.
    expect((await (await contribuyenteConPerfil(e)).get(`/api/predial/${CLAVES_DEMO.adeudo}/pagado`)).body.data).toBe(false);
  });
});
