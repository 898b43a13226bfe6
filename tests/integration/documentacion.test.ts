// Who downloads a stored file: the taxpayer who owns it; staff only the files of the
// requests their own area's tasks are about (an establishment's files, its requests' payment
// proofs, the profile's documents for the profile's review); root every file; nobody else.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { licencias, solicitudes, tareas } from '../../db/schema';
import { createDocumentosRepository } from '../../api/documentos/documentos.repository';
import { createSolicitudesRepository } from '../../api/tramites/solicitudes.repository';
import { ARCHIVOS, contribuyenteConPerfil, crearEntorno, entrar, formularioLicencia, multipart, type Entorno } from './harness';

let e: Entorno;
beforeAll(async () => {
  e = await crearEntorno();
});
afterAll(async () => e?.cerrar());

type Cliente = Awaited<ReturnType<typeof contribuyenteConPerfil>>;

async function establecimiento(t: Cliente, extra: Record<string, unknown>) {
  const r = await t.post('/api/establecimientos', formularioLicencia(extra));
  if (r.status !== 200) throw new Error(`alta ${r.status} ${JSON.stringify(r.body)}`);
  const id = r.body.data.id as number;
  const licenciaId = r.body.data.licencia[0].id as number;
  const [l] = await e.db.db.select({ solicitudId: licencias.solicitudId }).from(licencias).where(eq(licencias.id, licenciaId));
  return { id, licenciaId, solicitudId: l.solicitudId };
}

