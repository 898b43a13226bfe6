// An operator's walk through the console (ARCHITECTURE.md "Finding a request"): signed in as the
// operativo demo account, a request waiting in its area's inbox is found by its folio, its page
// shows the open task with its area and nobody assigned, the reassignment asks for a reason (in
// Spanish) and, given one, the task shows its new assignee and the log its reason. Then the
// request is cancelled with a reason: the page reads 'Cancelada' in its heading, its search row
// and its timeline (the line it stopped at, with the reason), and the taxpayer is told why.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD, RFC_CONTRIBUYENTE, capturar, iniciarSesion, limpiarCapturas, revisarAccesibilidad, toast } from './helpers';

test.beforeAll(() => limpiarCapturas((f) => f.startsWith('operador-')));

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menú principal' });
const GIRO = `Reparación de acordeones ${Date.now().toString(36).slice(-4).toUpperCase()}`;
const MOTIVO = 'El revisor asignado está de vacaciones';
const MOTIVO_CANCELACION = 'El contribuyente pidió el giro dos veces';

test('operativo encuentra una solicitud detenida por su folio y reasigna su tarea', async ({ page, request }) => {
  test.setTimeout(240_000);
  // A request waiting in Licencias' inbox: the taxpayer asks for a new activity.
  const login = await request.post('/api/login', { data: { username: RFC_CONTRIBUYENTE, password: DEMO_PASSWORD, remember: false } });
  const sesion = (await login.json()).data as { token: string; id: number };
  const token = sesion.token;
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

  // Cancel, with a reason: the workflow ends, and every word of the page says so.
  await page.getByRole('button', { name: 'Cancelar solicitud' }).click();
  const cancelar = page.getByRole('dialog', { name: 'Cancelar solicitud' });
  await expect(cancelar).toContainText('la solicitud queda Cancelada');
  await cancelar.getByLabel('Motivo').fill(MOTIVO_CANCELACION);
  await cancelar.getByRole('button', { name: 'Cancelar solicitud' }).click();
  await expect(toast(page, 'Solicitud cancelada.')).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(page.getByText(`Solicitud de nuevo giro · Cancelada`)).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 90_000 });
  const lineaCancelada = page.getByRole('list', { name: 'Pasos del trámite' }).getByRole('listitem').filter({ hasText: 'Cancelado' });
  await expect(lineaCancelada).toHaveCount(1);
  await expect(lineaCancelada).toContainText('Revisión del giro solicitado');
  await expect(lineaCancelada).toContainText(`Motivo: ${MOTIVO_CANCELACION}`);
  await expect(page.getByRole('list', { name: 'Pasos del trámite' }).locator('[aria-current="step"]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancelar solicitud' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reasignar tarea' })).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Bitácora de operación de la solicitud' }).getByRole('row').filter({ hasText: MOTIVO_CANCELACION })).toBeVisible();
  await capturar(page, 'operador-05-cancelada');
  await revisarAccesibilidad(page, 'Operación: solicitud cancelada');
  // The search row says the same word.
  await page.getByRole('link', { name: 'Volver a Operación' }).click();
  await page.getByRole('search').getByLabel('Folio, RFC, nombre o establecimiento').fill(folio);
  await page.getByRole('search').getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByRole('table', { name: 'Solicitudes encontradas' }).getByRole('row').filter({ hasText: folio })).toContainText('Cancelada');

  // The taxpayer reads why among the notifications.
  const avisos = await request.get(`/api/notificaciones/${sesion.id}`, { headers: { authorization: `Bearer ${token}` } });
  expect(avisos.status()).toBe(200);
  expect(JSON.stringify(await avisos.json())).toContain(`Su solicitud con folio ${folio} fue cancelada por el municipio. Motivo: ${MOTIVO_CANCELACION}`);
});
