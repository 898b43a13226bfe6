// Every route declares its answer (a zod response schema, published as OpenAPI), and the tests run
// the API in strict mode (harness: respuestasEstrictas), where an answer its schema would change
// is a 500. The other files reach almost every route; this one calls the few they do not, once
// each, so each of those answers is checked against its schema too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estadosCuenta, licencias } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { fechaLargaIso } from '../../domain/licencia/extemporaneo';
import { hoyCancun, sumarDias } from '../../domain/tramite/fechas';
import { SERVICIO } from '../../domain/tramite/servicios';
import { cliente, contribuyenteConPerfil, crearEntorno, formularioLicencia, moverLicencia, type Entorno } from './harness';

let e: Entorno;
beforeAll(async () => {
  e = await crearEntorno({}, { worker: false });
});
afterAll(async () => e?.cerrar());

describe('OpenAPI (api/docs)', () => {
  it('every API operation documents its success answer with a schema', async () => {
    const r = await e.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(r.statusCode).toBe(200);
    const doc = r.json() as { paths: Record<string, Record<string, { responses?: Record<string, { description?: string; content?: unknown }> }>> };
    const sinEsquema: string[] = [];
    for (const [ruta, ops] of Object.entries(doc.paths)) {
      if (!ruta.startsWith('/api/')) continue;
      for (const [metodo, op] of Object.entries(ops)) {
        const exito = Object.entries(op.responses ?? {}).filter(([codigo]) => codigo.startsWith('2'));
        if (!exito.length || exito.some(([, x]) => !x.content)) sinEsquema.push(`${metodo.toUpperCase()} ${ruta}`);
      }
    }
    expect(sinEsquema).toEqual([]);
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/api/')).length).toBeGreaterThan(80);
  });
});

describe('answers no other test reads, checked against their schemas', () => {
  it('an establishment with a beverage window, a late payment and its statements', async () => {
    const t = await contribuyenteConPerfil(e);
    // A restaurant-bar and a hotel: alcohol (a beverage window) and rooms; Licencias, not SARE.
    const alta = await t.post('/api/establecimientos', formularioLicencia({ giro_actividad_id: 11, actividades_secundarias: [12], numero_habitaciones: 8, has_licencia_bebidas: false, tipo_proceso_id: 1 }));
    expect(alta.status).toBe(200);
    const est = alta.body.data as { id: number; licencia: { id: number }[] };
    const licenciaId = est.licencia[0].id;
    await moverLicencia(e, licenciaId, [{ type: 'ENVIAR' }, { type: 'EXTRA', nombre: 'bebidas.requerida', datos: { desde: new Date().toISOString() } }]);
    const [lic] = await e.db.db.select().from(licencias).where(eq(licencias.id, licenciaId));
    const [edo] = await e.db.db
      .insert(estadosCuenta)
      .values({
        folio: `EC-PRUEBA-${licenciaId}`,
        solicitudId: lic.solicitudId,
        locacionId: est.id,
        contribuyenteId: t.contribuyenteId!,
        servicioId: SERVICIO.EXTEMPORANEO,
        conceptos: [{ concepto: 'Pago extemporáneo', importe: '565.70' }],
        total: '565.70',
        venceAt: '2026-12-31',
      })
      .returning();

    const bebidas = await t.get('/api/establecimientos/check-pending-licencias-bebidas-alcoholicas');
    expect(bebidas.status).toBe(200);
    expect(bebidas.body.data).toEqual([expect.objectContaining({ locacion_id: est.id, licencia_id: licenciaId, suspendida: false, dias_restantes: expect.any(Number) })]);

    for (const url of [
      `/api/establecimientos/getPagoExtemporaneo/${est.id}`,
      `/api/getFechaConfigExtemporaneo/${est.id}`,
      `/api/establecimientos/getDataExtemporaneo/${est.id}`,
      `/api/establecimientos/getPagoPredial/${est.id}`,
    ]) {
      const r = await t.get(url);
      expect(r.status, url).toBe(200);
      expect(r.body.success, url).toBe(true);
    }
    const datos = (await t.get(`/api/establecimientos/getDataExtemporaneo/${est.id}`)).body.data;
    expect(datos.estado_cuenta).toMatchObject({ id: edo.id, total: '565.70', pagado: false });
    // spec 1 §4.8: the deadline that passed is named, with the SAT date it counts from.
    const verbo = hoyCancun() > lic.fechaLimitePago! ? 'venció' : 'vence';
    expect(datos.plazo).toBe(`El plazo para pagar sin recargo ${verbo} el ${fechaLargaIso(lic.fechaLimitePago!)}, al cumplirse los 30 días posteriores a su fecha de alta en Hacienda (${fechaLargaIso(sumarDias(lic.fechaLimitePago!, -30))}).`);

    const estados = await t.get(`/api/establecimientos/getEstadosCuenta/${est.id}`);
    expect(estados.body.data).toEqual([expect.objectContaining({ id: edo.id, servicio_id: SERVICIO.EXTEMPORANEO, vence_at: '2026-12-31', folio_pago: null })]);
    expect((await t.get(`/api/estadocuenta/${edo.id}`)).body.data).toMatchObject({ folio: edo.folio, conceptos: [{ concepto: 'Pago extemporáneo', importe: '565.70' }] });

    for (const url of [`/api/estadocuenta/${edo.id}/pdf`, `/api/establecimientos/estadocuentaextemporaneo/${est.id}`]) {
      const pdf = await t.raw({ method: 'GET', url });
      expect(pdf.statusCode, url).toBe(200);
      expect(pdf.headers['content-type'], url).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString(), url).toBe('%PDF-');
    }
  });

  it('the colonias of a localidad, with their postal codes', async () => {
    const t = await contribuyenteConPerfil(e);
    const r = await t.get('/api/cat/colonias/1');
    expect(r.status).toBe(200);
    expect(r.body.data).toContainEqual(expect.objectContaining({ label: 'CENTRO', codigo_postal: '77000' }));
    expect((await cliente(e).get('/api/cat/colonias/1')).status).toBe(401);
  });
});
