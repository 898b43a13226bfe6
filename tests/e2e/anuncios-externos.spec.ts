// A public-road sign end to end (spec 3 §2.3, §3.2, §4.1, §5.1–5.2, §7.2, §8.2), as the people
// involved live it: the taxpayer opens 'Anuncios en vía pública', starts 'Solicitud de anuncio en
// vía pública' with a cadastral key (an unknown key is refused), fills the form (property tax paid,
// the cadastre's address, owned property with its document and the cadastral certificate, a lit box
// sign with its photograph; a wrong file type refused), saves it, asks for an additional sign and
// sends the request to review. Desarrollo Urbano returns it with a reason; the taxpayer reads it,
// corrects the sign ('Actualizar datos anuncio') and sends it again; Desarrollo Urbano approves, the
// taxpayer pays the 1756 fee in the gateway's window, Desarrollo Urbano validates the payment and
// signs the authorization format, which the taxpayer then opens.
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { CLAVES_DEMO } from '../../sim/municipio-demo';
import { ESPERA_FLUJO, resolverTarea } from './bandeja';
import { expect, test } from './fixtures';
import {
  DEMO_PASSWORD,
  RFC_CONTRIBUYENTE,
  abrirPasarela,
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
const MOTIVO = 'La fotografía no muestra el sitio donde se instalará el anuncio. Indique también el contenido completo.';
const CONTENIDO = `FARMACIA SAN JOSÉ ${Date.now().toString(36).slice(-4).toUpperCase()}`;
// Updates answer once the workflow applied them (up to 20 s on a cold worker).
const PDF = { timeout: 20_000 };

test.beforeAll(() => limpiarCapturas((f) => f.startsWith('via-publica-')));

const lista = (page: Page) => page.getByRole('list', { name: 'Solicitudes de anuncios en vía pública' });
const tarjeta = (page: Page, folio: string) => lista(page).getByRole('article').filter({ hasText: folio });

/** The sidebar's 'Anuncios en vía pública', filtered by the request's folio. */
async function abrirLista(page: Page, folio?: string) {
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Anuncios en vía pública' }).click();
  await expect(page).toHaveURL(/\/admin\/anuncios-externos/);
  await expect(page.getByRole('heading', { name: 'Anuncios en vía pública', level: 1 })).toBeVisible();
  if (folio) {
    await page.getByLabel('Folio', { exact: true }).fill(folio);
    await expect(page).toHaveURL(new RegExp(`folio=${folio}`));
  }
}

/** The request's card, reloading the list until `listo` shows in it (the workflow projects the status). */
async function esperarTarjeta(page: Page, folio: string, listo: (t: Locator) => Locator): Promise<Locator> {
  const t = tarjeta(page, folio);
  await expect(async () => {
    await page.goto(`/admin/anuncios-externos?folio=${folio}`);
    await expect(listo(t)).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 90_000 });
  return t;
}

async function accion(page: Page, t: Locator, folio: string, etiqueta: string) {
  await t.getByRole('button', { name: `Acciones de la solicitud ${folio}` }).click();
  await page.getByRole('menuitem', { name: etiqueta }).click();
}

/** One detail row of the sign: type, Alto, Ancho, Material, Caras (and Pieza when the type asks). */
async function llenarDetalle(grupo: Locator, tipo: string, alto: string, ancho: string, material: string, caras: string, pieza?: string) {
  await grupo.getByLabel('Tipo de anuncio').selectOption({ label: tipo });
  await grupo.getByLabel('Alto').fill(alto);
  await grupo.getByLabel('Ancho').fill(ancho);
  await grupo.getByLabel('Material').selectOption({ label: material });
  await grupo.getByLabel('Caras/vistas/pantallas').fill(caras);
  if (pieza) await grupo.getByLabel('Pieza').fill(pieza);
}

interface Tarea {
  titulo: string;
  folio: string;
  captura: string;
  boton: 'Aprobar' | 'Firmar formato de autorización' | 'Rechazar';
  motivo?: string;
  revisar?: boolean;
}

/** Desarrollo Urbano decides in its inbox (bandeja.ts): approves, signs or returns the request with its reason. */
const tareaDesarrolloUrbano = (browser: Browser, t: Tarea) =>
  resolverTarea(browser, { ...t, usuario: 'desarrollo.urbano', nombre: CONTENIDO, ...(t.boton === 'Rechazar' ? { boton: undefined, motivoRechazo: t.motivo } : {}) });

/** The authorization format as the API serves it (the viewer shows the same bytes): its text. */
async function textoFormato(request: APIRequestContext, id: number): Promise<string> {
  const login = await request.post('/api/login', { data: { username: RFC_CONTRIBUYENTE, password: DEMO_PASSWORD, remember: false } });
  const token = (await login.json()).data.token as string;
  const r = await request.post(`/api/anuncioexterno/${id}/generateformatoautorizacion`, { headers: { authorization: `Bearer ${token}` } });
  expect(r.status()).toBe(200);
  expect(r.headers()['content-type']).toContain('application/pdf');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await r.body())), { mergePages: true });
  return text;
}

