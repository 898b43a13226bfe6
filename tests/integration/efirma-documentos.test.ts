// Every document the kit signs besides the licence, signed with e.firma end to end through the real
// Temporal worker (docs/EFIRMA.md): the dictámenes of towers and billboards (the Dirección de
// Desarrollo Urbano), the certificates of extraordinary hours and live music (Fiscalización's
// operator, then its inspector: two incremental signatures in the definition's order), the
// authorization formats of signs (Desarrollo Urbano) and the authorization of a rights assignment
// (the Secretaría, Mercados' step). Each is downloaded where the taxpayer downloads it today, is the
// stored signed PDF byte for byte, and validates with poppler's pdfsig; a click cannot approve it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { efirmaDocumentos, estadosCuenta, solicitudes, usuarioAreas, usuarios, type Establecimiento } from '../../db/schema';
import { hashPassword } from '../../api/auth/passwords';
import { createEstablecimientosRepository } from '../../api/establecimientos/establecimientos.repository';
import { MSG_EFIRMA } from '../../domain/efirma/mensajes';
import { AREA_FISCALIZACION } from '../../domain/fiscalizacion/comun';
import { SERVICIO } from '../../domain/tramite/servicios';
import { FIRMANTES_DEMO } from '../../sim/efirma/demo';
import { firmarTarea } from '../../sim/efirma/cliente';
import type { ArchivosEfirma } from '../../sim/efirma/autoridad';
import { pdfsig } from '../pdfsig';
import { autoridadDePrueba, reanudarEnPaso, type AutoridadPrueba } from './efirma-ayuda';
import { cliente, contribuyenteConPerfil, crearEntorno, entrar, establecimientoConLicencia, multipart, tareaAbierta, type Entorno } from './harness';
import { mundoAnuncio } from './mundo-anuncio';
import { mundoAnuncioExterno } from './mundo-anuncio-externo';
import { mundoCesion } from './mundo-cesion';
import { mundoEspectacular } from './mundo-espectacular';
import { mundoFiscalizacion } from './mundo-fiscalizacion';
import { mundoTorre } from './mundo-torre';

let e: Entorno;
let ac: AutoridadPrueba;
let t: Awaited<ReturnType<typeof contribuyenteConPerfil>>;
type Sesion = Awaited<ReturnType<typeof entrar>>;
interface Firmante {
  sesion: Sesion;
  archivos: ArchivosEfirma;
  nombre: string;
}
const firmantes: Record<string, Firmante> = {};

/** Fiscalización's inspector: a second official of the area, with an e.firma of their own. */
const INSPECTOR = { usuario: 'inspector.fiscalizacion', nombre: 'MIGUEL CHAN UC', rfc: 'CAUM850612QW3', curp: 'CAUM850612HQRHCG08' };

async function cuentaInspector() {
  const clave = 'Inspector2026!';
  const [u] = await e.db.db
    .insert(usuarios)
    .values({ username: INSPECTOR.usuario, email: `${INSPECTOR.usuario}@opb.gob.mx`, passwordHash: await hashPassword(clave), rol: 'fiscalizacion', nombre: 'Miguel', apellido1: 'Chan', rfc: INSPECTOR.rfc, curp: INSPECTOR.curp })
    .returning({ id: usuarios.id });
  await e.db.db.insert(usuarioAreas).values({ usuarioId: u.id, areaId: AREA_FISCALIZACION });
  return entrar(e, INSPECTOR.usuario, clave);
}

beforeAll(async () => {
  ac = await autoridadDePrueba();
  e = await crearEntorno(ac.config);
  t = await contribuyenteConPerfil(e);
  for (const u of ['direccion.urbano', 'desarrollo.urbano', 'fiscalizacion', 'mercados']) {
    firmantes[u] = { sesion: await entrar(e, u), archivos: ac.emitir(u), nombre: FIRMANTES_DEMO[u].nombre };
  }
  firmantes[INSPECTOR.usuario] = { sesion: await cuentaInspector(), archivos: ac.emitir('fiscalizacion', INSPECTOR), nombre: INSPECTOR.nombre };
}, 300_000);
afterAll(async () => {
  await e?.cerrar();
  await ac?.cerrar();
});

/** An establishment of the taxpayer with its licence issued. */
async function negocio(): Promise<{ est: Establecimiento; licenciaId: number }> {
  const r = await establecimientoConLicencia(e, t);
  return { est: (await createEstablecimientosRepository({ db: e.db.db }).porId(r.id))!, licenciaId: r.licenciaId };
}

