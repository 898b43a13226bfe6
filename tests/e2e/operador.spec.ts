// An operator's walk through the console (ARCHITECTURE.md "Finding a request"): signed in as the
// operativo demo account, a request waiting in its area's inbox is found by its folio, its page
// shows the open task with its area and nobody assigned, the reassignment asks for a reason (in
// Spanish) and, given one, the task shows its new assignee and the log its reason.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD, RFC_CONTRIBUYENTE, capturar, iniciarSesion, limpiarCapturas, revisarAccesibilidad, toast } from './helpers';

test.beforeAll(() => limpiarCapturas((f) => f.startsWith('operador-')));

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menú principal' });
const GIRO = `Reparación de acordeones ${Date.now().toString(36).slice(-4).toUpperCase()}`;
const MOTIVO = 'El revisor asignado está de vacaciones';

test('operativo encuentra una solicitud detenida por su folio y reasigna su tarea', async ({ page, request }) => {
  test.setTimeout(120_000);
  // A request waiting in Licencias' inbox: the taxpayer asks for a new activity.
  const login = await request.post('/api/login', { data: { username: RFC_CONTRIBUYENTE, password: DEMO_PASSWORD, remember: false } });
  const token = (await login.json()).data.token as string;
  const r = await request.post('/api/contribuyentes/solicitudGiro', { data: { solicitud_giro: GIRO }, headers: { authorization: `Bearer ${token}` } });
  expect(r.status()).toBe(200);
  const folio = ((await r.json()).data as { folio: string }).folio;

  await page.goto('/signin');
  await iniciarSesion(page, 'operativo');
  await menu(page).getByRole('link', { name: 'Operación' }).click();
  const busqueda = page.getByRole('search');
  // A search too short says why, in Spanish, and asks nothing of the server.
  await busqueda.getByLabel('Folio, RFC, nombre o establecimiento').fill('GI');
  await busqueda.getByRole('button', { name: 'Buscar' }).click();
  await expect(busqueda.getByText('Escriba al menos 3 caracteres para buscar.')).toBeVisible();
  await busqueda.getByLabel('Folio, RFC, nombre o establecimiento').fill(folio);
  await busqueda.getByRole('button', { name: 'Buscar' }).click();
  const resultados = page.getByRole('table', { name: 'Solicitudes encontradas' });
  const fila = resultados.getByRole('row').filter({ hasText: folio });
  await expect(fila).toContainText('Solicitud de nuevo giro');
  await expect(fila).toContainText(GIRO);
  await expect(fila).toContainText(RFC_CONTRIBUYENTE);
  await capturar(page, 'operador-01-busqueda');
  await revisarAccesibilidad(page, 'Operación: búsqueda');

  await fila.getByRole('link', { name: folio }).click();
  await expect(page.getByRole('heading', { name: `Solicitud ${folio}`, level: 1 })).toBeVisible();
  const datoTarea = (etiqueta: string) =>
    page
      .locator('dl[aria-label="Tarea abierta"] > div')
      .filter({ has: page.locator('dt', { hasText: new RegExp(`^${etiqueta}$`) }) })
      .locator('dd');
  // The task waits in its area, assigned to nobody; the timer of its due date is listed.
  await expect(datoTarea('Área')).toHaveText('Licencias de Funcionamiento');
  await expect(datoTarea('Asignada a')).toHaveText('Todo el área (sin asignar)');
  const vence = (await datoTarea('Vence').textContent())!.trim();
  await expect(page.getByRole('table', { name: 'Temporizadores pendientes' }).getByRole('row').filter({ hasText: vence })).toBeVisible();
  // The timeline's current step is the task's.
  await expect(page.getByRole('list', { name: 'Pasos del trámite' }).locator('[aria-current="step"]')).toContainText('Revisión del giro solicitado');
  await expect(page.getByRole('link', { name: 'Ver el flujo en Temporal (se abre en una pestaña nueva)' })).toHaveAttribute('href', /\/temporal\/namespaces\/[^/]+\/workflows\/giro-\d+$/);
  await capturar(page, 'operador-02-solicitud');
  await revisarAccesibilidad(page, 'Operación: solicitud');

  // Reassign: the reason is required, in Spanish, before anything is sent.
  await page.getByRole('button', { name: 'Reasignar tarea' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Reasignar tarea' });
  const miembro = dialogo.getByLabel('Reasignar a');
  const opcion = (await miembro.locator('option').nth(1).textContent())!.trim();
  await miembro.selectOption({ label: opcion });
  await dialogo.getByRole('button', { name: 'Reasignar tarea' }).click();
  await expect(dialogo.getByText('Escriba el motivo de la acción.')).toBeVisible();
  await capturar(page, 'operador-03-motivo-requerido');
  await revisarAccesibilidad(page, 'Operación: reasignar tarea');
  await dialogo.getByLabel('Motivo').fill(MOTIVO);
  await dialogo.getByRole('button', { name: 'Reasignar tarea' }).click();
  await expect(toast(page, 'Tarea reasignada.')).toBeVisible();
  await expect(dialogo).toBeHidden();

  // The page agrees with itself: the assignee is the member chosen, and the log says who, what and why.
  await expect(datoTarea('Asignada a')).toHaveText(opcion);
  const usuario = /\(([^)]+)\)$/.exec(opcion)![1]!;
  const bitacora = page.getByRole('table', { name: 'Bitácora de operación de la solicitud' }).getByRole('row').filter({ hasText: 'Reasignar tarea' });
  await expect(bitacora).toContainText('operativo');
  await expect(bitacora).toContainText(MOTIVO);
  await expect(bitacora).toContainText(`del área a ${usuario}`);
  await capturar(page, 'operador-04-reasignada');
});
