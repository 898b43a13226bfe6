// The demo property-tax office: each key's history (sim/predial-historia.ts) plus what happened
// here since (payments recorded, agreements signed), kept in memory and, with `dataDir`, in
// {dataDir}/predial-movimientos.json so a restart of the embedded portal keeps a paid key paid.
// Served by sim/predial-rutas.ts inside sim/municipio.plugin.ts's authenticated scope.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ANIO_INICIAL_PREDIAL,
  aCentavos,
  aPesos,
  calcularEstadoCuenta,
  leerPeriodo,
  periodoPredial,
  PARCIALIDADES_CONVENIO,
  resumenPredial,
  type ConvenioPredial,
  type CuentaPredial,
  type PagoPredial,
  type ResumenPredial,
  type TarifaPredial,
} from '../domain/predial/cuenta';
import { hoyCancun } from '../domain/tramite/fechas';
import type { PredialDemo } from './municipio-datos';
import { cuentaDemo, TARIFA_PREDIAL_DEMO } from './predial-historia';

interface Movimientos {
  pagos: PagoPredial[];
  /** folio_pago → the periods it recorded (idempotency) */
  folios: Record<string, string[]>;
  convenio?: ConvenioPredial;
}

export type ResultadoPago =
  | { ok: true; folio_pago: string; periodos: string[]; importe: string; duplicado: boolean }
  | { ok: false; codigo: 400 | 404; mensaje: string };

export type ResultadoConvenio =
  | { ok: true; folio: string; parcialidades: number; fecha: string; monto_total: string }
  | { ok: false; codigo: 400 | 404 | 409; mensaje: string };

export const MSG_SIN_CUENTA = 'La clave catastral no tiene cuenta de impuesto predial';
export const MSG_PERIODOS = 'Los periodos deben indicarse como año-bimestre (por ejemplo 2025-3) y estar adeudados';
export const MSG_PARCIALIDADES = 'El número de parcialidades debe ser 2, 3 o 4';
export const MSG_CONVENIO_VIGENTE = 'La clave catastral ya tiene un convenio de predial vigente';
export const MSG_SIN_ADEUDO = 'La clave catastral no tiene adeudo de impuesto predial';

const ARCHIVO = 'predial-movimientos.json';

/**
 * What was charged (the statement's total: an agreement's paid instalments already credited) spread
 * over the periods in proportion to their subtotals, so the recorded importes add up to the payment.
 */
function repartirImporte(pagos: PagoPredial[], importe: string | undefined): void {
  const cobrado = importe ? aCentavos(importe) : 0;
  const suma = pagos.reduce((s, p) => s + aCentavos(p.importe), 0);
  if (cobrado <= 0 || suma <= 0 || cobrado === suma) return;
  let resto = cobrado;
  pagos.forEach((p, i) => {
    const parte = i === pagos.length - 1 ? resto : Math.round((aCentavos(p.importe) * cobrado) / suma);
    resto -= parte;
    p.importe = aPesos(parte);
  });
}

export interface OficinaPredial {
  cuenta(clave: string): CuentaPredial | null;
  tarifa(): TarifaPredial;
  estado(clave: string): ResumenPredial | null;
  registrarPago(clave: string, pago: { folio_pago: string; importe?: string; periodos: string[] }): ResultadoPago;
  solicitarConvenio(clave: string, parcialidades: number): ResultadoConvenio;
}

