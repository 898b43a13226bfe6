// The operating licence (Licencias de Funcionamiento and SARE) as a procedure of the kit (spec 1
// §4.3–4.5, §4.8). Everything else — the engine, the workflow, tasks, statements,
// payments, notifications — is the kit's.
import { AREA_LICENCIAS } from '../common/catalogos';
import { definirTramite, type ContextoTramite, type Efecto } from '../tramite/definicion';
import { ESTATUS } from '../tramite/estatus';
import { finDeDiaCancun, sumarMesesCancun } from '../tramite/fechas';
import { SERVICIO } from '../tramite/servicios';
import { BEBIDAS_MESES, HORAS_PROMESA_SARE, TIPO_PROCESO } from './constantes';
import { MSG_LIC } from './mensajes';
import { plazoPaso } from './plazos';
import { recordatoriosLicencia } from './recordatorios';
import type { DatosLicencia, ExtraLicencia } from './contexto';

export type { DatosLicencia, ExtraLicencia };

export const AREA_SARE = 21;
export const AREA_DESARROLLO_URBANO = 6;
export const AREA_PROTECCION_CIVIL = 7;
export const AREA_RESIDUOS = 8;
export const AREA_TESORERIA = 30;
export const AREA_DIRECCION_INGRESOS = 31;
/** spec 1 §9 notification area Markets */
export const AREA_MERCADOS = 27;

type Ctx = ContextoTramite<DatosLicencia, ExtraLicencia>;

const esUsoSuelo = (d: DatosLicencia) => !d.tieneUsoSuelo && !d.renovacion;
const plazo = (paso: Parameters<typeof plazoPaso>[0]) => (d: DatosLicencia) => plazoPaso(paso, d.tipoProceso);

/** spec 1 §4.8: fees still unpaid (the late fee itself aside) when the payment date passes. */
const PAGOS_ORDINARIOS = ['pago_uso_suelo', 'pago_anuencia', 'pago_residuos'] as const;
const pagosPendientes = (c: Ctx): boolean => PAGOS_ORDINARIOS.some((k) => c.pasos[k].estatus === ESTATUS.PENDIENTE);

const establecimiento = (d: { titulo: string | null; folio: string }) => `${d.titulo ?? ''} (folio ${d.folio})`;
const sinPunto = (m: string | null) => (m ?? '').trim().replace(/[.\s]+$/, '');

