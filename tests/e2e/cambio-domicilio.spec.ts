// Change of address end to end (spec 2 §2 "Change of address", §4 cadastral flow): the demo
// taxpayer opens Acciones → Movimientos on REFACCIONARIA RUEDA LIBRE, ticks 'Cambio de domicilio',
// adds a request with the key of Av. Belice 345 (property tax paid), fills the new address, its
// documents and photos and sends it; Coordinación SARE approves; Desarrollo Urbano verifies the land
// use; the taxpayer uploads the 1755 receipt; Desarrollo Urbano validates it; the business has
// moved: its card shows the new address, and the request's status reads the same in every place.
import type { Page } from '@playwright/test';
import { NEGOCIOS_DEMO } from '../../scripts/demo-negocios';
import { negocioConLicencia } from './negocio-licenciado';
import { expect, test } from './fixtures';
import { ESPERA_FLUJO, resolverTarea } from './bandeja';
import { RFC_CONTRIBUYENTE, accionEstablecimiento, capturar, escribirArchivo, iniciarSesion, limpiarCapturas, pdfMinimo, pngMinimo, revisarAccesibilidad, toast } from './helpers';

const NOMBRE = 'REFACCIONARIA RUEDA LIBRE';
const CLAVE = '04001006031014000';

test.beforeAll(() => limpiarCapturas((f) => f.startsWith('domicilio-')));


/** Acciones → Movimientos with 'Cambio de domicilio' ticked: its panel. */
async function panelDomicilio(page: Page) {
  await page.goto('/admin/establecimientos');
  await accionEstablecimiento(page, NOMBRE, 'Movimientos');
  const dialogo = page.getByRole('dialog', { name: 'Solicitudes de movimientos a realizar' });
  const casilla = dialogo.getByRole('checkbox', { name: 'Cambio de domicilio' });
  await expect(casilla).toBeVisible();
  if (!(await casilla.isChecked())) await casilla.click();
  return dialogo.getByRole('region', { name: 'Cambio de domicilio' });
}