/** One file of the establishment's own section (POST establecimientos/storage/files); its id. */
async function archivoDeEstablecimiento(t: Cliente, locacionId: number): Promise<number> {
  const limite = `----doc${randomBytes(8).toString('hex')}`;
  // The ids before the file, as the web sends them (the owner is checked before a file is read).
  const cuerpo = Buffer.concat([
    Buffer.from(`--${limite}\r\nContent-Disposition: form-data; name="contribuyente_id"\r\n\r\n${t.contribuyenteId}\r\n`),
    Buffer.from(`--${limite}\r\nContent-Disposition: form-data; name="locacion_id"\r\n\r\n${locacionId}\r\n`),
    Buffer.from(`--${limite}\r\nContent-Disposition: form-data; name="documento[0][file]"; filename="constancia.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
    ARCHIVOS.pdf,
    Buffer.from(`\r\n--${limite}\r\nContent-Disposition: form-data; name="documento[0][code]"\r\n\r\nconstancia_sat\r\n--${limite}--\r\n`),
  ]);
  const r = await t.raw({ method: 'POST', url: '/api/establecimientos/storage/files', payload: cuerpo, headers: { 'content-type': `multipart/form-data; boundary=${limite}` } });
  if (r.statusCode !== 200) throw new Error(`archivo ${r.statusCode} ${r.body}`);
  return (r.json().data as { id: number }[])[0].id;
}

async function documentoDePerfil(t: Cliente): Promise<number> {
  const m = multipart({ codigo: 'constancia' }, { nombre: 'constancia.pdf', tipo: 'application/pdf', contenido: ARCHIVOS.pdf });
  const r = await t.raw({ method: 'POST', url: `/api/contribuyentes/${t.contribuyenteId}/documentos`, payload: m.payload, headers: m.headers });
  if (r.statusCode !== 200) throw new Error(`documento ${r.statusCode} ${r.body}`);
  return r.json().data.id as number;
}

async function tareaPendiente(solicitudId: number) {
  for (let i = 0; i < 150; i++) {
    const [t] = await e.db.db.select().from(tareas).where(and(eq(tareas.solicitudId, solicitudId), eq(tareas.estado, 'pendiente')));
    if (t) return t;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`la solicitud ${solicitudId} no llegó a ninguna bandeja`);
}

const bajar = async (c: { raw: Cliente['raw'] }, id: number) => (await c.raw({ method: 'GET', url: `/api/documentacion/${id}` })).statusCode;

describe('GET documentacion/{id}: staff read the files of the requests their area works on, nothing else', () => {
  let t: Cliente;
  let sare: Awaited<ReturnType<typeof establecimiento>>;
  let otro: Awaited<ReturnType<typeof establecimiento>>;
  const archivo = { sare: 0, otro: 0, perfil: 0, comprobanteSare: 0, comprobanteOtro: 0 };

  beforeAll(async () => {
    t = await contribuyenteConPerfil(e);
    archivo.perfil = await documentoDePerfil(t);
    // Two establishments of the same taxpayer: a SARE one (Coordinación SARE reviews it) and one of
    // Licencias de Funcionamiento that was never sent.
    sare = await establecimiento(t, { nombre_comercial: 'ABARROTES LA CEIBA', tipo_proceso_id: 2 });
    otro = await establecimiento(t, { nombre_comercial: 'PAPELERÍA EL CEDRO', tipo_proceso_id: 1 });
    archivo.sare = await archivoDeEstablecimiento(t, sare.id);
    archivo.otro = await archivoDeEstablecimiento(t, otro.id);
    // A payment proof belongs to its request (documentos.solicitud_id), as the kit stores it.
    const docs = createDocumentosRepository({ db: e.db.db });
    const solicitudes = createSolicitudesRepository({ db: e.db.db });
    const prueba = { codigo: 'comprobante_pago_1', nombre: 'comprobante.pdf', mime: 'application/pdf', buf: ARCHIVOS.pdf };
    archivo.comprobanteSare = await docs.reemplazarDeSolicitud((await solicitudes.porId(sare.solicitudId))!, prueba);
    archivo.comprobanteOtro = await docs.reemplazarDeSolicitud((await solicitudes.porId(otro.solicitudId))!, prueba);

    expect((await t.post(`/api/licencia/${sare.licenciaId}/changestatus`, { estatus_licencia: 10 })).status).toBe(200);
    expect((await tareaPendiente(sare.solicitudId)).areaId).toBe(21);
  });

  it('the owner downloads every file of their own', async () => {
    for (const id of Object.values(archivo)) expect(await bajar(t, id), `archivo ${id}`).toBe(200);
  });

  it('staff of the area with the task read that request\'s files: the establishment\'s and its payment proof', async () => {
    const revisor = await entrar(e, 'coordinacion.sare');
    expect(await bajar(revisor, archivo.sare)).toBe(200);
    expect(await bajar(revisor, archivo.comprobanteSare)).toBe(200);
  });

  it('the same staff cannot read the files of another establishment of the same taxpayer, nor the profile\'s', async () => {
    const revisor = await entrar(e, 'coordinacion.sare');
    expect(await bajar(revisor, archivo.otro)).toBe(403);
    expect(await bajar(revisor, archivo.comprobanteOtro)).toBe(403);
    expect(await bajar(revisor, archivo.perfil)).toBe(403);
  });

  it('staff of another area, administrador and another taxpayer read none of them; root reads all', async () => {
    const licencias_ = await entrar(e, 'revisor.licencias');
    const admin = await entrar(e, 'admin');
    const ajeno = await contribuyenteConPerfil(e);
    const root = await entrar(e, 'root');
    for (const id of Object.values(archivo)) {
      expect(await bajar(licencias_, id), `revisor.licencias ${id}`).toBe(403);
      expect(await bajar(admin, id), `admin ${id}`).toBe(403);
      expect(await bajar(ajeno, id), `otro contribuyente ${id}`).toBe(403);
      expect(await bajar(root, id), `root ${id}`).toBe(200);
    }
  });

  it('the profile\'s reviewer reads the profile\'s documents once it is sent, and no establishment\'s file', async () => {
    const padron = await entrar(e, 'revisor.padron');
    expect(await bajar(padron, archivo.perfil)).toBe(403);
    expect((await t.post(`/api/contribuyentes/${t.contribuyenteId}/changestatus`, { estatus: 10 })).status).toBe(200);
    const perfil = await createSolicitudesRepository({ db: e.db.db }).deContribuyente(t.contribuyenteId!, 'perfil');
    expect((await tareaPendiente(perfil!.id)).areaId).toBe(1);
    expect(await bajar(padron, archivo.perfil)).toBe(200);
    for (const id of [archivo.sare, archivo.otro, archivo.comprobanteSare, archivo.comprobanteOtro]) expect(await bajar(padron, id), `padrón ${id}`).toBe(403);
  });

  it('the reviewer\'s detail lists exactly the files the reviewer may open: not the proof of another request of the same establishment', async () => {
    // Another request about the same establishment (a past year's licence, a land-use certificate)
    // with its own payment proof, which only that request's areas read.
    const [pasada] = await e.db.db
      .insert(solicitudes)
      .values({ procedimiento: 'licencia', workflowId: `licencia-prueba-${sare.id}`, folio: `PRUEBA-${sare.id}`, contribuyenteId: t.contribuyenteId!, locacionId: sare.id, estatus: 4, estado: 'terminada' })
      .returning();
    const ajeno = await createDocumentosRepository({ db: e.db.db }).reemplazarDeSolicitud(pasada, {
      codigo: 'comprobante_pago_1',
      nombre: 'comprobante-anterior.pdf',
      mime: 'application/pdf',
      buf: ARCHIVOS.pdf,
    });
    const revisor = await entrar(e, 'coordinacion.sare');
    const tarea = await tareaPendiente(sare.solicitudId);
    const detalle = await revisor.get(`/api/tareas/${tarea.id}`);
    expect(detalle.status).toBe(200);
    const listados = (detalle.body.data.detalle.documentos as { id: number }[]).map((d) => d.id);
    expect(listados).toContain(archivo.sare);
    expect(listados).toContain(archivo.comprobanteSare);
    expect(listados).not.toContain(ajeno);
    for (const id of listados) expect(await bajar(revisor, id), `listado ${id}`).toBe(200);
    expect(await bajar(revisor, ajeno)).toBe(403);
  });

  it('a file that does not exist: 404 to staff, 403 to a taxpayer (who cannot tell it from someone else\'s)', async () => {
    expect(await bajar(await entrar(e, 'coordinacion.sare'), 2_000_000_000)).toBe(404);
    expect(await bajar(t, 2_000_000_000)).toBe(403);
  });
});
