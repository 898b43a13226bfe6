// The demo requests behind `npm start` (README, demo accounts): a validated profile, licensed
// establishments and requests waiting at every stage, so each inbox and each taxpayer screen has
// something to try at once. They are made the way people make them — through the API as the demo
// accounts, the running workflows and the simulated gateway's payment page — never written into
// the tables, so what the demo shows is what the portal does.
//
// Every scenario starts from where its request stands (scripts/demo-avance.ts): a start after a
// crash mid-way finishes only what is missing, and nothing is ever moved past its stage. Once all
// are ready a row of demo_sembrado says so, and later starts prepare nothing: the requests stay
// where the people trying the demo moved them.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { CONTRIBUYENTES_DEMO, STAFF_DEMO } from '../db/seed';
import { contribuyentes, demoSembrado, establecimientos, licencias, solicitudes, usuarios } from '../db/schema';
import { pdfValido, pngFachada } from '../sim/muestras';
import { crearAvance, type ContextoDemo, type Meta, type Resumen } from './demo-avance';
import { crearClienteDemo } from './demo-cliente';
import { sembrarCambiosDemo } from './demo-cambios';
import { sembrarHorariosDemo } from './demo-horarios';
import { sembrarAnunciosDemo } from './demo-anuncios';
import { sembrarDictamenesDemo } from './demo-dictamenes';
import { sembrarMercadosDemo } from './demo-mercados';
import { sembrarNivelesDemo } from './demo-niveles';
import { sembrarVisitasDemo } from './demo-visitas';
import { cuerpoMultipart } from './multipart';
import { NEGOCIOS_DEMO, formulario, type Negocio } from './demo-negocios';

export { NEGOCIOS_DEMO } from './demo-negocios';

/** The demo's version: raise it when a scenario is added, so the next start prepares only the new one. */
export const VERSION_DEMO = 2;
/** The row of demo_sembrado the demo requests keep. */
export const MARCA_DEMO = 'solicitudes';

export interface OpcionesDemo {
  /** the portal's public address (the simulated gateway's payment page is served under it) */
  publicUrl: string;
  /** progress lines for the console */
  log?: (linea: string) => void;
  /** the longest wait for one workflow transition */
  plazoMs?: number;
}

/** What one run did: the scenarios it found at (or past) their stage and the ones it created or finished. */
export interface ResumenDemo extends Resumen {
  /** an earlier start had finished them all (demo_sembrado): nothing was read nor done */
  omitido: boolean;
}

export const MOTIVO_DEVOLUCION_DEMO = 'El teléfono de oficina no corresponde al establecimiento; corríjalo y vuelva a enviar la solicitud.';
export const GIRO_SOLICITADO_DEMO = 'Reparación y venta de bicicletas eléctricas';
/** Sector II · Bahía, comercio al por menor, corredor urbano: a 'Compatible' certificate. */
const CONSTANCIA = { sector_id: 2, giro_desarrollo_id: 1, zona_uso_id: 5 };

