// The fee lines of services 1750–1756 in UMA (Ley de Ingresos) as one table the office keeps
// (catalogos/tarifas, spec 3 §2.9). TARIFAS_BASE holds the factors the code priced with before the
// catalogue existed: they seed cat_tarifas and are the fallback of any line without a row in force,
// so with no office edit every statement keeps today's amount. Service 1751 (licencias de
// funcionamiento) has no line: it only charges the debt amount its area registers.
// Each `clave` is unique across services, so a tarifario is a flat clave → UMA map.
import { TIPOS_ANUNCIO } from '../anuncios/catalogos';
import { SERVICIO } from '../tramite/servicios';

export interface LineaTarifa {
  servicio: number;
  clave: string;
  descripcion: string;
  uma: number;
}

/** UMA per line, by clave: what the pricing functions read. */
export type Tarifario = Readonly<Record<string, number>>;

type Riesgo = 'bajo' | 'medio' | 'alto';
const RIESGOS: readonly Riesgo[] = ['bajo', 'medio', 'alto'];

/** The claves, built the same way by the table below and by the pricing functions. */
export const CLAVE_TARIFA = {
  usoSueloConstancia: 'uso_suelo_constancia',
  usoSueloM2: 'uso_suelo_m2',
  anuencia: (r: Riesgo) => `anuencia_riesgo_${r}`,
  residuosMes: (r: Riesgo) => `residuos_mes_riesgo_${r}`,
  extemporaneo: 'extemporaneo_recargo',
  /** 1754 per approved hour, by request type and the establishment's patente type (1–4) */
  horario: (tipo: 'EXTRA' | 'VARIEDAD', tipoEstablecimiento: number) => `${tipo === 'EXTRA' ? 'horario_extra' : 'musica_viva'}_tipo_${tipoEstablecimiento}`,
  anuncio: (tipoAnuncio: number) => `anuncio_tipo_${tipoAnuncio}`,
  anuncioMinimo: 'anuncio_minimo_fila',
} as const;

const PATENTES: Readonly<Record<number, string>> = { 1: 'tiendas', 2: 'bar y cantina', 3: 'restaurante bar', 4: 'discoteca' };
const FACTOR_ANUENCIA: Readonly<Record<Riesgo, number>> = { bajo: 5, medio: 15, alto: 30 };
const FACTOR_RESIDUOS: Readonly<Record<Riesgo, number>> = { bajo: 2, medio: 3, alto: 4 };
const FACTOR_HORARIO: Readonly<Record<'EXTRA' | 'VARIEDAD', Readonly<Record<number, number>>>> = {
  EXTRA: { 1: 2, 2: 4, 3: 3, 4: 6 },
  VARIEDAD: { 1: 1, 2: 2, 3: 2, 4: 3 },
};
/** UMA per unit of each sign type; the unit itself is the type's rule (domain/anuncios/tarifa.ts). */
const FACTOR_ANUNCIO: Readonly<Record<number, number>> = { 1: 0.5, 2: 6, 3: 3, 4: 5, 5: 4, 6: 2, 7: 0.002, 8: 1, 9: 1.5, 10: 10 };

export const TARIFAS_BASE: readonly LineaTarifa[] = ([] as LineaTarifa[]).concat(
  RIESGOS.map((r) => ({ servicio: SERVICIO.RESIDUOS, clave: CLAVE_TARIFA.residuosMes(r), descripcion: `Recolección de residuos sólidos, por mes (riesgo ${r})`, uma: FACTOR_RESIDUOS[r] })),
  RIESGOS.map((r) => ({ servicio: SERVICIO.ANUENCIA, clave: CLAVE_TARIFA.anuencia(r), descripcion: `Anuencia de Protección Civil (riesgo ${r})`, uma: FACTOR_ANUENCIA[r] })),
  [{ servicio: SERVICIO.EXTEMPORANEO, clave: CLAVE_TARIFA.extemporaneo, descripcion: 'Recargo por pago extemporáneo de derechos', uma: 5 }],
  (['EXTRA', 'VARIEDAD'] as const).flatMap((tipo) =>
    [1, 2, 3, 4].map((p) => ({
      servicio: SERVICIO.HORARIO_EXTRA,
      clave: CLAVE_TARIFA.horario(tipo, p),
      descripcion: `${tipo === 'EXTRA' ? 'Horario extraordinario' : 'Música viva'}, ${PATENTES[p]} (por hora)`,
      uma: FACTOR_HORARIO[tipo][p],
    })),
  ),
  [
    { servicio: SERVICIO.USO_SUELO, clave: CLAVE_TARIFA.usoSueloConstancia, descripcion: 'Constancia de uso de suelo comercial', uma: 10 },
    { servicio: SERVICIO.USO_SUELO, clave: CLAVE_TARIFA.usoSueloM2, descripcion: 'Superficie, por m²', uma: 0.05 },
  ],
  TIPOS_ANUNCIO.map((t) => ({ servicio: SERVICIO.ANUNCIOS, clave: CLAVE_TARIFA.anuncio(t.id), descripcion: t.descripcion, uma: FACTOR_ANUNCIO[t.id] })),
  [{ servicio: SERVICIO.ANUNCIOS, clave: CLAVE_TARIFA.anuncioMinimo, descripcion: 'Mínimo por fila de anuncio', uma: 1 }],
);

export const TARIFARIO_BASE: Tarifario = Object.freeze(Object.fromEntries(TARIFAS_BASE.map((l) => [l.clave, l.uma])));

const LINEA_POR_CLAVE = new Map(TARIFAS_BASE.map((l) => [l.clave, l]));
export const lineaBase = (clave: string): LineaTarifa | undefined => LINEA_POR_CLAVE.get(clave);

/** The UMA of a line: the tarifario's, else the base one; a clave the code does not know is a bug. */
export function umaDe(tarifario: Tarifario, clave: string): number {
  const v = Object.prototype.hasOwnProperty.call(tarifario, clave) ? tarifario[clave] : TARIFARIO_BASE[clave];
  if (typeof v !== 'number' || !Number.isFinite(v)) throw new RangeError(`Línea de tarifa desconocida: ${clave}`);
  return v;
}

/**
 * The tarifario of the rows in force (servicio, clave, uma) over the base: a row of a line the code
 * does not know, or of another service than the line's, is ignored (it would price nothing).
 */
export function tarifarioDe(filas: readonly { servicio: number; clave: string; uma: number | string }[]): Tarifario {
  const t: Record<string, number> = { ...TARIFARIO_BASE };
  for (const f of filas) {
    const base = LINEA_POR_CLAVE.get(f.clave);
    const uma = Number(f.uma);
    if (base && base.servicio === f.servicio && Number.isFinite(uma) && uma > 0) t[f.clave] = uma;
  }
  return Object.freeze(t);
}
