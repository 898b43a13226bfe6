// Mercados' staff page, as its staff lives it: the `mercados` account opens 'Mercados'
// from the sidebar, reads the stalls of Mercado Lázaro Cárdenas (JULIETA VELÁZQUEZ CANCHÉ at A-14,
// the demo taxpayer at A-15, vacant stalls, each stall's monthly fee) and searches them; then on
// 'Rangos de cobro de piso' adds a range (the form's own messages first, the server's overlap
// refusal after), edits its fee and deletes it with the SI/NO confirmation. A taxpayer has no
// 'Mercados' in the sidebar.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { RFC_CONTRIBUYENTE, capturar, iniciarSesion, limpiarCapturas, revisarAccesibilidad, toast } from './helpers';

test.beforeAll(() => limpiarCapturas((f) => f.startsWith('mercados-staff-')));

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menú principal' });
const tablaLocales = (page: Page) => page.getByRole('table', { name: /^Locales de / });
const tablaRangos = (page: Page) => page.getByRole('table', { name: 'Rangos de cobro de piso' });
const dialogo = (page: Page, titulo: string) => page.getByRole('dialog', { name: titulo });

// A range of our own above the seeded ones (0–100 m²), so a second run never meets the first's.
const base = 200 + (Date.now() % 700);
const DESDE = `${base}.01`;
const HASTA = `${base + 1}.00`;
const fila = (page: Page) => tablaRangos(page).getByRole('row').filter({ hasText: `${base}.01` });

