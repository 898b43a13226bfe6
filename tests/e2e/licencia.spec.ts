// The business-licence procedure end to end (issue 3), as the people involved live it: a
// taxpayer registers an establishment under SARE (cadastral key checked against cadastre and
// property tax, activities, documents, photos, a point on the map) and sends it to review;
// Coordinación SARE validates the data; Desarrollo Urbano verifies the land use; the taxpayer
// pays the land-use fee in the gateway's window; Desarrollo Urbano validates it; the taxpayer
// attaches the proof of the Protección Civil fee, which Protección Civil validates; the
// solid-waste fee is paid online and validated; the Director de Ingresos and the Tesorería sign.
// The taxpayer then downloads the licence, and anyone can check its folio on the public page.
import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { extractText, getDocumentProxy } from 'unpdf';
import { CLAVES_DEMO } from '../../sim/municipio-demo';
import {
  RFC_CONTRIBUYENTE,
  abrirEstadoDeCuenta,
  abrirPasarela,
  abrirSesion,
  accionEstablecimiento,
  capturar,
  cerrarVentana,
  dialogoEstadosCuenta,
  escribirArchivo,
  estadoDeCuenta,
  iniciarSesion,
  limpiarCapturas,
  llenarSolicitudSare,
  llenarTarjeta,
  pdfMinimo,
  revisarAccesibilidad,
  toast,
} from './helpers';

// One run, one establishment: a suffix keeps a re-run against the same database unambiguous.
const NOMBRE = `ABARROTES LA CEIBA ${Date.now().toString(36).slice(-4).toUpperCase()}`;
/** The request's folio, read from the form once it was sent: staff search their inbox by it. */
let folioSolicitud = '';
// Updates answer once the workflow applied them (up to 20 s on a cold worker).
const ESPERA_FLUJO = { timeout: 25_000 };
const MOTIVO_RECHAZO = 'El teléfono de oficina no corresponde al establecimiento. Corríjalo y envíe de nuevo.';

test.beforeAll(() => limpiarCapturas((f) => f.startsWith('licencia-')));

/**
 * A staff member opens the inbox, finds the task by the taxpayer's RFC and its title (the
 * workflow writes it; a person reloads until it is there), looks at it and approves or signs.
 */
