// Extraordinary hours (EXTRA) and live music (VARIEDAD) end to end (spec 2 §2 "Extraordinary hours and
// live music", §4, §5, §7, §9), as the people involved live it. The demo taxpayer's RESTAURANTE BAR
// EL MANGLAR (giro 11: patente type 3) has its licence issued (through the API, as the change walks
// do). (1) From the ventanilla's card the taxpayer asks for extraordinary hours on next month's first
// Friday and Saturday, prints the request, uploads it signed and sends it; Fiscalización approves
// hours per date; the taxpayer pays the statement in the gateway's window; Fiscalización validates
// the payment, the operator and the inspector sign; the taxpayer opens the certificate. (2) A
// live-music request: the required fields, a copy to another month deleted again, sent, hours
// approved, a receipt that is not a PDF refused and a PDF receipt uploaded. (3) A request returned
// with its reason, corrected ('Actualizar') and sent again.
import { tarifaFiscalizacion } from '../../domain/fiscalizacion/tarifa';
import { sumarDias } from '../../domain/tramite/fechas';
import { formatearMoneda } from '../../web/lib/formato';
import { fechaLegible, nombreMes } from '../../web/fiscalizacion/estatus';
import { negocioConLicencia } from './negocio-licenciado';
import { FIRMANTES_DEMO } from '../../sim/efirma/demo';
import { pdfsig } from '../pdfsig';
import { expect, test } from './fixtures';
import { ESPERA_FLUJO } from './bandeja';
import { NEGOCIO, NOMBRE, abrirPagina, enMesSiguiente, firmarYEnviar, llenarHorario, tareaFiscalizacion, tarjetaSolicitud } from './fiscalizacion-pasos';
import {
  DEMO_PASSWORD,
  RFC_CONTRIBUYENTE,
  abrirPasarela,
  accionEstablecimiento,
  capturar,
  cerrarVentana,
  escribirArchivo,
  iniciarSesion,
  limpiarCapturas,
  llenarTarjeta,
  pdfMinimo,
  pngMinimo,
  revisarAccesibilidad,
  toast,
} from './helpers';

const VIERNES = enMesSiguiente(5, 1);
const SABADO = sumarDias(VIERNES, 1);
const DOMINGO = sumarDias(VIERNES, 2);
const JUEVES = enMesSiguiente(4, 2);
const MES = VIERNES.slice(0, 7);

test.beforeAll(() => limpiarCapturas((f) => f.startsWith('fiscalizacion-')));

test.describe.configure({ mode: 'serial' });

