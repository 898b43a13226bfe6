// The spec's calls routed as written (spec 1 §7, spec 2 §7, spec 3 §7): every path the three API
// sections name is an operation of the app's OpenAPI with its method (tests/integration/rutas-spec.ts),
// and the ones that were missing answer their owner as the spec says and refuse everyone else —
// the licence's receipts (spec 2 §7 uploadReciboPago, uploadReciboPagoDU) and the billboards' list
// and create with a trailing slash (spec 3 §7.5). The change of address's receipt on
// licencia/{id}/uploadReciboPagoCambioDomicilioDU/{x} is walked in cambio-domicilio.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { licencias } from '../../db/schema';
import { MSG_PAGO } from '../../domain/tramite/mensajes';
import { ERRORES_TRAMITE } from '../../domain/tramite/errores';
import { CLAVES_DEMO } from '../../sim/municipio-demo';
import { pdfValido } from '../../sim/muestras';
import { cuerpoMultipart } from '../../scripts/multipart';
import { ARCHIVOS, cliente, contribuyenteConPerfil, crearEntorno, entrar, formularioLicencia, tareaAbierta, type Entorno } from './harness';
import { RUTAS_SPEC } from './rutas-spec';
import { cuerpoEspectacular, ubicacionDe } from './mundo-espectacular';

let e: Entorno;
beforeAll(async () => {
  e = await crearEntorno();
  await e.app.ready();
});
afterAll(async () => e?.cerrar());

type Cliente = Awaited<ReturnType<typeof contribuyenteConPerfil>>;
const sinParametros = (ruta: string) => ruta.replace(/\{[^}]+\}/g, '{}');

