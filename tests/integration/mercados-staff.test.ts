// Mercados' staff side (spec 3 §7.7 getConcesionarios, getLocalesMercados, cat/RangoCobroPiso)
// on real PostgreSQL: the seeded market padrón (every padrón stall with its concessionaire, the demo
// taxpayer at Lázaro Cárdenas A-15, vacant stalls, surfaces and the fee of each), the seed run again
// (idempotent, an assigned stall kept), the ranges' CRUD with its validation and overlap messages,
// and who may call each route: Mercados and root; a taxpayer, other staff and admin 403; anonymous 401.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { localesMercado, rangosCobroPiso } from '../../db/schema';
import { sembrar } from '../../db/seed';
import { RANGOS_COBRO_PISO_SEMILLA } from '../../db/seed-data/mercados';
import { MSG_RANGO } from '../../domain/mercados/rangos';
import { concesionariosDemo } from '../../sim/opb.plugin';
import { cliente, contribuyenteConPerfil, crearEntorno, entrar, type Entorno } from './harness';

let e: Entorno;
beforeAll(async () => {
  e = await crearEntorno({}, { worker: false });
}, 300_000);
afterAll(async () => e?.cerrar());

type Cliente = ReturnType<typeof cliente>;
interface Local {
  id: number;
  mercado_id: number;
  mercado: string;
  numero: string;
  pasillo: string | null;
  superficie_m2: string;
  concesionario: { rfc: string; nombre: string } | null;
  cuota_mensual: string | null;
}
interface Rango {
  id: number;
  m2_desde: string;
  m2_hasta: string;
  cuota_mensual: string;
}

const RANGOS = '/api/cat/RangoCobroPiso';
const LOCALES = '/api/cesion-Derecho/getLocalesMercados';
const CONCESIONARIOS = '/api/locales-mercados/getConcesionarios';

