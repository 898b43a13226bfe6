// What the two market-stall walks share (arrendamientos.spec.ts, cesiones.spec.ts): the demo
// taxpayer's establishment in Mercado Lázaro Cárdenas, registered through the API when missing (the
// e2e server starts without the demo's businesses); a list's card by folio; the card's menu; and the
// check that the card's progress and the timeline's current step agree.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { NEGOCIOS_DEMO, formulario } from '../../scripts/demo-negocios';
import { expect } from './fixtures';
import { avanceIgualAPasos } from './coherencia';
import { DEMO_PASSWORD, RFC_CONTRIBUYENTE } from './helpers';

export const NEGOCIO_MERCADO = NEGOCIOS_DEMO.mercado;

/** The establishment the taxpayer opened in the market (Mercados → Apertura), registered as he would when missing. */
export async function localEnMercado(request: APIRequestContext) {
  const nombre = NEGOCIO_MERCADO.nombre;
  const login = await request.post('/api/login', { data: { username: RFC_CONTRIBUYENTE, password: DEMO_PASSWORD, remember: false } });
  expect(login.ok()).toBe(true);
  const headers = { authorization: `Bearer ${(await login.json()).data.token as string}` };
  const cid = (await (await request.get('/api/session', { headers })).json()).data.contribuyente.id as number;
  const lista = await request.get(`/api/establecimientos/contribuyente/${cid}`, { headers, params: { nombre_comercial: nombre } });
  if (((await lista.json()).data.data as { nombre_comercial: string }[]).some((x) => x.nombre_comercial === nombre)) return;
  const alta = await request.post('/api/establecimientos', { headers, data: formulario(NEGOCIO_MERCADO) });
  expect(alta.status(), await alta.text()).toBe(200);
}

/** A request's card in the list named `lista` ('Solicitudes de arrendamiento', …). */
export const tarjetaEn = (page: Page, lista: string, folio: string): Locator => page.getByRole('list', { name: lista }).getByRole('article').filter({ hasText: folio });

/**
 * The card's progress says `avance` and its current step `paso`; the timeline ('Ver seguimiento')
 * marks the same step, and its count is the steps it shows (coherencia.ts) — the card's too.
 */
export async function avanceCoincide(page: Page, t: Locator, folio: string, e: { avance: number; paso: string | null }) {
  if (e.paso) await expect(t).toContainText(`Paso actual: ${e.paso}`);
  await expect(t).toContainText(new RegExp(`Avance: ${e.avance} de \\d+`));
  const enTarjeta = /Avance: (\d+) de (\d+)/.exec(await t.innerText());
  await t.getByRole('button', { name: 'Ver seguimiento' }).click();
  const dialogo = page.getByRole('dialog', { name: `Seguimiento de la solicitud ${folio}` });
  const { maximo } = await avanceIgualAPasos(dialogo);
  await expect(dialogo).toContainText(`Avance: ${e.avance} de ${maximo}`);
  expect(enTarjeta?.slice(1).map(Number), 'el avance de la tarjeta').toEqual([e.avance, maximo]);
  const actual = dialogo.getByRole('list', { name: 'Pasos del trámite' }).locator('li[aria-current="step"]');
  if (e.paso) await expect(actual).toContainText(e.paso);
  else await expect(actual).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialogo).toHaveCount(0);
}

/** An action of the card's menu ('Acciones de la solicitud {id}'). */
export async function accionDeTarjeta(t: Locator, page: Page, id: number, etiqueta: string) {
  await t.getByRole('button', { name: `Acciones de la solicitud ${id}` }).click();
  await page.getByRole('menuitem', { name: etiqueta }).click();
}
