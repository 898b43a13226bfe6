// The operating-licence procedure (spec 1 §4.3–4.5, §4.8) as one xstate v5 machine.
// The workflow decides with it, the API validates with it, the web shows only what it allows.
//
// The staff steps run in the order of the timeline (spec 1 §4.5). The machine keeps every step's
// estatus in its context; "the next step" is always the first one not yet approved (4) and not
// 'No aplica' (11), so a request returned at any step resumes exactly where it stopped, and a
// licence returned by a signer goes back through data validation and then straight to signing.
import { assign, setup, transition, type SnapshotFrom } from 'xstate';
import { AREA_LICENCIAS } from '../common/catalogos';
import { ESTATUS, SERVICIO, TIPO_PROCESO } from './constantes';

export const AREA_SARE = 21;
export const AREA_DESARROLLO_URBANO = 6;
export const AREA_PROTECCION_CIVIL = 7;
export const AREA_RESIDUOS = 8;
export const AREA_TESORERIA = 30;
export const AREA_DIRECCION_INGRESOS = 31;

export const CLAVES_PASO = [
  'validacion_datos',
  'verificacion_uso_suelo',
  'pago_uso_suelo',
  'validacion_uso_suelo',
  'pago_anuencia',
  'validacion_anuencia',
  'pago_residuos',
  'validacion_residuos',
  'pago_extemporaneo',
  'firma_director',
  'firma_tesorero',
] as const;
export type ClavePaso = (typeof CLAVES_PASO)[number];

export interface DefPaso {
  clave: ClavePaso;
  etiqueta: string;
  /** revision: a staff task in an area's inbox; pago: the taxpayer pays or attaches a proof */
  tipo: 'revision' | 'pago';
  servicio?: number;
  /** for a validation step: the payment step whose proof it checks */
  validaPago?: ClavePaso;
}

export const PASOS: readonly DefPaso[] = [
  { clave: 'validacion_datos', etiqueta: 'Validación de datos', tipo: 'revision' },
  { clave: 'verificacion_uso_suelo', etiqueta: 'Verificación de uso de suelo', tipo: 'revision' },
  { clave: 'pago_uso_suelo', etiqueta: 'Pago de uso de suelo', tipo: 'pago', servicio: SERVICIO.USO_SUELO },
  { clave: 'validacion_uso_suelo', etiqueta: 'Validación de uso de suelo', tipo: 'revision', validaPago: 'pago_uso_suelo' },
  { clave: 'pago_anuencia', etiqueta: 'Pago de anuencia', tipo: 'pago', servicio: SERVICIO.ANUENCIA },
  { clave: 'validacion_anuencia', etiqueta: 'Validación de anuencia', tipo: 'revision', validaPago: 'pago_anuencia' },
  { clave: 'pago_residuos', etiqueta: 'Pago de residuos sólidos', tipo: 'pago', servicio: SERVICIO.RESIDUOS },
  { clave: 'validacion_residuos', etiqueta: 'Validación de residuos sólidos', tipo: 'revision', validaPago: 'pago_residuos' },
  { clave: 'pago_extemporaneo', etiqueta: 'Pago extemporáneo', tipo: 'pago', servicio: SERVICIO.EXTEMPORANEO },
  { clave: 'firma_director', etiqueta: 'Firma del Director de Ingresos', tipo: 'revision' },
  { clave: 'firma_tesorero', etiqueta: 'Firma del Tesorero Municipal', tipo: 'revision' },
];

export const defPaso = (clave: ClavePaso): DefPaso => PASOS.find((p) => p.clave === clave)!;
export const pasoDeServicio = (servicio: number): DefPaso | undefined => PASOS.find((p) => p.servicio === servicio);

