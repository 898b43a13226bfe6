// The public pages drawn before any JavaScript (web/prerender/servidor.tsx, built by vite.config.ts's
// prerender plugin, served by api/lib/estaticos.ts): a phone with no JavaScript yet — here none at
// all — already shows the form; with JavaScript, React takes that same markup over (hydrateRoot)
// without a console error, keeps what was typed before it did, and the person signs in. The
// signed-in addresses paint the shell's skeleton the same way, and the shell lands where it was.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD, RFC_CONTRIBUYENTE, capturar, iniciarSesion, limpiarCapturas } from './helpers';

test.beforeAll(() => limpiarCapturas((f) => f.startsWith('prerender-')));

test.describe('sin JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('iniciar sesión, registro y verificación muestran su formulario', async ({ page }) => {
    await page.goto('/signin');
    await expect(page.getByRole('heading', { name: 'Iniciar sesión', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Usuario (RFC o correo electrónico)')).toBeVisible();
    await expect(page.getByLabel('Contraseña', { exact: true })).toBeVisible();
    await expect(page.getByText('Recordarme')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Regístrese' })).toBeVisible();
    await expect(page.getByText('Cargando…')).toHaveCount(0);
    await expect(page).toHaveTitle('Iniciar sesión — Ventanilla en línea');
    await capturar(page, 'prerender-01-signin-sin-js');

    // A plain link, so it works with no JavaScript: the sign-up page, drawn too.
    await page.getByRole('link', { name: 'Regístrese' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByRole('heading', { name: 'Crear cuenta', level: 1 })).toBeVisible();
    for (const etiqueta of ['RFC', 'Correo electrónico', 'Confirmar contraseña']) await expect(page.getByLabel(etiqueta)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Registrarme' })).toBeVisible();
    await capturar(page, 'prerender-02-signup-sin-js');

    await page.goto('/verificar');
    await expect(page.getByRole('heading', { name: 'Verificación de licencia', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Folio de la licencia o constancia')).toBeVisible();
    await capturar(page, 'prerender-03-verificar-sin-js');

    // spec 3 §2.10: the public property-tax page, and the public indicators' heading and method.
    await page.goto('/estadoCuentaView');
    await expect(page.getByRole('heading', { name: 'Impuesto predial', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Clave catastral')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Generar' })).toBeDisabled();
    await capturar(page, 'prerender-08-predial-sin-js');
    await page.goto('/indicadores');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Las cifras son conteos: no incluyen folios, nombres ni datos personales.', { exact: false })).toBeVisible();
    await capturar(page, 'prerender-09-indicadores-sin-js');
  });

  // It was the bare index.html («Cargando…» alone); the shell's addresses now get its skeleton
  // (components/layout/esqueleto-shell.tsx), drawn as the shell is at each width.
  test('una página con sesión muestra el esqueleto del shell, sin menú ni enlaces del rol', async ({ page }) => {
    await page.goto('/admin/dashboard');
    await expect(page.locator('#root')).toHaveAttribute('data-esqueleto', '');
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerender');
    await expect(page.getByText('H. Ayuntamiento de Othón P. Blanco', { exact: true })).toBeVisible();
    await expect(page.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('status')).toHaveText('Cargando…');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expect(page.getByRole('button')).toHaveCount(0);
    // Under md the shell has no sidebar (the phone opens it as a drawer): neither has the skeleton.
    await expect(page.getByRole('complementary', { name: 'Navegación' })).toBeHidden();
    await capturar(page, 'prerender-04-esqueleto-telefono-sin-js');

    await page.setViewportSize({ width: 1280, height: 800 });
    const barra = page.getByRole('complementary', { name: 'Navegación' });
    await expect(barra).toBeVisible();
    await expect(barra.getByText('Ventanilla en línea', { exact: true })).toBeVisible();
    await expect(barra.getByText('Othón P. Blanco', { exact: true })).toBeVisible();
    await expect(barra.getByRole('link')).toHaveCount(0);
    await capturar(page, 'prerender-05-esqueleto-escritorio-sin-js');
  });
});

type Caja = { x: number; y: number; width: number; height: number } | null;

/** Where the shell's parts are: the sidebar, the header and the municipality's name in it. */
async function cajas(page: Page): Promise<Record<string, Caja>> {
  return {
    barra: await page.locator('aside[aria-label="Navegación"]').boundingBox(),
    encabezado: await page.locator('header').boundingBox(),
    nombre: await page.locator('header p').boundingBox(),
    marca: await page.locator('aside[aria-label="Navegación"] > div').first().boundingBox(),
  };
}

test('con JavaScript, el shell aparece donde estaba su esqueleto, en teléfono y en escritorio', async ({ page }) => {
  // Signed out, a signed-in address still ends at the sign-in form.
  await page.goto('/admin/bandeja');
  await expect(page).toHaveURL(/\/signin$/);
  await iniciarSesion(page, 'revisor.padron');
  await expect(page).toHaveURL(/\/admin\/bandeja$/);

  for (const [ancho, alto] of [[390, 844], [1280, 800]] as const) {
    await page.setViewportSize({ width: ancho, height: alto });
    // The app's entry waits until the skeleton the server sent has been measured.
    let soltar: () => void = () => {};
    const detenido = new Promise<void>((r) => (soltar = r));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (ruta) => {
      await detenido;
      await ruta.continue();
    });
    await page.goto('/admin/bandeja', { waitUntil: 'commit' });
    await expect(page.locator('#root[data-esqueleto] main[aria-busy="true"]')).toBeVisible();
    // Measured as painted: a layout read before the stylesheet has arrived (a loaded machine) is
    // of the unstyled page, which nobody sees.
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((l) => l.sheet !== null));
    const antes = await cajas(page);
    soltar();

    await expect(page.getByRole('heading', { name: 'Bandeja de tareas', level: 1 })).toBeVisible();
    await expect(page.getByRole('main')).not.toHaveAttribute('aria-busy');
    if (ancho < 768) await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeVisible();
    else await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
    // The shell settles where the skeleton was (its session and counts arrive a moment after).
    await expect.poll(() => cajas(page), { message: `${ancho}×${alto}` }).toEqual(antes);
    await capturar(page, `prerender-06-shell-${ancho}-con-js`);
    await page.unrouteAll();
  }
});

test('con JavaScript, React toma el formulario dibujado, conserva lo escrito antes y entra', async ({ page }) => {
  // The page's chunk waits until the form has been typed into, so the typing happens on the
  // prerendered markup, before hydrateRoot (web/main.tsx loads the chunk first).
  let soltar: () => void = () => {};
  const detenido = new Promise<void>((r) => (soltar = r));
  await page.route(/\/assets\/signin-page-[\w-]+\.js$/, async (ruta) => {
    await detenido;
    await ruta.continue();
  });
  const respuesta = await page.goto('/signin', { waitUntil: 'domcontentloaded' });
  expect(await respuesta?.text()).toContain('<div id="root" data-prerender="/signin">');

  const usuario = page.getByLabel('Usuario (RFC o correo electrónico)');
  const entrar = page.getByRole('button', { name: 'Iniciar sesión' });
  await expect(entrar).toBeDisabled();
  await usuario.fill('revisor.padron');
  // The same form element before and after: taken over, not drawn again (a mark on the node, not an attribute).
  await page.evaluate(() => Object.assign(document.querySelector('form')!, { prerenderizado: true }));
  soltar();

  await expect(entrar).toBeEnabled();
  expect(await page.evaluate(() => (document.querySelector('form') as HTMLFormElement & { prerenderizado?: boolean }).prerenderizado)).toBe(true);
  await expect(usuario).toHaveValue('revisor.padron');
  await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
  await entrar.click();
  await expect(page).toHaveURL(/\/admin\/bandeja$/);
  await expect(page.getByRole('heading', { name: 'Bandeja de tareas', level: 1 })).toBeVisible();
});

test('el contribuyente entra desde la página dibujada, como en los demás recorridos', async ({ page }) => {
  await page.goto('/signin');
  await expect(page.locator('#root')).toHaveAttribute('data-prerender', '/signin');
  await iniciarSesion(page, RFC_CONTRIBUYENTE);
  await expect(page).toHaveURL(/\/admin\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
