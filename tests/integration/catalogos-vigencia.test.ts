// The procedures read the office's catalogues as they were when each request was created.
// A tariff line, a document adjustment or a giro's req_patente edited by the office (a new version:
// the row in force closed, its successor inserted, as api/catalogos-admin does) applies to requests
// created after the edit; a request created before keeps what it was created with.
import { and, eq, isNull } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hooksLicencia } from '../../activities/licencia.activities';
import { girosEn, tarifarioEn } from '../../db/catalogos/vigentes.repository';
import { catEntregables, catGiros, catTarifas, licencias, solicitudes } from '../../db/schema';
import { CLAVE_TARIFA } from '../../domain/catalogos/tarifas';
import { requierePatente } from '../../domain/catalogos/establecimientos';
import { pesos, UMA_DIARIA_CENTAVOS } from '../../domain/licencia/tarifas';
import { SERVICIO } from '../../domain/tramite/servicios';
import { ARCHIVOS, contribuyenteConPerfil, crearEntorno, formularioLicencia, type Entorno } from './harness';

let e: Entorno;
let t: Awaited<ReturnType<typeof contribuyenteConPerfil>>;
beforeAll(async () => {
  e = await crearEntorno();
  t = await contribuyenteConPerfil(e);
});
afterAll(async () => e?.cerrar());

const uma = (n: number) => pesos(Math.round(n * UMA_DIARIA_CENTAVOS));

async function nuevaLicencia() {
  const r = await t.post('/api/establecimientos', formularioLicencia());
  if (r.status !== 200) throw new Error(`alta ${r.status} ${JSON.stringify(r.body)}`);
  const licenciaId = r.body.data.licencia[0].id as number;
  const [f] = await e.db.db.select({ s: solicitudes }).from(licencias).innerJoin(solicitudes, eq(solicitudes.id, licencias.solicitudId)).where(eq(licencias.id, licenciaId));
  return { id: r.body.data.id as number, licenciaId, s: f.s };
}

/** The office's edit of a versioned row: close the one in force, insert its successor from the same instant. */
async function nuevaTarifa(clave: string, umaNueva: number) {
  const ahora = new Date();
  const [vieja] = await e.db.db.update(catTarifas).set({ vigenteHasta: ahora }).where(and(eq(catTarifas.clave, clave), isNull(catTarifas.vigenteHasta))).returning();
  await e.db.db.insert(catTarifas).values({ servicio: vieja.servicio, clave, descripcion: vieja.descripcion, uma: String(umaNueva), vigenteDesde: ahora });
}

