// A billboard end to end (spec 3 §2.6, §3.5, §4.4, §5.1, §5.4, §7.5, §8.2), as the people involved
// live it: the taxpayer opens 'Espectaculares', adds a request ('Solicitud de espectacular'): the key
// is found with its property tax paid and fills the address, saving with nothing filled asks for the
// required fields, a section needs both measures, a photo slot refuses a PDF; the request is saved
// and sent to review. Desarrollo Urbano approves it to the head of department, who approves it to
// the Dirección; the Dirección looks at the draft dictamen and returns it with a reason. The taxpayer
// reads the reason ('Ver Motivo de Rechazo'), corrects the request, updates it and sends it again: it
// resumes at the Dirección, which approves it. The taxpayer pays the 1758 fee in the gateway's window,
// Desarrollo Urbano validates the payment, the Dirección signs the dictamen ('Dictamen Firmado') and
// the taxpayer opens it; its folio answers the public check. At every stop the status words agree:
// the list's card, the page's chips and the timeline.
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { CLAVES_DEMO } from '../../sim/municipio-demo';
import { ESPERA_FLUJO, resolverTarea } from './bandeja';
import { firmarConEfirma } from './efirma';
import { FIRMANTES_DEMO } from '../../sim/efirma/demo';
import { pdfsig } from '../pdfsig';
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

// Payo Obispo, Av. Belice 345: property tax paid.
const CLAVE = CLAVES_DEMO.pagada2;
const REFERENCIAS = `Azotea del edificio frente al parque ${Date.now().toString(36).slice(-4).toUpperCase()}`;
const MOTIVO = 'La póliza de seguro no cubre la estructura del anuncio. Indique también la altura total sobre el nivel de la calle.';
const PDF = { timeout: 20_000 };
const QUE = 'anuncio espectacular';

test.beforeAll(() => limpiarCapturas((f) => f.startsWith('espectacular-')));

const lista = (page: Page) => page.getByRole('list', { name: 'Solicitudes de espectaculares' });
const tarjeta = (page: Page, folio: string) => lista(page).getByRole('article').filter({ hasText: folio });
const chips = (ambito: Page | Locator) => ambito.getByTestId('estatus-dictamen');

/** The sidebar's 'Espectaculares'. */
async function abrirLista(page: Page) {
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Espectaculares' }).click();
  await expect(page).toHaveURL(/\/admin\/solicitudEspectaculares/);
  await expect(page.getByRole('heading', { name: 'Solicitudes de espectaculares', level: 1 })).toBeVisible();
}

/** The list filtered by the folio ('Buscar'), reloaded until the card says `palabra` (the workflow projects the status). */
async function esperarTarjeta(page: Page, folio: string, palabra: string): Promise<Locator> {
  const t = tarjeta(page, folio);
  await expect(async () => {
    await page.goto('/admin/solicitudEspectaculares');
    await page.getByRole('search').getByLabel('Folio', { exact: true }).fill(folio);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(chips(t)).toHaveText(`Estatus: ${palabra}`, { timeout: 10_000 });
  }).toPass({ timeout: 90_000 });
  return t;
}

/**
 * The request's page says the same word as its card (spec 3 §4.4): the header's chip and the state
 * card's chip, and the timeline's current step is `paso`.
 */
async function palabrasDeLaPagina(page: Page, palabra: string, paso?: string) {
  await expect(chips(page)).toHaveCount(2);
  for (const c of await chips(page).all()) await expect(c).toHaveText(`Estatus: ${palabra}`);
  if (paso) await expect(page.getByRole('list', { name: 'Pasos del trámite' }).locator('[aria-current="step"]')).toContainText(paso);
}

