// A change of trade name end to end (spec 2 §2 "Trade-name change", §4, §5), as the people involved
// live it: the demo taxpayer opens Acciones → Movimientos on COCINA ECONÓMICA LA CEIBA, ticks
// 'Cambio de nombre comercial' (its licence of this year is read, not asked), fills the new name
// and the two documents, generates the draft and, confirming, sends it to review; Residuos Sólidos registers
// waste-collection arrears and approves its review; the taxpayer notifies the payment; Residuos
// Sólidos validates it; Coordinación SARE approves; the business card shows the new name.
import type { Browser, Page } from '@playwright/test';
import { NEGOCIOS_DEMO } from '../../scripts/demo-negocios';
import { negocioConLicencia } from './negocio-licenciado';
import { avanceIgualAPasos } from './coherencia';
import { expect, test, type Guardia } from './fixtures';
import { ESPERA_FLUJO, resolverTarea } from './bandeja';
import { RFC_CONTRIBUYENTE, abrirSesion, accionEstablecimiento, capturar, escribirArchivo, iniciarSesion, limpiarCapturas, pdfMinimo, revisarAccesibilidad, toast } from './helpers';

const ACTUAL = 'COCINA ECONÓMICA LA CEIBA';
const NUEVO = 'COCINA ECONÓMICA DOÑA CEIBA';
const TITULO = 'Cambio de nombre comercial';

test.beforeAll(() => limpiarCapturas((f) => f.startsWith('cambio-nombre-')));


/** Acciones → Movimientos, with the trade-name card shown (ticked when a request is in course). */
async function abrirMovimientos(page: Page, nombre: string) {
  await accionEstablecimiento(page, nombre, 'Movimientos');
  const dialogo = page.getByRole('dialog', { name: 'Solicitudes de movimientos a realizar' });
  await expect(dialogo).toBeVisible();
  const casilla = dialogo.getByRole('checkbox', { name: TITULO });
  await expect(casilla).toBeVisible();
  if (!(await casilla.isChecked())) await casilla.check();
  return dialogo.getByRole('region', { name: TITULO });
}

/**
 * Residuos Sólidos' review with arrears: the reviewer opens the task, registers the amount with
 * 'Registrar adeudo' and then approves (resolverTarea, with the debt registered first).
 */
async function revisarConAdeudo(browser: Browser, guardia: Guardia, folio: string) {
  const page = await abrirSesion(browser, 'residuos.solidos');
  try {
    await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Bandeja de tareas' }).click();
    await page.getByLabel('Buscar').fill(folio);
    const fila = page.getByRole('row').filter({ hasText: folio }).filter({ has: page.getByRole('cell', { name: 'Cambio de nombre comercial: adeudos de residuos sólidos', exact: true }) });
    await expect(async () => {
      await page.reload();
      await expect(fila.filter({ hasText: 'Pendiente' })).toHaveCount(1, { timeout: 10_000 });
    }).toPass({ timeout: 90_000 });
    const enlace = fila.filter({ hasText: 'Pendiente' }).getByRole('link').first();
    const ruta = (await enlace.getAttribute('href')) ?? '';
    await enlace.click();
    await expect(page.getByText(NUEVO).first()).toBeVisible();
    // Another area's staff who open it read why they cannot (403 with the area), not a bare failure.
    guardia.permitirRespuesta(403, ruta.replace('/admin/bandeja/', '/api/tareas/'));
    const ajeno = await abrirSesion(browser, 'proteccion.civil');
    try {
      await ajeno.goto(ruta);
      const motivo = ajeno.getByRole('alert').filter({ hasText: 'Permiso denegado' });
      await expect(motivo).toContainText('Esta tarea pertenece al área Residuos Sólidos. Solo su personal puede abrirla y resolverla.');
      await capturar(ajeno, 'cambio-nombre-04a-tarea-ajena');
    } finally {
      await ajeno.context().close();
    }
    const adeudo = page.getByRole('form', { name: 'Registrar adeudo de Residuos Sólidos' });
    await adeudo.getByLabel('Monto del adeudo').fill('350.00');
    await capturar(page, 'cambio-nombre-04-residuos-adeudo');
    await revisarAccesibilidad(page, 'tarea de residuos sólidos del cambio de nombre');
    await adeudo.getByRole('button', { name: 'Registrar adeudo' }).click();
    await expect(toast(page, 'Adeudo registrado exitosamente')).toBeVisible(ESPERA_FLUJO);
    await expect(page.getByText('Adeudo registrado (Residuos Sólidos):')).toBeVisible();
    await page.getByRole('button', { name: 'Aprobar' }).click();
    const confirmar = page.getByRole('alertdialog', { name: 'Aprobar' });
    await confirmar.getByRole('button', { name: 'Aprobar' }).click();
    await expect(toast(page, 'Tarea resuelta exitosamente')).toBeVisible(ESPERA_FLUJO);
  } finally {
    await page.context().close();
  }
}