/** The area whose inbox receives a staff step (spec 1 §4.5, §9 notification areas). */
export function areaDePaso(clave: ClavePaso, tipoProceso: number): number | null {
  switch (clave) {
    case 'validacion_datos':
      return tipoProceso === TIPO_PROCESO.SARE ? AREA_SARE : AREA_LICENCIAS;
    case 'verificacion_uso_suelo':
    case 'validacion_uso_suelo':
      return AREA_DESARROLLO_URBANO;
    case 'validacion_anuencia':
      return AREA_PROTECCION_CIVIL;
    case 'validacion_residuos':
      return AREA_RESIDUOS;
    case 'firma_director':
      return AREA_DIRECCION_INGRESOS;
    case 'firma_tesorero':
      return AREA_TESORERIA;
    default:
      return null;
  }
}

export interface EstadoPaso {
  estatus: number;
  motivo: string | null;
  /** how many times this step has been opened (a task per round) */
  ronda: number;
}

export interface LicenciaContext {
  tipoProceso: number;
  tieneUsoSuelo: boolean;
  pasos: Record<ClavePaso, EstadoPaso>;
  /** the step the procedure waits on (null in draft and once issued) */
  actual: ClavePaso | null;
  /** how many times the taxpayer has sent the request (data-validation rounds) */
  envios: number;
  /** spec 1 §4.8 late payment */
  extemporaneo: boolean;
  /** spec 1 §4.8 beverage licence: proof window running / lapsed */
  bebidasPendiente: boolean;
  suspendida: boolean;
}

export type LicenciaEvent =
  | { type: 'ENVIAR' }
  | { type: 'ENVIAR_USO_SUELO' }
  | { type: 'APROBAR'; paso: ClavePaso; revisorId: number }
  | { type: 'RECHAZAR'; paso: ClavePaso; revisorId: number; motivo: string }
  | { type: 'PAGO_CONFIRMADO'; servicio: number; folioPago: string }
  | { type: 'COMPROBANTE'; servicio: number }
  | { type: 'VENCE_PAGO' }
  | { type: 'BEBIDAS_REQUERIDA' }
  | { type: 'BEBIDAS_VENCIDO' }
  | { type: 'LICENCIA_BEBIDAS' };

const pasoInicial = (estatus: number): EstadoPaso => ({ estatus, motivo: null, ronda: 0 });

export function contextoInicial(opts: { tipoProceso: number; tieneUsoSuelo: boolean }): LicenciaContext {
  const noAplicaUso = opts.tieneUsoSuelo;
  const pasos = Object.fromEntries(
    CLAVES_PASO.map((c) => {
      const usoSuelo = c === 'verificacion_uso_suelo' || c === 'pago_uso_suelo' || c === 'validacion_uso_suelo';
      // spec 1 §4.5: 'No aplica' when the establishment already has a land-use certificate;
      // the late-payment step applies only once the payment window lapses (spec 1 §4.8).
      const estatus = (usoSuelo && noAplicaUso) || c === 'pago_extemporaneo' ? ESTATUS.NO_APLICA : ESTATUS.PENDIENTE;
      return [c, pasoInicial(estatus)];
    }),
  ) as Record<ClavePaso, EstadoPaso>;
  return {
    tipoProceso: opts.tipoProceso,
    tieneUsoSuelo: opts.tieneUsoSuelo,
    pasos,
    actual: null,
    envios: 0,
    extemporaneo: false,
    bebidasPendiente: false,
    suspendida: false,
  };
}

/** The first step neither approved, paid-and-validated nor 'No aplica'; null when all are done. */
export function siguientePaso(pasos: Record<ClavePaso, EstadoPaso>): ClavePaso | null {
  for (const p of PASOS) {
    const e = pasos[p.clave].estatus;
    if (e === ESTATUS.APROBADO || e === ESTATUS.NO_APLICA) continue;
    // A payment that was made is done; its validation step is what comes next.
    if (p.tipo === 'pago' && e === ESTATUS.PAGADO) continue;
    return p.clave;
  }
  return null;
}

type Ctx = LicenciaContext;
const conPaso = (ctx: Ctx, clave: ClavePaso, cambio: Partial<EstadoPaso>): Ctx['pasos'] => ({
  ...ctx.pasos,
  [clave]: { ...ctx.pasos[clave], ...cambio },
});

