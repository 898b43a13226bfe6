// The operator console (/admin/operacion) as root lives it: the sidebar's «Operación», the
// three sections with their counts, a request whose workflow an operator stopped listed under «Flujos
// fallidos» with its folio, step and a link into the Temporal Web UI, and «Acciones recientes»; then
// operativo finds it in its menu and a taxpayer cannot open it.
import { Client, Connection } from '@temporalio/client';
import type { Page } from '@playwright/test';
import { SA } from '../../workflows/search-attributes';
import type { EntradaTramite, EstadoWf } from '../../workflows/tramite/mensajes';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD, RFC_CONTRIBUYENTE, capturar, iniciarSesion, limpiarCapturas, revisarAccesibilidad, toast } from './helpers';

test.beforeAll(() => limpiarCapturas((f) => f.startsWith('operacion-')));

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menú principal' });
const GIRO = `Afinación de marimbas ${Date.now().toString(36).slice(-4).toUpperCase()}`;

test('root revisa las solicitudes detenidas en la consola de operación', async ({ page, request, servidor }) => {
  test.setTimeout(120_000);
  // A request whose workflow an operator terminated: the console lists it as a failed flow.
  let folio: string | null = null;
  // And a copy of its state resumed on a request that does not exist: its task cannot be opened, so
  // the activity retries (the page's ?minutos=0 lists it at once instead of after an hour).
  const atascado = `OPER-E2E-${Date.now().toString(36).slice(-5).toUpperCase()}`;
  if (process.env.TEMPORAL_ADDRESS) {
    const login = await request.post('/api/login', { data: { username: RFC_CONTRIBUYENTE, password: DEMO_PASSWORD, remember: false } });
    const token = (await login.json()).data.token as string;
    const r = await request.post('/api/contribuyentes/solicitudGiro', { data: { solicitud_giro: GIRO }, headers: { authorization: `Bearer ${token}` } });
    expect(r.status()).toBe(200);
    const giro = (await r.json()).data as { id: number; folio: string };
    folio = giro.folio;
    const connection = await Connection.connect({ address: process.env.TEMPORAL_ADDRESS });
    try {
      const client = new Client({ connection, namespace: servidor.namespace });
      const h = client.workflow.getHandle(`giro-${giro.id}`);
      const estado = await h.query<EstadoWf>('estado');
      await h.terminate('Detenido en la prueba de la consola de operación');
      const input: EntradaTramite = { solicitudId: -1, datos: {}, snapshot: estado.snapshot, version: estado.version };
      await client.workflow.start('giroWorkflow', {
        workflowId: `giro-e2e-${atascado.toLowerCase()}`,
        taskQueue: servidor.taskQueue,
        args: [input],
        typedSearchAttributes: [
          { key: SA.Folio, value: atascado },
          { key: SA.Procedimiento, value: 'giro' },
          { key: SA.Estatus, value: '10' },
          { key: SA.Area, value: 'ninguna' },
          { key: SA.Paso, value: 'revision_giro' },
        ],
      });
    } finally {
      await connection.close();
    }
  }

  await page.goto('/signin');
  await iniciarSesion(page, 'root');
  await menu(page).getByRole('link', { name: 'Operación' }).click();
  await expect(page).toHaveURL(/\/admin\/operacion$/);
  await expect(page.getByRole('heading', { name: 'Operación', level: 1 })).toBeVisible();
  for (const seccion of ['Tareas vencidas', 'Actividades reintentando', 'Flujos fallidos', 'Acciones recientes']) {
    await expect(page.getByRole('heading', { name: new RegExp(`^${seccion}`), level: 2 })).toBeVisible();
  }
  if (folio) {
    const fallidos = page.getByRole('table', { name: 'Flujos fallidos' });
    await expect(async () => {
      await page.getByRole('button', { name: 'Actualizar' }).click();
      await expect(fallidos.getByRole('row').filter({ hasText: folio! })).toBeVisible({ timeout: 10_000 });
    }).toPass({ timeout: 90_000 });
    const fila = fallidos.getByRole('row').filter({ hasText: folio });
    await expect(fila).toContainText('Solicitud de nuevo giro');
    await expect(fila).toContainText('Revisión del giro solicitado');
    await expect(fila).toContainText('Detenido en la prueba de la consola de operación');
    const enlace = fila.getByRole('link', { name: `Abrir ${folio} en Temporal (se abre en una pestaña nueva)` });
    await expect(enlace).toHaveAttribute('href', new RegExp(`/namespaces/${servidor.namespace}/workflows/giro-\\d+/[0-9a-f-]+/history$`));
    // A closed flow cannot be re-checked: no action is offered on it.
    await expect(fila.getByRole('button', { name: /Volver a revisar/ })).toHaveCount(0);
  }
  await capturar(page, 'operacion-01-consola');
  await revisarAccesibilidad(page, 'Operación');

  if (folio) {
    await page.goto('/admin/operacion?minutos=0');
    const reintentando = page.getByRole('table', { name: 'Actividades reintentando' });
    const fila = reintentando.getByRole('row').filter({ hasText: atascado });
    await expect(async () => {
      await page.getByRole('button', { name: 'Actualizar' }).click();
      await expect(fila).toBeVisible({ timeout: 10_000 });
    }).toPass({ timeout: 90_000 });
    await expect(fila).toContainText('Revisión del giro solicitado');
    await expect(fila).toContainText('solicitud -1 no existe');
    await fila.getByRole('button', { name: `Volver a revisar ${atascado}` }).click();
    const dialogo = page.getByRole('alertdialog', { name: 'Volver a revisar' });
    await expect(dialogo).toContainText(atascado);
    await capturar(page, 'operacion-02-confirmar');
    await revisarAccesibilidad(page, 'Operación: confirmar Volver a revisar');
    await dialogo.getByRole('button', { name: 'Volver a revisar' }).click();
    await expect(toast(page, 'Se pidió al flujo volver a revisar la solicitud.')).toBeVisible();
    const acciones = page.getByRole('table', { name: 'Acciones recientes de operación' });
    await expect(acciones.getByRole('row').filter({ hasText: atascado })).toContainText('Enviada');
    await expect(acciones.getByRole('row').filter({ hasText: atascado })).toContainText('root');
    await capturar(page, 'operacion-03-accion-registrada');
    const connection = await Connection.connect({ address: process.env.TEMPORAL_ADDRESS! });
    await new Client({ connection, namespace: servidor.namespace }).workflow.getHandle(`giro-e2e-${atascado.toLowerCase()}`).terminate('Fin de la prueba').catch(() => undefined);
    await connection.close();
  }
});

