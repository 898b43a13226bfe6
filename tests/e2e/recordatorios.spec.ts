// A taxpayer turns e-mail reminders off per kind on the profile page; the choice stays
// after a reload; the page says that in-app notifications always stay.
import { expect, test } from './fixtures';
import { capturar, iniciarSesion, limpiarCapturas, revisarAccesibilidad, RFC_CONTRIBUYENTE, toast } from './helpers';

test.beforeAll(() => limpiarCapturas((f) => f.startsWith('recordatorios-')));

test('perfil: recordatorios por correo, uno se desactiva y se vuelve a activar', async ({ page }) => {
  await page.goto('/signin');
  await iniciarSesion(page, RFC_CONTRIBUYENTE);
  await page.goto('/admin/perfil');
  const seccion = page.getByRole('list', { name: 'Recordatorios por correo' });
  await expect(seccion).toBeVisible();
  await expect(page.getByText('Las notificaciones dentro de la Ventanilla en línea se mantienen siempre')).toBeVisible();
  const pago = page.getByRole('checkbox', { name: 'Estados de cuenta sin pagar' });
  await expect(pago).toBeChecked();
  await expect(seccion.getByRole('checkbox')).toHaveCount(5);
  await revisarAccesibilidad(page, 'recordatorios-perfil');

  await pago.click();
  await expect(toast(page, 'Sus preferencias de recordatorios se guardaron')).toBeVisible();
  await expect(pago).not.toBeChecked();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Estados de cuenta sin pagar' })).not.toBeChecked();
  await capturar(page, 'recordatorios-01-perfil');

  await page.getByRole('checkbox', { name: 'Estados de cuenta sin pagar' }).click();
  await expect(page.getByRole('checkbox', { name: 'Estados de cuenta sin pagar' })).toBeChecked();
});
