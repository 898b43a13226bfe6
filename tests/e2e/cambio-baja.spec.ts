// Closure of an establishment end to end (spec 2 §2 'Solicitud de baja de establecimiento', §4),
// as the people involved live it: the demo taxpayer asks for the closure of CIBERCAFÉ PIXEL from
// its card (date before the SAT and the three documents) and sends it; Residuos Sólidos registers
// a debt and approves its review; the taxpayer notifies the payment; Residuos Sólidos validates it;
// Licencias approves without a debt; the closed business leaves 'Mis establecimientos'.
import type { Browser, Page } from '@playwright/test';
import { NEGOCIOS_DEMO } from '../../scripts/demo-negocios';
import { negocioConLicencia } from './negocio-licenciado';
import { expect, test } from './fixtures';
import { ESPERA_FLUJO, resolverTarea } from './bandeja';
import { RFC_CONTRIBUYENTE, abrirSesion, accionEstablecimiento, capturar, escribirArchivo, iniciarSesion, limpiarCapturas, pdfMinimo, revisarAccesibilidad, toast } from './helpers';

const NOMBRE = 'CIBERCAFÉ PIXEL';
const TITULO = 'Solicitud de baja de establecimiento';
const TAREA_RS = 'Baja de establecimiento: adeudos de residuos sólidos';
const hace = (dias: number) => new Date(Date.now() - 5 * 3_600_000 - dias * 86_400_000).toISOString().slice(0, 10);

test.beforeAll(() => limpiarCapturas((f) => f.startsWith('baja-')));


const dialogoBaja = (page: Page) => page.getByRole('dialog', { name: new RegExp(`^${TITULO}`) });

/** The closure's dialog from the card, reopened until `listo` shows (the workflow projects each move). */
async function abrirBaja(page: Page, listo: (d: ReturnType<typeof dialogoBaja>) => ReturnType<Page['getByText']>) {
  await expect(async () => {
    await accionEstablecimiento(page, NOMBRE, 'Baja de establecimiento');
    await expect(listo(dialogoBaja(page))).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 90_000 });
  return dialogoBaja(page);
}

