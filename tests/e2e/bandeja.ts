// What every procedure's walk does with the staff's inbox and the gateway: a staff member resolves
// the request's task, and the taxpayer pays a statement online.
import type { Browser, Page } from '@playwright/test';
import { expect } from './fixtures';
import { firmarConEfirma } from './efirma';
import { abrirEstadoDeCuenta, abrirPasarela, abrirSesion, capturar, cerrarVentana, dialogoEstadosCuenta, estadoDeCuenta, llenarTarjeta, revisarAccesibilidad, toast } from './helpers';

// Updates answer once the workflow applied them (up to 20 s on a cold worker).
export const ESPERA_FLUJO = { timeout: 25_000 };

export interface Tarea {
  usuario: string;
  /** the task's title, as the inbox lists it */
  titulo: string;
  captura: string;
  /** the request's folio (the inbox is searched by it) and the business the detail must name */
  folio: string;
  nombre: string;
  motivoRechazo?: string;
  /** false when the same screen was already checked with axe in this walk (it only costs time) */
  revisar?: boolean;
  /** the deciding button (default 'Firmar licencia' for a signature, else 'Aprobar') */
  boton?: string;
  /** what the reviewer checks on the task before deciding */
  antes?: (page: Page) => Promise<void>;
}

/**
 * A staff member opens the inbox, finds the task by the request's folio and its title (the
 * workflow writes it; a person reloads until it is there), looks at it and approves, signs or
 * returns it with a reason.
 */
export async function resolverTarea(browser: Browser, t: Tarea) {
  const page = await abrirSesion(browser, t.usuario);
  try {
    await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Bandeja de tareas' }).click();
    await expect(page.getByRole('heading', { name: 'Bandeja de tareas', level: 1 })).toBeVisible();
    await page.getByLabel('Buscar').fill(t.folio);
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(t.folio)}`));
    const fila = page.getByRole('row').filter({ hasText: t.folio }).filter({ has: page.getByRole('cell', { name: t.titulo, exact: true }) });
    await expect(async () => {
      await page.reload();
      await expect(fila.filter({ hasText: 'Pendiente' })).toHaveCount(1, { timeout: 10_000 });
    }).toPass({ timeout: 90_000 });
    await fila.filter({ hasText: 'Pendiente' }).getByRole('link').first().click();
    await expect(page.getByRole('heading', { name: t.titulo, level: 1 })).toBeVisible();
    await expect(page.getByText(t.nombre).first()).toBeVisible();
    if (t.antes) await t.antes(page);
    await capturar(page, t.captura);
    if (t.revisar !== false) await revisarAccesibilidad(page, `tarea ${t.titulo}`);
    if (t.motivoRechazo) {
      await page.getByRole('button', { name: 'Rechazar' }).click();
      const dialogo = page.getByRole('dialog', { name: 'Rechazar' });
      await dialogo.getByLabel('Motivo del rechazo').fill(t.motivoRechazo);
      await dialogo.getByRole('button', { name: 'Rechazar' }).click();
      await expect(toast(page, 'Tarea resuelta exitosamente').first()).toBeVisible(ESPERA_FLUJO);
      return;
    }
    const boton = t.boton ?? (t.titulo.startsWith('Firma') ? 'Firmar licencia' : 'Aprobar');
    // A signature step may ask for e.firma (the demo's default): signed in the browser with the
    // account's demo files (sim/data/efirma), the certificate registered first if the profile lacks it.
    const decidir = page.getByRole('button', { name: new RegExp(`^(${boton}|Firmar con e\\.firma)$`) });
    await expect(decidir).toBeEnabled();
    if ((await decidir.textContent())?.includes('e.firma')) {
      await firmarConEfirma(page, t.usuario, t.captura);
      return;
    }
    await page.getByRole('button', { name: boton }).click();
    const confirmar = page.getByRole('alertdialog', { name: boton });
    await expect(confirmar).toBeVisible();
    await confirmar.getByRole('button', { name: boton }).click();
    await expect(toast(page, 'Tarea resuelta exitosamente').first()).toBeVisible(ESPERA_FLUJO);
    await expect(page).toHaveURL(/\/admin\/bandeja$/);
  } finally {
    await page.context().close();
  }
}

/**
 * 'Pagar en línea': the gateway's window opens, the test card is charged, the window is closed.
 * The dialog stays open and says the payment was recorded; the statement reads 'Pagado'.
 */
export async function pagarEnLinea(page: Page, nombre: string, concepto: RegExp, captura: string, anio?: number, revisar = true) {
  const fila = await abrirEstadoDeCuenta(page, nombre, concepto);
  const ventana = await abrirPasarela(page, fila.getByRole('button', { name: 'Pagar en línea' }));
  await llenarTarjeta(ventana, 'aprobada');
  await capturar(ventana, `${captura}-pasarela`);
  if (revisar) await revisarAccesibilidad(ventana, 'pasarela de pagos');
  await ventana.getByRole('button', { name: 'Pagar' }).click();
  await expect(ventana.getByRole('heading', { name: 'Pago aprobado', level: 1 })).toBeVisible();
  await capturar(ventana, `${captura}-aprobado`);
  await cerrarVentana(ventana);
  // The portal learnt it from the gateway's signed confirmation, and says so where the taxpayer paid.
  const dialogo = dialogoEstadosCuenta(page);
  await expect(dialogo.getByTestId('aviso-pago')).toContainText('Pago registrado exitosamente');
  // With licences of several years the dialog groups the statements by year.
  const ambito = anio === undefined ? dialogo : dialogo.getByRole('region', { name: `Licencia ${anio}` });
  await expect(estadoDeCuenta(ambito, concepto).filter({ hasText: 'Pagado' })).toHaveCount(1);
  await capturar(page, captura);
  if (revisar) await revisarAccesibilidad(page, 'estados de cuenta y pagos');
  await page.keyboard.press('Escape');
}
