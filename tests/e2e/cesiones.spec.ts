// A market stall's rights assignment end to end (spec 3 §2.8, §3.7, §4.6, §5.6, §7.7, §8.2; issue
// 15), as the people involved live it: the demo taxpayer, concessionaire of a stall of Mercado Lázaro
// Cárdenas inserted for this walk alone (the padrón's copy, locales_mercado), asks to assign it to a
// new RFC and sends the request; Mercados validates it; he uploads the payment receipt and Mercados
// validates the payment; Mercados generates the authorization format, uploads the secretary's
// signed authorization and finishes the assignment. The new concessionaire, signing up with that RFC,
// is in the padrón with the market and the stall (what the licence form's market section reads), and the old one no longer is. At
// every stop the card's chip, its progress and the timeline's current step say the same thing.
import type { Page } from '@playwright/test';
import postgres from 'postgres';
import { ARCHIVOS_CESION } from '../../domain/cesiones/reglas';
import { rfcDigitoVerificador } from '../../domain/common/rfc';
import { ESPERA_FLUJO, resolverTarea } from './bandeja';
import { FIRMANTES_DEMO } from '../../sim/efirma/demo';
import { pdfsig } from '../pdfsig';
import { expect, test } from './fixtures';
import { NEGOCIO_MERCADO, accionDeTarjeta, avanceCoincide, localEnMercado, tarjetaEn } from './mercados';
import { DEMO_PASSWORD, RFC_CONTRIBUYENTE, capturar, escribirArchivo, iniciarSesion, limpiarCapturas, pdfMinimo, pngMinimo, revisarAccesibilidad, toast } from './helpers';

const NOMBRE = NEGOCIO_MERCADO.nombre;
const RUTA = '/admin/solicitudCesionDerecho';
const MERCADO = 'Mercado Lázaro Cárdenas del Río';
// One run, one stall and one new concessionaire: a suffix keeps a re-run unambiguous.
const SUFIJO = Date.now().toString(36).slice(-3).toUpperCase();
const LOCAL = `Z-${SUFIJO}`;
const RFC_NUEVO = (() => {
  const base = `PERL850315${SUFIJO.slice(-2).padStart(2, 'X')}`;
  return `${base}${rfcDigitoVerificador(base)}`;
})();

test.beforeAll(() => limpiarCapturas((f) => f.startsWith('cesiones-')));

/** A 12 m² stall of Mercado Lázaro Cárdenas (mercado 1) held by the demo taxpayer, in the e2e database. */
async function insertarLocal(url: string | undefined) {
  expect(url, 'npm test -- e2e exporta DATABASE_URL (la base de la prueba)').toBeTruthy();
  const sql = postgres(url!, { max: 1, onnotice: () => undefined });
  try {
    await sql`insert into locales_mercado (mercado_id, numero, pasillo, superficie_m2, concesionario_rfc, concesionario_nombre)
              values (1, ${LOCAL}, 'Z', 12, ${RFC_CONTRIBUYENTE}, 'CONCESIONARIO DEMO')`;
  } finally {
    await sql.end();
  }
}

const tarjeta = (page: Page, folio: string) => tarjetaEn(page, 'Solicitudes de cesión de derechos', folio);

async function abrirLista(page: Page) {
  await page.goto(RUTA);
  await expect(page.getByRole('heading', { name: 'Mis solicitudes de cesion derechos', level: 1 })).toBeVisible();
}

/** The words agree: the card's chip, its progress and the timeline's current step. The list is read again until the workflow projected the move. */
async function mismoEstado(page: Page, folio: string, e: { estatus: string; avance: number; paso: string | null }) {
  await expect(async () => {
    await abrirLista(page);
    const t = tarjeta(page, folio);
    await expect(t.getByTestId('estatus-cesion')).toHaveText(e.estatus, { timeout: 10_000 });
    await expect(t.getByRole('progressbar', { name: 'Avance del trámite' })).toHaveAttribute('aria-valuenow', String(e.avance), { timeout: 10_000 });
  }).toPass({ timeout: 90_000 });
  await avanceCoincide(page, tarjeta(page, folio), folio, e);
}

const accion = (page: Page, id: number, folio: string, etiqueta: string) => accionDeTarjeta(tarjeta(page, folio), page, id, etiqueta);

/** The request's id: its folio is CES-{año}-{id}. */
const idDeFolio = (folio: string) => Number(/-(\d+)$/.exec(folio)?.[1] ?? 0);

