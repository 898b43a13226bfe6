CREATE TABLE "areas" (
	"id" integer PRIMARY KEY NOT NULL,
	"clave" text NOT NULL,
	"nombre" text NOT NULL,
	"rol" text NOT NULL,
	"recibe_mensajes" boolean DEFAULT false NOT NULL,
	CONSTRAINT "areas_clave_unique" UNIQUE("clave")
);
--> statement-breakpoint
CREATE TABLE "sesiones" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"recordar" boolean DEFAULT false NOT NULL,
	"clave_temporal" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "usuario_areas" (
	"usuario_id" integer NOT NULL,
	"area_id" integer NOT NULL,
	"es_jefe" boolean DEFAULT false NOT NULL,
	CONSTRAINT "usuario_areas_usuario_id_area_id_pk" PRIMARY KEY("usuario_id","area_id")
);
--> statement-breakpoint
CREATE TABLE "usuarios" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"rol" text NOT NULL,
	"nombre" text DEFAULT '' NOT NULL,
	"apellido1" text DEFAULT '' NOT NULL,
	"apellido2" text DEFAULT '' NOT NULL,
	"rfc" text,
	"curp" text,
	"clave_temporal" boolean DEFAULT false NOT NULL,
	"clave_temporal_hash" text,
	"clave_temporal_expira" timestamp with time zone,
	"estatus" integer DEFAULT 1 NOT NULL,
	"intentos_fallidos" integer DEFAULT 0 NOT NULL,
	"bloqueado_hasta" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "archivos_contenido" (
	"documento_id" integer PRIMARY KEY NOT NULL,
	"contenido" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contribuyentes" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"tipo_persona" integer,
	"rfc" text NOT NULL,
	"curp" text,
	"nombre" text,
	"apellido1" text,
	"apellido2" text,
	"razon_social" text,
	"email" text NOT NULL,
	"telefono_fijo" text,
	"telefono_movil" text,
	"telefono_oficina" text,
	"es_externo" boolean DEFAULT false NOT NULL,
	"domicilio" jsonb,
	"domicilio_externo" jsonb,
	"estatus" integer DEFAULT 1 NOT NULL,
	"motivo_rechazo" text,
	"tipo_proceso_id" integer,
	"mercado" boolean DEFAULT false NOT NULL,
	"onboarding_pregunta1" integer,
	"onboarding_pregunta2" boolean,
	"perfil_completo" boolean DEFAULT false NOT NULL,
	"wf_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documentos" (
	"id" serial PRIMARY KEY NOT NULL,
	"contribuyente_id" integer NOT NULL,
	"representante_id" integer,
	"locacion_id" integer,
	"codigo" text NOT NULL,
	"nombre_archivo" text NOT NULL,
	"mime" text NOT NULL,
	"tamano" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "representantes" (
	"id" serial PRIMARY KEY NOT NULL,
	"contribuyente_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"nombre" text NOT NULL,
	"apellido1" text NOT NULL,
	"apellido2" text,
	"telefono_fijo" text,
	"telefono_movil" text,
	"email" text NOT NULL,
	"es_representante_legal" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tareas" (
	"id" serial PRIMARY KEY NOT NULL,
	"workflow_id" text NOT NULL,
	"procedimiento" text NOT NULL,
	"paso" text NOT NULL,
	"ronda" integer DEFAULT 1 NOT NULL,
	"area_id" integer NOT NULL,
	"titulo" text NOT NULL,
	"folio" text NOT NULL,
	"contribuyente_id" integer,
	"rfc" text,
	"solicitante" text,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"resultado" text,
	"motivo" text,
	"resuelta_por" integer,
	"datos" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"vence_at" timestamp with time zone,
	"resuelta_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "correos" (
	"id" serial PRIMARY KEY NOT NULL,
	"para" text NOT NULL,
	"asunto" text NOT NULL,
	"texto" text NOT NULL,
	"dedupe_key" text,
	"enviado_at" timestamp with time zone,
	"error" text,
	"intentos" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mensajes_area" (
	"id" serial PRIMARY KEY NOT NULL,
	"contribuyente_id" integer NOT NULL,
	"area_id" integer NOT NULL,
	"establecimiento_id" integer,
	"mensaje" text NOT NULL,
	"rfc" text NOT NULL,
	"nombre_contribuyente" text NOT NULL,
	"leido_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notificaciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"encabezado" text NOT NULL,
	"descripcion" text NOT NULL,
	"establecimiento_id" integer,
	"link" text,
	"dedupe_key" text,
	"leida_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cat_calles" (
	"id" integer PRIMARY KEY NOT NULL,
	"colonia_id" integer NOT NULL,
	"label" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cat_colonias" (
	"id" integer PRIMARY KEY NOT NULL,
	"localidad_id" integer NOT NULL,
	"codigo_postal" text NOT NULL,
	"label" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cat_entidades" (
	"id" integer PRIMARY KEY NOT NULL,
	"label" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cat_localidades" (
	"id" integer PRIMARY KEY NOT NULL,
	"entidad_id" integer NOT NULL,
	"municipio_id" integer NOT NULL,
	"cve_loc" text NOT NULL,
	"label" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cat_municipios" (
	"id" integer PRIMARY KEY NOT NULL,
	"entidad_id" integer NOT NULL,
	"label" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sesiones" ADD CONSTRAINT "sesiones_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_areas" ADD CONSTRAINT "usuario_areas_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_areas" ADD CONSTRAINT "usuario_areas_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archivos_contenido" ADD CONSTRAINT "archivos_contenido_documento_id_documentos_id_fk" FOREIGN KEY ("documento_id") REFERENCES "public"."documentos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contribuyentes" ADD CONSTRAINT "contribuyentes_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos" ADD CONSTRAINT "documentos_contribuyente_id_contribuyentes_id_fk" FOREIGN KEY ("contribuyente_id") REFERENCES "public"."contribuyentes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos" ADD CONSTRAINT "documentos_representante_id_representantes_id_fk" FOREIGN KEY ("representante_id") REFERENCES "public"."representantes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "representantes" ADD CONSTRAINT "representantes_contribuyente_id_contribuyentes_id_fk" FOREIGN KEY ("contribuyente_id") REFERENCES "public"."contribuyentes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tareas" ADD CONSTRAINT "tareas_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tareas" ADD CONSTRAINT "tareas_resuelta_por_usuarios_id_fk" FOREIGN KEY ("resuelta_por") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mensajes_area" ADD CONSTRAINT "mensajes_area_contribuyente_id_contribuyentes_id_fk" FOREIGN KEY ("contribuyente_id") REFERENCES "public"."contribuyentes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mensajes_area" ADD CONSTRAINT "mensajes_area_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificaciones" ADD CONSTRAINT "notificaciones_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sesiones_token_uq" ON "sesiones" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sesiones_usuario_idx" ON "sesiones" USING btree ("usuario_id");--> statement-breakpoint
CREATE UNIQUE INDEX "usuarios_username_uq" ON "usuarios" USING btree ("username");--> statement-breakpoint
CREATE INDEX "usuarios_email_idx" ON "usuarios" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "contribuyentes_usuario_uq" ON "contribuyentes" USING btree ("usuario_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contribuyentes_rfc_uq" ON "contribuyentes" USING btree ("rfc");--> statement-breakpoint
CREATE INDEX "documentos_contribuyente_idx" ON "documentos" USING btree ("contribuyente_id");--> statement-breakpoint
CREATE INDEX "representantes_contribuyente_idx" ON "representantes" USING btree ("contribuyente_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tareas_paso_uq" ON "tareas" USING btree ("workflow_id","paso","ronda");--> statement-breakpoint
CREATE INDEX "tareas_bandeja_idx" ON "tareas" USING btree ("area_id","estado","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "correos_dedupe_uq" ON "correos" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "correos_para_idx" ON "correos" USING btree ("para");--> statement-breakpoint
CREATE INDEX "mensajes_area_idx" ON "mensajes_area" USING btree ("area_id","created_at");--> statement-breakpoint
CREATE INDEX "notificaciones_usuario_idx" ON "notificaciones" USING btree ("usuario_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notificaciones_dedupe_uq" ON "notificaciones" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "cat_calles_col_idx" ON "cat_calles" USING btree ("colonia_id");--> statement-breakpoint
CREATE INDEX "cat_colonias_loc_idx" ON "cat_colonias" USING btree ("localidad_id");--> statement-breakpoint
CREATE INDEX "cat_colonias_cp_idx" ON "cat_colonias" USING btree ("codigo_postal");--> statement-breakpoint
CREATE INDEX "cat_localidades_mun_idx" ON "cat_localidades" USING btree ("entidad_id","municipio_id");