export async function sembrarSolicitudesDemo(app: FastifyInstance, db: Db, opciones: OpcionesDemo): Promise<ResumenDemo> {
  const log = opciones.log ?? (() => {});
  const [marca] = await db.select().from(demoSembrado).where(eq(demoSembrado.clave, MARCA_DEMO));
  if (marca && marca.version >= VERSION_DEMO) {
    log('Solicitudes de demostración: ya estaban todas.');
    return { completos: [], hechos: [], omitido: true };
  }
  const c = crearClienteDemo(app, db, { publicUrl: opciones.publicUrl, plazoMs: opciones.plazoMs ?? 60_000 });
  const resumen: Resumen = { completos: [], hechos: [] };
  const usuarioDeArea = new Map(STAFF_DEMO.filter((s) => !('jefe' in s && s.jefe)).map((s) => [s.areaId, s.username]));
  const { escenario } = crearAvance(c, resumen, usuarioDeArea);
  const { exigir, esperar } = c;

  // ---- the taxpayers' profiles ----------------------------------------------------------------
  const [gode, medina] = CONTRIBUYENTES_DEMO;
  async function contribuyenteDe(rfc: string) {
    const [x] = await db
      .select({ id: contribuyentes.id })
      .from(contribuyentes)
      .innerJoin(usuarios, eq(usuarios.id, contribuyentes.usuarioId))
      .where(eq(usuarios.username, rfc));
    if (!x) throw new Error(`falta la cuenta de demostración ${rfc} (db/seed.ts)`);
    return x.id;
  }
  const deContribuyente = async (procedimiento: string, cid: number) =>
    (await db.select().from(solicitudes).where(and(eq(solicitudes.procedimiento, procedimiento), eq(solicitudes.contribuyenteId, cid))))[0];
  async function perfil(rfc: string, meta: Meta, nombre: string) {
    const cid = await contribuyenteDe(rfc);
    const enviar = async () => void (await exigir(rfc, { method: 'POST', url: `/api/contribuyentes/${cid}/changestatus`, payload: { estatus: 10 } }, `envío del perfil de ${rfc}`));
    await escenario({
      nombre,
      rfc,
      meta,
      buscar: () => deContribuyente('perfil', cid),
      crear: async () => {
        await enviar();
        return esperar(() => deContribuyente('perfil', cid), `perfil de ${rfc}`);
      },
      enviar,
    });
  }

  // ---- the establishments and their licences --------------------------------------------------
  const cid = await contribuyenteDe(gode.rfc);
  type Licenciado = { id: number; clave: string; licenciaId: number; solicitudId: number };
  async function establecimientoDe(n: Negocio): Promise<Licenciado | undefined> {
    const [est] = await db
      .select({ id: establecimientos.id, clave: establecimientos.externalId })
      .from(establecimientos)
      .where(and(eq(establecimientos.contribuyenteId, cid), eq(establecimientos.nombreComercial, n.nombre)));
    if (!est) return undefined;
    const [lic] = await db.select({ id: licencias.id, solicitudId: licencias.solicitudId }).from(licencias).where(eq(licencias.locacionId, est.id));
    return { ...est, licenciaId: lic.id, solicitudId: lic.solicitudId };
  }
  async function alta(n: Negocio): Promise<Licenciado> {
    await exigir(gode.rfc, { method: 'POST', url: '/api/establecimientos', payload: formulario(n) }, `alta de ${n.nombre}`);
    const e = (await establecimientoDe(n))!;
    await subirArchivos(e.id, !!n.sucursal);
    return e;
  }
  /** The form's files; a later upload of a code replaces the earlier one. */
  async function subirArchivos(locacionId: number, sucursal: boolean) {
    const adjuntos = [
      { code: 'constancia_sat', nombre: 'constancia_sat.pdf', tipo: 'application/pdf', datos: pdfValido('Constancia de situacion fiscal') },
      { code: 'frente', nombre: 'fachada.png', tipo: 'image/png', datos: pngFachada() },
      { code: 'interior', nombre: 'interior.png', tipo: 'image/png', datos: pngFachada(320, 240) },
      ...(sucursal ? [{ code: 'aviso_apertura_sucursal', nombre: 'aviso_apertura_sucursal.pdf', tipo: 'application/pdf', datos: pdfValido('Aviso de apertura de sucursal') }] : []),
    ];
    const codigos = Object.fromEntries(adjuntos.map((a, i) => [`documento[${i}][code]`, a.code]));
    const cuerpo = cuerpoMultipart(
      { ...codigos, contribuyente_id: String(cid), locacion_id: String(locacionId) },
      adjuntos.map((a, i) => ({ campo: `documento[${i}][file]`, nombre: a.nombre, tipo: a.tipo, contenido: a.datos })),
    );
    await exigir(gode.rfc, { method: 'POST', url: '/api/establecimientos/storage/files', ...cuerpo }, 'documentos del establecimiento');
  }
  async function licencia(n: Negocio, meta: Meta): Promise<Licenciado> {
    const hecho: { e?: Licenciado } = { e: await establecimientoDe(n) };
    await escenario({
      nombre: n.nombre,
      rfc: gode.rfc,
      meta,
      buscar: async () => (hecho.e ? c.solicitud(hecho.e.solicitudId) : undefined),
      crear: async () => c.solicitud((hecho.e = await alta(n)).solicitudId),
      enviar: async (_s, recien) => {
        // A start that stopped between the form and its files left a draft without them.
        if (!recien) await subirArchivos(hecho.e!.id, !!n.sucursal);
        await exigir(gode.rfc, { method: 'POST', url: `/api/licencia/${hecho.e!.licenciaId}/changestatus`, payload: { estatus_licencia: 10 } }, `envío de la licencia de ${n.nombre}`);
      },
      clave: () => hecho.e!.clave,
    });
    return hecho.e!;
  }
  /** A land-use certificate of the establishment (one per establishment in the demo). */
  async function constancia(e: Licenciado, meta: Meta, nombre: string) {
    await escenario({
      nombre,
      rfc: gode.rfc,
      meta,
      buscar: async () => (await db.select().from(solicitudes).where(and(eq(solicitudes.procedimiento, 'usosuelo'), eq(solicitudes.locacionId, e.id))))[0],
      crear: async () => {
        const r = await exigir(gode.rfc, { method: 'POST', url: `/api/nueva-constancia-uso-suelo/create/${e.id}`, payload: { ...CONSTANCIA, locacion_id: e.id } }, nombre);
        return c.solicitud(r.body.data?.id as number);
      },
      clave: () => e.clave,
    });
  }

  const inicio = Date.now();
  log('Preparando las solicitudes de demostración…');
  await perfil(gode.rfc, 'terminada', `perfil de ${gode.rfc} validado`);
  await perfil(medina.rfc, { paso: 'revision_perfil' }, `perfil de ${medina.rfc} en revisión`);

  const abarrotes = await licencia(NEGOCIOS_DEMO.abarrotes, 'terminada');
  const restaurante = await licencia(NEGOCIOS_DEMO.restaurante, 'terminada');
  const sucursal = await licencia(NEGOCIOS_DEMO.sucursal, 'terminada');
  const mercado = await licencia(NEGOCIOS_DEMO.mercado, 'terminada');
  // Issued businesses to try each change request on (the e2e walks change them).
  for (const n of [NEGOCIOS_DEMO.ceiba, NEGOCIOS_DEMO.refacciones, NEGOCIOS_DEMO.loncheria, NEGOCIOS_DEMO.floreria, NEGOCIOS_DEMO.ciber]) await licencia(n, 'terminada');
  await licencia(NEGOCIOS_DEMO.papeleria, { paso: 'validacion_datos' });
  await licencia(NEGOCIOS_DEMO.estetica, { paso: 'pago_uso_suelo' });
  const lavanderia = await licencia(NEGOCIOS_DEMO.lavanderia, { paso: 'validacion_anuencia' });
  await licencia(NEGOCIOS_DEMO.tortilleria, { paso: 'firma_director' });
  // Returned with its reason: Coordinación SARE returns it at the data validation.
  await licencia(NEGOCIOS_DEMO.ferreteria, { paso: 'validacion_datos', devolver: MOTIVO_DEVOLUCION_DEMO });
  // The draft, never sent.
  if (!(await establecimientoDe(NEGOCIOS_DEMO.cafeteria))) await alta(NEGOCIOS_DEMO.cafeteria);

  await constancia(abarrotes, 'terminada', `constancia de uso de suelo de ${NEGOCIOS_DEMO.abarrotes.nombre}`);
  await constancia(restaurante, { paso: 'verificacion' }, `constancia de uso de suelo de ${NEGOCIOS_DEMO.restaurante.nombre}`);

  // A new activity asked for: waits in the Licencias inbox.
  await escenario({
    nombre: 'solicitud de nuevo giro',
    rfc: gode.rfc,
    meta: { paso: 'revision_giro' },
    buscar: () => deContribuyente('giro', cid),
    crear: async () => {
      await exigir(gode.rfc, { method: 'POST', url: '/api/contribuyentes/solicitudGiro', payload: { solicitud_giro: GIRO_SOLICITADO_DEMO } }, 'solicitud de nuevo giro');
      return esperar(() => deContribuyente('giro', cid), 'solicitud de giro');
    },
  });

  const ctx: ContextoDemo = { db, rfc: gode.rfc, contribuyenteId: cid, exigir, esperar, escenario, resumen };
  await sembrarCambiosDemo(ctx, { abarrotes, sucursal });
  await sembrarHorariosDemo(ctx, { restaurante: { ...restaurante, nombre: NEGOCIOS_DEMO.restaurante.nombre }, abarrotes: { ...abarrotes, nombre: NEGOCIOS_DEMO.abarrotes.nombre } });
  await sembrarAnunciosDemo(ctx, { abarrotes: { id: abarrotes.id, nombre: NEGOCIOS_DEMO.abarrotes.nombre }, restaurante: { id: restaurante.id, nombre: NEGOCIOS_DEMO.restaurante.nombre } });
  await sembrarDictamenesDemo(ctx);
  await sembrarMercadosDemo(ctx, { id: mercado.id, nombre: NEGOCIOS_DEMO.mercado.nombre });
  await sembrarVisitasDemo(ctx, {
    lavanderia: { id: lavanderia.id, nombre: NEGOCIOS_DEMO.lavanderia.nombre, solicitudId: lavanderia.solicitudId },
    restaurante: { id: restaurante.id, nombre: NEGOCIOS_DEMO.restaurante.nombre },
  });
  resumen[(await sembrarNivelesDemo(db)) ? 'hechos' : 'completos'].push('historial de niveles de servicio');

  await db
    .insert(demoSembrado)
    .values({ clave: MARCA_DEMO, version: VERSION_DEMO })
    .onConflictDoUpdate({ target: demoSembrado.clave, set: { version: VERSION_DEMO, completadoAt: new Date() } });
  log(
    resumen.hechos.length
      ? `Solicitudes de demostración listas en ${Math.round((Date.now() - inicio) / 1000)} s (${resumen.hechos.length} preparadas, ${resumen.completos.length} ya estaban).`
      : 'Solicitudes de demostración: ya estaban todas.',
  );
  return { ...resumen, omitido: false };
}
