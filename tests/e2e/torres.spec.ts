// A tower end to end (spec 3 §2.1, §3.4, §4.4, §5.1, §5.4, §7.4, §8.2), as the people involved live
// it: the taxpayer opens 'Torres y antenas', starts a request with a cadastral key (the cadastre
// fills the address and the surface; its property tax is paid), fills the tower's data, the four
// boundaries and the documents (a wrong file type refused), saves it and sends it to review. The
// reviewer of Desarrollo Urbano approves it to the head of department, who approves it to the
// Dirección, which approves it and sends it to signing; the taxpayer pays the fee in the gateway's
// window, Desarrollo Urbano validates the payment in its inbox, the Dirección signs the dictamen and
// the taxpayer opens the signed dictamen. At every stop the list's chip, the page's chip and the
// timeline's current step say the same thing.
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { CLAVES_DEMO } from '../../sim/municipio-demo';
import { ESPERA_FLUJO, resolverTarea } from './bandeja';
import { firmarConEfirma } from './efirma';
import { FIRMANTES_DEMO } from '../../sim/efirma/demo';
import { pdfsig } from '../pdfsig';
import { avanceIgualAPasos } from './coherencia';
import { expect, test } from './fixtures';
import {
  DEMO_PASSWORD,
  RFC_CONTRIBUYENTE,
  abrirPasarela,
  abrirSesion,
  capturar,
  cerrarVentana,
  escribirArchivo,
  iniciarSesion,
  limpiarCapturas,
  llenarTarjeta,
  pdfMinimo,
  pngMinimo,
  revisarAccesibilidad,
  toast,
} from './helpers';

// Centro, Av. Héroes 112: property tax paid.
const CLAVE = CLAVES_DEMO.pagada;
const REFERENCIAS = `Torre ${Date.now().toString(36).slice(-5).toUpperCase()} junto al tanque de agua`;

test.beforeAll(() => limpiarCapturas((f) => f.startsWith('torres-')));

const FOTOS = ['Colindancia norte', 'Colindancia sur', 'Colindancia este', 'Colindancia oeste', 'Fachada', 'Perspectiva de la torre', 'Interior de la torre'];
const PDFS = [
  'Croquis de ubicación',
  'Póliza de seguro de responsabilidad civil',
  'Licencia de construcción con responsiva de perito',
  'Constancia de alineamiento y número oficial',
  'Constancia de terminación de obra',
  'Constancia de uso de suelo',
];

const lista = (page: Page) => page.getByRole('list', { name: 'Solicitudes de torres y antenas' });
const tarjeta = (page: Page, folio: string) => lista(page).getByRole('article').filter({ hasText: folio });
const chipPagina = (page: Page) => page.getByRole('main').getByTestId('estatus-dictamen').first();

/** 'Torres y antenas' in the sidebar, filtered by the folio with 'Buscar'. */
async function abrirLista(page: Page, folio?: string) {
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Torres y antenas' }).click();
  await expect(page).toHaveURL(/\/admin\/solicitudesTorres$/);
  await expect(page.getByRole('heading', { name: 'Torres y antenas', level: 1 })).toBeVisible();
  if (folio) {
    await page.getByLabel('Folio', { exact: true }).fill(folio);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(tarjeta(page, folio)).toBeVisible();
  }
}

/**
 * The status words agree: the list's card, the request's page and the timeline's current step. The
 * page is reloaded until the workflow projected the status (`palabra`).
 */
async function mismoEstatus(page: Page, folio: string, palabra: string, pasoActual: string | null) {
  await expect(async () => {
    await abrirLista(page, folio);
    await expect(tarjeta(page, folio).getByTestId('estatus-dictamen')).toHaveText(`Estatus: ${palabra}`, { timeout: 10_000 });
  }).toPass({ timeout: 90_000 });
  await tarjeta(page, folio).getByRole('link', { name: folio }).click();
  await expect(page.getByRole('heading', { name: 'Solicitud de antenas y torres', level: 1 })).toBeVisible();
  // The request's page reads its own query: reload it until it shows what the card already shows.
  await expect(async () => {
    if ((await chipPagina(page).textContent())?.trim() !== `Estatus: ${palabra}`) await page.reload();
    await expect(chipPagina(page)).toHaveText(`Estatus: ${palabra}`, { timeout: 10_000 });
  }).toPass({ timeout: 90_000 });
  const pasos = page.getByRole('list', { name: 'Pasos del trámite' });
  if (pasoActual) await expect(pasos.locator('li[aria-current="step"]')).toContainText(pasoActual);
  else await expect(pasos.locator('li[aria-current="step"]')).toHaveCount(0);
  // The count above the timeline is its five steps shown, those behind the request counted.
  expect((await avanceIgualAPasos(page.getByRole('main'))).maximo).toBe(5);
}