async function terminada(solicitudId: number) {
  for (let i = 0; i < 150; i++) {
    const [s] = await e.db.db.select({ estado: solicitudes.estado }).from(solicitudes).where(eq(solicitudes.id, solicitudId));
    if (s.estado === 'terminada') return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`la solicitud ${solicitudId} no terminó`);
}

/** A paid statement of the request's fee (what the taxpayer's online payment leaves). */
async function pagada(solicitudId: number, servicioId: number) {
  const [s] = await e.db.db.select().from(solicitudes).where(eq(solicitudes.id, solicitudId));
  await e.db.db.insert(estadosCuenta).values({
    folio: `EC-EFIRMA-${solicitudId}`,
    solicitudId,
    contribuyenteId: s.contribuyenteId,
    servicioId,
    conceptos: [{ concepto: 'Derechos', importe: '850.00' }],
    total: '850.00',
    estatus: 8,
    pagadoAt: new Date(),
  });
}

interface Caso {
  documento: string;
  crear: () => Promise<number>;
  /** the signature steps in the definition's order, and who signs each */
  firmas: { paso: string; usuario: string }[];
  /** the taxpayer's download of the signed document */
  descargar: (solicitudId: number) => Promise<Buffer>;
}

const pdfDe = (r: { statusCode: number; rawPayload: Buffer; body: string }, que: string) => {
  if (r.statusCode !== 200) throw new Error(`${que}: ${r.statusCode} ${r.body.slice(0, 300)}`);
  return r.rawPayload;
};

let licenciaFiscalizacion = 0;
const CASOS: Caso[] = [
  {
    documento: 'dictamen de torre',
    crear: async () => (await mundoTorre(e, { est: (await negocio()).est, contribuyenteId: t.contribuyenteId! })).solicitudId,
    firmas: [{ paso: 'firma', usuario: 'direccion.urbano' }],
    descargar: async (id) => pdfDe(await t.raw({ method: 'POST', url: `/api/solicitud_torres/${id}/viewDictamenPDF`, payload: { firmado: true } }), 'dictamen'),
  },
  {
    documento: 'dictamen de anuncio espectacular',
    crear: async () => (await mundoEspectacular(e, { est: (await negocio()).est, contribuyenteId: t.contribuyenteId! })).solicitudId,
    firmas: [{ paso: 'firma', usuario: 'direccion.urbano' }],
    descargar: async (id) => pdfDe(await t.raw({ method: 'POST', url: `/api/solicitud_espectaculares/${id}/viewDictamenPDF`, payload: { firmado: true } }), 'dictamen'),
  },
  {
    documento: 'constancia de horario extraordinario',
    crear: async () => {
      const { est, licenciaId } = await negocio();
      licenciaFiscalizacion = licenciaId;
      const id = await mundoFiscalizacion(e, { est, licenciaId });
      await pagada(id, SERVICIO.HORARIO_EXTRA);
      return id;
    },
    firmas: [
      { paso: 'firma_operador', usuario: 'fiscalizacion' },
      { paso: 'firma_fiscalizador', usuario: INSPECTOR.usuario },
    ],
    descargar: async (id) => pdfDe(await t.raw({ method: 'GET', url: `/api/licencia/${licenciaFiscalizacion}/viewConstanciaExtraordinaria/${id}` }), 'constancia'),
  },
  {
    documento: 'constancia de música viva',
    crear: async () => {
      const { est, licenciaId } = await negocio();
      licenciaFiscalizacion = licenciaId;
      const id = await mundoFiscalizacion(e, { est, licenciaId, tipo: 'VARIEDAD' });
      await pagada(id, SERVICIO.HORARIO_EXTRA);
      return id;
    },
    firmas: [
      { paso: 'firma_operador', usuario: 'fiscalizacion' },
      { paso: 'firma_fiscalizador', usuario: INSPECTOR.usuario },
    ],
    descargar: async (id) => pdfDe(await t.raw({ method: 'GET', url: `/api/licencia/${licenciaFiscalizacion}/viewConstanciaExtraordinaria/${id}` }), 'constancia'),
  },
  {
    documento: 'formato de autorización de anuncio',
    crear: async () => (await mundoAnuncio(e, { est: (await negocio()).est, contribuyenteId: t.contribuyenteId! })).solicitudId,
    firmas: [{ paso: 'firma', usuario: 'desarrollo.urbano' }],
    descargar: async (id) => pdfDe(await t.raw({ method: 'POST', url: `/api/anuncio/${id}/generateformatoautorizacion` }), 'formato'),
  },
  {
    documento: 'formato de autorización de anuncio en vía pública',
    crear: async () => (await mundoAnuncioExterno(e, { est: (await negocio()).est, contribuyenteId: t.contribuyenteId! })).solicitudId,
    firmas: [{ paso: 'firma', usuario: 'desarrollo.urbano' }],
    descargar: async (id) => pdfDe(await t.raw({ method: 'POST', url: `/api/anuncioexterno/${id}/generateformatoautorizacion` }), 'formato'),
  },
  {
    documento: 'autorización de cesión de derechos',
    crear: async () => (await mundoCesion(e, { contribuyenteId: t.contribuyenteId!, rfc: t.rfc })).solicitudId,
    firmas: [{ paso: 'autorizacion', usuario: 'mercados' }],
    // the signed authorization is the request's authorization document (docAutorizacion)
    descargar: async (id) => {
      const r = await t.get(`/api/cesionDerechoExterno/${id}`);
      const url = r.body.data?.docAutorizacion as string | null;
      if (!url) throw new Error(`sin autorización: ${JSON.stringify(r.body).slice(0, 300)}`);
      return pdfDe(await t.raw({ method: 'GET', url }), 'autorización');
    },
  },
];

