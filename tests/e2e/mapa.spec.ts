// when no tile of the map can load (the tile server is down, or the office has no
// internet), the map box says so in Spanish, and the point is still marked with a click or typed.
// spec 1 §7.6, §8, §9: a click also fills the address through the geocoder (the simulated one of
// the demo server, sim/geocodificador.plugin.ts), zooms to 14, and says when it finds nothing.
import type { Page } from '@playwright/test';
import { CLAVES_DEMO } from '../../sim/municipio-demo';
import { expect, test } from './fixtures';
import { RFC_CONTRIBUYENTE, capturar, iniciarSesion, irAPaso, limpiarCapturas, revisarAccesibilidad } from './helpers';
import { ORIGEN_TESELAS } from './teselas';

const AVISO = 'No se pudo cargar el mapa. Aún puede marcar la ubicación: escriba la latitud y la longitud, o haga clic en este recuadro.';

/** The licence form, opened by a paid cadastral key (the map takes clicks only then), at Datos de Ubicación. */
async function abrirSolicitud(page: Page): Promise<void> {
  await page.goto('/signin');
  await iniciarSesion(page, RFC_CONTRIBUYENTE);
  await page.goto('/admin/establecimientos/solicitud?tipo=2');
  await page.getByLabel('Clave catastral', { exact: true }).fill(CLAVES_DEMO.pagada);
  await expect(page.getByText('Impuesto predial pagado')).toBeVisible();
  await irAPaso(page, 'Datos de Ubicación');
}

test.describe('sin teselas', () => {
  test.use({ teselas: 'caidas' });

  test('sin teselas, el recuadro del mapa lo dice y la ubicación se marca igual', async ({ page }) => {
    limpiarCapturas((f) => f.startsWith('mapa-'));
    await abrirSolicitud(page);

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
});

/** The option a select of the address shows: what the person reads. */
const elegida = (page: Page, etiqueta: string) => page.getByLabel(etiqueta, { exact: true }).locator('option:checked');

/**
 * Clicks the map on a point: typed first, so the marker shows where it lies on the screen (the map
 * brings it into view), then clicked at the marker's tip; the marker lets clicks through to the map.
 */
async function clicEnPunto(page: Page, lat: string, lng: string, desplazamiento = { x: 0, y: 0 }): Promise<void> {
  await page.getByLabel('Latitud').fill(lat);
  await page.getByLabel('Longitud').fill(lng);
  const marcador = page.locator('.mapa-marcador');
  // Leaflet may pan with an animation: wait until the marker stands still.
  let antes = '';
  await expect
    .poll(async () => {
      const caja = await marcador.boundingBox();
      const ahora = JSON.stringify(caja);
      const quieto = caja !== null && ahora === antes;
      antes = ahora;
      return quieto;
    })
    .toBe(true);
  const caja = (await marcador.boundingBox())!;
  const mapa = (await page.getByTestId('mapa-ubicacion').boundingBox())!;
  // iconAnchor [16, 41] (web/components/mapa/marcador.ts): the pin's tip is the point.
  await page.getByTestId('mapa-ubicacion').click({ position: { x: caja.x + 16 - mapa.x + desplazamiento.x, y: caja.y + 41 - mapa.y + desplazamiento.y } });
}

test.describe('geocodificación', () => {
  test.use({ teselas: 'servidas' });

  test('un clic en el mapa llena el domicilio; sin calle cerca o con el servicio caído, lo dice y marca el punto', async ({ page, guardia }) => {
    await abrirSolicitud(page);
    // The cadastre filled the address of the key: Av. Héroes, Centro.
    await expect(page.getByLabel('Código postal')).toHaveValue('77000');
    await expect(elegida(page, 'Colonia')).toHaveText('CENTRO');
    await page.getByTestId('mapa-ubicacion').scrollIntoViewIfNeeded();

    // spec 1 §7.6, §9: a click on Av. Venustiano Carranza in Del Bosque fills that address and zooms to 14.
    const zoom14 = page.waitForRequest((r) => r.url().startsWith(`${ORIGEN_TESELAS}/14/`));
    await clicEnPunto(page, '18.5141', '-88.3003');
    await zoom14;
    await expect(page.getByRole('status').filter({ hasText: 'Domicilio del punto: AV. VENUSTIANO CARRANZA' })).toContainText('DEL BOSQUE, CHETUMAL, C.P. 77019');
    await expect(page.getByLabel('Código postal')).toHaveValue('77019');
    await expect(elegida(page, 'Localidad')).toHaveText('CHETUMAL');
    await expect(elegida(page, 'Colonia')).toHaveText('DEL BOSQUE');
    await expect(elegida(page, 'Calle')).toHaveText('AV. VENUSTIANO CARRANZA');
    // the number along the block of the clicked spot (233 at the exact point; a pixel is ~9 m)
    await expect(page.getByLabel('Número exterior')).toHaveValue(/^2[1-5]\d$/);
    await expect(page.getByRole('alert').filter({ hasText: 'No results found' })).toHaveCount(0);
    await capturar(page, 'mapa-02-domicilio-del-clic');
    await revisarAccesibilidad(page, 'mapa con el domicilio del clic');

    // spec 1 §8: in the bay there is no street: 'No results found'; the point is set, the address stays.
    await clicEnPunto(page, '18.4850', '-88.2900');
    await expect(page.getByRole('alert').filter({ hasText: 'No results found' })).toHaveText('No results found');
    await expect(page.getByLabel('Latitud')).toHaveValue(/^18\.48[45]\d*$/);
    await expect(elegida(page, 'Colonia')).toHaveText('DEL BOSQUE');
    await expect(page.getByText('Las coordenadas se marcaron; elija el domicilio en los campos.')).toBeVisible();
    await capturar(page, 'mapa-03-sin-resultados');
    await revisarAccesibilidad(page, 'mapa sin resultados');

    // spec 1 §8: the maps service down. The API's answer for it is tested in
    // tests/integration/geocodificacion.test.ts; here the page gets that answer and must say it.
    guardia.permitirRespuesta(503, '/api/geocodificacion/reversa');
    await page.route('**/api/geocodificacion/reversa?**', (r) =>
      r.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'Geocoder failed due to: TIMEOUT', data: { estado: 'TIMEOUT', direccion: null } }) }),
    );
    const longitudAntes = await page.getByLabel('Longitud').inputValue();
    await clicEnPunto(page, '18.5036', '-88.2961', { x: 40, y: 0 });
    await expect(page.getByRole('alert').filter({ hasText: 'Geocoder failed' })).toHaveText('Geocoder failed due to: TIMEOUT');
    await expect(page.getByRole('alert').filter({ hasText: 'No results found' })).toHaveCount(0);
    await expect(page.getByLabel('Longitud')).not.toHaveValue(longitudAntes);
    await expect(page.getByLabel('Longitud')).not.toHaveValue('-88.2961');
    await expect(elegida(page, 'Colonia')).toHaveText('DEL BOSQUE');
    await capturar(page, 'mapa-04-geocodificador-caido');
  });
});
