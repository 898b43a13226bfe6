// A change of economic activity end to end (spec 2 §2 "Change of economic activity", §4, §5), as
// the people involved live it: the demo taxpayer opens Acciones → Movimientos on LONCHERÍA LOS
// ALMENDROS, ticks 'Cambio de actividad económica', adds a request — the activity now read-only
// beside the new one (RESTAURANTE, with LONCHERÍA as secondary), the 'Solicitar nuevo giro'
// sub-dialog, the documents with the land-use certificate of the new activity (so Desarrollo
// Urbano has nothing to verify) — and sends it; Coordinación SARE approves; the movements card
// shows the activity replaced, and a new request's form reads RESTAURANTE as the activity now.
import type { Page } from '@playwright/test';
import { NEGOCIOS_DEMO } from '../../scripts/demo-negocios';
import { negocioConLicencia } from './negocio-licenciado';
import { expect, test } from './fixtures';
import { ESPERA_FLUJO, resolverTarea } from './bandeja';
import { RFC_CONTRIBUYENTE, accionEstablecimiento, capturar, escribirArchivo, iniciarSesion, limpiarCapturas, pdfMinimo, pngMinimo, revisarAccesibilidad, toast } from './helpers';

const NEGOCIO = NEGOCIOS_DEMO.loncheria;
const NOMBRE = NEGOCIO.nombre;
const TITULO = 'Cambio de actividad económica';

test.beforeAll(() => limpiarCapturas((f) => f.startsWith('cambio-actividad-')));


/** Acciones → Movimientos, with the activity card shown (ticked when a request is in course). */
async function abrirMovimientos(page: Page) {
  await accionEstablecimiento(page, NOMBRE, 'Movimientos');
  const dialogo = page.getByRole('dialog', { name: 'Solicitudes de movimientos a realizar' });
  await expect(dialogo).toBeVisible();
  const casilla = dialogo.getByRole('checkbox', { name: TITULO });
  if (!(await casilla.isChecked())) await casilla.check();
  return dialogo.getByRole('region', { name: TITULO });
}

