// The ventanilla's public indicators (GET /api/publico/indicadores): no session; per
// procedure and month, counts and times only, computed from the requests and their staff tasks on
// a real database; the answer of a year is kept 10 minutes and sent with Cache-Control public.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solicitudes, tareas } from '../../db/schema';
import { anioCancun } from '../../domain/indicadores/comun';
import { cliente, contribuyenteConPerfil, crearEntorno, type Entorno } from './harness';

let e: Entorno;
let contribuyenteId: number;
let rfc: string;
beforeAll(async () => {
  e = await crearEntorno({}, { worker: false });
  const t = await contribuyenteConPerfil(e);
  contribuyenteId = t.contribuyenteId!;
  rfc = t.rfc;
});
afterAll(async () => e?.cerrar());

const ANIO = 2019;
const AREA = 21;
const SECRETOS = { titulo: 'ABARROTES SECRETO', rfc: 'XAXX010101999', solicitante: 'JUANA SECRETA CAAMAL' };
const d = (iso: string) => new Date(iso);

interface Semilla {
  procedimiento: string;
  estado: string;
  enviadaAt: string | null;
  terminadaAt?: string;
  actualizadaAt?: string;
  datos?: Record<string, unknown>;
  tareas?: { venceAt: string | null; resueltaAt: string | null; resultado?: 'aprobado' | 'rechazado'; estado?: 'resuelta' | 'pendiente' | 'cancelada' }[];
}

async function sembrar(s: Semilla) {
  const id = randomBytes(5).toString('hex');
  const [fila] = await e.db.db
    .insert(solicitudes)
    .values({
      procedimiento: s.procedimiento,
      workflowId: `indicadores-${id}`,
      folio: `IND-SECRETO-${id}`,
      contribuyenteId,
      titulo: SECRETOS.titulo,
      estatus: s.estado === 'terminada' ? 4 : s.estado === 'rechazada' ? 5 : s.estado === 'borrador' ? 1 : 3,
      estado: s.estado,
      snapshot: (s.datos ? { context: { datos: s.datos } } : null) as never,
      enviadaAt: s.enviadaAt ? d(s.enviadaAt) : null,
      terminadaAt: s.terminadaAt ? d(s.terminadaAt) : null,
      createdAt: d(s.enviadaAt ?? '2019-01-02T15:00:00Z'),
      updatedAt: d(s.actualizadaAt ?? s.terminadaAt ?? s.enviadaAt ?? '2019-01-02T15:00:00Z'),
    })
    .returning();
  for (const [i, t] of (s.tareas ?? []).entries()) {
    await e.db.db.insert(tareas).values({
      workflowId: fila.workflowId,
      procedimiento: s.procedimiento,
      paso: `paso_${i}`,
      areaId: AREA,
      titulo: SECRETOS.titulo,
      folio: fila.folio,
      contribuyenteId,
      solicitudId: fila.id,
      rfc: SECRETOS.rfc,
      solicitante: SECRETOS.solicitante,
      estado: t.estado ?? (t.resueltaAt ? 'resuelta' : 'pendiente'),
      resultado: t.resultado ?? (t.resueltaAt ? 'aprobado' : null),
      venceAt: t.venceAt ? d(t.venceAt) : null,
      resueltaAt: t.resueltaAt ? d(t.resueltaAt) : null,
      createdAt: d(s.enviadaAt ?? '2019-01-02T15:00:00Z'),
    });
  }
  return fila;
}

const consultar = (url: string) => cliente(e).raw({ method: 'GET', url });