async function abrirDesdeTarjeta(page: Page, t: Locator, folio: string) {
  await t.getByRole('link', { name: folio }).click();
  await expect(page.getByRole('heading', { name: 'Solicitud de espectacular', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Folio', { exact: true })).toHaveValue(folio);
}

/** The signed dictamen as the API serves it (the viewer shows the same bytes): its text. */
async function textoDictamen(request: APIRequestContext, id: number): Promise<string> {
  const login = await request.post('/api/login', { data: { username: RFC_CONTRIBUYENTE, password: DEMO_PASSWORD, remember: false } });
  const token = (await login.json()).data.token as string;
  const r = await request.post(`/api/solicitud_espectaculares/${id}/viewDictamenPDF`, { headers: { authorization: `Bearer ${token}` }, data: { firmado: true } });
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

/**
 * A level of the chain decides on the request's own page (changeStatus, spec 3 §4.4): it approves
 * to the next level (`boton`, confirmed) or returns it with the reason ('Rechazar').
 */
async function decidirEnPagina(browser: Browser, usuario: string, id: number, palabra: string, boton: string, captura: string, motivo?: string) {
  const p = await abrirSesion(browser, usuario);
  try {
    const accion = p.getByRole('button', { name: motivo ? 'Rechazar' : boton, exact: true });
    await expect(async () => {
      await p.goto(`/admin/espectacular/${id}`);
      await expect(accion).toBeVisible({ timeout: 10_000 });
    }).toPass({ timeout: 90_000 });
    await palabrasDeLaPagina(p, palabra);
    if (motivo) {
      await p.getByRole('button', { name: 'Ver borrador del dictamen' }).click();
      const visor = p.getByRole('dialog', { name: /^Borrador del dictamen ESP-/ });
      await expect(visor.locator('iframe')).toBeVisible(PDF);
      await capturar(p, `${captura}-borrador`);
      await p.keyboard.press('Escape');
      await expect(visor).toHaveCount(0);
    }
    await capturar(p, captura);
    await revisarAccesibilidad(p, `decisión de ${usuario}`);
    await accion.click();
    if (motivo) {
      const d = p.getByRole('dialog', { name: 'Rechazar solicitud' });
      await d.getByLabel('Motivo de rechazo').fill(motivo);
      await d.getByRole('button', { name: 'Rechazar' }).click();
    } else {
      await p.getByRole('alertdialog', { name: boton }).getByRole('button', { name: boton }).click();
    }
    await expect(toast(p, 'Solicitud actualizada exitosamente').first()).toBeVisible(ESPERA_FLUJO);
  } finally {
    await p.context().close();
  }
}

const tarea = (browser: Browser, usuario: string, titulo: string, folio: string, captura: string, extra: { motivoRechazo?: string; revisar?: boolean; antes?: (p: Page) => Promise<void> } = {}) =>
  resolverTarea(browser, { usuario, titulo, folio, nombre: folio, captura, ...extra });

test('espectacular: solicitud, revisión técnica, jefatura, rechazo de la Dirección y reenvío, pago en línea, validación, firma y verificación', async ({ page, browser, request }) => {
  test.setTimeout(480_000);
  let folio = '';
  let id = 0;

  await test.step('el contribuyente abre sus espectaculares y agrega una solicitud', async () => {
    await page.goto('/signin');
    await iniciarSesion(page, RFC_CONTRIBUYENTE);
    await abrirLista(page);
    await expect(page.getByRole('button', { name: 'Limpiar Filtros' })).toBeVisible();
    await capturar(page, 'espectacular-01-lista');
    await revisarAccesibilidad(page, 'solicitudes de espectaculares');
    await page.getByRole('button', { name: 'Agregar' }).click();
    await expect(page).toHaveURL(/\/admin\/espectacular\/0$/);
    await expect(page.getByRole('heading', { name: 'Solicitud de espectacular', level: 1 })).toBeVisible();
    await expect(page.getByText('Complete su información para continuar')).toBeVisible();
    await expect(page.getByText('No cuento con clave catastral')).toBeVisible();
  });

  await test.step('la clave con predial pagado llena el domicilio; guardar sin datos pide los obligatorios', async () => {
    await page.getByLabel('Clave catastral', { exact: true }).fill(CLAVE);
    await expect(page.getByText('Impuesto predial pagado')).toBeVisible(ESPERA_FLUJO);
    await expect(page.getByLabel('Número exterior', { exact: true })).not.toHaveValue('');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(toast(page, 'Por favor, llene todos los campos obligatorios.').first()).toBeVisible();
  });

  await test.step('llena la información general, la ubicación, las secciones y los documentos', async () => {
    const tipos = await page.getByLabel('Tipo de anuncio', { exact: true }).locator('option').allTextContents();
    // spec 3 §5.4: only the sign types 2, 3, 4, 5 and 10.
    expect(tipos.slice(1)).toEqual(['Anuncio autosoportado', 'Adosado a fachada', 'Giratorio', 'Luminoso en caja', 'Pantalla electrónica']);
    await page.getByLabel('Tipo de anuncio', { exact: true }).selectOption({ label: 'Anuncio autosoportado' });
    await page.getByLabel('Altura (mts.)', { exact: true }).fill('12');
    await page.getByLabel('Vistas', { exact: true }).fill('2');
    await page.getByLabel('Referencias', { exact: true }).fill(REFERENCIAS);
    await page.getByRole('radio', { name: 'Propio' }).click();
    await expect(page.getByLabel('Contrato de arrendamiento', { exact: true })).toHaveCount(0);
    await expect(page.getByLabel('Permiso de luminosidad', { exact: true })).toHaveCount(0);
    await page.getByLabel('Latitud', { exact: true }).fill('18.503811');
    await page.getByLabel('Longitud', { exact: true }).fill('-88.305664');
    // spec 3 §5.4: a section needs both measures.
    await page.getByLabel('Largo (mts.)', { exact: true }).fill('12.9');
    await expect(page.getByRole('button', { name: 'Agregar Sección' })).toBeDisabled();
    await page.getByLabel('Ancho (mts.)', { exact: true }).fill('7.2');
    await page.getByRole('button', { name: 'Agregar Sección' }).click();
    await expect(page.getByRole('list', { name: 'Secciones del anuncio' }).getByRole('listitem')).toHaveCount(1);
    // spec 3 §5.4: a photo is PNG, JPEG or JPG only.
    await page.getByLabel('Colindancia norte', { exact: true }).setInputFiles(escribirArchivo('esp-norte.pdf', pdfMinimo('No es una foto')));
    await expect(toast(page, 'Para la fotografía solo se permiten archivos PNG, JPEG, JPG').first()).toBeVisible();
    await page.getByLabel('Colindancia norte', { exact: true }).setInputFiles(escribirArchivo('esp-norte.png', pngMinimo()));
    await page.getByLabel('Colindancia sur', { exact: true }).setInputFiles(escribirArchivo('esp-sur.png', pngMinimo(300, 200)));
    await page.getByLabel('Croquis de ubicación', { exact: true }).setInputFiles(escribirArchivo('esp-croquis.pdf', pdfMinimo('Croquis de ubicacion')));
    await page.getByLabel('Certificado de ubicación', { exact: true }).setInputFiles(escribirArchivo('esp-certificado.pdf', pdfMinimo('Certificado de ubicacion')));
    await page.getByLabel('Póliza de seguro de responsabilidad civil', { exact: true }).setInputFiles(escribirArchivo('esp-poliza.pdf', pdfMinimo('Poliza de seguro')));
    await page.getByLabel('Constancia de uso de suelo', { exact: true }).setInputFiles(escribirArchivo('esp-uso-suelo.pdf', pdfMinimo('Constancia de uso de suelo')));
    await capturar(page, 'espectacular-02-formulario');
    await revisarAccesibilidad(page, 'solicitud de espectacular');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(toast(page, 'Solicitud registrada exitosamente').first()).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/espectacular\/[1-9]\d*$/);
    id = Number(page.url().split('/').pop());
    await expect(page.getByLabel('Folio', { exact: true })).toHaveValue(/^ESP-\d{4}-\d{6}$/);
    folio = await page.getByLabel('Folio', { exact: true }).inputValue();
    await expect(page.getByRole('button', { name: 'Actualizar', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ver Colindancia norte' })).toBeVisible();
    await palabrasDeLaPagina(page, 'PENDIENTE');
    await capturar(page, 'espectacular-03-guardada');
  });

  await test.step('la envía a revisión', async () => {
    await page.getByRole('button', { name: 'Enviar a revisión' }).click();
    const confirmar = page.getByRole('alertdialog', { name: 'Enviar a revisión' });
    await confirmar.getByRole('button', { name: 'Enviar a revisión' }).click();
    await expect(toast(page, 'Solicitud enviada exitosamente').first()).toBeVisible(ESPERA_FLUJO);
    const t = await esperarTarjeta(page, folio, 'ENVIADA A REVISIÓN');
    await expect(t.getByText('Predial pagado')).toBeVisible();
    await capturar(page, 'espectacular-04-enviada');
    await revisarAccesibilidad(page, 'espectacular enviado');
    await abrirDesdeTarjeta(page, t, folio);
    await palabrasDeLaPagina(page, 'ENVIADA A REVISIÓN', 'Revisión técnica');
    await expect(page.getByRole('button', { name: 'Actualizar', exact: true })).toHaveCount(0);
    await expect(page.getByLabel('Altura (mts.)', { exact: true })).toBeDisabled();
  });

  await test.step('Desarrollo Urbano y el Jefe de Departamento aprueban en sus bandejas', async () => {
    await tarea(browser, 'desarrollo.urbano', `Revisión técnica de ${QUE}`, folio, 'espectacular-05-revision', {
      antes: async (p) => {
        await expect(p.getByRole('list', { name: 'Documentos de la solicitud' }).getByText('Colindancia norte')).toBeVisible();
        await expect(p.getByText('Secciones del Anuncio')).toBeVisible();
      },
    });
    await esperarTarjeta(page, folio, 'ENVIADA AL JEFE DE DEPARTAMENTO');
    await tarea(browser, 'jefatura.urbano', `Revisión del Jefe de Departamento: ${QUE}`, folio, 'espectacular-06-jefatura');
  });

  await test.step('la Dirección revisa el borrador del dictamen y rechaza con su motivo', async () => {
    await esperarTarjeta(page, folio, 'VALIDADA Y ENVIADA A DIRECCIÓN');
    await decidirEnPagina(browser, 'direccion.urbano', id, 'VALIDADA Y ENVIADA A DIRECCIÓN', 'Aprobar y enviar a firma', 'espectacular-07-direccion', MOTIVO);
  });

  await test.step('el contribuyente lee el motivo, corrige la solicitud y la reenvía', async () => {
    const t = await esperarTarjeta(page, folio, 'RECHAZADA');
    await t.getByRole('button', { name: `Acciones de la solicitud ${folio}` }).click();
    await page.getByRole('menuitem', { name: 'Ver Motivo de Rechazo' }).click();
    const motivo = page.getByRole('dialog', { name: 'Motivo de rechazo' });
    await expect(motivo.getByText(MOTIVO)).toBeVisible();
    await capturar(page, 'espectacular-09-motivo');
    await revisarAccesibilidad(page, 'motivo de rechazo');
    await motivo.getByRole('button', { name: 'Cerrar' }).first().click();
    await expect(motivo).toHaveCount(0);
    await abrirDesdeTarjeta(page, t, folio);
    await palabrasDeLaPagina(page, 'RECHAZADA');
    // The request's reason, and the same words on the Dirección's step of the timeline.
    await expect(page.getByText(MOTIVO)).toHaveCount(2);
    await page.getByLabel('Referencias', { exact: true }).fill(`${REFERENCIAS}. Altura total sobre la calle: 18 m`);
    await page.getByLabel('Póliza de seguro de responsabilidad civil', { exact: true }).setInputFiles(escribirArchivo('esp-poliza-2.pdf', pdfMinimo('Poliza con cobertura de estructura')));
    await capturar(page, 'espectacular-10-correccion');
    await page.getByRole('button', { name: 'Actualizar', exact: true }).click();
    await expect(toast(page, 'Solicitud actualizada exitosamente').first()).toBeVisible();
    await expect(page.getByLabel('Referencias', { exact: true })).toHaveValue(/18 m$/);
    await page.getByRole('button', { name: 'Enviar a revisión' }).click();
    await page.getByRole('alertdialog', { name: 'Enviar a revisión' }).getByRole('button', { name: 'Enviar a revisión' }).click();
    await expect(toast(page, 'Solicitud enviada exitosamente').first()).toBeVisible(ESPERA_FLUJO);
    // Desarrollo Urbano's reviewer checks the correction first (10); then it climbs straight back
    // to the level that returned it, the Dirección (3): the head of department approved it already.
    await esperarTarjeta(page, folio, 'ENVIADA A REVISIÓN');
    await tarea(browser, 'desarrollo.urbano', `Revisión técnica de ${QUE} (reenvío)`, folio, 'espectacular-10b-revision-correccion');
    await esperarTarjeta(page, folio, 'VALIDADA Y ENVIADA A DIRECCIÓN');
    await abrirDesdeTarjeta(page, tarjeta(page, folio), folio);
    await palabrasDeLaPagina(page, 'VALIDADA Y ENVIADA A DIRECCIÓN', 'Dirección de Desarrollo Urbano');
  });

  await test.step('la Dirección aprueba y el contribuyente paga los derechos en la pasarela', async () => {
    await decidirEnPagina(browser, 'direccion.urbano', id, 'VALIDADA Y ENVIADA A DIRECCIÓN', 'Aprobar y enviar a firma', 'espectacular-11-direccion-aprueba');
    const t = await esperarTarjeta(page, folio, 'APROBADA Y ENVIADA A FIRMA');
    await abrirDesdeTarjeta(page, t, folio);
    await palabrasDeLaPagina(page, 'APROBADA Y ENVIADA A FIRMA', 'Pago y validación');
    const edo = page.getByRole('group', { name: 'Estado de cuenta' });
    await expect(edo.getByText('Por pagar', { exact: true })).toBeVisible(ESPERA_FLUJO);
    await capturar(page, 'espectacular-12-por-pagar');
    await revisarAccesibilidad(page, 'pago de derechos del espectacular');
    const ventana = await abrirPasarela(page, edo.getByRole('button', { name: 'Pagar en línea' }));
    await llenarTarjeta(ventana, 'aprobada');
    await ventana.getByRole('button', { name: 'Pagar' }).click();
    await expect(ventana.getByRole('heading', { name: 'Pago aprobado', level: 1 })).toBeVisible();
    await capturar(ventana, 'espectacular-13-pasarela');
    await cerrarVentana(ventana);
    await expect(page.getByTestId('aviso-pago')).toContainText('Pago registrado exitosamente');
    await expect(edo.getByText('Pagado', { exact: true })).toBeVisible(ESPERA_FLUJO);
    await capturar(page, 'espectacular-14-pagado');
  });

  await test.step('Desarrollo Urbano valida el pago y la Dirección firma el dictamen', async () => {
    await tarea(browser, 'desarrollo.urbano', `Validación del pago del dictamen de ${QUE}`, folio, 'espectacular-15-validacion');
    const direccion = await abrirSesion(browser, 'direccion.urbano');
    try {
      await expect(async () => {
        await direccion.goto(`/admin/espectacular/${id}`);
        // The demo signs the dictamen with e.firma (docs/EFIRMA.md): the Dirección's demo files, in the browser.
        await expect(direccion.getByRole('button', { name: 'Firmar con e.firma' })).toBeEnabled({ timeout: 10_000 });
      }).toPass({ timeout: 90_000 });
      await palabrasDeLaPagina(direccion, 'APROBADA Y ENVIADA A FIRMA');
      await capturar(direccion, 'espectacular-16-firma');
      await revisarAccesibilidad(direccion, 'firma del dictamen');
      await firmarConEfirma(direccion, 'direccion.urbano', 'espectacular-16-firma', /\/admin\/espectacular\/\d+$/);
    } finally {
      await direccion.context().close();
    }
  });

  await test.step('el contribuyente abre su dictamen firmado y su folio se verifica', async () => {
    const t = await esperarTarjeta(page, folio, 'DICTAMEN FIRMADO');
    await capturar(page, 'espectacular-17-firmado');
    await revisarAccesibilidad(page, 'espectacular con dictamen firmado');
    await t.getByRole('button', { name: `Acciones de la solicitud ${folio}` }).click();
    await page.getByRole('menuitem', { name: 'Ver dictamen firmado' }).click();
    const visor = page.getByRole('dialog', { name: `Dictamen firmado ${folio}` });
    await expect(visor.locator('iframe')).toBeVisible(PDF);
    await capturar(page, 'espectacular-18-dictamen');
    await page.keyboard.press('Escape');
    await abrirDesdeTarjeta(page, t, folio);
    await palabrasDeLaPagina(page, 'DICTAMEN FIRMADO');
    const texto = await textoDictamen(request, id);
    expect(texto).toContain(folio);
    expect(texto).not.toContain('BORRADOR');

    await page.goto(`/verificar/${folio}`);
    await expect(page.getByRole('heading', { name: 'Verificación de dictamen', level: 1 })).toBeVisible();
    await expect(page.getByText('Válido', { exact: true })).toBeVisible();
    await capturar(page, 'espectacular-19-verificacion');
    await revisarAccesibilidad(page, 'verificación del dictamen');
  });
});
