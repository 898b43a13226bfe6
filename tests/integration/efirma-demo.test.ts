// The demonstration in e.firma mode (README «e.firma de demostración»): the demo requests of
// `npm start` are prepared through the real API and workflows, the officials signing with their
// demo files as the browser does (scripts/demo-efirma.ts); every licence so issued carries both
// signatures, valid for pdfsig; the demo's revoked and expired files show their refusals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, notLike } from 'drizzle-orm';
import { efirmaDocumentos, tareas } from '../../db/schema';
import { base64 } from '../../domain/efirma/der';
import { sembrarSolicitudesDemo } from '../../scripts/demo-solicitudes';
import { archivosEfirmaDemo, FIRMANTES_DEMO } from '../../sim/efirma/demo';
import { pdfsig } from '../pdfsig';
import { autoridadDemoServida } from './efirma-ayuda';
import { crearEntorno, entrar, type Entorno } from './harness';

let e: Entorno;
let ac: Awaited<ReturnType<typeof autoridadDemoServida>>;
beforeAll(async () => {
  ac = await autoridadDemoServida();
  // One connection shared by the API and the worker, as npm start's embedded PGlite has it.
  e = await crearEntorno(ac.config, { conexiones: 1 });
  await sembrarSolicitudesDemo(e.app, e.db.db, { publicUrl: e.config.PUBLIC_URL, plazoMs: 30_000 });
}, 900_000);
afterAll(async () => {
  await e?.cerrar();
  await ac?.cerrar();
});

describe('e.firma in the demonstration', { timeout: 120_000 }, () => {
  it('the licences the demo issues are signed by the Dirección de Ingresos and the Tesorería, valid for pdfsig', async () => {
    const docs = await e.db.db.select().from(efirmaDocumentos);
    // one signed document per licence the Tesorería signed (not the service levels' history, scripts/demo-niveles.ts)
    const firmadas = await e.db.db
      .select({ id: tareas.solicitudId })
      .from(tareas)
      .where(and(eq(tareas.paso, 'firma_tesorero'), eq(tareas.estado, 'resuelta'), notLike(tareas.workflowId, 'historico-%')));
    expect(firmadas.length).toBeGreaterThan(1);
    expect(docs.map((d) => d.solicitudId).sort()).toEqual(firmadas.map((f) => f.id).sort());
    for (const d of docs) {
      expect(d.firmas, d.nombre).toBe(2);
      const { firmas, salida } = pdfsig(new Uint8Array(d.pdf));
      expect(firmas.map((f) => f.firmante), salida).toEqual([FIRMANTES_DEMO['direccion.ingresos'].nombre, FIRMANTES_DEMO.tesoreria.nombre]);
      expect(firmas.every((f) => f.valida), salida).toBe(true);
    }
  });

  it('the demo’s revoked and expired certificates are refused, each with its reason', async () => {
    const di = await entrar(e, 'direccion.ingresos');
    const revocado = await di.post('/api/efirma/certificado', { cer: base64(archivosEfirmaDemo('direccion.ingresos-revocado').cer) });
    expect(revocado.status).toBe(400);
    expect(revocado.body.message).toMatch(/^El certificado fue revocado el /);
    const vencido = await di.post('/api/efirma/certificado', { cer: base64(archivosEfirmaDemo('direccion.ingresos-vencido').cer) });
    expect(vencido.status).toBe(400);
    expect(vencido.body.message).toMatch(/^El certificado venció el /);
  });
});