describe('GET /api/publico/indicadores', () => {
  it('counts received and decided requests per procedure and month, with median days and the share on time', async () => {
    // Constancia de uso de suelo: approved in March in 2 days (its task on time; a late cancelled task does not count).
    await sembrar({
      procedimiento: 'usosuelo',
      estado: 'terminada',
      enviadaAt: '2019-03-04T15:00:00Z',
      terminadaAt: '2019-03-06T15:00:00Z',
      tareas: [
        { venceAt: '2019-03-05T20:00:00Z', resueltaAt: '2019-03-05T16:00:00Z' },
        { venceAt: '2019-03-04T16:00:00Z', resueltaAt: null, estado: 'cancelada' },
      ],
    });
    // Sent in March, rejected on 1 April (21 days; its task decided after its due date). terminada_at stays null.
    await sembrar({
      procedimiento: 'usosuelo',
      estado: 'rechazada',
      enviadaAt: '2019-03-11T15:00:00Z',
      actualizadaAt: '2019-04-20T15:00:00Z',
      tareas: [{ venceAt: '2019-03-12T15:00:00Z', resueltaAt: '2019-04-01T15:00:00Z', resultado: 'rechazado' }],
    });
    // Sent at 23:00 on 30 April in Chetumal (1 May in UTC): received in April, still in review.
    await sembrar({ procedimiento: 'usosuelo', estado: 'revision', enviadaAt: '2019-05-01T04:00:00Z', tareas: [{ venceAt: '2019-05-03T15:00:00Z', resueltaAt: null }] });
    // A draft is never counted.
    await sembrar({ procedimiento: 'usosuelo', estado: 'borrador', enviadaAt: null });
    // SARE licences sent Monday 3 June 10:00: one issued in 2 days, one after 17 (past its 72 business hours).
    await sembrar({ procedimiento: 'licencia', estado: 'terminada', enviadaAt: '2019-06-03T15:00:00Z', terminadaAt: '2019-06-05T15:00:00Z', datos: { tipoProceso: 2, rfc: SECRETOS.rfc } });
    await sembrar({ procedimiento: 'licencia', estado: 'terminada', enviadaAt: '2019-06-03T15:00:00Z', terminadaAt: '2019-06-20T15:00:00Z', datos: { tipoProceso: 2 } });
    // Sent in December 2018, issued in January 2019: decided in 2019, received in 2018.
    await sembrar({ procedimiento: 'licencia', estado: 'terminada', enviadaAt: '2018-12-20T15:00:00Z', terminadaAt: '2019-01-10T15:00:00Z', datos: { tipoProceso: 1 } });

    const r = await consultar(`/api/publico/indicadores?anio=${ANIO}`);
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toBe('public, max-age=600');
    const data = r.json().data;
    expect(data.anio).toBe(ANIO);
    expect(data.anios).toEqual(expect.arrayContaining([2018, ANIO, anioCancun()]));
    type Fila = { clave: string; nombre: string; meses: Record<string, unknown>[]; total: Record<string, unknown> };
    const por: Record<string, Fila> = Object.fromEntries((data.tramites as Fila[]).map((t) => [t.clave, t]));
    expect(por.usosuelo.nombre).toBe('Constancia de uso de suelo');
    expect(por.usosuelo.meses).toHaveLength(12);
    expect(por.usosuelo.meses[2]).toEqual({ mes: 3, recibidas: 2, resueltas: 1, aprobadas: 1, rechazadas: 0, mediana_dias: 2, dentro_plazo: 1 });
    expect(por.usosuelo.meses[3]).toEqual({ mes: 4, recibidas: 1, resueltas: 1, aprobadas: 0, rechazadas: 1, mediana_dias: 21, dentro_plazo: 0 });
    expect(por.usosuelo.meses[4]).toEqual({ mes: 5, recibidas: 0, resueltas: 0, aprobadas: 0, rechazadas: 0, mediana_dias: null, dentro_plazo: null });
    expect(por.usosuelo.total).toEqual({ mes: 0, recibidas: 3, resueltas: 2, aprobadas: 1, rechazadas: 1, mediana_dias: 11.5, dentro_plazo: 0.5 });
    expect(por.licencia.meses[0]).toEqual({ mes: 1, recibidas: 0, resueltas: 1, aprobadas: 1, rechazadas: 0, mediana_dias: 21, dentro_plazo: 1 });
    expect(por.licencia.meses[5]).toEqual({ mes: 6, recibidas: 2, resueltas: 2, aprobadas: 2, rechazadas: 0, mediana_dias: 9.5, dentro_plazo: 0.5 });
    // Every procedure of the registry has its row, with or without requests.
    expect(por.giro.total).toMatchObject({ recibidas: 0, resueltas: 0, mediana_dias: null });

    // No personal data at all: no folio, name, RFC, title or request data.
    const texto = r.body;
    for (const x of [SECRETOS.titulo, SECRETOS.rfc, SECRETOS.solicitante, 'IND-SECRETO', 'tipoProceso', 'folio', 'rfc', 'titulo', rfc]) {
      expect(texto, x).not.toContain(x);
    }
    // Only these fields, anywhere in the answer.
    const claves = new Set<string>();
    const recorrer = (v: unknown): void => {
      if (Array.isArray(v)) v.forEach(recorrer);
      else if (v && typeof v === 'object')
        for (const [k, x] of Object.entries(v)) {
          claves.add(k);
          recorrer(x);
        }
    };
    recorrer(r.json());
    expect([...claves].sort()).toEqual(
      ['success', 'message', 'data', 'anio', 'anios', 'calculado_at', 'tramites', 'clave', 'nombre', 'meses', 'total', 'mes', 'recibidas', 'resueltas', 'aprobadas', 'rechazadas', 'mediana_dias', 'dentro_plazo'].sort(),
    );
  });

  it('keeps a year’s answer 10 minutes: a new request does not show until then', async () => {
    const antes = await consultar(`/api/publico/indicadores?anio=${ANIO}`);
    await sembrar({ procedimiento: 'usosuelo', estado: 'revision', enviadaAt: '2019-03-20T15:00:00Z' });
    const despues = await consultar(`/api/publico/indicadores?anio=${ANIO}`);
    expect(despues.headers['cache-control']).toBe('public, max-age=600');
    expect(despues.json().data.calculado_at).toBe(antes.json().data.calculado_at);
    expect(despues.json().data.tramites.find((t: { clave: string }) => t.clave === 'usosuelo').meses[2].recibidas).toBe(2);
  });

  it('answers the current year by default, without a session, and refuses a year out of range (422, the API’s validation answer)', async () => {
    const r = await consultar('/api/publico/indicadores');
    expect(r.statusCode).toBe(200);
    expect(r.json().data.anio).toBe(anioCancun());
    expect((await consultar('/api/publico/indicadores?anio=abc')).statusCode).toBe(422);
    expect((await consultar('/api/publico/indicadores?anio=1990')).statusCode).toBe(422);
  });
});
