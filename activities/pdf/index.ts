// Printouts: pure builders, plain typed data in, a PDF Buffer out (no database access).
export { generarLicenciaPdf, urlVerificacion } from './licencia';
export { generarSolicitudPdf } from './solicitud';
export { generarAnuenciaPdf } from './anuencia';
export { generarUsoSueloPdf } from './uso-suelo';
export { generarConstanciaCambioPdf, generarSolicitudCambioPdf, tituloConstanciaCambio } from './cambio';
export type { ConstanciaCambioPdf, EstablecimientoCambioPdf, FilaConstanciaCambioPdf, FilaSolicitudCambioPdf, SolicitudCambioPdf } from './cambio';
export { generarConstanciaFiscalizacionPdf, generarSolicitudFiscalizacionPdf, tituloFiscalizacion } from './fiscalizacion';
export type { ConstanciaFiscalizacionPdf, DetalleFiscalizacionPdf, EstablecimientoFiscalizacionPdf, SolicitudFiscalizacionPdf } from './fiscalizacion';
export { generarEstadoCuentaPdf, nombreServicio } from './estado-cuenta';
export { generarReciboPdf } from './recibo';
export { generarPredialPdf, subtotalPredial } from './predial';
export { generarEdoCuentaPredialPdf, type EdoCuentaPredialPdf, type ModoEdoCuentaPredial } from './predial-edo-cuenta';
export { fechaLarga, fechaHora, moneda } from './formato';
export type * from './tipos';
export { generarActaVisitaPdf } from './visita';
export type { ActaVisitaPdf } from './visita';
