import { TIPO_PROCESO } from './constantes';

/** The folio people read on the card, the licence and the QR: LF-2026-000017 or SARE-2026-000017. */
export const folioLicencia = (tipoProceso: number, anio: number, solicitudId: number) =>
  `${tipoProceso === TIPO_PROCESO.SARE ? 'SARE' : 'LF'}-${anio}-${String(solicitudId).padStart(6, '0')}`;
