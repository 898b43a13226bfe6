// The business-licence procedure end to end, as the people involved live it: a
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
import { ESPERA_FLUJO, pagarEnLinea as pagarEnLineaDe, resolverTarea as resolverTareaDe } from './bandeja';
import { avanceIgualAPasos, mismaPalabraEnListaYTarjeta } from './coherencia';
import { extractText, getDocumentProxy } from 'unpdf';
import { CLAVES_DEMO } from '../../sim/municipio-demo';
import { FIRMANTES_DEMO } from '../../sim/efirma/demo';
import { pdfsig } from '../pdfsig';
import {
  RFC_CONTRIBUYENTE,
  abrirEstadoDeCuenta,
  accionEstablecimiento,
  capturar,
  escribirArchivo,
  iniciarSesion,
  limpiarCapturas,
  irAPaso,
  llenarSolicitudSare,
  pdfMinimo,
  revisarAccesibilidad,
  toast,
} from './helpers';

// One run, one establishment: a suffix keeps a re-run against the same database unambiguous.
const NOMBRE = `ABARROTES LA CEIBA ${Date.now().toString(36).slice(-4).toUpperCase()}`;
/** The request's folio, read from the form once it was sent: staff search their inbox by it. */
let folioSolicitud = '';
const MOTIVO_RECHAZO = 'El teléfono de oficina no corresponde al establecimiento. Corríjalo y envíe de nuevo.';

test.beforeAll(() => limpiarCapturas((f) => f.startsWith('licencia-')));

/** A staff member resolves this request's task (bandeja.ts). */
const resolverTarea = (browser: Browser, usuario: string, titulo: string, captura: string, motivoRechazo?: string) =>
  resolverTareaDe(browser, { usuario, titulo, captura, folio: folioSolicitud, nombre: NOMBRE, motivoRechazo });

const accion = (page: Page, etiqueta: string) => accionEstablecimiento(page, NOMBRE, etiqueta);

const pagarEnLinea = (page: Page, concepto: RegExp, captura: string) => pagarEnLineaDe(page, NOMBRE, concepto, captura);

test('licencia de funcionamiento SARE: solicitud, revisión de cada área, pagos, firmas, descarga y verificación pública', async ({ page, browser }) => {
  test.setTimeout(900_000);
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
    await expect(page.getByRole('button', { name: 'Paso 2: Datos de Establecimiento' })).toBeDisabled();
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
    await expect(page.getByRole('button', { name: 'Siguiente' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Paso 2: Datos de Establecimiento' })).toBeDisabled();
    // The cadastre fills the address and the surface; the rest is typed, attached and clicked.
    await llenarSolicitudSare(page, NOMBRE);
    await capturar(page, 'licencia-01-solicitud');
    await revisarAccesibilidad(page, 'solicitud de licencia');

    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'Establecimiento registrado exitosamente')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/establecimientos\/solicitud\/\d+$/);
    // The files were attached after the establishment existed: each one is listed with 'Ver'.
    await irAPaso(page, 'Documentación Adjunta');
    await expect(page.getByRole('button', { name: 'Ver Constancia de situación fiscal (SAT)' })).toBeVisible();
    await irAPaso(page, 'Fotografías');
    await expect(page.getByRole('button', { name: 'Ver Fotografía del lateral derecho' })).toBeVisible();
    await irAPaso(page, 'Revisar y enviar');
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
    // Nothing is missing: it opens at 'Revisar y enviar'; the correction is made at its step.
    await expect(page.getByText('Paso 6 de 6: Revisar y enviar')).toBeVisible();
    await irAPaso(page, 'Datos de Establecimiento');
    await page.getByLabel('Teléfono de oficina').fill('9838329090');
    await page.getByRole('button', { name: 'Actualizar' }).click();
    await expect(toast(page, 'Establecimiento actualizado exitosamente')).toBeVisible();
    await irAPaso(page, 'Revisar y enviar');
    await expect(page.getByText('(983) 832 9090')).toBeVisible();
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
    // Every area approved, a signature missing: one word on the card and in 'Trámites'.
    await mismaPalabraEnListaYTarjeta(page, NOMBRE, 'En firma');
    await resolverTarea(browser, 'tesoreria', 'Firma de licencia: Tesorería Municipal', 'licencia-15-firma-tesoreria');
    await mismaPalabraEnListaYTarjeta(page, NOMBRE, 'Aprobada');
  });

  let folio = '';
  let licenciaFirmada = Buffer.alloc(0);
  /** the QR's address, as the licence prints it (a signed code) */
  let codigoQr = '';
  await test.step('el contribuyente ve la línea de tiempo completa y descarga su licencia', async () => {
    await accion(page, 'Línea de tiempo');
    const linea = page.getByRole('dialog', { name: 'Línea de tiempo' });
    const pasos = linea.getByRole('list', { name: 'Pasos del trámite' }).getByRole('listitem');
    await expect(pasos.filter({ hasText: 'Licencia lista' })).toContainText('Aprobado');
    await expect(pasos.filter({ hasText: 'Pago de uso de suelo' })).toContainText('Pagado');
    await expect(pasos.filter({ hasText: 'Pendiente' })).toHaveCount(0);
    // The count is the nine steps shown, all behind it.
    expect(await avanceIgualAPasos(linea)).toEqual({ valor: 9, maximo: 9 });
    await capturar(page, 'licencia-16-linea-de-tiempo');
    await revisarAccesibilidad(page, 'línea de tiempo');
    await page.keyboard.press('Escape');

    await accion(page, 'Licencias');
    const dialogo = page.getByRole('dialog', { name: 'Licencias' });
    const fila = dialogo.getByRole('row').filter({ hasText: String(new Date().getFullYear()) });
    await expect(fila.getByRole('button', { name: 'Ver licencia digital' })).toBeVisible(ESPERA_FLUJO);
    await expect(fila).toContainText('Aprobada');
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
    // Signed with e.firma by both officials (the demo's mode): any reader validates it offline.
    const { firmas, salida } = pdfsig(new Uint8Array(archivo));
    expect(firmas.map((f) => f.firmante), salida).toEqual([FIRMANTES_DEMO['direccion.ingresos'].nombre, FIRMANTES_DEMO.tesoreria.nombre]);
    expect(firmas.every((f) => f.valida) && firmas[1].todoElDocumento, salida).toBe(true);
    licenciaFirmada = archivo;
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
    // its e.firma signatures, from the QR's code and from the downloaded file
    const firmasQr = publico.getByRole('region', { name: 'Firmas electrónicas (e.firma)' });
    await expect(firmasQr.getByText('Documento íntegro')).toBeVisible();
    await expect(firmasQr.getByText(FIRMANTES_DEMO.tesoreria.rfc)).toBeVisible();
    await capturar(publico, 'licencia-19-verificacion');
    await revisarAccesibilidad(publico, 'verificación pública');
    await publico.getByLabel('Documento en PDF').setInputFiles({ name: 'licencia.pdf', mimeType: 'application/pdf', buffer: licenciaFirmada });
    await publico.getByRole('button', { name: 'Verificar firmas' }).click();
    await expect(publico.getByText('Documento íntegro')).toHaveCount(2);
    await expect(publico.getByText(FIRMANTES_DEMO['direccion.ingresos'].nombre).first()).toBeVisible();
    await capturar(publico, 'licencia-20-verificacion-pdf');
    await contexto.close();
  });
});
