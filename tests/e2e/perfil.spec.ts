// The taxpayer-profile procedure end to end, as the people involved live it:
// a new taxpayer signs up, answers the onboarding questions, fills the profile (padrón
// pre-fill, address catalogues, a representative, documents) and sends it; a reviewer of
// the Padrón area rejects it with a reason; the taxpayer corrects and resends; the reviewer
// approves; the taxpayer sees the validation and its notification; root finds the e-mail.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { curpDigitoVerificador } from '../../domain/common/curp';
import {
  abrirSesion,
  capturar,
  escribirArchivo,
  limpiarCapturas,
  pdfMinimo,
  pngMinimo,
  revisarAccesibilidad,
  toast,
} from './helpers';

// In the simulated OPB padrón (JULIETA VELÁZQUEZ CANCHÉ, 983 120 4578) and in the market padrón.
// Its SAT check character does not match: the form warns and lets the taxpayer continue.
const RFC = 'VECJ880326LP5';
// Her CURP: VE-C-J, 26/03/1988, mujer (M), Quintana Roo (QR), inner consonants L-N-L, homoclave 0.
const CURP_BASE = 'VECJ880326MQRLNL0';
const CURP = CURP_BASE + curpDigitoVerificador(CURP_BASE);
const CONTRASENA = 'Chetumal#2026';
// Sending and deciding are Temporal updates: the API answers once the workflow has applied
// them, waiting up to UPDATE_TIMEOUT_MS (20 s). A cold worker can take longer than the
// default 5 s of an assertion, so those answers get the API's own limit and some margin.
const ESPERA_FLUJO = { timeout: 25_000 };
const MOTIVO_RECHAZO = 'Falta el número interior del domicilio fiscal. Indíquelo y envíe de nuevo.';

test.beforeAll(() => limpiarCapturas((f) => /^\d\d-/.test(f)));

/** The reviewer's inbox, searched by the RFC; waits (reloading) until the task row is there. */
async function buscarTarea(page: Page, titulo: string) {
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Bandeja de tareas' }).click();
  await expect(page.getByRole('heading', { name: 'Bandeja de tareas', level: 1 })).toBeVisible();
  await page.getByLabel('Buscar').fill(RFC);
  await expect(page).toHaveURL(new RegExp(`q=${RFC}`));
  const fila = page.getByRole('row').filter({ hasText: RFC }).filter({ has: page.getByRole('cell', { name: titulo, exact: true }) });
  // The task is written by the workflow; the list refreshes every minute, a person reloads.
  await expect(async () => {
    await page.reload();
    await expect(fila).toHaveCount(1, { timeout: 10_000 });
  }).toPass({ timeout: 90_000 });
  return fila;
}

