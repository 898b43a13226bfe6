// Agreements from the establishment's card (spec 2 §2 "Agreements", §4, §5, §8): the demo taxpayer
// opens 'Convenios' of a licensed business, is told what is required, registers a future agreement
// with its PDF (chip 'Registrado'), opens it read-only, deletes it with the spec's confirmation,
// and registers one starting today (chip 'Vigente', no delete).
import { NEGOCIOS_DEMO } from '../../scripts/demo-negocios';
import { negocioConLicencia } from './negocio-licenciado';
import { expect, test } from './fixtures';
import { RFC_CONTRIBUYENTE, accionEstablecimiento, capturar, escribirArchivo, iniciarSesion, limpiarCapturas, pdfMinimo, revisarAccesibilidad, toast } from './helpers';

const NOMBRE = NEGOCIOS_DEMO.cafeteria.nombre;
const dia = (dias: number) => new Date(Date.now() - 5 * 3_600_000 + dias * 86_400_000).toISOString().slice(0, 10);

test.beforeAll(() => limpiarCapturas((f) => f.startsWith('convenios-')));

test('convenios: requeridos, registro con documento, consulta, eliminación confirmada y convenio vigente', async ({ baseURL, page, request }) => {
  test.setTimeout(180_000);
  await negocioConLicencia(request, baseURL!, NEGOCIOS_DEMO.cafeteria);
  await page.goto('/signin');
  await iniciarSesion(page, RFC_CONTRIBUYENTE);
  const d = page.getByRole('dialog', { name: 'Convenios' });
  // The card's list loads slowly on a busy machine: retried as the other walks do.
  await expect(async () => {
    await accionEstablecimiento(page, NOMBRE, 'Convenios');
    await expect(d.getByRole('button', { name: 'Agregar convenio' })).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 90_000 });
  await expect(d.getByText(NOMBRE)).toBeVisible();

  await test.step('el formulario pide convenio y vigencia', async () => {
    await d.getByRole('button', { name: 'Agregar convenio' }).click();
    const f = page.getByRole('dialog', { name: 'Nuevo convenio' });
    await f.getByRole('button', { name: 'Guardar' }).click();
    await expect(f.getByText('El campo es requerido')).toHaveCount(3);
    await f.getByLabel('Convenio', { exact: true }).selectOption({ label: 'Convenio de uso de vía pública' });
    await f.getByLabel('Inicio de vigencia').fill(dia(20));
    await f.getByLabel('Fin de vigencia').fill(dia(10));
    await f.getByRole('button', { name: 'Guardar' }).click();
    await expect(f.getByText('La fecha de fin de vigencia no puede ser anterior a la de inicio.')).toBeVisible();
    await f.getByLabel('Fin de vigencia').fill(dia(200));
    await f.getByLabel('Documento del convenio').setInputFiles(escribirArchivo('convenio.pdf', pdfMinimo()));
    await capturar(page, 'convenios-01-formulario');
    await revisarAccesibilidad(page, 'nuevo convenio');
    await f.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'Convenio registrado exitosamente')).toBeVisible();
  });

  const lista = d.getByRole('list', { name: 'Convenios del establecimiento' });
  const fila = lista.getByRole('listitem').filter({ hasText: 'Convenio de uso de vía pública' });
  await test.step('la lista lo muestra registrado; se consulta sin poder guardar', async () => {
    await expect(fila.getByText('Registrado', { exact: true })).toBeVisible();
    await capturar(page, 'convenios-02-lista');
    await revisarAccesibilidad(page, 'lista de convenios');
    await fila.getByRole('button', { name: /^Ver / }).click();
    const v = page.getByRole('dialog', { name: 'Convenio de uso de vía pública' });
    await expect(v.getByLabel('Inicio de vigencia')).toHaveValue(dia(20));
    await expect(v.getByRole('button', { name: 'Guardar' })).toHaveCount(0);
    await expect(v.getByRole('button', { name: 'Descargar documento del convenio' })).toBeVisible();
    await v.getByRole('button', { name: 'Eliminar' }).click();
    const c = page.getByRole('alertdialog', { name: '¿Realmente deseas eliminar esta solicitud?' });
    await expect(c.getByText('Esta acción no puede ser revertida')).toBeVisible();
    await capturar(page, 'convenios-03-confirmar');
    await c.getByRole('button', { name: 'Aceptar' }).click();
    await expect(toast(page, 'Convenio eliminado exitosamente')).toBeVisible();
    await expect(fila).toHaveCount(0);
  });

  await test.step('un convenio que inicia hoy queda vigente y ya no se elimina', async () => {
    await d.getByRole('button', { name: 'Agregar convenio' }).click();
    const f = page.getByRole('dialog', { name: 'Nuevo convenio' });
    await f.getByLabel('Convenio', { exact: true }).selectOption({ label: 'Convenio de recolección de residuos sólidos' });
    await f.getByLabel('Inicio de vigencia').fill(dia(0));
    await f.getByLabel('Fin de vigencia').fill(dia(90));
    await f.getByRole('button', { name: 'Guardar' }).click();
    // The first registration's toast may still be showing (8 s): the newest is the first in the list.
    await expect(toast(page, 'Convenio registrado exitosamente').first()).toBeVisible();
    const vigente = lista.getByRole('listitem').filter({ hasText: 'Convenio de recolección de residuos sólidos' });
    await expect(vigente.getByText('Vigente', { exact: true })).toBeVisible();
    await expect(vigente.getByRole('button', { name: /^Eliminar / })).toHaveCount(0);
    await capturar(page, 'convenios-04-vigente');
  });
});
