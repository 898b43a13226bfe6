// spec 1 §2.8, §5.1: documents of the profile — size, type by content, ownership.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { documentos } from '../../db/schema';
import { ARCHIVOS, crearEntorno, entrar, multipart, nuevoContribuyente, perfilFisica, type Entorno } from './harness';

let e: Entorno;
beforeAll(async () => {
  e = await crearEntorno();
});
afterAll(async () => e?.cerrar());

async function subir(c: Awaited<ReturnType<typeof nuevoContribuyente>>, campos: Record<string, string>, archivo?: { nombre: string; tipo: string; contenido: Buffer }, id = c.contribuyenteId) {
  const m = multipart(campos, archivo);
  const r = await c.raw({ method: 'POST', url: `/api/contribuyentes/${id}/documentos`, payload: m.payload, headers: m.headers });
  return { status: r.statusCode, body: r.json() };
}

describe('uploading documents', () => {
  it('accepts a PDF and a PNG, lists them with their upload date and serves them back byte for byte', async () => {
    const t = await nuevoContribuyente(e);
    const pdf = await subir(t, { codigo: 'constancia' }, { nombre: 'constancia SAT.pdf', tipo: 'application/pdf', contenido: ARCHIVOS.pdf });
    expect(pdf.status).toBe(200);
    expect(pdf.body.data).toMatchObject({ codigo: 'constancia', nombre: 'Constancia de situación fiscal (SAT)', mime: 'application/pdf', nombre_archivo: 'constancia SAT.pdf' });
    const png = await subir(t, { codigo: 'identificacion' }, { nombre: 'ine.png', tipo: 'image/png', contenido: ARCHIVOS.png });
    expect(png.body.data.mime).toBe('image/png');
    const lista = await t.get(`/api/contribuyentes/${t.contribuyenteId}/documentos`);
    expect(lista.body.data.map((d: { codigo: string }) => d.codigo)).toEqual(['constancia', 'identificacion']);
    expect(Date.parse(lista.body.data[0].created_at)).not.toBeNaN();
    const bajada = await t.raw({ method: 'GET', url: `/api/documentacion/${pdf.body.data.id}` });
    expect(bajada.statusCode).toBe(200);
    expect(bajada.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(bajada.rawPayload, ARCHIVOS.pdf)).toBe(0);
  });

  it('decides the type by the bytes: a text file named .pdf is refused', async () => {
    const t = await nuevoContribuyente(e);
    const r = await subir(t, { codigo: 'constancia' }, { nombre: 'constancia.pdf', tipo: 'application/pdf', contenido: ARCHIVOS.texto });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('El tipo de archivo no está permitido');
    expect(await e.db.db.select().from(documentos).where(eq(documentos.contribuyenteId, t.contribuyenteId!))).toHaveLength(0);
  });

  it('refuses 14 MB or more with the spec message', async () => {
    const t = await nuevoContribuyente(e);
    const grande = Buffer.concat([ARCHIVOS.pdf, Buffer.alloc(14 * 1024 * 1024, 0x20)]);
    const r = await subir(t, { codigo: 'constancia' }, { nombre: 'grande.pdf', tipo: 'application/pdf', contenido: grande });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('El tamaño debe ser menor a 14 MB!');
  });

  it('needs a known code and a file (422)', async () => {
    const t = await nuevoContribuyente(e);
    const r = await subir(t, { codigo: 'otra_cosa' });
    expect(r.status).toBe(422);
    expect(Object.keys(r.body.errors).sort()).toEqual(['codigo', 'file']);
  });

  it('documents of a representative hang from that representative; a new upload replaces the old one', async () => {
    const t = await nuevoContribuyente(e);
    const p = (await t.put(`/api/contribuyentes/${t.contribuyenteId}`, perfilFisica(t.rfc))).body.data;
    const repId = String(p.representantes[0].id);
    const a = await subir(t, { codigo: 'identificacion', representante_id: repId }, { nombre: 'ine-rep.pdf', tipo: 'application/pdf', contenido: ARCHIVOS.pdf });
    expect(a.body.data).toMatchObject({ representante_id: p.representantes[0].id, representante_nombre: 'PEDRO PÉREZ' });
    // The taxpayer's own identificación is a different document from the representative's.
    await subir(t, { codigo: 'identificacion' }, { nombre: 'ine.pdf', tipo: 'application/pdf', contenido: ARCHIVOS.pdf });
    await subir(t, { codigo: 'identificacion', representante_id: repId }, { nombre: 'ine-rep-2.pdf', tipo: 'application/pdf', contenido: ARCHIVOS.pdf });
    const lista = (await t.get(`/api/contribuyentes/${t.contribuyenteId}/documentos`)).body.data;
    expect(lista.map((d: { nombre_archivo: string }) => d.nombre_archivo).sort()).toEqual(['ine-rep-2.pdf', 'ine.pdf']);
    // A tramitador document code on a representative is refused.
    expect((await subir(t, { codigo: 'carta_poder', representante_id: repId }, { nombre: 'x.pdf', tipo: 'application/pdf', contenido: ARCHIVOS.pdf })).status).toBe(422);
  });

  it('cannot change documents while the profile is in review', async () => {
    const t = await nuevoContribuyente(e);
    await t.put(`/api/contribuyentes/${t.contribuyenteId}`, perfilFisica(t.rfc));
    const d = await subir(t, { codigo: 'constancia' }, { nombre: 'c.pdf', tipo: 'application/pdf', contenido: ARCHIVOS.pdf });
    await t.post(`/api/contribuyentes/${t.contribuyenteId}/changestatus`, { estatus: 10 });
    expect((await subir(t, { codigo: 'identificacion' }, { nombre: 'i.pdf', tipo: 'application/pdf', contenido: ARCHIVOS.pdf })).status).toBe(400);
    expect((await t.del(`/api/contribuyentes/${t.contribuyenteId}/documentos/${d.body.data.id}`)).status).toBe(400);
  });
});