export const licencia = definirTramite<DatosLicencia, ExtraLicencia>({
  clave: 'licencia',
  nombre: 'Licencia de funcionamiento',
  workflowType: 'licenciaWorkflow',
  prefijoWorkflow: 'licencia',
  pasos: [
    {
      clave: 'validacion_datos',
      etiqueta: 'Validación de datos',
      tituloTarea: 'Validación de datos de la solicitud de licencia',
      tipo: 'revision',
      // spec 1 §9: a market stall's opening is reviewed by Mercados, whatever its process.
      area: (d) => (d.mercadoApertura ? AREA_MERCADOS : d.tipoProceso === TIPO_PROCESO.SARE ? AREA_SARE : AREA_LICENCIAS),
      plazoHoras: plazo('validacion_datos'),
    },
    {
      clave: 'verificacion_uso_suelo',
      etiqueta: 'Verificación de uso de suelo',
      tipo: 'revision',
      area: AREA_DESARROLLO_URBANO,
      plazoHoras: plazo('verificacion_uso_suelo'),
      aplica: esUsoSuelo,
      // spec 1 §4.4: answered with 'Enviar a uso de suelo', not a full resend.
      devolucion: 'corregir',
    },
    { clave: 'pago_uso_suelo', etiqueta: 'Pago de uso de suelo', tipo: 'pago', servicio: SERVICIO.USO_SUELO, aplica: esUsoSuelo },
    {
      clave: 'validacion_uso_suelo',
      etiqueta: 'Validación de uso de suelo',
      tituloTarea: 'Validación del pago y constancia de uso de suelo',
      tipo: 'revision',
      area: AREA_DESARROLLO_URBANO,
      plazoHoras: plazo('validacion_uso_suelo'),
      validaPago: 'pago_uso_suelo',
      aplica: esUsoSuelo,
      devolucion: 'corregir',
    },
    { clave: 'pago_anuencia', etiqueta: 'Pago de anuencia', tipo: 'pago', servicio: SERVICIO.ANUENCIA },
    {
      clave: 'validacion_anuencia',
      etiqueta: 'Validación de anuencia',
      tituloTarea: 'Validación del pago y anuencia de Protección Civil',
      tipo: 'revision',
      area: AREA_PROTECCION_CIVIL,
      plazoHoras: plazo('validacion_anuencia'),
      validaPago: 'pago_anuencia',
    },
    { clave: 'pago_residuos', etiqueta: 'Pago de residuos sólidos', tipo: 'pago', servicio: SERVICIO.RESIDUOS },
    {
      clave: 'validacion_residuos',
      etiqueta: 'Validación de residuos sólidos',
      tituloTarea: 'Validación del pago de residuos sólidos',
      tipo: 'revision',
      area: AREA_RESIDUOS,
      plazoHoras: plazo('validacion_residuos'),
      validaPago: 'pago_residuos',
    },
    { clave: 'pago_extemporaneo', etiqueta: 'Pago extemporáneo', tipo: 'pago', servicio: SERVICIO.EXTEMPORANEO, opcional: true },
    {
      clave: 'firma_director',
      etiqueta: 'Firma de la Dirección de Ingresos',
      tituloTarea: 'Firma de licencia: Dirección de Ingresos',
      tipo: 'firma',
      // signed with e.firma where the municipality adopted it (docs/EFIRMA.md): the licence PDF
      efirma: true,
      area: AREA_DIRECCION_INGRESOS,
      plazoHoras: plazo('firma_director'),
      // spec 1 §4.3: every area approved; only the signatures are missing.
      estatusSolicitud: ESTATUS.APROBADO,
    },
    {
      clave: 'firma_tesorero',
      etiqueta: 'Firma de la Tesorería Municipal',
      tituloTarea: 'Firma de licencia: Tesorería Municipal',
      tipo: 'firma',
      efirma: true,
      area: AREA_TESORERIA,
      plazoHoras: plazo('firma_tesorero'),
      estatusSolicitud: ESTATUS.APROBADO,
    },
  ],
  // spec 1 §4.5: nine lines; the late payment and the signatures fold into 'Licencia lista'.
  linea: [
    { clave: 'validacion_datos', etiqueta: 'Validación de datos', pasos: ['validacion_datos'] },
    { clave: 'verificacion_uso_suelo', etiqueta: 'Verificación de uso de suelo', pasos: ['verificacion_uso_suelo'] },
    { clave: 'pago_uso_suelo', etiqueta: 'Pago de uso de suelo', pasos: ['pago_uso_suelo'] },
    { clave: 'validacion_uso_suelo', etiqueta: 'Validación de uso de suelo', pasos: ['validacion_uso_suelo'] },
    { clave: 'pago_anuencia', etiqueta: 'Pago de anuencia', pasos: ['pago_anuencia'] },
    { clave: 'validacion_anuencia', etiqueta: 'Validación de anuencia', pasos: ['validacion_anuencia'] },
    { clave: 'pago_residuos', etiqueta: 'Pago de residuos sólidos', pasos: ['pago_residuos'] },
    { clave: 'validacion_residuos', etiqueta: 'Validación de residuos sólidos', pasos: ['validacion_residuos'] },
    { clave: 'licencia_lista', etiqueta: 'Licencia lista', pasos: ['pago_extemporaneo', 'firma_director', 'firma_tesorero'] },
  ],
  extraInicial: () => ({ extemporaneo: false, bebidasPendiente: false, suspendida: false, ventanasBebidas: 0 }),
  plazosIniciales: (d) => ({ pago: d.fechaLimitePago ? finDeDiaCancun(d.fechaLimitePago) : null, bebidas: null }),
  eventos: {
    // spec 1 §4.8: the beverage-licence payment proof opens a two-month window, in any state.
    'bebidas.requerida': {
      guard: (c, ev) => !c.extra.bebidasPendiente && !c.extra.suspendida && typeof ev.datos?.desde === 'string',
      aplicar: (c, ev) => ({
        extra: { ...c.extra, bebidasPendiente: true, ventanasBebidas: c.extra.ventanasBebidas + 1 },
        plazos: { ...c.plazos, bebidas: sumarMesesCancun(new Date(String(ev.datos!.desde)), BEBIDAS_MESES).getTime() },
      }),
    },
    // The beverage licence itself ends the window, and a suspension.
    'bebidas.licencia': {
      guard: (c) => c.extra.bebidasPendiente || c.extra.suspendida,
      aplicar: (c) => ({ extra: { ...c.extra, bebidasPendiente: false, suspendida: false }, plazos: { ...c.plazos, bebidas: null } }),
      efectos: (a, d): Efecto[] => (a.extra.suspendida ? [{ tipo: 'notificar', evento: 'reactivada', clave: `v${d.extra.ventanasBebidas}` }] : []),
    },
  },
  plazos: {
    // spec 1 §4.8: late payment once the date passes with a fee unpaid (never in draft).
    pago: {
      etiqueta: 'límite de pago sin recargo',
      estados: ['revision', 'pago', 'devuelta'],
      soloEnTramite: true,
      aplicar: (c) =>
        !c.extra.extemporaneo && pagosPendientes(c)
          ? { extra: { ...c.extra, extemporaneo: true }, pasos: { ...c.pasos, pago_extemporaneo: { ...c.pasos.pago_extemporaneo, estatus: ESTATUS.PENDIENTE } } }
          : {},
      // The late fee's statement is issued when its step opens, like every other fee.
      efectos: (a, d): Efecto[] =>
        !a.extra.extemporaneo && d.extra.extemporaneo ? [{ tipo: 'notificar', evento: 'extemporaneo', clave: 'extemporaneo', servicio: SERVICIO.EXTEMPORANEO }] : [],
    },
    // spec 1 §4.8: two months without the beverage licence suspend the operating licence.
    bebidas: {
      etiqueta: 'suspensión si no sube la licencia de bebidas alcohólicas',
      aplicar: (c) => (c.extra.bebidasPendiente ? { extra: { ...c.extra, suspendida: true, bebidasPendiente: false } } : {}),
      efectos: (a, d): Efecto[] => (!a.extra.suspendida && d.extra.suspendida ? [{ tipo: 'notificar', evento: 'suspendida', clave: `v${d.extra.ventanasBebidas}` }] : []),
    },
  },
  notificaciones: {
    pago: (d) => ({
      encabezado: `Estado de cuenta disponible: ${d.servicio ?? ''}`,
      descripcion: `Su solicitud de licencia de ${establecimiento(d)} avanzó. Ya puede consultar su estado de cuenta de ${d.servicio ?? ''} y pagar en línea o adjuntar su comprobante de pago.`,
    }),
    devuelta: (d) => ({
      encabezado: 'Solicitud de licencia devuelta',
      descripcion: `Su solicitud de licencia de ${establecimiento(d)} fue devuelta. Motivo: ${sinPunto(d.motivo)}. Corrija la información y envíela nuevamente.`,
    }),
    extemporaneo: (d) => ({
      encabezado: 'Pago extemporáneo',
      descripcion: `Venció el plazo para pagar los derechos de ${establecimiento(d)}. Se agregó a su solicitud el pago extemporáneo: su estado de cuenta aparecerá en Estados de cuenta y pagos después de los pagos pendientes.`,
    }),
    terminada: (d) => ({
      encabezado: 'Licencia de funcionamiento lista',
      descripcion: `La licencia de funcionamiento de ${establecimiento(d)} fue firmada. Ya puede descargarla.`,
    }),
    suspendida: (d) => ({ encabezado: 'Licencia suspendida', descripcion: `${MSG_LIC.bebidasSuspendida} (${establecimiento(d)})` }),
    reactivada: (d) => ({
      encabezado: 'Licencia reactivada',
      descripcion: `Recibimos su licencia de bebidas alcohólicas; la licencia de funcionamiento de ${establecimiento(d)} está vigente.`,
    }),
  },
  enlace: ({ locacionId }) => `/admin/establecimientos/solicitud/${locacionId}`,
  promesaHoras: (d) => (d.tipoProceso === TIPO_PROCESO.SARE ? HORAS_PROMESA_SARE : null),
  recordatorios: (c, e, r) => recordatoriosLicencia(c, e, r),
  firmar: { boton: 'Firmar licencia', descripcion: 'Se firmará la licencia de funcionamiento y se notificará al contribuyente. ¿Desea continuar?' },
});

export type ClavePasoLicencia = (typeof licencia.pasos)[number]['clave'];
