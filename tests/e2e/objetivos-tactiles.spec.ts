// Touch targets of at least 24×24 px (WCAG 2.2 2.5.8) where links and controls are styled on their
// own — Regístrese measured 84×16, Aviso de privacidad 117×14, a folio link 23 px high — and the
// header's title read whole on a phone (it was cut to "H. Ayuntamiento de Othón P. Bla…"). On a
// desktop and on the 390×844 phone of playwright.config.ts's 'telefono' project.
import type { APIRequestContext, Page } from '@playwright/test';
import { CLAVES_DEMO } from '../../sim/municipio-demo';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD, RFC_CONTRIBUYENTE, capturar, iniciarSesion, limpiarCapturas, revisarAccesibilidad } from './helpers';

const MINIMO = 24;
const INTERACTIVOS = 'a[href], button, summary, select, textarea, input:not([type="hidden"]), [role="button"], [role="checkbox"], [role="radio"], [role="tab"], [role="link"]';

interface Objetivo {
  texto: string;
  ancho: number;
  alto: number;
}

/** Every visible target on the page smaller than 24×24 px (the skip link, hidden until focused, aside). */
async function objetivosPequenos(page: Page): Promise<Objetivo[]> {
  await expect(page.getByTestId('overlay-peticion')).toHaveCount(0);
  return page.locator(INTERACTIVOS).evaluateAll(
    (els, minimo) =>
      els
        .filter((el) => {
          const e = el as HTMLElement;
          const r = e.getBoundingClientRect();
          const st = getComputedStyle(e);
          // Not drawn, or the screen-reader-only skip link (1×1 px, clipped) until it takes the focus.
          if (r.width <= 1 || r.height <= 1 || st.visibility === 'hidden' || st.display === 'none') return false;
          if (e.closest('[aria-hidden="true"]') || (e instanceof HTMLInputElement && e.type === 'file' && st.opacity === '0')) return false;
          // A native input drawn by a custom control beside it (Radix's hidden checkbox) is not a target.
          if (e.getAttribute('aria-hidden') === 'true' || st.pointerEvents === 'none') return false;
          return Math.round(r.width) < minimo || Math.round(r.height) < minimo;
        })
        .map((el) => {
          const r = el.getBoundingClientRect();
          const e = el as HTMLElement;
          return { texto: (e.innerText || e.getAttribute('aria-label') || e.tagName).trim().slice(0, 60), ancho: Math.round(r.width), alto: Math.round(r.height) };
        }),
    MINIMO,
  );
}

async function revisarObjetivos(page: Page, pantalla: string) {
  const pequenos = await objetivosPequenos(page);
  expect(pequenos, `${pantalla}: objetivos de menos de ${MINIMO}×${MINIMO} px`).toEqual([]);
}

/** A tower request's draft (only the cadastral key is required for a draft): its card's folio is a link. */
async function borradorDeTorre(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/login', { data: { username: RFC_CONTRIBUYENTE, password: DEMO_PASSWORD, remember: false } });
  const headers = { authorization: `Bearer ${(await login.json()).data.token as string}` };
  const alta = await request.post('/api/solicitud_torres', { headers, data: { clave_catastral: CLAVES_DEMO.pagada } });
  expect(alta.status(), await alta.text()).toBe(200);
  const id = (await alta.json()).data.id as number;
  const torre = await request.get(`/api/solicitud_torres/${id}`, { headers });
  return (await torre.json()).data.folio as string;
}

const recorrido = (dispositivo: 'escritorio' | 'telefono') => async ({ page, request }: { page: Page; request: APIRequestContext }) => {
  const folio = await borradorDeTorre(request);

  await page.goto('/signin');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión', level: 1 })).toBeVisible();
  for (const nombre of ['Regístrese', 'Estado de cuenta y pago del impuesto predial', 'Indicadores de la ventanilla', 'Aviso de privacidad', 'Descargar manual']) {
    const caja = await page.getByRole('link', { name: nombre }).boundingBox();
    expect(caja, nombre).not.toBeNull();
    expect(caja!.height, `${nombre}: alto`).toBeGreaterThanOrEqual(MINIMO);
    expect(caja!.width, `${nombre}: ancho`).toBeGreaterThanOrEqual(MINIMO);
  }
  await revisarObjetivos(page, 'inicio de sesión');
  await capturar(page, `objetivos-${dispositivo}-signin`);

  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Crear cuenta', level: 1 })).toBeVisible();
  await revisarObjetivos(page, 'registro');

  await page.goto('/signin');
  await iniciarSesion(page, RFC_CONTRIBUYENTE);
  // The header's title reads whole, wrapped if it must, never cut.
  const titulo = page.getByRole('banner').getByText('H. Ayuntamiento de Othón P. Blanco', { exact: true });
  await expect(titulo).toBeVisible();
  const corte = await titulo.evaluate((el) => ({ ancho: el.scrollWidth - el.clientWidth, alto: el.scrollHeight - el.clientHeight, elipsis: getComputedStyle(el).textOverflow }));
  expect(corte, 'el título del encabezado se corta').toEqual({ ancho: 0, alto: 0, elipsis: 'clip' });
  await expect(titulo).toBeInViewport({ ratio: 1 });

  await page.goto('/admin/solicitudesTorres');
  await expect(page.getByRole('heading', { name: 'Torres y antenas', level: 1 })).toBeVisible();
  const enlace = page.getByRole('article').getByRole('link', { name: folio });
  await expect(enlace).toBeVisible();
  const caja = await enlace.boundingBox();
  expect(caja!.height, `folio ${folio}: alto`).toBeGreaterThanOrEqual(MINIMO);
  await revisarObjetivos(page, 'lista de torres');
  await capturar(page, `objetivos-${dispositivo}-torres`);
  await revisarAccesibilidad(page, `lista de torres (${dispositivo})`);

  for (const ruta of ['/admin/dashboard', '/admin/establecimientos', '/admin/notificaciones', '/admin/tramites', '/admin/perfil', '/admin/establecimientos/solicitud', '/admin/establecimientos-anuncios', '/admin/mercados']) {
    await page.goto(ruta);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await revisarObjetivos(page, ruta);
  }
};

test.beforeAll(() => limpiarCapturas((f) => f.startsWith('objetivos-')));

test('escritorio: enlaces y controles de al menos 24×24 px', recorrido('escritorio'));

test('personal: las pantallas de las áreas, también de al menos 24×24 px', async ({ page }) => {
  await page.goto('/signin');
  await iniciarSesion(page, 'root');
  for (const ruta of ['/admin/bandeja', '/admin/usuarios', '/admin/catalogos/giros', '/admin/correos', '/admin/operacion', '/admin/niveles-servicio']) {
    await page.goto(ruta);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await revisarObjetivos(page, ruta);
  }
});

test.describe('teléfono', () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  test('teléfono: enlaces y controles de al menos 24×24 px, y el título del encabezado entero', recorrido('telefono'));
});
