// The change requests' printouts and the public check of an approved change: the printed
// request in any status (its owner, root; staff only with a task about it), the certificate only
// once approved, with a QR carrying the signed code that GET verificar/{codigo} answers.
// The request is walked through its machine without a workflow (and without the procedure's own
// routes), projected with the real projection activity, which applies the change and writes the history.
import { inflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivities } from '../../activities';
import { createCambiosRepository } from '../../api/cambios/cambios.repository';
import { codigoVerificacion } from '../../api/lib/verificacion';
import { establecimientos, historialEstablecimientos, type Establecimiento } from '../../db/schema';
import { CAMBIO, type TipoCambio } from '../../domain/cambios/comun';
import type { EventoTramite } from '../../domain/tramite/definicion';
import { aplicarEvento, nuevoTramite, persistir, type SnapshotTramite } from '../../domain/tramite/maquina';
import { definicionDe } from '../../domain/tramites';
import { cliente, contribuyenteConPerfil, crearEntorno, entrar, establecimientoConLicencia, type Entorno } from './harness';

let e: Entorno;
beforeAll(async () => {
  e = await crearEntorno({}, { worker: false });
}, 300_000);
afterAll(async () => e?.cerrar());

const NUEVO = 'FONDA DOÑA JUANA';

async function texto(buf: Buffer) {
  return (await extractText(await getDocumentProxy(new Uint8Array(buf)), { mergePages: true })).text.replace(/\s+/g, ' ');
}

/** Rectangles drawn in the PDF's content streams: a QR code is hundreds of them (one per dark module). */
function rectangulos(pdf: Buffer): number {
  const crudo = pdf.toString('latin1');
  let total = 0;
  for (const m of crudo.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let contenido: string;
    try {
      contenido = inflateSync(Buffer.from(m[1], 'latin1')).toString('latin1');
    } catch {
      continue; // not a Flate content stream (fonts are, too; they simply hold no 're')
    }
    total += (contenido.match(/ re\b/g) ?? []).length;
  }
  return total;
}

async function establecimiento(id: number): Promise<Establecimiento> {
  const [est] = await e.db.db.select().from(establecimientos).where(eq(establecimientos.id, id));
  return est;
}

async function nuevoCambio(est: Establecimiento, tipo: TipoCambio, propuesta: Record<string, unknown>) {
  const r = await createCambiosRepository({ db: e.db.db }).crear({ est, tipo, propuesta, datos: { tipoProceso: est.tipoProcesoId, hasAlcohol: false } });
  if (!r.ok) throw new Error(`no se creó ${tipo}`);
  return r.vista.s;
}

/** Sends the request and, with `aprobar`, approves every staff step (no debts: the optional steps stay off). */
async function mover(solicitudId: number, aprobar: boolean) {
  const v = (await createCambiosRepository({ db: e.db.db }).porId(solicitudId))!;
  const def = definicionDe(v.c.tipo);
  const est = await establecimiento(v.c.locacionId);
  let s: SnapshotTramite | null = aplicarEvento(def, nuevoTramite(def, { tipoProceso: est.tipoProcesoId, hasAlcohol: false }), { type: 'ENVIAR' });
  for (let i = 0; aprobar && s && s.value !== 'terminada' && i < 20; i++) {
    const ev: EventoTramite = { type: 'APROBAR', paso: s.context.actual!, revisorId: 1 };
    s = aplicarEvento(def, s, ev);
  }
  if (!s || (aprobar && s.value !== 'terminada')) throw new Error(`el cambio ${solicitudId} no llegó a aprobarse`);
  await createActivities({ db: e.db.db, publicUrl: 'https://ventanilla.opb.gob.mx' }).proyectarSolicitud({ solicitudId, snapshot: persistir(s), version: v.s.version + 1 });
}

const verificar = async (codigo: string) => {
  const r = await cliente(e).raw({ method: 'GET', url: `/api/verificar/${encodeURIComponent(codigo)}` });
  return { status: r.statusCode, texto: r.body, body: r.json() };
};

