// What two parts of a screen, or two screens, must say alike: the progress count and the timeline
// under it (a person counts the steps shown), and a request's status word on the list and on its
// card (one word per request, domain/tramite/lectura.ts estatusVisible).
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** A step reads as behind the request when its status says done, paid or not applicable. */
const HECHO = /^(Aprobado|Pagado|No aplica)$/;

/**
 * In `zona` (a timeline's dialog, a card with its timeline): «Avance: v de m» counts the steps shown,
 * m of them, and v of them are done from the first on. Answers the count.
 */
export async function avanceIgualAPasos(zona: Locator): Promise<{ valor: number; maximo: number }> {
  const pasos = zona.getByRole('list', { name: 'Pasos del trámite' }).locator(':scope > li');
  await expect(pasos.first()).toBeVisible();
  const estados = await pasos.evaluateAll((lis) =>
    lis.map((li) => /Estado:\s*([^\n]+?)\s*(?:\n|$)/.exec((li as HTMLElement).innerText)?.[1]?.trim() ?? ''),
  );
  let hechos = 0;
  while (hechos < estados.length && HECHO.test(estados[hechos])) hechos += 1;
  const barra = zona.getByRole('progressbar', { name: 'Avance del trámite' });
  await expect(barra).toHaveAttribute('aria-valuemax', String(estados.length));
  await expect(barra).toHaveAttribute('aria-valuenow', String(hechos));
  await expect(zona.getByText(`Avance: ${hechos} de ${estados.length}`, { exact: true })).toBeVisible();
  return { valor: hechos, maximo: estados.length };
}

/** The licence's word on its card in 'Mis establecimientos'. */
export async function palabraEnTarjeta(page: Page, nombre: string): Promise<string> {
  await page.goto('/admin/establecimientos');
  const tarjeta = page.getByRole('article', { name: nombre });
  await expect(tarjeta).toBeVisible();
  // The badge reads «Estatus de la licencia: <word>» (its first part for screen readers only).
  return /Estatus de la licencia:\s*([^\n]+)/.exec(await tarjeta.innerText())?.[1]?.trim() ?? '';
}

/** The licence's word in 'Trámites' (spec 1 §2.9), on the establishment's 'Licencia de funcionamiento' row. */
export async function palabraEnTramites(page: Page, nombre: string): Promise<string> {
  await page.goto('/admin/tramites');
  const fila = page.getByRole('table', { name: `Trámites de ${nombre}` }).getByRole('row').filter({ hasText: 'Licencia de funcionamiento' });
  return (await fila.getByRole('cell').nth(1).innerText()).trim();
}

/** The card and the Trámites list name the licence with the same word, and it is `esperada`. */
export async function mismaPalabraEnListaYTarjeta(page: Page, nombre: string, esperada: string): Promise<void> {
  // The staff's decision reaches the projection a moment later: read the card again until it says so.
  await expect(async () => expect(await palabraEnTarjeta(page, nombre)).toBe(esperada)).toPass({ timeout: 90_000 });
  expect(await palabraEnTramites(page, nombre)).toBe(esperada);
}
