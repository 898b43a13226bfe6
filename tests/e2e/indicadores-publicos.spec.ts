// The ventanilla's public indicators (/indicadores): an anonymous visitor opens them from
// the sign-in page; the tables say what the API says, with a caption each; the year can be chosen;
// no serious accessibility violation; a screenshot.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD, capturar, limpiarCapturas, revisarAccesibilidad } from './helpers';
import { perfilFisicaEjemplo } from '../../sim/formularios';
import { formatoDias, formatoEntero, formatoPorcentaje, MESES, type IndicadoresPublicos } from '../../web/indicadores/publicos';

test.beforeAll(() => limpiarCapturas((f) => f.startsWith('indicadores-publicos')));

/**
 * The walks' server starts without the demo requests (SEED_SOLICITUDES=0), so a new taxpayer sends
 * a profile for review first: the page then has a request received this month. Before the first
 * look at the indicators, which are kept 10 minutes.
 */
async function unaSolicitudRecibida(request: APIRequestContext) {
  const sufijo = String(Date.now() % 1000).padStart(3, '0');
  const dia = String((Date.now() % 27) + 1).padStart(2, '0');
  const rfc = `PRUE8001${dia}${sufijo}`;
  const alta = await request.post('/api/signup', { data: { rfc, email: `indicadores.${dia}${sufijo}@example.mx`, password: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD } });
  expect(alta.status(), await alta.text()).toBe(200);
  const login = await request.post('/api/login', { data: { username: rfc, password: DEMO_PASSWORD, remember: false } });
  const headers = { authorization: `Bearer ${(await login.json()).data.token as string}` };
  const sesion = (await (await request.get('/api/session', { headers })).json()).data as { contribuyente: { id: number } };
  const id = sesion.contribuyente.id;
  const perfil = await request.put(`/api/contribuyentes/${id}`, { headers, data: perfilFisicaEjemplo(rfc) });
  expect(perfil.status(), await perfil.text()).toBe(200);
  const envio = await request.post(`/api/contribuyentes/${id}/changestatus`, { headers, data: { estatus: 10 } });
  expect(envio.status(), await envio.text()).toBe(200);
  // The workflow projects the sending (solicitudes.enviada_at) as the profile's status 10.
  await expect
    .poll(async () => ((await (await request.get(`/api/contribuyentes/getByID/${id}`, { headers })).json()).data as { estatus?: number } | null)?.estatus, { timeout: 25_000 })
    .toBe(10);
}

test('an anonymous visitor opens the public indicators from the sign-in page', async ({ page, request }) => {
  await unaSolicitudRecibida(request);
  await page.goto('/signin');
  await page.getByRole('link', { name: 'Indicadores de la ventanilla' }).click();
  await expect(page).toHaveURL(/\/indicadores$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Indicadores de la ventanilla' })).toBeVisible();

  const r = await page.request.get('/api/publico/indicadores');
  expect(r.status()).toBe(200);
  expect(r.headers()['cache-control']).toBe('public, max-age=600');
  const d = (await r.json()).data as IndicadoresPublicos;

  const resumen = page.getByRole('table', { name: `Resumen por trámite, ${d.anio}` });
  await expect(resumen).toBeVisible();
  const celdas = (c: IndicadoresPublicos['tramites'][number]['total']) => [
    formatoEntero(c.recibidas),
    formatoEntero(c.resueltas),
    formatoEntero(c.aprobadas),
    formatoEntero(c.rechazadas),
    formatoDias(c.mediana_dias),
    formatoPorcentaje(c.dentro_plazo),
  ];
  for (const t of d.tramites) {
    const fila = resumen.getByRole('row').filter({ has: page.getByRole('rowheader', { name: t.nombre, exact: true }) });
    await expect(fila.getByRole('cell')).toHaveText(celdas(t.total));
  }
  // A monthly table for each procedure with activity; the demo gives some.
  const activos = d.tramites.filter((t) => t.total.recibidas > 0 || t.total.resueltas > 0);
  expect(activos.length, 'the profile sent above is counted').toBeGreaterThan(0);
  for (const t of activos) {
    const tabla = page.getByRole('table', { name: `${t.nombre}: por mes, ${d.anio}` });
    for (const m of t.meses) {
      const fila = tabla.getByRole('row').filter({ has: page.getByRole('rowheader', { name: MESES[m.mes - 1], exact: true }) });
      await expect(fila.getByRole('cell')).toHaveText(celdas(m));
    }
  }
  await expect(page.getByRole('heading', { name: 'Cómo se calcula' })).toBeVisible();
  await expect(page.getByText('72 horas hábiles')).toBeVisible();

  // No personal data on the page: no folio-looking codes, no RFC.
  const texto = await page.locator('main').innerText();
  expect(texto).not.toMatch(/\b[A-ZÑ&]{3,4}\d{6}[A-Z\d]{3}\b/);

  await capturar(page, 'indicadores-publicos');
  await revisarAccesibilidad(page, 'indicadores-publicos');

  // Another year from the selector: the link says it, and the tables follow.
  const otro = d.anios.find((a) => a !== d.anio);
  if (otro !== undefined) {
    await page.getByLabel('Año').selectOption(String(otro));
    await expect(page).toHaveURL(new RegExp(`/indicadores\\?anio=${otro}$`));
    await expect(page.getByRole('table', { name: `Resumen por trámite, ${otro}` })).toBeVisible();
  }
});
