// Reminders: what a taxpayer is told before a deadline, each fired once by a durable
// timer in the procedure's workflow. A definition lists its own from its context; the runner adds
// the ones every procedure shares (an unpaid statement, a returned request not resent). A reminder
// that is no longer in the list when its time comes (the request moved on) is not sent.

/** The kinds a taxpayer can turn e-mail off for (in-app notifications always stay). */
export const TIPOS_RECORDATORIO = ['vencimiento_licencia', 'licencia_bebidas', 'pago_pendiente', 'solicitud_devuelta', 'fin_vigencia'] as const;
export type TipoRecordatorio = (typeof TIPOS_RECORDATORIO)[number];

/** How the profile's switches name each kind. */
export const ETIQUETAS_RECORDATORIO: Readonly<Record<TipoRecordatorio, string>> = {
  vencimiento_licencia: 'Vencimiento de la licencia de funcionamiento (31 de diciembre)',
  licencia_bebidas: 'Plazo para subir la licencia de bebidas alcohólicas',
  pago_pendiente: 'Estados de cuenta sin pagar',
  solicitud_devuelta: 'Solicitudes devueltas que no se han reenviado',
  fin_vigencia: 'Permisos de anuncio, arrendamientos y convenios por vencer',
};

export const esTipoRecordatorio = (x: unknown): x is TipoRecordatorio => typeof x === 'string' && (TIPOS_RECORDATORIO as readonly string[]).includes(x);

export interface Recordatorio {
  /** unique within the request for its whole life (e.g. 'bebidas:30'): it is sent at most once */
  clave: string;
  tipo: TipoRecordatorio;
  /** when it is due, epoch milliseconds */
  en: number;
  encabezado: string;
  descripcion: string;
  /** where the notification takes the taxpayer (a one-click action where there is one); null: the request's own page (definition.enlace) */
  link: string | null;
}