/** Opens a step: a staff step goes to review (3) in a new round; a payment step waits (2). */
function abrir(pasos: Ctx['pasos'], clave: ClavePaso | null): Ctx['pasos'] {
  if (!clave) return pasos;
  const def = defPaso(clave);
  const p = pasos[clave];
  return {
    ...pasos,
    [clave]: def.tipo === 'revision' ? { estatus: ESTATUS.EN_PROCESO, motivo: null, ronda: p.ronda + 1 } : { ...p, estatus: ESTATUS.PENDIENTE, ronda: p.ronda + 1 },
  };
}

function avanzar(pasos: Ctx['pasos']): Pick<Ctx, 'pasos' | 'actual'> {
  const actual = siguientePaso(pasos);
  return { pasos: abrir(pasos, actual), actual };
}

const esUsoSuelo = (c: ClavePaso | null) => c === 'verificacion_uso_suelo' || c === 'validacion_uso_suelo';

export const licenciaMachine = setup({
  types: { context: {} as LicenciaContext, events: {} as LicenciaEvent, input: {} as { tipoProceso: number; tieneUsoSuelo: boolean } },
  actions: {
    marcarExtemporaneo: assign(({ context }) => ({
      extemporaneo: true,
      pasos: conPaso(context, 'pago_extemporaneo', { estatus: ESTATUS.PENDIENTE }),
    })),
    reabrirValidacion: assign(({ context }) => {
      const valida = defPaso(context.actual!).validaPago!;
      const pasos = conPaso(context, valida, { estatus: ESTATUS.PAGADO });
      return { pasos: abrir(pasos, context.actual) };
    }),
  },
  guards: {
    esPasoActual: ({ context, event }) => (event.type === 'APROBAR' || event.type === 'RECHAZAR') && event.paso === context.actual,
    // The API passes untrusted input to can(): a blank motivo is a refusal, not a TypeError.
    rechazoConMotivo: ({ context, event }) =>
      event.type === 'RECHAZAR' && event.paso === context.actual && typeof event.motivo === 'string' && event.motivo.trim().length > 0,
    pagoDelPasoActual: ({ context, event }) =>
      (event.type === 'PAGO_CONFIRMADO' || event.type === 'COMPROBANTE') && !!context.actual && defPaso(context.actual).servicio === event.servicio,
    // A returned payment validation is answered with a new payment or proof of the same service.
    pagoDeValidacionDevuelta: ({ context, event }) => {
      if (event.type !== 'PAGO_CONFIRMADO' && event.type !== 'COMPROBANTE') return false;
      const def = context.actual ? defPaso(context.actual) : null;
      return !!def?.validaPago && defPaso(def.validaPago).servicio === event.servicio;
    },
    devueltaEnDatos: ({ context }) => !!context.actual && !esUsoSuelo(context.actual) && !defPaso(context.actual).validaPago,
    devueltaEnUsoSuelo: ({ context }) => esUsoSuelo(context.actual),
    pagosPendientes: ({ context }) =>
      !context.extemporaneo &&
      PASOS.some((p) => p.tipo === 'pago' && p.servicio !== SERVICIO.EXTEMPORANEO && context.pasos[p.clave].estatus === ESTATUS.PENDIENTE),
  },
}).createMachine({
  id: 'licencia',
  initial: 'borrador',
  context: ({ input }) => contextoInicial(input),
  on: {
    // spec 1 §4.8: the beverage-licence proof window runs beside the procedure, in any state.
    BEBIDAS_REQUERIDA: { guard: ({ context }) => !context.bebidasPendiente && !context.suspendida, actions: assign({ bebidasPendiente: true }) },
    BEBIDAS_VENCIDO: { guard: ({ context }) => context.bebidasPendiente, actions: assign({ suspendida: true, bebidasPendiente: false }) },
    LICENCIA_BEBIDAS: { guard: ({ context }) => context.bebidasPendiente || context.suspendida, actions: assign({ suspendida: false, bebidasPendiente: false }) },
  },
  states: {
    borrador: {
      on: {
        ENVIAR: {
          target: 'revision',
          actions: assign(({ context }) => ({ ...avanzar(context.pasos), envios: context.envios + 1 })),
        },
      },
    },
    revision: {
      on: {
        APROBAR: {
          guard: 'esPasoActual',
          target: 'enTramite',
          actions: assign(({ context }) => avanzar(conPaso(context, context.actual!, { estatus: ESTATUS.APROBADO, motivo: null }))),
        },
        RECHAZAR: {
          guard: 'rechazoConMotivo',
          target: 'devuelta',
          actions: assign(({ context, event }) => {
            const motivo = (event as { motivo: string }).motivo.trim();
            let pasos = conPaso(context, context.actual!, { estatus: ESTATUS.RECHAZADO, motivo });
            const valida = defPaso(context.actual!).validaPago;
            // spec 1 §4.5: a refused payment proof shows red (9) on its payment step.
            if (valida) pasos = { ...pasos, [valida]: { ...pasos[valida], estatus: ESTATUS.PAGO_RECHAZADO } };
            return { pasos };
          }),
        },
        VENCE_PAGO: { guard: 'pagosPendientes', actions: 'marcarExtemporaneo' },
      },
    },
    // Transient: decides whether the next step is a payment, a review, or the end.
    enTramite: {
      always: [
        { guard: ({ context }) => context.actual === null, target: 'emitida' },
        { guard: ({ context }) => defPaso(context.actual!).tipo === 'pago', target: 'pago' },
        { target: 'revision' },
      ],
    },
    pago: {
      on: {
        PAGO_CONFIRMADO: {
          guard: 'pagoDelPasoActual',
          target: 'enTramite',
          actions: assign(({ context }) => avanzar(conPaso(context, context.actual!, { estatus: ESTATUS.PAGADO, motivo: null }))),
        },
        COMPROBANTE: {
          guard: 'pagoDelPasoActual',
          target: 'enTramite',
          actions: assign(({ context }) => avanzar(conPaso(context, context.actual!, { estatus: ESTATUS.PAGADO, motivo: null }))),
        },
        VENCE_PAGO: { guard: 'pagosPendientes', actions: 'marcarExtemporaneo' },
      },
    },
    devuelta: {
      on: {
        ENVIAR: {
          guard: 'devueltaEnDatos',
          target: 'revision',
          // Back through data validation; approved steps stay approved.
          actions: assign(({ context }) => {
            const pasos = context.actual === 'validacion_datos' ? context.pasos : conPaso(context, context.actual!, { estatus: ESTATUS.PENDIENTE });
            const datos = { ...pasos, validacion_datos: { ...pasos.validacion_datos, estatus: ESTATUS.PENDIENTE } };
            return { pasos: abrir(datos, 'validacion_datos'), actual: 'validacion_datos' as ClavePaso, envios: context.envios + 1 };
          }),
        },
        ENVIAR_USO_SUELO: {
          guard: 'devueltaEnUsoSuelo',
          target: 'revision',
          actions: assign(({ context }) => ({ pasos: abrir(context.pasos, context.actual) })),
        },
        PAGO_CONFIRMADO: {
          guard: 'pagoDeValidacionDevuelta',
          target: 'revision',
          actions: 'reabrirValidacion',
        },
        COMPROBANTE: {
          guard: 'pagoDeValidacionDevuelta',
          target: 'revision',
          actions: 'reabrirValidacion',
        },
        VENCE_PAGO: { guard: 'pagosPendientes', actions: 'marcarExtemporaneo' },
      },
    },
    // The licence is issued; the machine still listens for the beverage-licence window (root `on`).
    emitida: {},
  },
});