test('horario extraordinario: solicitud firmada, horas aprobadas, pago en línea, validación, dos firmas y constancia', async ({ baseURL, page, browser, request }) => {
  test.setTimeout(360_000);
  await negocioConLicencia(request, baseURL!, NEGOCIO);
  let folio = '';

  await test.step('el contribuyente llega desde la ventanilla y llena la solicitud', async () => {
    await page.goto('/signin');
    await iniciarSesion(page, RFC_CONTRIBUYENTE);
    const tarjeta = await abrirPagina(page);
    await capturar(page, 'fiscalizacion-01-pagina');
    await revisarAccesibilidad(page, 'horarios extraordinarios y música viva');
    await tarjeta.getByRole('button', { name: 'Horario extraordinario', exact: true }).click();
    const dialogo = page.getByRole('dialog', { name: 'Solicitud de horario extraordinario' });
    await expect(dialogo.getByText('Horario extraordinario autorizado')).toBeVisible();
    // spec 2 §5: nothing filled → 'Complete la información'.
    await dialogo.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'Complete la información').first()).toBeVisible();
    // Type 3: Sunday cannot go with Friday and Saturday; equal hours are refused.
    const grupo = await llenarHorario(dialogo, 1, [VIERNES, SABADO, DOMINGO], '23:00', '23:00');
    await dialogo.getByRole('button', { name: 'Guardar' }).click();
    await expect(grupo.getByText('No se permite agregar domingo si selecciono un dia entre lunes y sabado')).toBeVisible();
    await expect(grupo.getByText('Las horas de inicio y fin no pueden ser iguales.')).toBeVisible();
    await grupo.getByRole('button', { name: `Quitar ${fechaLegible(DOMINGO)}` }).click();
    await grupo.getByLabel('Hora de fin').selectOption('02:00');
    await expect(grupo.getByText('3 horas por fecha (termina al día siguiente)')).toBeVisible();
    // The date picker keeps to the month of the first date (spec 2 §5).
    await expect(grupo.getByLabel('Fecha', { exact: true })).toHaveAttribute('max', new RegExp(`^${MES}-\\d{2}$`));
    await capturar(page, 'fiscalizacion-02-formulario');
    await revisarAccesibilidad(page, 'solicitud de horario extraordinario');
    await dialogo.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'Solicitud creada exitosamente').first()).toBeVisible();
    await expect(dialogo).toHaveCount(0);
  });

  await test.step('imprime la solicitud, la sube firmada y la envía a revisión', async () => {
    const lista = page.getByRole('dialog', { name: 'Solicitudes' });
    const tarjeta = lista.getByRole('article').filter({ hasText: 'Horario extraordinario' }).filter({ hasText: nombreMes(MES) }).first();
    await expect(tarjeta.getByText(/Estatus:\s*Borrador/)).toBeVisible();
    folio = ((await tarjeta.getByText(/^HEX-\d{4}-\d+$/).textContent()) ?? '').trim();
    expect(folio).toMatch(/^HEX-\d{4}-\d+$/);
    await expect(tarjeta.getByText('En proceso de aprobación')).toHaveCount(0);
    await expect(tarjeta.getByRole('cell', { name: fechaLegible(VIERNES) })).toBeVisible();
    await tarjeta.getByRole('button', { name: 'Ver solicitud' }).click();
    const visor = page.getByRole('dialog', { name: `Solicitud de horario extraordinario ${folio}` });
    await expect(visor.locator('iframe')).toBeVisible();
    await capturar(page, 'fiscalizacion-03-solicitud-impresa');
    await page.keyboard.press('Escape');
    await expect(visor).toHaveCount(0);
    await firmarYEnviar(page, tarjeta, 'horario-firmada.pdf');
    await capturar(page, 'fiscalizacion-04-enviada');
    await revisarAccesibilidad(page, 'solicitudes con una enviada');
  });

  await test.step('Fiscalización aprueba 3 horas del viernes y 2 del sábado', async () => {
    await tareaFiscalizacion(browser, {
      titulo: 'Revisión de solicitud de horario extraordinario',
      folio,
      captura: 'fiscalizacion-05-revision',
      boton: 'Aprobar',
      antes: async (p) => {
        await expect(p.getByLabel(`Horas aprobadas del ${fechaLegible(VIERNES)}`)).toHaveValue('3');
        await p.getByLabel(`Horas aprobadas del ${fechaLegible(SABADO)}`).fill('2');
        await p.getByRole('button', { name: 'Guardar horas aprobadas' }).click();
        await expect(toast(p, 'Horas aprobadas guardadas')).toBeVisible();
        await expect(p.getByText(/6\s*horas solicitadas,\s*5\s*horas aprobadas/)).toBeVisible();
      },
    });
  });

  await test.step('el contribuyente paga el estado de cuenta en la pasarela', async () => {
    const { dialogo, tarjeta } = await tarjetaSolicitud(page, folio, (t) => t.getByRole('button', { name: 'Pagar en línea' }));
    await expect(tarjeta.getByRole('button', { name: 'Revisar' })).toBeVisible();
    const edo = tarjeta.getByRole('group', { name: 'Estado de cuenta' });
    await expect(edo.getByText('Por pagar', { exact: true })).toBeVisible();
    // The amount is the approved hours (3 + 2) at the hourly tariff of a type-3 establishment.
    const { totalCentavos } = tarifaFiscalizacion('EXTRA', 3, [
      { fecha: VIERNES, hora_inicio: '23:00', hora_fin: '02:00', horas_aprobadas: 3 },
      { fecha: SABADO, hora_inicio: '23:00', hora_fin: '02:00', horas_aprobadas: 2 },
    ]);
    await expect(edo).toContainText(formatearMoneda(totalCentavos / 100));
    await expect(tarjeta.getByText('En proceso de aprobación')).toBeVisible();
    await capturar(page, 'fiscalizacion-06-por-pagar');
    const ventana = await abrirPasarela(page, tarjeta.getByRole('button', { name: 'Pagar en línea' }));
    await llenarTarjeta(ventana, 'aprobada');
    await ventana.getByRole('button', { name: 'Pagar' }).click();
    await expect(ventana.getByRole('heading', { name: 'Pago aprobado', level: 1 })).toBeVisible();
    await capturar(ventana, 'fiscalizacion-07-pasarela-aprobado');
    await cerrarVentana(ventana);
    await expect(dialogo.getByTestId('aviso-pago')).toContainText('Pago registrado exitosamente');
    await expect(tarjeta.getByRole('group', { name: 'Estado de cuenta' }).getByText('Pagado', { exact: true })).toBeVisible(ESPERA_FLUJO);
    await expect(tarjeta.getByRole('button', { name: 'Pagar en línea' })).toHaveCount(0);
    await expect(tarjeta.getByRole('button', { name: 'Subir recibo de pago' })).toHaveCount(0);
    await capturar(page, 'fiscalizacion-08-pagado');
  });

  await test.step('Fiscalización valida el pago; firman el operador y el fiscalizador', async () => {
    await tareaFiscalizacion(browser, { titulo: 'Validación del pago de horario extraordinario', folio, captura: 'fiscalizacion-09-validacion', boton: 'Aprobar' });
    await tareaFiscalizacion(browser, { titulo: 'Firma del operador: constancia de horario extraordinario', folio, captura: 'fiscalizacion-10-firma-operador', boton: 'Firmar constancia' });
    await tareaFiscalizacion(browser, { titulo: 'Firma del fiscalizador: constancia de horario extraordinario', folio, captura: 'fiscalizacion-11-firma-fiscalizador', boton: 'Firmar constancia' });
  });

  await test.step('el contribuyente ve la solicitud aprobada y abre su constancia', async () => {
    const { tarjeta } = await tarjetaSolicitud(page, folio, (t) => t.getByRole('button', { name: 'Ver constancia' }));
    await expect(tarjeta.getByText('Solicitud aprobada')).toBeVisible();
    await expect(tarjeta.getByText(/Estatus:\s*Aprobada/)).toBeVisible();
    await expect(tarjeta.getByText('En proceso de aprobación')).toHaveCount(0);
    const constancia = page.waitForRequest((r) => r.url().includes('/viewConstanciaExtraordinaria/'));
    await tarjeta.getByRole('button', { name: 'Ver constancia' }).click();
    const visor = page.getByRole('dialog', { name: `Constancia de horario extraordinario ${folio}` });
    await expect(visor.locator('iframe')).toBeVisible();
    // Signed with e.firma by the operator, then the inspector (the demo's mode: one Fiscalización
    // account signs both): two incremental signatures any reader validates offline.
    const login = await request.post('/api/login', { data: { username: RFC_CONTRIBUYENTE, password: DEMO_PASSWORD, remember: false } });
    const descarga = await request.get((await constancia).url(), { headers: { authorization: `Bearer ${(await login.json()).data.token as string}` } });
    expect(descarga.headers()['content-type']).toContain('application/pdf');
    const { firmas, salida } = pdfsig(new Uint8Array(await descarga.body()));
    expect(firmas.map((f) => f.firmante), salida).toEqual([FIRMANTES_DEMO.fiscalizacion.nombre, FIRMANTES_DEMO.fiscalizacion.nombre]);
    expect(firmas.every((f) => f.valida) && firmas[1].todoElDocumento, salida).toBe(true);
    await capturar(page, 'fiscalizacion-12-constancia');
    await page.keyboard.press('Escape');
    await capturar(page, 'fiscalizacion-13-aprobada');
    await revisarAccesibilidad(page, 'solicitudes con la constancia');
  });

  await test.step('la licencia del establecimiento ofrece las mismas acciones', async () => {
    await page.keyboard.press('Escape');
    await accionEstablecimiento(page, NOMBRE, 'Licencias');
    const licencias = page.getByRole('dialog', { name: 'Licencias' });
    await expect(licencias.getByRole('button', { name: 'Horario extraordinario' })).toBeVisible();
    await expect(licencias.getByRole('button', { name: 'Música viva' })).toBeVisible();
    await expect(licencias.getByRole('button', { name: 'Solicitudes' })).toBeVisible();
    await capturar(page, 'fiscalizacion-14-licencias');
  });
});