/** Residuos Sólidos finds the review in its inbox, registers the debt it found and approves. */
async function registrarAdeudoYAprobar(browser: Browser, folio: string) {
  const page = await abrirSesion(browser, 'residuos.solidos');
  try {
    await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Bandeja de tareas' }).click();
    await expect(page.getByRole('heading', { name: 'Bandeja de tareas', level: 1 })).toBeVisible();
    await page.getByLabel('Buscar').fill(folio);
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(folio)}`));
    const fila = page.getByRole('row').filter({ hasText: folio }).filter({ has: page.getByRole('cell', { name: TAREA_RS, exact: true }) }).filter({ hasText: 'Pendiente' });
    await expect(async () => {
      await page.reload();
      await expect(fila).toHaveCount(1, { timeout: 10_000 });
    }).toPass({ timeout: 90_000 });
    await fila.getByRole('link').first().click();
    await expect(page.getByRole('heading', { name: TAREA_RS, level: 1 })).toBeVisible();
    await expect(page.getByText(NOMBRE).first()).toBeVisible();
    const form = page.getByRole('form', { name: 'Registrar adeudo de Residuos Sólidos' });
    await form.getByLabel('Monto del adeudo').fill('350.00');
    await form.getByRole('button', { name: 'Registrar adeudo' }).click();
    await expect(toast(page, 'Adeudo registrado exitosamente')).toBeVisible(ESPERA_FLUJO);
    await expect(page.getByRole('region', { name: 'Adeudo de Residuos Sólidos' })).toContainText('350.00');
    await capturar(page, 'baja-03-residuos-adeudo');
    await revisarAccesibilidad(page, 'tarea de baja con adeudo');
    await page.getByRole('button', { name: 'Aprobar' }).click();
    const confirmar = page.getByRole('alertdialog', { name: 'Aprobar' });
    await confirmar.getByRole('button', { name: 'Aprobar' }).click();
    await expect(toast(page, 'Tarea resuelta exitosamente')).toBeVisible(ESPERA_FLUJO);
  } finally {
    await page.context().close();
  }
}

test('baja de establecimiento: solicitud, adeudo de residuos notificado y validado, aprobación y salida de la lista', async ({ baseURL, page, browser, request }) => {
  test.setTimeout(240_000);
  let folio = '';
  await negocioConLicencia(request, baseURL!, NEGOCIOS_DEMO.ciber);

  await test.step('el contribuyente llena y envía la solicitud de baja', async () => {
    await page.goto('/signin');
    await iniciarSesion(page, RFC_CONTRIBUYENTE);
    const d = await abrirBaja(page, (x) => x.getByRole('button', { name: 'Generar solicitud' }));
    await expect(d.getByText(NOMBRE)).toBeVisible();
    await d.getByLabel('Fecha de baja ante el SAT').fill(hace(2));
    const pdf = escribirArchivo('baja.pdf', pdfMinimo());
    for (const etiqueta of ['Aviso de baja ante el SAT', 'Constancia de situación fiscal', 'Identificación oficial']) await d.getByLabel(etiqueta).setInputFiles(pdf);
    await capturar(page, 'baja-01-formulario');
    await revisarAccesibilidad(page, 'solicitud de baja');
    await d.getByRole('button', { name: 'Generar solicitud' }).click();
    await expect(toast(page, 'Solicitud creada exitosamente')).toBeVisible();
    const tarjeta = d.getByRole('article');
    await expect(tarjeta.getByText('Borrador').first()).toBeVisible();
    folio = (await tarjeta.locator('.font-mono').first().innerText()).trim();
    expect(folio).toMatch(/^BAJA-\d{4}-\d{6,}$/);
    await expect(page.getByRole('dialog', { name: `${TITULO}: ${folio}` })).toBeVisible();
    // A draft says so on its card; sending asks first and the card says it was sent (spec 2 §4, §8).
    await expect(tarjeta.getByRole('status').filter({ hasText: 'Borrador: aún no se ha enviado' })).toBeVisible();
    await tarjeta.getByRole('button', { name: 'Enviar a revisión' }).click();
    await page.getByRole('alertdialog', { name: 'Enviar a revisión' }).getByRole('button', { name: 'Enviar a revisión' }).click();
    await expect(toast(page, 'Solicitud enviada exitosamente')).toBeVisible(ESPERA_FLUJO);
    await expect(tarjeta.getByRole('status').filter({ hasText: 'Solicitud enviada exitosamente' })).toBeVisible();
    await expect(tarjeta.getByText('Enviada a revisión').first()).toBeVisible();
    await expect(tarjeta.getByRole('button', { name: 'Eliminar solicitud' })).toHaveCount(0);
    await capturar(page, 'baja-02-enviada');
  });

  await test.step('Residuos Sólidos registra un adeudo y aprueba su revisión', async () => {
    await registrarAdeudoYAprobar(browser, folio);
  });

  await test.step('el contribuyente notifica el pago del adeudo de residuos sólidos', async () => {
    const d = await abrirBaja(page, (x) => x.getByRole('button', { name: /Notificar pago realizado/ }));
    await expect(d.getByText('Pendiente de pago').first()).toBeVisible();
    // The request's one word while it waits for the taxpayer's payment is the kit's, beside the area's flag.
    await expect(d.getByRole('article').getByText(/Estatus:\s*Pago pendiente/)).toBeVisible();
    await expect(d.getByText('En proceso', { exact: true })).toHaveCount(0);
    await capturar(page, 'baja-04-adeudo-pendiente');
    await revisarAccesibilidad(page, 'baja con adeudo');
    await d.getByRole('button', { name: /Notificar pago realizado/ }).click();
    await expect(toast(page, 'Pago notificado exitosamente')).toBeVisible(ESPERA_FLUJO);
    await expect(d.getByText('Pago notificado').first()).toBeVisible();
    await page.keyboard.press('Escape');
  });

  await test.step('Residuos Sólidos valida el pago; Licencias aprueba sin adeudo', async () => {
    await resolverTarea(browser, { usuario: 'residuos.solidos', titulo: 'Validación del pago de adeudo: Residuos Sólidos', captura: 'baja-05-validacion-rs', folio, nombre: NOMBRE, revisar: false });
    await resolverTarea(browser, { usuario: 'revisor.licencias', titulo: 'Baja de establecimiento: adeudos de licencias', captura: 'baja-06-licencias', folio, nombre: NOMBRE });
  });

  await test.step('aprobada: CIBERCAFÉ PIXEL deja la lista de establecimientos', async () => {
    await expect(async () => {
      await page.goto('/admin/establecimientos');
      await expect(page.getByRole('heading', { name: 'Mis establecimientos', level: 1 })).toBeVisible();
      await expect(page.getByText(/^\d+ establecimientos?$/)).toBeVisible({ timeout: 10_000 });
      await expect(page.getByRole('button', { name: `Acciones de ${NOMBRE}` })).toHaveCount(0, { timeout: 10_000 });
    }).toPass({ timeout: 90_000 });
    await capturar(page, 'baja-07-lista-sin-cibercafe');
  });
});