test('Mercados: locales y concesionarios de Lázaro Cárdenas; agrega, edita y elimina un rango de cobro de piso', async ({ page, guardia }) => {
  // The overlap is refused by the server on purpose (422), as the person sees it in a toast.
  guardia.permitirRespuesta(422, '/api/cat/RangoCobroPiso');

  await test.step('Mercados abre su página desde el menú', async () => {
    await page.goto('/signin');
    await iniciarSesion(page, 'mercados');
    await menu(page).getByRole('link', { name: 'Mercados' }).click();
    await expect(page).toHaveURL(/\/admin\/mercados$/);
    await expect(page.getByRole('heading', { name: 'Mercados', level: 1 })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Locales y concesionarios' })).toHaveAttribute('aria-selected', 'true');
  });

  await test.step('los locales de Mercado Lázaro Cárdenas con sus concesionarios y cuotas', async () => {
    await expect(page.getByLabel('Mercado', { exact: true })).toHaveValue('1');
    await expect(page.getByLabel('Mercado', { exact: true }).locator('option:checked')).toHaveText('Mercado Lázaro Cárdenas del Río');
    const tabla = tablaLocales(page);
    for (const encabezado of ['Local', 'Pasillo', 'Superficie (m²)', 'Concesionario', 'RFC', 'Cuota mensual']) {
      await expect(tabla.getByRole('columnheader', { name: encabezado, exact: true })).toBeVisible();
    }
    const a14 = tabla.getByRole('row').filter({ has: page.getByRole('cell', { name: 'A-14', exact: true }) });
    await expect(a14).toContainText('JULIETA VELÁZQUEZ CANCHÉ');
    await expect(a14).toContainText('VECJ880326LP5');
    await expect(a14).toContainText('$');
    await expect(tabla.getByRole('row').filter({ has: page.getByRole('cell', { name: 'A-15', exact: true }) })).toContainText(RFC_CONTRIBUYENTE);
    await expect(tabla.getByRole('cell', { name: 'Vacante' }).first()).toBeVisible();
    await capturar(page, 'mercados-staff-01-locales');
    await revisarAccesibilidad(page, 'locales y concesionarios');

    await page.getByLabel('Buscar').fill('velazquez');
    await expect(tabla.getByRole('row')).toHaveCount(2);
    await page.getByLabel('Buscar').fill('nadie se llama así');
    await expect(tabla.getByRole('cell', { name: 'Sin registros' })).toBeVisible();
    await page.getByLabel('Buscar').fill('');
    await page.getByLabel('Mercado', { exact: true }).selectOption({ label: 'Mercado Ignacio Manuel Altamirano' });
    await expect(tablaLocales(page).getByRole('row').filter({ hasText: 'ROSA CANCHÉ NOH' })).toContainText('23');
  });

  await test.step('agrega un rango: primero los mensajes del formulario, luego el traslape del servidor', async () => {
    await page.getByRole('tab', { name: 'Rangos de cobro de piso' }).click();
    await expect(tablaRangos(page).getByRole('row').filter({ hasText: '$350.00' })).toBeVisible();
    await page.getByRole('button', { name: 'Agregar rango' }).click();
    const d = dialogo(page, 'Agregar rango de cobro de piso');
    await expect(d).toBeVisible();
    await d.getByRole('button', { name: 'Guardar' }).click();
    await expect(d.getByText('Indique los metros cuadrados iniciales')).toBeVisible();
    await expect(d.getByText('Indique la cuota mensual')).toBeVisible();
    await d.getByLabel('Metros cuadrados desde').fill('5');
    await d.getByLabel('Metros cuadrados hasta').fill('2');
    await d.getByLabel('Cuota mensual').fill('100');
    await d.getByRole('button', { name: 'Guardar' }).click();
    await expect(d.getByText('Los metros finales deben ser mayores que los iniciales')).toBeVisible();
    // 5–8 m² overlaps the seeded 0–10 m²: the server refuses it.
    await d.getByLabel('Metros cuadrados hasta').fill('8');
    await d.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'El rango se traslapa con otro ya registrado').first()).toBeVisible();
    await expect(d.getByText('El rango se traslapa con otro ya registrado')).toBeVisible();
    await capturar(page, 'mercados-staff-02-traslape');
    await revisarAccesibilidad(page, 'formulario de rango con traslape');

    await d.getByLabel('Metros cuadrados desde').fill(DESDE);
    await d.getByLabel('Metros cuadrados hasta').fill(HASTA);
    await d.getByLabel('Cuota mensual').fill('4200');
    await d.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'Rango de cobro de piso guardado exitosamente').first()).toBeVisible();
    await expect(d).toBeHidden();
    await expect(fila(page)).toContainText('$4,200.00');
  });

  await test.step('edita la cuota del rango', async () => {
    await fila(page).getByRole('button', { name: /^Editar rango/ }).click();
    const d = dialogo(page, 'Editar rango de cobro de piso');
    await expect(d.getByLabel('Metros cuadrados desde')).toHaveValue(DESDE);
    await d.getByLabel('Cuota mensual').fill('4350.50');
    await capturar(page, 'mercados-staff-03-editar');
    await revisarAccesibilidad(page, 'editar rango');
    await d.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'Rango de cobro de piso guardado exitosamente').first()).toBeVisible();
    await expect(fila(page)).toContainText('$4,350.50');
    await capturar(page, 'mercados-staff-04-rangos');
  });

  await test.step('elimina el rango tras confirmar con SI', async () => {
    await fila(page).getByRole('button', { name: /^Eliminar rango/ }).click();
    const confirmacion = page.getByRole('alertdialog', { name: '¿Desea eliminar el rango de cobro de piso?' });
    await expect(confirmacion).toBeVisible();
    await confirmacion.getByRole('button', { name: 'NO' }).click();
    await expect(fila(page)).toHaveCount(1);
    await fila(page).getByRole('button', { name: /^Eliminar rango/ }).click();
    await capturar(page, 'mercados-staff-05-confirmar');
    await revisarAccesibilidad(page, 'confirmar eliminación');
    await confirmacion.getByRole('button', { name: 'SI' }).click();
    await expect(toast(page, 'Rango de cobro de piso eliminado exitosamente').first()).toBeVisible();
    await expect(fila(page)).toHaveCount(0);
  });
});

test('un contribuyente no tiene Mercados en el menú ni acceso a la página', async ({ page }) => {
  await page.goto('/signin');
  await iniciarSesion(page, RFC_CONTRIBUYENTE);
  await expect(menu(page).getByRole('link', { name: 'Inicio' })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Mercados', exact: true })).toHaveCount(0);
  await page.goto('/admin/mercados');
  await expect(page.getByText('Esta sección es exclusiva del personal de Mercados.')).toBeVisible();
});
