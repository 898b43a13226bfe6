// What an outside probe found in the uploads (spec 1 §5.1, §9): two files in a one-file upload
// were told "menor a 14 MB"; a PDF named x.exe was stored and served as x.exe; and a taxpayer
// could make the server read a large body before it checked whose request it was for.
// api/lib/subida.ts reads every upload; api/documentos/archivos.ts names what is stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'node:http';
import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { archivosContenido, documentos } from '../../db/schema';
import { jpegValido, pdfValido } from '../../sim/muestras';
import { MSG_ARRENDAMIENTO } from '../../domain/arrendamientos/mensajes';
import { contribuyenteConPerfil, crearEntorno, formularioLicencia, multipart, nuevoContribuyente, type Entorno } from './harness';
import { mundoArrendamiento } from './mundo-arrendamiento';

let e: Entorno;
let base: string;
beforeAll(async () => {
  e = await crearEntorno({}, { worker: false });
  // A real socket: what the server has read of a body is what the client could send so far.
  base = await e.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => e?.cerrar());

const filasGuardadas = async () => {
  const [d] = await e.db.db.select({ n: count() }).from(documentos);
  const [c] = await e.db.db.select({ n: count() }).from(archivosContenido);
  return d.n + c.n;
};

type Parte = { nombre: string; valor: string } | { nombre: string; archivo: string; tipo: string; contenido: Buffer };

/** A multipart body of these parts, in this order. */
function cuerpo(partes: Parte[]) {
  const limite = `----subida${randomBytes(8).toString('hex')}`;
  const trozos: Buffer[] = [];
  for (const p of partes) {
    if ('valor' in p) trozos.push(Buffer.from(`--${limite}\r\nContent-Disposition: form-data; name="${p.nombre}"\r\n\r\n${p.valor}\r\n`));
    else {
      trozos.push(Buffer.from(`--${limite}\r\nContent-Disposition: form-data; name="${p.nombre}"; filename="${p.archivo}"\r\nContent-Type: ${p.tipo}\r\n\r\n`));
      trozos.push(p.contenido, Buffer.from('\r\n'));
    }
  }
  trozos.push(Buffer.from(`--${limite}--\r\n`));
  return { payload: Buffer.concat(trozos), headers: { 'content-type': `multipart/form-data; boundary=${limite}` } };
}

describe('too many files is not "too big"', () => {
  it('two files in a one-file upload: the count\'s message, nothing stored', async () => {
    const t = await nuevoContribuyente(e);
    const antes = await filasGuardadas();
    const pdf = pdfValido();
    const m = cuerpo([
      { nombre: 'codigo', valor: 'constancia' },
      { nombre: 'file', archivo: 'a.pdf', tipo: 'application/pdf', contenido: pdf },
      { nombre: 'file', archivo: 'b.pdf', tipo: 'application/pdf', contenido: pdf },
    ]);
    const r = await t.raw({ method: 'POST', url: `/api/contribuyentes/${t.contribuyenteId}/documentos`, ...m });
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toBe('Solo se puede adjuntar un archivo a la vez.');
    expect(await filasGuardadas()).toBe(antes);
  });

  it('more files than an upload of many takes: the count it takes', async () => {
    const t = await contribuyenteConPerfil(e);
    const alta = await t.post('/api/establecimientos', formularioLicencia());
    const pdf = pdfValido();
    const partes: Parte[] = [
      { nombre: 'contribuyente_id', valor: String(t.contribuyenteId) },
      { nombre: 'locacion_id', valor: String(alta.body.data.id) },
    ];
    for (let n = 0; n < 41; n++) {
      partes.push({ nombre: `documento[${n}][file]`, archivo: `d${n}.pdf`, tipo: 'application/pdf', contenido: pdf }, { nombre: `documento[${n}][code]`, valor: 'documento_anexo' });
    }
    const r = await t.raw({ method: 'POST', url: '/api/establecimientos/storage/files', ...cuerpo(partes) });
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toBe('Se pueden adjuntar como máximo 40 archivos a la vez.');
  });

  it('one file over 14 MB keeps the size message', async () => {
    const t = await nuevoContribuyente(e);
    const m = multipart({ codigo: 'constancia' }, { nombre: 'grande.pdf', tipo: 'application/pdf', contenido: Buffer.concat([pdfValido(), Buffer.alloc(15 * 1024 * 1024)]) });
    const r = await t.raw({ method: 'POST', url: `/api/contribuyentes/${t.contribuyenteId}/documentos`, ...m });
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toBe('El tamaño debe ser menor a 14 MB!');
  });
});

describe("a stored file's name carries the extension of what it is", () => {
  it('a PDF uploaded as x.exe is stored, listed and served as x.pdf, application/pdf', async () => {
    const t = await nuevoContribuyente(e);
    const m = multipart({ codigo: 'constancia' }, { nombre: 'x.exe', tipo: 'application/x-msdownload', contenido: pdfValido() });
    const r = await t.raw({ method: 'POST', url: `/api/contribuyentes/${t.contribuyenteId}/documentos`, ...m });
    expect(r.statusCode, r.body).toBe(200);
    const doc = r.json().data as { id: number; nombre_archivo: string };
    expect(doc.nombre_archivo).toBe('x.pdf');
    const lista = (await t.get(`/api/contribuyentes/${t.contribuyenteId}/documentos`)).body.data as { id: number; nombre_archivo: string }[];
    expect(lista.find((d) => d.id === doc.id)?.nombre_archivo).toBe('x.pdf');
    const [fila] = await e.db.db.select().from(documentos).where(eq(documentos.id, doc.id));
    expect(fila).toMatchObject({ nombreArchivo: 'x.pdf', mime: 'application/pdf' });

    const bajada = await t.raw({ method: 'GET', url: `/api/documentacion/${doc.id}` });
    expect(bajada.statusCode).toBe(200);
    expect(bajada.headers['content-type']).toBe('application/pdf');
    expect(bajada.headers['content-disposition']).toBe(`inline; filename="x.pdf"; filename*=UTF-8''x.pdf`);
  });

  it('a right-to-left trick and a JPEG named .png get the type\'s extension too', async () => {
    const t = await nuevoContribuyente(e);
    const pdf = await t.raw({ method: 'POST', url: `/api/contribuyentes/${t.contribuyenteId}/documentos`, ...multipart({ codigo: 'constancia' }, { nombre: 'constancia\u202Efdp.exe', tipo: 'application/pdf', contenido: pdfValido() }) });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.json().data.nombre_archivo).toBe('constancia_fdp.pdf');
    const jpg = await t.raw({ method: 'POST', url: `/api/contribuyentes/${t.contribuyenteId}/documentos`, ...multipart({ codigo: 'identificacion' }, { nombre: 'ine.png', tipo: 'image/png', contenido: jpegValido() }) });
    expect(jpg.statusCode, jpg.body).toBe(200);
    expect(jpg.json().data.nombre_archivo).toBe('ine.jpg');
    const bajada = await t.raw({ method: 'GET', url: `/api/documentacion/${jpg.json().data.id}` });
    expect(bajada.headers['content-type']).toBe('image/jpeg');
    expect(bajada.headers['content-disposition']).toContain('filename="ine.jpg"');
  });
});