/** A level of the chain decides on the request's own page (its button, then the confirmation). */
async function decidir(browser: Browser, usuario: string, folio: string, boton: string, palabra: string, paso: string, captura: string, revisar = false) {
  const page = await abrirSesion(browser, usuario);
  try {
    await mismoEstatus(page, folio, palabra, paso);
    const acciones = page.getByRole('group', { name: 'Acciones de la solicitud' });
    if (boton === 'Firmar dictamen') {
      // The demo signs the dictamen with e.firma (docs/EFIRMA.md): the Dirección's demo files, in the browser.
      await expect(acciones.getByRole('button', { name: 'Firmar con e.firma' })).toBeEnabled(ESPERA_FLUJO);
      await capturar(page, captura);
      await firmarConEfirma(page, usuario, captura, /\/admin\/torres\/\d+$/);
      return;
    }
    await expect(acciones.getByRole('button', { name: boton })).toBeVisible(ESPERA_FLUJO);
    await capturar(page, captura);
    if (revisar) await revisarAccesibilidad(page, `torre: ${boton}`);
    await page.getByRole('group', { name: 'Acciones de la solicitud' }).getByRole('button', { name: boton }).click();
    const confirmar = page.getByRole('alertdialog', { name: boton });
    await confirmar.getByRole('button', { name: boton }).click();
    await expect(toast(page, boton === 'Firmar dictamen' ? 'Dictamen Firmado' : 'Solicitud actualizada exitosamente').first()).toBeVisible(ESPERA_FLUJO);
  } finally {
    await page.context().close();
  }
}

async function subir(page: Page, etiqueta: string, nombre: string, datos: Buffer) {
  await page.getByLabel(etiqueta, { exact: true }).setInputFiles(escribirArchivo(nombre, datos));
}

/** The signed dictamen as the API serves it (the viewer shows the same bytes): its text. */
async function textoDictamen(request: APIRequestContext, id: number): Promise<string> {
  const login = await request.post('/api/login', { data: { username: RFC_CONTRIBUYENTE, password: DEMO_PASSWORD, remember: false } });
  const token = (await login.json()).data.token as string;
  const r = await request.post(`/api/solicitud_torres/${id}/viewDictamenPDF`, { headers: { authorization: `Bearer ${token}` }, data: { firmado: true } });
  expect(r.status()).toBe(200);
  expect(r.headers()['content-type']).toContain('application/pdf');
  // Signed with e.firma by the Dirección (the demo's mode): any reader validates it offline.
  const pdf = new Uint8Array(await r.body());
  const { firmas, salida } = pdfsig(pdf);
  expect(firmas.map((f) => f.firmante), salida).toEqual([FIRMANTES_DEMO['direccion.urbano'].nombre]);
  expect(firmas.every((f) => f.valida && f.todoElDocumento), salida).toBe(true);
  const { text } = await extractText(await getDocumentProxy(pdf), { mergePages: true });
  return text;
}

