// Shapes of the API answers (docs/API.md). The request bodies come from the domain's zod schemas.
import type { TramiteDto } from '../../api/tramites/lectura';
import type { Rol } from '../../domain/common/catalogos';
import type { z } from 'zod';
import type { domicilioExternoSchema, domicilioLocalSchema } from '../../domain/perfil/schema';

export type DomicilioLocal = z.output<typeof domicilioLocalSchema>;
export type DomicilioExterno = z.output<typeof domicilioExternoSchema>;

export interface Envelope<T> {
  success: boolean;
  message?: string;
  data: T;
  errors?: Record<string, string[] | string> | string[];
}

export interface Paginado<T> {
  data: T[];
  from: number | null;
  last_page: number;
  total: number;
}

export interface SesionContribuyente {
  id: number;
  rfc: string;
  estatus: number;
  tipo_persona: 1 | 2 | null;
  tipo_proceso_id: number | null;
  mercado: boolean;
  onboarding_completo: boolean;
}

export interface Sesion {
  id: number;
  name: string;
  role: Rol | string;
  perfil_completo: boolean;
  clave_temporal: boolean;
  expires_at: string | null;
  modules: string[];
  user: {
    nombre: string;
    apellido1: string;
    apellido2: string;
    email: string;
    rfc: string | null;
    curp: string | null;
  };
  contribuyente: SesionContribuyente | null;
  areas: { id: number; nombre: string; es_jefe: boolean }[];
}

export interface Documento {
  id: number;
  codigo: string;
  nombre: string;
  nombre_archivo: string;
  mime: string;
  tamano: number;
  created_at: string;
  representante_id: number | null;
  representante_nombre: string | null;
}

export interface Persona {
  id: number;
  nombre: string;
  apellido1: string;
  apellido2: string | null;
  telefono_fijo: string | null;
  telefono_movil: string | null;
  email: string;
}
export interface Representante extends Persona {
  es_representante_legal: boolean;
}

export interface AccionesPerfil {
  guardar: boolean;
  enviar: boolean;
  bloqueado: boolean;
}

export interface Perfil {
  id: number;
  tipo_persona: 1 | 2 | null;
  rfc: string;
  curp: string | null;
  nombre: string | null;
  apellido1: string | null;
  apellido2: string | null;
  razon_social: string | null;
  email: string;
  telefono_fijo: string | null;
  telefono_movil: string | null;
  telefono_oficina: string | null;
  es_externo: boolean;
  domicilio: (DomicilioLocal & Record<string, unknown>) | null;
  domicilioExterno: DomicilioExterno | null;
  estatus: number;
  motivo_rechazo: string | null;
  tipo_proceso_id: number | null;
  mercado: boolean;
  perfil_completo: boolean;
  representantes: Representante[];
  tramitadores: Persona[];
  documentos: Documento[];
  acciones: AccionesPerfil;
  /** the profile's request with its machine snapshot, once it was first sent (api/tramites/lectura.ts) */
  tramite?: TramiteDto | null;
  advertencias: string[];
}

export interface RespuestaOnboarding {
  tipo_proceso_id: number | null;
  mercado: boolean;
  cerrarSesion: boolean;
  concesionario: { nombre: string; rfc: string } | null;
}

export interface DatosOPB {
  nombre: string;
  ap_paterno: string;
  ap_materno: string;
  telefono: string;
}

export interface Notificacion {
  id: number;
  created_at: string;
  read_at: string | null;
  data: { encabezado: string; descripcion: string; establecimiento: string | number | null; link: string | null };
}

export interface AreaMensajes {
  id: number;
  nombre: string;
}

export interface MensajeArea {
  id: number;
  mensaje?: string;
  message?: string;
  rfc?: string;
  nombre_contribuyente?: string;
  nombreContribuyente?: string;
  establecimiento_id?: number | null;
  created_at: string;
  leido_at?: string | null;
}

export type EstadoTarea = 'pendiente' | 'resuelta' | 'cancelada';

export interface Tarea {
  id: number;
  folio: string;
  procedimiento: string;
  paso: string;
  /** 1 for the first review, 2 and up for each resend after a rejection */
  ronda: number;
  titulo: string;
  area_id: number;
  area: string;
  estado: EstadoTarea;
  resultado: 'aprobado' | 'rechazado' | null;
  motivo: string | null;
  solicitante: string | null;
  rfc: string | null;
  created_at: string;
  vence_at: string | null;
  resuelta_at: string | null;
  vencida: boolean;
}

export interface TareaDetalle extends Tarea {
  /** why the previous round was rejected (resent requests only) */
  motivo_anterior: string | null;
  detalle: Perfil | null;
}

export interface Correo {
  id: number;
  para: string;
  asunto: string;
  texto: string;
  created_at: string;
  enviado_at: string | null;
}

export interface ItemCatalogo {
  id: number;
  label: string;
}

export interface ResultadoCp {
  id_localidad: number;
  cve_ent: string | number;
  cve_mun: string | number;
  cve_loc: string | number;
  colonias: ItemCatalogo[];
}
