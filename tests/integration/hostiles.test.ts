// What an outside probe sent: NUL bytes, ids of 2^31 and more, malformed
// multipart bodies, file names in Chinese and Cyrillic, truncated PDFs and JPEGs, empty files, a
// renamed executable, 15 MB, a JSON body over the limit. Each answer is a Spanish 4xx (never a
// 500) and nothing is stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { archivosContenido, documentos, mensajesArea, usuarios } from '../../db/schema';
import { MSG, MSG_EXTRA } from '../../domain/common/messages';
import { ejecutable, jpegValido, pdfValido, pngValido } from '../../sim/muestras';
import { cliente, contribuyenteConPerfil, crearEntorno, entrar, formularioLicencia, multipart, nuevoContribuyente, type Entorno } from './harness';
import { TOPE_BATERIA_MS, enPlazo } from './en-plazo';

let e: Entorno;
beforeAll(async () => {
  e = await crearEntorno({}, { worker: false });
});
afterAll(async () => e?.cerrar());

type Cliente = Awaited<ReturnType<typeof nuevoContribuyente>>;

const filasGuardadas = async () => {
  const [d] = await e.db.db.select({ n: count() }).from(documentos);
  const [c] = await e.db.db.select({ n: count() }).from(archivosContenido);
  return d.n + c.n;
};

/** A Spanish 4xx of the catalogue: never a server error, never a stack. */
function esRechazoEnEspanol(r: { statusCode: number; body: string }, ruta = '') {
  expect(r.statusCode, `${ruta} ${r.body}`).toBeGreaterThanOrEqual(400);
  noEsErrorDeServidor(r, ruta);
}

/** Not a 5xx; an error answer is the catalogue's Spanish envelope. */
function noEsErrorDeServidor(r: { statusCode: number; body: string }, ruta = '') {
  expect(r.statusCode, `${ruta} ${r.body}`).toBeLessThan(500);
  if (r.statusCode < 400) return;
  const cuerpo = JSON.parse(r.body) as { success: boolean; message: string };
  expect(cuerpo.success).toBe(false);
  expect(cuerpo.message).not.toBe(MSG.errorServidor);
  expect(cuerpo.message).toMatch(/[a-záéíóúñ]/i);
  expect(r.body).not.toMatch(/at .*\.ts|stack|postgres/i);
}

const subirDocumento = (t: Cliente, archivo: { nombre: string; contenido: Buffer; tipo?: string }, codigo = 'constancia') => {
  const m = multipart({ codigo }, { nombre: archivo.nombre, tipo: archivo.tipo ?? 'application/pdf', contenido: archivo.contenido });
  return t.raw({ method: 'POST', url: `/api/contribuyentes/${t.contribuyenteId}/documentos`, payload: m.payload, headers: m.headers });
};

