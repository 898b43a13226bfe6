// A high-risk establishment sign end to end (spec 3 §2.2, §4.1, §5.1–5.2, §7.1, §8.2, §9), as the
// people involved live it. A new establishment on the demo key whose property tax is paid is
// registered through the API (the licence's own walk covers that form). From the card's
// 'Solicitudes de anuncios' the taxpayer adds a self-supporting sign (type 2: high risk), which
// asks for the structural memory and the third-party liability letter (PDF only); saving starts
// the request (PENDIENTE DE ENVIAR). The taxpayer sends it to review; Desarrollo Urbano and then
// Protección Civil approve it; the taxpayer pays service 1756 in the gateway's window; Desarrollo
// Urbano validates the payment and signs the authorization format; the taxpayer opens it.
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Browser } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { MENSAJES_ANUNCIO as M } from '../../domain/anuncios/mensajes';
import { formularioLicenciaEjemplo } from '../../sim/formularios';
import { ESPERA_FLUJO, resolverTarea } from './bandeja';
import { FIRMANTES_DEMO } from '../../sim/efirma/demo';
import { pdfsig } from '../pdfsig';
import { expect, test } from './fixtures';
import {
  DEMO_PASSWORD,
  RFC_CONTRIBUYENTE,
  abrirPasarela,
  accionEstablecimiento,
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

// One run, one establishment: a suffix keeps a re-run against the same database unambiguous.
const NOMBRE = `ÓPTICA LA ESTRELLA ${Date.now().toString(36).slice(-4).toUpperCase()}`;

test.beforeAll(() => limpiarCapturas((f) => f.startsWith('anuncios-')));

async function registrarEstablecimiento(request: APIRequestContext) {
  const login = await request.post('/api/login', { data: { username: RFC_CONTRIBUYENTE, password: DEMO_PASSWORD, remember: false } });
  expect(login.ok()).toBe(true);
  const headers = { authorization: `Bearer ${(await login.json()).data.token as string}` };
  const alta = await request.post('/api/establecimientos', {
    headers,
    data: formularioLicenciaEjemplo({
      nombre_comercial: NOMBRE,
      telefono_oficina: '(983) 832 7788',
      superficie_m2: 80,
      numero_empleados: 3,
      cajones_estacionamiento: 1,
      inversion_estimada: '90000',
      domicilio: { codigo_postal: '77000', localidad_id: 1, colonia_id: 1, calle_id: 100, numero_exterior: '118', latitud: 18.5031, longitud: -88.2955 },
    }),
  });
  expect(alta.status(), await alta.text()).toBe(200);
  const { id, contribuyente_id: cid, licencia } = (await alta.json()).data as { id: number; contribuyente_id: number; licencia: { id: number }[] };
  /** Its licence request sent to review, as the taxpayer does from the licence form. */
  return async function enviarLicencia() {
    const archivo = (name: string, mimeType: string, buffer: Buffer) => ({ name, mimeType, buffer });
    const subida = await request.post('/api/establecimientos/storage/files', {
      headers,
      // The ids before the files, as the web sends them (the owner is checked before a file is read).
      multipart: {
        contribuyente_id: String(cid),
        locacion_id: String(id),
        'documento[0][file]': archivo('constancia_sat.pdf', 'application/pdf', pdfMinimo()),
        'documento[0][code]': 'constancia_sat',
        'documento[1][file]': archivo('fachada.png', 'image/png', pngMinimo()),
        'documento[1][code]': 'frente',
      },
    });
    expect(subida.status(), await subida.text()).toBe(200);
    const envio = await request.post(`/api/licencia/${licencia[0].id}/changestatus`, { headers, data: { estatus_licencia: 10 } });
    expect(envio.status(), await envio.text()).toBe(200);
  };
}

interface Tarea {
  usuario: string;
  titulo: string;
  folio: string;
  captura: string;
  boton: string;
  /** what the reviewer checks on the task before deciding */
  antes?: (p: import('@playwright/test').Page) => Promise<void>;
}

/** A staff member decides in the inbox (bandeja.ts); every task of this walk names the business and says it is high risk. */
const resolver = (browser: Browser, t: Tarea) =>
  resolverTarea(browser, {
    ...t,
    nombre: NOMBRE,
    antes: async (p) => {
      await expect(p.getByText('Alto riesgo').first()).toBeVisible();
      await t.antes?.(p);
    },
  });

test('anuncio autosoportado de alto riesgo: solicitud, Desarrollo Urbano, Protección Civil, pago, validación, firma y formato de autorización', async ({ page, browser, request }) => {
  test.setTimeout(360_000);
  const enviarLicencia = await registrarEstablecimiento(request);
  let folio = '';
  const dialogo = page.getByRole('dialog', { name: 'Solicitudes de anuncios' });

  await test.step('la ventanilla lleva a las solicitudes de anuncios', async () => {
    await page.goto('/signin');
    await iniciarSesion(page, RFC_CONTRIBUYENTE);
    await page.goto('/admin/ventanilla');
    await page.getByRole('link', { name: /Anuncios en establecimientos/ }).click();
    await expect(page).toHaveURL(/\/admin\/establecimientos-anuncios$/);
    await expect(page.getByRole('heading', { name: 'Solicitudes de anuncios', level: 1 })).toBeVisible();
    await capturar(page, 'anuncios-01-establecimientos');
    await revisarAccesibilidad(page, 'solicitudes de anuncios de los establecimientos');
  });

  await test.step('mientras su licencia es un borrador no se le ofrece agregar anuncios, y se le dice por qué', async () => {
    await accionEstablecimiento(page, NOMBRE, 'Solicitudes de anuncios');
    await expect(dialogo.getByRole('status').filter({ hasText: 'Aún no puede solicitar anuncios' })).toContainText(M.sinLicencia);
    await expect(dialogo.getByRole('link', { name: `Agregar anuncio a ${NOMBRE}` })).toHaveCount(0);
    await capturar(page, 'anuncios-01a-sin-licencia');
    await page.keyboard.press('Escape');
    await enviarLicencia();
  });

  await test.step('desde la tarjeta del establecimiento agrega un anuncio autosoportado', async () => {
    await accionEstablecimiento(page, NOMBRE, 'Solicitudes de anuncios');
    await expect(dialogo.getByText(M.sinSolicitudes)).toBeVisible();
    await capturar(page, 'anuncios-02-sin-solicitudes');
    await dialogo.getByRole('link', { name: `Agregar anuncio a ${NOMBRE}` }).click();
    await expect(page.getByRole('heading', { name: M.creacionAnuncio, level: 1 })).toBeVisible();
    await expect(page.getByText(NOMBRE).first()).toBeVisible();
    // Nothing filled: the form marks what is missing.
    await page.getByRole('button', { name: M.guardar }).click();
    await expect(toast(page, M.completeCamposMarcados).first()).toBeVisible();
    const fila = page.getByRole('group', { name: 'Detalle 1' });
    await fila.getByLabel('Tipo de anuncio').selectOption({ label: 'Anuncio autosoportado' });
    await expect(page.getByText(M.altoRiesgo)).toBeVisible();
    await fila.getByLabel('Alto').fill('3');
    await fila.getByLabel('Ancho').fill('2.5');
    await fila.getByLabel('Material').selectOption({ label: 'Lámina' });
    await fila.getByLabel('Caras/vistas/pantallas').fill('2');
    await page.getByLabel('Forma de instalación').fill('Estructura metálica propia anclada al piso');
    await page.getByLabel('Contenido').fill('ÓPTICA LA ESTRELLA · EXAMEN DE LA VISTA');
    await page.getByLabel('Iluminado').check();
    await page.getByRole('radio', { name: 'Propio' }).check();
    // spec 3 §5.2: the structural memory is a PDF only.
    await page.getByLabel('Memoria de cálculo estructural').setInputFiles(escribirArchivo('memoria.png', pngMinimo()));
    await expect(toast(page, 'Para la memoria de cálculo estructural solo se permiten archivos PDF').first()).toBeVisible();
    await page.getByLabel('Memoria de cálculo estructural').setInputFiles(escribirArchivo('memoria.pdf', pdfMinimo('Memoria de cálculo estructural')));
    await page.getByLabel('Carta responsiva de terceros').setInputFiles(escribirArchivo('responsiva.pdf', pdfMinimo('Carta responsiva de terceros')));
    await page.getByLabel('Documento de propiedad').setInputFiles(escribirArchivo('propiedad.pdf', pdfMinimo('Escritura')));
    await page.getByLabel('Fotografía', { exact: true }).setInputFiles(escribirArchivo('anuncio.png', pngMinimo()));
    await capturar(page, 'anuncios-03-formulario');
    await revisarAccesibilidad(page, 'creación de anuncio');
    await page.getByRole('button', { name: M.guardar }).click();
    await expect(toast(page, M.solicitudRegistrada).first()).toBeVisible(ESPERA_FLUJO);
    // On a successful save the form goes back one page.
    await expect(page).toHaveURL(/\/admin\/establecimientos$/);
  });

  await test.step('la solicitud queda PENDIENTE DE ENVIAR y la envía a revisión', async () => {
    await accionEstablecimiento(page, NOMBRE, 'Solicitudes de anuncios');
    const fila = dialogo.getByRole('row').filter({ hasText: 'Anuncio autosoportado' });
    await expect(fila.getByText(M.pendienteEnviar)).toBeVisible();
    folio = ((await fila.getByText(/^ANU-\d{4}-\d+$/).textContent()) ?? '').trim();
    expect(folio).toMatch(/^ANU-\d{4}-\d+$/);
    await capturar(page, 'anuncios-04-dialogo');
    await revisarAccesibilidad(page, 'solicitudes de anuncios del establecimiento');
    await fila.getByRole('link', { name: `Ver anuncios de la solicitud ${folio}` }).click();
    await expect(page.getByRole('heading', { name: `Anuncios de ${NOMBRE}`, level: 1 })).toBeVisible();
    const tarjeta = page.getByRole('article').filter({ hasText: 'Anuncio autosoportado' });
    await expect(tarjeta.getByText('3.00 × 2.50 m').or(tarjeta.getByText(/3(\.00)?\s*×\s*2\.50?/)).first()).toBeVisible();
    await expect(tarjeta.getByText('Lámina').first()).toBeVisible();
    await expect(page.getByText(M.altoRiesgo)).toBeVisible();
    await capturar(page, 'anuncios-05-solicitud');
    await revisarAccesibilidad(page, 'anuncios de la solicitud');
    // While a draft, the sign is edited ('Actualizar') and the form goes back to the request.
    await tarjeta.getByRole('link', { name: 'Editar anuncio 1' }).click();
    await expect(page.getByRole('heading', { name: M.creacionAnuncio, level: 1 })).toBeVisible();
    await expect(page.getByLabel('Forma de instalación')).toHaveValue('Estructura metálica propia anclada al piso');
    await expect(page.getByText('memoria.pdf')).toBeVisible();
    await page.getByLabel('Contenido').fill('ÓPTICA LA ESTRELLA · EXAMEN DE LA VISTA GRATIS');
    await page.getByRole('button', { name: M.actualizar }).click();
    await expect(toast(page, M.anuncioActualizado).first()).toBeVisible(ESPERA_FLUJO);
    await expect(page.getByRole('heading', { name: `Anuncios de ${NOMBRE}`, level: 1 })).toBeVisible();
    await expect(tarjeta.getByText('EXAMEN DE LA VISTA GRATIS')).toBeVisible();
    await page.getByRole('button', { name: M.enviarRevision }).click();
    const confirmar = page.getByRole('alertdialog', { name: M.enviarRevision });
    await expect(confirmar.getByText(M.confirmarEnvio)).toBeVisible();
    await confirmar.getByRole('button', { name: M.enviarRevision }).click();
    await expect(toast(page, M.solicitudEnviada).first()).toBeVisible(ESPERA_FLUJO);
    // Sent: grey, no longer editable.
    await expect(page.getByRole('button', { name: M.enviarRevision })).toHaveCount(0);
    await expect(tarjeta.getByRole('button', { name: /Eliminar/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: M.agregar, exact: true })).toHaveCount(0);
    await expect(page.getByText(M.pendienteEnviar)).toHaveCount(0);
    await capturar(page, 'anuncios-06-enviada');
  });

  await test.step('Desarrollo Urbano y Protección Civil aprueban', async () => {
    await resolver(browser, { usuario: 'desarrollo.urbano', titulo: 'Revisión de solicitud de anuncio', folio, captura: 'anuncios-07-revision-du', boton: 'Aprobar' });
    await resolver(browser, {
      usuario: 'proteccion.civil',
      titulo: 'Revisión de riesgo: anuncio',
      folio,
      captura: 'anuncios-08-revision-pc',
      boton: 'Aprobar',
      antes: async (p) => {
        await expect(p.getByRole('button', { name: 'Memoria de cálculo estructural' })).toBeVisible();
        await expect(p.getByRole('button', { name: 'Carta responsiva de terceros' })).toBeVisible();
      },
    });
  });

  await test.step('el contribuyente paga el estado de cuenta 1756 en la pasarela', async () => {
    const pagar = page.getByRole('group', { name: 'Estado de cuenta' }).getByRole('button', { name: M.pagarEnLinea });
    await expect(async () => {
      await page.reload();
      await expect(pagar).toBeVisible({ timeout: 10_000 });
    }).toPass({ timeout: 90_000 });
    await expect(page.getByRole('group', { name: 'Estado de cuenta' }).getByText('Por pagar', { exact: true })).toBeVisible();
    await capturar(page, 'anuncios-09-por-pagar');
    await revisarAccesibilidad(page, 'solicitud de anuncio por pagar');
    const ventana = await abrirPasarela(page, pagar);
    await llenarTarjeta(ventana, 'aprobada');
    await ventana.getByRole('button', { name: 'Pagar' }).click();
    await expect(ventana.getByRole('heading', { name: 'Pago aprobado', level: 1 })).toBeVisible();
    await capturar(ventana, 'anuncios-10-pasarela-aprobado');
    await cerrarVentana(ventana);
    await expect(page.getByTestId('aviso-pago')).toContainText('Pago registrado exitosamente');
    await expect(page.getByRole('group', { name: 'Estado de cuenta' }).getByText('Pagado', { exact: true })).toBeVisible(ESPERA_FLUJO);
    await capturar(page, 'anuncios-11-pagado');
  });

  await test.step('Desarrollo Urbano valida el pago y firma el formato de autorización', async () => {
    await resolver(browser, { usuario: 'desarrollo.urbano', titulo: 'Validación del pago de anuncio', folio, captura: 'anuncios-12-validacion', boton: 'Aprobar' });
    await resolver(browser, { usuario: 'desarrollo.urbano', titulo: 'Firma del formato de autorización de anuncio', folio, captura: 'anuncios-13-firma', boton: 'Firmar formato de autorización' });
  });

  await test.step('el contribuyente ve la solicitud autorizada y abre el formato de autorización', async () => {
    const ver = page.getByRole('button', { name: M.verFormato });
    await expect(async () => {
      await page.reload();
      await expect(ver).toBeVisible({ timeout: 10_000 });
    }).toPass({ timeout: 90_000 });
    await expect(page.getByText('AUTORIZADO', { exact: true }).first()).toBeVisible();
    await ver.click();
    const visor = page.getByRole('dialog', { name: `Formato de autorización ${folio}` });
    await expect(visor.locator('iframe')).toBeVisible();
    await expect(toast(page, M.formatoGenerado).first()).toBeVisible();
    await capturar(page, 'anuncios-14-formato');
    const [descarga] = await Promise.all([page.waitForEvent('download'), visor.getByRole('link', { name: 'Descargar' }).click()]);
    const archivo = readFileSync(await descarga.path());
    expect(archivo.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // Signed with e.firma by Desarrollo Urbano (the demo's mode): any reader validates it offline.
    const { firmas, salida } = pdfsig(new Uint8Array(archivo));
    expect(firmas.map((f) => f.firmante), salida).toEqual([FIRMANTES_DEMO['desarrollo.urbano'].nombre]);
    expect(firmas.every((f) => f.valida && f.todoElDocumento), salida).toBe(true);
    // What the taxpayer reads in the file (headless Chromium has no PDF viewer to look at).
    const texto = (await extractText(await getDocumentProxy(new Uint8Array(archivo)), { mergePages: true })).text;
    expect(texto).toContain(folio);
    expect(texto).toContain(NOMBRE);
    expect(texto).toContain('Anuncio autosoportado');
    await page.keyboard.press('Escape');
    await expect(visor).toHaveCount(0);
    await capturar(page, 'anuncios-15-autorizada');
    await revisarAccesibilidad(page, 'solicitud de anuncio autorizada');
    // The card's dialog says the same word.
    await accionEstablecimiento(page, NOMBRE, 'Solicitudes de anuncios');
    await expect(dialogo.getByRole('row').filter({ hasText: folio }).getByText('AUTORIZADO', { exact: true })).toBeVisible();
  });
});
