// Messages of the profile workflow, shared by the workflow and the API (client side).
import { defineQuery, defineUpdate } from '@temporalio/workflow';

export const PERFIL_TASK_PASO = 'revision_perfil';

export interface PerfilWorkflowInput {
  contribuyenteId: number;
  usuarioId: number;
  rfc: string;
  folio: string;
  solicitante: string;
  email: string;
  /** estatus and projection version found in Postgres when the workflow starts */
  estatusInicial: number;
  versionInicial: number;
  rondaInicial: number;
}

export interface ResolverPerfilArgs {
  tareaId: number;
  resultado: 'aprobado' | 'rechazado';
  motivo?: string | null;
  revisorId: number;
}

export interface EstadoPerfil {
  estatus: number;
  motivo_rechazo: string | null;
  ronda: number;
  tareaAbierta: number | null;
}

export const enviarPerfilUpdate = defineUpdate<EstadoPerfil, []>('enviar');
export const resolverPerfilUpdate = defineUpdate<EstadoPerfil, [ResolverPerfilArgs]>('resolver');
export const estadoPerfilQuery = defineQuery<EstadoPerfil>('estado');

export const perfilWorkflowId = (contribuyenteId: number) => `perfil-${contribuyenteId}`;
export const folioPerfil = (contribuyenteId: number, anio: number) => `PER-${anio}-${String(contribuyenteId).padStart(6, '0')}`;
