// The catalogues the office keeps (api/catalogos-admin) on real PostgreSQL: every route,
// its messages and refusals; the versioned ones (documents, tariffs, activities) keep the replaced
// row with its vigente_hasta and read the one in force; the public readers see the plain ones at
// once; and only root and area 90 get in (a reviewer, the administrador, a taxpayer 403).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { catEntregables, catGiros, catTarifas, localesMercado } from '../../db/schema';
import { MSG } from '../../domain/common/messages';
import { PROCEDIMIENTOS_ENTREGABLES } from '../../domain/catalogos/entregables';
import { TARIFAS_BASE } from '../../domain/catalogos/tarifas';
import { MSG_CATALOGOS as M } from '../../domain/catalogos/admin.mensajes';
import { cliente, contribuyenteConPerfil, crearEntorno, entrar, type Entorno } from './harness';

let e: Entorno;
beforeAll(async () => {
  e = await crearEntorno({}, { worker: false });
}, 300_000);
afterAll(async () => e?.cerrar());

type Cliente = ReturnType<typeof cliente>;
const C = '/api/catalogos';

describe('catalogues the office keeps', () => {
  let cat: Awaited<ReturnType<typeof entrar>>;
  let root: Cliente;

  beforeAll(async () => {
    [cat, root] = await Promise.all([entrar(e, 'catalogos'), entrar(e, 'root')]);
  }, 60_000);

  it('only root and area 90: a reviewer, the administrador and a taxpayer 403, anonymous 401, before the body is read', async () => {
    const [revisor, admin, t] = await Promise.all([entrar(e, 'coordinacion.sare'), entrar(e, 'admin'), contribuyenteConPerfil(e)]);
    const [local] = await e.db.db.select().from(localesMercado).limit(1);
    const llamadas: [string, (c: Cliente) => Promise<{ status: number }>][] = [
      ['procedimientos', (c) => c.get(`${C}/entregables/procedimientos`)],
      ['entregables', (c) => c.get(`${C}/entregables?procedimiento=licencia`)],
      ['POST entregables', (c) => c.post(`${C}/entregables`, { procedimiento: 'x' })],
      ['PUT entregables', (c) => c.put(`${C}/entregables/1`, {})],
      ['DELETE entregables', (c) => c.del(`${C}/entregables/1`)],
      ['tarifas', (c) => c.get(`${C}/tarifas`)],
      ['historial', (c) => c.get(`${C}/tarifas/1/historial`)],
      ['PUT tarifas', (c) => c.put(`${C}/tarifas/1`, { uma: 'x' })],
      ['giros', (c) => c.get(`${C}/giros`)],
      ['POST giros', (c) => c.post(`${C}/giros`, {})],
      ['PUT giros', (c) => c.put(`${C}/giros/1`, {})],
      ['municipios', (c) => c.get(`${C}/municipios?entidad=23`)],
      ['POST municipios', (c) => c.post(`${C}/municipios`, {})],
      ['PUT municipios', (c) => c.put(`${C}/municipios/4`, { label: 'X' })],
      ['localidades', (c) => c.get(`${C}/localidades?municipio=4`)],
      ['POST localidades', (c) => c.post(`${C}/localidades`, {})],
      ['PUT localidades', (c) => c.put(`${C}/localidades/1`, {})],
      ['convenios', (c) => c.get(`${C}/convenios`)],
      ['POST convenios', (c) => c.post(`${C}/convenios`, {})],
      ['PUT convenios', (c) => c.put(`${C}/convenios/1`, {})],
      ['mercados', (c) => c.get(`${C}/mercados`)],
      ['locales', (c) => c.get(`${C}/mercados/1/locales`)],
      ['POST locales', (c) => c.post(`${C}/mercados/1/locales`, {})],
      ['PUT locales', (c) => c.put(`${C}/locales/${local.id}`, {})],
      ['DELETE locales', (c) => c.del(`${C}/locales/${local.id}`)],
    ];
    const anonimo = cliente(e);
    for (const [que, llamar] of llamadas) {
      for (const [quien, c] of [['revisor', revisor], ['admin', admin], ['contribuyente', t]] as const) {
        const r = (await llamar(c)) as { status: number; body: { message: string } };
        expect(r.status, `${que} ${quien}`).toBe(403);
        expect(r.body.message).toBe(MSG.permisoDenegado);
      }
      expect((await llamar(anonimo)).status, `${que} anónimo`).toBe(401);
    }
    // The stall the refused DELETE aimed at is still there.
    expect((await e.db.db.select().from(localesMercado).where(eq(localesMercado.id, local.id))).length).toBe(1);
    for (const c of [cat, root]) {
      for (const url of [`${C}/entregables/procedimientos`, `${C}/tarifas`, `${C}/giros`, `${C}/municipios`, `${C}/convenios`, `${C}/mercados`]) expect((await c.get(url)).status, url).toBe(200);
    }
  });

  it('municipalities: list with their localities, add (upper case, next to the public catalogue), duplicates and unknown entity refused, rename', async () => {
    const lista = await cat.get<{ id: number; entidad_id: number; label: string; localidades: number }[]>(`${C}/municipios?entidad=23`);
    expect(lista.status).toBe(200);
    const opb = lista.body.data.find((m) => m.id === 4)!;
    expect(opb).toMatchObject({ entidad_id: 23, label: 'OTHÓN P. BLANCO' });
    expect(opb.localidades).toBeGreaterThan(3);

    const alta = await cat.post(`${C}/municipios`, { id: 777, entidad_id: 23, label: '  bacalar   nuevo ' });
    expect(alta.status).toBe(200);
    expect(alta.body).toMatchObject({ success: true, message: M.registrado, data: { id: 777, entidad_id: 23, label: 'BACALAR NUEVO', localidades: 0 } });
    const otra = await root.post(`${C}/municipios`, { id: 777, entidad_id: 23, label: 'Otro' });
    expect(otra.status).toBe(400);
    expect(otra.body.message).toBe(M.municipioDuplicado);
    expect(otra.body.errors).toEqual({ id: [M.municipioDuplicado] });
    expect((await cat.post(`${C}/municipios`, { id: 778, entidad_id: 99, label: 'X' })).body.message).toBe(M.entidadInexistente);
    const vacio = await cat.post(`${C}/municipios`, { id: 779, entidad_id: 23, label: '   ' });
    expect(vacio.status).toBe(422);
    expect(vacio.body.errors).toEqual({ label: [M.etiqueta] });

    const ren = await cat.put(`${C}/municipios/777`, { label: 'Bacalar' });
    expect(ren.body).toMatchObject({ success: true, message: M.actualizado, data: { id: 777, label: 'BACALAR' } });
    expect((await cat.put(`${C}/municipios/999999`, { label: 'Nada' })).status).toBe(404);
    // The address form's catalogue reads the same table.
    const publico = await cat.get<{ id: number; label: string }[]>('/api/cat/23/municipios');
    expect(publico.body.data).toContainEqual(expect.objectContaining({ id: 777, label: 'BACALAR' }));
  });

  it('localities: list by municipality, add with the next id, key of four digits unique in the municipality, edit', async () => {
    const lista = await cat.get<{ id: number; cve_loc: string; label: string; municipio_id: number }[]>(`${C}/localidades?municipio=4`);
    expect(lista.body.data).toContainEqual({ id: 1, entidad_id: 23, municipio_id: 4, cve_loc: '0001', label: 'CHETUMAL' });
    const mayor = Math.max(...lista.body.data.map((l) => l.id));

    const alta = await cat.post(`${C}/localidades`, { municipio_id: 4, cve_loc: '0999', label: 'el  cedral' });
    expect(alta.status).toBe(200);
    expect(alta.body.message).toBe(M.registrado);
    expect(alta.body.data).toEqual({ id: mayor + 1, entidad_id: 23, municipio_id: 4, cve_loc: '0999', label: 'EL CEDRAL' });
    const id = alta.body.data.id as number;
    const dup = await root.post(`${C}/localidades`, { municipio_id: 4, cve_loc: '0999', label: 'Otra' });
    expect(dup.status).toBe(400);
    expect(dup.body).toMatchObject({ message: M.localidadDuplicada, errors: { cve_loc: [M.localidadDuplicada] } });
    const corta = await cat.post(`${C}/localidades`, { municipio_id: 4, cve_loc: '12', label: 'X' });
    expect(corta.status).toBe(422);
    expect(corta.body.errors).toEqual({ cve_loc: [M.claveLocalidad] });
    expect((await cat.post(`${C}/localidades`, { municipio_id: 999999, cve_loc: '0001', label: 'X' })).body.message).toBe(M.municipioInexistente);

    const edita = await cat.put(`${C}/localidades/${id}`, { cve_loc: '0998', label: 'El Cedral' });
    expect(edita.body).toMatchObject({ message: M.actualizado, data: { id, cve_loc: '0998', label: 'EL CEDRAL' } });
    // Its own key is no duplicate; Chetumal's is.
    expect((await cat.put(`${C}/localidades/${id}`, { cve_loc: '0998', label: 'El Cedral' })).status).toBe(200);
    expect((await cat.put(`${C}/localidades/${id}`, { cve_loc: '0001', label: 'X' })).body.message).toBe(M.localidadDuplicada);
    expect((await cat.put(`${C}/localidades/99999999`, { cve_loc: '0001', label: 'X' })).status).toBe(404);
    const publico = await cat.get<{ id: number; label: string }[]>('/api/cat/23/4/localidades');
    expect(publico.body.data).toContainEqual(expect.objectContaining({ id, label: 'EL CEDRAL' }));
  });

  it('agreements: every one listed, add with the next id, a description taken (any case or accent) refused, deactivate hides it from convenio/list', async () => {
    const lista = await cat.get<{ id: number; descripcion: string; activo: boolean }[]>(`${C}/convenios`);
    const mayor = Math.max(...lista.body.data.map((c) => c.id));
    const alta = await cat.post(`${C}/convenios`, { descripcion: ' Convenio de  limpieza de playas ', activo: true });
    expect(alta.body).toMatchObject({ success: true, message: M.registrado, data: { id: mayor + 1, descripcion: 'Convenio de limpieza de playas', activo: true } });
    const id = alta.body.data.id as number;
    const dup = await root.post(`${C}/convenios`, { descripcion: 'CONVENIO DE LIMPIEZA DE PLAYÁS', activo: false });
    expect(dup.status).toBe(400);
    expect(dup.body).toMatchObject({ message: M.convenioDuplicado, errors: { descripcion: [M.convenioDuplicado] } });
    expect((await cat.get<{ id: number }[]>('/api/convenio/list')).body.data.map((c) => c.id)).toContain(id);

    const baja = await cat.put(`${C}/convenios/${id}`, { descripcion: 'Convenio de limpieza de playas', activo: false });
    expect(baja.body).toMatchObject({ message: M.actualizado, data: { id, activo: false } });
    expect((await cat.get<{ id: number }[]>('/api/convenio/list')).body.data.map((c) => c.id)).not.toContain(id);
    expect((await cat.get<{ id: number; activo: boolean }[]>(`${C}/convenios`)).body.data.find((c) => c.id === id)?.activo).toBe(false);
    expect((await cat.put(`${C}/convenios/${id}`, { descripcion: lista.body.data[0].descripcion, activo: true })).body.message).toBe(M.convenioDuplicado);
    expect((await cat.put(`${C}/convenios/999999`, { descripcion: 'Nada', activo: true })).status).toBe(404);
  });

  it('markets and stalls: counts, add a vacant stall, edit it, delete it; a held stall stays', async () => {
    type Mercado = { id: number; nombre: string; locales: number; vacantes: number };
    const antes = (await cat.get<Mercado[]>(`${C}/mercados`)).body.data;
    expect(antes.map((m) => m.id)).toEqual([1, 2, 3, 4, 5]);
    const lc = antes.find((m) => m.id === 1)!;
    expect(lc.nombre).toBe('Mercado Lázaro Cárdenas del Río');
    const locales = (await cat.get<{ numero: string; concesionario: unknown }[]>(`${C}/mercados/1/locales`)).body.data;
    expect(lc.locales).toBe(locales.length);
    expect(lc.vacantes).toBe(locales.filter((l) => l.concesionario === null).length);
    expect(locales.find((l) => l.numero === 'A-14')?.concesionario).toEqual({ rfc: 'VECJ880326LP5', nombre: 'JULIETA VELÁZQUEZ CANCHÉ' });
    expect((await cat.get(`${C}/mercados/99/locales`)).status).toBe(404);

    const alta = await cat.post(`${C}/mercados/1/locales`, { numero: ' z-01 ', pasillo: 'z', superficie_m2: 12.5 });
    expect(alta.body).toMatchObject({ success: true, message: M.localGuardado, data: { mercado_id: 1, numero: 'Z-01', pasillo: 'Z', superficie_m2: '12.50', concesionario: null } });
    const id = alta.body.data.id as number;
    const despues = (await cat.get<Mercado[]>(`${C}/mercados`)).body.data.find((m) => m.id === 1)!;
    expect(despues).toMatchObject({ locales: lc.locales + 1, vacantes: lc.vacantes + 1 });
    const dup = await root.post(`${C}/mercados/1/locales`, { numero: 'Z-01', superficie_m2: '9' });
    expect(dup.body).toMatchObject({ message: M.localDuplicado, errors: { numero: [M.localDuplicado] } });
    const cero = await cat.post(`${C}/mercados/1/locales`, { numero: 'Z-02', superficie_m2: '0' });
    expect(cero.status).toBe(422);
    expect(cero.body.errors).toEqual({ superficie_m2: [M.superficie] });
    expect((await cat.post(`${C}/mercados/99/locales`, { numero: 'Z-02', superficie_m2: '9' })).status).toBe(404);
    // Mercados' page (the padrón with each stall's fee) sees it at once.
    const padron = (await root.get<{ id: number; cuota_mensual: string | null }[]>('/api/cesion-Derecho/getLocalesMercados?mercado_id=1')).body.data;
    expect(padron.find((l) => l.id === id)?.cuota_mensual).toMatch(/^\d+\.\d{2}$/);

    const edita = await cat.put(`${C}/locales/${id}`, { numero: 'Z-03', pasillo: null, superficie_m2: '15' });
    expect(edita.body).toMatchObject({ message: M.localGuardado, data: { id, numero: 'Z-03', pasillo: null, superficie_m2: '15.00' } });
    expect((await cat.put(`${C}/locales/${id}`, { numero: 'A-14', superficie_m2: '15' })).body.message).toBe(M.localDuplicado);
    expect((await cat.put(`${C}/locales/99999999`, { numero: 'Q-1', superficie_m2: '15' })).status).toBe(404);

    const [a14] = await e.db.db.select().from(localesMercado).where(and(eq(localesMercado.mercadoId, 1), eq(localesMercado.numero, 'A-14')));
    const held = await cat.del(`${C}/locales/${a14.id}`);
    expect(held.status).toBe(400);
    expect(held.body.message).toBe(M.localConConcesionario);
    const baja = await cat.del(`${C}/locales/${id}`);
    expect(baja.body).toMatchObject({ success: true, message: M.localEliminado, data: null });
    expect((await cat.del(`${C}/locales/${id}`)).status).toBe(404);
  });
});