test('cambio de actividad económica: solicitud con uso de suelo, revisión de SARE y aprobación', async ({ baseURL, page, browser, request }) => {
  test.setTimeout(180_000);
  let folio = '';
  await negocioConLicencia(request, baseURL!, NEGOCIOS_DEMO.loncheria);

  await test.step('el contribuyente llena la solicitud y la envía a revisión', async () => {
    await page.goto('/signin');
    await iniciarSesion(page, RFC_CONTRIBUYENTE);
    const panel = await abrirMovimientos(page);
    await expect(panel.getByText('Sin solicitud', { exact: true })).toBeVisible();
    await panel.getByRole('button', { name: 'Agregar' }).click();

    const form = page.getByRole('dialog', { name: 'Solicitud de cambio de actividad económica' });
    // The activity now, read-only, beside the new one.
    await expect(form.getByLabel('Actividad principal actual')).toHaveValue('LONCHERÍA');
    await expect(form.getByLabel('Actividades secundarias actuales')).toHaveValue('COCINA ECONÓMICA');
    // spec 2 §5: nothing chosen → the warning and the required fields.
    await form.getByRole('button', { name: 'Generar solicitud' }).click();
    await expect(toast(page, 'Por favor, completa los campos obligatorios')).toBeVisible();
    await expect(form.getByText('El campo es requerido').first()).toBeVisible();

    // 'Solicitar nuevo giro': a multi-line text with its counter, Solicitar and Cerrar.
    await form.getByRole('button', { name: 'Solicitar nuevo giro' }).click();
    const giro = page.getByRole('dialog', { name: 'Solicitar nuevo giro' });
    await giro.getByLabel('Giro que desea solicitar').fill('Venta de comida vegetariana para llevar');
    await expect(giro.getByText('39 de 500 caracteres')).toBeVisible();
    await capturar(page, 'cambio-actividad-01-nuevo-giro');
    await giro.getByRole('button', { name: 'Cerrar' }).last().click();
    await expect(giro).toHaveCount(0);

    await form.getByLabel('Actividad principal nueva').selectOption({ label: 'RESTAURANTE' });
    await form.getByLabel('Actividades secundarias nuevas').selectOption({ label: 'LONCHERÍA' });
    await expect(form.getByRole('list', { name: 'Actividades secundarias elegidas' })).toHaveText(/LONCHERÍA/);
    await expect(form.getByText('Venta de bebidas alcohólicas')).toHaveCount(0);
    await form.getByLabel('Cuento con constancia de uso de suelo para la nueva actividad').check();
    await form.getByLabel('Constancia de saneamiento').setInputFiles(escribirArchivo('actividad-saneamiento.pdf', pdfMinimo('Constancia de saneamiento')));
    await form.getByLabel('Constancia de uso de suelo de la nueva actividad').setInputFiles(escribirArchivo('actividad-uso-suelo.pdf', pdfMinimo('Constancia de uso de suelo')));
    await form.getByLabel('Título de propiedad o escritura').setInputFiles(escribirArchivo('actividad-escritura.pdf', pdfMinimo('Escritura')));
    await form.getByLabel('Fotografía del frente').setInputFiles(escribirArchivo('actividad-frente.png', pngMinimo()));
    await capturar(page, 'cambio-actividad-02-formulario');
    await revisarAccesibilidad(page, 'solicitud de cambio de actividad económica');
    await form.getByRole('button', { name: 'Generar solicitud' }).click();
    await expect(toast(page, 'Solicitud creada exitosamente')).toBeVisible(ESPERA_FLUJO);
    await expect(form).toHaveCount(0);

    const tarjeta = panel.getByRole('article');
    await expect(tarjeta.getByText(/Estatus:\s*Borrador/)).toBeVisible();
    await expect(tarjeta.getByText('Coordinación SARE')).toBeVisible();
    folio = (await tarjeta.getByText(/^CAE-\d{4}-\d+$/).textContent()) ?? '';
    expect(folio).toMatch(/^CAE-\d{4}-\d+$/);
    // A draft says so on its card; sending asks first and the card says it was sent (spec 2 §4, §8).
    await expect(tarjeta.getByRole('status').filter({ hasText: 'Borrador: aún no se ha enviado' })).toBeVisible();
    await tarjeta.getByRole('button', { name: 'Enviar a revisión' }).click();
    await page.getByRole('alertdialog', { name: 'Enviar a revisión' }).getByRole('button', { name: 'Enviar a revisión' }).click();
    await expect(toast(page, 'Solicitud enviada exitosamente')).toBeVisible(ESPERA_FLUJO);
    await expect(tarjeta.getByRole('status').filter({ hasText: 'Solicitud enviada exitosamente' })).toBeVisible();
    await expect(tarjeta.getByText(/Estatus:\s*Enviada a revisión/)).toBeVisible();
    await expect(panel.getByText(`Folio ${folio} · Enviada a revisión`)).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Actualizar' })).toHaveCount(0);
    await capturar(page, 'cambio-actividad-03-enviada');
    await revisarAccesibilidad(page, 'movimientos con el cambio de actividad enviado');
  });

  await test.step('Coordinación SARE aprueba el cambio', async () => {
    await resolverTarea(browser, { usuario: 'coordinacion.sare', titulo: TITULO, captura: 'cambio-actividad-04-sare', folio, nombre: NOMBRE });
  });

  await test.step('la tarjeta muestra la actividad reemplazada y el establecimiento tiene la nueva', async () => {
    await page.keyboard.press('Escape');
    let panel = page.getByRole('region', { name: TITULO });
    await expect(async () => {
      await page.keyboard.press('Escape');
      panel = await abrirMovimientos(page);
      await expect(panel.getByText(`Folio ${folio} · Aprobada`)).toBeVisible({ timeout: 10_000 });
    }).toPass({ timeout: 90_000 });
    const tarjeta = panel.getByRole('article');
    await expect(tarjeta.getByText('Solicitud aprobada')).toBeVisible();
    await expect(tarjeta.getByText(/Estatus:\s*Aprobada/)).toBeVisible();
    await expect(tarjeta.getByText('Actividad anterior')).toBeVisible();
    await expect(tarjeta.getByText('LONCHERÍA', { exact: false }).first()).toBeVisible();
    await capturar(page, 'cambio-actividad-05-aprobada');
    await revisarAccesibilidad(page, 'movimientos con el cambio de actividad aprobado');
    // A new request starts from the activity the establishment has now.
    await panel.getByRole('button', { name: 'Agregar' }).click();
    const form = page.getByRole('dialog', { name: 'Solicitud de cambio de actividad económica' });
    await expect(form.getByLabel('Actividad principal actual')).toHaveValue('RESTAURANTE');
    await expect(form.getByLabel('Actividades secundarias actuales')).toHaveValue('LONCHERÍA');
    await capturar(page, 'cambio-actividad-06-nueva-actual');
    await form.getByRole('button', { name: 'Cancelar' }).click();
  });
});
