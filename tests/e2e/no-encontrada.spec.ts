// Unknown addresses (spec 1 §2.1, §2.2): a typo, an old bookmark or an old e-mail link opens a
// Spanish 'Página no encontrada' with the way back to the person's home (the sign-in page without
// a session), in every part of the portal, and never a chain of redirects — a relative redirect
// under the catch-all once sent /admin/xyz to /admin/xyz/dashboard/dashboard/… until the tab froze.
// The server's side too: unknown pages get the app (which says the above), unknown /api paths a
// JSON 404 in Spanish.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { RFC_CONTRIBUYENTE, capturar, iniciarSesion, limpiarCapturas, revisarAccesibilidad } from './helpers';

const DESCONOCIDAS = ['/admin/xyz', '/contribuyente/xyz', '/admin/establecimientos/solicitud/1/sobra/mas/aun', '/admin/establecimientos/xyz', '/xyz'];

test.beforeAll(() => limpiarCapturas((f) => f.startsWith('no-encontrada-')));

/** Opens `ruta` and counts the main frame's navigations (history API ones included) until the page settles. */
async function abrirContando(page: Page, ruta: string): Promise<string[]> {
  const navegaciones: string[] = [];
  const contar = (f: import('@playwright/test').Frame) => {
    if (f === page.mainFrame()) navegaciones.push(f.url());
  };
  page.on('framenavigated', contar);
  try {
    await page.goto(ruta);
    await expect(page.getByRole('heading', { name: 'Página no encontrada', level: 1 })).toBeVisible();
    // A loop keeps navigating after the first paint: give it time to show itself.
    await page.waitForTimeout(1_500);
  } finally {
    page.off('framenavigated', contar);
  }
  return navegaciones;
}

async function revisarNoEncontrada(page: Page, ruta: string) {
  const navegaciones = await abrirContando(page, ruta);
  // The load commits it, and the router records its state on the same address (history.replaceState):
  // every navigation stays on `ruta`, and there are only those few (the loop made hundreds).
  expect(navegaciones.map((u) => new URL(u).pathname).filter((p) => p !== ruta), `${ruta}: redirigió`).toEqual([]);
  expect(navegaciones.length, `${ruta}: navegaciones al abrirla`).toBeLessThanOrEqual(3);
  expect(new URL(page.url()).pathname).toBe(ruta);
  await expect(page).toHaveTitle('Página no encontrada — Ventanilla en línea');
  await expect(page.getByText('La dirección que abrió no existe en la Ventanilla en línea.', { exact: false })).toBeVisible();
}

test('sin sesión: cada dirección desconocida dice «Página no encontrada» y lleva a iniciar sesión', async ({ page }) => {
  for (const ruta of DESCONOCIDAS) {
    await revisarNoEncontrada(page, ruta);
  }
  await capturar(page, 'no-encontrada-sin-sesion');
  await revisarAccesibilidad(page, 'Página no encontrada (sin sesión)');

  await page.getByRole('link', { name: 'Ir a iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('heading', { name: 'Iniciar sesión', level: 1 })).toBeVisible();

  // A known page still asks for the session, as before.
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/signin$/);
});

test('con sesión: la página se muestra dentro del portal y «Volver al inicio» lleva al inicio', async ({ page }) => {
  await page.goto('/signin');
  await iniciarSesion(page, RFC_CONTRIBUYENTE);
  // The guard takes the person on from /admin to their home: read it once there.
  await expect(page).toHaveURL(/\/admin\/[\w-]+$/);
  const inicio = new URL(page.url()).pathname;

  for (const ruta of DESCONOCIDAS) {
    await revisarNoEncontrada(page, ruta);
  }
  // Under /admin the shell stays, so the menu is still at hand.
  await page.goto('/admin/xyz');
  await expect(page.getByRole('heading', { name: 'Página no encontrada', level: 1 })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Navegación' }).or(page.getByRole('button', { name: 'Abrir menú' })).first()).toBeVisible();
  await capturar(page, 'no-encontrada-con-sesion');
  await revisarAccesibilidad(page, 'Página no encontrada (con sesión)');

  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL(new RegExp(`${inicio}$`));
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toHaveCount(0);

  // /admin itself still leads home (an absolute redirect, never one relative to the address).
  await page.goto('/admin');
  await expect(page).toHaveURL(new RegExp(`${inicio}$`));
});

test('personal: una pestaña de catálogos que no existe tampoco redirige', async ({ page }) => {
  await page.goto('/signin');
  await iniciarSesion(page, 'root');
  // The sign-in's own navigation home ends first, so it is not taken for a redirect of the next page.
  await expect(page).toHaveURL(/\/admin\/[\w-]+$/);
  await revisarNoEncontrada(page, '/admin/catalogos/xyz');
  await page.goto('/admin/catalogos');
  await expect(page).toHaveURL(/\/admin\/catalogos\/entregables$/);
});

test('el servidor: la app para páginas desconocidas, JSON 404 en español para /api desconocidas', async ({ request }) => {
  const pagina = await request.get('/admin/xyz/dashboard');
  expect(pagina.status()).toBe(200);
  expect(pagina.headers()['content-type']).toContain('text/html');
  expect(await pagina.text()).toContain('<div id="root"');

  for (const [metodo, ruta] of [
    ['GET', '/api/xyz'],
    ['GET', '/api/no/existe/aqui'],
    ['POST', '/api/xyz'],
  ] as const) {
    const r = await request.fetch(ruta, { method: metodo });
    expect(r.status(), `${metodo} ${ruta}`).toBe(404);
    expect(r.headers()['content-type']).toContain('application/json');
    expect(await r.json()).toMatchObject({ success: false, message: 'Ruta no encontrada' });
  }

  // A chunk of an older release is a 404, never the page fed to the browser as JavaScript.
  const chunk = await request.get('/assets/no-existe-0123456789.js');
  expect(chunk.status()).toBe(404);
});
