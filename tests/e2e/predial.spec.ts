// Property tax (spec 2 'Property-tax account statement dialog', 'Late payment and online
// payment'; spec 3 §2.10, §5.1, §5.10, §7.9): an anonymous visitor prints a key's statement, asks for
// three instalments and pays it in the gateway's window; a signed-in taxpayer whose licence form
// waits on an unpaid key pays it from 'Pagar predial' and the form unlocks without reloading.
// Each walk uses its own owing key of sim/data/predial.json (not CLAVES_DEMO.adeudo, which the
// licence walk expects unpaid): a paid key stays paid until the server restarts.
import type { Locator, Page } from '@playwright/test';
import { CLAVES_DEMO } from '../../sim/municipio-demo';
import { expect, test } from './fixtures';
import { abrirPasarela, capturar, cerrarVentana, iniciarSesion, irAPaso, limpiarCapturas, llenarTarjeta, revisarAccesibilidad, RFC_CONTRIBUYENTE, toast } from './helpers';

/** Av. Maxuxac 58: a vacant lot that owes property tax since 2013 (a long statement). */
const CLAVE_PUBLICA = '04001014005021000';
/** Calzada Veracruz 76, Barrio Bravo: owes the current year. */
const CLAVE_FORMULARIO = '04001002015006000';

const PDF = { timeout: 20_000 };

test.beforeAll(() => limpiarCapturas((f) => f.startsWith('predial-')));

/** The gateway's window: the test card, 'Pagar', 'Pago aprobado', closed. Returns the amount it charged. */
async function pagarEnPasarela(page: Page, boton: Locator, captura: string): Promise<string> {
  const ventana = await abrirPasarela(page, boton);
  await expect(ventana.getByText('Impuesto predial')).toBeVisible();
  const importe = (await ventana.locator('dd.monto').innerText()).trim();
  await llenarTarjeta(ventana, 'aprobada');
  await capturar(ventana, `${captura}-pasarela`);
  await ventana.getByRole('button', { name: 'Pagar' }).click();
  await expect(ventana.getByRole('heading', { name: 'Pago aprobado', level: 1 })).toBeVisible();
  await cerrarVentana(ventana);
  return importe;
}

