// The API's answers, as the API declares them: each type is its route's response schema
// (api/**/<feature>.schemas.ts), so the page and the server cannot disagree on a field. The
// request bodies come from the domain's zod schemas.
import type { z } from 'zod';
import type { domicilioExternoSchema, domicilioLocalSchema } from '../../domain/perfil/schema';
import type { SesionDto } from '../../api/auth/auth.schemas';
import type { ItemCatalogo, ResultadoCp } from '../../api/catalogos/catalogos.schemas';
import type {
  DatosOpb,
  DocumentoDto,
  PerfilDto,
  RepresentanteDto,
  RespuestaOnboarding,
  TramitadorDto,
} from '../../api/contribuyentes/contribuyentes.schemas';
import type { CorreoDto } from '../../api/correos/correos.schemas';
import type { Pagina } from '../../api/lib/respuesta';
import type { AreaDto, MensajeAreaDto, NotificacionDto } from '../../api/notificaciones/notificaciones.schemas';
import type { TareaDetalleDto, TareaDto } from '../../api/tareas/tareas.schemas';

/** What the profile form sends as its addresses (request bodies). */
export type DomicilioLocal = z.output<typeof domicilioLocalSchema>;
export type DomicilioExterno = z.output<typeof domicilioExternoSchema>;

/** Every answer's envelope (spec 1 §7), with the field errors of a refused one (spec 1 §8). */
export interface Envelope<T> {
  success: boolean;
  message?: string;
  data: T;
  errors?: Record<string, string[] | string> | string[];
}

export type Paginado<T> = Pagina<T>;

export type Sesion = SesionDto;
export type SesionContribuyente = NonNullable<SesionDto['contribuyente']>;

export type Documento = DocumentoDto;
/** A facilitator (tramitador). */
export type Persona = TramitadorDto;
export type Representante = RepresentanteDto;
export type Perfil = PerfilDto;
export type AccionesPerfil = PerfilDto['acciones'];
export type { RespuestaOnboarding };
export type DatosOPB = DatosOpb;

export type Notificacion = NotificacionDto;
export type AreaMensajes = AreaDto;
export type MensajeArea = MensajeAreaDto;

export type Tarea = TareaDto;
export type EstadoTarea = TareaDto['estado'];
/** A task with its request; `detalle` is its procedure's own (web/bandeja/detalles.tsx reads it). */
export type TareaDetalle = TareaDetalleDto;

export type Correo = CorreoDto;

export type { ItemCatalogo, ResultadoCp };