describe('the specs API sections, routed as written', () => {
  it('every path the three specs list is an operation of the OpenAPI, with its method', () => {
    const doc = e.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const operaciones = new Set(Object.entries(doc.paths).flatMap(([ruta, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${sinParametros(ruta)}`)));
    const rutas = new Set(Object.keys(doc.paths).map(sinParametros));
    const faltan = RUTAS_SPEC.filter((r) => (r.metodo === '*' ? !rutas.has(sinParametros(r.ruta)) : !operaciones.has(`${r.metodo} ${sinParametros(r.ruta)}`)));
    expect(faltan).toEqual([]);
    expect(RUTAS_SPEC.length).toBeGreaterThan(240);
  });
});

/** A multipart receipt as the spec sends it: `file` and `code`. */
const recibo = (code: string, contenido = pdfValido('Recibo de pago')) => cuerpoMultipart({ code }, [{ campo: 'file', nombre: 'recibo.pdf', tipo: 'application/pdf', contenido }]);
const subir = async (c: { raw: Cliente['raw'] }, url: string, code: string, contenido?: Buffer) => {
  const r = await c.raw({ method: 'POST', url, ...recibo(code, contenido) });
  return { status: r.statusCode, body: r.json() };
};

/** A SARE licence of the taxpayer sent and walked by staff to its land-use payment (1755). */
async function licenciaEnPagoUsoSuelo(t: Cliente) {
  const alta = await t.post('/api/establecimientos', formularioLicencia());
  expect(alta.status).toBe(200);
  const estId = alta.body.data.id as number;
  const licenciaId = alta.body.data.licencia[0].id as number;
  const docs = cuerpoMultipart({ 'documento[0][code]': 'constancia_sat', contribuyente_id: String(t.contribuyenteId), locacion_id: String(estId) }, [
    { campo: 'documento[0][file]', nombre: 'constancia.pdf', tipo: 'application/pdf', contenido: ARCHIVOS.pdf },
  ]);
  expect((await t.raw({ method: 'POST', url: '/api/establecimientos/storage/files', ...docs })).statusCode).toBe(200);
  expect((await t.post(`/api/licencia/${licenciaId}/changestatus`, { estatus_licencia: 10 })).status).toBe(200);
  const [{ solicitudId }] = await e.db.db.select({ solicitudId: licencias.solicitudId }).from(licencias).where(eq(licencias.id, licenciaId));
  for (const [usuario, paso] of [
    ['coordinacion.sare', 'validacion_datos'],
    ['desarrollo.urbano', 'verificacion_uso_suelo'],
  ] as const) {
    const tarea = await tareaAbierta(e, solicitudId, paso);
    expect((await (await entrar(e, usuario)).post(`/api/tareas/${tarea.id}/resolver`, { resultado: 'aprobado' })).status).toBe(200);
  }
  for (let i = 0; i < 100 && (await t.get(`/api/licencia/${licenciaId}`)).body.data.acciones.comprobante !== 1755; i++) await new Promise((r) => setTimeout(r, 100));
  return { licenciaId, solicitudId };
}

describe('spec 2 §7 licencia/{id}/uploadReciboPago and uploadReciboPagoDU (multipart file, code)', () => {
  it('the owner proves the land-use payment; the area gets it to validate; nobody else may', { timeout: 120_000 }, async () => {
    const t = await contribuyenteConPerfil(e);
    const otro = await contribuyenteConPerfil(e);
    const { licenciaId, solicitudId } = await licenciaEnPagoUsoSuelo(t);
    const du = `/api/licencia/${licenciaId}/uploadReciboPagoDU`;

    // Refused before anything is read: no session, another taxpayer, staff (who never pay).
    expect((await subir(cliente(e), du, 'recibo_pago_du')).status).toBe(401);
    expect((await subir(otro, du, 'recibo_pago_du')).status).toBe(403);
    expect((await subir(await entrar(e, 'desarrollo.urbano'), du, 'recibo_pago_du')).status).toBe(403);
    // The owner: the code must name the land use's receipt; a PDF only; only the payment the request waits on.
    const codigo = await subir(t, du, 'recibo_pago_extemporaneo');
    expect(codigo.status).toBe(422);
    expect(codigo.body.errors.code[0]).toContain('recibo_pago_du');
    const texto = await subir(t, du, 'recibo_pago_du', ARCHIVOS.texto);
    expect(texto.status).toBe(400);
    expect(texto.body.message).toBe(MSG_PAGO.comprobantePdf);
    const tarde = await subir(t, `/api/licencia/${licenciaId}/uploadReciboPago`, 'recibo_pago_extemporaneo');
    expect(tarde.status).toBe(400);
    expect(tarde.body.message).toBe(ERRORES_TRAMITE['pago.no_pendiente'].mensaje);

    const ok = await subir(t, du, 'recibo_pago_du');
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.message).toBe(MSG_PAGO.reciboCargado);
    expect(ok.body.data.id).toBe(licenciaId);
    // Desarrollo Urbano validates the payment with its proof.
    await tareaAbierta(e, solicitudId, 'validacion_uso_suelo');
  });

  it('uploadReciboPago takes any of the licence’s receipt codes (here the land use’s)', { timeout: 120_000 }, async () => {
    const t = await contribuyenteConPerfil(e);
    const { licenciaId, solicitudId } = await licenciaEnPagoUsoSuelo(t);
    const url = `/api/licencia/${licenciaId}/uploadReciboPago`;
    expect((await subir(await contribuyenteConPerfil(e), url, 'recibo_pago_du')).status).toBe(403);
    expect((await subir(t, url, 'constancia_sat')).status).toBe(422);
    const ok = await subir(t, url, 'recibo_pago_du');
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.message).toBe(MSG_PAGO.reciboCargado);
    await tareaAbierta(e, solicitudId, 'validacion_uso_suelo');
  });
});

describe('spec 3 §7.5 GET solicitud_espectaculares/?page… and POST solicitud_espectaculares/', () => {
  it('list and create with the trailing slash, for their owner only', async () => {
    const t = await contribuyenteConPerfil(e);
    const otro = await contribuyenteConPerfil(e);
    const creada = await t.post('/api/solicitud_espectaculares/', cuerpoEspectacular(await ubicacionDe(t, CLAVES_DEMO.pagada)));
    expect(creada.status, JSON.stringify(creada.body)).toBe(200);
    const id = creada.body.data.id as number;

    // spec 3 §7.5: page, folio, estatus, contribuyente and clv_catastral, null values removed.
    const lista = await t.get('/api/solicitud_espectaculares/?page=1');
    expect(lista.status).toBe(200);
    expect(lista.body.data).toMatchObject({ from: 1, last_page: 1 });
    expect(lista.body.data.data.map((x: { id: number }) => x.id)).toEqual([id]);
    const folio = lista.body.data.data[0].folio as string;
    expect((await t.get(`/api/solicitud_espectaculares/?page=1&folio=${folio}`)).body.data.data).toHaveLength(1);
    // The same list without the slash.
    expect((await t.get('/api/solicitud_espectaculares?page=1')).body.data.data.map((x: { id: number }) => x.id)).toEqual([id]);

    // Another taxpayer sees their own (none); Desarrollo Urbano every one; other staff nothing; nobody without a session.
    expect((await otro.get('/api/solicitud_espectaculares/?page=1')).body.data.data).toEqual([]);
    const du = (await (await entrar(e, 'desarrollo.urbano')).get('/api/solicitud_espectaculares/?page=1')).body.data.data.map((x: { id: number }) => x.id);
    expect(du).toContain(id);
    expect((await (await entrar(e, 'revisor.licencias')).get('/api/solicitud_espectaculares/?page=1')).status).toBe(403);
    expect((await cliente(e).get('/api/solicitud_espectaculares/?page=1')).status).toBe(401);
    // Only a taxpayer opens one.
    expect((await (await entrar(e, 'desarrollo.urbano')).post('/api/solicitud_espectaculares/', cuerpoEspectacular(await ubicacionDe(t, CLAVES_DEMO.pagada)))).status).toBe(403);
    expect((await cliente(e).post('/api/solicitud_espectaculares/', {})).status).toBe(401);
  });
});
