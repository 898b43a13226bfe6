// A field inspection on the brigadista's phone: Protección Civil orders a visit (through the API) and
// its coordination assigns it from the task in its inbox, the brigadista finds it in 'Mis visitas', fills
// the checklist, takes the position, writes who attended and has them sign on the screen, and sends
// the result: the visit closes approved.
import type { APIRequestContext } from '@playwright/test';
import { formularioLicenciaEjemplo } from '../../sim/formularios';
import { expect, test } from './fixtures';
import { capturar, DEMO_PASSWORD, iniciarSesion, limpiarCapturas, pngMinimo, revisarAccesibilidad, RFC_CONTRIBUYENTE, toast } from './helpers';

test.beforeAll(() => limpiarCapturas((f) => f.startsWith('visitas-')));

async function como(request: APIRequestContext, usuario: string) {
  const r = await request.post('/api/login', { data: { username: usuario, password: DEMO_PASSWORD, remember: false } });
  const token = (await r.json()).data.token as string;
  const headers = { authorization: `Bearer ${token}` };
  return {
    get: async (url: string) => (await request.get(url, { headers })).json(),
    post: async (url: string, data: unknown) => {
      const res = await request.post(url, { headers, data });
      expect(res.status(), `${url}: ${await res.text()}`).toBe(200);
      return res.json();
    },
  };
}

const hoy = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Cancun', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

test('visita de inspección en el teléfono del brigadista: lista del día, lista de verificación, posición, firma y resultado', async ({ browser, request }) => {
  test.setTimeout(240_000);
  // An establishment of the demo taxpayer (registered now), and a visit of Protección Civil for today assigned to the brigadista.
  const contribuyente = await como(request, RFC_CONTRIBUYENTE);
  const formulario = formularioLicenciaEjemplo();
  const est = { id: (await contribuyente.post('/api/establecimientos', formulario)).data.id as number, nombre_comercial: formulario.nombre_comercial };
  const pc = await como(request, 'proteccion.civil');
  const motivo = `Verificación de medidas de seguridad ${Date.now().toString(36).slice(-5).toUpperCase()}`;
  const orden = await pc.post('/api/visitas', { locacion_id: est.id, motivo, tipo: 'proteccion_civil', ventana_inicio: `${hoy()}T00:30:00-05:00`, ventana_fin: `${hoy()}T23:30:00-05:00` });
  const id = orden.data.id as number;
  // Protección Civil's coordination assigns it from the task in its inbox.
  let tareaId = 0;
  await expect(async () => {
    const tareas = (await pc.get('/api/tareas?estado=pendiente&procedimiento=visita')).data.data as { id: number; solicitud_id: number }[];
    tareaId = tareas.find((t) => t.solicitud_id === id)!.id;
  }).toPass({ timeout: 60_000 });
  const coordinacion = await (await browser.newContext()).newPage();
  await coordinacion.goto('/signin');
  await iniciarSesion(coordinacion, 'proteccion.civil');
  await coordinacion.goto(`/admin/bandeja/${tareaId}`);
  await expect(coordinacion.getByText(motivo)).toBeVisible();
  await coordinacion.getByLabel('Brigadista').selectOption({ label: 'Juan Caamal Pool · TAB-OPB-001' });
  await capturar(coordinacion, 'visitas-00-asignar');
  await revisarAccesibilidad(coordinacion, 'asignar visita');
  await coordinacion.getByRole('button', { name: 'Asignar', exact: true }).click();
  await expect(toast(coordinacion, 'Visita asignada.')).toBeVisible({ timeout: 25_000 });
  await expect(coordinacion).toHaveURL(/\/admin\/bandeja$/);

  // The brigadista's phone, with its position.
  const contexto = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, geolocation: { latitude: 18.5302, longitude: -88.3151, accuracy: 9 }, permissions: ['geolocation'] });
  const page = await contexto.newPage();
  await page.goto('/signin');
  await iniciarSesion(page, 'brigadista');
  await expect(page).toHaveURL(/\/admin\/visitas$/);
  await expect(page.getByRole('heading', { name: 'Mis visitas', level: 1 })).toBeVisible();
  const tarjeta = page.getByRole('listitem').filter({ hasText: motivo });
  await expect(tarjeta).toContainText(est.nombre_comercial);
  await expect(tarjeta).toContainText('Pendiente');
  await capturar(page, 'visitas-01-mis-visitas');
  await revisarAccesibilidad(page, 'Mis visitas');
  await tarjeta.getByRole('link', { name: /Realizar visita/ }).click();

  await expect(page.getByRole('heading', { name: est.nombre_comercial, level: 1 })).toBeVisible();
  // Without a signature nothing is sent; an unanswered checklist neither.
  await page.getByRole('button', { name: 'Enviar resultado' }).click();
  await expect(page.getByText('Se requiere la firma de quien atendió la visita.')).toBeVisible();
  await page.getByLabel('Nombre de quien atendió').fill('María Pérez Canché');
  await page.getByRole('button', { name: 'Registrar posición' }).click();
  await expect(page.getByText('Posición: 18.530200, -88.315100')).toBeVisible();
  await page.getByLabel('Tomar fotografía').setInputFiles({ name: 'fachada.png', mimeType: 'image/png', buffer: pngMinimo() });
  await expect(page.getByText('1 fotografía guardada.')).toBeVisible();
  const firma = page.getByRole('img', { name: 'Área de firma' });
  await firma.scrollIntoViewIfNeeded();
  const caja = (await firma.boundingBox())!;
  await page.mouse.move(caja.x + 30, caja.y + 40);
  await page.mouse.down();
  await page.mouse.move(caja.x + 120, caja.y + 90, { steps: 8 });
  await page.mouse.move(caja.x + 220, caja.y + 50, { steps: 8 });
  await page.mouse.up();
  await page.getByRole('button', { name: 'Enviar resultado' }).click();
  // Each unanswered item says so beside its question.
  await expect(page.getByRole('group', { name: /Extintores/ }).getByText('El campo es requerido')).toBeVisible();
  await expect(page.getByText('El campo es requerido')).toHaveCount(4);
  for (const pregunta of ['Salidas de emergencia', 'Extintores', 'Señalización', 'Instalación de gas']) {
    await page.getByRole('group', { name: new RegExp(pregunta) }).getByLabel('Cumple', { exact: true }).check();
  }
  await capturar(page, 'visitas-02-formulario');
  await revisarAccesibilidad(page, 'visita de inspección');
  await page.getByRole('button', { name: 'Enviar resultado' }).click();
  await expect(toast(page, 'Resultado de la visita recibido.')).toBeVisible({ timeout: 25_000 });
  await expect(page).toHaveURL(/\/admin\/visitas$/);
  await expect(page.getByRole('listitem').filter({ hasText: motivo })).toContainText('Aprobada');
  await capturar(page, 'visitas-03-cerrada');

  const v = (await pc.get(`/api/visitas/${id}`)).data;
  expect(v).toMatchObject({ estado: 'terminada', tableta: 'TAB-OPB-001', resultado: { resultado: 'aprobada', atendio: 'María Pérez Canché', gps: { lat: 18.5302, lng: -88.3151 } } });
  expect(v.resultado.firma).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
  expect(v.resultado.fotos).toHaveLength(1);
});
