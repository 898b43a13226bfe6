// The bar, the steps, the badges and the card's word come from one source — the
// licence's machine — and agree in every state a request can be in. This walks them all.
import { describe, expect, it } from 'vitest';
import { licencia as definicion } from '../../domain/licencia/definicion';
import type { EventoTramite } from '../../domain/tramite/definicion';
import { ESTATUS } from '../../domain/tramite/estatus';
import { aplicarEvento, estadoDe, nuevoTramite, persistir, type SnapshotTramite } from '../../domain/tramite/maquina';
import { SERVICIO } from '../../domain/tramite/servicios';
import { estatusLicencia, leerLicencia, motivoDevolucion } from './estatus';
import type { LicenciaDto } from './tipos';

const ok = (paso: string): EventoTramite => ({ type: 'APROBAR', paso, revisorId: 1 });
const no = (paso: string): EventoTramite => ({ type: 'RECHAZAR', paso, revisorId: 1, motivo: `Corrija ${paso}` });
const pago = (servicio: number): EventoTramite => ({ type: 'PAGO_CONFIRMADO', servicio });
const HECHO: readonly number[] = [ESTATUS.APROBADO, ESTATUS.PAGADO, ESTATUS.NO_APLICA];

/** Every snapshot on a long path: returns at data, land use, a payment and a signature, late payment, beverage window. */
function recorrido(): SnapshotTramite[] {
  const eventos: EventoTramite[] = [
    { type: 'ENVIAR' },
    no('validacion_datos'),
    { type: 'ENVIAR' },
    ok('validacion_datos'),
    no('verificacion_uso_suelo'),
    { type: 'CORREGIR' },
    ok('verificacion_uso_suelo'),
    { type: 'VENCE', plazo: 'pago' },
    pago(SERVICIO.USO_SUELO),
    ok('validacion_uso_suelo'),
    { type: 'COMPROBANTE', servicio: SERVICIO.ANUENCIA },
    no('validacion_anuencia'),
    { type: 'COMPROBANTE', servicio: SERVICIO.ANUENCIA },
    ok('validacion_anuencia'),
    pago(SERVICIO.RESIDUOS),
    ok('validacion_residuos'),
    pago(SERVICIO.EXTEMPORANEO),
    ok('firma_director'),
    no('firma_tesorero'),
    { type: 'ENVIAR' },
    ok('validacion_datos'),
    ok('firma_tesorero'),
  ];
  let s = nuevoTramite(definicion, { tipoProceso: 1, tieneUsoSuelo: false, fechaLimitePago: '2026-01-31' });
  const todos = [s];
  for (const e of eventos) {
    const n = aplicarEvento(definicion, s, e);
    if (!n) throw new Error(`refused ${JSON.stringify(e)} in ${estadoDe(s)}/${s.context.actual}`);
    s = n;
    todos.push(s);
  }
  return todos;
}

const comoDto = (s: SnapshotTramite) => ({ id: 1, anio: 2026, revocada: false, tramite: { snapshot: persistir(s) } }) as unknown as LicenciaDto;

describe('one source for the bar, the steps, the badges and the card', () => {
  it.each(recorrido().map((s, i) => [i, estadoDe(s), s] as const))('state %i (%s): everything a person sees agrees', (_i, estado, s) => {
    const l = comoDto(s);
    const t = leerLicencia(l);
    const tarjeta = estatusLicencia(l);
    const actuales = t.linea.filter((x) => x.actual);
    // The card's word is the request's one word, the one every list and the inbox show.
    expect(tarjeta.texto).toBe(t.palabra);
    // The count is the lines shown, and the run of them behind the request.
    expect(t.progreso.maximo).toBe(t.linea.length);
    const hechas = t.linea.findIndex((x) => !HECHO.includes(x.estatus));
    if (estado === 'borrador') {
      expect(actuales).toHaveLength(0);
      expect(tarjeta.texto).toBe('Borrador');
      expect(t.progreso.valor).toBe(0);
      return;
    }
    if (estado === 'terminada') {
      expect(actuales).toHaveLength(0);
      expect(tarjeta.texto).toBe('Aprobada');
      expect(t.progreso).toEqual({ valor: 9, maximo: 9 });
      for (const x of t.linea) expect(HECHO).toContain(x.estatus);
      return;
    }
    expect(t.progreso.valor).toBe(hechas);
    // A request in process is at exactly one line, and every line before it is done — but the
    // payment whose proof the current step refused, which shows 'Pago rechazado' (red) meanwhile.
    expect(actuales).toHaveLength(1);
    const i = t.linea.indexOf(actuales[0]);
    const pagoRefutado = (definicion.pasos.find((p) => p.clave === actuales[0].clave) as { validaPago?: string } | undefined)?.validaPago;
    for (const x of t.linea.slice(0, i)) {
      if (estado === 'devuelta' && x.clave === pagoRefutado) expect(x.estatus).toBe(ESTATUS.PAGO_RECHAZADO);
      else expect(HECHO, `${x.etiqueta} antes del paso actual`).toContain(x.estatus);
    }
    const actual = actuales[0];
    const enLinea = actual.subpasos.find((p) => p.actual) ?? actual;
    if (estado === 'revision') {
      expect(enLinea.estatus).toBe(ESTATUS.EN_PROCESO);
      expect(['Enviada a revisión', 'En proceso', 'En firma']).toContain(tarjeta.texto);
      expect(tarjeta.texto === 'En firma').toBe(enLinea.clave.startsWith('firma_'));
    } else if (estado === 'pago') {
      expect([ESTATUS.PENDIENTE, ESTATUS.PAGO_RECHAZADO]).toContain(enLinea.estatus);
      expect(tarjeta).toEqual({ texto: 'Pago pendiente', variante: 'warning' });
      expect(t.acciones.pagar).not.toBeNull();
    } else {
      expect([ESTATUS.RECHAZADO, ESTATUS.PAGO_RECHAZADO]).toContain(actual.estatus);
      expect(tarjeta.variante).toBe('destructive');
      expect(motivoDevolucion(l)).toBe(actual.motivo);
      expect(actual.motivo).toMatch(/^Corrija /);
    }
    // The count never reaches the current line: it is not behind the request yet.
    expect(t.progreso.valor).toBeLessThanOrEqual(i);
    // The status word of every line is the one table's (never a code).
    for (const x of t.linea) expect(x.texto).not.toMatch(/^\d+$/);
  });
});