describe('document ownership', () => {
  it('another taxpayer can neither list, upload, delete nor download: 403 and nothing changes', async () => {
    const a = await nuevoContribuyente(e);
    const b = await nuevoContribuyente(e);
    const doc = (await subir(b, { codigo: 'constancia' }, { nombre: 'b.pdf', tipo: 'application/pdf', contenido: ARCHIVOS.pdf })).body.data;
    expect((await a.get(`/api/contribuyentes/${b.contribuyenteId}/documentos`)).status).toBe(403);
    expect((await subir(a, { codigo: 'constancia' }, { nombre: 'x.pdf', tipo: 'application/pdf', contenido: ARCHIVOS.pdf }, b.contribuyenteId)).status).toBe(403);
    expect((await a.del(`/api/contribuyentes/${b.contribuyenteId}/documentos/${doc.id}`)).status).toBe(403);
    expect((await a.del(`/api/contribuyentes/${a.contribuyenteId}/documentos/${doc.id}`)).status).toBe(403);
    expect((await a.raw({ method: 'GET', url: `/api/documentacion/${doc.id}` })).statusCode).toBe(403);
    const quedan = await e.db.db.select().from(documentos).where(eq(documentos.contribuyenteId, b.contribuyenteId!));
    expect(quedan.map((d) => d.id)).toEqual([doc.id]);
  });

  it('the reviewer of the taxpayer\'s area may open the documents; staff of other areas may not', async () => {
    const t = await nuevoContribuyente(e);
    await t.put(`/api/contribuyentes/${t.contribuyenteId}`, perfilFisica(t.rfc));
    const doc = (await subir(t, { codigo: 'constancia' }, { nombre: 'c.pdf', tipo: 'application/pdf', contenido: ARCHIVOS.pdf })).body.data;
    const licencias = await entrar(e, 'revisor.licencias');
    const padron = await entrar(e, 'revisor.padron');
    // Before the profile is sent no task exists: not even the padrón reviewer sees it.
    expect((await padron.raw({ method: 'GET', url: `/api/documentacion/${doc.id}` })).statusCode).toBe(403);
    await t.post(`/api/contribuyentes/${t.contribuyenteId}/changestatus`, { estatus: 10 });
    expect((await padron.raw({ method: 'GET', url: `/api/documentacion/${doc.id}` })).statusCode).toBe(200);
    expect((await licencias.raw({ method: 'GET', url: `/api/documentacion/${doc.id}` })).statusCode).toBe(403);
  });
});