describe('change request printouts and the public check of an approved change', () => {
  let t: Awaited<ReturnType<typeof contribuyenteConPerfil>>;
  let est: Establecimiento;
  let anterior: string;
  let id: number;
  let folio: string;

  beforeAll(async () => {
    t = await contribuyenteConPerfil(e);
    const alta = await establecimientoConLicencia(e, t);
    est = await establecimiento(alta.id);
    anterior = est.nombreComercial;
    const s = await nuevoCambio(est, CAMBIO.NOMBRE, { nuevo_nombre_comercial: NUEVO, nombre_comercial_actual: anterior });
    id = s.id;
    folio = s.folio;
  }, 120_000);

  it('prints a draft request: procedure, folio, status, establishment, taxpayer and the value now beside the one requested', async () => {
    expect(folio).toMatch(/^CNC-\d{4}-\d{6,12}$/);
    const r = await t.raw({ method: 'GET', url: `/api/cambios/${id}/imprimirSolicitud` });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    const escrito = await texto(r.rawPayload);
    expect(escrito).toContain('SOLICITUD DE CAMBIO DE NOMBRE COMERCIAL');
    expect(escrito).toContain(folio);
    expect(escrito).toContain('Borrador');
    expect(escrito).toContain(t.rfc);
    expect(escrito).toContain(est.claveCatastral);
    expect(escrito).toContain('Dato Valor actual Valor solicitado');
    expect(escrito).toContain(`Nombre comercial ${anterior} ${NUEVO}`);
    expect(escrito).toContain('Firma del contribuyente o representante legal');
  });

  it('refuses the printouts to another taxpayer and to staff with no task about the request', async () => {
    const otro = await contribuyenteConPerfil(e);
    const sare = await entrar(e, 'coordinacion.sare');
    for (const url of [`/api/cambios/${id}/imprimirSolicitud`, `/api/cambios/${id}/constancia`]) {
      expect((await otro.raw({ method: 'GET', url })).statusCode).toBe(403);
      expect((await sare.raw({ method: 'GET', url })).statusCode).toBe(403);
    }
    expect((await otro.raw({ method: 'GET', url: '/api/cambios/999999999/imprimirSolicitud' })).statusCode).toBe(403);
    expect((await (await entrar(e, 'root')).raw({ method: 'GET', url: `/api/cambios/${id}/imprimirSolicitud` })).statusCode).toBe(200);
  });

  it('a request not yet approved has no certificate and is not valid, with or without a signature', async () => {
    const r = await t.get(`/api/cambios/${id}/constancia`);
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('La constancia estará disponible cuando la solicitud sea aprobada.');
    for (const c of [codigoVerificacion(e.config.VERIFICACION_SECRET, folio), folio]) {
      const v = await verificar(c);
      expect(v.status).toBe(200);
      expect(v.body.data).toEqual({ folio, valida: false, licencia: null });
      expect(v.texto).not.toContain(NUEVO);
    }
    // Sent and in review, but not approved: still not valid.
    const baja = await nuevoCambio(est, CAMBIO.BAJA, { fecha_sat: '2026-11-20', has_alcohol: false });
    await mover(baja.id, false);
    expect((await verificar(codigoVerificacion(e.config.VERIFICACION_SECRET, baja.folio))).body.data).toEqual({ folio: baja.folio, valida: false, licencia: null });
    expect((await t.get(`/api/cambios/${baja.id}/constancia`)).status).toBe(400);
  });

  it('once approved: the certificate shows the old and new names, the approval, and a QR with the signed code', async () => {
    await mover(id, true);
    const [h] = await e.db.db.select().from(historialEstablecimientos).where(eq(historialEstablecimientos.solicitudId, id));
    expect(h).toMatchObject({ anterior: { nombre_comercial: anterior }, nuevo: { nombre_comercial: NUEVO } });

    const r = await t.raw({ method: 'GET', url: `/api/cambios/${id}/constancia` });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    const escrito = await texto(r.rawPayload);
    expect(escrito).toContain('CONSTANCIA DE CAMBIO DE NOMBRE COMERCIAL');
    expect(escrito).toContain(folio);
    expect(escrito).toContain(`Nombre comercial ${anterior} ${NUEVO}`);
    expect(escrito).toContain('Coordinación SARE');
    const codigo = new RegExp(`/verificar/(${folio}-[0-9A-F]{32})`).exec(escrito)?.[1];
    expect(codigo, 'the printed URL carries the folio and its signature').toBe(codigoVerificacion(e.config.VERIFICACION_SECRET, folio));
    // The QR: hundreds of module rectangles, which the printed request (no QR) does not draw.
    const solicitud = await t.raw({ method: 'GET', url: `/api/cambios/${id}/imprimirSolicitud` });
    expect(solicitud.statusCode).toBe(200);
    expect(await texto(solicitud.rawPayload)).toContain('Aprobada');
    expect(rectangulos(r.rawPayload) - rectangulos(solicitud.rawPayload)).toBeGreaterThan(200);
  });

  it('the public check answers the signed code with the certificate\'s data; a bare folio only valid; a forged code not valid', async () => {
    const codigo = codigoVerificacion(e.config.VERIFICACION_SECRET, folio);
    const firmado = await verificar(codigo);
    expect(firmado.status).toBe(200);
    expect(firmado.body.data).toMatchObject({
      folio,
      valida: true,
      licencia: null,
      cambio: {
        tipo: CAMBIO.NOMBRE,
        tramite: 'Cambio de nombre comercial',
        constancia: 'Constancia de cambio de nombre comercial',
        nombre_comercial: NUEVO,
        cambios: [{ campo: 'Nombre comercial', anterior, nuevo: NUEVO }],
      },
    });
    expect(Date.parse(firmado.body.data.cambio.fecha_aprobacion)).not.toBeNaN();

    const soloFolio = await verificar(folio.toLowerCase());
    expect(soloFolio.body.data).toEqual({ folio, valida: true, licencia: null });
    expect(soloFolio.texto).not.toContain(NUEVO);

    const ultimo = codigo.at(-1) === '0' ? '1' : '0';
    const falso = await verificar(`${codigo.slice(0, -1)}${ultimo}`);
    expect(falso.body.data).toEqual({ folio, valida: false, licencia: null });
    expect(falso.texto).not.toContain(NUEVO);
  });
});
