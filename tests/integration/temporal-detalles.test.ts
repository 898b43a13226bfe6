// Temporal's Web UI says where each request is (ARCHITECTURE.md "Finding a request"): the workflow
// starts with a summary (procedure, folio) and details (taxpayer, establishment), and the runner
// rewrites its current details after every step. Read here through the Temporal client, as the UI
// reads them (describe() and the workflow's metadata query), on a real licence moved by the API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { defaultPayloadConverter } from '@temporalio/common';
import { workflowMetadataQuery } from '@temporalio/workflow';
import { licencias, solicitudes } from '../../db/schema';
import { contribuyenteConPerfil, crearEntorno, entrar, formularioLicencia, tareaAbierta, type Entorno } from './harness';

let e: Entorno;
beforeAll(async () => {
  e = await crearEntorno();
});
afterAll(async () => e?.cerrar());

describe('workflow metadata in Temporal', () => {
  it('a licence: summary with its folio; current details name the step, the area, the due date and what it waits for after each step', { timeout: 90_000 }, async () => {
    const t = await contribuyenteConPerfil(e);
    const alta = await t.post('/api/establecimientos', formularioLicencia());
    expect(alta.status).toBe(200);
    const licenciaId = alta.body.data.licencia[0].id as number;
    expect((await t.post(`/api/licencia/${licenciaId}/changestatus`, { estatus_licencia: 10 })).status).toBe(200);
    const [l] = await e.db.db.select({ solicitudId: licencias.solicitudId }).from(licencias).where(eq(licencias.id, licenciaId));
    const [s] = await e.db.db.select().from(solicitudes).where(eq(solicitudes.id, l.solicitudId));
    const h = e.deps.temporal.workflow.getHandle(s.workflowId);
    const detalles = async () => (await h.query(workflowMetadataQuery)).currentDetails ?? '';

    const d = await h.describe();
    expect(await d.staticSummary()).toBe(`Licencia de funcionamiento · ${s.folio}`);
    const estaticos = await d.staticDetails();
    expect(estaticos).toContain(`**Folio:** ${s.folio}`);
    expect(estaticos).toContain(`**Contribuyente:** `);
    expect(estaticos).toContain(`(${t.rfc})`);
    expect(estaticos).toContain('**Establecimiento:** ABARROTES LA CEIBA');

    // Sent: Coordinación SARE's validation, with its task's due date.
    const t1 = await tareaAbierta(e, s.id, 'validacion_datos');
    await expect.poll(detalles, { timeout: 10_000 }).toContain('**Vence:**');
    const primero = await detalles();
    expect(primero).toContain('**Paso:** Validación de datos');
    expect(primero).toContain('**Área:** Coordinación SARE');
    expect(primero).toContain('**Espera:** la tarea «Validación de datos de la solicitud de licencia» del área Coordinación SARE');

    // Approved: Desarrollo Urbano's verification of land use.
    const sare = await entrar(e, 'coordinacion.sare');
    expect((await sare.post(`/api/tareas/${t1.id}/resolver`, { resultado: 'aprobado' })).status).toBe(200);
    const t2 = await tareaAbierta(e, s.id, 'verificacion_uso_suelo');
    await expect.poll(detalles, { timeout: 10_000 }).toContain('**Paso:** Verificación de uso de suelo');
    const segundo = await detalles();
    expect(segundo).toContain('**Área:** Desarrollo Urbano y Medio Ambiente');
    expect(segundo).toMatch(/\*\*Vence:\*\* \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    // The task's durable timer carries a summary in the history (the UI's timeline shows it).
    const resumenes = async () =>
      (await h.fetchHistory()).events!.filter((ev) => ev.timerStartedEventAttributes).map((ev) => String(defaultPayloadConverter.fromPayload(ev.userMetadata!.summary!)));
    await expect.poll(resumenes, { timeout: 10_000 }).toContainEqual(expect.stringMatching(/^Vence la tarea «Verificación de uso de suelo» del área Desarrollo Urbano y Medio Ambiente: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/));

    // Approved again: the taxpayer's payment of the land-use certificate; no task, no due date.
    const du = await entrar(e, 'desarrollo.urbano');
    expect((await du.post(`/api/tareas/${t2.id}/resolver`, { resultado: 'aprobado' })).status).toBe(200);
    await expect.poll(detalles, { timeout: 10_000 }).toContain('**Paso:** Pago de uso de suelo');
    const tercero = await detalles();
    expect(tercero).toContain('**Área:** el contribuyente');
    expect(tercero).toContain('**Espera:** el pago del contribuyente: Constancia de uso de suelo');
    expect(tercero).not.toContain('**Vence:**');
    await h.terminate('fin de la prueba');
  });
});