/**
 * Sends `cabeza` of a body announced as `total` bytes and waits for the answer without sending the
 * rest: an answer proves the server decided before reading the body.
 */
function envioParcial(o: { ruta: string; metodo?: string; token: string; tipo: string; cabeza: Buffer; total: number }) {
  return new Promise<{ status: number; body: { message: string }; enviados: number; total: number }>((resolve, reject) => {
    const url = new URL(o.ruta, base);
    const req = request(
      { host: url.hostname, port: url.port, path: url.pathname, method: o.metodo ?? 'POST', headers: { authorization: `Bearer ${o.token}`, 'content-type': o.tipo, 'content-length': String(o.total) } },
      (res) => {
        const trozos: Buffer[] = [];
        res.on('data', (t: Buffer) => trozos.push(t));
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(trozos).toString()) as { message: string }, enviados: o.cabeza.length, total: o.total });
          req.destroy();
        });
      },
    );
    req.on('error', (err) => reject(err));
    req.write(o.cabeza);
    // The rest is never sent: without an answer the test times out.
  });
}

/** A multipart body of these fields and a 13 MB file, of which only the fields and the file's first 64 KiB are sent. */
function envioInterrumpido(ruta: string, token: string, campos: Record<string, string>, campoArchivo: string) {
  const limite = `----lento${randomBytes(8).toString('hex')}`;
  const cabeza = Buffer.concat([
    ...Object.entries(campos).map(([k, v]) => Buffer.from(`--${limite}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)),
    Buffer.from(`--${limite}\r\nContent-Disposition: form-data; name="${campoArchivo}"; filename="grande.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
  ]);
  const total = cabeza.length + 13 * 1024 * 1024 + Buffer.byteLength(`\r\n--${limite}--\r\n`);
  return envioParcial({ ruta, token, tipo: `multipart/form-data; boundary=${limite}`, cabeza: Buffer.concat([cabeza, pdfValido(), Buffer.alloc(64 * 1024)]), total });
}

/** A JSON body whose first field is a file in base64 of `mb` MB, of which only the first 64 KiB are sent. */
function jsonInterrumpido(ruta: string, metodo: string, token: string, campo: string, mb: number) {
  const cabeza = Buffer.from(`{"${campo}":"data:application/pdf;base64,${'A'.repeat(64 * 1024)}`);
  return envioParcial({ ruta, metodo, token, tipo: 'application/json', cabeza, total: cabeza.length + mb * 1024 * 1024 });
}

describe('the owner and the state are checked before the body is read', () => {
  it("another taxpayer's lease, named in the body, is answered 403 after the first 64 KiB of 13 MB", async () => {
    const duena = await contribuyenteConPerfil(e);
    const { solicitudId } = await mundoArrendamiento(e, { contribuyenteId: duena.contribuyenteId!, rfc: duena.rfc });
    const otro = await contribuyenteConPerfil(e);
    const antes = await filasGuardadas();
    const r = await envioInterrumpido('/api/solicitudArrendamiento/guardarcontrato', otro.token!, { id: String(solicitudId) }, 'docContrato_arrendamiento');
    expect(r.status).toBe(403);
    expect(r.body.message).toBe('Permiso denegado');
    expect(r.enviados).toBeLessThan(r.total / 100);
    expect(await filasGuardadas()).toBe(antes);
  });

  it('its owner, while the lease takes no contract yet, is refused before the contract is read', async () => {
    const t = await contribuyenteConPerfil(e);
    const { solicitudId } = await mundoArrendamiento(e, { contribuyenteId: t.contribuyenteId!, rfc: t.rfc });
    const r = await envioInterrumpido('/api/solicitudArrendamiento/guardarcontrato', t.token!, { id: String(solicitudId) }, 'docContrato_arrendamiento');
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(MSG_ARRENDAMIENTO.contratoNoPermitido);
  });

  it('files sent before the ids that name their establishment are refused before they are read', async () => {
    const duena = await contribuyenteConPerfil(e);
    const alta = await duena.post('/api/establecimientos', formularioLicencia());
    const otro = await contribuyenteConPerfil(e);
    // The file first: whose establishment it is for is not known yet.
    const primero = await envioInterrumpido('/api/establecimientos/storage/files', otro.token!, {}, 'documento[0][file]');
    expect(primero.status).toBe(422);
    expect(primero.body.message).toBe('Envíe los datos de la solicitud antes que los archivos.');
    // The ids first (as the web sends them): another's establishment is refused at once.
    const ids = await envioInterrumpido('/api/establecimientos/storage/files', otro.token!, { locacion_id: String(alta.body.data.id) }, 'documento[0][file]');
    expect(ids.status).toBe(403);
    expect(ids.enviados).toBeLessThan(ids.total / 100);
  });

  it("a JSON body with files in base64 for another's establishment or sign is refused before it is read", async () => {
    const duena = await contribuyenteConPerfil(e);
    const alta = await duena.post('/api/establecimientos', formularioLicencia());
    const otro = await contribuyenteConPerfil(e);
    const antes = await filasGuardadas();
    const cedula = await jsonInterrumpido(`/api/establecimientos/uploadCedulaCatastral/${alta.body.data.id}`, 'POST', otro.token!, 'cedula_catastral', 18);
    expect(cedula.status).toBe(403);
    expect(cedula.body.message).toBe('Permiso denegado');
    expect(cedula.enviados).toBeLessThan(cedula.total / 100);
    // A sign's files travel in a body of up to 80 MB: a sign that is not the caller's is answered first.
    const anuncio = await jsonInterrumpido('/api/anuncio/2000000', 'PUT', otro.token!, 'archivos', 70);
    expect(anuncio.status).toBe(403);
    expect(anuncio.enviados).toBeLessThan(anuncio.total / 100);
    expect(await filasGuardadas()).toBe(antes);
  });
});
