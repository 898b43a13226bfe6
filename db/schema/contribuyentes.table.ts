import { boolean, customType, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { usuarios } from './usuarios.table';

export const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => 'bytea',
});

export interface DomicilioLocal {
  codigo_postal: string;
  localidad_id: number;
  colonia_id: number;
  calle_id: number;
  numero_exterior: string;
  numero_interior?: string;
}
export interface DomicilioExterno {
  localidad: string;
  colonia: string;
  calle: string;
  cruzamiento1?: string;
  cruzamiento2?: string;
}

export const contribuyentes = pgTable(
  'contribuyentes',
  {
    id: serial('id').primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    tipoPersona: integer('tipo_persona'),
    rfc: text('rfc').notNull(),
    curp: text('curp'),
    nombre: text('nombre'),
    apellido1: text('apellido1'),
    apellido2: text('apellido2'),
    razonSocial: text('razon_social'),
    email: text('email').notNull(),
    telefonoFijo: text('telefono_fijo'),
    telefonoMovil: text('telefono_movil'),
    telefonoOficina: text('telefono_oficina'),
    esExterno: boolean('es_externo').notNull().default(false),
    domicilio: jsonb('domicilio').$type<DomicilioLocal | null>(),
    domicilioExterno: jsonb('domicilio_externo').$type<DomicilioExterno | null>(),
    /** spec 1 §4.2: 1 editable, 10 in review, 4 validated, 5 rejected — projected from the profile's request */
    estatus: integer('estatus').notNull().default(1),
    motivoRechazo: text('motivo_rechazo'),
    tipoProcesoId: integer('tipo_proceso_id'),
    mercado: boolean('mercado').notNull().default(false),
    onboardingPregunta1: integer('onboarding_pregunta1'),
    onboardingPregunta2: boolean('onboarding_pregunta2'),
    perfilCompleto: boolean('perfil_completo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('contribuyentes_usuario_uq').on(t.usuarioId), uniqueIndex('contribuyentes_rfc_uq').on(t.rfc)],
);

/** Legal representatives (tipo R) and facilitators (tipo T), spec 1 §3. */
export const representantes = pgTable(
  'representantes',
  {
    id: serial('id').primaryKey(),
    contribuyenteId: integer('contribuyente_id')
      .notNull()
      .references(() => contribuyentes.id, { onDelete: 'cascade' }),
    tipo: text('tipo').notNull().$type<'R' | 'T'>(),
    nombre: text('nombre').notNull(),
    apellido1: text('apellido1').notNull(),
    apellido2: text('apellido2'),
    telefonoFijo: text('telefono_fijo'),
    telefonoMovil: text('telefono_movil'),
    email: text('email').notNull(),
    esRepresentanteLegal: boolean('es_representante_legal').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('representantes_contribuyente_idx').on(t.contribuyenteId)],
);

/** Uploaded documents; content lives in archivos_contenido so lists never load bytes. */
export const documentos = pgTable(
  'documentos',
  {
    id: serial('id').primaryKey(),
    contribuyenteId: integer('contribuyente_id')
      .notNull()
      .references(() => contribuyentes.id, { onDelete: 'cascade' }),
    representanteId: integer('representante_id').references(() => representantes.id, { onDelete: 'cascade' }),
    locacionId: integer('locacion_id'),
    /** a payment proof or a file a request was sent with */
    solicitudId: integer('solicitud_id'),
    codigo: text('codigo').notNull(),
    nombreArchivo: text('nombre_archivo').notNull(),
    mime: text('mime').notNull(),
    tamano: integer('tamano').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('documentos_contribuyente_idx').on(t.contribuyenteId), index('documentos_locacion_idx').on(t.locacionId, t.codigo)],
);

export const archivosContenido = pgTable('archivos_contenido', {
  documentoId: integer('documento_id')
    .primaryKey()
    .references(() => documentos.id, { onDelete: 'cascade' }),
  contenido: bytea('contenido').notNull(),
});

export type Contribuyente = typeof contribuyentes.$inferSelect;
export type Representante = typeof representantes.$inferSelect;
export type Documento = typeof documentos.$inferSelect;