export type LicenciaSnapshot = SnapshotFrom<typeof licenciaMachine>;
export type EstadoLicencia = 'borrador' | 'revision' | 'pago' | 'devuelta' | 'emitida';

export function nuevaLicencia(opts: { tipoProceso: number; tieneUsoSuelo: boolean }): LicenciaSnapshot {
  return licenciaMachine.resolveState({ value: 'borrador', context: contextoInicial(opts) });
}

/** Pure step: the next snapshot, or null when the machine refuses the event. */
export function aplicar(snapshot: LicenciaSnapshot, event: LicenciaEvent): LicenciaSnapshot | null {
  if (!snapshot.can(event)) return null;
  const [next] = transition(licenciaMachine, snapshot, event);
  return next;
}

export const estadoDe = (s: LicenciaSnapshot): EstadoLicencia => s.value as EstadoLicencia;

/** What the workflow projects into Postgres (licencias row) after every transition. */
export interface ProyeccionLicencia {
  estado: EstadoLicencia;
  estatusLicencia: number;
  estatusVerificacion: number;
  estatusDirectorIngresos: number;
  estatusTesorero: number;
  estatusUsoSuelo: number;
  estatusPagoUsoSuelo: number;
  estatusAnuencia: number;
  estatusPagoAnuencia: number;
  estatusResiduosSolidos: number;
  estatusPagoResiduosSolidos: number;
  pasoActual: ClavePaso | null;
  motivoRechazo: string | null;
  pasos: { clave: ClavePaso; estatus: number; motivo: string | null; ronda: number }[];
  progreso: number;
  extemporaneo: boolean;
  suspendida: boolean;
  bebidasPendiente: boolean;
  tipoLicenciaId: 1 | 2;
}

