CREATE TABLE "medidas_solicitud_torres" (
	"solicitud_id" integer PRIMARY KEY NOT NULL,
	"norte_colindancia_calle" text,
	"norte_colindancia_mts" numeric(10, 2),
	"sur_colindancia_calle" text,
	"sur_colindancia_mts" numeric(10, 2),
	"este_colindancia_calle" text,
	"este_colindancia_mts" numeric(10, 2),
	"oeste_colindancia_calle" text,
	"oeste_colindancia_mts" numeric(10, 2),
	"superficie_total" numeric(12, 2),
	"superficie_total_construida" numeric(12, 2),
	"superficie_regularizar" numeric(12, 2)
);
--> statement-breakpoint
CREATE TABLE "secciones_espectaculares" (
	"id" serial PRIMARY KEY NOT NULL,
	"solicitud_espectacular_id" integer NOT NULL,
	"largo" numeric(8, 2) NOT NULL,
	"ancho" numeric(8, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "solicitudes_espectaculares" (
	"solicitud_id" integer PRIMARY KEY NOT NULL,
	"contribuyente_id" integer NOT NULL,
	"clave_catastral" text,
	"no_folio" boolean DEFAULT false NOT NULL,
	"tipo_propiedad_id" integer,
	"altura_mts" numeric(8, 2),
	"referencias" text,
	"documento_firmado" boolean DEFAULT false NOT NULL,
	"fecha_firma" timestamp with time zone,
	"edo_cuenta_status" integer,
	"constancia_uso_suelo_exist" boolean DEFAULT false NOT NULL,
	"importe" numeric(12, 2),
	"archivos" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"eliminada_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tipo_anuncio_id" integer,
	"ubicacion" jsonb,
	"vistas" integer,
	"luminoso" boolean DEFAULT false NOT NULL,
	"permiso_anuncio_externo_id" integer
);
--> statement-breakpoint
CREATE TABLE "solicitudes_torres" (
	"solicitud_id" integer PRIMARY KEY NOT NULL,
	"contribuyente_id" integer NOT NULL,
	"clave_catastral" text,
	"no_folio" boolean DEFAULT false NOT NULL,
	"tipo_propiedad_id" integer,
	"altura_mts" numeric(8, 2),
	"referencias" text,
	"documento_firmado" boolean DEFAULT false NOT NULL,
	"fecha_firma" timestamp with time zone,
	"edo_cuenta_status" integer,
	"constancia_uso_suelo_exist" boolean DEFAULT false NOT NULL,
	"importe" numeric(12, 2),
	"archivos" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"eliminada_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"domicilio" jsonb,
	"luz" boolean DEFAULT false NOT NULL,
	"bardeado" boolean DEFAULT false NOT NULL,
	"renovacion" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "medidas_solicitud_torres" ADD CONSTRAINT "medidas_solicitud_torres_solicitud_id_solicitudes_torres_solicitud_id_fk" FOREIGN KEY ("solicitud_id") REFERENCES "public"."solicitudes_torres"("solicitud_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "secciones_espectaculares" ADD CONSTRAINT "secciones_espectaculares_solicitud_espectacular_id_solicitudes_espectaculares_solicitud_id_fk" FOREIGN KEY ("solicitud_espectacular_id") REFERENCES "public"."solicitudes_espectaculares"("solicitud_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitudes_espectaculares" ADD CONSTRAINT "solicitudes_espectaculares_solicitud_id_solicitudes_id_fk" FOREIGN KEY ("solicitud_id") REFERENCES "public"."solicitudes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitudes_espectaculares" ADD CONSTRAINT "solicitudes_espectaculares_permiso_anuncio_externo_id_solicitudes_id_fk" FOREIGN KEY ("permiso_anuncio_externo_id") REFERENCES "public"."solicitudes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitudes_torres" ADD CONSTRAINT "solicitudes_torres_solicitud_id_solicitudes_id_fk" FOREIGN KEY ("solicitud_id") REFERENCES "public"."solicitudes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "secciones_espectaculares_solicitud_idx" ON "secciones_espectaculares" USING btree ("solicitud_espectacular_id");--> statement-breakpoint
CREATE INDEX "solicitudes_espectaculares_contribuyente_idx" ON "solicitudes_espectaculares" USING btree ("contribuyente_id");--> statement-breakpoint
CREATE INDEX "solicitudes_espectaculares_clave_idx" ON "solicitudes_espectaculares" USING btree ("clave_catastral");--> statement-breakpoint
CREATE INDEX "solicitudes_torres_contribuyente_idx" ON "solicitudes_torres" USING btree ("contribuyente_id");--> statement-breakpoint
CREATE INDEX "solicitudes_torres_clave_idx" ON "solicitudes_torres" USING btree ("clave_catastral");