test('perfil de contribuyente: registro, envío, rechazo, corrección, aprobación, notificación y correo', async ({ page, browser }) => {
  test.setTimeout(300_000);
  const email = `julieta.velazquez+${Date.now()}@example.mx`;
  const pdf = escribirArchivo('constancia-sat.pdf', pdfMinimo());
  const png = escribirArchivo('identificacion.png', pngMinimo());

  // ── 1. Sign-up and sign-in ────────────────────────────────────────────────────────────
  await test.step('el contribuyente se registra', async () => {
    await page.goto('/signup');
    await expect(page.getByRole('heading', { name: 'Crear cuenta', level: 1 })).toBeVisible();
    await revisarAccesibilidad(page, 'registro');
    await page.getByLabel('RFC').fill(RFC.toLowerCase());
    await expect(page.getByLabel('RFC')).toHaveValue(RFC);
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill(CONTRASENA);
    await page.getByLabel('Confirmar contraseña').fill(CONTRASENA);
    await capturar(page, '01-registro');
    await page.getByRole('button', { name: 'Registrarme' }).click();
    await expect(
      page,
      `${RFC} ya estaba registrado: esta prueba necesita una base de datos nueva (npm test -- e2e la recrea)`,
    ).toHaveURL(/\/signin$/);
  });

  // The padrón lookup fires as soon as the profile form has the 13-character RFC.
  const consultaPadron = page.waitForResponse((r) => r.url().includes(`/api/contribuyentes/${RFC}/getDataOPB`));
  // Awaited later; should the test fail before, this keeps the pending wait from adding a second error.
  void consultaPadron.catch(() => undefined);

  await test.step('llega a iniciar sesión y entra con su RFC', async () => {
    await expect(toast(page, 'Usuario registrado exitosamente')).toBeVisible();
    await expect(page.getByLabel('Usuario (RFC o correo electrónico)')).toHaveValue(RFC);
    await revisarAccesibilidad(page, 'inicio de sesión');
    await page.getByLabel('Contraseña', { exact: true }).fill(CONTRASENA);
    await capturar(page, '02-inicio-sesion');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  });

  // ── 2. Forced to the profile screen; onboarding ───────────────────────────────────────
  await test.step('es llevado a su perfil y contesta las dos preguntas', async () => {
    await expect(page).toHaveURL(/\/admin\/datos-contribuyente$/);
    const dialogo = page.getByRole('dialog', { name: 'Antes de comenzar' });
    await expect(dialogo).toBeVisible();
    // The second question appears once the first is answered (not 'No cuento con clave catastral').
    await expect(dialogo.getByRole('radiogroup', { name: '¿Su negocio venderá bebidas alcohólicas?' })).toHaveCount(0);
    await dialogo.getByRole('radiogroup', { name: '¿Su negocio mide menos de 300 m²?' }).getByRole('radio', { name: 'Sí', exact: true }).check();
    const alcohol = dialogo.getByRole('radiogroup', { name: '¿Su negocio venderá bebidas alcohólicas?' });
    await alcohol.getByRole('radio', { name: 'No', exact: true }).check();
    await expect(alcohol.getByRole('radio', { name: 'No', exact: true })).toBeChecked();
    await capturar(page, '03-onboarding');
    await dialogo.getByRole('button', { name: 'Continuar' }).click();
    await expect(dialogo).toBeHidden();
  });

  const form = page.getByRole('form', { name: 'Datos del contribuyente' });
  const datos = form.getByRole('region', { name: 'Datos del contribuyente' });
  const domicilio = form.getByRole('region', { name: 'Domicilio fiscal' });
  const documentos = form.getByRole('region', { name: 'Documentos del contribuyente' });
  const representante = form.getByRole('group', { name: 'Representante 1' });

  // ── 3. The profile form ──────────────────────────────────────────────────────────────
  await test.step('el padrón municipal pre-llena nombre y teléfono', async () => {
    await expect(page.getByRole('heading', { name: 'Perfil de contribuyente', level: 1 })).toBeVisible();
    const r = await consultaPadron;
    expect(r.ok()).toBe(true);
    await expect(datos.getByRole('radio', { name: 'Persona física' })).toBeChecked();
    await expect(datos.getByLabel('RFC')).toHaveValue(RFC);
    await expect(datos.getByLabel('Nombre(s)')).toHaveValue('JULIETA');
    await expect(datos.getByLabel('Primer apellido')).toHaveValue('VELÁZQUEZ');
    await expect(datos.getByLabel('Segundo apellido')).toHaveValue('CANCHÉ');
    await expect(datos.getByLabel('Teléfono móvil')).toHaveValue('(983) 120 4578');
    await expect(datos.getByText('Se completaron datos con la información del padrón municipal.')).toBeVisible();
    // The e-mail of the account is offered; the RFC's check character only warns.
    await expect(datos.getByLabel('Correo electrónico')).toHaveValue(email);
    await expect(datos.getByRole('alert').filter({ hasText: 'El dígito verificador del RFC no coincide' })).toBeVisible();
    await revisarAccesibilidad(page, 'formulario de perfil');
    await capturar(page, '04-perfil-prellenado');
  });

  await test.step('captura CURP, domicilio, representante y documentos, sin el número exterior', async () => {
    await datos.getByLabel('CURP').fill(CURP.toLowerCase());
    await expect(datos.getByLabel('CURP')).toHaveValue(CURP);
    await datos.getByLabel('Correo electrónico').fill(email);

    await expect(domicilio.getByRole('radio', { name: 'Domicilio local' })).toBeChecked();
    await domicilio.getByLabel('Código postal').fill('77000');
    // The postal code picks the localidad and narrows the colonias.
    await expect(domicilio.getByLabel('Localidad', { exact: true }).locator('option:checked')).toHaveText('CHETUMAL');
    await domicilio.getByLabel('Colonia', { exact: true }).selectOption({ label: 'CENTRO' });
    await domicilio.getByLabel('Calle', { exact: true }).selectOption({ label: 'AV. HÉROES' });
    await expect(domicilio.getByLabel('Calle', { exact: true }).locator('option:checked')).toHaveText('AV. HÉROES');

    await representante.getByLabel('Nombre(s)').fill('Carlos');
    await representante.getByLabel('Primer apellido').fill('Pérez');
    await representante.getByLabel('Segundo apellido').fill('Ek');
    await representante.getByLabel('Correo electrónico').fill(`carlos.perez+${Date.now()}@example.mx`);
    await representante.getByLabel('Teléfono móvil').fill('9831112233');
    await expect(representante.getByLabel('Teléfono móvil')).toHaveValue('(983) 111 2233');
    await representante.getByRole('checkbox', { name: 'Representante legal' }).check();

    await documentos.getByLabel('Constancia de situación fiscal (SAT)').setInputFiles(pdf);
    await documentos.getByLabel('Identificación oficial').setInputFiles(png);
    await expect(documentos.getByText(/constancia-sat\.pdf .* se adjuntará al guardar/)).toBeVisible();
    await expect(documentos.getByText(/identificacion\.png .* se adjuntará al guardar/)).toBeVisible();

    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'Complete los campos marcados en el formulario')).toBeVisible();
    const exterior = domicilio.getByLabel('Número exterior');
    await expect(exterior).toHaveAttribute('aria-invalid', 'true');
    await expect(exterior).toHaveAccessibleDescription(/El campo es requerido/);
    await expect(domicilio.getByText('El campo es requerido')).toBeVisible();
    await capturar(page, '05-perfil-campo-faltante');
  });

  await test.step('completa el número exterior y guarda', async () => {
    await domicilio.getByLabel('Número exterior').fill('145');
    await expect(domicilio.getByLabel('Número exterior')).not.toHaveAttribute('aria-invalid', 'true');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'Perfil creado correctamente')).toBeVisible();
    // Two files: the message counts them (not 'Documento adjuntado' for both).
    await expect(toast(page, '2 documentos adjuntados con éxito')).toBeVisible();
    // The files are stored now: each slot offers 'Ver' instead of the pending file.
    await expect(documentos.getByRole('button', { name: 'Ver Constancia de situación fiscal (SAT)' })).toBeVisible();
    await expect(documentos.getByRole('button', { name: 'Ver Identificación oficial' })).toBeVisible();
    await expect(documentos.getByText('se adjuntará al guardar')).toHaveCount(0);
    await capturar(page, '06-perfil-guardado');
  });

  await test.step('envía a revisión y el formulario queda de solo lectura', async () => {
    await form.getByRole('button', { name: 'Enviar a Revisión' }).click();
    const confirmar = page.getByRole('alertdialog', { name: 'Enviar a revisión' });
    await expect(confirmar).toBeVisible();
    await expect(confirmar).toContainText('no podrá editar su perfil hasta que sea validado');
    await capturar(page, '07-perfil-confirmar-envio');
    await confirmar.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(toast(page, 'Solicitud enviada exitosamente')).toBeVisible(ESPERA_FLUJO);
    await expect(page.getByRole('status').filter({ hasText: 'Su perfil está en revisión.' })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Guardar' })).toHaveCount(0);
    await expect(form.getByRole('button', { name: 'Enviar a Revisión' })).toHaveCount(0);
    await expect(datos.getByLabel('CURP')).toBeDisabled();
    await expect(domicilio.getByLabel('Número exterior')).toBeDisabled();
    await capturar(page, '08-perfil-en-revision');
  });

  // ── 4. The reviewer rejects ──────────────────────────────────────────────────────────
  const revisor = await abrirSesion(browser, 'revisor.padron');

  await test.step('el revisor encuentra la tarea en su bandeja', async () => {
    const fila = await buscarTarea(revisor, 'Revisión de perfil de contribuyente');
    await expect(fila).toContainText('JULIETA VELÁZQUEZ CANCHÉ');
    await expect(fila).toContainText('Padrón');
    await revisarAccesibilidad(revisor, 'bandeja de tareas');
    await capturar(revisor, '09-revisor-bandeja');
    await fila.getByRole('link', { name: /^Ver tarea / }).click();
  });

  await test.step('ve los datos y documentos del contribuyente', async () => {
    await expect(revisor.getByRole('heading', { name: 'Revisión de perfil de contribuyente', level: 1 })).toBeVisible();
    await expect(revisor.getByText('JULIETA VELÁZQUEZ CANCHÉ', { exact: true })).toBeVisible();
    await expect(revisor.getByText(CURP, { exact: true })).toBeVisible();
    await expect(revisor.getByText(email, { exact: true })).toBeVisible();
    await expect(revisor.getByText('AV. HÉROES 145', { exact: true })).toBeVisible();
    await expect(revisor.getByText('CHETUMAL, C.P. 77000', { exact: true })).toBeVisible();
    const reps = revisor.getByRole('table', { name: 'Representantes' });
    await expect(reps.getByRole('row').filter({ hasText: 'Carlos Pérez Ek' })).toContainText('(983) 111 2233');
    const docs = revisor.getByRole('table', { name: 'Documentos del contribuyente' });
    await expect(docs.getByRole('row').filter({ hasText: 'Constancia de situación fiscal (SAT)' })).toContainText('constancia-sat.pdf');
    await expect(docs.getByRole('row').filter({ hasText: 'Identificación oficial' })).toContainText('identificacion.png');
    await revisarAccesibilidad(revisor, 'detalle de la tarea');
    await capturar(revisor, '10-revisor-tarea');

    await docs.getByRole('button', { name: 'Ver Identificación oficial de contribuyente' }).click();
    const visor = revisor.getByRole('dialog', { name: 'Identificación oficial' });
    await expect(visor.getByRole('img', { name: 'Identificación oficial' })).toBeVisible();
    await capturar(revisor, '11-revisor-documento');
    await visor.getByRole('button', { name: 'Cerrar' }).click();
    await expect(visor).toBeHidden();
  });

  await test.step('rechaza; el motivo es obligatorio', async () => {
    await revisor.getByRole('button', { name: 'Rechazar' }).click();
    const dialogo = revisor.getByRole('dialog', { name: 'Rechazar' });
    await expect(dialogo).toBeVisible();
    await dialogo.getByRole('button', { name: 'Rechazar' }).click();
    const motivo = dialogo.getByLabel('Motivo del rechazo');
    await expect(motivo).toHaveAttribute('aria-invalid', 'true');
    await expect(motivo).toHaveAccessibleDescription(/Debe indicar el motivo del rechazo/);
    await expect(dialogo.getByText('Debe indicar el motivo del rechazo')).toBeVisible();
    await capturar(revisor, '12-revisor-rechazo-motivo-requerido');
    await motivo.fill(MOTIVO_RECHAZO);
    await capturar(revisor, '13-revisor-rechazo-con-motivo');
    await dialogo.getByRole('button', { name: 'Rechazar' }).click();
    await expect(toast(revisor, 'Tarea resuelta exitosamente')).toBeVisible(ESPERA_FLUJO);
    await expect(revisor).toHaveURL(/\/admin\/bandeja$/);
    await expect(revisor.getByRole('heading', { name: 'Bandeja de tareas', level: 1 })).toBeVisible();
    await capturar(revisor, '14-revisor-bandeja-tras-rechazo');
  });

  // ── 5. The taxpayer corrects and resends ─────────────────────────────────────────────
  await test.step('el contribuyente ve el rechazo con el motivo, corrige y reenvía', async () => {
    await page.reload();
    const banner = page.getByRole('alert').filter({ hasText: 'Su perfil fue rechazado. Motivo:' });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(MOTIVO_RECHAZO);
    await expect(form.getByRole('button', { name: 'Guardar' })).toBeEnabled();
    await capturar(page, '15-contribuyente-rechazado');

    await domicilio.getByLabel('Número interior').fill('Local 3');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'Perfil actualizado exitosamente')).toBeVisible();
    await expect(domicilio.getByLabel('Número interior')).toHaveValue('Local 3');
    await capturar(page, '16-contribuyente-corregido');

    await form.getByRole('button', { name: 'Enviar a Revisión' }).click();
    const confirmar = page.getByRole('alertdialog', { name: 'Enviar a revisión' });
    await confirmar.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(toast(page, 'Solicitud enviada exitosamente')).toBeVisible(ESPERA_FLUJO);
    await expect(page.getByRole('status').filter({ hasText: 'Su perfil está en revisión.' })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Guardar' })).toHaveCount(0);
    await capturar(page, '17-contribuyente-reenviado');
  });

  // ── 6. The reviewer approves ─────────────────────────────────────────────────────────
  await test.step('el revisor aprueba la nueva tarea', async () => {
    const fila = await buscarTarea(revisor, 'Revisión de perfil de contribuyente (reenvío)');
    await fila.getByRole('link', { name: /^Ver tarea / }).click();
    await expect(revisor.getByRole('heading', { name: 'Revisión de perfil de contribuyente (reenvío)', level: 1 })).toBeVisible();
    await expect(revisor.getByText('AV. HÉROES 145 int. Local 3', { exact: true })).toBeVisible();
    await capturar(revisor, '18-revisor-tarea-reenvio');
    await revisor.getByRole('button', { name: 'Aprobar' }).click();
    const confirmar = revisor.getByRole('alertdialog', { name: 'Aprobar' });
    await expect(confirmar).toContainText('Se validará la información y se notificará al contribuyente.');
    await capturar(revisor, '19-revisor-confirmar-aprobacion');
    await confirmar.getByRole('button', { name: 'Aprobar' }).click();
    await expect(toast(revisor, 'Tarea resuelta exitosamente')).toBeVisible(ESPERA_FLUJO);
    await expect(revisor).toHaveURL(/\/admin\/bandeja$/);

    // Both decisions are on record among the resolved tasks.
    await revisor.getByLabel('Estado').selectOption({ label: 'Resueltas' });
    await revisor.getByLabel('Buscar').fill(RFC);
    await expect(revisor.getByRole('row').filter({ hasText: RFC })).toHaveCount(2);
    await capturar(revisor, '20-revisor-tareas-resueltas');
  });

  // ── 7. The taxpayer sees the validation and the notification ─────────────────────────
  await test.step('el contribuyente ve su perfil validado y la notificación', async () => {
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'Su perfil ha sido validado.' })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Guardar' })).toHaveCount(0);
    const campana = page.getByRole('banner').getByRole('link', { name: /^Notificaciones: \d+ sin leer$/ });
    await expect(campana).toBeVisible();
    const antes = Number((await campana.getAttribute('aria-label'))?.match(/(\d+) sin leer/)?.[1]);
    expect(antes).toBeGreaterThanOrEqual(1);
    await capturar(page, '21-contribuyente-validado');

    await campana.click();
    await expect(page).toHaveURL(/\/admin\/notificaciones$/);
    await expect(page.getByRole('heading', { name: 'Notificaciones', level: 1 })).toBeVisible();
    const aviso = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Perfil validado' }) });
    await expect(aviso).toHaveCount(1);
    await expect(aviso).toContainText('Su perfil ha sido validado.');
    await expect(aviso).toContainText('Nueva');
    await expect(page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Perfil rechazado' }) })).toContainText(
      'Falta el número interior del domicilio fiscal',
    );
    await capturar(page, '22-contribuyente-notificaciones');

    await aviso.getByRole('button', { name: 'Marcar como leída: Perfil validado' }).click();
    await expect(aviso.getByRole('button', { name: /^Marcar como leída/ })).toHaveCount(0);
    await expect(aviso).not.toContainText('Nueva');
    const restantes = antes - 1;
    await expect(page.getByRole('banner').getByRole('link', { name: restantes > 0 ? `Notificaciones: ${restantes} sin leer` : 'Notificaciones', exact: true })).toBeVisible();
    await capturar(page, '23-contribuyente-notificacion-leida');

    // spec 1 §5.3, §9: the areas a taxpayer may write to, each under its own name.
    await page.getByRole('button', { name: 'Enviar mensaje a un área' }).click();
    const mensaje = page.getByRole('dialog', { name: 'Enviar mensaje a un área' });
    const areas = mensaje.getByLabel('Área').locator('option');
    for (const area of ['Padrón de Contribuyentes', 'Licencias de Funcionamiento', 'Coordinación SARE', 'Desarrollo Urbano y Medio Ambiente', 'Protección Civil', 'Residuos Sólidos', 'Fiscalización', 'Mercados', 'Tesorería']) {
      await expect(areas.filter({ hasText: new RegExp(`^${area}$`) })).toHaveCount(1);
    }
    await capturar(page, '23a-mensaje-areas');
    await mensaje.getByRole('button', { name: 'Cancelar' }).click();
  });

  // ── 8. Root finds the e-mail ─────────────────────────────────────────────────────────
  await test.step('root ve el correo de validación enviado al contribuyente', async () => {
    const root = await abrirSesion(browser, 'root');
    await root.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Correos enviados' }).click();
    await expect(root.getByRole('heading', { name: 'Correos enviados', level: 1 })).toBeVisible();
    await root.getByLabel('Destinatario').fill(email);
    const fila = root.getByRole('row').filter({ hasText: 'Perfil validado — Ventanilla en línea' });
    await expect(fila).toHaveCount(1);
    await expect(fila).toContainText(email);
    await capturar(root, '24-root-correos');
    await fila.getByRole('button', { name: 'Ver correo: Perfil validado — Ventanilla en línea' }).click();
    const correo = root.getByRole('dialog', { name: 'Perfil validado — Ventanilla en línea' });
    await expect(correo).toContainText(`Para: ${email}`);
    await expect(correo).toContainText('Su perfil ha sido validado.');
    await capturar(root, '25-root-correo-validacion');
    await root.context().close();
  });

  await revisor.context().close();
});
