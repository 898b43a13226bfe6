// spec 1 §2.10: the licence request form in steps, as a taxpayer on a phone meets it. Each step
// checks its own fields before the next one; the map's code is fetched only at Datos de Ubicación;
// an error found at the end sends the person back to its step with the field focused; a reload
// returns to the step with the draft; the saved request stays at the step it was saved from.
import { CLAVES_DEMO } from '../../sim/municipio-demo';
import { FECHA_ALTA_EJEMPLO } from '../../sim/formularios';
import { MSG_LIC } from '../../domain/licencia/mensajes';
import { expect, test } from './fixtures';
import {
  RFC_CONTRIBUYENTE,
  capturar,
  escribirArchivo,
  iniciarSesion,
  irAPaso,
  limpiarCapturas,
  lineaDePaso,
  pdfMinimo,
  pngMinimo,
  revisarAccesibilidad,
  siguientePaso,
  toast,
} from './helpers';

const NOMBRE = 'Papelería Los Pasos';
/** The map's own chunk (Leaflet and its CSS): components/mapa/mapa-ubicacion.tsx. */
const CHUNK_MAPA = /\/mapa-ubicacion[^/]*\.(js|css|tsx)(\?|$)/;
/** Ubicación's step chunk (the address fields that hold the map). */
const CHUNK_UBICACION = /\/seccion-ubicacion[^/]*\.(js|tsx)(\?|$)/;

