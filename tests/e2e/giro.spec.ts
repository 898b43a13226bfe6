// 'Solicitar nuevo giro' end to end (spec 1 §2.10): a taxpayer whose activity is
// not in the catalogue describes it from the licence form; Licencias finds the request in its inbox
// and approves it; the taxpayer is told. The request runs on the procedure kit like every other.
import { expect, test } from './fixtures';
import { CLAVES_DEMO } from '../../sim/municipio-demo';
import { capturar, iniciarSesion, limpiarCapturas, revisarAccesibilidad, siguientePaso, toast } from './helpers';

const GIRO = `Reparación de bicicletas eléctricas ${Date.now().toString(36).slice(-4).toUpperCase()}`;

test.beforeAll(() => limpiarCapturas((f) => f.startsWith('giro-')));

test('solicitar un nuevo giro: el contribuyente lo describe, Licencias lo aprueba y se le avisa', async ({ browser }) => {
  test.setTimeout(180_000);
  const contribuyente = await (await browser.newContext()).newPage();
  await contribuyente.goto('/signin');
  await iniciarSesion(contribuyente, 'GODE561231GR8');
  await contribuyente.getByRole('button', { name: 'APERTURA DE ESTABLECIMIENTO' }).click();
  await contribuyente.getByRole('dialog', { name: 'Seleccione el área' }).getByRole('button', { name: /^SARE/ }).click();
  await contribuyente.getByLabel('Clave catastral', { exact: true }).fill(CLAVES_DEMO.pagada);
  await expect(contribuyente.getByText('Impuesto predial pagado')).toBeVisible();
  // The activities are on the form's second step (spec 1 §2.10, «Datos de Establecimiento»).
  await siguientePaso(contribuyente, 'Datos de Establecimiento');

  await contribuyente.getByRole('button', { name: 'Solicitar nuevo giro' }).click();
  const dialogo = contribuyente.getByRole('dialog', { name: 'Solicitar nuevo giro' });
  await expect(dialogo).toBeVisible();
  // Empty is refused with the spec's message; the counter follows what is typed.
  await dialogo.getByRole('button', { name: 'Solicitar', exact: true }).click();
  await expect(dialogo.getByText('El campo es requerido')).toBeVisible();
  await dialogo.getByLabel('Giro que desea solicitar').fill(GIRO);
  await expect(dialogo.getByText(`${GIRO.length} de 500 caracteres`)).toBeVisible();
  await capturar(contribuyente, 'giro-01-solicitud');
  await revisarAccesibilidad(contribuyente, 'Solicitar nuevo giro');
  await dialogo.getByRole('button', { name: 'Solicitar', exact: true }).click();
  await expect(toast(contribuyente, 'Solicitud enviada exitosamente')).toBeVisible({ timeout: 25_000 });
  await expect(dialogo).toBeHidden();

  // Licencias de Funcionamiento finds it in its inbox and approves it.
  const revisor = await (await browser.newContext()).newPage();
  await revisor.goto('/signin');
  await iniciarSesion(revisor, 'revisor.licencias');
  await revisor.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Bandeja de tareas' }).click();
  await revisor.getByLabel('Buscar').fill('GODE561231GR8');
  const fila = revisor.getByRole('row').filter({ has: revisor.getByRole('cell', { name: 'Solicitud de nuevo giro', exact: true }) }).filter({ hasText: 'Pendiente' });
  await expect(async () => {
    await revisor.reload();
    await expect(fila.first()).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 90_000 });
  await capturar(revisor, 'giro-02-bandeja');
  await fila.first().getByRole('link').first().click();
  await expect(revisor.getByRole('heading', { name: 'Solicitud de nuevo giro', level: 1 })).toBeVisible();
  await expect(revisor.getByText('Solicitud de nuevo giro · Revisión del giro solicitado')).toBeVisible();
  // The newest request first: several runs against one database may have left older ones.
  await expect(revisor.getByText(GIRO)).toBeVisible();
  await capturar(revisor, 'giro-03-tarea');
  await revisarAccesibilidad(revisor, 'tarea de nuevo giro');
  await revisor.getByRole('button', { name: 'Aprobar' }).click();
  const confirmar = revisor.getByRole('alertdialog', { name: 'Aprobar' });
  await expect(confirmar).toContainText('Se aprobará el giro solicitado y se notificará al contribuyente.');
  await confirmar.getByRole('button', { name: 'Aprobar' }).click();
  await expect(toast(revisor, 'Tarea resuelta exitosamente')).toBeVisible({ timeout: 25_000 });
  await expect(revisor).toHaveURL(/\/admin\/bandeja$/);

  // The taxpayer reads the answer among the notifications.
  await contribuyente.goto('/admin/notificaciones');
  await expect(async () => {
    await contribuyente.reload();
    await expect(contribuyente.getByText(`El giro «${GIRO}» que solicitó fue aprobado`, { exact: false })).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 90_000 });
  await capturar(contribuyente, 'giro-04-notificacion');
  await revisarAccesibilidad(contribuyente, 'notificaciones');
});