test('música viva: campos requeridos, copia a otro mes, envío, horas aprobadas y recibo de pago', async ({ baseURL, page, browser, request }) => {
  test.setTimeout(240_000);
  await negocioConLicencia(request, baseURL!, NEGOCIO);
  let folio = '';
  await page.goto('/signin');
  await iniciarSesion(page, RFC_CONTRIBUYENTE);

  await test.step('llena la solicitud de música viva', async () => {
    const tarjeta = await abrirPagina(page);
    await tarjeta.getByRole('button', { name: 'Música viva', exact: true }).click();
    const dialogo = page.getByRole('dialog', { name: 'Solicitud de musica viva' });
    await dialogo.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'Complete la información').first()).toBeVisible();
    await expect(dialogo.getByText('El campo es requerido').first()).toBeVisible();
    await dialogo.getByLabel('Cantidad de personas').fill('80');
    await llenarHorario(dialogo, 1, [JUEVES], '23:00', '01:00');
    await capturar(page, 'fiscalizacion-20-musica-formulario');
    await revisarAccesibilidad(page, 'solicitud de música viva');
    await dialogo.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'Solicitud creada exitosamente').first()).toBeVisible();
    await expect(dialogo).toHaveCount(0);
  });

  await test.step('la copia a otro mes y elimina la copia', async () => {
    const lista = page.getByRole('dialog', { name: 'Solicitudes' });
    const tarjeta = lista.getByRole('article').filter({ hasText: 'Música viva' }).filter({ hasText: nombreMes(MES) }).first();
    folio = ((await tarjeta.getByText(/^MUV-\d{4}-\d+$/).textContent()) ?? '').trim();
    expect(folio).toMatch(/^MUV-\d{4}-\d+$/);
    await expect(tarjeta.getByText('Cantidad de personas: 80')).toBeVisible();
    await tarjeta.getByRole('button', { name: 'Copiar a otro mes' }).click();
    const copiar = page.getByRole('dialog', { name: 'Copiar a otro mes' });
    await copiar.getByRole('button', { name: 'Copiar' }).click();
    await expect(copiar.getByText('Debe seleccionar un mes al cual desea copiar las fechas')).toBeVisible();
    const otro = enMesSiguiente(4, 2, 2).slice(0, 7);
    await copiar.getByLabel('Mes').selectOption(otro);
    await copiar.getByRole('button', { name: 'Copiar' }).click();
    await expect(toast(page, 'Solicitud copiada exitosamente').first()).toBeVisible();
    const copia = lista.getByRole('article').filter({ hasText: 'Música viva' }).filter({ hasText: nombreMes(otro) });
    await expect(copia).toHaveCount(1);
    await capturar(page, 'fiscalizacion-21-copia');
    await copia.getByRole('button', { name: 'Eliminar solicitud' }).click();
    const confirmar = page.getByRole('alertdialog', { name: '¿Realmente deseas eliminar esta solicitud?' });
    await expect(confirmar.getByText('Esta acción no puede ser revertida')).toBeVisible();
    await confirmar.getByRole('button', { name: 'Aceptar' }).click();
    await expect(toast(page, 'Solicitud eliminada exitosamente').first()).toBeVisible();
    await expect(copia).toHaveCount(0);
    await firmarYEnviar(page, tarjeta, 'musica-firmada.pdf');
  });

  await test.step('Fiscalización aprueba las horas', async () => {
    await tareaFiscalizacion(browser, {
      titulo: 'Revisión de solicitud de música viva',
      folio,
      captura: 'fiscalizacion-22-musica-revision',
      boton: 'Aprobar',
      antes: async (p) => {
        await expect(p.getByText('Cantidad de personas').first()).toBeVisible();
        await p.getByRole('button', { name: 'Guardar horas aprobadas' }).click();
        await expect(toast(p, 'Horas aprobadas guardadas')).toBeVisible();
      },
    });
  });

  await test.step('el contribuyente sube su recibo de pago (solo PDF)', async () => {
    const { tarjeta } = await tarjetaSolicitud(page, folio, (t) => t.getByRole('button', { name: 'Subir recibo de pago' }));
    await expect(tarjeta.getByRole('button', { name: 'Ver estado de cuenta' })).toBeVisible();
    await tarjeta.getByRole('button', { name: 'Subir recibo de pago' }).click();
    const subir = page.getByRole('dialog', { name: 'Subir recibo de pago' });
    await subir.getByLabel('Recibo de pago').setInputFiles(escribirArchivo('musica-recibo.png', pngMinimo()));
    await expect(toast(page, 'Para el comprobante de pago solo se permiten archivos PDF').first()).toBeVisible();
    await subir.getByLabel('Recibo de pago').setInputFiles(escribirArchivo('musica-recibo.pdf', pdfMinimo('Recibo de pago')));
    await subir.getByRole('button', { name: 'Subir' }).click();
    await expect(toast(page, 'Recibo cargado exitosamente').first()).toBeVisible(ESPERA_FLUJO);
    await expect(tarjeta.getByRole('button', { name: 'Ver recibo de pago' })).toBeVisible(ESPERA_FLUJO);
    await expect(tarjeta.getByRole('group', { name: 'Estado de cuenta' }).getByText('Recibo en validación', { exact: true })).toBeVisible();
    await expect(tarjeta.getByText('En proceso de aprobación')).toBeVisible();
    await capturar(page, 'fiscalizacion-23-musica-recibo');
    await revisarAccesibilidad(page, 'solicitudes con el recibo de pago');
  });
});

