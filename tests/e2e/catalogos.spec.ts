// The catalogues the office keeps, as the `catalogos` account (area 90) lives it: it
// opens 'Catálogos' from the sidebar and lands on Entregables; makes the licence's 'Documento
// anexo' required; edits a fee line's UMA watching the amount change as it types and reads the
// line's history; adds an activity (giro) after the form's own messages; adds a locality to Othón
// P. Blanco; glances at municipalities and agreements; adds a vacant stall to a market and deletes
// it (SI/NO). Every change is checked in the tables and, being shared demo data, put back at the
// end (the document restored, the fee back to its UMA, the activity deactivated), so the other
// walks read the catalogues they expect. The locality stays: localities have no delete, and one
// with a name of its own troubles no other walk.
// A reviewer has no 'Catálogos' in the sidebar and the address sends them away.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD, capturar, iniciarSesion, limpiarCapturas, revisarAccesibilidad, toast } from './helpers';

test.beforeAll(() => limpiarCapturas((f) => f.startsWith('catalogos-')));

// The walk changes catalogues every later walk reads (the licence's documents, a tariff) and puts
// them back at its end; should it stop half-way, they are put back here, through the API, so one
// failure does not turn into failures of every walk that sends a licence after it.
test.afterAll(async ({ request }) => {
  const r = await request.post('/api/login', { data: { username: 'root', password: DEMO_PASSWORD, remember: false } });
  const headers = { authorization: `Bearer ${(await r.json()).data.token as string}` };
  const docs = (await (await request.get('/api/catalogos/entregables', { headers, params: { procedimiento: 'licencia' } })).json()).data as { etiqueta: string; ajuste_id: number | null }[];
  for (const d of docs.filter((x) => x.etiqueta === 'Documento anexo' && x.ajuste_id !== null)) {
    await request.delete(`/api/catalogos/entregables/${d.ajuste_id}`, { headers });
  }
  const tarifas = (await (await request.get('/api/catalogos/tarifas', { headers })).json()).data as { id: number; descripcion: string; uma: string }[];
  for (const t of tarifas.filter((x) => x.descripcion === TARIFA && Number(x.uma) !== 5)) {
    await request.put(`/api/catalogos/tarifas/${t.id}`, { headers, data: { descripcion: t.descripcion, uma: '5' } });
  }
});

const AVISO = 'Los cambios aplican a las solicitudes creadas a partir de hoy.';
const menu = (page: Page) => page.getByRole('navigation', { name: 'Menú principal' });
const pestanas = (page: Page) => page.getByRole('navigation', { name: 'Catálogos' });
const dialogo = (page: Page, titulo: string) => page.getByRole('dialog', { name: titulo });
const filaCon = (page: Page, tabla: string | RegExp, texto: string) => page.getByRole('table', { name: tabla }).getByRole('row').filter({ hasText: texto });

// Names of our own, so a second run against the same database never meets the first's.
const sufijo = String(Date.now() % 100_000).padStart(5, '0');
const GIRO = `GIRO DE PRUEBA ${sufijo}`;
const LOCALIDAD = `LOCALIDAD DE PRUEBA ${sufijo}`;
const CVE_LOC = String(9000 + (Date.now() % 1000)).padStart(4, '0');
const LOCAL = `Z-${sufijo}`;
const TARIFA = 'Recargo por pago extemporáneo de derechos';

