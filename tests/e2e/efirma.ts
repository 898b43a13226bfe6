// Signing a task with e.firma in the browser (docs/EFIRMA.md), as an official does it with the
// demo files of their account (sim/data/efirma, README «e.firma de demostración»): the certificate
// registered in «Mi e.firma» if the profile lacks it, then the .key and its password in the dialog.
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { carpetaEfirmaDemo, CONTRASENA_EFIRMA_DEMO } from '../../sim/efirma/demo';
import { expect } from './fixtures';
import { capturar, revisarAccesibilidad, toast } from './helpers';

export const archivoEfirmaDemo = (nombre: string) => fileURLToPath(new URL(nombre, carpetaEfirmaDemo));

/** Registers the account's demo certificate in «Mi e.firma». */
export async function registrarCertificadoDemo(page: Page, usuario: string, captura?: string) {
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Mi e.firma' }).click();
  await expect(page.getByRole('heading', { name: 'Mi e.firma', level: 1 })).toBeVisible();
  await page.getByLabel(/Certificado de su e\.firma \(\.cer\)|Registrar otro certificado \(\.cer\)/).setInputFiles(archivoEfirmaDemo(`${usuario}.cer`));
  await page.getByRole('button', { name: 'Registrar certificado' }).click();
  await expect(page.getByText('Certificado de e.firma registrado.')).toBeVisible();
  if (captura) {
    await capturar(page, captura);
    await revisarAccesibilidad(page, 'Mi e.firma');
  }
}

/**
 * On a page whose signature button reads «Firmar con e.firma» (an inbox task, or a request's own
 * page such as the dictamen's): signs it and lands where `destino` says (the inbox by default).
 */
export async function firmarConEfirma(page: Page, usuario: string, captura: string, destino: RegExp = /\/admin\/bandeja$/) {
  const tarea = page.url();
  await page.getByRole('button', { name: 'Firmar con e.firma' }).click();
  let dialogo = page.getByRole('dialog', { name: 'Firmar con e.firma' });
  await expect(dialogo).toBeVisible();
  const irAlPerfil = dialogo.getByRole('link', { name: 'Ir a Mi e.firma' });
  if (await irAlPerfil.isVisible()) {
    await page.keyboard.press('Escape');
    await registrarCertificadoDemo(page, usuario, `${captura}-mi-efirma`);
    await page.goto(tarea);
    await page.getByRole('button', { name: 'Firmar con e.firma' }).click();
    dialogo = page.getByRole('dialog', { name: 'Firmar con e.firma' });
  }
  await dialogo.getByLabel('Llave privada (.key)').setInputFiles(archivoEfirmaDemo(`${usuario}.key`));
  await dialogo.getByLabel('Contraseña de la llave privada').fill(CONTRASENA_EFIRMA_DEMO);
  await capturar(page, `${captura}-efirma`);
  await revisarAccesibilidad(page, 'firma con e.firma');
  await dialogo.getByRole('button', { name: 'Firmar con e.firma' }).click();
  await expect(toast(page, 'Documento firmado con e.firma.').first()).toBeVisible({ timeout: 25_000 });
  await expect(page).toHaveURL(destino);
}
