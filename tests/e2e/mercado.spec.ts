// Opening a market stall (spec 1 §2.4 Mercados → Apertura, §3, §5.6, §9), as the demo
// taxpayer lives it: the form without a market or stalls says what is missing with the spec's
// words; with them, the market brings its address and the key MERCADO (no property tax to check);
// Mercados validates the data, the fees are paid online and validated, and both signatures issue
// the licence. The stall already has its land-use certificate, so those steps do not apply.
import type { Page } from '@playwright/test';
import { NOMBRE_DOCUMENTO_LICENCIA } from '../../domain/licencia/documentos';
import { expect, test } from './fixtures';
import { ESPERA_FLUJO, pagarEnLinea, resolverTarea } from './bandeja';
import {
  RFC_CONTRIBUYENTE,
  accionEstablecimiento,
  capturar,
  escribirArchivo,
  iniciarSesion,
  limpiarCapturas,
  pdfMinimo,
  pngMinimo,
  revisarAccesibilidad,
  siguientePaso,
  toast,
} from './helpers';
import { FECHA_ALTA_EJEMPLO } from '../../sim/formularios';

// One run, one stall: a suffix keeps a re-run against the same database unambiguous.
const NOMBRE = `FRUTERÍA EL MERCADITO ${Date.now().toString(36).slice(-4).toUpperCase()}`;
const MERCADO = 'Mercado Lázaro Cárdenas del Río';
const ANIO = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Cancun', year: 'numeric' }).format(new Date());

test.beforeAll(() => limpiarCapturas((f) => f.startsWith('mercado-')));

/** The establishment's data, documents and photos of a stall (the market gives the address). */
async function llenarLocal(page: Page) {
  const pdf = escribirArchivo('mercado-documento.pdf', pdfMinimo('Documento del local'));
  const foto = escribirArchivo('mercado-foto.png', pngMinimo());
  await page.getByLabel('Mercado', { exact: true }).selectOption({ label: MERCADO });
  await expect(page.getByText(/Domicilio: .*CALZADA VERACRUZ/i).first()).toBeVisible();
  await page.getByLabel('Locales').fill('B-07');
  await page.getByRole('button', { name: 'Agregar local' }).click();
  await expect(page.getByRole('list', { name: 'Locales agregados' })).toContainText('B-07');
  await page.getByLabel('Pasillo').fill('B');
  await page.getByRole('radio', { name: 'Concesionario' }).check();
  await page.getByLabel('Mes de pago de piso').selectOption({ label: 'Enero' });

  await page.getByLabel('Nombre comercial').fill(NOMBRE);
  await page.getByLabel('Fecha de alta en hacienda').fill(FECHA_ALTA_EJEMPLO);
  // A market stall is offered only the activities a stall may have: no petrol station, hotel or discotheque.
  const actividades = page.getByLabel('Actividad principal').locator('option');
  await expect(actividades.filter({ hasText: 'FRUTERÍA Y VERDULERÍA' })).toHaveCount(1);
  for (const nunca of ['GASOLINERA', 'HOTEL', 'DISCOTECA']) await expect(actividades.filter({ hasText: new RegExp(`^${nunca}$`) })).toHaveCount(0);
  await expect(page.getByLabel('Actividades secundarias', { exact: true }).locator('option').filter({ hasText: /^GASOLINERA$/ })).toHaveCount(0);
  await page.getByLabel('Actividad principal').selectOption({ label: 'FRUTERÍA Y VERDULERÍA' });
  await page.getByLabel('Actividades secundarias', { exact: true }).selectOption({ label: 'ABARROTES' });
  await page.getByLabel('Tipo de propiedad').selectOption({ label: 'Propio' });
  await page.getByLabel('Categoría').selectOption({ label: 'Comercial' });
  await page.getByLabel('Teléfono de oficina').fill('9838324477');
  await page.getByLabel('Superficie en m²').fill('12');
  await page.getByLabel('Número de empleados').fill('1');
  await page.getByLabel('Cajones de estacionamiento').fill('0');
  await page.getByLabel('Inversión estimada').fill('15000');
  await page.getByLabel('Mes de pago de residuos sólidos').selectOption({ label: 'Enero' });
  await page.getByLabel('Cuenta con constancia de uso de suelo').check();

  // A market opening has no Ubicación step: the market gives the address (spec 1 §2.4).
  await siguientePaso(page, 'Documentación Adjunta');
  await expect(page.getByText('Paso 3 de 5: Documentación Adjunta')).toBeVisible();
  for (const codigo of ['constancia_sat', 'titulo_escritura', 'constancia_uso_suelo', 'contrato_consecion'] as const) {
    await page.getByLabel(NOMBRE_DOCUMENTO_LICENCIA[codigo], { exact: true }).setInputFiles(pdf);
  }
  await siguientePaso(page, 'Fotografías');
  for (const etiqueta of ['Fotografía del frente', 'Fotografía del interior', 'Fotografía del sanitario', 'Fotografía del lateral izquierdo', 'Fotografía del lateral derecho']) {
    await page.getByLabel(etiqueta, { exact: true }).setInputFiles(foto);
  }
  await siguientePaso(page, 'Revisar y enviar');
}

