// A market stall's opening through the API (spec 1 §2.4 Mercados →
// Apertura, §3, §4.6 answer 4, §5.5, §5.6, §9): the market catalogue, the market padrón's stall, the
// request registered with the key MERCADO and its market's address, sent, and its data validation in
// Mercados' inbox (area 27), resolved by the `mercados` account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { licencias } from '../../db/schema';
import { formularioMercadoEjemplo } from '../../sim/formularios';
import { cliente, contribuyenteConPerfil, crearEntorno, entrar, perfilFisica, tareaAbierta, type Entorno } from './harness';

let e: Entorno;
beforeAll(async () => {
  e = await crearEntorno();
});
afterAll(async () => e?.cerrar());

async function solicitudDe(licenciaId: number) {
  const [l] = await e.db.db.select({ id: licencias.solicitudId }).from(licencias).where(eq(licencias.id, licenciaId));
  return l.id;
}

describe('market stall opening (spec 1 §2.4, §5.6, §9)', () => {
  it('GET /api/mercados/list: the markets of the municipality, each with its address', async () => {
    const t = await contribuyenteConPerfil(e);
    const r = await t.get('/api/mercados/list');
    expect(r.status).toBe(200);
    expect(r.body.data.map((m: { label: string }) => m.label)).toEqual([
      'Mercado 5 de Abril',
      'Mercado Andrés Quintana Roo',
      'Mercado de Calderitas',
      'Mercado Ignacio Manuel Altamirano',
      'Mercado Lázaro Cárdenas del Río',
    ]);
    const lazaro = r.body.data.find((m: { id: number }) => m.id === 1);
    expect(lazaro).toMatchObject({
      tipo_local_detalle_id: 201,
      domicilio: { codigo_postal: '77010', colonia_id: 4, calle_id: 408, calle: 'CALZADA VERACRUZ', colonia: 'ADOLFO LÓPEZ MATEOS', localidad: 'CHETUMAL', entidad_id: 23, municipio_id: 4 },
    });
    expect(lazaro.domicilio_texto).toBe('CALZADA VERACRUZ S/N, ADOLFO LÓPEZ MATEOS, C.P. 77010, CHETUMAL');
    expect((await cliente(e).get('/api/mercados/list')).status).toBe(401);
  });

  it('spec 1 §4.6: a concessionaire of the market padrón is told so, with the market and stall to pre-select', async () => {
    const rfc = 'VECJ880326LP5';
    expect((await cliente(e).post('/api/signup', { rfc, email: 'julieta.velazquez@example.mx', password: 'ClaveSegura1' })).status).toBe(200);
    const t = await entrar(e, rfc, 'ClaveSegura1');
    expect((await t.put(`/api/contribuyentes/${t.contribuyenteId}`, perfilFisica(rfc))).status).toBe(200);
    const r = await t.get(`/api/locales-mercados/concesionarioByRFC/${rfc}`);
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Se encuentra en el padrón de locatarios de mercados');
    expect(r.body.data).toEqual({ nombre: 'JULIETA VELÁZQUEZ CANCHÉ', rfc, mercado: 'Mercado Lázaro Cárdenas', mercado_id: 1, local: 'A-14' });
  });

  it('registers with MERCADO and the market’s address, is sent, and Mercados (27) validates its data', { timeout: 60_000 }, async () => {
    const t = await contribuyenteConPerfil(e);
    // The address typed in the form does not count: the market's does (Altamirano, in the centre).
    const alta = await t.post('/api/establecimientos', formularioMercadoEjemplo({ mercado_id: 2, tipo_local_detalle_id: 201, arrendatario_mercado: true, mes_pago_piso_f: '03' }));
    expect(alta.status, JSON.stringify(alta.body)).toBe(200);
    expect(alta.body.message).toBe('Establecimiento registrado exitosamente');
    const { id } = alta.body.data;
    const licenciaId: number = alta.body.data.licencia[0].id;

    const d = (await t.get(`/api/establecimientos/${id}`)).body.data;
    expect(d).toMatchObject({
      clave_catastral: 'MERCADO',
      tipo_local_id: 2,
      tipo_local_detalle_id: 202,
      mercado_apertura: true,
      mercado_id: 2,
      muchos_locales: ['A-14', 'A-15'],
      pasillo: 'A',
      arrendatario_mercado: true,
      mes_pago_piso_f: '03',
      domicilio: { codigo_postal: '77000', colonia_id: 1, calle_id: 108, calle: 'CALLE EFRAÍN AGUILAR', numero_exterior: 'S/N', cruzamiento1: 'AV. HÉROES', cruzamiento2: 'AV. BENITO JUÁREZ' },
    });

    const env = await t.post(`/api/licencia/${licenciaId}/changestatus`, { estatus_licencia: 10 });
    expect(env.status, JSON.stringify(env.body)).toBe(200);
    const tarea = await tareaAbierta(e, await solicitudDe(licenciaId), 'validacion_datos');
    expect(tarea.areaId).toBe(27);

    // The licensing areas do not see it; Mercados does, with the market's data to check.
    for (const otra of ['revisor.licencias', 'coordinacion.sare']) expect((await (await entrar(e, otra)).get(`/api/tareas/${tarea.id}`)).status).toBe(403);
    const mercados = await entrar(e, 'mercados');
    const det = await mercados.get(`/api/tareas/${tarea.id}`);
    expect(det.status).toBe(200);
    expect(det.body.data.detalle.establecimiento).toMatchObject({ mercado: 'Mercado Ignacio Manuel Altamirano', muchos_locales: ['A-14', 'A-15'], pasillo: 'A', arrendatario_mercado: true });
    expect((await mercados.post(`/api/tareas/${tarea.id}/resolver`, { resultado: 'aprobado' })).status).toBe(200);
    // The procedure goes on as any licence: land use in Desarrollo Urbano.
    expect((await tareaAbierta(e, tarea.solicitudId, 'verificacion_uso_suelo')).areaId).toBe(6);
    expect((await t.get(`/api/licencia/${licenciaId}`)).body.data).toMatchObject({ estatus_licencia: 3 });
  });

  it("422: 'Debe Seleccionar un mercado' and 'No ingreso locales' (spec 1 §5.6)", async () => {
    const t = await contribuyenteConPerfil(e);
    const sinMercado = await t.post('/api/establecimientos', formularioMercadoEjemplo({ mercado_id: null }));
    expect(sinMercado.status).toBe(422);
    expect(sinMercado.body.errors).toEqual({ mercado_id: ['Debe Seleccionar un mercado'] });
    const desconocido = await t.post('/api/establecimientos', formularioMercadoEjemplo({ mercado_id: 99 }));
    expect(desconocido.body.errors).toEqual({ mercado_id: ['Debe Seleccionar un mercado'] });
    const sinLocales = await t.post('/api/establecimientos', formularioMercadoEjemplo({ muchos_locales: [] }));
    expect(sinLocales.status).toBe(422);
    expect(sinLocales.body.errors).toEqual({ muchos_locales: ['No ingreso locales'] });
    // A market opening is never a cadastral key: no lookup, and a clear message.
    const clave = await t.post('/api/establecimientos', formularioMercadoEjemplo({ clave_catastral: '04001010027012000' }));
    expect(clave.body.errors).toEqual({ clave_catastral: ['Un local de mercado se registra con la clave catastral MERCADO'] });
    // Nothing was registered.
    expect((await t.get(`/api/establecimientos/contribuyente/${t.contribuyenteId}`)).body.data.total).toBe(0);
  });
});
