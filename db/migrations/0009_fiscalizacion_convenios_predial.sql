CREATE TABLE "horarios_establecimiento" (
	"id" serial PRIMARY KEY NOT NULL,
	"locacion_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"dia" integer NOT NULL,
	"hora_inicio" text NOT NULL,
	"hora_fin" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "horarios_fiscalizacion" (
	"id" serial PRIMARY KEY NOT NULL,
	"solicitud_id" integer NOT NULL,
	"fecha" date NOT NULL,
	"fecha_fin" date NOT NULL,
	"hora_inicio" text NOT NULL,
	"hora_fin" text NOT NULL,
	"horas_solicitadas" integer NOT NULL,
	"horas_aprobadas" integer,
	"aprobado" boolean,
	"grupo_horario" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "solicitudes_fiscalizacion" (
	"solicitud_id" integer PRIMARY KEY NOT NULL,
	"licencia_id" integer NOT NULL,
	"locacion_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"mes" text NOT NULL,
	"cantidad_personas" integer,
	"motivo_rechazo_operador" text,
	"firma_operador" boolean DEFAULT false NOT NULL,
	"firma_fiscalizador" boolean DEFAULT false NOT NULL,
	"copia_de" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cat_convenios" (
	"id" integer PRIMARY KEY NOT NULL,
	"descripcion" text NOT NULL,
	"activo" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "licencia_convenios" (
	"id" serial PRIMARY KEY NOT NULL,
	"licencia_id" integer NOT NULL,
	"locacion_id" integer NOT NULL,
	"convenio_id" integer NOT NULL,
	"vigencia_inicio" date NOT NULL,
	"vigencia_fin" date NOT NULL,
	"documento_id" integer,
	"estatus" integer DEFAULT 1 NOT NULL,
	"aviso_at" timestamp with time zone,
	"vencido_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "predial_convenios" (
	"id" serial PRIMARY KEY NOT NULL,
	"clave_catastral" text NOT NULL,
	"parcialidades" integer NOT NULL,
	"monto_total" numeric(14, 2) NOT NULL,
	"folio" text NOT NULL,
	"contribuyente_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "predial_ordenes" (
	"order_id" text PRIMARY KEY NOT NULL,
	"clave_catastral" text NOT NULL,
	"monto" numeric(14, 2) NOT NULL,
	"periodos" text[] NOT NULL,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"folio_pago" text,
	"autorizacion" text,
	"contribuyente_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmado_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "horarios_establecimiento" ADD CONSTRAINT "horarios_establecimiento_locacion_id_establecimientos_id_fk" FOREIGN KEY ("locacion_id") REFERENCES "public"."establecimientos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "horarios_fiscalizacion" ADD CONSTRAINT "horarios_fiscalizacion_solicitud_id_solicitudes_fiscalizacion_solicitud_id_fk" FOREIGN KEY ("solicitud_id") REFERENCES "public"."solicitudes_fiscalizacion"("solicitud_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitudes_fiscalizacion" ADD CONSTRAINT "solicitudes_fiscalizacion_solicitud_id_solicitudes_id_fk" FOREIGN KEY ("solicitud_id") REFERENCES "public"."solicitudes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitudes_fiscalizacion" ADD CONSTRAINT "solicitudes_fiscalizacion_licencia_id_licencias_id_fk" FOREIGN KEY ("licencia_id") REFERENCES "public"."licencias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitudes_fiscalizacion" ADD CONSTRAINT "solicitudes_fiscalizacion_locacion_id_establecimientos_id_fk" FOREIGN KEY ("locacion_id") REFERENCES "public"."establecimientos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licencia_convenios" ADD CONSTRAINT "licencia_convenios_licencia_id_licencias_id_fk" FOREIGN KEY ("licencia_id") REFERENCES "public"."licencias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licencia_convenios" ADD CONSTRAINT "licencia_convenios_locacion_id_establecimientos_id_fk" FOREIGN KEY ("locacion_id") REFERENCES "public"."establecimientos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licencia_convenios" ADD CONSTRAINT "licencia_convenios_convenio_id_cat_convenios_id_fk" FOREIGN KEY ("convenio_id") REFERENCES "public"."cat_convenios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licencia_convenios" ADD CONSTRAINT "licencia_convenios_documento_id_documentos_id_fk" FOREIGN KEY ("documento_id") REFERENCES "public"."documentos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "predial_convenios" ADD CONSTRAINT "predial_convenios_contribuyente_id_contribuyentes_id_fk" FOREIGN KEY ("contribuyente_id") REFERENCES "public"."contribuyentes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "predial_ordenes" ADD CONSTRAINT "predial_ordenes_contribuyente_id_contribuyentes_id_fk" FOREIGN KEY ("contribuyente_id") REFERENCES "public"."contribuyentes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "horarios_establecimiento_locacion_idx" ON "horarios_establecimiento" USING btree ("locacion_id","tipo","dia");--> statement-breakpoint
CREATE INDEX "horarios_fiscalizacion_solicitud_idx" ON "horarios_fiscalizacion" USING btree ("solicitud_id","fecha");--> statement-breakpoint
CREATE INDEX "solicitudes_fiscalizacion_licencia_idx" ON "solicitudes_fiscalizacion" USING btree ("licencia_id","tipo","mes");--> statement-breakpoint
CREATE INDEX "solicitudes_fiscalizacion_locacion_idx" ON "solicitudes_fiscalizacion" USING btree ("locacion_id");--> statement-breakpoint
CREATE INDEX "licencia_convenios_locacion_idx" ON "licencia_convenios" USING btree ("locacion_id","id");--> statement-breakpoint
CREATE INDEX "licencia_convenios_licencia_idx" ON "licencia_convenios" USING btree ("licencia_id");--> statement-breakpoint
CREATE INDEX "predial_convenios_clave_idx" ON "predial_convenios" USING btree ("clave_catastral");--> statement-breakpoint
CREATE INDEX "predial_ordenes_clave_idx" ON "predial_ordenes" USING btree ("clave_catastral","created_at");