test('operativo ve «Operación» en su menú; un contribuyente no puede abrirla', async ({ browser }) => {
  const operativo = await (await browser.newContext()).newPage();
  await operativo.goto('/signin');
  await iniciarSesion(operativo, 'operativo');
  await menu(operativo).getByRole('link', { name: 'Operación' }).click();
  await expect(operativo.getByRole('heading', { name: 'Operación', level: 1 })).toBeVisible();
  await expect(operativo.getByRole('heading', { name: /^Acciones recientes/, level: 2 })).toBeVisible();

  const contribuyente = await (await browser.newContext()).newPage();
  await contribuyente.goto('/signin');
  await iniciarSesion(contribuyente, RFC_CONTRIBUYENTE);
  await expect(menu(contribuyente).getByRole('link', { name: 'Operación' })).toHaveCount(0);
  await contribuyente.goto('/admin/operacion');
  await expect(contribuyente).not.toHaveURL(/\/admin\/operacion/);
});

test('la consola muestra los intentos de acceso fallidos por cuenta y por dirección', async ({ page, request }) => {
  // Two wrong passwords for root (outside the browser: no page of the portal is involved).
  for (const clave of ['NoEsLaDeRoot1', 'NoEsLaDeRoot2']) {
    const r = await request.post('/api/login', { data: { username: 'root', password: clave, remember: false } });
    expect(r.status()).toBe(401);
  }
  await page.goto('/signin');
  await iniciarSesion(page, 'operativo');
  await menu(page).getByRole('link', { name: 'Operación' }).click();
  const seccion = page.getByRole('region', { name: /^Intentos de acceso fallidos/ });
  await expect(seccion.getByRole('heading', { name: /^Intentos de acceso fallidos/, level: 2 })).toBeVisible();
  const cuenta = seccion.getByRole('table', { name: 'Por cuenta' }).getByRole('row').filter({ has: page.getByRole('cell', { name: 'root', exact: true }) });
  await expect(cuenta).toBeVisible();
  await expect(seccion.getByRole('table', { name: 'Por dirección' }).getByRole('row').filter({ hasText: '127.0.0.1' })).toBeVisible();
  await capturar(page, 'operacion-04-accesos-fallidos');
  await revisarAccesibilidad(page, 'Operación: intentos de acceso fallidos');
});
