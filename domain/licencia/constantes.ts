// Codes of the licence procedure (spec 1 §3, §4.3–4.5, §9). Pure data, shared by every layer.

export const TIPO_PROCESO = { LICENCIAS: 1, SARE: 2 } as const;
/** SARE's promise (CONAMER): a decision within 72 business hours of sending. */
export const HORAS_PROMESA_SARE = 72;
export const TIPO_LICENCIA = { PERMANENTE: 1, PROVISIONAL: 2 } as const;
export const CATEGORIA_SUCURSAL = 3; // spec 1 §3: categoria_id 3 = branch
export const SARE_MAX_M2 = 300; // spec 1 §1
export const PROPIEDAD = { PROPIO: 1, ARRENDADO: 2, COMODATO: 3, BALDIO: 4 } as const;
export const BEBIDAS_MESES = 2; // spec 1 §4.8
export const EXTEMPORANEO_DIAS = 30; // spec 1 §4.8
export const CORTE_RENOVACION = { mes: 5, dia: 1 } as const; // 1 May, spec 1 §4.8

export const CODIGOS_FOTO = ['frente', 'interior', 'wc', 'lateralIzquierdo', 'lateralDerecho'] as const;
/** Is this document code one of the establishment's photos? */
export const esFoto = (codigo: string) => (CODIGOS_FOTO as readonly string[]).includes(codigo);
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