test('torre: solicitud, revisión técnica, jefatura, Dirección, pago en línea, validación, firma y dictamen firmado', async ({ page, browser, request }) => {
  test.setTimeout(420_000);
  let folio = '';
  let id = 0;

  await test.step('el contribuyente abre sus torres y llena una solicitud nueva', async () => {
    await page.goto('/signin');
    await iniciarSesion(page, RFC_CONTRIBUYENTE);
    await abrirLista(page);
    await capturar(page, 'torres-01-lista');
    await revisarAccesibilidad(page, 'lista de torres');
    await page.getByRole('button', { name: 'Agregar' }).click();
    await expect(page).toHaveURL(/\/admin\/torres\/0$/);
    await expect(page.getByRole('heading', { name: 'Solicitud de antenas y torres', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Altura (mts.)')).toBeDisabled();
    await page.getByLabel('Clave catastral').fill(CLAVE);
    await expect(page.getByText('Impuesto predial pagado')).toBeVisible();
    // spec 3 §5.1: the cadastre's address and the surface.
    await expect(page.getByLabel('Código postal')).toHaveValue(/\d{5}/);
    await expect(page.getByLabel('Superficie total (m²)')).not.toHaveValue('');
    await page.getByLabel('Altura (mts.)').fill('30');
    await page.getByRole('radio', { name: 'Propio' }).check();
    await page.getByLabel('Referencias').fill(REFERENCIAS);
    await page.getByRole('checkbox', { name: 'Cuenta con luz' }).check();
    for (const [lado, calle] of [
      ['norte', 'Av. Héroes'],
      ['sur', 'Predio vecino'],
      ['este', 'Calle Zaragoza'],
      ['oeste', 'Predio vecino'],
    ]) {
      await page.getByLabel(`Colinda al ${lado} con`).fill(calle);
      await page.getByLabel(`Metros al ${lado}`).fill('12.5');
    }
    // spec 3 §5.4: a photo must be PNG, JPEG or JPG.
    await subir(page, 'Colindancia norte', 'croquis.pdf', pdfMinimo());
    await expect(toast(page, 'Para la fotografía solo se permiten archivos PNG, JPEG, JPG').first()).toBeVisible();
    for (const [i, f] of FOTOS.entries()) await subir(page, f, `foto-${i}.png`, pngMinimo());
    for (const [i, d] of PDFS.entries()) await subir(page, d, `documento-${i}.pdf`, pdfMinimo());
    await capturar(page, 'torres-02-formulario');
    await revisarAccesibilidad(page, 'formulario de torre');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'Solicitud registrada exitosamente').first()).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/torres\/[1-9]\d*$/);
    id = Number(/\/admin\/torres\/(\d+)$/.exec(page.url())![1]);
    folio = (await page.getByText(/TOR-\d{4}-\d{6,}/).first().textContent())!.match(/TOR-\d{4}-\d{6,}/)![0];
    await expect(chipPagina(page)).toHaveText('Estatus: PENDIENTE');
    await expect(page.getByRole('button', { name: 'Ver Colindancia norte' })).toBeVisible();
  });

  await test.step('envía la solicitud a revisión', async () => {
    const acciones = page.getByRole('group', { name: 'Acciones de la solicitud' });
    await acciones.getByRole('button', { name: 'Enviar a revisión' }).click();
    await page.getByRole('alertdialog', { name: 'Enviar a revisión' }).getByRole('button', { name: 'Enviar a revisión' }).click();
    await expect(toast(page, 'Solicitud enviada exitosamente').first()).toBeVisible(ESPERA_FLUJO);
    await mismoEstatus(page, folio, 'ENVIADA A REVISIÓN', 'Revisión técnica');
    await expect(page.getByRole('button', { name: 'Actualizar' })).toHaveCount(0);
    await expect(page.getByLabel('Altura (mts.)')).toBeDisabled();
    await capturar(page, 'torres-03-enviada');
  });

  await test.step('Desarrollo Urbano, la Jefatura y la Dirección aprueban cada una en su nivel', async () => {
    await decidir(browser, 'desarrollo.urbano', folio, 'Aprobar y enviar al Jefe de Departamento', 'ENVIADA A REVISIÓN', 'Revisión técnica', 'torres-04-revision', true);
    await decidir(browser, 'jefatura.urbano', folio, 'Validar y enviar a Dirección', 'ENVIADA AL JEFE DE DEPARTAMENTO', 'Jefatura de Departamento', 'torres-05-jefatura');
    await decidir(browser, 'direccion.urbano', folio, 'Aprobar y enviar a firma', 'VALIDADA Y ENVIADA A DIRECCIÓN', 'Dirección de Desarrollo Urbano', 'torres-06-direccion');
  });

  await test.step('el contribuyente paga los derechos en línea', async () => {
    await mismoEstatus(page, folio, 'APROBADA Y ENVIADA A FIRMA', 'Pago y validación');
    const pago = page.getByRole('group', { name: 'Estado de cuenta', exact: true });
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole('button', { name: 'Pagar en línea', exact: true })).toBeVisible({ timeout: 10_000 });
    }).toPass({ timeout: 90_000 });
    await capturar(page, 'torres-07-pago');
    await revisarAccesibilidad(page, 'pago de la torre');
    const ventana = await abrirPasarela(page, page.getByRole('button', { name: 'Pagar en línea', exact: true }));
    await llenarTarjeta(ventana, 'aprobada');
    await ventana.getByRole('button', { name: 'Pagar' }).click();
    await expect(ventana.getByRole('heading', { name: 'Pago aprobado', level: 1 })).toBeVisible();
    await cerrarVentana(ventana);
    await expect(page.getByTestId('aviso-pago')).toContainText('Pago registrado exitosamente');
    await expect(pago.getByText('Pagado', { exact: true })).toBeVisible(ESPERA_FLUJO);
    await expect(page.getByText('Estatus: APROBADA Y ENVIADA A FIRMA').first()).toBeVisible();
  });

  await test.step('Desarrollo Urbano valida el pago en su bandeja', async () => {
    await resolverTarea(browser, {
      usuario: 'desarrollo.urbano',
      titulo: 'Validación del pago del dictamen de torre de telecomunicaciones',
      captura: 'torres-08-validacion',
      folio,
      nombre: folio,
      revisar: false,
    });
  });

  await test.step('la Dirección firma el dictamen', async () => {
    await decidir(browser, 'direccion.urbano', folio, 'Firmar dictamen', 'APROBADA Y ENVIADA A FIRMA', 'Dictamen firmado', 'torres-09-firma');
  });

  await test.step('el contribuyente abre el dictamen firmado', async () => {
    await mismoEstatus(page, folio, 'DICTAMEN FIRMADO', null);
    await capturar(page, 'torres-10-firmada');
    await abrirLista(page, folio);
    const t: Locator = tarjeta(page, folio);
    await t.getByRole('button', { name: `Acciones de la solicitud ${folio}` }).click();
    await page.getByRole('menuitem', { name: 'Ver dictamen firmado' }).click();
    const visor = page.getByRole('dialog', { name: `Dictamen firmado ${folio}` });
    await expect(visor.locator('iframe')).toBeVisible({ timeout: 20_000 });
    await capturar(page, 'torres-11-dictamen');
    await revisarAccesibilidad(page, 'dictamen firmado');
    await page.keyboard.press('Escape');
    const texto = await textoDictamen(request, id);
    expect(texto).toContain(folio);
  });
});