test('página pública: estado de cuenta, convenio en tres parcialidades y pago en línea sin sesión', async ({ page, guardia }) => {
  test.setTimeout(180_000);
  await test.step('desde el inicio de sesión, sin cuenta', async () => {
    await page.goto('/signin');
    await page.getByRole('link', { name: 'Estado de cuenta y pago del impuesto predial' }).click();
    await expect(page).toHaveURL(/\/estadoCuentaView$/);
    await expect(page.getByRole('heading', { name: 'Impuesto predial', level: 1 })).toBeVisible();
  });

  const clave = page.getByLabel('Clave catastral', { exact: true });
  await test.step('la clave se enmascara a 17 dígitos y una desconocida se dice', async () => {
    // Digits only, at most 17 (what is pasted beyond the 17th is cut).
    await clave.fill('0400101400502100099');
    await expect(clave).toHaveValue('04001014005021000');
    await clave.fill('0400101400');
    await page.getByRole('button', { name: 'Generar' }).click();
    await expect(page.getByText('Debe proporcionar 17 digitos')).toBeVisible();
    guardia.permitirRespuesta(400, '/api/predial-pbl/getValuacionClaveCatastral');
    await clave.fill(CLAVES_DEMO.noEncontrada);
    await page.getByRole('button', { name: 'Generar' }).click();
    await expect(page.getByText('La clave no ha sido encontrada en catastro')).toBeVisible();
    await capturar(page, 'predial-publico-01-clave');
    await revisarAccesibilidad(page, 'página pública de predial');
  });

  const comoPagar = page.getByRole('dialog', { name: '¿Cómo pagar el impuesto predial?' });
  await test.step("'Generar' abre cómo pagar: 'Pagar en línea', el aviso del correo y las extensiones", async () => {
    await clave.fill(CLAVE_PUBLICA);
    await page.getByRole('button', { name: 'Generar' }).click();
    await expect(comoPagar).toBeVisible();
    await expect(comoPagar.getByRole('button', { name: 'Pagar en línea' })).toBeVisible();
    await expect(comoPagar.getByText(/proporcione un correo electrónico válido/)).toBeVisible();
    await expect(comoPagar.getByRole('list', { name: 'Extensiones por área' }).getByRole('listitem')).toHaveCount(5);
    await expect(comoPagar.getByText('Catastro', { exact: true })).toBeVisible();
    await capturar(page, 'predial-publico-02-como-pagar');
    await revisarAccesibilidad(page, 'cómo pagar el predial');
  });

  const estado = page.getByRole('dialog', { name: 'Estado de cuenta del impuesto predial', exact: true });
  let adeudo = '';
  await test.step("el estado de cuenta: 'Generar total' y 'Generar desglosado' en el visor", async () => {
    await comoPagar.getByRole('button', { name: 'Ver estado de cuenta' }).click();
    await expect(estado).toBeVisible();
    await expect(estado.getByText('Av. Maxuxac 58', { exact: false })).toBeVisible();
    adeudo = (await estado.getByTestId('adeudo-predial').innerText()).trim();
    expect(adeudo).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
    // The years run from the current one down to 2010; the first owed year is suggested.
    await expect(estado.getByLabel('Año inicial').locator('option')).toHaveCount(new Date().getFullYear() - 2010 + 1);
    await expect(estado.getByLabel('Año final')).toHaveValue(String(new Date().getFullYear()));
    await capturar(page, 'predial-publico-03-estado-cuenta');
    await revisarAccesibilidad(page, 'estado de cuenta del predial');

    await estado.getByRole('button', { name: 'Generar desglosado' }).click();
    const desglosado = page.getByRole('dialog', { name: /^Estado de cuenta del impuesto predial desglosado/ });
    // The first statement of a fresh server loads the PDF fonts: seconds, not milliseconds.
    await expect(desglosado.locator('iframe')).toBeVisible(PDF);
    await expect(toast(page, 'Estado de cuenta.')).toBeVisible();
    await expect(desglosado.getByRole('link', { name: 'Descargar' })).toBeVisible();
    await desglosado.getByRole('button', { name: 'Cerrar' }).click();
    await expect(estado).toBeVisible();

    await estado.getByRole('button', { name: 'Generar total' }).click();
    const total = page.getByRole('dialog', { name: /^Estado de cuenta del impuesto predial total/ });
    await expect(total.locator('iframe')).toBeVisible(PDF);
    await expect(total.getByRole('button', { name: 'Solicitar convenio de predial' })).toBeVisible();
    await expect(total.getByRole('button', { name: 'Pagar en línea' })).toBeVisible();
    await capturar(page, 'predial-publico-04-visor-total');
  });

  await test.step("'Solicitar convenio de predial': tres parcialidades (2 por omisión)", async () => {
    const total = page.getByRole('dialog', { name: /^Estado de cuenta del impuesto predial total/ });
    await total.getByRole('button', { name: 'Solicitar convenio de predial' }).click();
    const convenio = page.getByRole('dialog', { name: 'Solicitud de convenio' });
    await expect(convenio).toBeVisible();
    const parcialidades = convenio.getByLabel('Número de parcialidades');
    await expect(parcialidades).toHaveValue('2');
    await expect(parcialidades.locator('option')).toHaveText(['2', '3', '4']);
    await parcialidades.selectOption('3');
    await capturar(page, 'predial-publico-05-convenio');
    await revisarAccesibilidad(page, 'solicitud de convenio');
    await convenio.getByRole('button', { name: 'Solicitar convenio' }).click();
    await expect(toast(page, 'Solicitud de convenio registrada exitosamente')).toBeVisible();
    await expect(convenio).toBeHidden();
    // Back in the statement: the agreement's folio and its three instalments.
    const hecho = estado.getByTestId('convenio-predial');
    await expect(hecho).toContainText('Convenio solicitado: folio');
    await expect(hecho).toContainText('3 parcialidades');
    await capturar(page, 'predial-publico-06-convenio-solicitado');
    await estado.getByRole('button', { name: 'Cerrar' }).first().click();
    await expect(estado).toBeHidden();
  });

  await test.step("'Pagar en línea' en la ventana de la pasarela (800x600), sin sesión", async () => {
    await page.getByRole('button', { name: `Pagar o consultar la clave ${CLAVE_PUBLICA}` }).click();
    await expect(comoPagar).toBeVisible();
    await pagarEnPasarela(page, comoPagar.getByRole('button', { name: 'Pagar en línea' }), 'predial-publico-07');
    await expect(comoPagar.getByTestId('aviso-pago')).toContainText('Pago registrado exitosamente');
    await expect(comoPagar.getByTestId('aviso-pago')).toContainText('Impuesto predial');
    await capturar(page, 'predial-publico-08-pagado');
    await revisarAccesibilidad(page, 'pago registrado del predial');
  });
});

