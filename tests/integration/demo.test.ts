// The demo requests of `npm start` (scripts/demo-solicitudes.ts), made through the real API,
// workflows and simulated gateway: what each demo account finds when it signs in, as the README's
// demo table promises it — prepared by starts killed again and again mid-way — and later starts that
// repeat nothing and never move a request past its stage, nor one that people moved on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { demoSembrado, estadosCuenta, licencias, pagos, solicitudes, tareas } from '../../db/schema';
import { GIRO_SOLICITADO_DEMO, MOTIVO_DEVOLUCION_DEMO, NEGOCIOS_DEMO, sembrarSolicitudesDemo, type ResumenDemo } from '../../scripts/demo-solicitudes';
import { crearEntorno, entrar, type Entorno } from './harness';
import { Muerte, appQueMuere, moverComoLaGente, solicitudDeNegocio, solicitudesPorProcedimiento } from './demo-ayuda';

/** Steps of work a start makes before it is killed: few, so every scenario is cut somewhere. */
const PASOS_POR_VIDA = 7;
let e: Entorno;
let interrupciones = 0;
/** the start that finished */
let ultima: ResumenDemo;
const sembrar = (app: Entorno['app']) => sembrarSolicitudesDemo(app, e.db.db, { publicUrl: e.config.PUBLIC_URL, plazoMs: 30_000 });

beforeAll(async () => {
  // One connection shared by the API and the worker, as npm start's embedded PGlite has it.
  e = await crearEntorno({}, { conexiones: 1 });
  // npm start killed while it prepares the demo, and started again, until a start finishes.
  for (;;) {
    try {
      ultima = await sembrar(appQueMuere(e, PASOS_POR_VIDA).app);
      break;
    } catch (err) {
      if (!(err instanceof Muerte) || interrupciones > 300) throw err;
      interrupciones += 1;
    }
  }
}, 900_000);
afterAll(async () => e?.cerrar());

type Cliente = Awaited<ReturnType<typeof entrar>>;

/** The taxpayer's establishments by trade name, each with its licence as the web reads it. */
async function establecimientos(t: Cliente) {
  const filas: { id: number; nombre_comercial: string }[] = [];
  // The list pages by 9: read every page.
  for (let pagina = 1, ultima = 1; pagina <= ultima; pagina++) {
    const r = (await t.get(`/api/establecimientos/contribuyente/${t.contribuyenteId}?page=${pagina}`)).body.data;
    filas.push(...r.data);
    ultima = r.last_page;
  }
  const porNombre = new Map<string, { id: number; licencia: Record<string, any> }>();
  for (const f of filas) {
    const d = (await t.get(`/api/establecimientos/${f.id}`)).body.data;
    const lic = (await t.get(`/api/licencia/${d.licencia[0].id}`)).body.data;
    porNombre.set(f.nombre_comercial, { id: f.id, licencia: lic });
  }
  return porNombre;
}

async function pendientes(usuario: string) {
  const s = await entrar(e, usuario);
  const r = await s.get('/api/tareas?estado=pendiente&per_page=50');
  expect(r.status).toBe(200);
  return r.body.data.data as { titulo: string; paso: string; procedimiento: string; rfc: string | null; nombre_comercial: string | null }[];
}

