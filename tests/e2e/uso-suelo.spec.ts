// A land-use certificate end to end (spec 1 §4.4, §7.4–7.5, §9; spec 3 §2.4, §5.3), as the people
// involved live it: the taxpayer asks for one from the establishment's card (Sector, Giro o
// categoría, Zona de uso); Desarrollo Urbano returns it with a reason and, once corrected and sent
// with 'Enviar a uso de suelo', verifies it; the taxpayer pays service 1755 in the gateway's
// window; Desarrollo Urbano validates the payment; the taxpayer prints the certificate.
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { avanceIgualAPasos } from './coherencia';
import { expect, test } from './fixtures';
import {
  DEMO_PASSWORD,
  RFC_CONTRIBUYENTE,
  abrirPasarela,
  abrirSesion,
  accionEstablecimiento,
  capturar,
  cerrarVentana,
  iniciarSesion,
  limpiarCapturas,
  llenarTarjeta,
  revisarAccesibilidad,
  toast,
} from './helpers';
import { formularioLicenciaEjemplo } from '../../sim/formularios';

// One run, one establishment: a suffix keeps a re-run against the same database unambiguous.
const NOMBRE = `FERRETERÍA EL ZAPOTE ${Date.now().toString(36).slice(-4).toUpperCase()}`;
const MOTIVO = 'El predio está en un corredor urbano, no en zona habitacional. Corrija la zona de uso.';
// Updates answer once the workflow applied them (up to 20 s on a cold worker).
const ESPERA_FLUJO = { timeout: 25_000 };
/** The certificate's folio, read from its page: Desarrollo Urbano searches its inbox by it. */
let folio = '';

test.beforeAll(() => limpiarCapturas((f) => f.startsWith('uso-suelo-')));

/**
 * The establishment the certificate is for, registered through the API as the licence form does
 * (the licence's own walk covers that form): a SARE hardware store on the demo key whose property tax is paid.
 */
async function registrarEstablecimiento(request: APIRequestContext) {
  const login = await request.post('/api/login', { data: { username: RFC_CONTRIBUYENTE, password: DEMO_PASSWORD, remember: false } });
  expect(login.ok()).toBe(true);
  const token = (await login.json()).data.token as string;
  const alta = await request.post('/api/establecimientos', {
    headers: { authorization: `Bearer ${token}` },
    data: formularioLicenciaEjemplo({
      nombre_comercial: NOMBRE,
      telefono_oficina: '(983) 832 4455',
      superficie_m2: 120,
      numero_empleados: 4,
      cajones_estacionamiento: 2,
      inversion_estimada: '150000',
      domicilio: { codigo_postal: '77000', localidad_id: 1, colonia_id: 1, calle_id: 100, numero_exterior: '210', latitud: 18.5036, longitud: -88.2961 },
    }),
  });
  expect(alta.status(), await alta.text()).toBe(200);
}

/**
 * Desarrollo Urbano opens its inbox, finds the certificate's task by folio and title (the workflow
 * writes it; a person reloads until it is there), looks at it and approves it or returns it.
 */
