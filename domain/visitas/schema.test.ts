import { describe, expect, it } from 'vitest';
import { MSG_VISITAS } from './mensajes';
import { faltantesLista, ordenVisitaSchema, resultadoVisitaSchema } from './schema';

const FIRMA = 'data:image/png;base64,iVBORw0KGgo=';
const resultado = {
  clave: 'c0a8f2e1-visita',
  resultado: 'aprobada',
  respuestas: { salidas: 'cumple' },
  gps: { lat: 18.5, lng: -88.3 },
  atendio: 'María Pérez',
  firma: FIRMA,
  capturada_at: '2026-11-29T15:00:00-05:00',
};

describe('a visit order and its result', () => {
  it('refuses a window that ends before it starts, in Spanish', () => {
    const r = ordenVisitaSchema.safeParse({ locacion_id: 1, motivo: 'Anuencia', tipo: 'proteccion_civil', ventana_inicio: '2026-11-30T10:00:00-05:00', ventana_fin: '2026-11-30T09:00:00-05:00' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({ path: ['ventana_fin'], message: MSG_VISITAS.ventanaInvalida });
  });

  it('asks for observations unless the visit passed, and for a PNG signature', () => {
    expect(resultadoVisitaSchema.safeParse(resultado).success).toBe(true);
    const obs = resultadoVisitaSchema.safeParse({ ...resultado, resultado: 'con_observaciones' });
    expect(obs.error?.issues[0]).toMatchObject({ path: ['observaciones'], message: MSG_VISITAS.observacionesRequeridas });
    const firma = resultadoVisitaSchema.safeParse({ ...resultado, firma: 'data:text/html;base64,PHNjcmlwdD4=' });
    expect(firma.error?.issues[0]).toMatchObject({ path: ['firma'], message: MSG_VISITAS.firmaRequerida });
  });

  it('names the checklist items left unanswered', () => {
    expect(faltantesLista(['salidas', 'gas'], { salidas: 'cumple' })).toEqual(['gas']);
  });
});