test('cambio de domicilio: solicitud con clave catastral, SARE, uso de suelo con recibo y el establecimiento cambia de domicilio', async ({ baseURL, page, browser, request }) => {
  test.setTimeout(200_000);
  let folio = '';
  await negocioConLicencia(request, baseURL!, NEGOCIOS_DEMO.refacciones);

  await test.step('el contribuyente consulta la clave, llena el nuevo domicilio con documentos y fotos, y envía', async () => {
    await page.goto('/signin');
    await iniciarSesion(page, RFC_CONTRIBUYENTE);
    const panel = await panelDomicilio(page);
    await panel.getByRole('button', { name: 'Agregar' }).click();
    const chica = page.getByRole('dialog', { name: 'Clave catastral del nuevo domicilio' });
    await expect(chica.getByText('No cuento con clave catastral')).toBeVisible();
    await chica.getByRole('textbox', { name: 'Clave catastral' }).fill(CLAVE);
    await capturar(page, 'domicilio-01-clave');
    await chica.getByRole('button', { name: 'Consultar' }).click();

    const d = page.getByRole('dialog', { name: 'Cambio de domicilio', exact: true });
    await expect(d.getByRole('textbox', { name: 'Clave catastral' })).toHaveValue(CLAVE);
    await expect(d.getByTestId('domicilio-actual')).not.toHaveText('Cargando…');
    await d.getByLabel('Tipo de propiedad').selectOption({ label: 'Propio' });
    const pdf = escribirArchivo('domicilio.pdf', pdfMinimo('Documento del cambio de domicilio'));
    for (const etiqueta of ['Constancia de saneamiento', 'Aviso de cambio de domicilio ante el SAT', 'Título de propiedad o escritura']) await d.getByLabel(etiqueta).setInputFiles(pdf);
    await d.getByLabel('Fotografía del frente').setInputFiles(escribirArchivo('domicilio-frente.png', pngMinimo()));
    await d.getByLabel('Código postal').fill('77083');
    await expect(d.getByLabel('Colonia')).not.toHaveValue('');
    await d.getByLabel('Calle', { exact: true }).selectOption({ index: 1 });
    await d.getByLabel('Número exterior').fill('345');
    await d.getByLabel('Latitud').fill('18.5102');
    await d.getByLabel('Longitud').fill('-88.3011');
    await capturar(page, 'domicilio-02-formulario');
    await revisarAccesibilidad(page, 'cambio de domicilio');
    await d.getByRole('button', { name: 'Generar solicitud' }).click();
    await expect(toast(page, 'Solicitud de cambio de domicilio creada exitosamente')).toBeVisible(ESPERA_FLUJO);
    await expect(toast(page, 'Fotos adjuntados con exito')).toBeVisible(ESPERA_FLUJO);
    await expect(d).toHaveCount(0);

    const tarjeta = panel.getByRole('article');
    await expect(tarjeta.getByText('Borrador').first()).toBeVisible();
    await expect(tarjeta.getByTestId('nuevo-domicilio')).toContainText('PAYO OBISPO');
    folio = (await tarjeta.locator('.font-mono').first().innerText()).trim();
    expect(folio).toMatch(/^CDO-\d{4}-\d{6,}$/);
    // A draft says so on its card; sending asks first and the card says it was sent (spec 2 §4, §8).
    await expect(tarjeta.getByRole('status').filter({ hasText: 'Borrador: aún no se ha enviado' })).toBeVisible();
    await tarjeta.getByRole('button', { name: 'Enviar a revisión' }).click();
    await page.getByRole('alertdialog', { name: 'Enviar a revisión' }).getByRole('button', { name: 'Enviar a revisión' }).click();
    await expect(toast(page, 'Solicitud enviada exitosamente')).toBeVisible(ESPERA_FLUJO);
    await expect(tarjeta.getByRole('status').filter({ hasText: 'Solicitud enviada exitosamente' })).toBeVisible();
    await expect(tarjeta.getByText('Enviada a revisión').first()).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Borrar' })).toHaveCount(0);
    await capturar(page, 'domicilio-03-enviada');
    await page.keyboard.press('Escape');
  });

  await test.step('Coordinación SARE aprueba; Desarrollo Urbano verifica el uso de suelo', async () => {
    await resolverTarea(browser, { usuario: 'coordinacion.sare', titulo: 'Cambio de domicilio', captura: 'domicilio-04-sare', folio, nombre: NOMBRE });
    await resolverTarea(browser, { usuario: 'desarrollo.urbano', titulo: 'Verificación de uso de suelo', captura: 'domicilio-05-du', folio, nombre: NOMBRE, revisar: false });
  });

  await test.step('el contribuyente sube el recibo de pago de uso de suelo (1755)', async () => {
    let panel = await panelDomicilio(page);
    await expect(async () => {
      panel = await panelDomicilio(page);
      await expect(panel.getByRole('button', { name: 'Subir recibo de pago' })).toBeVisible({ timeout: 10_000 });
    }).toPass({ timeout: 90_000 });
    // The request's one word says what it waits on (domain/tramite/lectura.ts estatusVisible).
    await expect(panel.getByRole('article').getByText('Pago pendiente').first()).toBeVisible();
    await panel.getByRole('button', { name: 'Subir recibo de pago' }).click();
    const r = page.getByRole('dialog', { name: 'Recibo de pago de uso de suelo' });
    await r.getByLabel('Recibo de pago (PDF)').setInputFiles(escribirArchivo('domicilio-recibo.pdf', pdfMinimo('Recibo 1755')));
    await capturar(page, 'domicilio-06-recibo');
    await r.getByRole('button', { name: 'Subir recibo' }).click();
    await expect(toast(page, 'Solicitud actualizada exitosamente')).toBeVisible(ESPERA_FLUJO);
    await page.keyboard.press('Escape');
  });

  await test.step('Desarrollo Urbano valida el pago; el establecimiento ya está en el nuevo domicilio', async () => {
    await resolverTarea(browser, { usuario: 'desarrollo.urbano', titulo: 'Validación del pago de uso de suelo', captura: 'domicilio-07-validacion', folio, nombre: NOMBRE, revisar: false });
    await expect(async () => {
      const panel = await panelDomicilio(page);
      await expect(panel.getByRole('article').getByText('Solicitud aprobada')).toBeVisible({ timeout: 10_000 });
    }).toPass({ timeout: 90_000 });
    const tarjeta = page.getByRole('region', { name: 'Cambio de domicilio' }).getByRole('article');
    await expect(tarjeta.getByText(/^(Estatus: )?Aprobada$/)).toBeVisible();
    await expect(tarjeta.getByRole('button', { name: 'Enviar a revisión' })).toHaveCount(0);
    await capturar(page, 'domicilio-08-aprobada');
    await revisarAccesibilidad(page, 'cambio de domicilio aprobado');
    await page.keyboard.press('Escape');
    await page.goto('/admin/establecimientos');
    const card = page.getByRole('article').filter({ hasText: NOMBRE });
    await expect(card).toContainText('PAYO OBISPO');
    await capturar(page, 'domicilio-09-establecimiento');
  });
});
