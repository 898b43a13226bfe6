// Messages of the licence workflow, shared by the workflow and the API (client side).
import { defineQuery, defineSignal, defineUpdate } from '@temporalio/workflow';
import type { ClavePaso, ProyeccionLicencia } from '../../domain/licencia/machine';
import type { Plazos } from '../../domain/licencia/plazos';

export interface LicenciaWorkflowInput {
  licenciaId: number;
  locacionId: number;
  contribuyenteId: number;
  usuarioId: number;
  email: string;
  rfc: string;
  folio: string;
  solicitante: string;
  nombreComercial: string;
  tipoProceso: number;
  tieneUsoSuelo: boolean;
  /** spec 1 §4.8: ISO date (yyyy-mm-dd) after which unpaid fees are late; null for none */
  fechaLimitePago: string | null;
  /** spec 1 §4.8: ISO instant of the beverage-licence payment-proof upload; null when not required */
  bebidasDesde: string | null;
  plazos: Plazos;
}

export interface ResolverLicenciaArgs {
  tareaId: number;
  paso: ClavePaso;
  resultado: 'aprobado' | 'rechazado';
  motivo?: string | null;
  revisorId: number;
}

export interface PagoConfirmadoArgs {
  servicio: number;
  folioPago: string;
  orderId: string;
}

export interface EstadoLicenciaWf {
  proyeccion: ProyeccionLicencia;
  version: number;
  tareaAbierta: { id: number; paso: ClavePaso; venceAt: string } | null;
  bebidasLimite: string | null;
}

export const enviarLicenciaUpdate = defineUpdate<EstadoLicenciaWf, []>('enviar');
export const enviarUsoSueloUpdate = defineUpdate<EstadoLicenciaWf, []>('enviarUsoSuelo');
export const resolverLicenciaUpdate = defineUpdate<EstadoLicenciaWf, [ResolverLicenciaArgs]>('resolver');
export const comprobanteUpdate = defineUpdate<EstadoLicenciaWf, [{ servicio: number }]>('comprobante');
/** The payment gateway's confirmation (issue 3 §4): a signal, as the callback cannot wait. */
export const pagoConfirmadoSignal = defineSignal<[PagoConfirmadoArgs]>('pagoConfirmado');
export const bebidasComprobanteSignal = defineSignal<[{ desde: string }]>('bebidasComprobante');
export const licenciaBebidasSignal = defineSignal<[]>('licenciaBebidas');
export const estadoLicenciaQuery = defineQuery<EstadoLicenciaWf>('estado');

export const licenciaWorkflowId = (licenciaId: number) => `licencia-${licenciaId}`;
export const folioLicencia = (tipoProceso: number, anio: number, licenciaId: number) =>
  `${tipoProceso === 2 ? 'SARE' : 'LF'}-${anio}-${String(licenciaId).padStart(6, '0')}`;