test('la solicitud de licencia por pasos: navegación, validación por paso, error que regresa, recarga y mapa diferido', async ({ page }) => {
  test.setTimeout(240_000);
  limpiarCapturas((f) => f.startsWith('pasos-'));
  const pedidas: string[] = [];
  page.on('request', (r) => pedidas.push(r.url()));
  const pedido = (re: RegExp) => pedidas.some((u) => re.test(u));
  const indicador = page.getByRole('navigation', { name: 'Pasos de la solicitud' });

  await test.step('abre en Predial, paso 1 de 6; los demás esperan la clave', async () => {
    await page.goto('/signin');
    await iniciarSesion(page, RFC_CONTRIBUYENTE);
    await page.goto('/admin/establecimientos/solicitud?tipo=2');
    await expect(lineaDePaso(page, 'Predial')).toHaveText('Paso 1 de 6: Predial');
    await expect(indicador.getByRole('listitem')).toHaveCount(6);
    await expect(indicador.locator('ol [aria-current="step"]')).toHaveAccessibleName('Paso 1: Predial');
    await expect(indicador.getByRole('button', { name: 'Paso 2: Datos de Establecimiento' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Anterior' })).toHaveCount(0);
    await page.getByLabel('Clave catastral', { exact: true }).fill(CLAVES_DEMO.pagada);
    await expect(page.getByText('Impuesto predial pagado')).toBeVisible();
    await revisarAccesibilidad(page, 'solicitud por pasos: Predial');
  });

  await test.step('Siguiente revisa el paso: lo que falta se marca ahí y su primer campo toma el foco', async () => {
    await siguientePaso(page, 'Datos de Establecimiento');
    await page.getByLabel('Nombre comercial').fill(NOMBRE);
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(toast(page, MSG_LIC.proporcioneInformacion)).toBeVisible();
    await expect(lineaDePaso(page, 'Datos de Establecimiento')).toBeVisible();
    await expect(page.getByLabel('Fecha de alta en hacienda')).toBeFocused();
    await capturar(page, 'pasos-01-establecimiento-faltantes');

    await page.getByLabel('Fecha de alta en hacienda').fill(FECHA_ALTA_EJEMPLO);
    await page.getByLabel('Actividad principal').selectOption({ label: 'ABARROTES' });
    await page.getByLabel('Actividades secundarias', { exact: true }).selectOption({ label: 'COCINA ECONÓMICA' });
    await page.getByLabel('Tipo de propiedad').selectOption({ label: 'Propio' });
    await page.getByLabel('Categoría').selectOption({ label: 'Comercial' });
    await page.getByLabel('Tipo de local', { exact: true }).selectOption({ label: 'Local normal' });
    await page.getByLabel('Subtipo de local').selectOption({ label: 'Local a pie de calle' });
    await page.getByLabel('Teléfono de oficina').fill('9838321010');
    await page.getByLabel('Superficie en m²').fill('40');
    await page.getByLabel('Número de empleados').fill('2');
    await page.getByLabel('Cajones de estacionamiento').fill('0');
    await page.getByLabel('Inversión estimada').fill('40000');
    await page.getByLabel('Mes de pago de residuos sólidos').selectOption({ label: 'Marzo' });
    await revisarAccesibilidad(page, 'solicitud por pasos: Datos de Establecimiento');
    await siguientePaso(page, 'Documentación Adjunta');
    await expect(lineaDePaso(page, 'Documentación Adjunta')).toHaveText('Paso 3 de 6: Documentación Adjunta');
    await page.getByLabel('Constancia de situación fiscal (SAT)').setInputFiles(escribirArchivo('pasos-constancia.pdf', pdfMinimo('Constancia')));
  });

  await test.step('el mapa no se pidió antes de Ubicación; un error hallado al final regresa a su paso con el campo enfocado', async () => {
    expect(pedidas.filter((u) => CHUNK_MAPA.test(u) || CHUNK_UBICACION.test(u))).toEqual([]);
    // Straight to the review, past Ubicación (the documents' step has no fields of its own).
    await irAPaso(page, 'Revisar y enviar');
    await expect(page.getByRole('heading', { name: 'Revisar y enviar' })).toBeVisible();
    await expect(page.getByText(NOMBRE)).toBeVisible();
    expect(pedido(CHUNK_MAPA)).toBe(false);
    // The message of the step's own check has gone: the next one is the review's.
    await expect(toast(page, MSG_LIC.proporcioneInformacion)).toHaveCount(0);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, MSG_LIC.proporcioneInformacion)).toBeVisible();
    await expect(lineaDePaso(page, 'Datos de Ubicación')).toBeVisible();
    await expect(page.getByLabel('Número exterior')).toBeFocused();
    await expect(page.getByTestId('mapa-ubicacion')).toBeVisible();
    expect(pedido(CHUNK_MAPA)).toBe(true);
    await capturar(page, 'pasos-02-ubicacion-error');
  });

  await test.step('una recarga a mitad del camino vuelve al mismo paso con el borrador', async () => {
    await page.getByLabel('Número exterior').fill('45');
    await page.getByTestId('mapa-ubicacion').click({ position: { x: 200, y: 150 } });
    await expect(page.getByLabel('Latitud')).not.toHaveValue('');
    // The draft is written a moment after the last change.
    await expect
      .poll(() => page.evaluate(() => Object.entries({ ...sessionStorage, ...localStorage }).some(([k, v]) => k.startsWith('ventanilla.borrador.licencia:') && !k.endsWith(':paso') && v.includes('"numero_exterior":"45"'))))
      .toBe(true);
    page.once('dialog', (d) => void d.accept());
    await page.reload();
    await page.getByRole('button', { name: 'Recuperar cambios' }).click();
    await expect(lineaDePaso(page, 'Datos de Ubicación')).toBeVisible();
    await expect(page.getByLabel('Número exterior')).toHaveValue('45');
    await expect(page.getByLabel('Latitud')).not.toHaveValue('');
    await irAPaso(page, 'Datos de Establecimiento');
    await expect(page.getByLabel('Nombre comercial')).toHaveValue(NOMBRE);
    await expect(page.getByLabel('Inversión estimada')).not.toHaveValue('');
  });

  await test.step('en un teléfono: el indicador cabe, sus botones miden 24 px o más y se usa con el teclado', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const botones = indicador.getByRole('button');
    for (let i = 0; i < 6; i++) {
      const caja = (await botones.nth(i).boundingBox())!;
      expect(caja.width).toBeGreaterThanOrEqual(24);
      expect(caja.height).toBeGreaterThanOrEqual(24);
      expect(caja.x + caja.width).toBeLessThanOrEqual(390);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await capturar(page, 'pasos-03-telefono-establecimiento');
    await indicador.getByRole('button', { name: 'Paso 3: Documentación Adjunta' }).focus();
    await page.keyboard.press('Enter');
    await expect(lineaDePaso(page, 'Documentación Adjunta')).toBeVisible();
    await expect(lineaDePaso(page, 'Documentación Adjunta')).toBeFocused();
    // A chosen file is not part of the draft (the browser cannot keep it): it is chosen again.
    await page.getByLabel('Constancia de situación fiscal (SAT)').setInputFiles(escribirArchivo('pasos-constancia.pdf', pdfMinimo('Constancia')));
    await page.getByLabel('Título de propiedad o escritura').setInputFiles(escribirArchivo('pasos-escritura.pdf', pdfMinimo('Escritura')));
    await siguientePaso(page, 'Datos de Ubicación');
    await siguientePaso(page, 'Fotografías');
    const foto = escribirArchivo('pasos-foto.png', pngMinimo());
    for (const etiqueta of ['Fotografía del frente', 'Fotografía del interior', 'Fotografía del sanitario', 'Fotografía del lateral izquierdo', 'Fotografía del lateral derecho']) {
      await page.getByLabel(etiqueta, { exact: true }).setInputFiles(foto);
    }
    await siguientePaso(page, 'Revisar y enviar');
    await expect(page.getByRole('button', { name: 'Siguiente' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Enviar a revisión' })).toBeVisible();
    await capturar(page, 'pasos-04-telefono-revisar');
    await revisarAccesibilidad(page, 'solicitud por pasos: Revisar y enviar');
    await page.setViewportSize({ width: 1280, height: 720 });
  });

  await test.step('guardada, la solicitud sigue en Revisar y enviar con lo enviado', async () => {
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'Establecimiento registrado exitosamente')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/establecimientos\/solicitud\/\d+$/);
    await expect(lineaDePaso(page, 'Revisar y enviar')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Fotografía del lateral derecho' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enviar a revisión' })).toBeEnabled();
    await capturar(page, 'pasos-05-guardada');
    await irAPaso(page, 'Documentación Adjunta');
    await expect(page.getByRole('button', { name: 'Ver Constancia de situación fiscal (SAT)' })).toBeVisible();
  });
});