const firma = (e: number) => (e === ESTATUS.APROBADO ? 4 : e === ESTATUS.RECHAZADO ? 5 : 2);

export function proyectar(s: LicenciaSnapshot): ProyeccionLicencia {
  const c = s.context;
  const estado = estadoDe(s);
  const p = c.pasos;
  const e = (k: ClavePaso) => p[k].estatus;
  const devueltoEnDatos = estado === 'devuelta' && !!c.actual && !esUsoSuelo(c.actual) && !defPaso(c.actual).validaPago;
  // spec 1 §4.3: 10 while data validation reviews it; 5 when returned to the taxpayer for data;
  // 3 while the other areas work; 4 once every area approved (the signatures are separate fields).
  let estatusLicencia: number = ESTATUS.EN_PROCESO;
  if (estado === 'borrador') estatusLicencia = ESTATUS.BORRADOR;
  else if (estado === 'emitida') estatusLicencia = ESTATUS.APROBADO;
  else if (devueltoEnDatos) estatusLicencia = ESTATUS.RECHAZADO;
  else if (c.actual === 'validacion_datos') estatusLicencia = ESTATUS.ENVIADO;
  else if (c.actual === 'firma_director' || c.actual === 'firma_tesorero') estatusLicencia = ESTATUS.APROBADO;

  // spec 1 §4.4 estatus_general of the land-use certificate: 11 no aplica, 5 returned, 4 approved.
  const usoSuelo = c.tieneUsoSuelo
    ? ESTATUS.NO_APLICA
    : e('validacion_uso_suelo') === ESTATUS.APROBADO
      ? ESTATUS.APROBADO
      : e('verificacion_uso_suelo') === ESTATUS.RECHAZADO || e('validacion_uso_suelo') === ESTATUS.RECHAZADO
        ? ESTATUS.RECHAZADO
        : ESTATUS.PENDIENTE;

  const hitos = [
    e('validacion_datos') === ESTATUS.APROBADO,
    (usoSuelo === ESTATUS.APROBADO || usoSuelo === ESTATUS.NO_APLICA) && e('validacion_anuencia') === ESTATUS.APROBADO,
    estado === 'emitida',
  ];
  return {
    estado,
    estatusLicencia,
    estatusVerificacion: e('validacion_datos'),
    estatusDirectorIngresos: firma(e('firma_director')),
    estatusTesorero: firma(e('firma_tesorero')),
    estatusUsoSuelo: usoSuelo,
    estatusPagoUsoSuelo: e('pago_uso_suelo'),
    estatusAnuencia: e('validacion_anuencia') === ESTATUS.APROBADO ? 4 : e('validacion_anuencia') === ESTATUS.RECHAZADO ? 5 : 2,
    estatusPagoAnuencia: e('pago_anuencia'),
    estatusResiduosSolidos: e('validacion_residuos') === ESTATUS.APROBADO ? 4 : e('validacion_residuos') === ESTATUS.RECHAZADO ? 5 : 2,
    estatusPagoResiduosSolidos: e('pago_residuos'),
    pasoActual: c.actual,
    motivoRechazo: estado === 'devuelta' && c.actual ? p[c.actual].motivo : null,
    pasos: CLAVES_PASO.map((k) => ({ clave: k, ...p[k] })),
    progreso: hitos.filter(Boolean).length,
    extemporaneo: c.extemporaneo,
    suspendida: c.suspendida,
    bebidasPendiente: c.bebidasPendiente,
    // The licence is provisional from data validation until it is signed (spec 1 §3 tipo_licencia_id).
    tipoLicenciaId: estado === 'emitida' ? 1 : 2,
  };
}

