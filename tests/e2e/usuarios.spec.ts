// Users' administration (spec 3 §2.9, §5.7, §6), as the office lives it: root opens
// 'Usuarios'; the administrador creates an analista for Desarrollo Urbano (the dialog's own messages
// first) and never types a password (domain/usuarios/activacion.ts); root edits it, hands a tablet
// to the profesionista and takes it back; the new analista cannot sign in yet, opens the activation
// link from the e-mail (in the demonstration, root's 'Correos enviados'), chooses a password, signs
// in and resolves a land-use certificate's task in the inbox; the used link says so; root disables
// the account (SI) and the analista's open page is sent to sign in on its next call; root reads the
// audit trail and deletes the account. An administrador is not offered 'Administrador' and cannot
// act on root or another administrador.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ESPERA_FLUJO } from './bandeja';
import { DEMO_PASSWORD, RFC_CONTRIBUYENTE, capturar, iniciarSesion, limpiarCapturas, revisarAccesibilidad, toast } from './helpers';
import { formularioLicenciaEjemplo } from '../../sim/formularios';
import { MSG_ACTIVACION } from '../../domain/usuarios/activacion';

test.beforeAll(() => limpiarCapturas((f) => f.startsWith('usuarios-')));

// One run, one account and one business: a suffix keeps a re-run against the same database unambiguous.
const SUFIJO = Date.now().toString(36).slice(-5);
const USUARIO = `analista.${SUFIJO}`;
const CORREO = `${USUARIO}@opb.gob.mx`;
const ELEGIDA = 'ElegidaPorMi2026!';
const NEGOCIO = `PAPELERÍA LA HAMACA ${SUFIJO.toUpperCase()}`;
const TAREA = 'Verificación de constancia de uso de suelo';

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menú principal' });
const tabla = (page: Page) => page.getByRole('table', { name: 'Usuarios' });
const filaDe = (page: Page, username: string) => tabla(page).getByRole('row').filter({ has: page.getByRole('cell', { name: username, exact: true }) });
const confirmacion = (page: Page, titulo: string) => page.getByRole('alertdialog', { name: titulo });

/** Searches the table and opens the row's actions menu, then one action. */
async function accion(page: Page, username: string, etiqueta: string) {
  await page.getByLabel('Buscar').fill(username);
  await filaDe(page, username).getByRole('button', { name: `Acciones de ${username}` }).click();
  await page.getByRole('menuitem', { name: etiqueta, exact: true }).click();
}

/**
 * A task for Desarrollo Urbano (area 6): the demo taxpayer registers a business and asks for its
 * land-use certificate through the API (the certificate's own walk covers those screens).
 */
async function tareaDesarrolloUrbano(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/login', { data: { username: RFC_CONTRIBUYENTE, password: DEMO_PASSWORD, remember: false } });
  expect(login.ok()).toBe(true);
  const headers = { authorization: `Bearer ${(await login.json()).data.token as string}` };
  const alta = await request.post('/api/establecimientos', {
    headers,
    data: formularioLicenciaEjemplo({
      nombre_comercial: NEGOCIO,
      telefono_oficina: '(983) 832 7788',
      superficie_m2: 60,
      numero_empleados: 2,
      cajones_estacionamiento: 0,
      inversion_estimada: '90000',
      domicilio: { codigo_postal: '77000', localidad_id: 1, colonia_id: 1, calle_id: 100, numero_exterior: '318', latitud: 18.5036, longitud: -88.2961 },
    }),
  });
  expect(alta.status(), await alta.text()).toBe(200);
  const locacion = (await alta.json()).data.id as number;
  const constancia = await request.post(`/api/nueva-constancia-uso-suelo/create/${locacion}`, { headers, data: { sector_id: 2, giro_desarrollo_id: 1, zona_uso_id: 3 } });
  expect(constancia.status(), await constancia.text()).toBe(200);
  return (await constancia.json()).data.folio as string;
}

