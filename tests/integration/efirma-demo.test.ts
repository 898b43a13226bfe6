// The demonstration in e.firma mode (README «e.firma de demostración»): the demo requests of
// `npm start` are prepared through the real API and workflows, the officials signing with their
// demo files as the browser does (scripts/demo-efirma.ts); every document so signed (the licence's
// two signatures, a dictamen, a format) carries them, valid for pdfsig; the demo's revoked and
// expired files show their refusals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, notLike } from 'drizzle-orm';
import { efirmaDocumentos, tareas, usuarios } from '../../db/schema';
import { pasoPideEfirma } from '../../domain/efirma/pasos';
import type { DefPaso } from '../../domain/tramite/definicion';
import { definicionDe } from '../../domain/tramites';
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
  it('every document the demo signs (licences, dictámenes, constancias, formats, authorizations) is signed by its officials, valid for pdfsig', async () => {
    const docs = await e.db.db.select().from(efirmaDocumentos);
    // every signature step that asks for e.firma and was approved in the demo (not the service levels' history, scripts/demo-niveles.ts)
    const resueltas = await e.db.db
      .select({ solicitudId: tareas.solicitudId, procedimiento: tareas.procedimiento, paso: tareas.paso, usuario: usuarios.username })
      .from(tareas)
      .innerJoin(usuarios, eq(usuarios.id, tareas.resueltaPor))
      .where(and(eq(tareas.estado, 'resuelta'), eq(tareas.resultado, 'aprobado'), notLike(tareas.workflowId, 'historico-%')))
      .orderBy(asc(tareas.resueltaAt));
    const firmadas = new Map<number, string[]>();
    for (const r of resueltas) {
      const paso = (definicionDe(r.procedimiento).pasos as readonly DefPaso[]).find((p) => p.clave === r.paso);
      if (pasoPideEfirma(paso)) firmadas.set(r.solicitudId, [...(firmadas.get(r.solicitudId) ?? []), r.usuario]);
    }
    const procedimientos = new Set(resueltas.filter((r) => firmadas.has(r.solicitudId)).map((r) => r.procedimiento));
    // the demo finishes licences, a tower's dictamen and a public-road sign's format (scripts/demo-dictamenes.ts, demo-anuncios.ts)
    expect([...procedimientos].sort()).toEqual(expect.arrayContaining(['anuncio_externo', 'licencia', 'torre']));
    expect(docs.map((d) => d.solicitudId).sort()).toEqual([...firmadas.keys()].sort());
    for (const d of docs) {
      const quienes = firmadas.get(d.solicitudId)!;
      expect(d.firmas, d.nombre).toBe(quienes.length);
      const { firmas, salida } = pdfsig(new Uint8Array(d.pdf));
      expect(firmas.map((f) => f.firmante), salida).toEqual(quienes.map((u) => FIRMANTES_DEMO[u].nombre));
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