async function subir(locacionId: number, codigos: string[]) {
  const limite = `----vig${randomBytes(8).toString('hex')}`;
  const partes = codigos.flatMap((c, n) => [
    Buffer.from(`--${limite}\r\nContent-Disposition: form-data; name="documento[${n}][file]"; filename="${c}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
    ARCHIVOS.pdf,
    Buffer.from(`\r\n--${limite}\r\nContent-Disposition: form-data; name="documento[${n}][code]"\r\n\r\n${c}\r\n`),
  ]);
  // The ids before the files, as the web sends them (the owner is checked before a file is read).
  const cuerpo = Buffer.concat([
    Buffer.from(`--${limite}\r\nContent-Disposition: form-data; name="contribuyente_id"\r\n\r\n${t.contribuyenteId}\r\n`),
    Buffer.from(`--${limite}\r\nContent-Disposition: form-data; name="locacion_id"\r\n\r\n${locacionId}\r\n`),
    ...partes,
    Buffer.from(`--${limite}--\r\n`),
  ]);
  return t.raw({ method: 'POST', url: '/api/establecimientos/storage/files', payload: cuerpo, headers: { 'content-type': `multipart/form-data; boundary=${limite}` } });
}

describe('catalogue versions by the request’s creation', () => {
  it('the seed holds every base tariff line and every giro', async () => {
    expect((await e.db.db.select().from(catTarifas)).length).toBeGreaterThan(20);
    expect((await e.db.db.select().from(catGiros)).length).toBeGreaterThanOrEqual(50);
  });

  it('a tariff change prices requests created after it; an older one keeps the old amount', async () => {
    const antes = await nuevaLicencia();
    expect((await hooksLicencia.tarifa!(e.db.db, antes.s, SERVICIO.EXTEMPORANEO)).total).toBe(uma(5));
    await nuevaTarifa(CLAVE_TARIFA.extemporaneo, 7.5);
    const despues = await nuevaLicencia();
    expect((await hooksLicencia.tarifa!(e.db.db, antes.s, SERVICIO.EXTEMPORANEO)).total).toBe(uma(5));
    expect((await hooksLicencia.tarifa!(e.db.db, despues.s, SERVICIO.EXTEMPORANEO)).total).toBe(uma(7.5));
    // The land-use fee reads its own lines: untouched, the same for both.
    const [a, b] = await Promise.all([tarifarioEn(e.db.db, antes.s.createdAt), tarifarioEn(e.db.db, despues.s.createdAt)]);
    expect(a[CLAVE_TARIFA.usoSueloConstancia]).toBe(b[CLAVE_TARIFA.usoSueloConstancia]);
  });

  it('a giro’s req_patente change applies to new requests, and the catalogue routes serve it', async () => {
    const antes = await nuevaLicencia();
    const ahora = new Date();
    const [vieja] = await e.db.db.update(catGiros).set({ vigenteHasta: ahora }).where(and(eq(catGiros.giroId, 16), isNull(catGiros.vigenteHasta))).returning();
    await e.db.db.insert(catGiros).values({ ...vieja, id: undefined, reqPatente: 'SI', sare: false, tipoPatente: 1, vigenteDesde: ahora, vigenteHasta: null });
    const despues = await nuevaLicencia();
    expect(requierePatente([1, 16], await girosEn(e.db.db, antes.s.createdAt))).toBe(false);
    expect(requierePatente([1, 16], await girosEn(e.db.db, despues.s.createdAt))).toBe(true);
    expect((await t.get(`/api/giroactividades/16`)).body.data.req_patente).toBe('SI');
    const viejo = (await t.get(`/api/licencia/${antes.licenciaId}/entregables`)).body.data;
    const nuevo = (await t.get(`/api/licencia/${despues.licenciaId}/entregables`)).body.data;
    expect(viejo.giros.find((g: { id: number }) => g.id === 16).req_patente).toBe('NO');
    expect(nuevo.giros.find((g: { id: number }) => g.id === 16).req_patente).toBe('SI');
    // An inactive giro leaves the lists offered to new forms.
    const [v2] = await e.db.db.update(catGiros).set({ vigenteHasta: new Date() }).where(and(eq(catGiros.giroId, 23), isNull(catGiros.vigenteHasta))).returning();
    await e.db.db.insert(catGiros).values({ ...v2, id: undefined, activo: false, vigenteDesde: new Date(), vigenteHasta: null });
    expect((await t.get('/api/giroactividades')).body.data.some((g: { id: number }) => g.id === 23)).toBe(false);
    expect((await t.get('/api/actividadeconomicas/list')).body.data.some((g: { id: number }) => g.id === 23)).toBe(false);
  });

  it('an activity the office added is offered and accepted by the licence form; an unknown id is not', async () => {
    await e.db.db.insert(catGiros).values({ giroId: 1000, nombre: 'TALLER DE BICICLETAS', reqPatente: 'NO', riesgo: 'bajo', sare: true });
    expect((await t.get('/api/giroactividades')).body.data.some((g: { id: number }) => g.id === 1000)).toBe(true);
    expect((await t.post('/api/establecimientos', formularioLicencia({ giro_actividad_id: 1000 }))).status).toBe(200);
    expect((await t.post('/api/establecimientos', formularioLicencia({ giro_actividad_id: 1001 }))).status).toBe(422);
  });

  it('a document made required and an additional one: a new request cannot be sent without them, an older one can', async () => {
    const antes = await nuevaLicencia();
    await e.db.db.insert(catEntregables).values([
      { procedimiento: 'licencia', codigo: 'documento_anexo', etiqueta: 'Documento anexo obligatorio', requerido: true },
      { procedimiento: 'licencia', codigo: 'dictamen_bomberos', etiqueta: 'Dictamen del H. Cuerpo de Bomberos', requerido: true, adicional: true },
    ]);
    const despues = await nuevaLicencia();

    const nuevo = (await t.get(`/api/licencia/${despues.licenciaId}/entregables`)).body.data;
    expect(nuevo.ajustes.map((a: { codigo: string }) => a.codigo).sort()).toEqual(['dictamen_bomberos', 'documento_anexo']);
    expect((await t.get(`/api/licencia/${antes.licenciaId}/entregables`)).body.data.ajustes).toEqual([]);

    const bloqueado = await t.post(`/api/licencia/${despues.licenciaId}/changestatus`, { estatus_licencia: 10 });
    expect(bloqueado.status).toBe(400);
    expect(bloqueado.body.message).toBe('Faltan documentos obligatorios: Documento anexo obligatorio, Dictamen del H. Cuerpo de Bomberos.');

    expect((await t.post(`/api/licencia/${antes.licenciaId}/changestatus`, { estatus_licencia: 10 })).status).toBe(200);

    // The additional code is accepted by the upload; with both files the new request goes.
    const r = await subir(despues.id, ['documento_anexo', 'dictamen_bomberos']);
    expect(r.statusCode).toBe(200);
    expect((await subir(despues.id, ['codigo_inventado'])).statusCode).toBe(422);
    expect((await t.post(`/api/licencia/${despues.licenciaId}/changestatus`, { estatus_licencia: 10 })).status).toBe(200);
  });
});
