// The licence signed with e.firma end to end, through the real Temporal worker: the Dirección de
// Ingresos then the Tesorería sign it as two incremental PAdES signatures (spec 1 §4.3 orders the
// two signature steps); the key and its password stay on the signer's side (sim/efirma/cliente.ts
// does what the browser does); a certificate expired, of another RFC or revoked is refused and
// nothing is signed; the PDF the taxpayer downloads validates with poppler's pdfsig.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { efirmaDocumentos, efirmaFirmas, efirmaSesiones, solicitudes, tareas } from '../../db/schema';
import { base64, deBase64 } from '../../domain/efirma/der';
import { leerCertificado } from '../../domain/efirma/certificado';
import { descifrarLlave, firmarAtributos } from '../../domain/efirma/llave';
import { MSG_EFIRMA } from '../../domain/efirma/mensajes';
import { createEfirmaRepository } from '../../api/efirma/efirma.repository';
import { createLicenciasRepository } from '../../api/licencias/licencias.repository';
import { codigoVerificacion } from '../../api/lib/verificacion';
import { FIRMANTES_DEMO } from '../../sim/efirma/demo';
import { firmarTarea, registrarCertificado } from '../../sim/efirma/cliente';
import type { ArchivosEfirma } from '../../sim/efirma/autoridad';
import { pdfsig } from '../pdfsig';
import { autoridadDePrueba, reanudarEnPaso, serieDe, type AutoridadPrueba } from './efirma-ayuda';
import { cliente, contribuyenteConPerfil, crearEntorno, entrar, formularioLicencia, multipart, tareaAbierta, type Entorno } from './harness';

let e: Entorno;
let ac: AutoridadPrueba;
beforeAll(async () => {
  ac = await autoridadDePrueba();
  e = await crearEntorno(ac.config);
});
afterAll(async () => {
  await e?.cerrar();
  await ac?.cerrar();
});

const DIA = 86_400_000;
type Sesion = Awaited<ReturnType<typeof entrar>>;

/** A licence request of a new taxpayer, resumed by its workflow at the Director's signature. */
async function licenciaEnFirma() {
  const t = await contribuyenteConPerfil(e);
  const r = await t.post('/api/establecimientos', formularioLicencia());
  if (r.status !== 200) throw new Error(`alta ${r.status} ${JSON.stringify(r.body)}`);
  const licenciaId = r.body.data.licencia[0].id as number;
  const lic = (await createLicenciasRepository({ db: e.db.db }).porId(licenciaId))!;
  await reanudarEnPaso(e, lic.solicitudId, 'firma_director');
  const tarea = await tareaAbierta(e, lic.solicitudId, 'firma_director');
  return { t, licenciaId, solicitudId: lic.solicitudId, folio: lic.solicitud.folio, tarea };
}

/** Nothing signed: no stored document, no signature recorded, the task still pending. */
async function nadaFirmado(solicitudId: number, tareaId: number) {
  expect(await e.db.db.select().from(efirmaDocumentos).where(eq(efirmaDocumentos.solicitudId, solicitudId))).toHaveLength(0);
  expect(await e.db.db.select().from(efirmaFirmas).where(eq(efirmaFirmas.solicitudId, solicitudId))).toHaveLength(0);
  const [t] = await e.db.db.select().from(tareas).where(eq(tareas.id, tareaId));
  expect(t.estado).toBe('pendiente');
}

const preparar = (s: Sesion, tareaId: number) => s.post(`/api/tareas/${tareaId}/efirma/preparar`, {});

/** A certificate stored as if registered while it was still good (it expired or the RFC changed since). */
async function registradoAntes(s: Sesion, cer: Uint8Array) {
  await createEfirmaRepository({ db: e.db.db }).registrar(s.userId, leerCertificado(cer));
}