test('cesión de derechos: solicitud, revisión, recibo de pago, validación, autorización y nuevo concesionario', async ({ page, browser, request, servidor }) => {
  test.setTimeout(240_000);
  await localEnMercado(request);
  await insertarLocal(servidor.databaseUrl);
  const pdf = escribirArchivo('cesion.pdf', pdfMinimo('Documento de la cesión'));
  const foto = escribirArchivo('cesion-foto.png', pngMinimo());
  let folio = '';
  let id = 0;

  await test.step('el concesionario registra la cesión de su local a un nuevo RFC', async () => {
    await page.goto('/signin');
    await iniciarSesion(page, RFC_CONTRIBUYENTE);
    await abrirLista(page);
    await page.getByLabel('Estatus solicitud').selectOption({ label: 'FINALIZADA' });
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page.getByText('Sin registros', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Limpiar Filtros' }).click();
    await expect(page.getByLabel('Estatus solicitud')).toHaveValue('');
    await capturar(page, 'cesiones-01-lista');
    await revisarAccesibilidad(page, 'lista de cesiones');

    await page.getByRole('button', { name: 'Agregar' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Solicitar cesion derecho' });
    await expect(dialogo).toBeVisible();
    await dialogo.getByRole('button', { name: 'Registrar' }).click();
    await expect(toast(page, 'Por favor, llene todos los campos obligatorios.').first()).toBeVisible();
    await expect(dialogo.getByText('Seleccione el establecimiento')).toBeVisible();
    const establecimiento = dialogo.getByLabel('Establecimiento');
    await establecimiento.selectOption((await establecimiento.locator('option', { hasText: NOMBRE }).first().getAttribute('value'))!);
    await dialogo.getByLabel('Local', { exact: true }).selectOption({ label: LOCAL });
    await dialogo.getByLabel('RFC del nuevo concesionario').fill(RFC_NUEVO.toLowerCase());
    await dialogo.getByLabel('La cesión es a un familiar').check();
    for (const a of ARCHIVOS_CESION) await dialogo.getByLabel(a.etiqueta, { exact: true }).setInputFiles(a.tipo === 'imagen' ? foto : pdf);
    await capturar(page, 'cesiones-02-solicitud');
    await revisarAccesibilidad(page, 'solicitar cesión de derechos');
    await dialogo.getByRole('button', { name: 'Registrar' }).click();
    await expect(toast(page, 'Solicitud de cesión de derechos registrada exitosamente').first()).toBeVisible();
    await expect(dialogo).toHaveCount(0);
    const t = tarjeta(page, LOCAL).first();
    folio = (await t.getByText(/CES-\d{4}-\d{6,}/).first().textContent())!.match(/CES-\d{4}-\d{6,}/)![0];
    id = Number(/#\s*(\d+)/.exec((await t.getByRole('heading', { level: 2 }).textContent())!)![1]);
    await expect(tarjeta(page, folio).getByTestId('estatus-cesion')).toHaveText('INICIO');
    await expect(tarjeta(page, folio)).toContainText(RFC_NUEVO);
    await expect(tarjeta(page, folio)).toContainText('Borrador');
  });

  await test.step('la envía a revisión de Mercados', async () => {
    await accion(page, id, folio, 'Enviar a revisión');
    await page.getByRole('alertdialog', { name: 'Enviar a revisión' }).getByRole('button', { name: 'Enviar a revisión' }).click();
    await expect(toast(page, 'Su solicitud ha sido enviada exitosamente').first()).toBeVisible(ESPERA_FLUJO);
    await mismoEstado(page, folio, { estatus: 'EN PROCESO', avance: 0, paso: 'Revisión de Mercados' });
    await capturar(page, 'cesiones-03-enviada');
  });

  await test.step('Mercados revisa la solicitud en su bandeja', async () => {
    await resolverTarea(browser, {
      usuario: 'mercados',
      titulo: 'Revisión de solicitud de cesión de derechos',
      boton: 'Validar',
      captura: 'cesiones-04-bandeja-revision',
      folio,
      nombre: NOMBRE,
      antes: async (p) => {
        await expect(p.getByRole('list', { name: 'Documentos de la solicitud' }).getByRole('listitem')).toHaveCount(6);
        await expect(p.getByText(RFC_NUEVO).first()).toBeVisible();
        await expect(p.getByText(LOCAL, { exact: true })).toBeVisible();
      },
    });
  });

  await test.step('sube el recibo de pago en EN PROCESO', async () => {
    await mismoEstado(page, folio, { estatus: 'EN PROCESO', avance: 1, paso: 'Pago y validación' });
    await capturar(page, 'cesiones-05-pago');
    await accion(page, id, folio, 'Subir Recibo Pago de Cesion Derecho');
    const dialogo = page.getByRole('dialog', { name: 'Subir Recibo Pago de Cesion Derecho' });
    await dialogo.getByLabel('Recibo de pago (PDF)', { exact: true }).setInputFiles(pdf);
    await dialogo.getByRole('button', { name: 'Subir' }).click();
    await expect(toast(page, 'Recibo de pago guardado exitosamente').first()).toBeVisible(ESPERA_FLUJO);
    await expect(dialogo).toHaveCount(0);
  });

  await test.step('Mercados valida el pago', async () => {
    await resolverTarea(browser, {
      usuario: 'mercados',
      titulo: 'Validación del recibo de pago de cesión de derechos',
      boton: 'Validar',
      captura: 'cesiones-06-bandeja-pago',
      folio,
      nombre: NOMBRE,
      revisar: false,
      antes: async (p) => {
        await expect(p.getByRole('button', { name: 'Ver recibo de pago' })).toBeVisible();
      },
    });
    await mismoEstado(page, folio, { estatus: 'VALIDADA', avance: 2, paso: 'Autorización de la Secretaría' });
  });

  await test.step('Mercados genera el formato y la Secretaría lo firma con e.firma', async () => {
    await resolverTarea(browser, {
      usuario: 'mercados',
      titulo: 'Autorización de cesión de derechos',
      captura: 'cesiones-08-bandeja-autorizacion',
      folio,
      nombre: NOMBRE,
      boton: 'Finalizar cesión',
      antes: async (p) => {
        await p.getByRole('button', { name: 'Generar formato de autorización' }).click();
        await expect(toast(p, 'Formato de autorización generado.').first()).toBeVisible(ESPERA_FLUJO);
        const visor = p.getByRole('dialog', { name: `Formato de autorización ${folio}` });
        await expect(visor).toBeVisible();
        await capturar(p, 'cesiones-07-formato');
        await p.keyboard.press('Escape');
        await expect(visor).toHaveCount(0);
        // Signed with e.firma (the demo's mode): the signed format is the authorization, no scan to upload.
        await expect(p.getByText(/fírmelo con e\.firma/)).toBeVisible();
        await expect(p.getByRole('button', { name: 'Subir autorización de la Secretaría' })).toHaveCount(0);
      },
    });
    // The authorization Mercados and the taxpayer open is the format the Secretaría signed, valid for pdfsig.
    const login = await request.post('/api/login', { data: { username: RFC_CONTRIBUYENTE, password: DEMO_PASSWORD, remember: false } });
    const headers = { authorization: `Bearer ${(await login.json()).data.token as string}` };
    const ficha = await request.get(`/api/cesionDerechoExterno/${idDeFolio(folio)}`, { headers });
    const autorizacion = await request.get((await ficha.json()).data.docAutorizacion as string, { headers });
    const { firmas, salida } = pdfsig(new Uint8Array(await autorizacion.body()));
    expect(firmas.map((f) => f.firmante), salida).toEqual([FIRMANTES_DEMO.mercados.nombre]);
    expect(firmas.every((f) => f.valida && f.todoElDocumento), salida).toBe(true);
    await mismoEstado(page, folio, { estatus: 'FINALIZADA', avance: 3, paso: null });
    await expect(tarjeta(page, folio)).toContainText(`La concesión del local ${LOCAL} quedó a nombre de ${RFC_NUEVO}.`);
    await capturar(page, 'cesiones-09-finalizada');
  });

  await test.step('el nuevo concesionario abre su cuenta y el padrón de mercados ya lo nombra', async () => {
    const alta = await request.post('/api/signup', { data: { rfc: RFC_NUEVO, email: `nuevo.${SUFIJO.toLowerCase()}@example.mx`, password: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD } });
    expect(alta.status(), await alta.text()).toBe(200);
    // A new account must capture its profile before the licence form opens (the portal sends it
    // there first), so what that form's market section reads is asked with the new account:
    // 'Se encuentra en el padrón de locatarios de mercados' shows exactly when this answers a stall.
    const login = await request.post('/api/login', { data: { username: RFC_NUEVO, password: DEMO_PASSWORD, remember: false } });
    expect(login.ok()).toBe(true);
    const headers = { authorization: `Bearer ${(await login.json()).data.token as string}` };
    const padron = await request.get(`/api/locales-mercados/concesionarioByRFC/${RFC_NUEVO}`, { headers });
    expect(padron.status(), await padron.text()).toBe(200);
    const cuerpo = await padron.json();
    expect(cuerpo.message).toBe('Se encuentra en el padrón de locatarios de mercados');
    const c = cuerpo.data as { mercado: string; local: string; mercado_id: number | null };
    expect(c.mercado).toBe(MERCADO);
    expect(c.local).toBe(LOCAL);
    // …and the ceding taxpayer no longer holds it: 'Solicitar cesion derecho' does not offer it again.
    await abrirLista(page);
    await page.getByRole('button', { name: 'Agregar' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Solicitar cesion derecho' });
    const establecimiento = dialogo.getByLabel('Establecimiento');
    await establecimiento.selectOption((await establecimiento.locator('option', { hasText: NOMBRE }).first().getAttribute('value'))!);
    await expect(dialogo.getByLabel('Local', { exact: true }).locator('option', { hasText: LOCAL })).toHaveCount(0);
    await capturar(page, 'cesiones-10-sin-local');
    await page.keyboard.press('Escape');
  });
});
