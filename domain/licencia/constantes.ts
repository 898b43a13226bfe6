// Codes of the licence procedure (spec 1 §3, §4.3–4.5, §9). Pure data, shared by every layer.

/** General status codes used by licence, land use, anuencia and payments (spec 1 §4.3–4.5). */
export const ESTATUS = {
  BORRADOR: 1,
  PENDIENTE: 2,
  EN_PROCESO: 3,
  APROBADO: 4,
  RECHAZADO: 5,
  /** payment confirmed (online or proof attached), waiting for the area to validate it */
  PAGADO: 8,
  /** payment proof refused by the area */
  PAGO_RECHAZADO: 9,
  ENVIADO: 10,
  NO_APLICA: 11,
} as const;

/** spec 1 §4.3: the form is read-only while the licence is in this family. */
export const ESTATUS_BLOQUEADOS: readonly number[] = [3, 4, 10];
/** spec 1 §6: an establishment may be deleted only with licence status 1, 5 or no licence. */
export const ESTATUS_ELIMINABLES: readonly number[] = [1, 5];

/** spec 1 §4.5: timeline colours by estatus. */
export function colorEstatus(estatus: number | null | undefined): 'verde' | 'rojo' | 'gris' {
  if (estatus === 3 || estatus === 4 || estatus === 8 || estatus === 10) return 'verde';
  if (estatus === 5 || estatus === 9) return 'rojo';
  return 'gris';
}

/** spec 1 §9 payment service ids. */
export const SERVICIO = {
  RESIDUOS: 1750,
  ALCOHOL: 1751,
  ANUENCIA: 1752,
  EXTEMPORANEO: 1753,
  HORARIO_EXTRA: 1754,
  USO_SUELO: 1755,
  ANUNCIOS: 1756,
} as const;
export type ServicioId = (typeof SERVICIO)[keyof typeof SERVICIO];

export const NOMBRE_SERVICIO: Record<number, string> = {
  1750: 'Recolección de residuos sólidos',
  1751: 'Licencia de bebidas alcohólicas',
  1752: 'Anuencia de Protección Civil',
  1753: 'Pago extemporáneo',
  1754: 'Horario extraordinario',
  1755: 'Constancia de uso de suelo',
  1756: 'Anuncios',
};

/** URL segment of {tipoPago}/generarReciboPago/… per service (spec 1 §7.5). */
export const TIPO_PAGO_POR_SERVICIO: Record<number, string> = {
  1750: 'residuos',
  1751: 'alcohol',
  1752: 'anuencia',
  1753: 'extemporaneo',
  1754: 'horario',
  1755: 'usosuelo',
  1756: 'anuncio',
};

export const TIPO_PROCESO = { LICENCIAS: 1, SARE: 2 } as const;
export const TIPO_LICENCIA = { PERMANENTE: 1, PROVISIONAL: 2 } as const;
export const CATEGORIA_SUCURSAL = 3; // spec 1 §3: categoria_id 3 = branch
export const SARE_MAX_M2 = 300; // spec 1 §1
export const CLAVE_CATASTRAL_LEN = 17; // spec 1 §5.5
export const CLAVES_ESPECIALES = ['DONATIVO', 'ZONA FEDERAL', 'MERCADO'] as const;
export const PROPIEDAD = { PROPIO: 1, ARRENDADO: 2, COMODATO: 3, BALDIO: 4 } as const;
export const MAPA = { lat: 18.520326, lng: -88.305718, zoom: 13, zoomClic: 14 } as const; // spec 1 §9
export const BEBIDAS_MESES = 2; // spec 1 §4.8
export const EXTEMPORANEO_DIAS = 30; // spec 1 §4.8
export const CORTE_RENOVACION = { mes: 5, dia: 1 } as const; // 1 May, spec 1 §4.8

export const CODIGOS_FOTO = ['frente', 'interior', 'wc', 'lateralIzquierdo', 'lateralDerecho'] as const;
export const CODIGOS_DOCUMENTO = [
  'constancia_donativo',
  'recibo_pago_donativo',
  'constancia_uso_suelo',
  'documento_anexo',
  'constancia_sat',
  'contrato_consecion',
  'autorizacion_arrendamiento',
  'licencia',
  'licencia_comodato',
  'pago_licencia_bebidas',
  'pago_predial',
  'titulo_escritura',
  'arrendamiento_contrato',
  'arrendamiento_identificacion',
  'arrendador_identificacion',
  'arrendamiento_testigos',
  'impuesto_hospedaje',
  'dictamen_ifeqroo',
  'licencia_construccion',
  'aviso_apertura_sucursal',
  'solicitud_fiscalizacion_firmada',
  'recibo_pago_fiscalizacion',
  'recibo_pago_extemporaneo',
  'recibo_pago_du',
  // payment proofs attached for staff validation (spec 1 §4.5), one code per service
  'comprobante_pago_1750',
  'comprobante_pago_1752',
  'comprobante_pago_1753',
  'comprobante_pago_1755',
  'cedula_catastral',
] as const;
export type CodigoDocumento = (typeof CODIGOS_DOCUMENTO)[number] | (typeof CODIGOS_FOTO)[number];