/** The web's body for storage/files: the ids, then the files (web/licencia/solicitud/archivos.ts); or the files first. */
function cuerpoArchivos(adjuntos: { code: string; nombre: string; contenido: Buffer }[], campos: Record<string, string>, camposPrimero = true) {
  const limite = `----hostil${randomBytes(8).toString('hex')}`;
  const partes: Buffer[] = [];
  const ids = () => {
    for (const [k, v] of Object.entries(campos)) partes.push(Buffer.from(`--${limite}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  };
  if (camposPrimero) ids();
  adjuntos.forEach((a, n) => {
    partes.push(Buffer.from(`--${limite}\r\nContent-Disposition: form-data; name="documento[${n}][file]"; filename="${a.nombre}"\r\nContent-Type: application/octet-stream\r\n\r\n`));
    partes.push(a.contenido, Buffer.from('\r\n'));
    partes.push(Buffer.from(`--${limite}\r\nContent-Disposition: form-data; name="documento[${n}][code]"\r\n\r\n${a.code}\r\n`));
  });
  if (!camposPrimero) ids();
  partes.push(Buffer.from(`--${limite}--\r\n`));
  return { payload: Buffer.concat(partes), headers: { 'content-type': `multipart/form-data; boundary=${limite}` } };
}

describe('NUL bytes', () => {
  it('in the anonymous login, the sign-up, a path and a query: 422, nothing stored', async () => {
    const [antes] = await e.db.db.select({ n: count() }).from(usuarios);
    const casos = [
      await e.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'root\u0000', password: 'x' } }),
      await e.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'root', password: '\u0000' } }),
      await e.app.inject({ method: 'POST', url: '/api/signup', payload: { rfc: 'NULO800101AB1', email: 'nulo@example.mx\u0000', password: 'ClaveSegura1' } }),
      await e.app.inject({ method: 'POST', url: '/api/sendResetPassword/root%00' }),
    ];
    const root = await entrar(e, 'root');
    casos.push(await root.raw({ method: 'GET', url: '/api/correos?para=%00' }));
    for (const r of casos) {
      esRechazoEnEspanol(r);
      expect(r.statusCode).toBe(422);
      expect(r.json().message).toBe('Los datos enviados son inválidos');
    }
    expect(casos[0].json().errors).toEqual({ username: ['Formato inválido'] });
    const [despues] = await e.db.db.select({ n: count() }).from(usuarios);
    expect(despues.n).toBe(antes.n);
  });

  it('in a multipart field: a 4xx, nothing stored', async () => {
    const t = await nuevoContribuyente(e);
    const antes = await filasGuardadas();
    const m = multipart({ codigo: 'constancia', representante_id: '1\u0000' }, { nombre: 'a.pdf', tipo: 'application/pdf', contenido: pdfValido() });
    const r = await t.raw({ method: 'POST', url: `/api/contribuyentes/${t.contribuyenteId}/documentos`, payload: m.payload, headers: m.headers });
    esRechazoEnEspanol(r);
    expect(await filasGuardadas()).toBe(antes);
  });
});

describe('ids of 2^31 and more', () => {
  it('no route with a numeric path parameter answers a 5xx, as a taxpayer and as root', async () => {
    const spec = (await e.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { parameters?: { in: string; name: string; schema?: { type?: string } }[] }>>;
    };
    const t = await contribuyenteConPerfil(e);
    const root = await entrar(e, 'root');
    let probadas = 0;
    let rechazadas = 0;
    for (const [ruta, metodos] of Object.entries(spec.paths)) {
      for (const [metodo, op] of Object.entries(metodos)) {
        const numericos = (op.parameters ?? []).filter((p) => p.in === 'path' && (p.schema?.type === 'number' || p.schema?.type === 'integer'));
        if (!numericos.length) continue;
        for (const enorme of ['2147483648', '99999999999999999999']) {
          const url = ruta.replace(/\{([^}]+)\}/g, (_m, nombre: string) => (numericos.some((p) => p.name === nombre) ? enorme : '1'));
          for (const quien of [t, root]) {
            const r = await enPlazo(quien.raw({ method: metodo.toUpperCase() as 'GET', url, ...(metodo === 'get' || metodo === 'delete' ? {} : { payload: {} }) }), `${metodo.toUpperCase()} ${url}`);
            // A catalogue filtered by an id no row has may answer an empty list; anything that
            // looks a row up answers a 4xx (422 from the shared id schema, or the error handler).
            noEsErrorDeServidor(r, `${metodo.toUpperCase()} ${url}`);
            if (r.statusCode >= 400) rechazadas += 1;
            probadas += 1;
          }
        }
      }
    }
    expect(probadas).toBeGreaterThan(40);
    expect(rechazadas).toBeGreaterThan(probadas * 0.8);
    // Hundreds of requests (13 s alone, four times that beside the walks on 2 cores): each has its
    // own guard against a hang (en-plazo.ts); this bound only caps the run.
  }, TOPE_BATERIA_MS);

  it('in a form field: the upload of an establishment answers 422', async () => {
    const t = await contribuyenteConPerfil(e);
    const m = cuerpoArchivos([{ code: 'constancia', nombre: 'c.pdf', contenido: pdfValido() }], { locacion_id: '2147483648' });
    const r = await t.raw({ method: 'POST', url: '/api/establecimientos/storage/files', ...m });
    esRechazoEnEspanol(r);
  });
});

describe('malformed multipart bodies', () => {
  it('no boundary, a cut body, garbage, an endless boundary: a 4xx, nothing stored', async () => {
    const t = await nuevoContribuyente(e);
    const antes = await filasGuardadas();
    const url = `/api/contribuyentes/${t.contribuyenteId}/documentos`;
    const bien = multipart({ codigo: 'constancia' }, { nombre: 'a.pdf', tipo: 'application/pdf', contenido: pdfValido() });
    const limite = /boundary=(.+)$/.exec(bien.headers['content-type'])![1];
    const casos: { payload: Buffer; ct: string }[] = [
      { payload: bien.payload, ct: 'multipart/form-data' },
      { payload: bien.payload.subarray(0, bien.payload.length - 60), ct: bien.headers['content-type'] },
      { payload: Buffer.from('esto no es multipart'), ct: bien.headers['content-type'] },
      { payload: Buffer.from(`--${limite}\r\nContent-Disposition: form-data\r\n\r\n`), ct: bien.headers['content-type'] },
      { payload: bien.payload, ct: `multipart/form-data; boundary=${'x'.repeat(300)}` },
    ];
    for (const c of casos) {
      for (const ruta of [url, '/api/establecimientos/storage/files']) {
        const r = await t.raw({ method: 'POST', url: ruta, payload: c.payload, headers: { 'content-type': c.ct } });
        esRechazoEnEspanol(r, `${ruta} ${c.ct.slice(0, 40)}`);
      }
    }
    expect(await filasGuardadas()).toBe(antes);
  });
});

describe('files', () => {
  it('names in Chinese and Cyrillic upload and download, with an RFC 6266 Content-Disposition', async () => {
    const t = await nuevoContribuyente(e);
    const casos = [
      { nombre: '营业执照.pdf', contenido: pdfValido(), tipo: 'application/pdf', codigo: 'constancia' },
      { nombre: 'Лицензия.png', contenido: pngValido(), tipo: 'image/png', codigo: 'identificacion' },
    ];
    for (const c of casos) {
      const r = await subirDocumento(t, c, c.codigo);
      expect(r.statusCode, r.body).toBe(200);
      const doc = r.json().data;
      expect(doc.nombre_archivo).toBe(c.nombre);
      const bajada = await t.raw({ method: 'GET', url: `/api/documentacion/${doc.id}` });
      expect(bajada.statusCode).toBe(200);
      expect(bajada.rawPayload.equals(c.contenido)).toBe(true);
      const cd = String(bajada.headers['content-disposition']);
      expect(cd).toMatch(/^inline; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
      expect(decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(cd)![1])).toBe(c.nombre);
    }
  });

  it('a truncated PDF or JPEG, zero bytes, a renamed executable, 15 MB: a Spanish 400, nothing stored', async () => {
    const t = await nuevoContribuyente(e);
    const pdf = pdfValido();
    const jpg = jpegValido();
    const casos: [string, Buffer, string][] = [
      ['pdf-cortado.pdf', pdf.subarray(0, Math.floor(pdf.length / 2)), MSG_EXTRA.archivoDanado],
      ['pdf-sin-fin.pdf', pdf.subarray(0, pdf.length - 7), MSG_EXTRA.archivoDanado],
      ['foto-cortada.jpg', jpg.subarray(0, jpg.length - 2), MSG_EXTRA.archivoDanado],
      ['vacio.pdf', Buffer.alloc(0), MSG_EXTRA.archivoTipo],
      ['programa.pdf', ejecutable(), MSG_EXTRA.archivoTipo],
      ['grande.pdf', Buffer.concat([pdf, Buffer.alloc(15 * 1024 * 1024)]), MSG.tamanoArchivo],
    ];
    const antes = await filasGuardadas();
    for (const [nombre, contenido, mensaje] of casos) {
      const r = await subirDocumento(t, { nombre, contenido });
      esRechazoEnEspanol(r, nombre);
      expect(r.statusCode, nombre).toBe(400);
      expect(r.json().message, nombre).toBe(mensaje);
    }
    expect(await filasGuardadas()).toBe(antes);
  });

  it('the same through the establishment upload (photos and documents)', async () => {
    const t = await contribuyenteConPerfil(e);
    const alta = await t.post('/api/establecimientos', formularioLicencia());
    expect(alta.status).toBe(200);
    const locacionId = String(alta.body.data.id);
    const antes = await filasGuardadas();
    const jpg = jpegValido();
    for (const [nombre, contenido, code] of [
      ['fachada.jpg', jpg.subarray(0, jpg.length - 2), 'frente'],
      ['constancia.pdf', pdfValido().subarray(0, 200), 'constancia'],
      ['programa.pdf', ejecutable(), 'constancia'],
    ] as const) {
      const r = await t.raw({ method: 'POST', url: '/api/establecimientos/storage/files', ...cuerpoArchivos([{ code, nombre, contenido }], { locacion_id: locacionId }) });
      esRechazoEnEspanol(r, nombre);
    }
    expect(await filasGuardadas()).toBe(antes);
    const buena = await t.raw({ method: 'POST', url: '/api/establecimientos/storage/files', ...cuerpoArchivos([{ code: 'frente', nombre: 'fachada.jpg', contenido: jpg }], { locacion_id: locacionId }) });
    expect(buena.statusCode, buena.body).toBe(200);
  });
});

describe('the establishment upload checks who owns it first', () => {
  it('staff are refused before the body is read; a body announced over 100 MB too', async () => {
    const revisor = await entrar(e, 'revisor.licencias');
    const grande = cuerpoArchivos([{ code: 'constancia', nombre: 'c.pdf', contenido: Buffer.concat([pdfValido(), Buffer.alloc(12 * 1024 * 1024)]) }], { locacion_id: '1' });
    const r = await revisor.raw({ method: 'POST', url: '/api/establecimientos/storage/files', ...grande });
    expect(r.statusCode).toBe(403);
    const t = await contribuyenteConPerfil(e);
    const anunciado = await t.raw({
      method: 'POST',
      url: '/api/establecimientos/storage/files',
      payload: grande.payload,
      headers: { ...grande.headers, 'content-length': String(101 * 1024 * 1024) },
    });
    expect(anunciado.statusCode).toBe(400);
    expect(anunciado.json().message).toBe(MSG.tamanoArchivo);
  });

  it("another taxpayer's establishment is refused as soon as its id arrives, before the files", async () => {
    const duena = await contribuyenteConPerfil(e);
    const alta = await duena.post('/api/establecimientos', formularioLicencia());
    const otro = await contribuyenteConPerfil(e);
    const antes = await filasGuardadas();
    // Ids first: the 12 MB after them are never read into a file.
    const r = await otro.raw({
      method: 'POST',
      url: '/api/establecimientos/storage/files',
      ...cuerpoArchivos([{ code: 'constancia', nombre: 'c.pdf', contenido: Buffer.concat([pdfValido(), Buffer.alloc(12 * 1024 * 1024)]) }], { locacion_id: String(alta.body.data.id) }, true),
    });
    expect(r.statusCode).toBe(403);
    expect(r.json().message).toBe('Permiso denegado');
    // Files before the ids are refused before they are read: nobody's ownership is known yet.
    const primero = await otro.raw({
      method: 'POST',
      url: '/api/establecimientos/storage/files',
      ...cuerpoArchivos([{ code: 'constancia', nombre: 'c.pdf', contenido: pdfValido() }], { locacion_id: String(alta.body.data.id) }, false),
    });
    expect(primero.statusCode).toBe(422);
    expect(primero.json().errors).toEqual({ locacion_id: ['Envíe los datos de la solicitud antes que los archivos.'] });
    expect(await filasGuardadas()).toBe(antes);
  });
});

describe('bodies over the limit', () => {
  it('a JSON body over 2 MB says so, not "menor a 14 MB"', async () => {
    const r = await e.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'x'.repeat(3 * 1024 * 1024), password: 'y' } });
    esRechazoEnEspanol(r);
    expect(r.statusCode).toBe(413);
    expect(r.json().message).toBe('La solicitud excede el tamaño máximo permitido.');
  });
});

describe('messages to an area', () => {
  it("a taxpayer cannot attach another taxpayer's establishment, nor one that does not exist", async () => {
    const duena = await contribuyenteConPerfil(e);
    const ajeno = (await duena.post('/api/establecimientos', formularioLicencia())).body.data.id as number;
    const t = await contribuyenteConPerfil(e);
    const [antes] = await e.db.db.select({ n: count() }).from(mensajesArea);
    for (const establecimientoId of [ajeno, 2147483647, 2147483648]) {
      const r = await t.raw({ method: 'POST', url: '/api/contribuyentes/sendNotification/20', payload: { message: 'Hola', areaId: 20, establecimientoId } });
      esRechazoEnEspanol(r, String(establecimientoId));
      expect(r.statusCode).toBe(403);
    }
    const [despues] = await e.db.db.select({ n: count() }).from(mensajesArea);
    expect(despues.n).toBe(antes.n);
  });

  it('its own establishment is attached', async () => {
    // The profile must have been sent to review (a task exists): this needs the workflow.
    const conWorker = await crearEntorno();
    try {
      const t = await contribuyenteConPerfil(conWorker);
      const est = (await t.post('/api/establecimientos', formularioLicencia())).body.data.id as number;
      expect((await t.post(`/api/contribuyentes/${t.contribuyenteId}/changestatus`, { estatus: 10 })).status).toBe(200);
      let r = await t.post('/api/contribuyentes/sendNotification/20', { message: 'Sobre mi tienda', areaId: 20, establecimientoId: est });
      for (let i = 0; i < 40 && r.status === 400; i++) {
        await new Promise((res) => setTimeout(res, 250));
        r = await t.post('/api/contribuyentes/sendNotification/20', { message: 'Sobre mi tienda', areaId: 20, establecimientoId: est });
      }
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      const [fila] = await conWorker.db.db.select().from(mensajesArea).where(eq(mensajesArea.contribuyenteId, t.contribuyenteId!));
      expect(fila.establecimientoId).toBe(est);
    } finally {
      await conWorker.cerrar();
    }
  });
});

describe('administrador is not a reviewer (Low; docs/API.md roles)', () => {
  it("reads no establishment, licence, printout, document, inbox nor mailbox", async () => {
    const duena = await contribuyenteConPerfil(e);
    const alta = (await duena.post('/api/establecimientos', formularioLicencia())).body.data;
    const doc = (await subirDocumento(duena, { nombre: 'c.pdf', contenido: pdfValido() })).json().data;
    const admin = await entrar(e, 'admin');
    const rutas = [
      `/api/establecimientos/${alta.id}`,
      `/api/establecimientos/getFilesByLocation/${alta.id}`,
      `/api/establecimientos/getLicenciasByLocacion/${alta.id}`,
      `/api/licencia/${alta.licencia[0].id}`,
      `/api/licencia/${alta.licencia[0].id}/getsolicitudimpresaContribuyente`,
      `/api/documentacion/${doc.id}`,
      `/api/contribuyentes/getByID/${duena.contribuyenteId}`,
      '/api/tareas',
      '/api/correos',
    ];
    for (const ruta of rutas) {
      const r = await admin.raw({ method: 'GET', url: ruta });
      expect(r.statusCode, ruta).toBe(403);
    }
    // administrador manages accounts (usuarios), and still reads no taxpayer's data.
    expect(admin.sesion.modules).toEqual(['notificaciones', 'usuarios']);
    // root still reads them.
    const root = await entrar(e, 'root');
    expect((await root.get(`/api/establecimientos/${alta.id}`)).status).toBe(200);
    expect((await cliente(e, root.token).get('/api/correos')).status).toBe(200);
  });
});
