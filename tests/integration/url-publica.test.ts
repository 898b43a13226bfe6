// The QR of a printed licence leads to the portal as the public reaches it (PUBLIC_URL): under
// `npm start` on another PORT it printed http://localhost:3000/verificar/…, which led nowhere.
// activities/url-publica.ts decides the address for the API and the worker alike.
import { afterEach, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { codigoVerificacion } from '../../api/lib/verificacion';
import { contribuyenteConPerfil, crearEntorno, formularioLicencia, moverLicencia, type Entorno } from './harness';

let e: Entorno | null = null;
afterEach(async () => {
  await e?.cerrar();
  e = null;
});

/** An issued provisional licence's printout, as its owner downloads it, as text. */
async function licenciaImpresa(entorno: Entorno) {
  const t = await contribuyenteConPerfil(entorno);
  const alta = await t.post('/api/establecimientos', formularioLicencia());
  expect(alta.status).toBe(200);
  const licenciaId = alta.body.data.licencia[0].id as number;
  const folio = (await t.get(`/api/licencia/${licenciaId}`)).body.data.folio as string;
  await moverLicencia(entorno, licenciaId, [{ type: 'ENVIAR' }, { type: 'APROBAR', paso: 'validacion_datos', revisorId: 1 }]);
  const pdf = await t.raw({ method: 'GET', url: `/api/licencia/${licenciaId}/getlicencia` });
  expect(pdf.statusCode).toBe(200);
  // A long address wraps onto a second line of the printout: compared without white space.
  const texto = (await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), { mergePages: true })).text.replace(/\s+/g, '');
  return { texto, codigo: codigoVerificacion(entorno.config.VERIFICACION_SECRET, folio) };
}

describe('the QR of a licence follows the public URL', () => {
  it('without PUBLIC_URL (npm start), it is the portal on its own PORT', async () => {
    e = await crearEntorno({ PORT: '3917', PUBLIC_URL: '' }, { worker: false });
    expect(e.config.PUBLIC_URL).toBe('http://localhost:3917');
    const { texto, codigo } = await licenciaImpresa(e);
    expect(texto).toContain(`http://localhost:3917/verificar/${codigo}`);
    expect(texto).not.toContain('localhost:3000');
  });

  it('with PUBLIC_URL, it is that address (a trailing slash or not)', async () => {
    e = await crearEntorno({ PORT: '3917', PUBLIC_URL: 'https://ventanilla.opb.example.mx/' }, { worker: false });
    const { texto, codigo } = await licenciaImpresa(e);
    expect(texto).toContain(`https://ventanilla.opb.example.mx/verificar/${codigo}`);
    expect(texto).not.toContain('localhost');
  });
});
