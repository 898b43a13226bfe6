// The kit's conformance suite: every rule of the step engine, run over every registered procedure
// (domain/tramites.ts). A new procedure is covered the moment it is registered.
import { describe, expect, it } from 'vitest';
import { TRAMITES } from '../../tramites';
import { esPasoDePersonal, type DefPaso, type EventoTramite } from '../definicion';
import { detallesActuales, nombreArea } from '../detalles';
import { efectosDe } from '../efectos';
import { ESTATUS } from '../estatus';
import { accionesTramite, estatusSolicitud, lineaDeTiempo, progreso, turno } from '../lectura';
import { aplicarEvento, estadoDe, nuevoTramite, persistir, restaurarTramite } from '../maquina';
import { aplicar, avance, camino } from './camino';
import { DATOS_EJEMPLO } from './ejemplos';

const MOTIVO = 'Motivo de prueba';

const definiciones = Object.values(TRAMITES);

describe.each(definiciones.map((d) => [d.clave, d] as const))('conformance of «%s»', (_clave, def) => {
  const pasos = def.pasos as readonly DefPaso[];

  it('is well formed: areas and due times on staff steps, services on payments, validations after their payment', () => {
    expect(DATOS_EJEMPLO[def.clave], `add ${def.clave} to conformidad/ejemplos.ts`).toBeDefined();
    expect(new Set(pasos.map((p) => p.clave)).size).toBe(pasos.length);
    for (const [i, p] of pasos.entries()) {
      if (esPasoDePersonal(p)) {
        expect(p.area, `${p.clave} needs an area`).toBeDefined();
        expect(p.plazoHoras, `${p.clave} needs a due time`).toBeDefined();
      }
      if (p.tipo === 'pago') expect(p.servicio, `${p.clave} needs a service`).toBeDefined();
      if (p.validaPago) expect(pasos.findIndex((x) => x.clave === p.validaPago)).toBeLessThan(i);
    }
    const enLinea = (def.linea ?? pasos.map((p) => ({ pasos: [p.clave] }))).flatMap((g) => g.pasos);
    expect([...enLinea].sort()).toEqual(pasos.map((p) => p.clave).sort());
    expect(def.notificaciones.devuelta, 'a returned request must say so').toBeDefined();
    const tipos = definiciones.map((d) => d.workflowType);
    expect(tipos.filter((t) => t === def.workflowType)).toHaveLength(1);
  });

  it('walks to the end, opening each staff task once and each statement once, with full progress', () => {
    const { fin, paradas } = camino(def);
    expect(estadoDe(fin)).toBe('terminada');
    expect(estatusSolicitud(def, fin)).toBe(ESTATUS.APROBADO);
    expect(progreso(def, fin).valor).toBe(progreso(def, fin).maximo);
    expect(accionesTramite(def, fin)).toMatchObject({ guardar: false, enviar: false, pagar: null, bloqueado: true });
    // Every line of the timeline is done or does not apply.
    for (const l of lineaDeTiempo(def, fin)) expect([ESTATUS.APROBADO, ESTATUS.PAGADO, ESTATUS.NO_APLICA]).toContain(l.estatus);
    const aplicables = pasos.filter((p) => fin.context.pasos[p.clave].estatus !== ESTATUS.NO_APLICA);
    expect(paradas.map((s) => s.context.actual)).toEqual(aplicables.map((p) => p.clave));
  });

  it('a rejection needs a reason, and a returned request is answered at the right step', () => {
    const { paradas } = camino(def);
    for (const s of paradas.filter((x) => estadoDe(x) === 'revision')) {
      const paso = pasos.find((p) => p.clave === s.context.actual)!;
      expect(aplicarEvento(def, s, { type: 'RECHAZAR', paso: paso.clave, revisorId: 1, motivo: '  ' })).toBeNull();
      const devuelta = aplicar(def, s, { type: 'RECHAZAR', paso: paso.clave, revisorId: 1, motivo: MOTIVO });
      const aviso = expect.objectContaining({ tipo: 'notificar', motivo: MOTIVO });
      expect(efectosDe(def, s, devuelta, { type: 'RECHAZAR', paso: paso.clave, revisorId: 1, motivo: MOTIVO })).toContainEqual(aviso);
      if (paso.devolucion === 'final') {
        // Rejected for good: 5, nothing more to do, no deadline left to keep the workflow open.
        expect(estadoDe(devuelta)).toBe('rechazada');
        expect(estatusSolicitud(def, devuelta)).toBe(ESTATUS.RECHAZADO);
        expect(accionesTramite(def, devuelta)).toMatchObject({ guardar: false, enviar: false, corregir: false, bloqueado: true });
        continue;
      }
      expect(estadoDe(devuelta)).toBe('devuelta');
      const ronda = s.context.pasos[paso.clave].ronda;
      const aprobadosAntes = pasos.filter((p) => s.context.pasos[p.clave].estatus === ESTATUS.APROBADO).map((p) => p.clave);
      if (paso.validaPago) {
        // A refused payment: red on the payment step; a new proof reopens the validation.
        const pago = pasos.find((p) => p.clave === paso.validaPago)!;
        expect(devuelta.context.pasos[pago.clave].estatus).toBe(ESTATUS.PAGO_RECHAZADO);
        expect(accionesTramite(def, devuelta).comprobante).toBe(pago.servicio);
        const otra = aplicar(def, devuelta, { type: 'COMPROBANTE', servicio: pago.servicio! });
        expect(otra.context.actual).toBe(paso.clave);
        expect(otra.context.pasos[paso.clave]).toMatchObject({ estatus: ESTATUS.EN_PROCESO, ronda: ronda + 1 });
        expect(otra.context.pasos[pago.clave].estatus).toBe(ESTATUS.PAGADO);
        if (paso.devolucion === 'corregir') {
          // Answered on the same step without a new payment ('Enviar a uso de suelo'): the payment
          // already made stands, and approving the validation moves on without a second charge.
          const corregida = aplicar(def, devuelta, { type: 'CORREGIR' });
          expect(corregida.context.pasos[pago.clave].estatus).toBe(ESTATUS.PAGADO);
          const ev: EventoTramite = { type: 'APROBAR', paso: paso.clave, revisorId: 1 };
          const aprobada = aplicar(def, corregida, ev);
          expect(aprobada.context.actual).not.toBe(pago.clave);
          expect(efectosDe(def, corregida, aprobada, ev).filter((f) => f.tipo === 'estadoCuenta' && f.servicio === pago.servicio)).toHaveLength(0);
        }
      } else if ((paso.devolucion ?? 'reenviar') === 'corregir') {
        expect(aplicarEvento(def, devuelta, { type: 'ENVIAR' })).toBeNull();
        const otra = aplicar(def, devuelta, { type: 'CORREGIR' });
        expect(otra.context.pasos[paso.clave]).toMatchObject({ estatus: ESTATUS.EN_PROCESO, ronda: ronda + 1 });
      } else {
        expect(estatusSolicitud(def, devuelta)).toBe(ESTATUS.RECHAZADO);
        expect(accionesTramite(def, devuelta)).toMatchObject({ guardar: true, enviar: true });
        let otra = aplicar(def, devuelta, { type: 'ENVIAR' });
        const reenvio = def.pasoReenvio ?? pasos[0].clave;
        expect(otra.context.actual).toBe(reenvio);
        // Approved steps stay approved: after the re-entry step it resumes at the returned one.
        for (const k of aprobadosAntes.filter((k) => k !== reenvio)) expect(otra.context.pasos[k].estatus).toBe(ESTATUS.APROBADO);
        if (reenvio !== paso.clave) {
          otra = aplicar(def, otra, { type: 'APROBAR', paso: reenvio, revisorId: 1 });
          expect(otra.context.actual).toBe(paso.clave);
        }
        expect(otra.context.pasos[paso.clave].ronda).toBe(ronda + 1);
      }
    }
  });

  it('a gateway confirmation delivered twice counts once; a payment of another service is refused', () => {
    const { paradas } = camino(def);
    for (const s of paradas.filter((x) => estadoDe(x) === 'pago')) {
      const paso = pasos.find((p) => p.clave === s.context.actual)!;
      const ev: EventoTramite = { type: 'PAGO_CONFIRMADO', servicio: paso.servicio!, folioPago: 'F1' };
      const pagado = aplicar(def, s, ev);
      expect(efectosDe(def, s, pagado, ev).filter((f) => f.tipo === 'estadoCuenta' && f.servicio === paso.servicio)).toHaveLength(0);
      expect(aplicarEvento(def, pagado, ev)).toBeNull();
      expect(aplicarEvento(def, s, { type: 'PAGO_CONFIRMADO', servicio: 9999, folioPago: 'F2' })).toBeNull();
    }
  });

  it('opening a step asks for its task or its statement, once per round', () => {
    const { paradas, fin } = camino(def);
    const todos = [...paradas, fin];
    const fx = todos.slice(1).flatMap((s, i) => efectosDe(def, todos[i], s, avance(def, todos[i])));
    const inicial = efectosDe(def, nuevoTramite(def, DATOS_EJEMPLO[def.clave]), paradas[0], { type: 'ENVIAR' });
    const abiertas = [...inicial, ...fx].filter((f) => f.tipo === 'abrirTarea').map((f) => (f as { paso: string }).paso);
    expect(abiertas).toEqual(paradas.filter((s) => estadoDe(s) === 'revision').map((s) => s.context.actual));
    const estados = [...inicial, ...fx].filter((f) => f.tipo === 'estadoCuenta').map((f) => (f as { servicio: number }).servicio);
    expect(estados).toEqual(paradas.filter((s) => estadoDe(s) === 'pago').map((s) => pasos.find((p) => p.clave === s.context.actual)!.servicio));
  });

  it('every stored snapshot restores to the same state and offers the same actions', () => {
    const { paradas, fin } = camino(def);
    for (const s of [nuevoTramite(def, DATOS_EJEMPLO[def.clave]), ...paradas, fin]) {
      const r = restaurarTramite(def, JSON.parse(JSON.stringify(persistir(s))));
      expect(estadoDe(r)).toBe(estadoDe(s));
      expect(accionesTramite(def, r)).toEqual(accionesTramite(def, s));
      expect(lineaDeTiempo(def, r)).toEqual(lineaDeTiempo(def, s));
    }
  });

  it('deadlines of its own either end with the request or still apply once it is finished', () => {
    for (const [clave, h] of Object.entries(def.plazos ?? {})) {
      const cierra = h.soloEnTramite || !h.estados || h.estados.includes('terminada');
      expect(cierra, `plazo ${clave} would keep a finished workflow open forever`).toBe(true);
    }
  });

  it('an operator reads in Temporal where it is at every stop: its step, its area, what it waits for; every deadline has words', () => {
    for (const [clave, h] of Object.entries(def.plazos ?? {})) expect(h.etiqueta, `plazo ${clave} needs an etiqueta`).toBeTruthy();
    for (const s of camino(def).paradas) {
      const p = pasos.find((x) => x.clave === s.context.actual)!;
      const t = turno(def, s);
      const texto = detallesActuales(def, s, { tarea: null, aviso: null, ahora: 0 });
      expect(texto).toContain(`**Paso:** ${p.etiqueta}`);
      expect(texto).toContain(`**Área:** ${typeof t === 'number' ? nombreArea(t) : 'el contribuyente'}`);
      expect(texto).not.toMatch(/Área \d|undefined|null/);
    }
  });
});
