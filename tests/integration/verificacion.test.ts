// The public check of a licence (GET verificar/{codigo}): folios are sequential, so a
// folio alone says only 'valid / not valid'; the printed licence's data comes only with the code
// its QR carries (the folio and the server's signature), and only once the licence is issued.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { licencias } from '../../db/schema';
import { codigoVerificacion, firmaVerificacion } from '../../api/lib/verificacion';
import { cliente, contribuyenteConPerfil, crearEntorno, formularioLicencia, moverLicencia, type Entorno } from './harness';

let e: Entorno;
beforeAll(async () => {
  e = await crearEntorno({}, { worker: false });
});
afterAll(async () => e?.cerrar());

type Cliente = Awaited<ReturnType<typeof contribuyenteConPerfil>>;

/** What must never reach an anonymous caller unless the QR's code says so. */
const PERSONALES = ['JUANA', 'CAAMAL', 'ABARROTES LA CEIBA', 'titular', 'domicilio', 'nombre_comercial'];

async function nuevaLicencia(t: Cliente) {
  const r = await t.post('/api/establecimientos', formularioLicencia());
  if (r.status !== 200) throw new Error(`alta ${r.status} ${JSON.stringify(r.body)}`);
  const licenciaId = r.body.data.licencia[0].id as number;
  const folio = (await t.get(`/api/licencia/${licenciaId}`)).body.data.folio as string;
  return { licenciaId, folio };
}

/** The licence's data validated: the provisional licence is issued. */
const emitir = (licenciaId: number) => moverLicencia(e, licenciaId, [{ type: 'ENVIAR' }, { type: 'APROBAR', paso: 'validacion_datos', revisorId: 1 }]);

async function textoPdf(buf: Buffer) {
  return (await extractText(await getDocumentProxy(new Uint8Array(buf)), { mergePages: true })).text;
}

const verificar = async (codigo: string) => {
  const r = await cliente(e).raw({ method: 'GET', url: `/api/verificar/${encodeURIComponent(codigo)}` });
  return { status: r.statusCode, texto: r.body, body: r.json() };
};

function sinDatos(r: Awaited<ReturnType<typeof verificar>>, folio: string, valida: boolean) {
  expect(r.status).toBe(200);
  expect(r.body.data).toEqual({ folio, valida, licencia: null });
  for (const x of PERSONALES) expect(r.texto).not.toContain(x);
}

describe('GET verificar/{codigo}', () => {
  it('a request still in process (or a draft) is not valid and shows no data, with or without a signature', async () => {
    const t = await contribuyenteConPerfil(e);
    const borrador = await nuevaLicencia(t);
    const enTramite = await nuevaLicencia(t);
    await moverLicencia(e, enTramite.licenciaId, [{ type: 'ENVIAR' }]);
    for (const { folio } of [borrador, enTramite]) {
      sinDatos(await verificar(codigoVerificacion(e.config.VERIFICACION_SECRET, folio)), folio, false);
      sinDatos(await verificar(folio), folio, false);
    }
    // Nor can its owner print a licence yet.
    expect((await t.raw({ method: 'GET', url: `/api/licencia/${enTramite.licenciaId}/getlicencia` })).statusCode).toBe(400);
  });

  it('the QR of an issued licence carries the signed code, which shows what the printed licence shows', async () => {
    const t = await contribuyenteConPerfil(e);
    const { licenciaId, folio } = await nuevaLicencia(t);
    await emitir(licenciaId);
    const pdf = await t.raw({ method: 'GET', url: `/api/licencia/${licenciaId}/getlicencia` });
    expect(pdf.statusCode).toBe(200);
    const impreso = await textoPdf(pdf.rawPayload);
    const codigo = new RegExp(`/verificar/(${folio}-[0-9A-F]{32})`).exec(impreso)?.[1];
    expect(codigo, 'the printed URL carries the folio and its signature').toBe(codigoVerificacion(e.config.VERIFICACION_SECRET, folio));

    const r = await verificar(codigo!);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      folio,
      valida: true,
      licencia: { estado: 'vigente', tipo_licencia: 'provisional', anio: expect.any(Number), titular: 'JUANA PÉREZ CAAMAL', nombre_comercial: 'ABARROTES LA CEIBA' },
    });
    const l = r.body.data.licencia;
    expect(l.vigencia).toBe(`${l.anio}-12-31`);
    // Every value it shows is printed on the licence.
    for (const valor of [l.titular, l.nombre_comercial, l.domicilio, l.giro, String(l.anio)]) expect(impreso, valor).toContain(valor);
    expect(Object.keys(l).sort()).toEqual(['anio', 'domicilio', 'estado', 'fecha_expedicion', 'giro', 'nombre_comercial', 'tipo_licencia', 'titular', 'vigencia']);
    // Typed in lower case, the code is the same.
    expect((await verificar(codigo!.toLowerCase())).body.data.licencia).toEqual(l);
  });

  it('a tampered or made-up signature is not valid and shows nothing', async () => {
    const t = await contribuyenteConPerfil(e);
    const { licenciaId, folio } = await nuevaLicencia(t);
    await emitir(licenciaId);
    const firma = firmaVerificacion(e.config.VERIFICACION_SECRET, folio);
    const cambiada = `${firma.slice(0, 5)}${firma[5] === 'A' ? 'B' : 'A'}${firma.slice(6)}`;
    sinDatos(await verificar(`${folio}-${cambiada}`), folio, false);
    sinDatos(await verificar(`${folio}-${'0'.repeat(32)}`), folio, false);
    // Another server's secret, or the signature of the next folio, signs nothing here.
    sinDatos(await verificar(codigoVerificacion('otro-servidor-con-otro-secreto-de-32-caracteres', folio)), folio, false);
    const siguiente = folio.replace(/\d+$/, (n) => String(Number(n) + 1).padStart(n.length, '0'));
    sinDatos(await verificar(`${siguiente}-${firma}`), siguiente, false);
  });

  it('a bare folio says only whether it is valid: issued and in force, or not', async () => {
    const t = await contribuyenteConPerfil(e);
    const { licenciaId, folio } = await nuevaLicencia(t);
    await emitir(licenciaId);
    sinDatos(await verificar(folio), folio, true);
    sinDatos(await verificar(folio.toLowerCase()), folio, true);
    sinDatos(await verificar('LF-2026-999999999'), 'LF-2026-999999999', false);
    // Revoked: not valid; its QR still shows the licence, marked revoked.
    await e.db.db.update(licencias).set({ revocada: true }).where(eq(licencias.id, licenciaId));
    sinDatos(await verificar(folio), folio, false);
    expect((await verificar(codigoVerificacion(e.config.VERIFICACION_SECRET, folio))).body.data).toMatchObject({ valida: false, licencia: { estado: 'revocada' } });
  });

  it('text that is not a folio is 404, with the catalogue message and no data', async () => {
    for (const x of ['hola', 'LF-2026-12', `LF-2026-000123-${'Z'.repeat(32)}`, '%2E%2E']) {
      const r = await verificar(x);
      expect(r.status, x).toBe(404);
      expect(r.body).toMatchObject({ success: false, message: 'No encontramos una licencia con ese folio.' });
    }
  });
});