describe('versioned catalogues', () => {
  let cat: Awaited<ReturnType<typeof entrar>>;
  let root: Cliente;

  beforeAll(async () => {
    [cat, root] = await Promise.all([entrar(e, 'catalogos'), entrar(e, 'root')]);
  }, 60_000);

  it('activities: new ones from id 1000, a taken name and inconsistent flags refused; an edit is a new version, the old row kept', async () => {
    type Giro = { id: number; giro_id: number; nombre: string; req_patente: string; riesgo: string; sare: boolean; tipo_patente: number | null; activo: boolean; vigente_hasta: string | null };
    const alta = await cat.post<Giro>(`${C}/giros`, { nombre: 'venta de  artesanías', req_patente: 'NO', riesgo: 'bajo', sare: true });
    expect(alta.status).toBe(200);
    expect(alta.body.message).toBe(M.giroGuardado);
    expect(alta.body.data).toMatchObject({ nombre: 'VENTA DE ARTESANÍAS', req_patente: 'NO', riesgo: 'bajo', sare: true, tipo_patente: null, activo: true, vigente_hasta: null });
    const giroId = alta.body.data.giro_id;
    expect(giroId).toBeGreaterThanOrEqual(1000);
    const segundo = await cat.post<Giro>(`${C}/giros`, { nombre: 'Cava de puros', req_patente: 'SI', riesgo: 'medio', sare: false, tipo_patente: 1 });
    expect(segundo.body.data.giro_id).toBe(giroId + 1);

    const dup = await root.post(`${C}/giros`, { nombre: 'VENTA DE ARTESANIAS', req_patente: 'NO', riesgo: 'bajo', sare: false });
    expect(dup.status).toBe(400);
    expect(dup.body).toMatchObject({ message: M.giroDuplicado, errors: { nombre: [M.giroDuplicado] } });
    const sinTipo = await cat.post(`${C}/giros`, { nombre: 'Bar nuevo', req_patente: 'SI', riesgo: 'alto', sare: false });
    expect(sinTipo.status).toBe(422);
    expect(sinTipo.body.errors).toEqual({ tipo_patente: [M.tipoPatenteRequerido] });
    expect((await cat.post(`${C}/giros`, { nombre: 'Bar SARE', req_patente: 'SI', riesgo: 'alto', sare: true, tipo_patente: 2 })).status).toBe(422);
    expect((await cat.post(`${C}/giros`, { nombre: 'Sin riesgo', req_patente: 'NO', riesgo: 'nulo', sare: false })).body.errors).toEqual({ riesgo: [M.riesgo] });

    const edita = await cat.put<Giro>(`${C}/giros/${giroId}`, { nombre: 'Venta de artesanías', req_patente: 'NO', riesgo: 'medio', sare: false, activo: false });
    expect(edita.body).toMatchObject({ message: M.giroGuardado, data: { giro_id: giroId, riesgo: 'medio', sare: false, activo: false } });
    const filas = await e.db.db.select().from(catGiros).where(eq(catGiros.giroId, giroId)).orderBy(catGiros.vigenteDesde);
    expect(filas).toHaveLength(2);
    expect(filas[0]).toMatchObject({ riesgo: 'bajo', sare: true, activo: true });
    expect(filas[0].vigenteHasta).toEqual(filas[1].vigenteDesde);
    expect(filas[1]).toMatchObject({ riesgo: 'medio', activo: false, vigenteHasta: null, autorId: cat.userId });
    // The list shows the version in force once, inactive ones too.
    const lista = (await cat.get<Giro[]>(`${C}/giros`)).body.data;
    expect(lista.filter((g) => g.giro_id === giroId)).toEqual([expect.objectContaining({ id: filas[1].id, activo: false })]);
    expect((await cat.put(`${C}/giros/${giroId + 1}`, { nombre: 'VENTA DE ARTESANÍAS', req_patente: 'NO', riesgo: 'bajo', sare: false, activo: true })).body.message).toBe(M.giroDuplicado);
    expect((await cat.put(`${C}/giros/999999`, { nombre: 'Nada', req_patente: 'NO', riesgo: 'bajo', sare: false, activo: true })).status).toBe(404);
  });

  it('tariffs: the lines of 1750–1756 in force with their amount; an edit is a new version with its author; the history keeps the old one; an old version cannot be edited', async () => {
    type Tarifa = { id: number; servicio: number; servicio_nombre: string; clave: string; descripcion: string; uma: string; importe: string; vigente_hasta: string | null; autor: string | null };
    const lista = (await cat.get<Tarifa[]>(`${C}/tarifas`)).body.data;
    // The seed (db/seed-data/catalogos-admin.ts) puts every line of the code's defaults in the table.
    expect(lista.map((t) => t.clave).sort()).toEqual(TARIFAS_BASE.map((t) => t.clave).sort());
    expect(lista.every((t) => t.servicio >= 1750 && t.servicio <= 1756)).toBe(true);
    const ext = lista.find((t) => t.clave === 'extemporaneo_recargo')!;
    expect(ext).toMatchObject({ servicio: 1753, servicio_nombre: 'Pago extemporáneo', importe: '565.70', vigente_hasta: null });
    expect(Number(ext.uma)).toBe(5);

    const edita = await cat.put<Tarifa>(`${C}/tarifas/${ext.id}`, { descripcion: 'Recargo por pago extemporáneo', uma: '6.5' });
    expect(edita.status).toBe(200);
    expect(edita.body.message).toBe(M.tarifaActualizada);
    expect(edita.body.data).toMatchObject({ servicio: 1753, clave: 'extemporaneo_recargo', descripcion: 'Recargo por pago extemporáneo', uma: '6.5000', importe: '735.41', vigente_hasta: null, autor: 'Beatriz Chi' });
    const nueva = edita.body.data.id;
    expect(nueva).not.toBe(ext.id);
    expect((await cat.get<Tarifa[]>(`${C}/tarifas`)).body.data.filter((t) => t.clave === 'extemporaneo_recargo')).toEqual([expect.objectContaining({ id: nueva, uma: '6.5000' })]);

    const historial = (await cat.get<Tarifa[]>(`${C}/tarifas/${ext.id}/historial`)).body.data;
    expect(historial.map((t) => t.id)).toEqual([nueva, ext.id]);
    expect(historial[1].vigente_hasta).not.toBeNull();
    expect(historial[1].uma).toBe(ext.uma);
    const [vieja] = await e.db.db.select().from(catTarifas).where(eq(catTarifas.id, ext.id));
    expect(vieja.vigenteHasta).not.toBeNull();

    const tarde = await root.put(`${C}/tarifas/${ext.id}`, { descripcion: 'Otra', uma: '7' });
    expect(tarde.status).toBe(409);
    expect(tarde.body.message).toBe(M.versionCerrada);
    for (const uma of ['0', '-1', 'diez', '1.12345']) {
      const r = await cat.put(`${C}/tarifas/${nueva}`, { descripcion: 'X', uma });
      expect(r.status, uma).toBe(422);
      expect(r.body.errors).toEqual({ uma: [M.uma] });
    }
    expect((await cat.put(`${C}/tarifas/999999999`, { descripcion: 'X', uma: '1' })).status).toBe(404);
    expect((await cat.get(`${C}/tarifas/999999999/historial`)).status).toBe(404);
  });

  it('two edits of one tariff version at once: one wins, the other is told to reload', async () => {
    const [linea] = await e.db.db.insert(catTarifas).values({ servicio: 1750, clave: 'prueba_concurrencia', descripcion: 'Prueba', uma: '1.0000' }).returning();
    const [a, b] = await Promise.all([cat.put(`${C}/tarifas/${linea.id}`, { descripcion: 'A', uma: '2' }), root.put(`${C}/tarifas/${linea.id}`, { descripcion: 'B', uma: '3' })]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const abiertas = await e.db.db.select().from(catTarifas).where(and(eq(catTarifas.clave, 'prueba_concurrencia'), isNull(catTarifas.vigenteHasta)));
    expect(abiertas).toHaveLength(1);
  });

  it("documents: the procedures and their codes; adjust one (versioned), back to the default; add an additional one; the procedure's codes guarded", async () => {
    type Doc = { codigo: string; etiqueta: string; requerido: boolean | null; activo: boolean; adicional: boolean; ajuste_id: number | null; vigente_desde: string | null };
    const procs = (await cat.get<{ clave: string; documentos: { codigo: string; etiqueta: string }[] }[]>(`${C}/entregables/procedimientos`)).body.data;
    expect(procs.map((p) => p.clave)).toEqual(Object.keys(PROCEDIMIENTOS_ENTREGABLES));
    const licencia = procs.find((p) => p.clave === 'licencia')!;
    expect(licencia.documentos).toContainEqual({ codigo: 'constancia_sat', etiqueta: 'Constancia de situación fiscal (SAT)' });

    const docs = async () => (await cat.get<Doc[]>(`${C}/entregables?procedimiento=licencia`)).body.data;
    const inicial = await docs();
    expect(inicial.map((d) => d.codigo)).toEqual(licencia.documentos.map((d) => d.codigo));
    expect(inicial.find((d) => d.codigo === 'constancia_sat')).toEqual({ codigo: 'constancia_sat', etiqueta: 'Constancia de situación fiscal (SAT)', requerido: null, activo: true, adicional: false, ajuste_id: null, vigente_desde: null });
    expect((await cat.get(`${C}/entregables?procedimiento=nada`)).body.message).toBe(M.procedimientoDesconocido);

    const alta = await cat.post<Doc>(`${C}/entregables`, { procedimiento: 'licencia', codigo: 'documento_anexo', etiqueta: 'Anexo técnico', requerido: true, activo: true });
    expect(alta.status).toBe(200);
    expect(alta.body.message).toBe(M.documentoGuardado);
    expect(alta.body.data).toMatchObject({ codigo: 'documento_anexo', etiqueta: 'Anexo técnico', requerido: true, activo: true, adicional: false });
    const ajuste = alta.body.data.ajuste_id!;
    const otra = await root.post(`${C}/entregables`, { procedimiento: 'licencia', codigo: 'documento_anexo', etiqueta: 'X', requerido: false });
    expect(otra.status).toBe(400);
    expect(otra.body).toMatchObject({ message: M.ajusteVigente, errors: { codigo: [M.ajusteVigente] } });

    const edita = await cat.put<Doc>(`${C}/entregables/${ajuste}`, { etiqueta: 'Anexo técnico', requerido: false, activo: false });
    expect(edita.body).toMatchObject({ message: M.documentoGuardado, data: { codigo: 'documento_anexo', requerido: false, activo: false } });
    expect(edita.body.data.ajuste_id).not.toBe(ajuste);
    const filas = await e.db.db.select().from(catEntregables).where(eq(catEntregables.codigo, 'documento_anexo')).orderBy(catEntregables.id);
    expect(filas).toHaveLength(2);
    expect(filas[0]).toMatchObject({ requerido: true, activo: true });
    expect(filas[0].vigenteHasta).toEqual(filas[1].vigenteDesde);
    expect(filas[1]).toMatchObject({ requerido: false, activo: false, vigenteHasta: null, autorId: cat.userId });
    expect((await root.put(`${C}/entregables/${ajuste}`, { etiqueta: 'X', requerido: true, activo: true })).status).toBe(409);

    const restablece = await cat.del(`${C}/entregables/${edita.body.data.ajuste_id}`);
    expect(restablece.body).toMatchObject({ success: true, message: M.documentoRestablecido, data: null });
    expect((await docs()).find((d) => d.codigo === 'documento_anexo')).toMatchObject({ etiqueta: 'Documento anexo', requerido: null, activo: true, ajuste_id: null });
    expect((await cat.del(`${C}/entregables/${edita.body.data.ajuste_id}`)).status).toBe(409);
    expect((await cat.del(`${C}/entregables/999999999`)).status).toBe(404);

    // An additional document: a code of its own, always required.
    const extra = await cat.post<Doc>(`${C}/entregables`, { procedimiento: 'licencia', codigo: 'dictamen_bomberos', etiqueta: 'Dictamen de bomberos', requerido: false, adicional: true });
    expect(extra.body.data).toMatchObject({ codigo: 'dictamen_bomberos', requerido: true, activo: true, adicional: true });
    expect((await docs()).at(-1)).toMatchObject({ codigo: 'dictamen_bomberos', adicional: true });
    expect((await cat.post(`${C}/entregables`, { procedimiento: 'licencia', codigo: 'dictamen_bomberos', etiqueta: 'Otra', requerido: true, adicional: true })).body.message).toBe(M.codigoDuplicado);
    expect((await cat.post(`${C}/entregables`, { procedimiento: 'licencia', codigo: 'constancia_sat', etiqueta: 'X', requerido: true, adicional: true })).body.message).toBe(M.codigoDuplicado);
    expect((await cat.post(`${C}/entregables`, { procedimiento: 'licencia', codigo: 'inventado', etiqueta: 'X', requerido: true })).body.message).toBe(M.documentoDesconocido);
    expect((await cat.post(`${C}/entregables`, { procedimiento: 'nada', codigo: 'inventado', etiqueta: 'X', requerido: true })).body.message).toBe(M.procedimientoDesconocido);
    const clave = await cat.post(`${C}/entregables`, { procedimiento: 'licencia', codigo: 'Con Espacios', etiqueta: 'X', requerido: true, adicional: true });
    expect(clave.status).toBe(422);
    expect(clave.body.errors).toEqual({ codigo: [M.claveDocumento] });
  });
});