test('cambio de nombre comercial: solicitud, adeudo de residuos, pago notificado, validación y aprobación', async ({ baseURL, page, browser, request, guardia }) => {
  test.setTimeout(240_000);
  let folio = '';
  await negocioConLicencia(request, baseURL!, NEGOCIOS_DEMO.ceiba);

  await test.step('el contribuyente genera la solicitud y la envía a revisión', async () => {
    await page.goto('/signin');
    await iniciarSesion(page, RFC_CONTRIBUYENTE);
    const panel = await abrirMovimientos(page, ACTUAL);
    await expect(panel.getByText('Sin solicitud')).toBeVisible();
    // spec 2 §2: whether it holds this year's licence is the portal's to know, not a question.
    await expect(page.getByRole('dialog', { name: '¿Tiene licencia de año actual?' })).toHaveCount(0);
    await capturar(page, 'cambio-nombre-01-panel');
    await panel.getByRole('button', { name: 'Agregar' }).click();
    await expect(page.getByRole('dialog', { name: '¿Tiene licencia de año actual?' })).toHaveCount(0);

    const form = page.getByRole('dialog', { name: 'Solicitud de cambio de nombre comercial' });
    await expect(form.getByLabel('Nombre comercial actual', { exact: true })).toHaveValue(ACTUAL);
    await expect(form.getByText('recolección y transporte de residuos sólidos')).toBeVisible();
    // spec 2 §5: nothing filled → the warning and the required fields.
    await form.getByRole('button', { name: 'Generar solicitud' }).click();
    await expect(toast(page, 'Por favor, completa los campos obligatorios')).toBeVisible();
    await expect(form.getByText('El campo es requerido')).toHaveCount(3);
    await form.getByLabel('Nuevo nombre comercial', { exact: true }).fill(NUEVO);
    await form.getByLabel('Identificación oficial').setInputFiles(escribirArchivo('nombre-identificacion.pdf', pdfMinimo('Identificacion oficial')));
    await form.getByLabel('Constancia de situación fiscal con el nuevo nombre comercial').setInputFiles(escribirArchivo('nombre-constancia.pdf', pdfMinimo('Constancia con el nuevo nombre')));
    await capturar(page, 'cambio-nombre-02-formulario');
    await revisarAccesibilidad(page, 'solicitud de cambio de nombre comercial');
    await form.getByRole('button', { name: 'Generar solicitud' }).click();
    await expect(toast(page, 'Solicitud creada exitosamente')).toBeVisible();
    await expect(form).toHaveCount(0);

    const tarjeta = panel.getByRole('article');
    await expect(tarjeta.getByText(/Estatus:\s*Borrador/)).toBeVisible();
    folio = (await tarjeta.getByText(/^CNC-\d{4}-\d+$/).textContent()) ?? '';
    expect(folio).toMatch(/^CNC-\d{4}-\d+$/);
    // A draft says so on its card; sending asks first and the card says it was sent (spec 2 §4, §8).
    await expect(tarjeta.getByRole('status').filter({ hasText: 'Borrador: aún no se ha enviado' })).toBeVisible();
    await tarjeta.getByRole('button', { name: 'Enviar a revisión' }).click();
    await page.getByRole('alertdialog', { name: 'Enviar a revisión' }).getByRole('button', { name: 'Enviar a revisión' }).click();
    await expect(toast(page, 'Solicitud enviada exitosamente')).toBeVisible(ESPERA_FLUJO);
    await expect(tarjeta.getByRole('status').filter({ hasText: 'Solicitud enviada exitosamente' })).toBeVisible();
    await expect(tarjeta.getByText(/Estatus:\s*Enviada a revisión/)).toBeVisible();
    await expect(panel.getByText(`Folio ${folio} · Enviada a revisión`)).toBeVisible();
    // The count is the steps its timeline shows: two, none behind it yet.
    await tarjeta.getByText('Línea de tiempo', { exact: true }).click();
    expect(await avanceIgualAPasos(tarjeta)).toEqual({ valor: 0, maximo: 2 });
    await expect(panel.getByRole('button', { name: 'Actualizar' })).toHaveCount(0);
    await capturar(page, 'cambio-nombre-03-enviada');
    await revisarAccesibilidad(page, 'movimientos con la solicitud enviada');
  });

  await test.step('Residuos Sólidos registra el adeudo y aprueba su revisión', async () => {
    await revisarConAdeudo(browser, guardia, folio);
  });

  await test.step('el contribuyente notifica el pago del adeudo', async () => {
    const notificar = page.getByRole('button', { name: 'Notificar pago realizado de Residuos Sólidos' });
    await expect(async () => {
      await page.keyboard.press('Escape');
      await abrirMovimientos(page, ACTUAL);
      await expect(notificar).toBeVisible({ timeout: 10_000 });
    }).toPass({ timeout: 90_000 });
    await capturar(page, 'cambio-nombre-05-adeudo');
    await notificar.click();
    await expect(toast(page, 'Pago notificado exitosamente')).toBeVisible(ESPERA_FLUJO);
    await expect(page.getByText('Pago notificado', { exact: true })).toBeVisible();
  });

  await test.step('Residuos Sólidos valida el pago y Coordinación SARE aprueba el cambio', async () => {
    await resolverTarea(browser, { usuario: 'residuos.solidos', titulo: 'Validación del pago de adeudo: Residuos Sólidos', captura: 'cambio-nombre-06-validacion', folio, nombre: ACTUAL, revisar: false });
    await resolverTarea(browser, { usuario: 'coordinacion.sare', titulo: TITULO, captura: 'cambio-nombre-07-sare', folio, nombre: NUEVO });
  });

  await test.step('la tarjeta del establecimiento muestra el nuevo nombre y la solicitud aprobada', async () => {
    await page.keyboard.press('Escape');
    await expect(async () => {
      await page.goto('/admin/establecimientos');
      await expect(page.getByRole('button', { name: `Acciones de ${NUEVO}` })).toBeVisible({ timeout: 10_000 });
    }).toPass({ timeout: 90_000 });
    await expect(page.getByRole('button', { name: `Acciones de ${ACTUAL}` })).toHaveCount(0);
    const panel = await abrirMovimientos(page, NUEVO);
    const tarjeta = panel.getByRole('article');
    await expect(tarjeta.getByText('Solicitud aprobada')).toBeVisible();
    await expect(tarjeta.getByText(/Estatus:\s*Aprobada/)).toBeVisible();
    await tarjeta.getByText('Línea de tiempo', { exact: true }).click();
    expect(await avanceIgualAPasos(tarjeta)).toEqual({ valor: 2, maximo: 2 });
    await expect(panel.getByText(`Folio ${folio} · Aprobada`)).toBeVisible();
    await expect(tarjeta.getByText(ACTUAL)).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Agregar' })).toBeVisible();
    await capturar(page, 'cambio-nombre-08-aprobada');
    await revisarAccesibilidad(page, 'movimientos con la solicitud aprobada');
  });
});