async function resolverTarea(browser: Browser, titulo: string, captura: string, motivo?: string) {
  const page = await abrirSesion(browser, 'desarrollo.urbano');
  try {
    await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Bandeja de tareas' }).click();
    await expect(page.getByRole('heading', { name: 'Bandeja de tareas', level: 1 })).toBeVisible();
    await page.getByLabel('Buscar').fill(folio);
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(folio)}`));
    const fila = page.getByRole('row').filter({ hasText: folio }).filter({ has: page.getByRole('cell', { name: titulo, exact: true }) }).filter({ hasText: 'Pendiente' });
    await expect(async () => {
      await page.reload();
      await expect(fila).toHaveCount(1, { timeout: 10_000 });
    }).toPass({ timeout: 90_000 });
    await fila.getByRole('link').first().click();
    await expect(page.getByRole('heading', { name: titulo, level: 1 })).toBeVisible();
    await expect(page.getByText(NOMBRE).first()).toBeVisible();
    await capturar(page, captura);
    await revisarAccesibilidad(page, `tarea ${titulo}`);
    if (motivo) {
      await page.getByRole('button', { name: 'Rechazar' }).click();
      const dialogo = page.getByRole('dialog', { name: 'Rechazar' });
      await dialogo.getByLabel('Motivo del rechazo').fill(motivo);
      await dialogo.getByRole('button', { name: 'Rechazar' }).click();
    } else {
      await page.getByRole('button', { name: 'Aprobar' }).click();
      const confirmar = page.getByRole('alertdialog', { name: 'Aprobar' });
      await expect(confirmar).toBeVisible();
      await confirmar.getByRole('button', { name: 'Aprobar' }).click();
    }
    await expect(toast(page, 'Tarea resuelta exitosamente')).toBeVisible(ESPERA_FLUJO);
    await expect(page).toHaveURL(/\/admin\/bandeja$/);
  } finally {
    await page.context().close();
  }
}

/** The certificate's page, reloaded until its status reads `estatus` (the workflow projects it). */
async function abrirConstancia(page: Page, url: string, estatus: string) {
  const insignia = page.getByRole('definition').filter({ hasText: estatus }).first();
  await expect(async () => {
    await page.goto(url);
    await expect(page.getByRole('heading', { name: 'Constancia de uso de suelo', level: 1 })).toBeVisible({ timeout: 10_000 });
    await expect(insignia).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 90_000 });
}

test('constancia de uso de suelo: solicitud, devolución y reenvío, verificación, pago en línea, validación e impresión', async ({ page, browser, request }) => {
  test.setTimeout(600_000);
  await registrarEstablecimiento(request);
  let url = '';

  await test.step('el contribuyente solicita la constancia desde la tarjeta de su establecimiento', async () => {
    await page.goto('/signin');
    await iniciarSesion(page, RFC_CONTRIBUYENTE);
    await accionEstablecimiento(page, NOMBRE, 'Constancias de uso de suelo');
    const dialogo = page.getByRole('dialog', { name: 'Constancias de uso de suelo' });
    await expect(dialogo.getByText('Este establecimiento no tiene constancias de uso de suelo.')).toBeVisible();
    await capturar(page, 'uso-suelo-01-sin-constancias');
    await revisarAccesibilidad(page, 'constancias de uso de suelo');
    await dialogo.getByRole('link', { name: 'Solicitar constancia' }).click();

    await expect(page.getByRole('heading', { name: 'Solicitud de constancia de uso de suelo', level: 1 })).toBeVisible();
    await expect(page.getByText(NOMBRE)).toBeVisible();
    // spec 3 §5.3: all three are required.
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('El campo es requerido')).toHaveCount(3);
    await capturar(page, 'uso-suelo-02-requeridos');
    await page.getByLabel('Sector').selectOption({ label: 'Sector II · Bahía' });
    await page.getByLabel('Giro o categoría').selectOption({ label: 'Comercio al por menor' });
    await page.getByLabel('Zona de uso').selectOption({ label: 'H2 · Habitacional de densidad media' });
    await expect(page.getByText('La constancia se emite como «Compatible con condicionantes».')).toBeVisible();
    await capturar(page, 'uso-suelo-03-solicitud');
    await revisarAccesibilidad(page, 'solicitud de constancia');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'Constancia de uso de suelo solicitada exitosamente')).toBeVisible(ESPERA_FLUJO);

    await expect(page).toHaveURL(/\/admin\/establecimientos\/uso-suelo\/\d+$/);
    url = new URL(page.url()).pathname;
    await expect(page.getByText('Enviada a revisión')).toBeVisible();
    await expect(page.getByText('En revisión · Desarrollo Urbano')).toBeVisible();
    folio = (await page.getByText(/· Folio CUS-/).innerText()).replace(/.*Folio /, '').trim();
    expect(folio).toMatch(/^CUS-\d{4}-\d+$/);
    // Locked while Desarrollo Urbano has it.
    await expect(page.getByLabel('Zona de uso')).toBeDisabled();
    await capturar(page, 'uso-suelo-04-enviada');
    await revisarAccesibilidad(page, 'constancia enviada');

    // The list now shows it, and no second one may be asked for while it is in process (spec 1 §4.4).
    await accionEstablecimiento(page, NOMBRE, 'Constancias de uso de suelo');
    await expect(dialogo.getByRole('row').filter({ hasText: folio })).toContainText('Enviada a revisión');
    await expect(dialogo.getByText('Podrá solicitar una nueva constancia de uso de suelo cuando todas las anteriores estén aprobadas.')).toBeVisible();
    await expect(dialogo.getByRole('link', { name: 'Solicitar constancia' })).toHaveCount(0);
    await capturar(page, 'uso-suelo-05-lista');
    await page.keyboard.press('Escape');
  });

  await test.step('Desarrollo Urbano la devuelve; el contribuyente corrige la zona y pulsa «Enviar a uso de suelo»', async () => {
    await resolverTarea(browser, 'Verificación de constancia de uso de suelo', 'uso-suelo-06-verificacion', MOTIVO);
    await abrirConstancia(page, url, 'Devuelta');
    const devuelta = page.getByRole('alert').filter({ hasText: 'Constancia devuelta' });
    await expect(devuelta).toContainText(MOTIVO);
    await expect(devuelta).toContainText('Corrija los datos y pulse «Enviar a uso de suelo».');
    await capturar(page, 'uso-suelo-07-devuelta');
    await revisarAccesibilidad(page, 'constancia devuelta');
    // Corrected and sent at once: the change is saved before it is sent.
    await page.getByLabel('Zona de uso').selectOption({ label: 'CU · Corredor urbano' });
    await page.getByRole('button', { name: 'Enviar a uso de suelo' }).click();
    await expect(toast(page, 'Solicitud actualizada exitosamente')).toBeVisible();
    await expect(page.getByText('Compatible', { exact: true })).toBeVisible();
    const confirmar = page.getByRole('alertdialog', { name: 'Enviar a uso de suelo' });
    await confirmar.getByRole('button', { name: 'Enviar' }).click();
    await expect(toast(page, 'Su solicitud ha sido enviada exitosamente')).toBeVisible(ESPERA_FLUJO);
    await expect(page.getByText('Enviada a revisión')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enviar a uso de suelo' })).toHaveCount(0);
  });

  await test.step('Desarrollo Urbano verifica el uso de suelo', async () => {
    await resolverTarea(browser, 'Verificación de constancia de uso de suelo (reenvío)', 'uso-suelo-08-verificacion-reenvio');
  });

  await test.step('el contribuyente paga los derechos (servicio 1755) en la ventana de la pasarela', async () => {
    await abrirConstancia(page, url, 'Pago pendiente');
    await expect(page.getByRole('alert').filter({ hasText: 'Falta el pago de los derechos' })).toBeVisible();
    const estado = page.getByRole('row').or(page.getByRole('listitem')).filter({ hasText: 'Constancia de uso de suelo' }).filter({ hasText: 'Por pagar' });
    await expect(estado.first()).toBeVisible();
    await capturar(page, 'uso-suelo-09-por-pagar');
    await revisarAccesibilidad(page, 'constancia por pagar');
    const ventana = await abrirPasarela(page, estado.getByRole('button', { name: 'Pagar en línea' }).first());
    await llenarTarjeta(ventana, 'aprobada');
    await capturar(ventana, 'uso-suelo-10-pasarela');
    await ventana.getByRole('button', { name: 'Pagar' }).click();
    await expect(ventana.getByRole('heading', { name: 'Pago aprobado', level: 1 })).toBeVisible();
    await cerrarVentana(ventana);
    // The page says what became of it; the portal learnt it from the gateway's signed confirmation.
    await expect(page.getByTestId('aviso-pago')).toContainText('Pago registrado exitosamente', ESPERA_FLUJO);
    await capturar(page, 'uso-suelo-11-pago-registrado');
    await abrirConstancia(page, url, 'Enviada a revisión');
    await expect(page.getByRole('row').or(page.getByRole('listitem')).filter({ hasText: 'Constancia de uso de suelo' }).filter({ hasText: 'Pagado' }).first()).toBeVisible();
    await capturar(page, 'uso-suelo-11-pagada-en-validacion');
  });

  await test.step('Desarrollo Urbano valida el pago', async () => {
    await resolverTarea(browser, 'Validación del pago de constancia de uso de suelo', 'uso-suelo-12-validacion');
  });

  await test.step('el contribuyente ve la constancia aprobada y la imprime', async () => {
    await abrirConstancia(page, url, 'Aprobada');
    const pasos = page.getByRole('list', { name: 'Pasos del trámite' }).getByRole('listitem');
    await expect(pasos.filter({ hasText: 'Verificación de uso de suelo' })).toContainText('Aprobado');
    await expect(pasos.filter({ hasText: 'Pago de uso de suelo' })).toContainText('Pagado');
    await expect(pasos.filter({ hasText: 'Validación de uso de suelo' })).toContainText('Aprobado');
    // The count is the three steps shown, all behind it.
    expect(await avanceIgualAPasos(page.getByRole('main'))).toEqual({ valor: 3, maximo: 3 });
    await capturar(page, 'uso-suelo-13-aprobada');
    await revisarAccesibilidad(page, 'constancia aprobada');

    await page.getByRole('button', { name: 'Imprimir constancia' }).click();
    await expect(page.getByRole('dialog', { name: `Constancia de uso de suelo ${folio}` })).toBeVisible();
    const [descarga] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Descargar' }).click()]);
    const archivo = readFileSync(await descarga.path());
    expect(archivo.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // What the taxpayer reads in the file (headless Chromium has no PDF viewer to look at).
    const texto = (await extractText(await getDocumentProxy(new Uint8Array(archivo)), { mergePages: true })).text;
    expect(texto).toContain(folio);
    expect(texto).toContain(NOMBRE);
    expect(texto).toContain('CU · Corredor urbano');
    expect(texto.toUpperCase()).toContain('CONSTANCIA DE USO DE SUELO');
    await capturar(page, 'uso-suelo-14-impresion');

    // With both certificates' rule in mind: this one is approved, so a second may now be asked for.
    await page.keyboard.press('Escape');
    await accionEstablecimiento(page, NOMBRE, 'Constancias de uso de suelo');
    const dialogo = page.getByRole('dialog', { name: 'Constancias de uso de suelo' });
    await expect(dialogo.getByRole('row').filter({ hasText: folio })).toContainText('Aprobada');
    await expect(dialogo.getByRole('link', { name: 'Solicitar constancia' })).toBeVisible();
    await capturar(page, 'uso-suelo-15-lista-aprobada');
  });
});
