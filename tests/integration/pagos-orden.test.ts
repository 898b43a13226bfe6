// What the taxpayer is told when the gateway's window closes: GET pagosopb/orden/{id}
// answers paid, declined with the gateway's reason, or still pending, for the order's owner only.
// The simulated gateway runs on its own port, as a real one would; its confirmations go to an
// address where nobody listens, so a paid order is learnt by asking the gateway (reconciliation).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { firmar } from '../../activities/adapters/pasarela';
import { estadosCuenta, licencias, pagos, tareas } from '../../db/schema';
import { TARJETAS_PRUEBA } from '../../sim/municipio-demo';
import { SERVICIO } from '../../domain/tramite/servicios';
import { snapshotLicencia } from '../../api/licencias/licencia.dto';
import { createLicenciasRepository } from '../../api/licencias/licencias.repository';
import { SECRETO_PASARELA, cliente, contribuyenteConPerfil, crearEntorno, entrar, formularioLicencia, type Entorno } from './harness';

let e: Entorno;
beforeAll(async () => {
  // Port 9 (discard) refuses the connection: the gateway's confirmation never arrives by itself.
  e = await crearEntorno({ API_INTERNAL_URL: 'http://127.0.0.1:9' });
});
afterAll(async () => e?.cerrar());

const MOTIVO_BANCO = 'La tarjeta fue rechazada por el banco emisor. Intente con otra tarjeta o comuníquese con su banco.';

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

async function pasoActual(licenciaId: number) {
  const f = (await createLicenciasRepository({ db: e.db.db }).conEstablecimiento(licenciaId))!;
  return snapshotLicencia(f.lic, f.est).context.actual;
}

/** The taxpayer's card at the gateway's hosted page, as the browser posts it. */
async function cobrar(orderId: string, numero: string) {
  const res = await fetch(`${e.config.PASARELA_URL}/pasarela/cobrar`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ order_id: orderId, titular: 'JUANA PÉREZ CAAMAL', numero_tarjeta: numero, vencimiento: '12/30', cvv: '123' }).toString(),
  });
  await res.body?.cancel();
  return res.status;
}

