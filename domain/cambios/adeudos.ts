// Debts an area finds while it reviews a change request (spec 2 §2 trade name: waste-collection
// arrears; §3–§4 closure: adeudo_rs, adeudo_la). The area's review step is followed by a payment
// and its validation that do not apply until the reviewer registers a debt (the event 'adeudo');
// then the taxpayer pays online or notifies the payment, and the same area validates it.
import { AREA_LICENCIAS } from '../common/catalogos';
import { AREA_RESIDUOS } from '../licencia/definicion';
import type { ContextoTramite, DefPaso, ManejadorEvento } from '../tramite/definicion';
import { ESTATUS } from '../tramite/estatus';
import { SERVICIO, type ServicioId } from '../tramite/servicios';

/** spec 2 §7 notificarPagoAreaBajaEstablecimiento: 'rs' solid waste (1750), 'la' licensing (1751). */
export const AREAS_ADEUDO = {
  rs: { area: AREA_RESIDUOS, servicio: SERVICIO.RESIDUOS as ServicioId, nombre: 'Residuos Sólidos' },
  la: { area: AREA_LICENCIAS, servicio: SERVICIO.ALCOHOL as ServicioId, nombre: 'Licencias de Funcionamiento' },
} as const;
export type AreaAdeudo = keyof typeof AREAS_ADEUDO;
export const esAreaAdeudo = (a: unknown): a is AreaAdeudo => a === 'rs' || a === 'la';

export interface ExtraAdeudos {
  /** the debts registered per area (spec 2 §3 adeudo_rs, adeudo_la) */
  adeudos: Partial<Record<AreaAdeudo, boolean>>;
}

export const claveRevision = (a: AreaAdeudo) => `revision_${a}`;
export const clavePago = (a: AreaAdeudo) => `pago_${a}`;
export const claveValidacion = (a: AreaAdeudo) => `validacion_${a}`;

/** The area's review, then its payment and validation (not applicable until a debt is registered). */
export function pasosAdeudo<D>(a: AreaAdeudo, o: { etiqueta: string; tituloTarea: string; plazoHoras: number }): DefPaso<D>[] {
  const { area, servicio, nombre } = AREAS_ADEUDO[a];
  return [
    { clave: claveRevision(a), etiqueta: o.etiqueta, tituloTarea: o.tituloTarea, tipo: 'revision', area, plazoHoras: o.plazoHoras },
    { clave: clavePago(a), etiqueta: `Pago de adeudo: ${nombre}`, tipo: 'pago', servicio, opcional: true },
    {
      clave: claveValidacion(a),
      etiqueta: `Validación del pago: ${nombre}`,
      tituloTarea: `Validación del pago de adeudo: ${nombre}`,
      tipo: 'revision',
      area,
      plazoHoras: 8,
      validaPago: clavePago(a),
      opcional: true,
    },
  ];
}

type Ctx<D> = ContextoTramite<D, ExtraAdeudos>;

/**
 * 'adeudo' {area, adeudo}: only while that area's review is the current step. A debt switches its
 * payment and validation on; taking it back (adeudo false) switches them off again.
 */
export function eventoAdeudo<D>(): ManejadorEvento<D, ExtraAdeudos> {
  return {
  estados: ['revision'],
  guard: (c: Ctx<D>, ev) => esAreaAdeudo(ev.datos?.area) && c.actual === claveRevision(ev.datos.area) && typeof ev.datos?.adeudo === 'boolean',
  aplicar: (c: Ctx<D>, ev) => {
    const a = ev.datos!.area as AreaAdeudo;
    const adeudo = ev.datos!.adeudo as boolean;
    const estatus = adeudo ? ESTATUS.PENDIENTE : ESTATUS.NO_APLICA;
    return {
      extra: { ...c.extra, adeudos: { ...c.extra.adeudos, [a]: adeudo } },
      pasos: {
        ...c.pasos,
        [clavePago(a)]: { ...c.pasos[clavePago(a)], estatus },
        [claveValidacion(a)]: { ...c.pasos[claveValidacion(a)], estatus },
      },
    };
  },
  };
}

/** Is the area's debt registered and its payment not yet confirmed (the card's 'Notificar pago')? */
export function adeudoPendiente(c: { extra?: unknown; pasos: Readonly<Record<string, { estatus: number } | undefined>> }, a: AreaAdeudo): boolean {
  const adeudos = (c.extra as Partial<ExtraAdeudos> | undefined)?.adeudos;
  return Boolean(adeudos?.[a]) && c.pasos[clavePago(a)]?.estatus === ESTATUS.PENDIENTE;
}