test('el administrador crea un analista sin contraseña; el analista la elige con el enlace del correo y resuelve una tarea; root lo deshabilita y su sesión termina', async ({ page, browser, request, guardia }) => {
  test.setTimeout(300_000);
  // The disabled analista's open page calls the API once more: the 401 is the point of that step;
  // and a sign-in before the account is activated is refused (401, 'Usuario o contraseña incorrectos').
  for (const ruta of ['/api/tareas', '/api/session', '/api/notificaciones/', '/api/login']) guardia.permitirRespuesta(401, ruta);
  const folio = await tareaDesarrolloUrbano(request);

  await test.step('root abre Usuarios desde el menú', async () => {
    await page.goto('/signin');
    await iniciarSesion(page, 'root');
    await menu(page).getByRole('link', { name: 'Usuarios' }).click();
    await expect(page).toHaveURL(/\/admin\/usuarios$/);
    await expect(page.getByRole('heading', { name: 'Usuarios', level: 1 })).toBeVisible();
    for (const encabezado of ['Id', 'RFC', 'Nombre completo', 'Rol', 'Usuario', 'Correo', 'Estatus', 'Tableta', 'Acciones']) {
      await expect(tabla(page).getByRole('columnheader', { name: encabezado, exact: true })).toBeVisible();
    }
    // 10 rows per page (spec 3 §9): the seed has more than ten internal accounts.
    await expect(tabla(page).getByRole('row')).toHaveCount(11);
    const paginacion = page.getByRole('navigation', { name: 'Paginación' });
    await paginacion.getByRole('button', { name: 'Siguiente' }).click();
    await expect(paginacion.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText(/Página 2 de \d+\./)).toBeVisible();
    await page.getByLabel('Buscar').fill('brigadista');
    await expect(filaDe(page, 'brigadista')).toContainText('SI');
    await expect(filaDe(page, 'brigadista')).toContainText('TAB-OPB-001');
    await page.getByLabel('Buscar').fill('');
    await capturar(page, 'usuarios-01-lista');
    await revisarAccesibilidad(page, 'lista de usuarios');
    await page.getByLabel('Buscar').fill('nadie se llama así');
    await expect(tabla(page).getByRole('cell', { name: 'Sin registros' })).toBeVisible();
  });

  await test.step('el diálogo marca los campos requeridos; el administrador registra al analista sin contraseña', async () => {
    // Root may create any of the six types.
    await page.getByRole('button', { name: 'Nuevo Usuario' }).click();
    const r = page.getByRole('dialog', { name: 'Nuevo Usuario' });
    await expect(r.getByLabel('Tipo de usuario').locator('option')).toHaveText(['Seleccione…', 'Administrador', 'Operativo', 'Profesionista', 'Brigadista', 'Coordinador', 'Analista']);
    await r.getByRole('button', { name: 'Cancelar' }).click();

    const admin = await (await browser.newContext()).newPage();
    await admin.goto('/signin');
    await iniciarSesion(admin, 'admin');
    await menu(admin).getByRole('link', { name: 'Usuarios' }).click();
    await admin.getByRole('button', { name: 'Nuevo Usuario' }).click();
    const d = admin.getByRole('dialog', { name: 'Nuevo Usuario' });
    await expect(d).toBeVisible();
    await d.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(admin, 'Por favor ingrese la información en los campos marcados').first()).toBeVisible();
    await expect(d.getByRole('alert').filter({ hasText: 'Por favor ingrese la información en los campos marcados' })).toBeVisible();
    await expect(d.getByText('El campo es requerido').first()).toBeVisible();
    await expect(d.getByLabel('Nombre', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await capturar(admin, 'usuarios-02-requeridos');
    await revisarAccesibilidad(admin, 'nuevo usuario con errores');

    // Nobody but the person chooses the password: the form has none and says how it goes.
    await expect(d.getByLabel('Contraseña', { exact: true })).toHaveCount(0);
    await expect(d.getByLabel('Confirmar contraseña')).toHaveCount(0);
    await expect(d.getByText(MSG_ACTIVACION.formulario)).toBeVisible();
    await d.getByLabel('Tipo de usuario').selectOption({ label: 'Profesionista' });
    await expect(d.getByLabel('Servicio')).toBeVisible();
    await d.getByLabel('Tipo de usuario').selectOption({ label: 'Analista' });
    await expect(d.getByLabel('Servicio')).toHaveCount(0);
    await d.getByRole('radio', { name: 'Mujer' }).click();
    await d.getByLabel('Nombre', { exact: true }).fill('laura');
    await d.getByLabel('Primer apellido').fill('canul');
    await d.getByLabel('Segundo apellido').fill('may');
    await expect(d.getByLabel('Nombre', { exact: true })).toHaveValue('LAURA');
    await expect(d.getByLabel('Segundo apellido')).toHaveValue('MAY');
    await d.getByLabel('RFC').fill('camj900312ab1');
    await expect(d.getByLabel('RFC')).toHaveValue('CAMJ900312AB1');
    await d.getByLabel('Teléfono').fill('9831234567');
    await expect(d.getByLabel('Teléfono')).toHaveValue('(983) 123 4567');
    await d.getByLabel('Correo').fill(CORREO);
    await d.getByLabel('Usuario', { exact: true }).fill(USUARIO);
    await d.getByRole('checkbox', { name: 'Desarrollo Urbano y Medio Ambiente', exact: true }).click();
    await expect(d.getByRole('checkbox', { name: 'Jefe de área de Desarrollo Urbano y Medio Ambiente' })).not.toBeChecked();
    await capturar(admin, 'usuarios-03-nuevo');
    await d.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(admin, 'Usuario registrado exitosamente').first()).toBeVisible();
    await expect(d).toBeHidden();

    await admin.getByLabel('Buscar').fill(USUARIO);
    const fila = filaDe(admin, USUARIO);
    await expect(fila).toContainText('LAURA CANUL MAY');
    await expect(fila).toContainText('Analista');
    await expect(fila).toContainText('CAMJ900312AB1');
    await expect(fila.getByText('ACTIVO', { exact: true })).toBeVisible();
    await expect(fila).toContainText('Pendiente de activación');
    await expect(fila.getByRole('cell', { name: 'NO', exact: true })).toBeVisible();
    // The administrador may send a new link, never a password; it does not read the mailbox.
    await fila.getByRole('button', { name: `Acciones de ${USUARIO}` }).click();
    await expect(admin.getByRole('menuitem', { name: 'Enviar enlace de activación', exact: true })).toBeVisible();
    await admin.keyboard.press('Escape');
    await expect(menu(admin).getByRole('link', { name: 'Correos enviados' })).toHaveCount(0);
    await admin.context().close();
  });

  await test.step('root edita al analista: lo hace jefe de área', async () => {
    // The account was created in the administrador's browser: root's list reads it again.
    await page.reload();
    await accion(page, USUARIO, 'Editar');
    const d = page.getByRole('dialog', { name: 'Editar usuario' });
    await expect(d.getByLabel('Teléfono')).toHaveValue('(983) 123 4567');
    await expect(d.getByLabel('Contraseña', { exact: true })).toHaveCount(0);
    await expect(d.getByRole('checkbox', { name: 'Desarrollo Urbano y Medio Ambiente', exact: true })).toBeChecked();
    await d.getByRole('checkbox', { name: 'Jefe de área de Desarrollo Urbano y Medio Ambiente' }).click();
    await d.getByLabel('Teléfono').fill('9837654321');
    await capturar(page, 'usuarios-04-editar');
    await revisarAccesibilidad(page, 'editar usuario');
    await d.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'Usuario actualizado exitosamente').first()).toBeVisible();
    await expect(d).toBeHidden();
  });

  await test.step('root asigna una tableta a la profesionista y la desvincula (SI/NO)', async () => {
    await page.getByLabel('Buscar').fill('profesionista');
    await expect(filaDe(page, 'profesionista').getByRole('cell', { name: 'NO', exact: true })).toBeVisible();
    await accion(page, 'profesionista', 'Asignar tableta');
    const d = page.getByRole('dialog', { name: 'Asignar tableta' });
    await expect(d.getByLabel('Tableta', { exact: true }).locator('option', { hasText: 'TAB-OPB-001' })).toHaveCount(0);
    await d.getByLabel('Tableta', { exact: true }).selectOption({ index: 1 });
    const serie = (await d.getByLabel('Tableta', { exact: true }).locator('option:checked').innerText()).split(' · ')[0];
    await capturar(page, 'usuarios-05-asignar-tableta');
    await revisarAccesibilidad(page, 'asignar tableta');
    await d.getByRole('button', { name: 'Asignar' }).click();
    await expect(toast(page, 'Tableta asignada exitosamente').first()).toBeVisible();
    const fila = filaDe(page, 'profesionista');
    await expect(fila.getByRole('cell', { name: new RegExp(`^SI\\s*${serie}$`) })).toBeVisible();

    await accion(page, 'profesionista', 'Desvincular tableta');
    const c = confirmacion(page, '¿Desea desvincular la tableta?');
    await expect(c).toContainText(serie);
    await c.getByRole('button', { name: 'NO' }).click();
    await expect(fila).toContainText(serie);
    await accion(page, 'profesionista', 'Desvincular tableta');
    await c.getByRole('button', { name: 'SI' }).click();
    await expect(toast(page, 'Tableta desvinculada exitosamente').first()).toBeVisible();
    await expect(fila.getByRole('cell', { name: 'NO', exact: true })).toBeVisible();
  });

  // The analista's own browser, kept open until root disables the account.
  const analista = await (await browser.newContext()).newPage();

  let enlace = '';
  await test.step('sin activar, el analista no puede entrar; root encuentra el enlace en Correos enviados', async () => {
    await analista.goto('/signin');
    await analista.getByLabel('Usuario (RFC o correo electrónico)').fill(USUARIO);
    await analista.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
    await analista.getByRole('button', { name: 'Iniciar sesión' }).click();
    // 401 with the sign-in's own message (not the expired session's).
    await expect(toast(analista, 'Usuario o contraseña incorrectos')).toBeVisible();
    await expect(analista).toHaveURL(/\/signin$/);

    await menu(page).getByRole('link', { name: 'Correos enviados' }).click();
    await page.getByLabel('Destinatario').fill(CORREO);
    const correo = page.getByRole('row').filter({ hasText: 'Active su cuenta — Ventanilla en línea' });
    await expect(correo).toHaveCount(1);
    await correo.getByRole('button', { name: /^Ver correo/ }).click();
    const dialogo = page.getByRole('dialog', { name: 'Active su cuenta — Ventanilla en línea' });
    await expect(dialogo).toContainText(`Su usuario es: ${USUARIO}`);
    await expect(dialogo).toContainText('vence en 48 horas');
    await capturar(page, 'usuarios-06-correo-activacion');
    enlace = /https?:\/\/\S+\/activar#[A-Za-z0-9_-]+/.exec((await dialogo.innerText()) ?? '')?.[0] ?? '';
    expect(enlace).not.toBe('');
    await page.keyboard.press('Escape');
    await menu(page).getByRole('link', { name: 'Usuarios' }).click();
  });

  await test.step('el analista abre el enlace, elige su contraseña e inicia sesión; el enlace ya no sirve otra vez', async () => {
    // The link names the portal's public URL; this walk's server listens elsewhere: same path and token.
    const destino = new URL(enlace);
    await analista.goto(`${destino.pathname}${destino.hash}`);
    await expect(analista.getByRole('heading', { name: 'Activar cuenta', level: 1 })).toBeVisible();
    await expect(analista.getByText(USUARIO, { exact: true })).toBeVisible();
    await analista.getByLabel('Nueva contraseña').fill(ELEGIDA);
    await analista.getByLabel('Confirmar contraseña').fill('OtraCosa2026!');
    await analista.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect(analista.getByText('No coincide', { exact: true })).toBeVisible();
    await analista.getByLabel('Confirmar contraseña').fill(ELEGIDA);
    await capturar(analista, 'usuarios-07-activar');
    await revisarAccesibilidad(analista, 'activar cuenta');
    await analista.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect(toast(analista, MSG_ACTIVACION.guardada).first()).toBeVisible();
    await expect(analista).toHaveURL(/\/signin$/);
    await expect(analista.getByLabel('Usuario (RFC o correo electrónico)')).toHaveValue(USUARIO);
    await analista.getByLabel('Contraseña', { exact: true }).fill(ELEGIDA);
    await analista.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(analista).not.toHaveURL(/\/signin$/);

    const otra = await analista.context().newPage();
    await otra.goto(`${destino.pathname}${destino.hash}`);
    await expect(otra.getByText(MSG_ACTIVACION.usado)).toBeVisible();
    await capturar(otra, 'usuarios-08-enlace-usado');
    await otra.close();
  });

  await test.step('el analista resuelve la tarea de Desarrollo Urbano', async () => {

    await menu(analista).getByRole('link', { name: 'Bandeja de tareas' }).click();
    await expect(analista.getByRole('heading', { name: 'Bandeja de tareas', level: 1 })).toBeVisible();
    await analista.getByLabel('Buscar').fill(folio);
    const fila = analista.getByRole('row').filter({ hasText: folio }).filter({ has: analista.getByRole('cell', { name: TAREA, exact: true }) }).filter({ hasText: 'Pendiente' });
    await expect(async () => {
      await analista.reload();
      await expect(fila).toHaveCount(1, { timeout: 10_000 });
    }).toPass({ timeout: 90_000 });
    await fila.getByRole('link').first().click();
    // The task's detail reads the request's workflow: seconds on a loaded machine.
    await expect(analista.getByRole('heading', { name: TAREA, level: 1 })).toBeVisible(ESPERA_FLUJO);
    await expect(analista.getByText(NEGOCIO).first()).toBeVisible();
    await capturar(analista, 'usuarios-09-tarea');
    await analista.getByRole('button', { name: 'Aprobar' }).click();
    const aprobar = analista.getByRole('alertdialog', { name: 'Aprobar' });
    await aprobar.getByRole('button', { name: 'Aprobar' }).click();
    await expect(toast(analista, 'Tarea resuelta exitosamente').first()).toBeVisible(ESPERA_FLUJO);
    await expect(analista).toHaveURL(/\/admin\/bandeja$/);
  });

  await test.step('root deshabilita al analista (SI): ACTIVO → INACTIVO; la página abierta del analista vuelve a iniciar sesión', async () => {
    await page.getByLabel('Buscar').fill(USUARIO);
    const fila = filaDe(page, USUARIO);
    // The owner chose the password: no longer pending.
    await expect(async () => {
      await page.reload();
      await page.getByLabel('Buscar').fill(USUARIO);
      await expect(fila).toContainText('LAURA CANUL MAY', { timeout: 10_000 });
      await expect(fila).not.toContainText('Pendiente de activación', { timeout: 10_000 });
    }).toPass({ timeout: 90_000 });
    await accion(page, USUARIO, 'Deshabilitar');
    const c = confirmacion(page, '¿Desea deshabilitar el usuario?');
    await expect(c).toContainText('LAURA CANUL MAY');
    await capturar(page, 'usuarios-10-confirmar-deshabilitar');
    await revisarAccesibilidad(page, 'confirmar deshabilitar');
    await c.getByRole('button', { name: 'SI' }).click();
    await expect(toast(page, 'Usuario deshabilitado exitosamente').first()).toBeVisible();
    await expect(fila.getByText('INACTIVO', { exact: true })).toBeVisible();
    await filaDe(page, USUARIO).getByRole('button', { name: `Acciones de ${USUARIO}` }).click();
    await expect(page.getByRole('menuitem', { name: 'Habilitar', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');

    // The analista's next call ends the session with the account: the search typed now, or the
    // page's own poll of its notifications if that comes first (then the box is already gone, and
    // the person is told all the same).
    const buscar = analista.getByLabel('Buscar');
    const alInicio = analista.waitForURL(/\/signin$/).catch(() => undefined);
    await Promise.race([buscar.fill('otra búsqueda', { timeout: 10_000 }).catch(() => undefined), alInicio]);
    await expect(toast(analista, 'Token de sesión inválido').first()).toBeVisible();
    await expect(analista).toHaveURL(/\/signin$/);
    await capturar(analista, 'usuarios-11-sesion-terminada');
    await analista.context().close();
  });

  await test.step('root lee la bitácora y elimina la cuenta (SI)', async () => {
    await page.getByRole('tab', { name: 'Bitácora' }).click();
    const bitacora = page.getByRole('table', { name: 'Bitácora de usuarios' });
    const deshabilito = bitacora.getByRole('row').filter({ hasText: 'LAURA CANUL MAY' }).filter({ hasText: 'Deshabilitó la cuenta' });
    await expect(deshabilito).toContainText('Estatus: ACTIVO → INACTIVO');
    const creo = bitacora.getByRole('row').filter({ hasText: 'LAURA CANUL MAY' }).filter({ hasText: 'Creó la cuenta' });
    await expect(creo).toHaveCount(1);
    await expect(creo).toContainText('Administración Ventanilla');
    // Who sent the link, to where and until when; and the person choosing the password.
    const envio = bitacora.getByRole('row').filter({ hasText: 'Envió un enlace para elegir contraseña' }).filter({ hasText: CORREO });
    await expect(envio).toContainText('Enlace: Activación de la cuenta');
    await expect(envio).toContainText('Administración Ventanilla');
    await expect(bitacora.getByRole('row').filter({ hasText: 'LAURA CANUL MAY' }).filter({ hasText: 'Eligió su contraseña con el enlace' })).toHaveCount(1);
    await capturar(page, 'usuarios-12-bitacora');
    await revisarAccesibilidad(page, 'bitácora');

    await page.getByRole('tab', { name: 'Usuarios' }).click();
    await accion(page, USUARIO, 'Eliminar');
    await confirmacion(page, '¿Desea eliminar el usuario?').getByRole('button', { name: 'SI' }).click();
    await expect(toast(page, 'Usuario eliminado exitosamente').first()).toBeVisible();
    await expect(tabla(page).getByRole('cell', { name: 'Sin registros' })).toBeVisible();
  });
});

test('un administrador no puede crear administradores ni actuar sobre root; no ve la bitácora', async ({ page }) => {
  await page.goto('/signin');
  await iniciarSesion(page, 'admin');
  await menu(page).getByRole('link', { name: 'Usuarios' }).click();
  await expect(page.getByRole('heading', { name: 'Usuarios', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Bitácora' })).toHaveCount(0);
  await page.getByLabel('Buscar').fill('root');
  await expect(filaDe(page, 'root').getByText('Sin acciones')).toBeAttached();
  await page.getByLabel('Buscar').fill('');

  await page.getByRole('button', { name: 'Nuevo Usuario' }).click();
  const d = page.getByRole('dialog', { name: 'Nuevo Usuario' });
  const tipos = d.getByLabel('Tipo de usuario').locator('option');
  await expect(tipos).toHaveText(['Seleccione…', 'Operativo', 'Profesionista', 'Brigadista', 'Coordinador', 'Analista']);
  await expect(d.getByLabel('Tipo de usuario').locator('option', { hasText: 'Administrador' })).toHaveCount(0);
  await capturar(page, 'usuarios-13-administrador');
  await revisarAccesibilidad(page, 'nuevo usuario (administrador)');
  await d.getByRole('button', { name: 'Cancelar' }).click();
  await expect(d).toBeHidden();
});

test('un revisor no tiene Usuarios en el menú', async ({ page }) => {
  await page.goto('/signin');
  await iniciarSesion(page, 'desarrollo.urbano');
  await expect(menu(page).getByRole('link', { name: 'Bandeja de tareas' })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Usuarios', exact: true })).toHaveCount(0);
});