/** Rebuilds the snapshot from a stored projection (the API validates with it before signalling). */
export function snapshotDesdeProyeccion(row: {
  estatusLicencia: number;
  pasoActual: string | null;
  pasos: { clave: string; estatus: number; motivo?: string | null; ronda: number }[];
  extemporaneo: boolean;
  suspendida: boolean;
  bebidasPendiente?: boolean;
  tipoProceso: number;
  tieneUsoSuelo: boolean;
  envios?: number;
}): LicenciaSnapshot {
  const ctx = contextoInicial({ tipoProceso: row.tipoProceso, tieneUsoSuelo: row.tieneUsoSuelo });
  for (const p of row.pasos) {
    if ((CLAVES_PASO as readonly string[]).includes(p.clave)) ctx.pasos[p.clave as ClavePaso] = { estatus: p.estatus, motivo: p.motivo ?? null, ronda: p.ronda };
  }
  const actual = (CLAVES_PASO as readonly string[]).includes(row.pasoActual ?? '') ? (row.pasoActual as ClavePaso) : null;
  const context: LicenciaContext = {
    ...ctx,
    actual,
    envios: row.envios ?? ctx.pasos.validacion_datos.ronda,
    extemporaneo: row.extemporaneo,
    suspendida: row.suspendida,
    bebidasPendiente: !!row.bebidasPendiente,
  };
  let value: EstadoLicencia;
  if (row.estatusLicencia === ESTATUS.BORRADOR || (!actual && row.estatusLicencia !== ESTATUS.APROBADO)) value = 'borrador';
  else if (!actual) value = 'emitida';
  else if (ctx.pasos[actual] && context.pasos[actual].estatus === ESTATUS.RECHAZADO) value = 'devuelta';
  else value = defPaso(actual).tipo === 'pago' ? 'pago' : 'revision';
  return licenciaMachine.resolveState({ value, context });
}

/** What the taxpayer may do now; the form, the card and the timeline read this (spec 1 §4.3–4.5). */
export function accionesLicencia(s: LicenciaSnapshot | null) {
  if (!s) return { guardar: true, enviar: false, enviarUsoSuelo: false, pagar: null as number | null, comprobante: null as number | null, bloqueado: false, editarUsoSuelo: false };
  const estado = estadoDe(s);
  const actual = s.context.actual;
  const def = actual ? defPaso(actual) : null;
  const servicioPendiente =
    estado === 'pago' && def?.servicio ? def.servicio : estado === 'devuelta' && def?.validaPago ? defPaso(def.validaPago).servicio! : null;
  const enviar = s.can({ type: 'ENVIAR' });
  const enviarUsoSuelo = s.can({ type: 'ENVIAR_USO_SUELO' });
  return {
    guardar: estado === 'borrador' || enviar,
    enviar,
    enviarUsoSuelo,
    pagar: servicioPendiente,
    comprobante: servicioPendiente,
    /** spec 1 §4.3 locked family 3, 4, 10 */
    bloqueado: !(estado === 'borrador' || enviar || enviarUsoSuelo),
    editarUsoSuelo: enviarUsoSuelo,
  };
}
