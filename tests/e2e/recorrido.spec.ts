// A taxpayer's licence walked as a person would, on a desktop and on a 390×844 phone (
// "Done when"; the 'telefono' project of playwright.config.ts runs this file again on the phone):
// sign in after a mistyped password, the home page, the establishments, a new SARE request with
// its map, an unsaved change, sending it, the card and the timeline while staff review it, the
// statements, a declined card and its retry in the same dialog, the notifications and the change
// of password. Every page is checked for the symptoms and photographed; the shared
// fixture fails the walk on any console error or CSP violation. Staff decisions are made through
// the API: the staff's own screens are walked in licencia.spec.ts.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { MSG, MSG_EXTRA } from '../../domain/common/messages';
import { avanceIgualAPasos, mismaPalabraEnListaYTarjeta } from './coherencia';
import { expect, test } from './fixtures';
import {
  DEMO_PASSWORD,
  RFC_CONTRIBUYENTE,
  abrirEstadoDeCuenta,
  abrirPasarela,
  accionEstablecimiento,
  capturar,
  cerrarVentana,
  dialogoEstadosCuenta,
  estadoDeCuenta,
  iniciarSesion,
  limpiarCapturas,
  irAPaso,
  llenarSolicitudSare,
  llenarTarjeta,
  revisarAccesibilidad,
  toast,
} from './helpers';

// Updates answer once the workflow applied them (up to 20 s on a cold worker).
const ESPERA_FLUJO = { timeout: 25_000 };
const MOTIVO_BANCO = 'La tarjeta fue rechazada por el banco emisor. Intente con otra tarjeta o comuníquese con su banco.';

/** What must never reach a person (§9): English or a programmer's value, 'm2', 'Sare'. */
const PALABRAS_AJENAS = /\b(Invalid|Required|expected|undefined|NaN)\b|\[object Object\]|\bm2\b|Coordinación Sare/;

/** A page as the taxpayer sees it: nothing off to the side, no stray words, a screenshot, axe. */
async function revisarPantalla(page: Page, captura: string) {
  await expect(page.getByTestId('overlay-peticion')).toHaveCount(0);
  const { ancho, vista } = await page.evaluate(() => ({ ancho: document.documentElement.scrollWidth, vista: window.innerWidth }));
  expect(ancho, `${captura}: la página se desborda hacia un lado`).toBeLessThanOrEqual(vista);
  expect(await page.locator('body').innerText(), captura).not.toMatch(PALABRAS_AJENAS);
  await capturar(page, captura);
  await revisarAccesibilidad(page, captura);
}

/** On a phone a button must be reachable by scrolling down only ('Pagar en línea' off-screen). */
async function alAlcanceSinDesplazarAlLado(boton: Locator) {
  const r = await boton.evaluate((el) => {
    el.scrollIntoView({ block: 'center', inline: 'nearest' });
    const caja = el.getBoundingClientRect();
    let alLado = window.scrollX !== 0;
    for (let p = el.parentElement; p; p = p.parentElement) if (p.scrollLeft !== 0) alLado = true;
    return { izquierda: caja.left, derecha: caja.right, vista: window.innerWidth, alLado };
  });
  expect(r.alLado, 'hubo que desplazarse hacia un lado para llegar al botón').toBe(false);
  expect(r.izquierda).toBeGreaterThanOrEqual(0);
  expect(r.derecha).toBeLessThanOrEqual(r.vista);
  await expect(boton).toBeInViewport({ ratio: 1 });
}

/** An entry of the main menu (a link, or a button such as 'Cambiar contraseña'); on a phone the menu opens first. */
async function irA(page: Page, entrada: string, rol: 'link' | 'button' = 'link') {
  const abrirMenu = page.getByRole('button', { name: 'Abrir menú' });
  if (await abrirMenu.isVisible()) await abrirMenu.click();
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole(rol, { name: entrada }).click();
}

