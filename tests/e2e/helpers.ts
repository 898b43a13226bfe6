// Shared helpers of the end-to-end tests: screenshots, accessibility checks, sign-in and
// the tiny documents a taxpayer attaches.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { CLAVES_DEMO, TARJETAS_PRUEBA } from '../../sim/municipio-demo';
import { pdfValido, pngFachada } from '../../sim/muestras';
import { FECHA_ALTA_EJEMPLO } from '../../sim/formularios';

const RAIZ = fileURLToPath(new URL('../../', import.meta.url));
export const DIR_CAPTURAS = path.join(RAIZ, 'test-results', 'screenshots');
export const DIR_ARCHIVOS = path.join(RAIZ, 'test-results', 'e2e-archivos');

export const DEMO_PASSWORD = 'Demo2026!';
/** Seeded taxpayer with a complete, validated profile (db/seed.ts). */
export const RFC_CONTRIBUYENTE = 'GODE561231GR8';

/** Deletes this spec's earlier screenshots (by name prefix), so the folder shows one run. */
export function limpiarCapturas(coincide: (archivo: string) => boolean): void {
  mkdirSync(DIR_CAPTURAS, { recursive: true });
  for (const f of readdirSync(DIR_CAPTURAS)) if (coincide(f)) rmSync(path.join(DIR_CAPTURAS, f), { force: true });
}

/**
 * A full-page screenshot at test-results/screenshots/<nombre>.png. The window is made as tall
 * as the page for the shot (then restored): otherwise the sticky header, sidebar and action
 * bar and the fixed dialog overlays are drawn wherever the page happened to be scrolled,
 * halfway down the picture, which no person ever sees.
 */
export async function capturar(page: Page, nombre: string): Promise<void> {
  // Let the request overlay go away first: it is not what the person is looking at.
  await expect(page.getByTestId('overlay-peticion')).toHaveCount(0);
  const ventana = page.viewportSize();
  const alto = await page.evaluate(() => Math.max(document.documentElement.scrollHeight, document.body.scrollHeight));
  const crecer = ventana !== null && alto > ventana.height;
  if (crecer) await page.setViewportSize({ width: ventana.width, height: alto });
  try {
    await page.screenshot({ path: path.join(DIR_CAPTURAS, `${nombre}.png`), fullPage: true });
  } finally {
    if (crecer) await page.setViewportSize(ventana);
  }
}

type Violacion = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

function describir(v: Violacion): string {
  const nodos = v.nodes
    .slice(0, 5)
    .map((n) => `      ${n.target.join(' ')}\n        ${n.failureSummary?.replace(/\n/g, '\n        ') ?? ''}`)
    .join('\n');
  return `[${v.impact}] ${v.id}: ${v.help} (${v.nodes.length} nodo(s))\n${nodos}`;
}

const graves = (vs: Violacion[]) => vs.filter((v) => v.impact === 'serious' || v.impact === 'critical');
const TOASTS = '[data-sonner-toaster]';

/**
 * axe-core with the WCAG 2.0 A and AA rules: fails on any violation of impact serious or
 * critical in the page, and lists them (rule, impact, help, the offending nodes) in the
 * failure message. Toasts come and go on their own (5 s), so they are audited apart: what
 * axe finds in them is attached to the report as an annotation, without failing the test.
 */
export async function revisarAccesibilidad(page: Page, pantalla: string): Promise<void> {
  await expect(page.getByTestId('overlay-peticion')).toHaveCount(0);
  const etiquetas = ['wcag2a', 'wcag2aa'];
  const pagina = await new AxeBuilder({ page }).withTags(etiquetas).exclude(TOASTS).analyze();
  const problemas = graves(pagina.violations).map(describir);
  expect(problemas, `Accesibilidad (${pantalla}): ${problemas.length} violaciones serias o críticas\n${problemas.join('\n')}`).toEqual([]);

  if ((await page.locator('[data-sonner-toast]').count()) > 0) {
    // A toast may go away between the count and the audit: axe then has nothing to include.
    const avisos = await new AxeBuilder({ page })
      .withTags(etiquetas)
      .include(TOASTS)
      .analyze()
      .catch((e: unknown) => {
        if (e instanceof Error && e.message.includes('No elements found for include')) return { violations: [] as Violacion[] };
        throw e;
      });
    for (const v of graves(avisos.violations)) {
      test.info().annotations.push({ type: 'axe (avisos emergentes)', description: `${pantalla}: ${describir(v)}` });
    }
  }
}

