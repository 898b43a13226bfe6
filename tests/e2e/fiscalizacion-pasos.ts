// The steps the extraordinary-hours and live-music walks share (tests/e2e/fiscalizacion.spec.ts): the
// page reached from the ventanilla, the 'Solicitudes' dialog, Fiscalización's inbox, the form's blocks
// of dates and the signed request sent to review.
import type { Browser, Locator, Page } from '@playwright/test';
import { NEGOCIOS_DEMO } from '../../scripts/demo-negocios';
import { hoyCancun, sumarDias } from '../../domain/tramite/fechas';
import { fechaLegible } from '../../web/fiscalizacion/estatus';
import { expect } from './fixtures';
import { ESPERA_FLUJO } from './bandeja';
import { firmarConEfirma } from './efirma';
import { abrirSesion, capturar, escribirArchivo, pdfMinimo, revisarAccesibilidad, toast } from './helpers';

export const NEGOCIO = NEGOCIOS_DEMO.restaurante;
export const NOMBRE = NEGOCIO.nombre;

/** 1 Monday … 7 Sunday of 'YYYY-MM-DD'. */
const diaSemana = (f: string) => ((new Date(`${f}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;
/** The `n`-th (1-based) weekday `dia` of the month after today's, in Chetumal. */
export function enMesSiguiente(dia: number, n: number, mesesAdelante = 1): string {
  const hoy = hoyCancun();
  const d = new Date(`${hoy.slice(0, 7)}-01T12:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + mesesAdelante);
  let f = d.toISOString().slice(0, 10);
  while (diaSemana(f) !== dia) f = sumarDias(f, 1);
  return sumarDias(f, 7 * (n - 1));
}

/** Ventanilla → 'Horario extraordinario de venta de alcohol' → the page; the bar's card. */
export async function abrirPagina(page: Page): Promise<Locator> {
  await page.goto('/admin/ventanilla');
  await page.getByRole('link', { name: /Horario extraordinario de venta de alcohol/ }).click();
  await expect(page).toHaveURL(/\/admin\/horarios-extraordinarios$/);
  await expect(page.getByRole('heading', { name: 'Horarios extraordinarios y música viva', level: 1 })).toBeVisible();
  const tarjeta = page.getByRole('region', { name: NOMBRE, exact: true });
  await expect(tarjeta.getByRole('button', { name: 'Solicitudes', exact: true })).toBeVisible();
  return tarjeta;
}

/** The 'Solicitudes' dialog, opened from the page, and the card of `folio`, waiting (reopening) until `listo` is visible in it. */
export async function tarjetaSolicitud(page: Page, folio: string, listo: (t: Locator) => Locator): Promise<{ dialogo: Locator; tarjeta: Locator }> {
  const dialogo = page.getByRole('dialog', { name: 'Solicitudes' });
  const tarjeta = dialogo.getByRole('article').filter({ hasText: folio });
  await expect(async () => {
    await page.keyboard.press('Escape');
    const t = await abrirPagina(page);
    await t.getByRole('button', { name: 'Solicitudes', exact: true }).click();
    await expect(listo(tarjeta)).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 90_000 });
  return { dialogo, tarjeta };
}

export interface TareaFisc {
  titulo: string;
  folio: string;
  captura: string;
  boton: 'Aprobar' | 'Firmar constancia' | 'Rechazar';
  /** the reason when the reviewer returns it */
  motivo?: string;
  /** what the reviewer does on the task before deciding (the approved hours) */
  antes?: (page: Page) => Promise<void>;
}

/** Fiscalización finds the task by folio and title, looks at it, does what it must and approves or signs. */
export async function tareaFiscalizacion(browser: Browser, t: TareaFisc) {
  const page = await abrirSesion(browser, 'fiscalizacion');
  try {
    await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Bandeja de tareas' }).click();
    await page.getByLabel('Buscar').fill(t.folio);
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(t.folio)}`));
    const fila = page.getByRole('row').filter({ hasText: t.folio }).filter({ has: page.getByRole('cell', { name: t.titulo, exact: true }) }).filter({ hasText: 'Pendiente' });
    await expect(async () => {
      await page.reload();
      await expect(fila).toHaveCount(1, { timeout: 10_000 });
    }).toPass({ timeout: 90_000 });
    await fila.getByRole('link').first().click();
    await expect(page.getByRole('heading', { name: t.titulo, level: 1 })).toBeVisible();
    await expect(page.getByText(NOMBRE).first()).toBeVisible();
    if (t.antes) await t.antes(page);
    await capturar(page, t.captura);
    await revisarAccesibilidad(page, `tarea ${t.titulo}`);
    // The certificate's signatures ask for e.firma in the demo (docs/EFIRMA.md): signed in the
    // browser with the account's demo files, as the inbox's helper does (tests/e2e/efirma.ts).
    if (t.boton !== 'Rechazar') {
      const decidir = page.getByRole('button', { name: new RegExp(`^(${t.boton}|Firmar con e\\.firma)$`) });
      await expect(decidir).toBeEnabled();
      if ((await decidir.textContent())?.includes('e.firma')) {
        await firmarConEfirma(page, 'fiscalizacion', t.captura);
        return;
      }
    }
    await page.getByRole('button', { name: t.boton }).click();
    if (t.boton === 'Rechazar') {
      const dialogo = page.getByRole('dialog', { name: 'Rechazar' });
      await dialogo.getByLabel('Motivo del rechazo').fill(t.motivo ?? '');
      await dialogo.getByRole('button', { name: 'Rechazar' }).click();
    } else {
      const confirmar = page.getByRole('alertdialog', { name: t.boton });
      await confirmar.getByRole('button', { name: t.boton }).click();
    }
    await expect(toast(page, 'Tarea resuelta exitosamente').first()).toBeVisible(ESPERA_FLUJO);
  } finally {
    await page.context().close();
  }
}

/** The form's block `n` ('Horario n'): add each date with 'Añadir día' and choose the hours. */
export async function llenarHorario(dialogo: Locator, n: number, fechas: string[], inicio: string, fin: string) {
  const grupo = dialogo.getByRole('group', { name: `Horario ${n}` });
  for (const f of fechas) {
    await grupo.getByLabel('Fecha', { exact: true }).fill(f);
    await grupo.getByRole('button', { name: 'Añadir día' }).click();
    await expect(grupo.getByRole('list', { name: `Fechas del horario ${n}` })).toContainText(fechaLegible(f));
  }
  await grupo.getByLabel('Hora de inicio').selectOption(inicio);
  await grupo.getByLabel('Hora de fin').selectOption(fin);
  return grupo;
}

/** Uploads the signed request from the card and sends it to review. */
export async function firmarYEnviar(page: Page, tarjeta: Locator, nombreArchivo: string) {
  await expect(tarjeta.getByRole('button', { name: 'Enviar a revisión' })).toHaveCount(0);
  await tarjeta.getByRole('button', { name: 'Subir solicitud firmada' }).click();
  const subir = page.getByRole('dialog', { name: 'Subir solicitud firmada' });
  await subir.getByLabel('Solicitud firmada').setInputFiles(escribirArchivo(nombreArchivo, pdfMinimo('Solicitud firmada')));
  await subir.getByRole('button', { name: 'Subir' }).click();
  await expect(toast(page, 'Solicitud firmada cargada exitosamente').first()).toBeVisible();
  await expect(subir).toHaveCount(0);
  await tarjeta.getByRole('button', { name: 'Enviar a revisión' }).click();
  const confirmar = page.getByRole('alertdialog', { name: 'Enviar a revisión' });
  await confirmar.getByRole('button', { name: 'Enviar a revisión' }).click();
  await expect(toast(page, 'Solicitud enviada exitosamente').first()).toBeVisible(ESPERA_FLUJO);
  await expect(tarjeta.getByText('En proceso de aprobación')).toBeVisible(ESPERA_FLUJO);
  await expect(tarjeta.getByRole('button', { name: 'Editar' })).toHaveCount(0);
  await expect(tarjeta.getByRole('button', { name: 'Eliminar solicitud' })).toHaveCount(0);
}
