// An official registers the certificate (.cer) of their e.firma in their profile (docs/EFIRMA.md,
// «The path of a signature»): the portal checks it is an e.firma of a recognised authority, RSA, valid now,
// not revoked, and that the RFC in its subject is the account's; it shows its serial and validity.
// Every refusal is one clear Spanish sentence and leaves the profile as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { efirmaCertificados } from '../../db/schema';
import { base64 } from '../../domain/efirma/der';
import { MSG_EFIRMA } from '../../domain/efirma/mensajes';
import { crearAutoridad, emitirEfirma } from '../../sim/efirma/autoridad';
import { FIRMANTES_DEMO } from '../../sim/efirma/demo';
import { autoridadDePrueba, serieDe, type AutoridadPrueba } from './efirma-ayuda';
import { crearEntorno, entrar, nuevoContribuyente, type Entorno } from './harness';

let e: Entorno;
let ac: AutoridadPrueba;
beforeAll(async () => {
  ac = await autoridadDePrueba();
  e = await crearEntorno(ac.config, { worker: false });
});
afterAll(async () => {
  await e?.cerrar();
  await ac?.cerrar();
});

const DIA = 86_400_000;
const registrar = async (usuario: string, cer: Uint8Array) => (await entrar(e, usuario)).post('/api/efirma/certificado', { cer: base64(cer) });
const certificadosDe = async (usuario: string) => {
  const u = await entrar(e, usuario);
  return e.db.db.select().from(efirmaCertificados).where(eq(efirmaCertificados.usuarioId, u.userId));
};

describe('e.firma: the certificate in the official’s profile', { timeout: 120_000 }, () => {
  it('registers the account holder’s e.firma and shows its serial, RFC and validity', async () => {
    const f = ac.emitir('tesoreria');
    const r = await registrar('tesoreria', f.cer);
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Certificado de e.firma registrado.');
    const c = r.body.data.certificado;
    expect(c).toMatchObject({ serie: serieDe(f), rfc: FIRMANTES_DEMO.tesoreria.rfc, curp: FIRMANTES_DEMO.tesoreria.curp, nombre: FIRMANTES_DEMO.tesoreria.nombre });
    expect(c.serie).toMatch(/^\d{20}$/);
    expect(new Date(c.valido_hasta).getTime()).toBeGreaterThan(Date.now() + 3 * 365 * DIA);
    expect(new Date(c.valido_desde).getTime()).toBeLessThan(Date.now());
    // The profile shows it afterwards, with the municipality's signing mode.
    const perfil = await (await entrar(e, 'tesoreria')).get('/api/efirma/certificado');
    expect(perfil.body.data).toMatchObject({ modo: 'efirma', certificado: { serie: serieDe(f) } });
  });

  it('a new certificate replaces the previous one (one active per official)', async () => {
    const primero = ac.emitir('mercados');
    const segundo = ac.emitir('mercados');
    expect((await registrar('mercados', primero.cer)).status).toBe(200);
    expect((await registrar('mercados', segundo.cer)).status).toBe(200);
    const filas = await certificadosDe('mercados');
    expect(filas.filter((c) => c.activo).map((c) => c.serie)).toEqual([serieDe(segundo)]);
    expect(filas).toHaveLength(2);
  });

  // Each refusal: its message, and nothing registered for the account.
  const ahora = Date.now();
  const otra = crearAutoridad({ cn: 'AC AJENA DE PRUEBA' });
  const casos: [string, () => Uint8Array, string | RegExp][] = [
    ['a file that is not a certificate', () => new TextEncoder().encode('no soy un certificado'), MSG_EFIRMA.noEsCertificado],
    ['expired', () => ac.emitir('direccion.ingresos', { desde: new Date(ahora - 5 * 365 * DIA), hasta: new Date(ahora - 2 * DIA) }).cer, /^El certificado venció el /],
    ['not yet valid', () => ac.emitir('direccion.ingresos', { desde: new Date(ahora + 3 * DIA), hasta: new Date(ahora + 400 * DIA) }).cer, /^El certificado aún no es válido: lo será a partir del /],
    ['another person’s RFC', () => ac.emitir('tesoreria').cer, MSG_EFIRMA.rfcDistinto(FIRMANTES_DEMO.tesoreria.rfc, FIRMANTES_DEMO['direccion.ingresos'].rfc)],
    ['a seal certificate (CSD), not an e.firma', () => ac.emitir('direccion.ingresos', { tipo: 'csd' }).cer, MSG_EFIRMA.esCsd],
    ['issued by an authority the portal does not recognise', () => emitirEfirma(otra, FIRMANTES_DEMO['direccion.ingresos']).cer, MSG_EFIRMA.emisorNoReconocido],
    ['an authority’s own certificate', () => ac.ac.der, MSG_EFIRMA.esAutoridad],
  ];
  for (const [que, cer, mensaje] of casos) {
    it(`refuses ${que}, and registers nothing`, async () => {
      const r = await registrar('direccion.ingresos', cer());
      expect(r.status).toBe(400);
      if (typeof mensaje === 'string') expect(r.body.message).toBe(mensaje);
      else expect(r.body.message).toMatch(mensaje);
      expect(await certificadosDe('direccion.ingresos')).toHaveLength(0);
    });
  }

  it('refuses a revoked certificate (the authority’s revocation list), and registers nothing', async () => {
    const f = ac.emitir('direccion.ingresos');
    ac.revocados.push({ serie: f.serie, fecha: new Date(ahora - DIA) });
    const r = await registrar('direccion.ingresos', f.cer);
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(/^El certificado fue revocado el .*Tramite una nueva e\.firma en el SAT\.$/);
    expect(await certificadosDe('direccion.ingresos')).toHaveLength(0);
  });

  it('an account without an RFC is told to have it captured first', async () => {
    const f = ac.emitir('direccion.ingresos');
    const r = await registrar('revisor.licencias', f.cer);
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(MSG_EFIRMA.sinRfcCuenta);
  });

  it('a taxpayer has no e.firma profile (staff only)', async () => {
    const t = await nuevoContribuyente(e);
    expect((await t.get('/api/efirma/certificado')).status).toBe(403);
    expect((await t.post('/api/efirma/certificado', { cer: base64(ac.emitir('tesoreria').cer) })).status).toBe(403);
    const anon = await e.app.inject({ method: 'GET', url: '/api/efirma/certificado' });
    expect(anon.statusCode).toBe(401);
  });
});