test('apertura de un local de mercado: mercado y locales, revisión de Mercados, pagos y firmas', async ({ page, browser }) => {
  test.setTimeout(600_000);
  let folio = '';
  const tarea = (usuario: string, titulo: string, captura: string) => resolverTarea(browser, { usuario, titulo, captura: `mercado-${captura}`, folio, nombre: NOMBRE });

  await test.step('Inicio → Mercados → Apertura abre la solicitud de un local de mercado', async () => {
    await page.goto('/signin');
    await iniciarSesion(page, RFC_CONTRIBUYENTE);
    await page.getByRole('button', { name: 'MERCADOS' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Mercados' });
    await expect(dialogo).toBeVisible();
    await capturar(page, 'mercado-01-opciones');
    await dialogo.getByRole('button', { name: /Apertura/ }).or(dialogo.getByRole('link', { name: /Apertura/ })).click();
    await expect(page).toHaveURL(/\/admin\/establecimientos\/solicitud\?.*mercado=1/);
    await expect(page.getByLabel('Clave catastral', { exact: true })).toHaveValue('MERCADO');
    // The key MERCADO needs no lookup: the next step opens at once, with the market first.
    await siguientePaso(page, 'Datos de Establecimiento');
    await expect(page.getByRole('heading', { name: 'Datos del mercado' })).toBeVisible();
  });

  await test.step('el padrón de mercados preselecciona su local; sin mercado ni locales, la solicitud dice qué falta', async () => {
    // The demo taxpayer holds stall A-15 of this market (spec 1 §4.6 answer 4): the form starts with it.
    await expect(page.getByText('Se encuentra en el padrón de locatarios de mercados').first()).toBeVisible();
    await expect(page.getByRole('list', { name: 'Locales agregados' })).toContainText('A-15');
    await page.getByLabel('Mercado', { exact: true }).selectOption('');
    await page.getByRole('button', { name: 'Quitar local A-15' }).click();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Debe Seleccionar un mercado').first()).toBeVisible();
    await expect(page.getByText('No ingreso locales').first()).toBeVisible();
    await capturar(page, 'mercado-02-faltantes');
  });

  await test.step('llena el local, lo guarda y lo envía a revisión', async () => {
    await llenarLocal(page);
    await capturar(page, 'mercado-03-solicitud');
    await revisarAccesibilidad(page, 'solicitud de local de mercado');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'Establecimiento registrado exitosamente')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/establecimientos\/solicitud\/\d+$/);
    await expect(page.getByText('Local de mercado').first()).toBeVisible();
    await page.getByRole('button', { name: 'Enviar a revisión' }).click();
    await page.getByRole('alertdialog', { name: 'Enviar a revisión' }).getByRole('button', { name: 'Enviar' }).click();
    await expect(toast(page, 'Solicitud enviada exitosamente')).toBeVisible(ESPERA_FLUJO);
    await expect(page.getByRole('button', { name: 'Enviado a revisión' })).toBeDisabled();
    folio = (await page.getByText(/^Folio \S+$/).innerText()).replace('Folio ', '').trim();
    expect(folio).not.toBe('');
    await capturar(page, 'mercado-04-enviada');
  });

  await test.step('Mercados valida los datos; paga y se validan la anuencia y los residuos; firman', async () => {
    await tarea('mercados', 'Validación de datos de la solicitud de licencia', '05-mercados');
    await pagarEnLinea(page, NOMBRE, /anuencia|protecci[oó]n civil/i, 'mercado-06-pago-anuencia');
    await tarea('proteccion.civil', 'Validación del pago y anuencia de Protección Civil', '07-anuencia');
    await pagarEnLinea(page, NOMBRE, /residuos/i, 'mercado-08-pago-residuos');
    await tarea('residuos.solidos', 'Validación del pago de residuos sólidos', '09-residuos');
    await tarea('direccion.ingresos', 'Firma de licencia: Dirección de Ingresos', '10-firma-director');
    await tarea('tesoreria', 'Firma de licencia: Tesorería Municipal', '11-firma-tesoreria');
  });

  await test.step('la línea de tiempo dice que el uso de suelo no aplica y la licencia está lista', async () => {
    await accionEstablecimiento(page, NOMBRE, 'Línea de tiempo');
    const linea = page.getByRole('dialog', { name: 'Línea de tiempo' });
    const pasos = linea.getByRole('list', { name: 'Pasos del trámite' }).getByRole('listitem');
    await expect(pasos.filter({ hasText: 'Licencia lista' })).toContainText('Aprobado', ESPERA_FLUJO);
    await expect(pasos.filter({ hasText: 'Verificación de uso de suelo' })).toContainText('No aplica');
    await capturar(page, 'mercado-12-linea-de-tiempo');
    await page.keyboard.press('Escape');
    await accionEstablecimiento(page, NOMBRE, 'Licencias');
    const fila = page.getByRole('dialog', { name: 'Licencias' }).getByRole('row').filter({ hasText: ANIO });
    await expect(fila.getByRole('button', { name: 'Ver licencia digital' })).toBeVisible(ESPERA_FLUJO);
    await capturar(page, 'mercado-13-licencia');
    await revisarAccesibilidad(page, 'licencias del local');
  });
});
