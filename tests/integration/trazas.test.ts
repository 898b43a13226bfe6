// One trace crosses the API, the workflow and its activities down to SQL (docs/OPERACION.md,
// "Traces"): a taxpayer sends a SARE licence request (spec 1 §4.3) with tracing on, exported to
// memory; the request's id in the log is the trace's id, and the trace holds the HTTP span, the
// Temporal client's call, the workflow's handling, the activity that opens the staff task and that
// activity's SQL statements, each the child of the one before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { buildApp } from '../../api/app';
import { iniciarTrazas } from '../../api/lib/trazas';
import { contribuyenteConPerfil, crearEntorno, formularioLicencia, tareaAbierta, type Entorno } from './harness';
import { createLicenciasRepository } from '../../api/licencias/licencias.repository';

const memoria = new InMemorySpanExporter();
let e: Entorno;
let app: Awaited<ReturnType<typeof buildApp>>;
const lineas: string[] = [];

beforeAll(async () => {
  // Before the worker and the client exist: the process's tracing, once.
  iniciarTrazas({ servicio: 'prueba', exportador: memoria });
  e = await crearEntorno({ LOG_LEVEL: 'info' });
  app = await buildApp(e.deps, { destinoLog: { write: (l) => lineas.push(l) } });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await e?.cerrar();
});

const padreDe = (s: ReadableSpan) => s.parentSpanId;

describe('tracing', () => {
  it('follows a request from the API through the workflow to its activity and its SQL', async () => {
    const t = await contribuyenteConPerfil(e);
    const alta = await t.post('/api/establecimientos', formularioLicencia());
    expect(alta.status).toBe(200);
    const licenciaId = alta.body.data.licencia[0].id as number;
    const envio = await app.inject({ method: 'POST', url: `/api/licencia/${licenciaId}/changestatus`, payload: { estatus_licencia: 10 }, headers: { authorization: `Bearer ${t.token}` } });
    expect(envio.statusCode).toBe(200);
    const { lic } = (await createLicenciasRepository({ db: e.db.db }).conEstablecimiento(licenciaId))!;
    await tareaAbierta(e, lic.solicitudId, 'validacion_datos');

    // The request's id in the log is its trace's id.
    const completada = lineas.map((l) => JSON.parse(l)).find((l) => l.msg === 'incoming request' && l.req?.url === `/api/licencia/${licenciaId}/changestatus`);
    const traza = completada?.reqId as string;
    expect(traza).toMatch(/^[0-9a-f]{32}$/);

    let spans: ReadableSpan[] = [];
    for (let i = 0; i < 100; i++) {
      spans = memoria.getFinishedSpans().filter((s) => s.spanContext().traceId === traza);
      if (spans.some((s) => s.name === 'RunActivity:abrirTarea') && spans.some((s) => s.name.startsWith('RunWorkflow:') || s.name.startsWith('HandleUpdate:'))) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const nombres = spans.map((s) => s.name);
    const porId = new Map(spans.map((s) => [s.spanContext().spanId, s]));
    const http = spans.find((s) => s.name === 'POST /api/licencia/:id/changestatus');
    expect(http, nombres.join(', ')).toBeDefined();
    const actividad = spans.find((s) => s.name === 'RunActivity:abrirTarea');
    expect(actividad, nombres.join(', ')).toBeDefined();

    // Up from the activity: a workflow span, a Temporal client span, then the HTTP request.
    const cadena: string[] = [];
    for (let s: ReadableSpan | undefined = actividad; s; s = padreDe(s) ? porId.get(padreDe(s)!) : undefined) cadena.push(s.name);
    expect(cadena.at(-1)).toBe('POST /api/licencia/:id/changestatus');
    expect(cadena.some((n) => /^(RunWorkflow|HandleUpdate|HandleSignal):/.test(n)), cadena.join(' ← ')).toBe(true);
    expect(cadena.some((n) => /^(StartWorkflow|StartWorkflowUpdate|SignalWorkflow|SignalWithStartWorkflow|UpdateWithStartWorkflow):/.test(n)), cadena.join(' ← ')).toBe(true);

    // The activity's SQL statements are its children, with their text.
    const sqlDeActividad = spans.filter((s) => padreDe(s) === actividad!.spanContext().spanId && s.attributes['db.system'] === 'postgresql');
    expect(sqlDeActividad.map((s) => s.name)).toContain('INSERT tareas');
    expect(String(sqlDeActividad.find((s) => s.name === 'INSERT tareas')!.attributes['db.statement'])).toMatch(/^insert into "tareas"/);
  });
});