async function resolverTarea(browser: Browser, usuario: string, titulo: string, captura: string, motivoRechazo?: string) {
  const page = await abrirSesion(browser, usuario);
  try {
    await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Bandeja de tareas' }).click();
    await expect(page.getByRole('heading', { name: 'Bandeja de tareas', level: 1 })).toBeVisible();
    await page.getByLabel('Buscar').fill(folioSolicitud);
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(folioSolicitud)}`));
    const fila = page.getByRole('row').filter({ hasText: folioSolicitud }).filter({ has: page.getByRole('cell', { name: titulo, exact: true }) });
    await expect(async () => {
      await page.reload();
      await expect(fila.filter({ hasText: 'Pendiente' })).toHaveCount(1, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await fila.filter({ hasText: 'Pendiente' }).getByRole('link').first().click();
    await expect(page.getByRole('heading', { name: titulo, level: 1 })).toBeVisible();
    await expect(page.getByText(NOMBRE).first()).toBeVisible();
    await capturar(page, captura);
    await revisarAccesibilidad(page, `tarea ${titulo}`);
    if (motivoRechazo) {
      await page.getByRole('button', { name: 'Rechazar' }).click();
      const dialogo = page.getByRole('dialog', { name: 'Rechazar' });
      await dialogo.getByLabel('Motivo del rechazo').fill(motivoRechazo);
      await dialogo.getByRole('button', { name: 'Rechazar' }).click();
      await expect(toast(page, 'Tarea resuelta exitosamente')).toBeVisible(ESPERA_FLUJO);
      return;
    }
    const firma = titulo.startsWith('Firma');
    const boton = firma ? 'Firmar licencia' : 'Aprobar';
    await page.getByRole('button', { name: boton }).click();
    const confirmar = page.getByRole('alertdialog', { name: boton });
    await expect(confirmar).toBeVisible();
    await confirmar.getByRole('button', { name: boton }).click();
    await expect(toast(page, 'Tarea resuelta exitosamente')).toBeVisible(ESPERA_FLUJO);
    await expect(page).toHaveURL(/\/admin\/bandeja$/);
  } finally {
    await page.context().close();
  }
}

const accion = (page: Page, etiqueta: string) => accionEstablecimiento(page, NOMBRE, etiqueta);

/**
 * 'Pagar en línea': the gateway's window opens, the test card is charged, the window is closed.
 * The dialog stays open and says the payment was recorded; the statement reads 'Pagado' (issue 8 §4).
 */
async function pagarEnLinea(page: Page, concepto: RegExp, captura: string) {
  const fila = await abrirEstadoDeCuenta(page, NOMBRE, concepto);
  const ventana = await abrirPasarela(page, fila.getByRole('button', { name: 'Pagar en línea' }));
  await llenarTarjeta(ventana, 'aprobada');
  await capturar(ventana, `${captura}-pasarela`);
  await revisarAccesibilidad(ventana, 'pasarela de pagos');
  await ventana.getByRole('button', { name: 'Pagar' }).click();
  await expect(ventana.getByRole('heading', { name: 'Pago aprobado', level: 1 })).toBeVisible();
  await capturar(ventana, `${captura}-aprobado`);
  await cerrarVentana(ventana);
  // The portal learnt it from the gateway's signed confirmation, and says so where the taxpayer paid.
  const dialogo = dialogoEstadosCuenta(page);
  await expect(dialogo.getByTestId('aviso-pago')).toContainText('Pago registrado exitosamente');
  await expect(estadoDeCuenta(dialogo, concepto).filter({ hasText: 'Pagado' })).toHaveCount(1);
  await capturar(page, captura);
  await revisarAccesibilidad(page, 'estados de cuenta y pagos');
  await page.keyboard.press('Escape');
}

test('licencia de funcionamiento SARE: solicitud, revisión de cada área, pagos, firmas, descarga y verificación pública', async ({ page, browser }) => {
  test.setTimeout(600_000);
  const comprobante = escribirArchivo('licencia-comprobante-anuencia.pdf', pdfMinimo('Recibo de pago anuencia'));

  await test.step('el contribuyente llena la solicitud', async () => {
    await page.goto('/signin');
    await iniciarSesion(page, RFC_CONTRIBUYENTE);
    await page.getByRole('button', { name: 'APERTURA DE ESTABLECIMIENTO' }).click();
    const area = page.getByRole('dialog', { name: 'Seleccione el área' });
    await expect(area).toBeVisible();
    await area.getByRole('button', { name: /^SARE/ }).click();
    await expect(page).toHaveURL(/\/admin\/establecimientos\/solicitud\?tipo=2$/);

    // The rest of the form waits for a key the cadastre knows and whose property tax is paid.
    const clave = page.getByLabel('Clave catastral', { exact: true });
    await clave.fill(CLAVES_DEMO.noEncontrada);
    await expect(page.getByText('La clave no ha sido encontrada en catastro').first()).toBeVisible();
    await expect(page.getByLabel('Nombre comercial')).toBeDisabled();
    await clave.fill(CLAVES_DEMO.adeudo);
    // A key that owes property tax opens 'Pagar predial' by itself, with the office's message.
    const predial = page.getByRole('alertdialog', { name: 'Pagar predial' });
    await expect(predial).toBeVisible();
    await expect(predial.getByRole('button', { name: 'Pagar en línea' })).toBeVisible();
    await capturar(page, 'licencia-00-pagar-predial');
    await predial.getByRole('button', { name: 'Cerrar' }).click();
    await expect(predial).toBeHidden();
    // It can be opened again from the key's status line; the form stays closed meanwhile.
    await expect(page.getByRole('button', { name: 'Pagar predial' })).toBeVisible();
    await expect(page.getByLabel('Nombre comercial')).toBeDisabled();
    // The cadastre fills the address and the surface; the rest is typed, attached and clicked.
    await llenarSolicitudSare(page, NOMBRE);
    await capturar(page, 'licencia-01-solicitud');
    await revisarAccesibilidad(page, 'solicitud de licencia');

    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'Establecimiento registrado exitosamente')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/establecimientos\/solicitud\/\d+$/);
    // The files were attached after the establishment existed: each one is listed with 'Ver'.
    await expect(page.getByRole('button', { name: 'Ver Constancia de situación fiscal (SAT)' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ver Fotografía del lateral derecho' })).toBeVisible();
  });

  await test.step('la envía a revisión', async () => {
    await page.getByRole('button', { name: 'Enviar a revisión' }).click();
    const confirmar = page.getByRole('alertdialog', { name: 'Enviar a revisión' });
    await expect(confirmar).toBeVisible();
    await confirmar.getByRole('button', { name: 'Enviar' }).click();
    await expect(toast(page, 'Solicitud enviada exitosamente')).toBeVisible(ESPERA_FLUJO);
    await expect(page.getByRole('button', { name: 'Enviado a revisión' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Ver solicitud impresa' })).toBeVisible();
    folioSolicitud = (await page.getByText(/^Folio \S+$/).innerText()).replace('Folio ', '').trim();
    expect(folioSolicitud).not.toBe('');
    await capturar(page, 'licencia-02-enviada');

    await page.goto('/admin/establecimientos');
    await expect(page.getByRole('heading', { name: NOMBRE })).toBeVisible();
    await capturar(page, 'licencia-03-mis-establecimientos');
    await revisarAccesibilidad(page, 'mis establecimientos');
  });

  await test.step('Coordinación SARE la devuelve con un motivo; el contribuyente corrige y la reenvía', async () => {
    await resolverTarea(browser, 'coordinacion.sare', 'Validación de datos de la solicitud de licencia', 'licencia-04-sare', MOTIVO_RECHAZO);
    await accion(page, 'Ver solicitud');
    await expect(page).toHaveURL(/\/admin\/establecimientos\/solicitud\/\d+$/);
    const devuelta = page.getByRole('alert').filter({ hasText: 'Su solicitud fue devuelta. Motivo:' });
    await expect(devuelta).toContainText(MOTIVO_RECHAZO, ESPERA_FLUJO);
    await capturar(page, 'licencia-05-devuelta');
    await page.getByLabel('Teléfono de oficina').fill('9838329090');
    await page.getByRole('button', { name: 'Actualizar' }).click();
    await expect(toast(page, 'Establecimiento actualizado exitosamente')).toBeVisible();
    await page.getByRole('button', { name: 'Enviar a revisión' }).click();
    await page.getByRole('alertdialog', { name: 'Enviar a revisión' }).getByRole('button', { name: 'Enviar' }).click();
    await expect(toast(page, 'Solicitud enviada exitosamente')).toBeVisible(ESPERA_FLUJO);
    await expect(page.getByRole('button', { name: 'Enviado a revisión' })).toBeDisabled();
  });

  await test.step('Coordinación SARE valida los datos y Desarrollo Urbano verifica el uso de suelo', async () => {
    await resolverTarea(browser, 'coordinacion.sare', 'Validación de datos de la solicitud de licencia (reenvío)', 'licencia-06-sare-reenvio');
    await resolverTarea(browser, 'desarrollo.urbano', 'Verificación de uso de suelo', 'licencia-07-uso-suelo');
  });

  await test.step('el contribuyente paga el uso de suelo en línea y Desarrollo Urbano lo valida', async () => {
    await pagarEnLinea(page, /uso de suelo/i, 'licencia-08-pago-uso-suelo');
    await resolverTarea(browser, 'desarrollo.urbano', 'Validación del pago y constancia de uso de suelo', 'licencia-09-validacion-uso-suelo');
  });

  await test.step('adjunta el comprobante de la anuencia y Protección Civil lo valida', async () => {
    const fila = await abrirEstadoDeCuenta(page, NOMBRE, /anuencia|protecci[oó]n civil/i);
    await fila.getByRole('button', { name: 'Adjuntar comprobante de pago' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Adjuntar comprobante de pago' });
    await dialogo.getByLabel('Comprobante de pago').setInputFiles(comprobante);
    await capturar(page, 'licencia-10-comprobante');
    await revisarAccesibilidad(page, 'adjuntar comprobante');
    await dialogo.getByRole('button', { name: 'Adjuntar' }).click();
    await expect(toast(page, 'Recibo cargado exitosamente')).toBeVisible(ESPERA_FLUJO);
    await page.keyboard.press('Escape');
    await resolverTarea(browser, 'proteccion.civil', 'Validación del pago y anuencia de Protección Civil', 'licencia-11-anuencia');
  });

  await test.step('paga la recolección de residuos sólidos y el área la valida', async () => {
    await pagarEnLinea(page, /residuos/i, 'licencia-12-pago-residuos');
    await resolverTarea(browser, 'residuos.solidos', 'Validación del pago de residuos sólidos', 'licencia-13-residuos');
  });

  await test.step('firman la Dirección de Ingresos y la Tesorería', async () => {
    await resolverTarea(browser, 'direccion.ingresos', 'Firma de licencia: Dirección de Ingresos', 'licencia-14-firma-director');
    await resolverTarea(browser, 'tesoreria', 'Firma de licencia: Tesorería Municipal', 'licencia-15-firma-tesoreria');
  });

  let folio = '';
  /** the QR's address, as the licence prints it (issue 9 §7: a signed code) */
  let codigoQr = '';
  await test.step('el contribuyente ve la línea de tiempo completa y descarga su licencia', async () => {
    await accion(page, 'Línea de tiempo');
    const linea = page.getByRole('dialog', { name: 'Línea de tiempo' });
    const pasos = linea.getByRole('list', { name: 'Pasos del trámite' }).getByRole('listitem');
    await expect(pasos.filter({ hasText: 'Licencia lista' })).toContainText('Aprobado');
    await expect(pasos.filter({ hasText: 'Pago de uso de suelo' })).toContainText('Pagado');
    await expect(pasos.filter({ hasText: 'Pendiente' })).toHaveCount(0);
    await capturar(page, 'licencia-16-linea-de-tiempo');
    await revisarAccesibilidad(page, 'línea de tiempo');
    await page.keyboard.press('Escape');

    await accion(page, 'Licencias');
    const dialogo = page.getByRole('dialog', { name: 'Licencias' });
    const fila = dialogo.getByRole('row').filter({ hasText: String(new Date().getFullYear()) });
    await expect(fila.getByRole('button', { name: 'Ver licencia digital' })).toBeVisible(ESPERA_FLUJO);
    folio = (await fila.getByRole('cell').nth(1).innerText()).trim();
    expect(folio).toMatch(/\S+/);
    await capturar(page, 'licencia-17-licencias');
    await revisarAccesibilidad(page, 'licencias');
    await fila.getByRole('button', { name: 'Ver licencia digital' }).click();
    const [descarga] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Descargar' }).click()]);
    const archivo = readFileSync(await descarga.path());
    expect(archivo.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // What the taxpayer reads in the file (headless Chromium has no PDF viewer to look at).
    const texto = (await extractText(await getDocumentProxy(new Uint8Array(archivo)), { mergePages: true })).text;
    expect(texto).toContain(folio);
    expect(texto).toContain(NOMBRE);
    expect(texto.toUpperCase()).toContain('LICENCIA DE FUNCIONAMIENTO');
    codigoQr = new RegExp(`/verificar/(${folio}-[0-9A-F]{32})`).exec(texto)?.[1] ?? '';
    expect(codigoQr, 'el código del QR impreso en la licencia').not.toBe('');
    await capturar(page, 'licencia-18-licencia-digital');
  });

  await test.step('cualquiera verifica la licencia sin iniciar sesión: con el QR ve sus datos, con el folio solo si es válida', async () => {
    const contexto = await browser.newContext();
    const publico = await contexto.newPage();
    await publico.goto(`/verificar/${encodeURIComponent(folio)}`);
    await expect(publico.getByRole('heading', { name: 'Verificación de licencia', level: 1 })).toBeVisible();
    await expect(publico.getByText('Válida', { exact: true })).toBeVisible();
    await expect(publico.getByText(NOMBRE)).toHaveCount(0);
    await publico.goto(`/verificar/${codigoQr}`);
    await expect(publico.getByText('Vigente', { exact: true })).toBeVisible();
    await expect(publico.getByText(NOMBRE)).toBeVisible();
    await capturar(publico, 'licencia-19-verificacion');
    await revisarAccesibilidad(publico, 'verificación pública');
    await contexto.close();
  });
});