test('anuncio en vía pública: solicitud, anuncio adicional, devolución y reenvío, revisión, pago en línea, validación, firma y formato de autorización', async ({ page, browser, request }) => {
  test.setTimeout(420_000);
  let folio = '';
  let solicitudId = 0;

  await test.step('el contribuyente abre sus anuncios en vía pública e inicia una solicitud', async () => {
    await page.goto('/signin');
    await iniciarSesion(page, RFC_CONTRIBUYENTE);
    await abrirLista(page);
    // A filter that finds nothing, then the list again.
    await page.getByLabel('Folio', { exact: true }).fill('AVP-1900-000001');
    await expect(page.getByText('No hay coincidencias')).toBeVisible();
    await page.getByLabel('Folio', { exact: true }).fill('');
    await expect(page).not.toHaveURL(/folio=/);
    await expect(page.getByText('No hay coincidencias')).toHaveCount(0);
    // spec 3 §2.3: the empty list's words, when the taxpayer has no request yet.
    if ((await lista(page).count()) === 0) await expect(page.getByText('No hay solicitudes de anuncios')).toBeVisible();
    await capturar(page, 'via-publica-01-lista');
    await revisarAccesibilidad(page, 'anuncios en vía pública');

    await page.getByRole('button', { name: 'Solicitud de anuncio en vía pública' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Solicitud de anuncio en vía pública' });
    await dialogo.getByLabel('Clave catastral').fill(CLAVES_DEMO.noEncontrada);
    await dialogo.getByRole('button', { name: 'Consultar' }).click();
    await expect(dialogo.getByText('La clave no ha sido encontrada en catastro')).toBeVisible();
    await capturar(page, 'via-publica-02-clave');
    await revisarAccesibilidad(page, 'clave catastral del anuncio');
    await dialogo.getByLabel('Clave catastral').fill(CLAVE);
    await dialogo.getByRole('button', { name: 'Consultar' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/anuncio-externo/solicitud\\?clave=${CLAVE}$`));
  });

  await test.step('llena el formulario: predial pagado, domicilio de catastro, documentos, detalle y fotografía', async () => {
    await expect(page.getByRole('heading', { name: 'Solicitud de anuncio en vía pública', level: 1 })).toBeVisible();
    await expect(page.getByText('Impuesto predial pagado')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Domicilio del predio' }).getByText(/BELICE 345/i)).toBeVisible({ timeout: 10_000 });
    // spec 8.2: nothing filled → the marked fields.
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(toast(page, 'Complete los campos marcados en el formulario').first()).toBeVisible();

    await page.getByRole('radio', { name: 'Propio' }).click();
    await page.getByLabel('Documento de propiedad').setInputFiles(escribirArchivo('avp-escritura.pdf', pdfMinimo('Escritura publica 778')));
    await page.getByLabel('Constancia o cédula catastral').setInputFiles(escribirArchivo('avp-cedula.pdf', pdfMinimo('Cedula catastral')));
    await page.getByLabel('Referencias').fill('Frente al parque de Payo Obispo');
    await llenarDetalle(page.getByRole('group', { name: 'Detalle 1' }), 'Luminoso en caja', '2', '1.5', 'Acrílico', '2', '1');
    await page.getByLabel('Forma de instalación').fill('Atornillado a estructura metálica');
    await page.getByLabel('Contenido').fill(CONTENIDO);
    await page.getByLabel('Iluminado').click();
    // spec 3 §5.2: a photograph is PNG, JPEG or JPG only.
    await page.getByLabel('Fotografía', { exact: true }).setInputFiles(escribirArchivo('avp-foto.pdf', pdfMinimo('No es una foto')));
    await expect(toast(page, 'Para la fotografía solo se permiten archivos PNG, JPEG, JPG').first()).toBeVisible();
    await page.getByLabel('Fotografía', { exact: true }).setInputFiles(escribirArchivo('avp-foto.png', pngMinimo()));
    await capturar(page, 'via-publica-03-formulario');
    await revisarAccesibilidad(page, 'solicitud de anuncio en vía pública');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(toast(page, 'Solicitud de anuncio en vía pública registrado exitosamente').first()).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/anuncios-externos$/);
  });

  await test.step('la tarjeta dice PENDIENTE DE ENVIAR; pide un anuncio adicional', async () => {
    const t = lista(page).getByRole('article').filter({ has: page.getByText(`Clave catastral ${CLAVE}`) }).filter({ hasText: 'PENDIENTE DE ENVIAR' }).first();
    folio = ((await t.getByRole('heading', { level: 2 }).textContent()) ?? '').trim();
    expect(folio).toMatch(/^AVP-\d{4}-\d{6}$/);
    solicitudId = Number(folio.slice(-6));
    await expect(t.getByText('1 anuncio', { exact: false })).toBeVisible();
    await accion(page, t, folio, 'Permisos de anuncios publicitarios');
    const permisos = page.getByRole('dialog', { name: 'Permisos de anuncios publicitarios' });
    await expect(permisos.getByRole('article')).toHaveCount(1);
    await expect(permisos.getByText(CONTENIDO)).toBeVisible();
    await capturar(page, 'via-publica-04-permisos');
    await revisarAccesibilidad(page, 'permisos de anuncios publicitarios');
    await permisos.getByRole('button', { name: 'Solicitar anuncios adicionales' }).click();
    await expect(page).toHaveURL(new RegExp(`solicitud=${solicitudId}$`));
    await expect(page.getByText('Impuesto predial pagado')).toBeVisible();
    await llenarDetalle(page.getByRole('group', { name: 'Detalle 1' }), 'Adosado a fachada', '3', '0.8', 'Vinil', '1');
    await page.getByLabel('Forma de instalación').fill('Adherido a la barda');
    await page.getByLabel('Fotografía', { exact: true }).setInputFiles(escribirArchivo('avp-foto-2.png', pngMinimo(300, 180)));
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(toast(page, 'Anuncio registrado exitosamente').first()).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/anuncios-externos$/);
    await expect(tarjeta(page, folio).getByText('2 anuncios', { exact: false })).toBeVisible();
  });

  await test.step('ve la solicitud impresa y la envía a revisión', async () => {
    const t = tarjeta(page, folio);
    await accion(page, t, folio, 'Ver detalle de la solicitud');
    const detalle = page.getByRole('dialog', { name: `Solicitud ${folio}` });
    await expect(detalle.getByRole('row').filter({ hasText: 'Documento de propiedad' })).toHaveCount(1);
    await capturar(page, 'via-publica-05-detalle');
    await revisarAccesibilidad(page, 'detalle de la solicitud');
    await detalle.getByRole('button', { name: 'Ver solicitud impresa' }).click();
    const visor = page.getByRole('dialog', { name: `Solicitud impresa ${folio}` });
    await expect(visor.locator('iframe')).toBeVisible(PDF);
    await capturar(page, 'via-publica-06-solicitud-impresa');
    await page.keyboard.press('Escape');
    await expect(visor).toHaveCount(0);
    await detalle.getByRole('button', { name: 'Enviar a revisión' }).click();
    const confirmar = page.getByRole('alertdialog', { name: 'Enviar a revisión' });
    await expect(confirmar.getByText(/ya no podrá editar la solicitud/)).toBeVisible();
    await confirmar.getByRole('button', { name: 'Enviar a revisión' }).click();
    await expect(toast(page, 'Solicitud enviada exitosamente').first()).toBeVisible(ESPERA_FLUJO);
    await expect(t.getByText('ENVIADO A REVISIÓN')).toBeVisible(ESPERA_FLUJO);
    await capturar(page, 'via-publica-07-enviada');
  });

  await test.step('Desarrollo Urbano la devuelve con su motivo', async () => {
    await tareaDesarrolloUrbano(browser, { titulo: 'Revisión de solicitud de anuncio en vía pública', folio, captura: 'via-publica-08-devolucion', boton: 'Rechazar', motivo: MOTIVO });
  });

  await test.step('el contribuyente lee el motivo, corrige el anuncio y lo reenvía', async () => {
    const t = await esperarTarjeta(page, folio, (x) => x.getByText('DEVUELTO PARA CORRECCIÓN'));
    await expect(t.getByText(MOTIVO)).toBeVisible();
    await capturar(page, 'via-publica-09-devuelta');
    await revisarAccesibilidad(page, 'solicitud devuelta');
    await accion(page, t, folio, 'Permisos de anuncios publicitarios');
    const permisos = page.getByRole('dialog', { name: 'Permisos de anuncios publicitarios' });
    await permisos.getByRole('article').filter({ hasText: CONTENIDO }).getByRole('button', { name: 'Editar anuncio' }).click();
    await expect(page).toHaveURL(/anuncio=\d+/);
    await expect(page.getByLabel('Contenido')).toHaveValue(CONTENIDO);
    await page.getByLabel('Contenido').fill(`${CONTENIDO} · ABIERTO 24 HORAS`);
    await page.getByLabel('Fotografía', { exact: true }).setInputFiles(escribirArchivo('avp-foto-sitio.png', pngMinimo(400, 240)));
    await capturar(page, 'via-publica-10-edicion');
    await page.getByRole('button', { name: 'Actualizar datos anuncio' }).click();
    await expect(toast(page, 'Anuncio Actualizado exitosamente').first()).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/anuncios-externos$/);
    const t2 = tarjeta(page, folio);
    await accion(page, t2, folio, 'Enviar a revisión');
    await page.getByRole('alertdialog', { name: 'Enviar a revisión' }).getByRole('button', { name: 'Enviar a revisión' }).click();
    await expect(toast(page, 'Solicitud enviada exitosamente').first()).toBeVisible(ESPERA_FLUJO);
    await expect(t2.getByText('Solicitud devuelta')).toHaveCount(0, ESPERA_FLUJO);
  });

  await test.step('Desarrollo Urbano aprueba los anuncios', async () => {
    await tareaDesarrolloUrbano(browser, { titulo: 'Revisión de solicitud de anuncio en vía pública (reenvío)', folio, captura: 'via-publica-11-revision', boton: 'Aprobar', revisar: false });
  });

  await test.step('el contribuyente paga los derechos en la pasarela', async () => {
    const t = await esperarTarjeta(page, folio, (x) => x.getByText('PENDIENTE DE PAGO'));
    await accion(page, t, folio, 'Pagar derechos');
    const detalle = page.getByRole('dialog', { name: `Solicitud ${folio}` });
    const edo = detalle.getByRole('region', { name: 'Estado de cuenta' });
    await expect(edo.getByText('Por pagar', { exact: true })).toBeVisible();
    await capturar(page, 'via-publica-12-por-pagar');
    await revisarAccesibilidad(page, 'estado de cuenta del anuncio');
    const ventana = await abrirPasarela(page, edo.getByRole('button', { name: 'Pagar en línea' }));
    await llenarTarjeta(ventana, 'aprobada');
    await ventana.getByRole('button', { name: 'Pagar' }).click();
    await expect(ventana.getByRole('heading', { name: 'Pago aprobado', level: 1 })).toBeVisible();
    await capturar(ventana, 'via-publica-13-pasarela');
    await cerrarVentana(ventana);
    await expect(detalle.getByTestId('aviso-pago')).toContainText('Pago registrado exitosamente');
    await expect(edo.getByText('Pagado', { exact: true })).toBeVisible(ESPERA_FLUJO);
    await expect(edo.getByRole('button', { name: 'Pagar en línea' })).toHaveCount(0);
    await capturar(page, 'via-publica-14-pagado');
    await page.keyboard.press('Escape');
  });

  await test.step('Desarrollo Urbano valida el pago y firma el formato de autorización', async () => {
    await tareaDesarrolloUrbano(browser, { titulo: 'Validación del pago de anuncio en vía pública', folio, captura: 'via-publica-15-validacion', boton: 'Aprobar' });
    await tareaDesarrolloUrbano(browser, {
      titulo: 'Firma del formato de autorización de anuncio en vía pública',
      folio,
      captura: 'via-publica-16-firma',
      boton: 'Firmar formato de autorización',
    });
  });

  await test.step('el contribuyente ve su solicitud autorizada y abre el formato de autorización', async () => {
    const t = await esperarTarjeta(page, folio, (x) => x.getByText('AUTORIZADO', { exact: true }));
    await capturar(page, 'via-publica-17-autorizada');
    await revisarAccesibilidad(page, 'solicitud autorizada');
    await t.getByRole('button', { name: 'Ver formato autorización' }).click();
    const visor = page.getByRole('dialog', { name: `Formato de autorización ${folio}` });
    await expect(visor.locator('iframe')).toBeVisible(PDF);
    await expect(toast(page, 'Formato de autorización generado.').first()).toBeVisible();
    await capturar(page, 'via-publica-18-formato');
    await page.keyboard.press('Escape');
    const texto = await textoFormato(request, solicitudId);
    expect(texto).toContain(folio);
  });
});
