// A market-stall lease end to end (spec 3 §2.7, §3.6, §4.5, §5.5, §7.6, §8.2), as the
// people involved live it: the demo taxpayer, concessionaire of stall A-15 of Mercado Lázaro
// Cárdenas (the padrón's copy, locales_mercado), registers a lease request for the establishment he
// has there and sends it; Mercados validates it in its inbox; he uploads the contract (the
// '10% al ayuntamiento' computed as the rent is typed) and sends it; Mercados validates the
// contract; he uploads the payment receipt and Mercados validates the payment. At every stop the
// card's chips, its progress and the timeline's current step say the same thing.
import type { Page } from '@playwright/test';
import { ESPERA_FLUJO, resolverTarea } from './bandeja';
import { expect, test } from './fixtures';
import { NEGOCIO_MERCADO, accionDeTarjeta, avanceCoincide, localEnMercado, tarjetaEn } from './mercados';
import { RFC_CONTRIBUYENTE, capturar, escribirArchivo, iniciarSesion, limpiarCapturas, pdfMinimo, revisarAccesibilidad, toast } from './helpers';

const NOMBRE = NEGOCIO_MERCADO.nombre;
const RUTA = '/admin/solicitudArrendamiento';

test.beforeAll(() => limpiarCapturas((f) => f.startsWith('arrendamientos-')));

const tarjeta = (page: Page, folio: string) => tarjetaEn(page, 'Solicitudes de arrendamiento', folio);

async function abrirLista(page: Page) {
  await page.goto(RUTA);
  await expect(page.getByRole('heading', { name: 'Mis solicitudes de arrendamiento', level: 1 })).toBeVisible();
}

/**
 * The words agree: the card's request and contract chips, its progress and the timeline's current
 * step (in 'Ver seguimiento'). The list is read again until the workflow projected the move.
 */
async function mismoEstado(page: Page, folio: string, e: { solicitud: string; contrato: string; avance: number; paso: string | null }) {
  await expect(async () => {
    await abrirLista(page);
    const t = tarjeta(page, folio);
    await expect(t.getByTestId('estatus-solicitud-arr')).toHaveText(`Solicitud: ${e.solicitud}`, { timeout: 10_000 });
    await expect(t.getByTestId('estatus-contrato-arr')).toHaveText(`Contrato: ${e.contrato}`, { timeout: 10_000 });
    await expect(t.getByRole('progressbar', { name: 'Avance del trámite' })).toHaveAttribute('aria-valuenow', String(e.avance), { timeout: 10_000 });
  }).toPass({ timeout: 90_000 });
  await avanceCoincide(page, tarjeta(page, folio), folio, e);
}

const accion = (page: Page, id: number, folio: string, etiqueta: string) => accionDeTarjeta(tarjeta(page, folio), page, id, etiqueta);