describe('e.firma: every signed document of the kit validates offline', { timeout: 300_000 }, () => {
  it.each(CASOS)('$documento: signed with e.firma in the definition’s order, downloaded signed, valid for pdfsig', async (caso) => {
    const solicitudId = await caso.crear();
    await reanudarEnPaso(e, solicitudId, caso.firmas[0].paso);
    let anterior: Buffer | null = null;
    for (const [i, f] of caso.firmas.entries()) {
      const tarea = await tareaAbierta(e, solicitudId, f.paso);
      const quien = firmantes[f.usuario];
      // a click cannot approve a step that asks for e.firma
      const clic = await quien.sesion.post(`/api/tareas/${tarea.id}/resolver`, { resultado: 'aprobado' });
      expect(clic.status, JSON.stringify(clic.body)).toBe(400);
      expect(clic.body.message).toBe(MSG_EFIRMA.requiereEfirma);
      const r = await firmarTarea(quien.sesion, tarea.id, quien.archivos);
      expect(r?.status, JSON.stringify(r?.body)).toBe(200);
      const [doc] = await e.db.db.select().from(efirmaDocumentos).where(eq(efirmaDocumentos.solicitudId, solicitudId));
      expect(doc.firmas).toBe(i + 1);
      // incremental: each signature appends to the PDF the previous one signed
      if (anterior) expect(Buffer.compare(doc.pdf.subarray(0, anterior.length), anterior)).toBe(0);
      anterior = doc.pdf;
    }
    await terminada(solicitudId);

    const descarga = await caso.descargar(solicitudId);
    expect(Buffer.compare(descarga, anterior!)).toBe(0);
    const { firmas, salida } = pdfsig(new Uint8Array(descarga));
    expect(firmas.map((f) => f.firmante), salida).toEqual(caso.firmas.map((f) => firmantes[f.usuario].nombre));
    expect(firmas.every((f) => f.valida), salida).toBe(true);
    expect(firmas.at(-1)!.todoElDocumento, salida).toBe(true);

    // the public check of the copy: intact; altered after signing, reported as altered
    const subir = (pdf: Buffer) => cliente(e).raw({ method: 'POST', url: '/api/verificar/pdf', ...multipart({}, { nombre: 'documento.pdf', tipo: 'application/pdf', contenido: pdf }) });
    expect((await subir(descarga)).json().data.intacto).toBe(true);
    const [{ folio }] = await e.db.db.select({ folio: solicitudes.folio }).from(solicitudes).where(eq(solicitudes.id, solicitudId));
    const alterado = Buffer.from(descarga);
    const i = alterado.indexOf(folio);
    expect(i, 'the folio is written in the document').toBeGreaterThan(0);
    alterado[i + folio.length - 1] ^= 0x01;
    expect((await subir(alterado)).json().data.intacto).toBe(false);
  });
});