describe('e.firma: the licence signed by the Dirección de Ingresos and the Tesorería', { timeout: 300_000 }, () => {
  let director: Sesion;
  let tesorero: Sesion;
  let archivosDirector: ArchivosEfirma;
  let archivosTesorero: ArchivosEfirma;
  let caso: Awaited<ReturnType<typeof licenciaEnFirma>>;
  beforeAll(async () => {
    director = await entrar(e, 'direccion.ingresos');
    tesorero = await entrar(e, 'tesoreria');
    archivosDirector = ac.emitir('direccion.ingresos');
    archivosTesorero = ac.emitir('tesoreria');
    caso = await licenciaEnFirma();
  });

  it('the task asks for e.firma, and a click cannot approve it', async () => {
    const info = await director.get(`/api/tareas/${caso.tarea.id}/efirma`);
    expect(info.body.data).toMatchObject({ modo: 'efirma', requerida: true, certificado: null });
    const r = await director.post(`/api/tareas/${caso.tarea.id}/resolver`, { resultado: 'aprobado' });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(MSG_EFIRMA.requiereEfirma);
    // without a registered certificate there is nothing to prepare
    expect((await preparar(director, caso.tarea.id)).body.message).toBe(MSG_EFIRMA.sinCertificado);
    await nadaFirmado(caso.solicitudId, caso.tarea.id);
  });

  it('refuses a certificate that has expired since it was registered, and signs nothing', async () => {
    const vencido = ac.emitir('direccion.ingresos', { desde: new Date(Date.now() - 4 * 365 * DIA), hasta: new Date(Date.now() - DIA) });
    await registradoAntes(director, vencido.cer);
    const r = await preparar(director, caso.tarea.id);
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(/^El certificado venció el /);
    await nadaFirmado(caso.solicitudId, caso.tarea.id);
  });

  it('refuses a certificate of another RFC than the account’s, and signs nothing', async () => {
    await registradoAntes(director, ac.emitir('tesoreria').cer);
    const r = await preparar(director, caso.tarea.id);
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(MSG_EFIRMA.rfcDistinto(FIRMANTES_DEMO.tesoreria.rfc, FIRMANTES_DEMO['direccion.ingresos'].rfc));
    await nadaFirmado(caso.solicitudId, caso.tarea.id);
  });

  it('refuses a certificate revoked after it was registered — even between preparing and signing', async () => {
    const revocable = ac.emitir('direccion.ingresos');
    await registrarCertificado(director, revocable.cer);
    const p = await preparar(director, caso.tarea.id);
    expect(p.status).toBe(200);
    ac.revocados.push({ serie: revocable.serie, fecha: new Date() });
    const firma = await firmarAtributos(descifrarLlave(revocable.key, revocable.contrasena), deBase64(p.body.data.atributos));
    const r = await director.post(`/api/tareas/${caso.tarea.id}/efirma/completar`, { sesion: p.body.data.sesion, firma: base64(firma) });
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(/^El certificado fue revocado el /);
    expect((await preparar(director, caso.tarea.id)).body.message).toMatch(/^El certificado fue revocado el /);
    await nadaFirmado(caso.solicitudId, caso.tarea.id);
  });

  it('refuses a signature made with a key that is not the registered certificate’s', async () => {
    await registrarCertificado(director, archivosDirector.cer);
    // a dialog reopened replaces the earlier preparation: one session (and one PDF) kept per task
    const anterior = await preparar(director, caso.tarea.id);
    const p = await preparar(director, caso.tarea.id);
    expect(p.status).toBe(200);
    expect((await e.db.db.select({ id: efirmaSesiones.id }).from(efirmaSesiones).where(eq(efirmaSesiones.tareaId, caso.tarea.id))).map((x) => x.id)).toEqual([p.body.data.sesion]);
    const vieja = await firmarAtributos(descifrarLlave(archivosDirector.key, archivosDirector.contrasena), deBase64(anterior.body.data.atributos));
    expect((await director.post(`/api/tareas/${caso.tarea.id}/efirma/completar`, { sesion: anterior.body.data.sesion, firma: base64(vieja) })).body.message).toBe(MSG_EFIRMA.sesionVencida);
    const ajena = await firmarAtributos(descifrarLlave(archivosTesorero.key, archivosTesorero.contrasena), deBase64(p.body.data.atributos));
    const r = await director.post(`/api/tareas/${caso.tarea.id}/efirma/completar`, { sesion: p.body.data.sesion, firma: base64(ajena) });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(MSG_EFIRMA.firmaInvalida);
    await nadaFirmado(caso.solicitudId, caso.tarea.id);
  });

  it('the Director signs, then the Tesorero: two incremental signatures that pdfsig validates', async () => {
    // the Tesorería's signature comes second: its task opens only once the Director signed
    expect(await e.db.db.select().from(tareas).where(and(eq(tareas.solicitudId, caso.solicitudId), eq(tareas.paso, 'firma_tesorero')))).toHaveLength(0);
    const r1 = await firmarTarea(director, caso.tarea.id, archivosDirector);
    expect(r1?.status).toBe(200);
    expect(r1?.body.message).toBe('Documento firmado con e.firma.');
    const [t1] = await e.db.db.select().from(tareas).where(eq(tareas.id, caso.tarea.id));
    expect(t1.estado).not.toBe('pendiente');

    const tareaTesorero = await tareaAbierta(e, caso.solicitudId, 'firma_tesorero');
    const [doc1] = await e.db.db.select().from(efirmaDocumentos).where(eq(efirmaDocumentos.solicitudId, caso.solicitudId));
    expect(doc1.firmas).toBe(1);
    const r2 = await firmarTarea(tesorero, tareaTesorero.id, archivosTesorero);
    expect(r2?.status).toBe(200);
    const [doc2] = await e.db.db.select().from(efirmaDocumentos).where(eq(efirmaDocumentos.solicitudId, caso.solicitudId));
    expect(doc2.firmas).toBe(2);
    // incremental: the first version is a prefix of the second, byte for byte
    expect(Buffer.compare(doc2.pdf.subarray(0, doc1.pdf.length), doc1.pdf)).toBe(0);

    // the workflow ends the request once both signed
    for (let i = 0; i < 100; i++) {
      const [s] = await e.db.db.select({ estado: solicitudes.estado }).from(solicitudes).where(eq(solicitudes.id, caso.solicitudId));
      if (s.estado === 'terminada') break;
      await new Promise((res) => setTimeout(res, 100));
    }
    const [s] = await e.db.db.select({ estado: solicitudes.estado }).from(solicitudes).where(eq(solicitudes.id, caso.solicitudId));
    expect(s.estado).toBe('terminada');

    // the taxpayer downloads the signed PDF itself, and any reader checks it offline
    const descarga = await caso.t.raw({ method: 'GET', url: `/api/licencia/${caso.licenciaId}/getlicencia` });
    expect(descarga.statusCode).toBe(200);
    expect(Buffer.compare(descarga.rawPayload, doc2.pdf)).toBe(0);
    const { firmas, salida } = pdfsig(new Uint8Array(descarga.rawPayload));
    expect(firmas, salida).toHaveLength(2);
    expect(firmas.every((f) => f.valida), salida).toBe(true);
    expect(firmas.map((f) => f.firmante)).toEqual([FIRMANTES_DEMO['direccion.ingresos'].nombre, FIRMANTES_DEMO.tesoreria.nombre]);
    expect(firmas.every((f) => f.fecha !== ''), salida).toBe(true);
    expect(firmas[1].todoElDocumento, salida).toBe(true);

    // the public check of an uploaded copy: each signer, intact; a copy altered after signing is reported
    const subir = (pdf: Buffer) => cliente(e).raw({ method: 'POST', url: '/api/verificar/pdf', ...multipart({}, { nombre: 'licencia.pdf', tipo: 'application/pdf', contenido: pdf }) });
    const v = (await subir(descarga.rawPayload)).json();
    expect(v.data.intacto).toBe(true);
    expect(v.data.firmas.map((f: { rfc: string; serie: string; integra: boolean; autoridad_reconocida: boolean }) => [f.rfc, f.serie, f.integra, f.autoridad_reconocida])).toEqual([
      [FIRMANTES_DEMO['direccion.ingresos'].rfc, serieDe(archivosDirector), true, true],
      [FIRMANTES_DEMO.tesoreria.rfc, serieDe(archivosTesorero), true, true],
    ]);
    const alterado = Buffer.from(descarga.rawPayload);
    const i = alterado.indexOf('TORTILLER') >= 0 ? alterado.indexOf('TORTILLER') : 200;
    alterado[i] = alterado[i] ^ 0x01;
    expect((await subir(alterado)).json().data.intacto).toBe(false);

    // and from the QR's signed code
    const porCodigo = await cliente(e).get(`/api/verificar/${encodeURIComponent(codigoVerificacion(e.config.VERIFICACION_SECRET, caso.folio))}/firmas`);
    expect(porCodigo.status).toBe(200);
    expect(porCodigo.body.data.firmas).toHaveLength(2);
  });

  it('a municipality without e.firma keeps the click (the setting), and nothing is stored as signed', async () => {
    const admin = await entrar(e, 'admin');
    expect((await admin.put('/api/efirma/ajustes', { modo: 'clic' })).status).toBe(200);
    try {
      const otro = await licenciaEnFirma();
      expect((await director.get(`/api/tareas/${otro.tarea.id}/efirma`)).body.data.requerida).toBe(false);
      expect((await preparar(director, otro.tarea.id)).body.message).toBe(MSG_EFIRMA.pasoSinEfirma);
      const r = await director.post(`/api/tareas/${otro.tarea.id}/resolver`, { resultado: 'aprobado' });
      expect(r.status).toBe(200);
      await tareaAbierta(e, otro.solicitudId, 'firma_tesorero');
      expect(await e.db.db.select().from(efirmaDocumentos).where(eq(efirmaDocumentos.solicitudId, otro.solicitudId))).toHaveLength(0);
      // its QR's code lists no e.firma signature; a bare folio lists nothing at all
      const sinFirmas = await cliente(e).get(`/api/verificar/${encodeURIComponent(codigoVerificacion(e.config.VERIFICACION_SECRET, otro.folio))}/firmas`);
      expect(sinFirmas.body.data).toEqual({ intacto: false, firmas: [] });
      expect((await cliente(e).get(`/api/verificar/${encodeURIComponent(otro.folio)}/firmas`)).status).toBe(404);
    } finally {
      await admin.put('/api/efirma/ajustes', { modo: 'efirma' });
    }
  });
});