describe('Mercados staff', () => {
  let mercados: Cliente;
  let root: Cliente;
  let t: Cliente;
  let du: Cliente;
  let admin: Cliente;

  beforeAll(async () => {
    [mercados, root, t, du, admin] = await Promise.all([entrar(e, 'mercados'), entrar(e, 'root'), contribuyenteConPerfil(e), entrar(e, 'desarrollo.urbano'), entrar(e, 'admin')]);
  }, 60_000);

  it('seeds every stall of the market padrón with its concessionaire, the demo taxpayer at A-15, and vacant stalls', async () => {
    const r = await mercados.get<Local[]>(`${LOCALES}?mercado_id=1`);
    expect(r.status).toBe(200);
    const lc = r.body.data;
    expect(lc.every((l) => l.mercado_id === 1 && l.mercado === 'Mercado Lázaro Cárdenas del Río')).toBe(true);
    const a14 = lc.find((l) => l.numero === 'A-14')!;
    expect(a14.concesionario).toEqual({ rfc: 'VECJ880326LP5', nombre: 'JULIETA VELÁZQUEZ CANCHÉ' });
    expect(a14.pasillo).toBe('A');
    expect(lc.find((l) => l.numero === 'A-15')?.concesionario).toEqual({ rfc: 'GODE561231GR8', nombre: 'ERNESTO GODÍNEZ DÍAZ' });
    expect(lc.filter((l) => l.concesionario === null).length).toBeGreaterThan(20);

    const todos = (await mercados.get<Local[]>(LOCALES)).body.data;
    expect(new Set(todos.map((l) => l.mercado_id))).toEqual(new Set([1, 2, 3, 4, 5]));
    for (const c of concesionariosDemo()) {
      expect(todos.find((l) => l.numero === c.local && l.concesionario?.rfc === c.rfc), `${c.mercado} ${c.local}`).toBeDefined();
    }
    // Every surface falls in a seeded range, so every stall has its monthly fee.
    for (const l of todos) expect(l.cuota_mensual, `${l.mercado} ${l.numero} ${l.superficie_m2}`).toMatch(/^\d+\.\d{2}$/);
    const nueve = todos.find((l) => l.superficie_m2 === '9.00')!;
    expect(nueve.cuota_mensual).toBe('350.00');
    const doce = todos.find((l) => l.superficie_m2 === '12.00')!;
    expect(doce.cuota_mensual).toBe('600.00');
    // The seed links a concessionaire to their portal account.
    const [fila] = await e.db.db.select().from(localesMercado).where(eq(localesMercado.concesionarioRfc, 'GODE561231GR8'));
    expect(fila.concesionarioContribuyenteId).not.toBeNull();
  });

  it('getConcesionarios lists the held stalls of a market, searched by name, RFC or stall without accents', async () => {
    const r = await mercados.get<{ id: number; rfc: string; nombre: string; mercado_id: number; mercado: string; local: string }[]>(`${CONCESIONARIOS}?mercado_id=1`);
    expect(r.status).toBe(200);
    expect(r.body.data.map((c) => c.local).sort()).toEqual(['A-14', 'A-15', 'B-03', 'C-21']);
    expect(r.body.data[0]).toMatchObject({ mercado_id: 1, mercado: 'Mercado Lázaro Cárdenas del Río' });
    const julieta = await mercados.get<{ rfc: string; local: string }[]>(`${CONCESIONARIOS}?q=${encodeURIComponent('velazquez canche')}`);
    expect(julieta.body.data).toEqual([expect.objectContaining({ rfc: 'VECJ880326LP5', local: 'A-14' })]);
    expect((await mercados.get(`${CONCESIONARIOS}?q=noks790212`)).body.data).toEqual([expect.objectContaining({ nombre: 'SILVIA NOH KU', local: 'B-03' })]);
    expect((await root.get(`${CONCESIONARIOS}?mercado_id=5`)).body.data).toEqual([]);
    const todos = (await root.get<unknown[]>(CONCESIONARIOS)).body.data;
    expect(todos.length).toBe(concesionariosDemo().length);
  });

  it('lists the seeded ranges, smallest first', async () => {
    const r = await mercados.get<Rango[]>(RANGOS);
    expect(r.status).toBe(200);
    expect(r.body.data.map(({ m2_desde, m2_hasta, cuota_mensual }) => ({ m2Desde: m2_desde, m2Hasta: m2_hasta, cuotaMensual: cuota_mensual }))).toEqual(RANGOS_COBRO_PISO_SEMILLA);
  });

  it('adds, edits and deletes a range; refuses an overlap, a bad order, a bad number and a missing field', async () => {
    const alta = await mercados.post<Rango>(RANGOS, { m2_desde: '100.01', m2_hasta: '200', cuota_mensual: 2500 });
    expect(alta.status).toBe(200);
    expect(alta.body.message).toBe(MSG_RANGO.guardado);
    expect(alta.body.data).toMatchObject({ m2_desde: '100.01', m2_hasta: '200.00', cuota_mensual: '2500.00' });
    const id = alta.body.data.id;

    const traslape = await mercados.post(RANGOS, { m2_desde: '150', m2_hasta: '300', cuota_mensual: '3000' });
    expect(traslape.status).toBe(422);
    expect(traslape.body.message).toBe(MSG_RANGO.traslape);
    expect(traslape.body.errors).toEqual({ m2_desde: [MSG_RANGO.traslape] });
    // Ends are inclusive: a range starting where another ends overlaps it.
    expect((await root.post(RANGOS, { m2_desde: '200.00', m2_hasta: '300', cuota_mensual: '3000' })).body.message).toBe(MSG_RANGO.traslape);

    const orden = await mercados.post(RANGOS, { m2_desde: '500', m2_hasta: '400', cuota_mensual: '1' });
    expect(orden.status).toBe(422);
    expect(orden.body.message).toBe(MSG_RANGO.orden);
    expect(orden.body.errors).toEqual({ m2_hasta: [MSG_RANGO.orden] });
    const numero = await mercados.post(RANGOS, { m2_desde: '-3', m2_hasta: '4.555', cuota_mensual: 'mil' });
    expect(numero.status).toBe(422);
    expect(numero.body.errors).toMatchObject({ m2_desde: [MSG_RANGO.numero], m2_hasta: [MSG_RANGO.numero], cuota_mensual: [MSG_RANGO.numero] });
    const falta = await mercados.post(RANGOS, { m2_desde: '500' });
    expect(falta.status).toBe(422);
    expect(falta.body.errors).toMatchObject({ m2_hasta: [MSG_RANGO.hasta], cuota_mensual: [MSG_RANGO.cuota] });
    const enorme = await mercados.post(RANGOS, { m2_desde: '500', m2_hasta: '12345678', cuota_mensual: '1' });
    expect(enorme.status).toBe(422);
    expect(enorme.body.errors).toMatchObject({ m2_hasta: [MSG_RANGO.maximo] });

    // Editing a range is checked against the others only, never against itself.
    const edita = await root.put<Rango>(`${RANGOS}/${id}`, { m2_desde: '100.01', m2_hasta: '250.50', cuota_mensual: '2750.5' });
    expect(edita.status).toBe(200);
    expect(edita.body.message).toBe(MSG_RANGO.guardado);
    expect(edita.body.data).toEqual({ id, m2_desde: '100.01', m2_hasta: '250.50', cuota_mensual: '2750.50' });
    const choca = await mercados.put(`${RANGOS}/${id}`, { m2_desde: '99', m2_hasta: '250.50', cuota_mensual: '2750.50' });
    expect(choca.status).toBe(422);
    expect(choca.body.message).toBe(MSG_RANGO.traslape);
    expect((await mercados.put(`${RANGOS}/999999999`, { m2_desde: '1000', m2_hasta: '2000', cuota_mensual: '1' })).body).toMatchObject({ success: false, message: MSG_RANGO.noEncontrado });

    const baja = await mercados.del(`${RANGOS}/${id}`);
    expect(baja.status).toBe(200);
    expect(baja.body).toMatchObject({ success: true, message: MSG_RANGO.eliminado, data: null });
    const otra = await mercados.del(`${RANGOS}/${id}`);
    expect(otra.status).toBe(404);
    expect(otra.body.message).toBe(MSG_RANGO.noEncontrado);
    expect((await mercados.get<Rango[]>(RANGOS)).body.data.map((x) => x.id)).not.toContain(id);
  });

  it('a stall whose surface no range holds has no fee', async () => {
    const [l] = await e.db.db.insert(localesMercado).values({ mercadoId: 5, numero: 'Z-99', pasillo: 'Z', superficieM2: '150.00' }).returning();
    const r = await mercados.get<Local[]>(`${LOCALES}?mercado_id=5`);
    expect(r.body.data.find((x) => x.id === l.id)).toMatchObject({ superficie_m2: '150.00', concesionario: null, cuota_mensual: null });
    await e.db.db.delete(localesMercado).where(eq(localesMercado.id, l.id));
  });

  it('only Mercados and root: a taxpayer, Desarrollo Urbano and admin 403; anonymous 401', async () => {
    const [{ id }] = await e.db.db.select({ id: rangosCobroPiso.id }).from(rangosCobroPiso).limit(1);
    const llamadas: [string, (c: Cliente) => Promise<{ status: number }>][] = [
      [CONCESIONARIOS, (c) => c.get(CONCESIONARIOS)],
      [LOCALES, (c) => c.get(`${LOCALES}?mercado_id=1`)],
      [`GET ${RANGOS}`, (c) => c.get(RANGOS)],
      [`POST ${RANGOS}`, (c) => c.post(RANGOS, { m2_desde: '5000', m2_hasta: '6000', cuota_mensual: '1' })],
      [`PUT ${RANGOS}`, (c) => c.put(`${RANGOS}/${id}`, { m2_desde: '0', m2_hasta: '10', cuota_mensual: '350' })],
      [`DELETE ${RANGOS}`, (c) => c.del(`${RANGOS}/${id}`)],
    ];
    const anonimo = cliente(e);
    for (const [que, llamar] of llamadas) {
      for (const [quien, c] of [['contribuyente', t], ['desarrollo.urbano', du], ['admin', admin]] as const) expect((await llamar(c)).status, `${que} ${quien}`).toBe(403);
      expect((await llamar(anonimo)).status, `${que} anónimo`).toBe(401);
    }
    // A refused caller learns nothing of the body either: 403 before validation.
    expect((await t.post(RANGOS, { m2_desde: 'x' })).status).toBe(403);
    // Nothing was changed by the refused calls.
    const [{ n }] = await e.db.db.select({ n: count() }).from(rangosCobroPiso);
    expect(n).toBe(RANGOS_COBRO_PISO_SEMILLA.length);
    expect((await mercados.get(CONCESIONARIOS)).status).toBe(200);
    expect((await root.get(`${LOCALES}?mercado_id=2`)).status).toBe(200);
  });

  it('the seed runs again on every start: nothing doubles, edited ranges stay, an assigned stall keeps its new concessionaire', async () => {
    const [{ n: antes }] = await e.db.db.select({ n: count() }).from(localesMercado);
    const [a14] = await e.db.db.select().from(localesMercado).where(eq(localesMercado.numero, 'A-14'));
    // As a finished assignment leaves it (the assignment's id need not exist here).
    await e.db.db
      .update(localesMercado)
      .set({ concesionarioRfc: 'MECL840917HJ2', concesionarioNombre: 'LAURA MEDINA CHAN', concesionarioContribuyenteId: null, cesionSolicitudId: 424242 })
      .where(eq(localesMercado.id, a14.id));
    const [r0] = await e.db.db.select().from(rangosCobroPiso).orderBy(rangosCobroPiso.m2Desde).limit(1);
    await e.db.db.update(rangosCobroPiso).set({ cuotaMensual: '375.00' }).where(eq(rangosCobroPiso.id, r0.id));

    await sembrar(e.config.DATABASE_URL, { demo: true });

    const [{ n: despues }] = await e.db.db.select({ n: count() }).from(localesMercado);
    expect(despues).toBe(antes);
    const [tras] = await e.db.db.select().from(localesMercado).where(eq(localesMercado.id, a14.id));
    expect(tras).toMatchObject({ concesionarioRfc: 'MECL840917HJ2', concesionarioNombre: 'LAURA MEDINA CHAN', cesionSolicitudId: 424242 });
    const rangos = (await mercados.get<Rango[]>(RANGOS)).body.data;
    expect(rangos).toHaveLength(RANGOS_COBRO_PISO_SEMILLA.length);
    expect(rangos[0].cuota_mensual).toBe('375.00');
    const lc = (await mercados.get<Local[]>(`${LOCALES}?mercado_id=1`)).body.data;
    expect(lc.find((l) => l.numero === 'A-14')?.concesionario).toEqual({ rfc: 'MECL840917HJ2', nombre: 'LAURA MEDINA CHAN' });
    expect(lc.find((l) => l.numero === 'A-15')?.concesionario?.rfc).toBe('GODE561231GR8');
  }, 60_000);
});