/** Signs in through the form, as a person does (the page must already be on /signin). */
export async function iniciarSesion(page: Page, usuario: string, contrasena: string = DEMO_PASSWORD): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Iniciar sesión', level: 1 })).toBeVisible();
  // The page is drawn before its JavaScript (prerendered); a walk types once React has taken it over
  // (the button is enabled then). Typing before that is prerender.spec.ts's own case.
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeEnabled();
  await page.getByLabel('Usuario (RFC o correo electrónico)').fill(usuario);
  await page.getByLabel('Contraseña', { exact: true }).fill(contrasena);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).not.toHaveURL(/\/signin$/);
}

/** A toast of the app (sonner), by its exact text. */
export function toast(page: Page, texto: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: texto });
}

/** A well-formed one-page PDF and a storefront-like PNG (sim/muestras.ts, shared with the demo requests). */
export const pdfMinimo = pdfValido;
export const pngMinimo = pngFachada;

/** Writes a file under test-results/e2e-archivos and returns its path. */
export function escribirArchivo(nombre: string, datos: Buffer): string {
  mkdirSync(DIR_ARCHIVOS, { recursive: true });
  const ruta = path.join(DIR_ARCHIVOS, nombre);
  writeFileSync(ruta, datos);
  return ruta;
}

/** A second person at another computer: a fresh browser context signed in as `usuario`. */
export async function abrirSesion(browser: Browser, usuario: string): Promise<Page> {
  const contexto = await browser.newContext();
  const page = await contexto.newPage();
  await page.goto('/signin');
  await iniciarSesion(page, usuario, DEMO_PASSWORD);
  return page;
}