/** A staff member approves the request's pending task of `paso` through the API, once the workflow opened it. */
async function aprobarPorApi(request: APIRequestContext, usuario: string, folio: string, paso: string) {
  const login = await request.post('/api/login', { data: { username: usuario, password: DEMO_PASSWORD, remember: false } });
  expect(login.ok()).toBe(true);
  const headers = { Authorization: `Bearer ${(await login.json()).data.token as string}` };
  let id = 0;
  await expect(async () => {
    const r = await request.get(`/api/tareas?estado=pendiente&q=${encodeURIComponent(folio)}`, { headers });
    const tarea = ((await r.json()).data.data as { id: number; paso: string }[]).find((t) => t.paso === paso);
    expect(tarea, `tarea ${paso}`).toBeTruthy();
    id = tarea!.id;
  }).toPass({ timeout: 90_000 });
  expect((await request.post(`/api/tareas/${id}/resolver`, { headers, data: { resultado: 'aprobado' } })).ok()).toBe(true);
}

test('el contribuyente tramita su licencia de principio a pago, sin tropiezos, en esta pantalla', async ({ page, request, guardia }, info) => {
  test.setTimeout(480_000);
  const prefijo = `recorrido-${info.project.name}`;
  limpiarCapturas((f) => f.startsWith(`${prefijo}-`));
  let n = 0;
  const pantalla = (p: Page, nombre: string) => revisarPantalla(p, `${prefijo}-${String(++n).padStart(2, '0')}-${nombre}`);
  // One establishment per run and device: a suffix keeps a re-run against the same database unambiguous.
  const nombre = `PAPELERÍA EL CEDRO ${info.project.name === 'telefono' ? 'T' : 'E'}${Date.now().toString(36).slice(-4).toUpperCase()}`;
  let folio = '';

  await test.step('pide recuperar su contraseña (el diálogo llega al primer clic) y vuelve al inicio de sesión', async () => {
    await page.goto('/signin');
    const enlace = page.getByRole('button', { name: '¿Olvidó su contraseña?' });
    await enlace.click();
    const dialogo = page.getByRole('dialog', { name: 'Recuperar contraseña' });
    await expect(dialogo).toBeVisible();
    await expect(dialogo.getByText('Le enviaremos una contraseña temporal al correo registrado en su cuenta.')).toBeVisible();
    await dialogo.getByRole('button', { name: 'Enviar' }).click();
    await expect(dialogo.getByText(MSG.requerido)).toBeVisible();
    // An account that does not exist gets the same answer as one that does (no one's password changes here).
    await dialogo.getByLabel('Usuario (RFC o correo electrónico)').fill('NADIE010101AAA');
    await dialogo.getByRole('button', { name: 'Enviar' }).click();
    await expect(dialogo.getByText(MSG_EXTRA.resetEnviado)).toBeVisible();
    await pantalla(page, 'recuperar-contrasena');
    await dialogo.getByRole('button', { name: 'Aceptar' }).click();
    await expect(dialogo).toHaveCount(0);
    await expect(enlace).toBeFocused();
  });

  await test.step('inicia sesión después de un error de contraseña', async () => {
    await page.goto('/signin');
    guardia.permitirRespuesta(401, '/api/login');
    await iniciarSesionFallida(page);
    await pantalla(page, 'inicio-de-sesion-fallido');
    await iniciarSesion(page, RFC_CONTRIBUYENTE);
    // the failed sign-in's toast does not stay after the successful one.
    await expect(toast(page, 'Usuario o contraseña incorrectos')).toHaveCount(0);
    await pantalla(page, 'inicio');
  });

  await test.step('ve sus establecimientos y abre una solicitud SARE', async () => {
    await irA(page, 'Mis establecimientos');
    await expect(page.getByRole('heading', { name: 'Mis establecimientos', level: 1 })).toBeVisible();
    await pantalla(page, 'mis-establecimientos');
    await irA(page, 'Inicio');
    await page.getByRole('button', { name: 'APERTURA DE ESTABLECIMIENTO' }).click();
    await page.getByRole('dialog', { name: 'Seleccione el área' }).getByRole('button', { name: /^SARE/ }).click();
    await expect(page).toHaveURL(/\/admin\/establecimientos\/solicitud\?tipo=2$/);
  });

  await test.step('llena la solicitud; el mapa muestra sus teselas; salir sin guardar pregunta antes', async () => {
    await llenarSolicitudSare(page, nombre);
    await pantalla(page, 'solicitud-revisar');
    await irAPaso(page, 'Datos de Ubicación');
    // the tiles are drawn (the CSP lets the tile server in) and the map says nothing is wrong.
    await expect(page.locator('.leaflet-tile-loaded').first()).toBeVisible();
    await expect(page.getByText('No se pudo cargar el mapa', { exact: false })).toHaveCount(0);
    await pantalla(page, 'solicitud');
    // leaving a form with unsaved changes asks first.
    await irA(page, 'Mis establecimientos');
    const salir = page.getByRole('alertdialog', { name: 'Cambios sin guardar' });
    await expect(salir).toBeVisible();
    await pantalla(page, 'cambios-sin-guardar');
    await salir.getByRole('button', { name: 'Seguir editando' }).click();
    await irAPaso(page, 'Datos de Establecimiento');
    await expect(page.getByLabel('Nombre comercial')).toHaveValue(nombre);
    // Saved from the last step, the saved request opens there, with 'Enviar a revisión'.
    await irAPaso(page, 'Revisar y enviar');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'Establecimiento registrado exitosamente')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/establecimientos\/solicitud\/\d+$/);
  });

  await test.step('la envía a revisión', async () => {
    await page.getByRole('button', { name: 'Enviar a revisión' }).click();
    await page.getByRole('alertdialog', { name: 'Enviar a revisión' }).getByRole('button', { name: 'Enviar' }).click();
    await expect(toast(page, 'Solicitud enviada exitosamente')).toBeVisible(ESPERA_FLUJO);
    await expect(page.getByRole('button', { name: 'Enviado a revisión' })).toBeDisabled();
    folio = (await page.getByText(/^Folio \S+$/).innerText()).replace('Folio ', '').trim();
    // a request already sent is not asked to be 'completed'.
    await expect(page.getByText('Complete su información para continuar')).toHaveCount(0);
    await pantalla(page, 'solicitud-enviada');
    // Read-only, opened afresh: every section at once, with no steps to go through.
    await page.reload();
    for (const seccion of ['Predial', 'Datos de Establecimiento', 'Documentación Adjunta', 'Datos de Ubicación', 'Fotografías']) {
      await expect(page.getByRole('heading', { name: seccion, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('navigation', { name: 'Pasos de la solicitud' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Enviado a revisión' })).toBeDisabled();
  });

  await test.step('mientras el personal la revisa, la tarjeta y la línea de tiempo dicen lo mismo', async () => {
    await aprobarPorApi(request, 'coordinacion.sare', folio, 'validacion_datos');
    await aprobarPorApi(request, 'desarrollo.urbano', folio, 'verificacion_uso_suelo');
    // One word for the request on the card and in 'Trámites': it waits for the land-use payment.
    await mismaPalabraEnListaYTarjeta(page, nombre, 'Pago pendiente');
    await page.goto('/admin/establecimientos');
    const tarjeta = page.getByRole('article', { name: nombre });
    await expect(tarjeta).toBeVisible();
    // not 'Aprobada' before the licence is signed.
    await expect(tarjeta).not.toContainText('Aprobada');
    await pantalla(page, 'tarjeta-en-revision');
    await accionEstablecimiento(page, nombre, 'Línea de tiempo');
    const linea = page.getByRole('dialog', { name: 'Línea de tiempo' });
    const pasos = linea.locator('ol[aria-label="Pasos del trámite"] > li');
    await expect(pasos.first()).toBeVisible();
    await revisarLineaDeTiempo(pasos);
    // The count is the steps shown: data and land use verified, two of nine.
    expect(await avanceIgualAPasos(linea)).toEqual({ valor: 2, maximo: 9 });
    await pantalla(page, 'linea-de-tiempo');
    await page.keyboard.press('Escape');
  });

  await test.step('paga el uso de suelo: la tarjeta rechazada se explica y se reintenta en el mismo diálogo', async () => {
    const fila = await abrirEstadoDeCuenta(page, nombre, /uso de suelo/i);
    const dialogo = dialogoEstadosCuenta(page);
    // every statement to pay can be paid or proven where it is shown.
    for (const porPagar of await estadoDeCuenta(dialogo, /./).filter({ hasText: 'Por pagar' }).all()) {
      await expect(porPagar.getByRole('button', { name: /^(Pagar en línea|Adjuntar comprobante de pago)$/ }).first()).toBeVisible();
    }
    const pagar = fila.getByRole('button', { name: 'Pagar en línea' });
    await alAlcanceSinDesplazarAlLado(pagar);
    await pantalla(page, 'estados-de-cuenta');

    const ventana = await abrirPasarela(page, pagar);
    // The gateway answers a declined card with its page and HTTP 402, which the browser logs.
    guardia.permitirRespuesta(402, '/sim/pasarela/cobrar');
    await llenarTarjeta(ventana, 'rechazada');
    await ventana.getByRole('button', { name: 'Pagar' }).click();
    await expect(ventana.getByRole('alert').filter({ hasText: MOTIVO_BANCO })).toBeVisible();
    await pantalla(ventana, 'pasarela-rechazo');
    await cerrarVentana(ventana);
    // the dialog stays open and says why, with the retry at hand.
    const aviso = dialogo.getByTestId('aviso-pago');
    await expect(aviso).toContainText('Pago rechazado');
    await expect(aviso).toContainText(MOTIVO_BANCO);
    await expect(estadoDeCuenta(dialogo, /uso de suelo/i).filter({ hasText: 'Por pagar' })).toHaveCount(1);
    await pantalla(page, 'pago-rechazado');

    const reintento = await abrirPasarela(page, aviso.getByRole('button', { name: 'Intentar de nuevo' }));
    await llenarTarjeta(reintento, 'aprobada');
    await reintento.getByRole('button', { name: 'Pagar' }).click();
    await expect(reintento.getByRole('heading', { name: 'Pago aprobado', level: 1 })).toBeVisible();
    await pantalla(reintento, 'pasarela-aprobado');
    await cerrarVentana(reintento);
    await expect(aviso).toContainText('Pago registrado exitosamente');
    await expect(estadoDeCuenta(dialogo, /uso de suelo/i).filter({ hasText: 'Pagado' })).toHaveCount(1);
    await pantalla(page, 'pago-registrado');
    await page.keyboard.press('Escape');
  });

  await test.step('lee sus notificaciones y cambia su contraseña solo con la actual', async () => {
    await irA(page, 'Notificaciones');
    await expect(page.getByRole('heading', { name: 'Notificaciones', level: 1 })).toBeVisible();
    await pantalla(page, 'notificaciones');
    await irA(page, 'Cambiar contraseña', 'button');
    const dialogo = page.getByRole('dialog', { name: 'Cambiar contraseña' });
    // the current password is asked first.
    await expect(dialogo.getByLabel('Contraseña actual')).toBeVisible();
    await pantalla(page, 'cambiar-contrasena');
    await dialogo.getByRole('button', { name: 'Cancelar' }).click();
  });
});

/** A mistyped password: the form says so and stays on the sign-in page. */
async function iniciarSesionFallida(page: Page) {
  await page.getByLabel('Usuario (RFC o correo electrónico)').fill(RFC_CONTRIBUYENTE);
  await page.getByLabel('Contraseña', { exact: true }).fill('NoEsMiClave1');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(toast(page, 'Usuario o contraseña incorrectos')).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);
}

/**
 * one current step; what comes before it is done and shows no 'En proceso' or
 * 'Pendiente'; what comes after has not started.
 */
async function revisarLineaDeTiempo(pasos: Locator) {
  const estados = await pasos.evaluateAll((lis) => lis.map((li) => ({ actual: li.getAttribute('aria-current') === 'step', todo: (li as HTMLElement).innerText })));
  const actual = estados.findIndex((e) => e.actual);
  expect(estados.filter((e) => e.actual), 'un solo paso actual').toHaveLength(1);
  for (const e of estados.slice(0, actual)) expect(e.todo, 'un paso anterior al actual').not.toMatch(/En proceso|Pendiente/);
  for (const e of estados.slice(actual + 1)) expect(e.todo, 'un paso posterior al actual').not.toMatch(/Aprobado|Pagado|En proceso/);
}
