// Renewal of past years (spec 1 §2.4, §2.10, §4.3, §4.7–4.8, §5.6–5.7), as the demo
// taxpayer lives it: RENOVACIÓN DE EJERCICIOS ANTERIORES, the three keys of a grocery the
// municipality licensed before the portal (sim/data/padron-establecimientos.json: paid up to two
// years ago), importing it, renewing the older pending year through every staff step (data,
// civil protection, solid waste, the late fee — 1 May of that year passed — and both signatures),
// then the next year from the card's 'Renovación'.
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ESPERA_FLUJO, pagarEnLinea, resolverTarea } from './bandeja';
import { RFC_CONTRIBUYENTE, accionEstablecimiento, capturar, escribirArchivo, iniciarSesion, limpiarCapturas, pdfMinimo, pngMinimo, revisarAccesibilidad, toast } from './helpers';

const NOMBRE = 'MISCELÁNEA LA ESPERANZA';
const CLAVE = 'LF-2018-000731';
const CATASTRAL = '04001010027012000';
const ANIO = Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Cancun', year: 'numeric' }).format(new Date()));
const DICIEMBRE = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Cancun', month: '2-digit' }).format(new Date()) === '12';

test.beforeAll(() => limpiarCapturas((f) => f.startsWith('renovacion-')));

