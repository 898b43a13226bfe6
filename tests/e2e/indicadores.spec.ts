// The service-levels dashboard as root (README demo accounts). The e2e server starts
// without the demo requests (SEED_SOLICITUDES=0), so the walk first writes the demo's history
// (scripts/demo-niveles.ts, what `npm start` seeds) into the e2e database: the figures are real rows.
// Other issue-18 walks (public page, operator console) live in their own files.
import { readFileSync } from 'node:fs';
import { crearDb } from '../../db/client';
import { sembrarNivelesDemo } from '../../scripts/demo-niveles';
import { expect, test } from './fixtures';
import { capturar, iniciarSesion, limpiarCapturas, revisarAccesibilidad } from './helpers';

test.beforeAll(async ({ servidor }) => {
  limpiarCapturas((f) => f.startsWith('indicadores-niveles'));
  const url = servidor.databaseUrl;
  expect(url, 'npm test -- e2e exporta DATABASE_URL (la base de la prueba)').toBeTruthy();
  const db = crearDb(url!, { max: 1 });
  try {
    await sembrarNivelesDemo(db.db); // false on a re-run: the history is already there
  } finally {
    await db.close();
  }
});

test('root reads the service levels: figures per step, the chart and its table, SARE, the CSV', async ({ page }) => {
  await page.goto('/signin');
  await iniciarSesion(page, 'root');
  await page.getByRole('link', { name: 'Niveles de servicio' }).click();
  await expect(page).toHaveURL(/\/admin\/niveles-servicio$/);
  await expect(page.getByRole('heading', { name: 'Niveles de servicio', level: 1 })).toBeVisible();

  const sare = page.getByRole('heading', { name: 'Licencia de funcionamiento — Coordinación SARE' });
  await expect(sare).toBeVisible();
  const tabla = page.getByRole('table', { name: /Tiempo por paso: Licencia de funcionamiento — Coordinación SARE/ });
  const fila = tabla.getByRole('row', { name: /Validación de datos/ });
  // Median and p90 in hours, from the history's resolved tasks.
  await expect(fila.getByRole('cell').nth(3)).toHaveText(/^\d+(\.\d)? h$/);
  await expect(fila.getByRole('cell').nth(4)).toHaveText(/^\d+(\.\d)? h$/);
  for (const t of ['Tareas abiertas', 'Vencidas', 'Atendidas esta semana']) await expect(page.getByText(t).first()).toBeVisible();
  await expect(page.getByText('Solicitud más antigua en espera:').first()).toBeVisible();

  // The chart is drawn (uPlot, loaded with this page only) and its data are a table too.
  const figura = page.getByRole('figure').filter({ hasText: 'Mediana semanal por paso: Licencia de funcionamiento — Coordinación SARE' });
  await expect(figura.locator('canvas')).toBeVisible();
  await expect(figura.getByRole('img', { name: /Mediana semanal por paso/ })).toBeVisible();
  await figura.getByText('Datos de la gráfica (tabla)').click();
  await expect(figura.getByRole('table').getByRole('columnheader', { name: 'Validación de datos' })).toBeVisible();

  // SARE's promise per month, with a share.
  await expect(page.getByRole('heading', { name: 'Cumplimiento SARE (72 horas hábiles)' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Cumplimiento SARE por mes' }).getByRole('cell', { name: /%$/ }).first()).toBeVisible();

  await page.getByLabel('Periodo').selectOption({ label: 'Últimos 90 días' });
  await expect(page.getByText('Últimos 90 días.')).toBeVisible();
  await revisarAccesibilidad(page, 'Niveles de servicio');
  await capturar(page, 'indicadores-niveles');

  const [descarga] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar CSV' }).click()]);
  const csv = readFileSync((await descarga.path())!);
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(csv.toString('utf8').slice(1).split('\r\n')[0]).toMatch(/^Área,Trámite,Paso,Tareas abiertas,Vencidas,/);
  expect(csv.toString('utf8')).toContain('Coordinación SARE,Licencia de funcionamiento,Validación de datos,');
});
