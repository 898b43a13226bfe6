// issue 8 §1: when no tile of the map can load (the tile server is down, or the office has no
// internet), the map box says so in Spanish, and the point is still marked with a click or typed.
import { CLAVES_DEMO } from '../../sim/municipio-demo';
import { expect, test } from './fixtures';
import { RFC_CONTRIBUYENTE, capturar, iniciarSesion, limpiarCapturas, revisarAccesibilidad } from './helpers';

const AVISO = 'No se pudo cargar el mapa. Aún puede marcar la ubicación: escriba la latitud y la longitud, o haga clic en este recuadro.';

test.use({ teselas: 'caidas' });

test('sin teselas, el recuadro del mapa lo dice y la ubicación se marca igual', async ({ page }) => {
  limpiarCapturas((f) => f.startsWith('mapa-'));
  await page.goto('/signin');
  await iniciarSesion(page, RFC_CONTRIBUYENTE);
  await page.goto('/admin/establecimientos/solicitud?tipo=2');
  await page.getByLabel('Clave catastral', { exact: true }).fill(CLAVES_DEMO.pagada);
  await expect(page.getByText('Impuesto predial pagado')).toBeVisible();

  const mapa = page.getByTestId('mapa-ubicacion');
  await mapa.scrollIntoViewIfNeeded();
  await expect(page.getByRole('status').filter({ hasText: AVISO })).toBeVisible();

  // Typed coordinates put the marker on the map.
  const marcador = page.locator('.mapa-marcador');
  await expect(marcador).toHaveCount(0);
  await page.getByLabel('Latitud').fill('18.5036');
  await page.getByLabel('Longitud').fill('-88.2961');
  await expect(marcador).toHaveCount(1);

  // A click moves it and writes the clicked point into the fields.
  await mapa.click({ position: { x: 200, y: 150 } });
  await expect(marcador).toHaveCount(1);
  await expect(page.getByLabel('Latitud')).not.toHaveValue(/^(18\.5036)?$/);
  await expect(page.getByLabel('Longitud')).not.toHaveValue(/^(-88\.2961)?$/);
  await expect(page.getByRole('status').filter({ hasText: AVISO })).toBeVisible();
  await capturar(page, 'mapa-01-sin-teselas');
  await revisarAccesibilidad(page, 'mapa sin teselas');
});
