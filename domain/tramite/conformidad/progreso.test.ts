// Progress and the one status word, over every registered procedure (domain/tramites.ts) in every
// state of its happy path and of each return: the count is the timeline's lines (spec 1 §4.5, the
// steps a person sees), the run of them behind the request; and the word follows the state.
import { describe, expect, it } from 'vitest';
import { TRAMITES } from '../../tramites';
import { esPasoDeFirma, type DefPaso } from '../definicion';
import { ESTATUS, PALABRAS_ESTADO, palabraEstatus } from '../estatus';
import { estatusSolicitud, estatusVisible, lineaDeTiempo, pasoActual, progreso } from '../lectura';
import { aplicarEvento, estadoDe, nuevoTramite, type SnapshotTramite } from '../maquina';
import { camino } from './camino';
import { DATOS_EJEMPLO } from './ejemplos';

const HECHO: readonly number[] = [ESTATUS.APROBADO, ESTATUS.PAGADO, ESTATUS.NO_APLICA];

/** Every state of the request: draft, each stop of the happy path, the end, and each stop returned. */
function estados(def: (typeof TRAMITES)[string]): SnapshotTramite[] {
  const { paradas, fin } = camino(def);
  const devueltas = paradas
    .filter((s) => estadoDe(s) === 'revision')
    .map((s) => aplicarEvento(def, s, { type: 'RECHAZAR', paso: s.context.actual!, revisorId: 1, motivo: 'Motivo de prueba' }))
    .filter((s): s is SnapshotTramite => s !== null);
  return [nuevoTramite(def, DATOS_EJEMPLO[def.clave]), ...paradas, fin, ...devueltas];
}

describe.each(Object.values(TRAMITES).map((d) => [d.clave, d] as const))('progress and word of «%s»', (_clave, def) => {
  it('the count is the lines the timeline shows, and the run of them done from the first', () => {
    for (const s of estados(def)) {
      const linea = lineaDeTiempo(def, s);
      const p = progreso(def, s);
      expect(p.maximo, `${estadoDe(s)}/${s.context.actual}`).toBe(linea.length);
      const hechas = linea.findIndex((l) => !HECHO.includes(l.estatus));
      const esperado = estadoDe(s) === 'borrador' ? 0 : hechas === -1 ? linea.length : hechas;
      expect(p.valor, `${estadoDe(s)}/${s.context.actual}`).toBe(esperado);
    }
  });

  it('the count only grows along the way, from 0 when sent to every line when finished', () => {
    const { paradas, fin } = camino(def);
    const valores = paradas.map((s) => progreso(def, s).valor);
    for (let i = 1; i < valores.length; i++) expect(valores[i]).toBeGreaterThanOrEqual(valores[i - 1]);
    expect(progreso(def, fin)).toEqual({ valor: lineaDeTiempo(def, fin).length, maximo: lineaDeTiempo(def, fin).length });
  });

  it('one word per state: what it waits on, in the one table of words', () => {
    for (const s of estados(def)) {
      const v = estatusVisible(def, s);
      expect(v.estatus).toBe(estatusSolicitud(def, s));
      const p = pasoActual(def, s) as DefPaso | null;
      const estado = estadoDe(s);
      if (estado === 'pago') expect(v).toMatchObject({ texto: PALABRAS_ESTADO.pago, tono: 'aviso' });
      else if (estado === 'revision' && esPasoDeFirma(p)) expect(v).toMatchObject({ texto: PALABRAS_ESTADO.firma, tono: 'info' });
      else if (estado === 'devuelta') expect([PALABRAS_ESTADO.pagoRechazado, palabraEstatus(ESTATUS.RECHAZADO, 'solicitud')]).toContain(v.texto);
      else if (estado === 'rechazada') expect(v.texto).toBe(PALABRAS_ESTADO.rechazada);
      else if (estado === 'terminada' || estado === 'borrador') expect(v.texto).toBe(palabraEstatus(v.estatus, 'solicitud'));
      else expect(v.texto).toBe(palabraEstatus(v.estatus === ESTATUS.APROBADO ? ESTATUS.EN_PROCESO : v.estatus, 'solicitud'));
      // Never 'Aprobada' before the request is finished (a licence waiting for its signatures).
      if (estado !== 'terminada') expect(v.texto).not.toBe(palabraEstatus(ESTATUS.APROBADO, 'solicitud'));
    }
  });
});