test('horario extraordinario devuelto: motivo de rechazo, corrección y reenvío', async ({ baseURL, page, browser, request }) => {
  test.setTimeout(180_000);
  await negocioConLicencia(request, baseURL!, NEGOCIO);
  const viernes = enMesSiguiente(5, 3);
  const sabado = sumarDias(viernes, 1);
  const MOTIVO = 'El sábado coincide con un evento público en la zona. Solicite solo el viernes.';
  let folio = '';
  await page.goto('/signin');
  await iniciarSesion(page, RFC_CONTRIBUYENTE);

  await test.step('envía una solicitud de dos fechas', async () => {
    const tarjeta = await abrirPagina(page);
    await tarjeta.getByRole('button', { name: 'Horario extraordinario', exact: true }).click();
    const dialogo = page.getByRole('dialog', { name: 'Solicitud de horario extraordinario' });
    await llenarHorario(dialogo, 1, [viernes, sabado], '23:00', '01:00');
    await dialogo.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'Solicitud creada exitosamente').first()).toBeVisible();
    const lista = page.getByRole('dialog', { name: 'Solicitudes' });
    const nueva = lista.getByRole('article').filter({ hasText: fechaLegible(viernes) });
    folio = ((await nueva.getByText(/^HEX-\d{4}-\d+$/).textContent()) ?? '').trim();
    await firmarYEnviar(page, nueva, 'devuelta-firmada.pdf');
  });

  await test.step('Fiscalización la devuelve con su motivo', async () => {
    await tareaFiscalizacion(browser, { titulo: 'Revisión de solicitud de horario extraordinario', folio, captura: 'fiscalizacion-30-devolucion', boton: 'Rechazar', motivo: MOTIVO });
  });

  await test.step('el contribuyente lee el motivo, corrige las fechas y la reenvía', async () => {
    const { tarjeta } = await tarjetaSolicitud(page, folio, (t) => t.getByRole('button', { name: 'Ver motivo de rechazo' }));
    // spec 2 §4: returned (5): no chip, editable again, the reason visible.
    await expect(tarjeta.getByText('En proceso de aprobación')).toHaveCount(0);
    await expect(tarjeta.getByText('Solicitud aprobada')).toHaveCount(0);
    await tarjeta.getByRole('button', { name: 'Ver motivo de rechazo' }).click();
    const motivo = page.getByRole('dialog', { name: 'Motivo de rechazo' });
    await expect(motivo.getByLabel('Motivo')).toHaveValue(MOTIVO);
    await capturar(page, 'fiscalizacion-31-motivo');
    await revisarAccesibilidad(page, 'motivo de rechazo');
    await motivo.getByRole('button', { name: 'Cerrar' }).first().click();
    await tarjeta.getByRole('button', { name: 'Editar' }).click();
    const form = page.getByRole('dialog', { name: 'Solicitud de horario extraordinario' });
    const grupo = form.getByRole('group', { name: 'Horario 1' });
    await grupo.getByRole('button', { name: `Quitar ${fechaLegible(sabado)}` }).click();
    await form.getByRole('button', { name: 'Actualizar' }).click();
    await expect(toast(page, 'Solicitud actualizada exitosamente').first()).toBeVisible();
    await expect(form).toHaveCount(0);
    await expect(tarjeta.getByRole('cell', { name: fechaLegible(sabado) })).toHaveCount(0);
    await tarjeta.getByRole('button', { name: 'Enviar a revisión' }).click();
    await page.getByRole('alertdialog', { name: 'Enviar a revisión' }).getByRole('button', { name: 'Enviar a revisión' }).click();
    await expect(toast(page, 'Solicitud enviada exitosamente').first()).toBeVisible(ESPERA_FLUJO);
    await expect(tarjeta.getByText('En proceso de aprobación')).toBeVisible(ESPERA_FLUJO);
    await expect(tarjeta.getByRole('button', { name: 'Ver motivo de rechazo' })).toHaveCount(0);
    await capturar(page, 'fiscalizacion-32-reenviada');
  });

  await test.step('una nueva solicitud con el mismo viernes avisa que ya está solicitado, con su folio', async () => {
    await page.keyboard.press('Escape');
    const tarjeta = await abrirPagina(page);
    await tarjeta.getByRole('button', { name: 'Horario extraordinario', exact: true }).click();
    const form = page.getByRole('dialog', { name: 'Solicitud de horario extraordinario' });
    const grupo = form.getByRole('group', { name: 'Horario 1' });
    await grupo.getByLabel('Fecha', { exact: true }).fill(viernes);
    await grupo.getByRole('button', { name: 'Añadir día' }).click();
    const mes = new Intl.DateTimeFormat('es-MX', { month: 'long', timeZone: 'UTC' }).format(new Date(`${viernes}T12:00:00Z`));
    const aviso = form.getByRole('alert').filter({ hasText: 'Fechas ya solicitadas' });
    await expect(aviso).toContainText(`El ${Number(viernes.slice(8))} de ${mes} ya está en`);
    await expect(aviso).toContainText(folio);
    await capturar(page, 'fiscalizacion-33-fecha-ya-solicitada');
    await revisarAccesibilidad(page, 'fecha ya solicitada');
    await form.getByRole('button', { name: 'Cerrar' }).first().click();
  });
});