/** My establishments → the card's actions menu → one action. */
export async function accionEstablecimiento(page: Page, nombre: string, etiqueta: string): Promise<void> {
  await page.goto('/admin/establecimientos');
  await expect(page.getByRole('heading', { name: 'Mis establecimientos', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: `Acciones de ${nombre}` }).click();
  await page.getByRole('menuitem', { name: etiqueta }).click();
}

export const dialogoEstadosCuenta = (page: Page) => page.getByRole('dialog', { name: 'Estados de cuenta y pagos' });

/** A statement of the dialog: a table row on a wide screen, a card on a phone (whichever is shown). */
export const estadoDeCuenta = (dialogo: Locator, concepto: RegExp) => dialogo.getByRole('row').or(dialogo.getByRole('listitem')).filter({ hasText: concepto });

/** The statement of `concepto` in 'Estados de cuenta y pagos', waiting (reopening) until the workflow issued it. */
export async function abrirEstadoDeCuenta(page: Page, nombre: string, concepto: RegExp): Promise<Locator> {
  const fila = estadoDeCuenta(dialogoEstadosCuenta(page), concepto).filter({ hasText: 'Por pagar' });
  await expect(async () => {
    await page.keyboard.press('Escape');
    await accionEstablecimiento(page, nombre, 'Estados de cuenta y pagos');
    await expect(fila).toHaveCount(1, { timeout: 10_000 });
  }).toPass({ timeout: 90_000 });
  return fila;
}

/** Clicks a 'Pagar en línea' (or its retry) and answers the gateway's window it opens. */
export async function abrirPasarela(page: Page, boton: Locator): Promise<Page> {
  const [ventana] = await Promise.all([page.waitForEvent('popup'), boton.click()]);
  await expect(ventana.getByRole('heading', { name: 'Pago en línea', level: 1 })).toBeVisible();
  return ventana;
}

/** The card's data in the gateway's hosted page (sim/municipio-pasarela-paginas.ts). */
export async function llenarTarjeta(ventana: Page, tarjeta: keyof typeof TARJETAS_PRUEBA): Promise<void> {
  await ventana.getByLabel('Titular').fill('ERNESTO GODINEZ DIAZ');
  await ventana.getByLabel('Número de tarjeta').fill(TARJETAS_PRUEBA[tarjeta]);
  await ventana.getByLabel('Vencimiento').fill('12/30');
  await ventana.getByLabel('CVV').fill('123');
}

/** Closes the gateway's window, with its own button when it has one (after paying), else as a person would. */
export async function cerrarVentana(ventana: Page): Promise<void> {
  const cerrada = ventana.waitForEvent('close');
  const boton = ventana.getByRole('button', { name: 'Cerrar ventana' });
  if (await boton.isVisible()) {
    // The button closes its own window: the click may outlive the page it was made on.
    await boton.click({ noWaitAfter: true }).catch((e: unknown) => {
      if (!ventana.isClosed()) throw e;
    });
  } else {
    await ventana.close();
  }
  await cerrada;
}

/** «Paso N de M: título», the line that says which step of the licence form is on screen (spec 1 §2.10). */
export const lineaDePaso = (page: Page, titulo: string) => page.getByText(new RegExp(`^Paso \\d de \\d: ${titulo}$`));

/** Goes to a step of the licence form through its step indicator, and waits for it. */
export async function irAPaso(page: Page, titulo: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Pasos de la solicitud' }).getByRole('button', { name: new RegExp(`^Paso \\d: ${titulo}$`) }).click();
  await expect(lineaDePaso(page, titulo)).toBeVisible();
}

/** 'Siguiente' on the licence form: the step on screen is complete, the next one is `titulo`. */
export async function siguientePaso(page: Page, titulo: string): Promise<void> {
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(lineaDePaso(page, titulo)).toBeVisible();
}

/**
 * A taxpayer fills a new SARE licence request (spec 1 §2.10) whose cadastral key is found and
 * paid: every field, the documents, five photos and a point clicked on the map, step by step up to
 * 'Revisar y enviar'. The page must already show the empty form at its first step.
 */
export async function llenarSolicitudSare(page: Page, nombre: string): Promise<void> {
  // Files of their own: a walk running at once in another project (the phone's) rewriting the same
  // path while this one uploads it makes the browser refuse the upload (ERR_UPLOAD_FILE_CHANGED).
  const propio = nombre.replace(/[^A-Za-z0-9]+/g, '-');
  const constancia = escribirArchivo(`solicitud-constancia-sat-${propio}.pdf`, pdfMinimo('Constancia de situacion fiscal'));
  const escritura = escribirArchivo(`solicitud-escritura-${propio}.pdf`, pdfMinimo('Escritura publica 1234'));
  const foto = escribirArchivo(`solicitud-foto-${propio}.png`, pngMinimo());
  await page.getByLabel('Clave catastral', { exact: true }).fill(CLAVES_DEMO.pagada);
  await expect(page.getByText('Impuesto predial pagado')).toBeVisible();

  await siguientePaso(page, 'Datos de Establecimiento');
  await page.getByLabel('Nombre comercial').fill(nombre);
  await page.getByLabel('Fecha de alta en hacienda').fill(FECHA_ALTA_EJEMPLO);
  await page.getByLabel('Actividad principal').selectOption({ label: 'ABARROTES' });
  await page.getByLabel('Actividades secundarias', { exact: true }).selectOption({ label: 'COCINA ECONÓMICA' });
  await expect(page.getByRole('list', { name: 'Actividades secundarias elegidas' })).toContainText('COCINA ECONÓMICA');
  await page.getByLabel('Tipo de propiedad').selectOption({ label: 'Propio' });
  await page.getByLabel('Categoría').selectOption({ label: 'Comercial' });
  await page.getByLabel('Tipo de local', { exact: true }).selectOption({ label: 'Local normal' });
  await page.getByLabel('Subtipo de local').selectOption({ label: 'Local a pie de calle' });
  await page.getByLabel('Teléfono de oficina').fill('9838321010');
  await page.getByLabel('Superficie en m²').fill('96.5');
  await page.getByLabel('Número de empleados').fill('3');
  await page.getByLabel('Cajones de estacionamiento').fill('1');
  await page.getByLabel('Inversión estimada').fill('85000');
  await page.getByLabel('Mes de pago de residuos sólidos').selectOption({ label: 'Noviembre' });

  await siguientePaso(page, 'Documentación Adjunta');
  await page.getByLabel('Constancia de situación fiscal (SAT)').setInputFiles(constancia);
  await page.getByLabel('Título de propiedad o escritura').setInputFiles(escritura);

  // The cadastre filled the address when the key was found (Predial).
  await siguientePaso(page, 'Datos de Ubicación');
  await expect(page.getByLabel('Código postal')).toHaveValue('77000');
  await expect(page.getByLabel('Localidad')).not.toHaveValue('');
  await expect(page.getByLabel('Colonia')).not.toHaveValue('');
  await expect(page.getByLabel('Calle', { exact: true })).not.toHaveValue('');
  await page.getByLabel('Número exterior').fill('112');
  // A click on the map sets the point.
  const mapa = page.getByTestId('mapa-ubicacion');
  await mapa.scrollIntoViewIfNeeded();
  await mapa.click({ position: { x: 200, y: 150 } });
  await expect(page.locator('.mapa-marcador')).toHaveCount(1);
  await expect(page.getByLabel('Latitud')).not.toHaveValue('');
  await expect(page.getByLabel('Longitud')).not.toHaveValue('');

  await siguientePaso(page, 'Fotografías');
  for (const etiqueta of ['Fotografía del frente', 'Fotografía del interior', 'Fotografía del sanitario', 'Fotografía del lateral izquierdo', 'Fotografía del lateral derecho']) {
    await page.getByLabel(etiqueta, { exact: true }).setInputFiles(foto);
  }
  await siguientePaso(page, 'Revisar y enviar');
}