/** The period dialog: outside December it names the one period; in December the person picks it. */
async function renovarPeriodo(page: Page, anio: number, captura: string) {
  const dialogo = page.getByRole('dialog', { name: 'Renovación de licencia' });
  await expect(dialogo).toBeVisible();
  if (DICIEMBRE) await dialogo.getByRole('radio', { name: String(anio) }).check();
  else await expect(dialogo.getByText(`Periodo a renovar: ${anio}`)).toBeVisible();
  await capturar(page, captura);
  await revisarAccesibilidad(page, 'periodo a renovar');
  await dialogo.getByRole('button', { name: `Renovar ${anio}` }).click();
  await expect(toast(page, `Renovación de licencia ${anio} creada exitosamente`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/establecimientos/new-solicitud/\\d+/${anio}$`));
  await expect(page.getByRole('heading', { name: `Renovación de licencia ${anio}`, level: 1 })).toBeVisible();
}

/** Sends the renewal and reads its folio from the page's badge. */
async function enviar(page: Page, anio: number, captura: string): Promise<string> {
  await page.getByRole('button', { name: 'Enviar a revisión' }).click();
  const confirmar = page.getByRole('alertdialog', { name: 'Enviar a revisión' });
  // spec 1 §4.8: a past year's cut-off (1 May) passed; the surcharge is said before sending, with its date.
  const recargo = confirmar.getByRole('alert').filter({ hasText: 'Se cobrará el pago extemporáneo' });
  await expect(recargo).toContainText(`venció el 1 de mayo de ${anio}, al cumplirse la fecha de corte de la renovación`);
  await capturar(page, `${captura}-confirmar`);
  await confirmar.getByRole('button', { name: 'Enviar' }).click();
  await expect(toast(page, 'Solicitud enviada exitosamente')).toBeVisible(ESPERA_FLUJO);
  await expect(page.getByRole('button', { name: 'Enviado a revisión' })).toBeDisabled();
  // Land use was settled when the business opened: its three lines read 'No aplica'.
  const pasos = page.getByRole('list', { name: 'Pasos del trámite' }).getByRole('listitem');
  await expect(pasos.filter({ hasText: 'Verificación de uso de suelo' })).toContainText('No aplica');
  await capturar(page, captura);
  await revisarAccesibilidad(page, 'renovación enviada');
  return (await page.getByText(/^Folio \S+$/).innerText()).replace('Folio ', '').trim();
}

/** Every step of a renewal after it was sent, each area and payment in turn. */
async function revisarYFirmar(browser: Browser, page: Page, folio: string, anio: number, revisar: boolean) {
  const tarea = (usuario: string, titulo: string, captura: string) => resolverTarea(browser, { usuario, titulo, captura: `renovacion-${anio}-${captura}`, folio, nombre: NOMBRE, revisar });
  await tarea('coordinacion.sare', 'Validación de datos de la solicitud de licencia', '10-sare');
  await pagarEnLinea(page, NOMBRE, /anuencia|protecci[oó]n civil/i, `renovacion-${anio}-11-pago-anuencia`, anio, revisar);
  await tarea('proteccion.civil', 'Validación del pago y anuencia de Protección Civil', '12-anuencia');
  await pagarEnLinea(page, NOMBRE, /residuos/i, `renovacion-${anio}-13-pago-residuos`, anio, revisar);
  await tarea('residuos.solidos', 'Validación del pago de residuos sólidos', '14-residuos');
  // spec 1 §4.8: the cut-off of a renewal is 1 May of its year; a past year pays the late fee, and
  // the card says which deadline passed.
  if (revisar) {
    const espera = page.getByRole('article').filter({ has: page.getByRole('heading', { name: NOMBRE, level: 2 }) }).getByRole('alert').filter({ hasText: 'Su solicitud espera el pago extemporáneo' });
    await expect(async () => {
      await page.goto('/admin/establecimientos');
      await expect(espera).toContainText(`venció el 1 de mayo de ${anio}, al cumplirse la fecha de corte de la renovación`, { timeout: 10_000 });
    }).toPass({ timeout: 90_000 });
    await capturar(page, `renovacion-${anio}-15a-tarjeta-extemporaneo`);
  }
  await pagarEnLinea(page, NOMBRE, /extempor/i, `renovacion-${anio}-15-pago-extemporaneo`, anio, revisar);
  await tarea('direccion.ingresos', 'Firma de licencia: Dirección de Ingresos', '16-firma-director');
  await tarea('tesoreria', 'Firma de licencia: Tesorería Municipal', '17-firma-tesoreria');
}

test('renovación de dos ejercicios anteriores de un negocio del padrón municipal, por cada área', async ({ page, browser }) => {
  test.setTimeout(900_000);
  const constancia = escribirArchivo('renovacion-documento.pdf', pdfMinimo('Documento de la renovacion'));
  const foto = escribirArchivo('renovacion-foto.png', pngMinimo());
  const primero = ANIO - 2;
  const segundo = ANIO - 1;

  await test.step('busca su negocio con sus tres claves; sin ellas se le dice qué falta', async () => {
    await page.goto('/signin');
    await iniciarSesion(page, RFC_CONTRIBUYENTE);
    await page.getByRole('button', { name: 'RENOVACIÓN DE EJERCICIOS ANTERIORES' }).click();
    await expect(page).toHaveURL(/\/admin\/establecimientos\/solicitud-renovacion$/);
    await expect(page.getByRole('heading', { name: 'Renovación de ejercicios anteriores', level: 1 })).toBeVisible();
    await expect(page.getByLabel('RFC')).toHaveValue(RFC_CONTRIBUYENTE);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page.getByText('Todos los campos son obligatorios').first()).toBeVisible();
    await capturar(page, 'renovacion-01-busqueda-vacia');
    await revisarAccesibilidad(page, 'búsqueda de renovación');

    await page.getByLabel('Clave del establecimiento').fill(CLAVE);
    await page.getByLabel('Clave catastral').fill(CATASTRAL);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page.getByRole('heading', { name: NOMBRE, level: 2 })).toBeVisible();
    const filas = page.getByRole('table', { name: 'Licencias encontradas' }).getByRole('row');
    await expect(filas.filter({ hasText: String(primero) })).toContainText('Sin renovar');
    await expect(filas.filter({ hasText: String(ANIO - 3) })).toContainText('Pagada');
    await capturar(page, 'renovacion-02-encontrado');
    await revisarAccesibilidad(page, 'licencias encontradas');
  });

  await test.step('lo importa del padrón y abre la renovación del periodo pendiente más antiguo', async () => {
    await page.getByRole('button', { name: 'Importar y renovar' }).click();
    await expect(toast(page, 'Establecimiento importado exitosamente')).toBeVisible();
    // The renewal opens at once; closed, the page still says where the business went, and the
    // search's button now renews it instead of importing it again.
    const periodos = page.getByRole('dialog', { name: 'Renovación de licencia' });
    await expect(periodos.getByRole('status').filter({ hasText: 'Establecimiento importado exitosamente' })).toContainText('Ya aparece en Mis establecimientos.');
    await page.keyboard.press('Escape');
    const aviso = page.getByRole('status').filter({ hasText: 'ya aparece en Mis establecimientos' });
    await expect(aviso).toContainText('Establecimiento importado exitosamente');
    await expect(aviso).toContainText(`${NOMBRE} (clave ${CLAVE}) ya aparece en Mis establecimientos`);
    await expect(aviso.getByRole('link', { name: 'Ver en Mis establecimientos' })).toHaveAttribute('href', `/admin/establecimientos?external_id=${CLAVE}`);
    await expect(page.getByRole('button', { name: 'Importar y renovar' })).toHaveCount(0);
    await capturar(page, 'renovacion-03a-importado');
    await revisarAccesibilidad(page, 'establecimiento importado');
    await page.getByRole('button', { name: 'Renovar', exact: true }).click();
    await renovarPeriodo(page, primero, 'renovacion-03-periodo');
  });

  let folio = '';
  await test.step('adjunta los documentos que le faltan (la foto del frente es opcional) y la envía a revisión', async () => {
    const enviarBoton = page.getByRole('button', { name: 'Enviar a revisión' });
    await expect(enviarBoton).toBeDisabled();
    const tabla = page.getByRole('table', { name: 'Documentos de la renovación' });
    await expect(tabla.getByRole('row').filter({ hasText: 'Constancia de situación fiscal (SAT)' })).toContainText('Falta');
    await expect(tabla.getByRole('row').filter({ hasText: 'Fotografía del frente' })).toContainText('(opcional)');
    await capturar(page, 'renovacion-04-renovacion');
    await revisarAccesibilidad(page, 'renovación de licencia');
    const faltantes = tabla.getByRole('row').filter({ hasText: 'Falta' });
    const cuantos = await faltantes.count();
    expect(cuantos).toBeGreaterThan(0);
    for (let i = 0; i < cuantos; i++) {
      const fila = faltantes.first();
      const documento = (await fila.getByRole('cell').first().innerText()).trim();
      await fila.getByRole('button', { name: /Adjuntar/ }).click();
      const dialogo = page.getByRole('dialog', { name: `Adjuntar: ${documento}` });
      await dialogo.getByLabel(documento).setInputFiles(documento.startsWith('Fotografía') ? foto : constancia);
      await dialogo.getByRole('button', { name: 'Subir' }).click();
      await expect(dialogo).toBeHidden();
      await expect(tabla.getByRole('row').filter({ hasText: documento })).toContainText('Adjunto');
    }
    await expect(enviarBoton).toBeEnabled();
    folio = await enviar(page, primero, 'renovacion-05-enviada');
    expect(folio).toMatch(new RegExp(`^SARE-${primero}-\\d+$`));
  });

  await test.step(`cada área revisa la renovación ${ANIO - 2}, paga en línea y firman`, async () => {
    await revisarYFirmar(browser, page, folio, primero, true);
    await accionEstablecimiento(page, NOMBRE, 'Licencias');
    const dialogo = page.getByRole('dialog', { name: 'Licencias' });
    await expect(dialogo.getByRole('row').filter({ hasText: String(primero) }).getByRole('button', { name: 'Ver licencia digital' })).toBeVisible(ESPERA_FLUJO);
    await capturar(page, 'renovacion-20-licencias');
    await page.keyboard.press('Escape');
  });

  await test.step('desde la tarjeta renueva el año siguiente, y también llega a la licencia', async () => {
    await accionEstablecimiento(page, NOMBRE, 'Renovación');
    const dialogo = page.getByRole('dialog', { name: 'Renovación de licencia' });
    await expect(dialogo.getByRole('row').filter({ hasText: String(primero) })).toContainText('Aprobada');
    await renovarPeriodo(page, segundo, 'renovacion-21-periodo-siguiente');
    // The business's documents are already attached: nothing is missing this time.
    await expect(page.getByRole('button', { name: 'Enviar a revisión' })).toBeEnabled();
    const folio2 = await enviar(page, segundo, 'renovacion-22-enviada');
    // The same screens as the first year: axe already checked them.
    await revisarYFirmar(browser, page, folio2, segundo, false);
    await accionEstablecimiento(page, NOMBRE, 'Licencias');
    const licencias = page.getByRole('dialog', { name: 'Licencias' });
    for (const anio of [primero, segundo]) {
      await expect(licencias.getByRole('row').filter({ hasText: String(anio) }).getByRole('button', { name: 'Ver licencia digital' })).toBeVisible(ESPERA_FLUJO);
    }
    await capturar(page, 'renovacion-23-dos-licencias');
    await revisarAccesibilidad(page, 'licencias renovadas');
  });
});