test('arrendamiento: solicitud, validación, contrato con el 10%, validación, recibo de pago y aprobación', async ({ page, browser, request }) => {
  test.setTimeout(240_000);
  await localEnMercado(request);
  const pdf = escribirArchivo('arrendamiento.pdf', pdfMinimo('Documento del arrendamiento'));
  let folio = '';
  let id = 0;

  await test.step('el concesionario registra una solicitud de arrendamiento', async () => {
    await page.goto('/signin');
    await iniciarSesion(page, RFC_CONTRIBUYENTE);
    await abrirLista(page);
    // spec 3 §9: the status filter (nothing validated yet for this establishment).
    await page.getByLabel('Nombre establecimiento').fill(NOMBRE);
    await page.getByLabel('Estatus solicitud').selectOption({ label: 'VALIDADA' });
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page.getByText('Sin registros', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Limpiar Filtros' }).click();
    await expect(page.getByLabel('Estatus solicitud')).toHaveValue('');
    await capturar(page, 'arrendamientos-01-lista');
    await revisarAccesibilidad(page, 'lista de arrendamientos');

    await page.getByRole('button', { name: 'Agregar' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Nueva solicitud arrendamiento' });
    await expect(dialogo).toBeVisible();
    // Nothing chosen: the spec's message and each field says what it needs.
    await dialogo.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'Por favor, llene todos los campos obligatorios.').first()).toBeVisible();
    await expect(dialogo.getByText('Seleccione el establecimiento')).toBeVisible();
    await expect(dialogo.getByText('Adjunte la solicitud en PDF')).toBeVisible();
    const establecimiento = dialogo.getByLabel('Establecimiento');
    const opcion = establecimiento.locator('option', { hasText: NOMBRE });
    await expect(opcion).toContainText('local A-15');
    await establecimiento.selectOption((await opcion.getAttribute('value'))!);
    await dialogo.getByLabel('Giro').selectOption({ label: 'FRUTERÍA Y VERDULERÍA' });
    await dialogo.getByLabel('Solicitud (PDF)', { exact: true }).setInputFiles(pdf);
    await dialogo.getByLabel('Alta en el SAT (PDF)', { exact: true }).setInputFiles(pdf);
    await capturar(page, 'arrendamientos-02-solicitud');
    await revisarAccesibilidad(page, 'nueva solicitud de arrendamiento');
    await dialogo.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'Solicitud de arrendamiento registrada exitosamente').first()).toBeVisible();
    await expect(dialogo).toHaveCount(0);
    const t = tarjeta(page, NOMBRE).filter({ has: page.getByText('Solicitud: PENDIENTE') }).first();
    folio = (await t.getByText(/ARR-\d{4}-\d{6,}/).first().textContent())!.match(/ARR-\d{4}-\d{6,}/)![0];
    id = Number(/#\s*(\d+)/.exec((await t.getByRole('heading', { level: 2 }).textContent())!)![1]);
    await expect(tarjeta(page, folio).getByTestId('estatus-contrato-arr')).toHaveText('Contrato: PENDIENTE');
    await expect(tarjeta(page, folio)).toContainText('Borrador');
  });

  await test.step('la envía a revisión de Mercados', async () => {
    await accion(page, id, folio, 'Enviar a revisión');
    await page.getByRole('alertdialog', { name: 'Enviar a revisión' }).getByRole('button', { name: 'Enviar a revisión' }).click();
    await expect(toast(page, 'Solicitud enviada exitosamente').first()).toBeVisible(ESPERA_FLUJO);
    await mismoEstado(page, folio, { solicitud: 'EN REVISION', contrato: 'PENDIENTE', avance: 0, paso: 'Solicitud validada' });
    await capturar(page, 'arrendamientos-03-enviada');
  });

  await test.step('Mercados valida la solicitud en su bandeja', async () => {
    await resolverTarea(browser, {
      usuario: 'mercados',
      titulo: 'Validación de solicitud de arrendamiento',
      captura: 'arrendamientos-04-bandeja-solicitud',
      folio,
      nombre: NOMBRE,
      boton: 'Validar',
      antes: async (p) => {
        await expect(p.getByRole('list', { name: 'Documentos de la solicitud' }).getByRole('listitem')).toHaveCount(2);
        await expect(p.getByText('A-15').first()).toBeVisible();
      },
    });
  });

  await test.step('sube el contrato: el 10% al ayuntamiento se calcula al escribir la renta', async () => {
    await mismoEstado(page, folio, { solicitud: 'VALIDADA', contrato: 'PENDIENTE', avance: 1, paso: 'Contrato de arrendamiento' });
    await accion(page, id, folio, 'Subir contrato arrendamiento');
    const dialogo = page.getByRole('dialog', { name: 'Subir contrato arrendamiento' });
    await dialogo.getByRole('button', { name: 'Guardar' }).click();
    // spec 3 §8.2: the three messages of the contract.
    await expect(dialogo.getByText('La fecha de inicio es requerida')).toBeVisible();
    await expect(dialogo.getByText('La fecha final es requerida')).toBeVisible();
    await expect(dialogo.getByText('El monto de renta mensual es requerido')).toBeVisible();
    await dialogo.getByLabel('Fecha de inicio').fill('2026-12-01');
    await dialogo.getByLabel('Fecha final').fill('2027-11-30');
    await dialogo.getByLabel('Renta mensual').fill('8523.45');
    await expect(dialogo.getByLabel('10% al ayuntamiento')).toHaveValue('852.35');
    await dialogo.getByLabel('Renta mensual').fill('8500');
    await expect(dialogo.getByLabel('10% al ayuntamiento')).toHaveValue('850.00');
    await dialogo.getByLabel('Nombre del arrendatario').fill('JULIETA VELÁZQUEZ CANCHÉ');
    await dialogo.getByLabel('RFC del arrendatario').fill('VECJ880326LP5');
    await dialogo.getByLabel('Correo del arrendatario').fill('julieta.velazquez@example.com');
    await dialogo.getByLabel('Contrato de arrendamiento (PDF)', { exact: true }).setInputFiles(pdf);
    await capturar(page, 'arrendamientos-05-contrato');
    await revisarAccesibilidad(page, 'subir contrato de arrendamiento');
    await dialogo.getByRole('button', { name: 'Enviar a revisión' }).click();
    await expect(toast(page, 'Contrato enviado a revisión exitosamente').first()).toBeVisible(ESPERA_FLUJO);
    await expect(dialogo).toHaveCount(0);
    await mismoEstado(page, folio, { solicitud: 'VALIDADA', contrato: 'EN REVISION', avance: 1, paso: 'Contrato de arrendamiento' });
    await expect(tarjeta(page, folio)).toContainText(/10% al ayuntamiento:\s*\$850\.00/);
  });

  await test.step('Mercados valida el contrato', async () => {
    await resolverTarea(browser, {
      usuario: 'mercados',
      titulo: 'Validación de contrato de arrendamiento',
      captura: 'arrendamientos-06-bandeja-contrato',
      folio,
      nombre: NOMBRE,
      boton: 'Validar',
      antes: async (p) => {
        await expect(p.getByText('$8,500.00')).toBeVisible();
        await expect(p.getByText('$850.00').first()).toBeVisible();
        await expect(p.getByRole('button', { name: 'Ver Contrato de arrendamiento' })).toBeVisible();
      },
    });
  });

  await test.step('sube el recibo del pago del 10%', async () => {
    await mismoEstado(page, folio, { solicitud: 'VALIDADA', contrato: 'VALIDADA', avance: 2, paso: 'Pago y validación' });
    await capturar(page, 'arrendamientos-07-pago');
    await revisarAccesibilidad(page, 'pago del arrendamiento');
    await tarjeta(page, folio).getByRole('button', { name: 'Subir Recibo Pago' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Subir Recibo Pago' });
    await dialogo.getByLabel('Recibo de pago (PDF)', { exact: true }).setInputFiles(pdf);
    await dialogo.getByRole('button', { name: 'Subir' }).click();
    await expect(toast(page, 'Recibo de pago guardado exitosamente').first()).toBeVisible(ESPERA_FLUJO);
  });

  await test.step('Mercados valida el pago', async () => {
    await resolverTarea(browser, {
      usuario: 'mercados',
      titulo: 'Validación del recibo de pago de arrendamiento',
      captura: 'arrendamientos-08-bandeja-pago',
      folio,
      nombre: NOMBRE,
      boton: 'Validar',
      revisar: false,
      antes: async (p) => {
        await expect(p.getByRole('button', { name: 'Ver Recibo de pago' })).toBeVisible();
      },
    });
  });

  await test.step('la solicitud queda APROBADA con el contrato VALIDADA', async () => {
    await mismoEstado(page, folio, { solicitud: 'APROBADA', contrato: 'VALIDADA', avance: 3, paso: null });
    const t = tarjeta(page, folio);
    await expect(t).not.toContainText('VENCIDO');
    await expect(t).toContainText('Vigencia:');
    await capturar(page, 'arrendamientos-09-aprobada');
    await revisarAccesibilidad(page, 'arrendamiento aprobado');
    await accion(page, id, folio, 'Ver contrato de arrendamiento');
    const visor = page.getByRole('dialog', { name: `Contrato de arrendamiento ${folio}` });
    await expect(visor.locator('iframe')).toBeVisible({ timeout: 20_000 });
    await capturar(page, 'arrendamientos-10-contrato');
    await page.keyboard.press('Escape');
  });
});
