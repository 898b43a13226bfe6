// A business of the municipal padrón brought into the portal (spec 1 §7.4) before any renewal is
// opened: its card's licence badge agrees with the licences its 'Renovación' dialog lists — it
// read 'Sin licencia' above its past years marked 'Pagada'.
import { expect, test } from './fixtures';
import { DEMO_PASSWORD, RFC_CONTRIBUYENTE, accionEstablecimiento, capturar, iniciarSesion, revisarAccesibilidad } from './helpers';

// sim/data/padron-establecimientos.json: paid two years ago, not renewed last year; no other walk uses it.
const ID_PADRON = 2045;
const NOMBRE = 'COCINA ECONÓMICA DOÑA MEY';
const ANIO = Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Cancun', year: 'numeric' }).format(new Date()));

test('la tarjeta de un negocio del padrón nombra su licencia pagada, como la lista de Renovación', async ({ page, request }) => {
  const login = await request.post('/api/login', { data: { username: RFC_CONTRIBUYENTE, password: DEMO_PASSWORD, remember: false } });
  const headers = { authorization: `Bearer ${(await login.json()).data.token as string}` };
  const importado = await request.post(`/api/licencia/establecimientos/import/${ID_PADRON}`, { headers });
  expect(importado.status(), await importado.text()).toBe(200);

  await page.goto('/signin');
  await iniciarSesion(page, RFC_CONTRIBUYENTE);
  await page.goto('/admin/establecimientos');
  const tarjeta = page.getByRole('article', { name: NOMBRE });
  await expect(tarjeta).toContainText(`Licencia ${ANIO - 2} · Padrón municipal`);
  await expect(tarjeta).not.toContainText('Sin licencia');
  const palabra = /Estatus de la licencia:\s*([^\n]+)/.exec(await tarjeta.innerText())?.[1]?.trim();
  expect(palabra).toBe('Pagada');
  await capturar(page, 'tarjeta-padron');
  await revisarAccesibilidad(page, 'tarjeta de un negocio del padrón');

  await accionEstablecimiento(page, NOMBRE, 'Renovación');
  const dialogo = page.getByRole('dialog', { name: 'Renovación de licencia' });
  await expect(dialogo.getByRole('row').filter({ hasText: String(ANIO - 2) })).toContainText(palabra!);
  await expect(dialogo.getByRole('row').filter({ hasText: String(ANIO - 1) })).toContainText('Sin renovar');
});