describe('demo requests (README: demo accounts)', () => {
  it('GODE561231GR8: validated profile, two licensed establishments and requests at each stage', async () => {
    const t = await entrar(e, 'GODE561231GR8');
    const perfil = (await t.get(`/api/contribuyentes/getByID/${t.contribuyenteId}`)).body.data;
    expect(perfil).toMatchObject({ estatus: 4 });

    const est = await establecimientos(t);
    const lic = (n: { nombre: string }) => est.get(n.nombre)!.licencia;
    expect([...est.keys()].sort()).toEqual(Object.values(NEGOCIOS_DEMO).map((n) => n.nombre).sort());
    // One request per scenario, whatever the starts that died left behind.
    expect(await solicitudesPorProcedimiento(e)).toEqual(SOLICITUDES_DEMO);
    // Issued: every step green, signed, printable as the permanent licence.
    for (const n of [NEGOCIOS_DEMO.abarrotes, NEGOCIOS_DEMO.restaurante, NEGOCIOS_DEMO.sucursal, NEGOCIOS_DEMO.mercado]) {
      expect(lic(n)).toMatchObject({ estatus_licencia: 4, estatus_director_ingresos: 4, estatus_tesorero: 4, lista: true });
      expect(lic(n).linea_tiempo.every((p: { color: string }) => p.color === 'verde')).toBe(true);
      expect(lic(n).folio).toBeTruthy();
      const pdf = await t.raw({ method: 'GET', url: `/api/licencia/${lic(n).id}/getlicencia` });
      expect(pdf.statusCode).toBe(200);
    }
    expect(lic(NEGOCIOS_DEMO.restaurante).tipo_licencia_id).toBe(1);
    // A branch (spec 1 §3): categoría Sucursal, its opening notice required and attached, licensed like any other.
    expect(lic(NEGOCIOS_DEMO.sucursal)).toMatchObject({ estatus_licencia: 4, estatus_tesorero: 4, lista: true });
    const sucursal = (await t.get(`/api/establecimientos/${est.get(NEGOCIOS_DEMO.sucursal.nombre)!.id}`)).body.data;
    expect(sucursal).toMatchObject({ categoria_id: 3, sucursal: true });
    expect(sucursal.documentos_requeridos).toContain('aviso_apertura_sucursal');
    expect(sucursal.documentos_faltantes).not.toContain('aviso_apertura_sucursal');
    // A market stall (spec 1 §2.4): key MERCADO, the market's address, its data validated by Mercados (27).
    const mercado = (await t.get(`/api/establecimientos/${est.get(NEGOCIOS_DEMO.mercado.nombre)!.id}`)).body.data;
    expect(mercado).toMatchObject({ clave_catastral: 'MERCADO', tipo_local_id: 2, mercado_apertura: true, mercado_id: 1 });
    const [licMercado] = await e.db.db.select().from(licencias).where(eq(licencias.id, lic(NEGOCIOS_DEMO.mercado).id));
    const [validacion] = await e.db.db.select().from(tareas).where(and(eq(tareas.solicitudId, licMercado.solicitudId), eq(tareas.paso, 'validacion_datos')));
    expect(validacion).toMatchObject({ areaId: 27, resultado: 'aprobado' });
    // Waiting for staff, locked for the taxpayer.
    for (const n of [NEGOCIOS_DEMO.papeleria, NEGOCIOS_DEMO.lavanderia, NEGOCIOS_DEMO.tortilleria]) {
      expect(lic(n).acciones).toMatchObject({ bloqueado: true, enviar: false, pagar: null });
      expect(lic(n).lista).toBe(false);
    }
    expect([3, 10]).toContain(lic(NEGOCIOS_DEMO.papeleria).estatus_licencia);
    expect([3, 10]).toContain(lic(NEGOCIOS_DEMO.lavanderia).estatus_licencia);
    // Every area approved, only the signatures missing (spec 1 §4.3).
    expect(lic(NEGOCIOS_DEMO.tortilleria)).toMatchObject({ estatus_licencia: 4, paso_actual: 'firma_director' });
    // Sent a few days after the SAT registration: nothing is late.
    for (const { licencia } of est.values()) expect(licencia.extemporaneo).toBe(false);
    // The civil-protection ruling of each period (spec 1 §3 Anuencia): approved on the issued licence, with its date; still open on one waiting for it.
    const anuencias = async (n: { nombre: string }) => (await t.get(`/api/establecimientos/getAnuenciasByLocacion/${est.get(n.nombre)!.id}`)).body.data;
    const [aprobada] = await anuencias(NEGOCIOS_DEMO.abarrotes);
    expect(aprobada).toMatchObject({ id: lic(NEGOCIOS_DEMO.abarrotes).id, periodo: lic(NEGOCIOS_DEMO.abarrotes).anio, estatus_general: 4, estatus_pago: lic(NEGOCIOS_DEMO.abarrotes).estatus_pago_anuencia });
    expect(Date.parse(aprobada.fecha_aprobacion)).toBeGreaterThan(Date.now() - 3_600_000);
    const [abierta] = await anuencias(NEGOCIOS_DEMO.lavanderia);
    expect(abierta.estatus_general).not.toBe(4);
    expect(abierta.fecha_aprobacion).toBeNull();
    // Waiting for the taxpayer: the land-use payment can be made online now.
    expect(lic(NEGOCIOS_DEMO.estetica).acciones.pagar).toBe(1755);
    expect(lic(NEGOCIOS_DEMO.estetica).estados_cuenta).toContainEqual(expect.objectContaining({ servicio_id: 1755, pagado: false }));
    // Returned with its reason; it may be corrected and resent.
    expect(lic(NEGOCIOS_DEMO.ferreteria)).toMatchObject({ estatus_licencia: 5, motivo_rechazo: MOTIVO_DEVOLUCION_DEMO });
    // The draft: never sent.
    expect(lic(NEGOCIOS_DEMO.cafeteria)).toMatchObject({ estatus_licencia: 1, acciones: { enviar: true } });

    // Land use: one approved and printable, one in Desarrollo Urbano's review.
    const abarrotes = (await t.get(`/api/constancia_uso_suelo/establecimiento/${est.get(NEGOCIOS_DEMO.abarrotes.nombre)!.id}`)).body.data;
    expect(abarrotes.data).toHaveLength(1);
    expect(abarrotes.data[0]).toMatchObject({ estatus_general: 4, acciones: { imprimir: true } });
    const restaurante = (await t.get(`/api/constancia_uso_suelo/establecimiento/${est.get(NEGOCIOS_DEMO.restaurante.nombre)!.id}`)).body.data;
    expect(restaurante.data[0]).toMatchObject({ estatus_general: 10 });
    // The establishment with an approved certificate says so on its card.
    expect((await t.get(`/api/establecimientos/${est.get(NEGOCIOS_DEMO.abarrotes.nombre)!.id}`)).body.data.tiene_uso_suelo).toBe(true);
  });

  it('every staff inbox has something to work on, each in its own area', async () => {
    const padron = await pendientes('revisor.padron');
    expect(padron).toContainEqual(expect.objectContaining({ procedimiento: 'perfil', paso: 'revision_perfil', rfc: 'MECL840917HJ2' }));
    const lic = await pendientes('revisor.licencias');
    expect(lic).toContainEqual(expect.objectContaining({ paso: 'validacion_datos', nombre_comercial: NEGOCIOS_DEMO.papeleria.nombre }));
    expect(lic).toContainEqual(expect.objectContaining({ procedimiento: 'giro', paso: 'revision_giro', rfc: 'GODE561231GR8' }));
    expect(await pendientes('desarrollo.urbano')).toContainEqual(expect.objectContaining({ procedimiento: 'usosuelo', paso: 'verificacion', nombre_comercial: NEGOCIOS_DEMO.restaurante.nombre }));
    expect(await pendientes('proteccion.civil')).toContainEqual(expect.objectContaining({ paso: 'validacion_anuencia', nombre_comercial: NEGOCIOS_DEMO.lavanderia.nombre }));
    expect(await pendientes('direccion.ingresos')).toContainEqual(expect.objectContaining({ paso: 'firma_director', nombre_comercial: NEGOCIOS_DEMO.tortilleria.nombre }));
    // The returned request is the taxpayer's turn: no SARE task is left open for it.
    expect((await pendientes('coordinacion.sare')).map((x) => x.nombre_comercial)).not.toContain(NEGOCIOS_DEMO.ferreteria.nombre);

    // Change requests: a trade-name change in Residuos Sólidos; a closure whose debt waits for the taxpayer.
    expect(await pendientes('residuos.solidos')).toContainEqual(expect.objectContaining({ procedimiento: 'cambio_nombre', paso: 'revision_rs', nombre_comercial: NEGOCIOS_DEMO.abarrotes.nombre }));
    const [baja] = await e.db.db.select().from(solicitudes).where(eq(solicitudes.procedimiento, 'baja'));
    expect(baja).toMatchObject({ pasoActual: 'pago_rs', estado: 'pago', titulo: NEGOCIOS_DEMO.sucursal.nombre });
    const [nombre] = await e.db.db.select().from(solicitudes).where(eq(solicitudes.procedimiento, 'cambio_nombre'));
    // Not applied while it is reviewed: the grocery keeps its name.
    expect(nombre.estado).toBe('revision');

    const [sg] = await e.db.db.select().from(solicitudes).where(eq(solicitudes.procedimiento, 'giro'));
    expect(sg.titulo).toBe(GIRO_SOLICITADO_DEMO);

    // Towers and billboards: each level of the chain has one waiting; one tower's dictamen is signed.
    expect(await pendientes('jefatura.urbano')).toContainEqual(expect.objectContaining({ procedimiento: 'torre', paso: 'jefatura', rfc: 'GODE561231GR8' }));
    expect(await pendientes('direccion.urbano')).toContainEqual(expect.objectContaining({ procedimiento: 'espectacular', paso: 'direccion', rfc: 'GODE561231GR8' }));
    const gode = await entrar(e, 'GODE561231GR8');
    const torres = (await gode.get('/api/solicitud_torres')).body.data.data as { id: number; estatus_revision: number; documento_firmado: boolean }[];
    expect(torres.map((x) => [x.estatus_revision, x.documento_firmado]).sort()).toEqual([
      [16, false],
      [4, true],
    ].sort());
    const firmada = torres.find((x) => x.documento_firmado)!;
    const dictamen = await gode.raw({ method: 'POST', url: `/api/solicitud_torres/${firmada.id}/viewDictamenPDF`, payload: { firmado: true } });
    expect(dictamen.statusCode).toBe(200);
    expect(dictamen.headers['content-type']).toContain('application/pdf');
    const espectaculares = (await gode.get('/api/solicitud_espectaculares')).body.data.data as { estatus_revision: number }[];
    expect(espectaculares.map((x) => x.estatus_revision)).toEqual([3]);

    // Market stalls: a lease validated by Mercados waits for its contract; an assignment of the stall waits for Mercados.
    const arrendamientos = (await gode.get(`/api/solicitudArrendamiento/${gode.contribuyenteId}`)).body.data.data as Record<string, any>[];
    expect(arrendamientos).toHaveLength(1);
    expect(arrendamientos[0]).toMatchObject({ estatus_solicitud_id: 3, estatus_contrato_id: null, locacion: { nombre_comercial: NEGOCIOS_DEMO.mercado.nombre }, acciones: { subirContrato: true } });
    expect(await pendientes('mercados')).toContainEqual(expect.objectContaining({ procedimiento: 'cesion_derecho', paso: 'revision', rfc: 'GODE561231GR8' }));
    const cesiones = (await gode.get(`/api/cesion-DerechoExterno/getAllSolicitudes/${gode.contribuyenteId}`)).body.data.data as Record<string, any>[];
    expect(cesiones.map((x) => [x.estatus, x.rfc])).toEqual([[10, 'MECL840917HJ2']]);
  });

  it('the brigadista (tablet TAB-OPB-001) has two visits today, one for LAVANDERÍA AGUA CLARA’s anuencia', async () => {
    const b = await entrar(e, 'brigadista');
    const dia = (await b.get('/api/visitas/mias')).body.data as { establecimiento: { nombre_comercial: string }; tipo: string; tableta: string; paso_actual: string; solicitud_origen_id: number | null }[];
    expect(dia.map((v) => [v.establecimiento.nombre_comercial, v.tipo, v.tableta, v.paso_actual]).sort()).toEqual(
      [
        [NEGOCIOS_DEMO.lavanderia.nombre, 'proteccion_civil', 'TAB-OPB-001', 'visita'],
        [NEGOCIOS_DEMO.restaurante.nombre, 'fiscalizacion', 'TAB-OPB-001', 'visita'],
      ].sort(),
    );
    // The anuencia's visit belongs to the laundry's licence request.
    expect(dia.find((v) => v.tipo === 'proteccion_civil')!.solicitud_origen_id).not.toBeNull();
  });

  it('the other taxpayers: one profile in review, one captured and ready to send', async () => {
    const medina = await entrar(e, 'MECL840917HJ2');
    expect((await medina.get(`/api/contribuyentes/getByID/${medina.contribuyenteId}`)).body.data).toMatchObject({ estatus: 10, acciones: { bloqueado: true } });
    const pat = await entrar(e, 'PAKR910305QT6');
    expect((await pat.get(`/api/contribuyentes/getByID/${pat.contribuyenteId}`)).body.data).toMatchObject({ estatus: 1, perfil_completo: true, acciones: { enviar: true } });
  });

  const contar = async () => ({
    solicitudes: (await e.db.db.select({ n: count() }).from(solicitudes))[0].n,
    tareas: (await e.db.db.select({ n: count() }).from(tareas))[0].n,
    estados: (await e.db.db.select({ n: count() }).from(estadosCuenta))[0].n,
    pagos: (await e.db.db.select({ n: count() }).from(pagos))[0].n,
  });

  it('a start after they are all ready finds demo_sembrado and calls the API not once', async () => {
    // The starts that died did so all along the way.
    expect(interrupciones).toBeGreaterThan(20);
    const antes = await contar();
    const { app, cuenta } = appQueMuere(e, Number.POSITIVE_INFINITY);
    expect(await sembrar(app)).toEqual({ omitido: true, completos: [], hechos: [] });
    expect(cuenta.llamadas).toBe(0);
    expect(await contar()).toEqual(antes);
  });

  it('without that row, a start finds every request at its stage and repeats nothing', { timeout: 120_000 }, async () => {
    await e.db.db.delete(demoSembrado);
    const antes = await contar();
    const { app, cuenta } = appQueMuere(e, Number.POSITIVE_INFINITY);
    const r = await sembrar(app);
    expect(r.hechos).toEqual([]);
    expect([...r.completos].sort()).toEqual([...ultima.completos, ...ultima.hechos].sort());
    expect(cuenta.pasos).toBe(0);
    expect(await contar()).toEqual(antes);
    expect(await e.db.db.select({ clave: demoSembrado.clave }).from(demoSembrado)).toEqual([{ clave: 'solicitudes' }]);
  });

  it('people moved the demo on: a later start leaves each request where they left it', { timeout: 180_000 }, async () => {
    const m = await moverComoLaGente(e);
    const donde = async (nombre: string) => {
      const { s } = await solicitudDeNegocio(e, nombre);
      return { estado: s.estado, paso: s.pasoActual };
    };
    const esperado = {
      [NEGOCIOS_DEMO.papeleria.nombre]: { estado: 'revision', paso: 'verificacion_uso_suelo' },
      [NEGOCIOS_DEMO.estetica.nombre]: { estado: 'revision', paso: 'validacion_uso_suelo' },
      [NEGOCIOS_DEMO.lavanderia.nombre]: { estado: 'pago', paso: 'pago_residuos' },
      [NEGOCIOS_DEMO.tortilleria.nombre]: { estado: 'revision', paso: 'firma_tesorero' },
      [NEGOCIOS_DEMO.ferreteria.nombre]: { estado: 'revision', paso: 'validacion_datos' },
    };
    const todos = async () => Object.fromEntries(await Promise.all(Object.keys(esperado).map(async (n) => [n, await donde(n)] as const)));
    // The payment's confirmation moves ESTÉTICA BRISA on by itself.
    for (let i = 0; i < 200 && JSON.stringify(await todos()) !== JSON.stringify(esperado); i++) await new Promise((r) => setTimeout(r, 100));
    expect(await todos()).toEqual(esperado);
    const antes = await contar();

    // A start that finds no row (its demo_sembrado lost): nothing moved by people is touched.
    await e.db.db.delete(demoSembrado);
    const r = await sembrar(e.app);
    expect(r.hechos).toEqual([]);
    expect(await todos()).toEqual(esperado);
    expect(await contar()).toEqual(antes);
    const [perfil] = await e.db.db.select().from(solicitudes).where(eq(solicitudes.id, m.perfilId));
    expect(perfil.estado).toBe('terminada');
    // The resent FERRETERÍA EL CLAVO waits for Coordinación SARE: not returned a second time.
    const [t] = await e.db.db.select().from(tareas).where(and(eq(tareas.solicitudId, m.ferreteria.s.id), eq(tareas.estado, 'pendiente')));
    expect(t).toMatchObject({ paso: 'validacion_datos', ronda: 2 });
  });
});

/** What the README's demo table holds, one request each. */
const SOLICITUDES_DEMO = {
  perfil: 2,
  licencia: 15,
  usosuelo: 2,
  giro: 1,
  cambio_nombre: 1,
  baja: 1,
  horario_extraordinario: 1,
  anuncio: 2,
  anuncio_externo: 1,
  torre: 2,
  espectacular: 1,
  arrendamiento: 1,
  cesion_derecho: 1,
  visita: 2,
};