test('Catálogos: documento obligatorio, tarifa con historial, giro nuevo y localidad nueva', async ({ page }) => {
  test.setTimeout(180_000);

  await test.step('Catálogos abre su página desde el menú y llega a Entregables', async () => {
    await page.goto('/signin');
    await iniciarSesion(page, 'catalogos');
    await menu(page).getByRole('link', { name: 'Catálogos' }).click();
    await expect(page).toHaveURL(/\/admin\/catalogos\/entregables$/);
    await expect(page.getByRole('heading', { name: 'Catálogos', level: 1 })).toBeVisible();
    await expect(pestanas(page).getByRole('link', { name: 'Entregables' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByLabel('Trámite').locator('option:checked')).toHaveText('Licencia de funcionamiento');
    await expect(page.getByText(AVISO)).toBeVisible();
  });

  await test.step('hace obligatorio el Documento anexo de la licencia', async () => {
    const fila = filaCon(page, 'Documentos de Licencia de funcionamiento', 'Documento anexo');
    await expect(fila).toHaveCount(1);
    await fila.getByRole('button', { name: 'Editar Documento anexo' }).click();
    const d = dialogo(page, 'Editar documento');
    await expect(d.getByLabel('Nombre del documento')).toHaveValue('Documento anexo');
    await d.getByRole('radio', { name: 'Obligatorio' }).click();
    await capturar(page, 'catalogos-01-documento');
    await revisarAccesibilidad(page, 'editar documento');
    await d.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'Documento guardado exitosamente').first()).toBeVisible();
    await expect(d).toBeHidden();
    await expect(fila).toContainText('Obligatorio');
    await expect(fila).toContainText('Ajustado desde');
    await capturar(page, 'catalogos-02-entregables');
    await revisarAccesibilidad(page, 'entregables');
  });

  await test.step('edita las UMA de una tarifa: el importe cambia al escribir; el historial guarda la versión anterior', async () => {
    await pestanas(page).getByRole('link', { name: 'Tarifas' }).click();
    await expect(page).toHaveURL(/\/admin\/catalogos\/tarifas$/);
    await expect(page.getByText(AVISO)).toBeVisible();
    const fila = filaCon(page, 'Tarifas en vigor', TARIFA);
    await expect(fila).toContainText('$565.70');
    await fila.getByRole('button', { name: /^Editar / }).click();
    const d = dialogo(page, 'Editar tarifa');
    await expect(d.getByLabel('UMA')).toHaveValue('5');
    await d.getByLabel('UMA').fill('6');
    await expect(d.getByText('Importe: $678.84')).toBeVisible();
    await d.getByLabel('UMA').fill('0');
    await d.getByRole('button', { name: 'Guardar' }).click();
    await expect(d.getByText('Ingrese un número de UMA mayor a 0 con hasta cuatro decimales')).toBeVisible();
    await d.getByLabel('UMA').fill('6');
    await capturar(page, 'catalogos-03-tarifa');
    await revisarAccesibilidad(page, 'editar tarifa');
    await d.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'Tarifa actualizada exitosamente').first()).toBeVisible();
    await expect(d).toBeHidden();
    await expect(fila).toContainText('$678.84');

    await fila.getByRole('button', { name: /^Historial / }).click();
    const h = dialogo(page, 'Historial de la tarifa');
    const versiones = h.getByRole('table', { name: 'Versiones de la tarifa' }).getByRole('row');
    await expect(versiones.filter({ hasText: 'En vigor' })).toContainText('$678.84');
    await expect(versiones.filter({ hasText: '$565.70' }).first()).toBeVisible();
    await capturar(page, 'catalogos-04-historial');
    await revisarAccesibilidad(page, 'historial de tarifa');
    await h.getByRole('button', { name: 'Cerrar' }).click();
  });

  await test.step('agrega un giro: primero los mensajes del formulario', async () => {
    await pestanas(page).getByRole('link', { name: 'Giros' }).click();
    await expect(page.getByText(AVISO)).toBeVisible();
    await page.getByRole('button', { name: 'Nuevo giro' }).click();
    const d = dialogo(page, 'Nuevo giro');
    await d.getByRole('button', { name: 'Guardar' }).click();
    await expect(d.getByText('Indique el nombre')).toBeVisible();
    await d.getByLabel('Nombre').fill(GIRO.toLowerCase());
    await d.getByRole('radio', { name: 'SI' }).click();
    await d.getByRole('button', { name: 'Guardar' }).click();
    await expect(d.getByText('Un giro que requiere patente debe indicar su tipo de patente')).toBeVisible();
    await d.getByRole('radio', { name: 'NO' }).click();
    await d.getByLabel('Riesgo').selectOption({ label: 'Medio' });
    await capturar(page, 'catalogos-05-giro');
    await revisarAccesibilidad(page, 'nuevo giro');
    await d.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'Giro guardado exitosamente').first()).toBeVisible();
    await expect(d).toBeHidden();
    await page.getByLabel('Buscar').fill(GIRO.toLowerCase());
    const fila = filaCon(page, 'Giros', GIRO);
    await expect(fila).toHaveCount(1);
    await expect(fila).toContainText('Medio');
    await expect(fila).toContainText('ACTIVO');
    await capturar(page, 'catalogos-06-giros');
    await revisarAccesibilidad(page, 'giros');
  });

  await test.step('agrega una localidad a Othón P. Blanco', async () => {
    await pestanas(page).getByRole('link', { name: 'Localidades' }).click();
    await expect(page.getByLabel('Municipio').locator('option:checked')).toHaveText(/OTH[ÓO]N P\. BLANCO/i);
    await page.getByRole('button', { name: 'Nueva localidad' }).click();
    const d = dialogo(page, 'Nueva localidad');
    await d.getByLabel('Clave de localidad').fill('12');
    await d.getByLabel('Nombre').fill(LOCALIDAD.toLowerCase());
    await d.getByRole('button', { name: 'Guardar' }).click();
    await expect(d.getByText('La clave de localidad son 4 dígitos')).toBeVisible();
    await d.getByLabel('Clave de localidad').fill(CVE_LOC);
    await d.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'Registro agregado exitosamente').first()).toBeVisible();
    await expect(d).toBeHidden();
    await page.getByLabel('Buscar').fill(LOCALIDAD);
    await expect(filaCon(page, /^Localidades de /, LOCALIDAD)).toContainText(CVE_LOC);
    await page.getByLabel('Buscar').fill('no existe ninguna así');
    await expect(page.getByRole('cell', { name: 'Sin registros' })).toBeVisible();
    await page.getByLabel('Buscar').fill('');
    await capturar(page, 'catalogos-07-localidades');
    await revisarAccesibilidad(page, 'localidades');
  });

  await test.step('municipios, convenios y los locales de un mercado', async () => {
    await pestanas(page).getByRole('link', { name: 'Municipios' }).click();
    await expect(filaCon(page, 'Municipios de Quintana Roo', 'BLANCO')).toHaveCount(1);
    await capturar(page, 'catalogos-08-municipios');
    await revisarAccesibilidad(page, 'municipios');
    await pestanas(page).getByRole('link', { name: 'Convenios' }).click();
    await expect(page.getByRole('table', { name: 'Convenios' }).getByText('ACTIVO').first()).toBeVisible();
    await capturar(page, 'catalogos-09-convenios');
    await revisarAccesibilidad(page, 'convenios');
    await pestanas(page).getByRole('link', { name: 'Mercados' }).click();
    const locales = 'Locales de Mercado Lázaro Cárdenas del Río';
    // The previous tab stays on screen while this one's code loads (a transition): wait for it, so
    // the search box filled is this tab's and not Convenios'.
    await expect(page.getByRole('table', { name: 'Mercados municipales' })).toBeVisible();
    await expect(page.getByRole('table', { name: locales }).getByRole('row').nth(1)).toBeVisible();
    await page.getByLabel('Buscar').fill('A-14');
    await expect(filaCon(page, locales, 'A-14')).toContainText('JULIETA VELÁZQUEZ CANCHÉ');
    // A stall with a concessionaire cannot be deleted: it offers no such button.
    await expect(filaCon(page, locales, 'A-14').getByRole('button', { name: /^Eliminar/ })).toHaveCount(0);

    // A vacant stall of our own: added, found, then deleted after the SI/NO confirmation.
    await page.getByRole('button', { name: 'Agregar local' }).click();
    const d = dialogo(page, 'Agregar local');
    await d.getByLabel('Número de local').fill(LOCAL.toLowerCase());
    await d.getByLabel('Superficie (m²)').fill('12.5');
    await d.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'Local guardado exitosamente').first()).toBeVisible();
    await expect(d).toBeHidden();
    await page.getByLabel('Buscar').fill(LOCAL);
    await expect(filaCon(page, locales, LOCAL)).toContainText('Vacante');
    await expect(filaCon(page, locales, LOCAL)).toContainText('12.50');
    await capturar(page, 'catalogos-10-mercados');
    await revisarAccesibilidad(page, 'mercados');
    await filaCon(page, locales, LOCAL).getByRole('button', { name: `Eliminar local ${LOCAL}` }).click();
    const c = page.getByRole('alertdialog', { name: '¿Desea eliminar el local?' });
    await c.getByRole('button', { name: 'SI' }).click();
    await expect(toast(page, 'Local eliminado exitosamente').first()).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Sin registros' })).toBeVisible();
  });

  await test.step('deja los datos de demostración como estaban', async () => {
    await pestanas(page).getByRole('link', { name: 'Entregables' }).click();
    const doc = filaCon(page, 'Documentos de Licencia de funcionamiento', 'Documento anexo');
    await doc.getByRole('button', { name: 'Restablecer Documento anexo' }).click();
    const c = page.getByRole('alertdialog', { name: '¿Desea restablecer el documento?' });
    await capturar(page, 'catalogos-11-restablecer');
    await c.getByRole('button', { name: 'SI' }).click();
    await expect(toast(page, 'Documento restablecido a su configuración original').first()).toBeVisible();
    await expect(doc).toContainText('Predeterminado');

    await pestanas(page).getByRole('link', { name: 'Tarifas' }).click();
    const tarifa = filaCon(page, 'Tarifas en vigor', TARIFA);
    await tarifa.getByRole('button', { name: /^Editar / }).click();
    await dialogo(page, 'Editar tarifa').getByLabel('UMA').fill('5');
    await dialogo(page, 'Editar tarifa').getByRole('button', { name: 'Guardar' }).click();
    await expect(tarifa).toContainText('$565.70');

    await pestanas(page).getByRole('link', { name: 'Giros' }).click();
    await page.getByLabel('Buscar').fill(GIRO);
    await filaCon(page, 'Giros', GIRO).getByRole('button', { name: `Editar ${GIRO}` }).click();
    await dialogo(page, 'Editar giro').getByLabel('Activo (se ofrece en las solicitudes)').click();
    await dialogo(page, 'Editar giro').getByRole('button', { name: 'Guardar' }).click();
    await expect(filaCon(page, 'Giros', GIRO)).toContainText('INACTIVO');
  });
});

test('un revisor no tiene Catálogos en el menú ni acceso a la página', async ({ page }) => {
  await page.goto('/signin');
  await iniciarSesion(page, 'fiscalizacion');
  await expect(menu(page).getByRole('link').first()).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Catálogos' })).toHaveCount(0);
  await page.goto('/admin/catalogos/tarifas');
  await expect(page).not.toHaveURL(/\/admin\/catalogos/);
});