describe('GET pagosopb/orden/{orderId}', () => {
  it('says pending, declined with the reason, or paid; a paid order is recorded once; only its owner asks', { timeout: 120_000 }, async () => {
    const t = await contribuyenteConPerfil(e);
    const alta = await t.post('/api/establecimientos', formularioLicencia());
    expect(alta.status).toBe(200);
    const est = alta.body.data as { id: number; external_id: string; licencia: { id: number }[] };
    const licenciaId = est.licencia[0].id;
    const [{ solicitudId }] = await e.db.db.select({ solicitudId: licencias.solicitudId }).from(licencias).where(eq(licencias.id, licenciaId));
    expect((await t.post(`/api/licencia/${licenciaId}/changestatus`, { estatus_licencia: 10 })).status).toBe(200);
    await resolver('coordinacion.sare', solicitudId, 'validacion_datos');
    await resolver('desarrollo.urbano', solicitudId, 'verificacion_uso_suelo');
    const edo = await hasta(async () => {
      const [x] = await e.db.db.select().from(estadosCuenta).where(and(eq(estadosCuenta.solicitudId, solicitudId), eq(estadosCuenta.servicioId, SERVICIO.USO_SUELO)));
      return x && (await pasoActual(licenciaId)) === 'pago_uso_suelo' ? x : null;
    }, 'estado de cuenta de uso de suelo');
    const nuevaOrden = async () => {
      const r = await t.post('/api/pagosopb/getFolio', { idServicio: SERVICIO.USO_SUELO, claveEstablecimiento: est.external_id, estatusEstadoCuenta: 4, folioEstadoCuenta: edo.folio });
      expect(r.status).toBe(200);
      return r.body.data.order_id as string;
    };
    const base = { folio: edo.folio, servicio: expect.any(String), folio_pago: null, motivo: null };

    // Nothing tried yet: pending.
    const primera = await nuevaOrden();
    const pendiente = await t.get(`/api/pagosopb/orden/${primera}`);
    expect(pendiente.status).toBe(200);
    expect(pendiente.body).toEqual({ success: true, message: '', data: { ...base, order_id: primera, estado: 'pendiente' } });

    // The bank declines the card: the taxpayer is told why.
    expect(await cobrar(primera, TARJETAS_PRUEBA.rechazada)).toBe(402);
    const rechazo = await t.get(`/api/pagosopb/orden/${primera}`);
    expect(rechazo.body.data).toEqual({ ...base, order_id: primera, estado: 'rechazado', motivo: MOTIVO_BANCO });

    // Nobody else learns anything of the order; a foreign order and a missing one answer alike.
    const otro = await contribuyenteConPerfil(e);
    const ajena = await otro.get(`/api/pagosopb/orden/${primera}`);
    expect(ajena.status).toBe(403);
    expect(ajena.body.message).toBe('Permiso denegado');
    expect((await otro.get('/api/pagosopb/orden/OPB1755NOEXISTE')).status).toBe(403);
    expect((await t.get('/api/pagosopb/orden/OPB1755NOEXISTE')).status).toBe(403);
    expect((await (await entrar(e, 'desarrollo.urbano')).get(`/api/pagosopb/orden/${primera}`)).status).toBe(403);
    expect((await cliente(e).get(`/api/pagosopb/orden/${primera}`)).status).toBe(401);
    const mala = await t.get(`/api/pagosopb/orden/${encodeURIComponent('OPB<script>')}`);
    expect(mala.status).toBe(422);
    expect(mala.body.errors).toEqual({ orderId: ['La orden de pago no es válida'] });

    // The retry is approved; its confirmation is lost on the way, so asking the gateway records it.
    const segunda = await nuevaOrden();
    expect(segunda).not.toBe(primera);
    expect(await cobrar(segunda, TARJETAS_PRUEBA.aprobada)).toBe(200);
    expect(await e.db.db.select().from(pagos).where(and(eq(pagos.orderId, segunda), eq(pagos.estado, 'pagado')))).toHaveLength(0);
    const pagado = await t.get(`/api/pagosopb/orden/${segunda}`);
    expect(pagado.body).toEqual({
      success: true,
      message: 'Pago registrado exitosamente',
      data: { ...base, order_id: segunda, estado: 'pagado', folio_pago: expect.stringMatching(/^OPB\d{14}$/) },
    });
    const folioPago = pagado.body.data.folio_pago as string;
    const [registrado] = await e.db.db.select().from(pagos).where(eq(pagos.orderId, segunda));
    expect(registrado).toMatchObject({ estado: 'pagado', folioPago });
    expect((await t.get(`/api/estadocuenta/${edo.id}`)).body.data).toMatchObject({ pagado: true });
    // The request's workflow heard it: the land-use payment goes to Desarrollo Urbano's validation.
    await hasta(async () => (await pasoActual(licenciaId)) === 'validacion_uso_suelo', 'validación del pago de uso de suelo');

    // Asked again, and the gateway's confirmation arriving late: still one payment, the same folio.
    expect((await t.get(`/api/pagosopb/orden/${segunda}`)).body.data).toMatchObject({ estado: 'pagado', folio_pago: folioPago });
    const cuerpo = JSON.stringify({ order_id: segunda, folio_pago: folioPago, autorizacion: registrado.autorizacion, monto: edo.total, estatus: 'PAGADO', pagado_at: new Date().toISOString() });
    const tarde = await e.app.inject({ method: 'POST', url: '/api/pagosopb/confirmacion', payload: cuerpo, headers: { 'content-type': 'application/json', 'x-pasarela-firma': firmar(cuerpo, SECRETO_PASARELA) } });
    expect(tarde.json().message).toBe('Pago ya registrado');
    expect(await e.db.db.select().from(pagos).where(eq(pagos.estado, 'pagado'))).toHaveLength(1);
  });
});
