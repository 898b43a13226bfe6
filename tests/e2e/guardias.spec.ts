// Route guards (spec 1 §2.2) and the keyboard path through the sign-in.
import { expect, test } from './fixtures';
import { DEMO_PASSWORD, capturar, iniciarSesion, limpiarCapturas } from './helpers';

test.beforeAll(() => limpiarCapturas((f) => f.startsWith('guardias-')));

test('sin sesión, /admin/perfil lleva a iniciar sesión', async ({ page }) => {
  await page.goto('/admin/perfil');
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('heading', { name: 'Iniciar sesión', level: 1 })).toBeVisible();
  await capturar(page, 'guardias-01-sin-sesion');
});

test('el usuario operativo llega a Beneficiarios y no puede abrir otras secciones', async ({ page }) => {
  await page.goto('/signin');
  await iniciarSesion(page, 'operativo');
  await expect(page).toHaveURL(/\/admin\/beneficiarios$/);
  await expect(page.getByRole('heading', { name: 'Beneficiarios', level: 1 })).toBeVisible();
  await capturar(page, 'guardias-02-operativo-beneficiarios');
  // Any other section sends it back to its screen.
  await page.goto('/admin/bandeja');
  await expect(page).toHaveURL(/\/admin\/beneficiarios$/);
});

test('inicio de sesión solo con el teclado', async ({ page }) => {
  await page.goto('/signin');
  const usuario = page.getByLabel('Usuario (RFC o correo electrónico)');
  const contrasena = page.getByLabel('Contraseña', { exact: true });
  await expect(page.getByRole('heading', { name: 'Iniciar sesión', level: 1 })).toBeVisible();
  // The page is drawn before its JavaScript (web/prerender/): Enter sends the form once React has
  // taken it over, which its button says by being enabled.
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeEnabled();
  // The first Tab reaches the user field, the second the password: nothing to click.
  await page.keyboard.press('Tab');
  await expect(usuario).toBeFocused();
  await page.keyboard.type('revisor.padron');
  await page.keyboard.press('Tab');
  await expect(contrasena).toBeFocused();
  await page.keyboard.type(DEMO_PASSWORD);
  await expect(usuario).toHaveValue('revisor.padron');
  await capturar(page, 'guardias-03-teclado-signin');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/bandeja$/);
  await expect(page.getByRole('heading', { name: 'Bandeja de tareas', level: 1 })).toBeVisible();
  // The shell's first stop is the skip link, which takes the keyboard to the content.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Saltar al contenido' })).toBeFocused();
  await capturar(page, 'guardias-04-teclado-bandeja');
});
