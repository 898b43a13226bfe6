// Change of owner end to end (spec 2 §2 "Change of owner", §4; spec 1 §2.5 a card action), as the
// people involved live it: the demo taxpayer opens Acciones → Cambio de propietario on FLORERÍA
// JAZMÍN, looks up an unknown RFC (told it is not registered) and MECL840917HJ2 (found, shown by its
// RFC), attaches the documents and sends it; Coordinación SARE approves it from its inbox; the
// business leaves GODE's 'Mis establecimientos' and appears in MECL840917HJ2's, with its history.
import type { Page } from '@playwright/test';
import { NEGOCIOS_DEMO } from '../../scripts/demo-negocios';
import { negocioConLicencia } from './negocio-licenciado';
import { MSG_CP_EXTRA } from '../../domain/cambios/propietario/mensajes';
import { todasRanurasPropietario } from '../../domain/cambios/propietario/reglas';
import { palabraEstatus } from '../../domain/tramite/estatus';
import { expect, test } from './fixtures';
import { ESPERA_FLUJO, resolverTarea } from './bandeja';
import { RFC_CONTRIBUYENTE, abrirSesion, accionEstablecimiento, capturar, escribirArchivo, iniciarSesion, limpiarCapturas, pdfMinimo, pngMinimo, revisarAccesibilidad, toast } from './helpers';

const NOMBRE = 'FLORERÍA JAZMÍN';
const NUEVO = 'MECL840917HJ2';
const TITULO = 'Cambio de propietario';

test.beforeAll(() => limpiarCapturas((f) => f.startsWith('propietario-')));


const tarjetaDe = (page: Page, nombre: string) => page.getByRole('button', { name: `Acciones de ${nombre}` });

test('cambio de propietario: búsqueda por RFC, documentos, envío, aprobación de SARE y el negocio cambia de dueño', async ({ baseURL, page: pagina, browser, request }) => {
  let page = pagina;
  test.setTimeout(180_000);
  await negocioConLicencia(request, baseURL!, NEGOCIOS_DEMO.floreria);
  let folio = '';

  await test.step('el propietario actual busca al nuevo por RFC, adjunta los documentos y envía', async () => {
    await page.goto('/signin');
    await iniciarSesion(page, RFC_CONTRIBUYENTE);
    await accionEstablecimiento(page, NOMBRE, TITULO);
    const d = page.getByRole('dialog', { name: TITULO });
    await expect(d.getByText(NOMBRE)).toBeVisible();
    await d.getByRole('button', { name: 'Nueva solicitud' }).click();
    await d.getByRole('button', { name: 'Buscar por RFC' }).click();

    const b = page.getByRole('dialog', { name: 'Buscar nuevo propietario' });
    await b.getByLabel('RFC del nuevo propietario').fill('ZZZZ010101AB1');
    await b.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(b.getByText(MSG_CP_EXTRA.noEncontrado)).toBeVisible();
    await b.getByLabel('RFC del nuevo propietario').fill(NUEVO.toLowerCase());
    await expect(b.getByLabel('RFC del nuevo propietario')).toHaveValue(NUEVO);
    await b.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(b.getByText(MSG_CP_EXTRA.encontrado)).toBeVisible();
    await expect(b.getByText(NUEVO)).toBeVisible();
    await capturar(page, 'propietario-01-busqueda-rfc');
    await revisarAccesibilidad(page, 'búsqueda del nuevo propietario');
    await b.getByRole('button', { name: 'Elegir como nuevo propietario' }).click();
    await expect(b).toBeHidden();
    await expect(d.getByLabel('Nuevo propietario (RFC)')).toHaveValue(NUEVO);

    await d.getByLabel('Tipo de propiedad').selectOption({ label: 'Propio' });
    const pdf = escribirArchivo('propietario.pdf', pdfMinimo());
    const requeridos = todasRanurasPropietario({ tipo_propiedad_id: 1, has_alcohol: false, tiene_uso_suelo: false }).filter((r) => r.requerido);
    for (const r of requeridos) await d.getByLabel(r.etiqueta, { exact: true }).setInputFiles(pdf);
    await d.getByLabel('Fotografía del frente', { exact: true }).setInputFiles(escribirArchivo('fachada.png', pngMinimo()));
    await capturar(page, 'propietario-02-formulario');
    await revisarAccesibilidad(page, 'formulario de cambio de propietario');
    await d.getByRole('button', { name: 'Generar solicitud' }).click();
    await expect(toast(page, 'Solicitud creada exitosamente')).toBeVisible(ESPERA_FLUJO);

    const tarjeta = d.getByRole('article');
    await expect(tarjeta.getByText(palabraEstatus(1, 'solicitud')).first()).toBeVisible();
    await expect(tarjeta.getByText(NUEVO)).toBeVisible();
    folio = (await tarjeta.locator('.font-mono').first().innerText()).trim();
    expect(folio).toMatch(/^CPR-\d{4}-\d{6,}$/);
    // A draft says so on its card; sending asks first and the card says it was sent (spec 2 §4, §8).
    await expect(tarjeta.getByRole('status').filter({ hasText: 'Borrador: aún no se ha enviado' })).toBeVisible();
    await tarjeta.getByRole('button', { name: 'Enviar a revisión' }).click();
    await page.getByRole('alertdialog', { name: 'Enviar a revisión' }).getByRole('button', { name: 'Enviar a revisión' }).click();
    await expect(toast(page, 'Solicitud enviada exitosamente')).toBeVisible(ESPERA_FLUJO);
    await expect(tarjeta.getByRole('status').filter({ hasText: 'Solicitud enviada exitosamente' })).toBeVisible();
    await expect(tarjeta.getByText(palabraEstatus(10, 'solicitud')).first()).toBeVisible();
    await expect(tarjeta.getByRole('button', { name: 'Editar' })).toHaveCount(0);
    await capturar(page, 'propietario-03-enviada');
    await revisarAccesibilidad(page, 'solicitud de cambio de propietario enviada');
  });

  await test.step('Coordinación SARE aprueba el cambio desde su bandeja', async () => {
    await resolverTarea(browser, { usuario: 'coordinacion.sare', titulo: TITULO, captura: 'propietario-04-sare', folio, nombre: NOMBRE });
  });

  await test.step('el negocio sale de la lista del propietario anterior', async () => {
    await expect(async () => {
      await page.goto('/admin/establecimientos');
      await expect(page.getByRole('heading', { name: 'Mis establecimientos', level: 1 })).toBeVisible();
      await expect(tarjetaDe(page, NOMBRE)).toHaveCount(0, { timeout: 10_000 });
    }).toPass({ timeout: 90_000 });
    await capturar(page, 'propietario-05-sin-floreria');
  });

  await test.step('el nuevo propietario lo ve en Mis establecimientos, con su historial', async () => {
    page = await abrirSesion(browser, NUEVO);
    await page.goto('/admin/establecimientos');
    await expect(page.getByRole('heading', { name: 'Mis establecimientos', level: 1 })).toBeVisible();
    await expect(tarjetaDe(page, NOMBRE)).toBeVisible();
    await capturar(page, 'propietario-06-nuevo-propietario');
    await revisarAccesibilidad(page, 'Mis establecimientos del nuevo propietario');
    await accionEstablecimiento(page, NOMBRE, 'Historial de cambios');
    const h = page.getByRole('dialog', { name: 'Historial de cambios' });
    await expect(h.getByText(TITULO).first()).toBeVisible();
    await capturar(page, 'propietario-07-historial');
  });
});