export function crearOficinaPredial(o: {
  descripciones: PredialDemo[];
  /** built m2 of each key (the cadastre's) */
  construccion?: (clave: string) => number;
  ahora: () => Date;
  dataDir?: string;
  tarifa?: TarifaPredial;
  alAdvertir?: (msg: string, err: unknown) => void;
}): OficinaPredial {
  const t = o.tarifa ?? TARIFA_PREDIAL_DEMO;
  const descripciones = new Map(o.descripciones.map((d) => [d.clave, d]));
  const movimientos = new Map<string, Movimientos>();
  const archivo = o.dataDir ? join(o.dataDir, ARCHIVO) : null;
  if (archivo && existsSync(archivo)) {
    try {
      const guardado = JSON.parse(readFileSync(archivo, 'utf8')) as { cuentas?: Record<string, Movimientos> };
      for (const [k, v] of Object.entries(guardado.cuentas ?? {})) movimientos.set(k, v);
    } catch (err) {
      const aparte = `${archivo}.danado-${Date.now()}`;
      renameSync(archivo, aparte);
      o.alAdvertir?.(`sim/predial: archivo de movimientos ilegible; apartado en ${aparte}`, err);
    }
  }
  function guardar(): void {
    if (!archivo || !o.dataDir) return;
    mkdirSync(o.dataDir, { recursive: true });
    const tmp = `${archivo}.tmp`;
    writeFileSync(tmp, JSON.stringify({ version: 1, cuentas: Object.fromEntries(movimientos) }, null, 2));
    renameSync(tmp, archivo);
  }
  function mov(clave: string): Movimientos {
    let m = movimientos.get(clave);
    if (!m) {
      m = { pagos: [], folios: {} };
      movimientos.set(clave, m);
    }
    return m;
  }

  function cuenta(clave: string): CuentaPredial | null {
    const d = descripciones.get(clave);
    if (!d) return null;
    const base = cuentaDemo(d, o.ahora(), o.construccion?.(clave) ?? 0, t);
    const m = movimientos.get(clave);
    if (!m) return base;
    const vistos = new Set(base.pagos.map((p) => periodoPredial(p.anio, p.bimestre)));
    const extra = m.pagos.filter((p) => !vistos.has(periodoPredial(p.anio, p.bimestre)));
    return { ...base, pagos: [...base.pagos, ...extra], convenio: m.convenio ?? base.convenio };
  }

  return {
    cuenta,
    tarifa: () => ({ ...t }),
    estado(clave) {
      const c = cuenta(clave);
      return c ? resumenPredial(c, t, o.ahora()) : null;
    },

    registrarPago(clave, pago) {
      const c = cuenta(clave);
      if (!c) return { ok: false, codigo: 404, mensaje: MSG_SIN_CUENTA };
      const m = mov(clave);
      const previo = m.folios[pago.folio_pago];
      if (previo) {
        const importe = m.pagos.filter((p) => p.folio === pago.folio_pago).reduce((s, p) => s + aCentavos(p.importe), 0);
        return { ok: true, folio_pago: pago.folio_pago, periodos: previo, importe: aPesos(importe), duplicado: true };
      }
      const ahora = o.ahora();
      const calculo = calcularEstadoCuenta(c, t, ahora);
      const porPeriodo = new Map(calculo.renglones.map((r) => [periodoPredial(r.anio, r.bimestre), r]));
      const yaPagados = new Set(c.pagos.map((p) => periodoPredial(p.anio, p.bimestre)));
      const anioHoy = Number(hoyCancun(ahora).slice(0, 4));
      const nuevos: PagoPredial[] = [];
      for (const texto of new Set(pago.periodos)) {
        const p = leerPeriodo(texto);
        if (!p || p.anio < ANIO_INICIAL_PREDIAL || p.anio > anioHoy) return { ok: false, codigo: 400, mensaje: MSG_PERIODOS };
        const clavePeriodo = periodoPredial(p.anio, p.bimestre);
        if (yaPagados.has(clavePeriodo)) continue;
        const r = porPeriodo.get(clavePeriodo);
        if (!r) return { ok: false, codigo: 400, mensaje: MSG_PERIODOS };
        nuevos.push({ anio: p.anio, bimestre: p.bimestre, fecha: hoyCancun(ahora), folio: pago.folio_pago, importe: aPesos(r.subtotal) });
      }
      repartirImporte(nuevos, pago.importe);
      m.pagos.push(...nuevos);
      m.folios[pago.folio_pago] = nuevos.map((p) => periodoPredial(p.anio, p.bimestre));
      // Paying what an agreement covered settles the agreement.
      const despues = cuenta(clave);
      if (despues?.convenio && despues.convenio.pagadas < despues.convenio.parcialidades) {
        const sigue = calcularEstadoCuenta(despues, t, ahora).renglones.some((r) => r.convenio);
        if (!sigue) m.convenio = { ...despues.convenio, pagadas: despues.convenio.parcialidades };
      }
      guardar();
      const importe = nuevos.reduce((s, p) => s + aCentavos(p.importe), 0);
      return { ok: true, folio_pago: pago.folio_pago, periodos: m.folios[pago.folio_pago] ?? [], importe: aPesos(importe), duplicado: false };
    },

    solicitarConvenio(clave, parcialidades) {
      const c = cuenta(clave);
      if (!c) return { ok: false, codigo: 404, mensaje: MSG_SIN_CUENTA };
      if (!(PARCIALIDADES_CONVENIO as readonly number[]).includes(parcialidades)) return { ok: false, codigo: 400, mensaje: MSG_PARCIALIDADES };
      if (c.convenio && c.convenio.pagadas < c.convenio.parcialidades) return { ok: false, codigo: 409, mensaje: MSG_CONVENIO_VIGENTE };
      const ahora = o.ahora();
      const hoy = hoyCancun(ahora);
      // The agreement covers the whole statement of today (domain/predial/cuenta.ts).
      const calculo = calcularEstadoCuenta(c, t, ahora);
      if (calculo.total <= 0) return { ok: false, codigo: 409, mensaje: MSG_SIN_ADEUDO };
      const m = mov(clave);
      const numero = [...movimientos.values()].filter((x) => x.convenio).length + 1;
      const folio = `CP-${hoy.slice(0, 4)}-${String(numero).padStart(4, '0')}`;
      const monto = aPesos(calculo.total);
      m.convenio = { folio, parcialidades, fecha: hoy, monto_total: monto, pagadas: 0 };
      guardar();
      return { ok: true, folio, parcialidades, fecha: hoy, monto_total: monto };
    },
  };
}