test('un formulario que espera el predial se desbloquea al pagar, sin recargar la página', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/signin');
  await iniciarSesion(page, RFC_CONTRIBUYENTE);
  await page.getByRole('button', { name: 'APERTURA DE ESTABLECIMIENTO' }).click();
  await page.getByRole('dialog', { name: 'Seleccione el área' }).getByRole('button', { name: /^SARE/ }).click();
  await expect(page).toHaveURL(/\/admin\/establecimientos\/solicitud\?tipo=2$/);

  const predial = page.getByRole('alertdialog', { name: 'Pagar predial' });
  await test.step("la clave adeuda: 'Pagar predial' y el formulario cerrado", async () => {
    await page.getByLabel('Clave catastral', { exact: true }).fill(CLAVE_FORMULARIO);
    await expect(predial).toBeVisible();
    // Behind the modal dialog (hidden from the accessibility tree while it is open).
    await expect(page.getByRole('button', { name: 'Paso 2: Datos de Establecimiento', includeHidden: true })).toBeDisabled();
    await capturar(page, 'predial-formulario-01-pagar-predial');
    await revisarAccesibilidad(page, "diálogo 'Pagar predial'");
  });

  let adeudo = '';
  await test.step('su estado de cuenta, desde el mismo diálogo', async () => {
    await predial.getByRole('button', { name: 'Ver estado de cuenta' }).click();
    const estado = page.getByRole('dialog', { name: 'Estado de cuenta del impuesto predial', exact: true });
    await expect(estado).toBeVisible();
    await expect(estado.getByText('Calzada Veracruz 76', { exact: false })).toBeVisible();
    adeudo = (await estado.getByTestId('adeudo-predial').innerText()).trim();
    await estado.getByRole('button', { name: 'Generar total' }).click();
    const total = page.getByRole('dialog', { name: /^Estado de cuenta del impuesto predial total/ });
    await expect(total.locator('iframe')).toBeVisible(PDF);
    await capturar(page, 'predial-formulario-02-estado-cuenta');
    await total.getByRole('button', { name: 'Cerrar' }).click();
    await expect(estado).toBeVisible();
    await estado.getByRole('button', { name: 'Cerrar' }).first().click();
    await expect(predial).toBeVisible();
  });

  await test.step("'Pagar en línea': la pasarela cobra lo que dice el estado de cuenta y el formulario se abre", async () => {
    const cobrado = await pagarEnPasarela(page, predial.getByRole('button', { name: 'Pagar en línea' }), 'predial-formulario-03');
    expect(cobrado).toBe(`${adeudo} MXN`);
    await expect(predial.getByTestId('aviso-pago')).toContainText('Pago registrado exitosamente');
    // The dialog no longer speaks of a debt, nor offers to pay it again.
    await expect(predial.getByText('Impuesto predial pagado')).toBeVisible();
    await expect(predial.getByRole('button', { name: 'Pagar en línea' })).toHaveCount(0);
    await capturar(page, 'predial-formulario-04-pagado');
    await predial.getByRole('button', { name: 'Cerrar' }).click();
    await expect(predial).toBeHidden();
    // The key was looked up again when the window closed: paid, the cadastre's address filled in.
    await expect(page.getByText('Impuesto predial pagado')).toBeVisible();
    await irAPaso(page, 'Datos de Ubicación');
    await expect(page.getByLabel('Código postal')).toHaveValue('77098');
    await expect(page.getByRole('button', { name: 'Pagar predial' })).toHaveCount(0);
    await capturar(page, 'predial-formulario-05-desbloqueado');
    await revisarAccesibilidad(page, 'solicitud con el predial pagado');
    await irAPaso(page, 'Datos de Establecimiento');
    await expect(page.getByLabel('Nombre comercial')).toBeEnabled();
  });
});
