CREATE TABLE "locales_mercado" (
	"id" serial PRIMARY KEY NOT NULL,
	"mercado_id" integer NOT NULL,
	"numero" text NOT NULL,
	"pasillo" text,
	"superficie_m2" numeric(8, 2) NOT NULL,
	"concesionario_rfc" text,
	"concesionario_nombre" text,
	"concesionario_contribuyente_id" integer,
	"cesion_solicitud_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rangos_cobro_piso" (
	"id" serial PRIMARY KEY NOT NULL,
	"m2_desde" numeric(8, 2) NOT NULL,
	"m2_hasta" numeric(8, 2) NOT NULL,
	"cuota_mensual" numeric(12, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "solicitudes_arrendamiento" (
	"solicitud_id" integer PRIMARY KEY NOT NULL,
	"contribuyente_id" integer NOT NULL,
	"establecimiento_id" integer NOT NULL,
	"local_mercado_id" integer,
	"giro_id" integer NOT NULL,
	"archivos" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"fecha_inicio" date,
	"fecha_fin" date,
	"renta_mes" numeric(12, 2),
	"porcen_ayunta" numeric(12, 2),
	"arrendatario_nombre" text,
	"arrendatario_rfc" text,
	"arrendatario_correo" text,
	"contrato_guardado_at" timestamp with time zone,
	"vencido_at" timestamp with time zone,
	"aviso_vencimiento_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "solicitudes_cesion" (
	"solicitud_id" integer PRIMARY KEY NOT NULL,
	"contribuyente_id" integer NOT NULL,
	"establecimiento_id" integer NOT NULL,
	"local_mercado_id" integer NOT NULL,
	"rfc" text NOT NULL,
	"cesionario_contribuyente_id" integer,
	"cesionario_nombre" text,
	"familiar" boolean DEFAULT false NOT NULL,
	"archivos" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"concesion_transferida_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "solicitudes_arrendamiento" ADD CONSTRAINT "solicitudes_arrendamiento_solicitud_id_solicitudes_id_fk" FOREIGN KEY ("solicitud_id") REFERENCES "public"."solicitudes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitudes_cesion" ADD CONSTRAINT "solicitudes_cesion_solicitud_id_solicitudes_id_fk" FOREIGN KEY ("solicitud_id") REFERENCES "public"."solicitudes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "locales_mercado_numero_uq" ON "locales_mercado" USING btree ("mercado_id","numero");--> statement-breakpoint
CREATE INDEX "locales_mercado_rfc_idx" ON "locales_mercado" USING btree ("concesionario_rfc");--> statement-breakpoint
CREATE INDEX "solicitudes_arrendamiento_contribuyente_idx" ON "solicitudes_arrendamiento" USING btree ("contribuyente_id");--> statement-breakpoint
CREATE INDEX "solicitudes_arrendamiento_establecimiento_idx" ON "solicitudes_arrendamiento" USING btree ("establecimiento_id");--> statement-breakpoint
CREATE INDEX "solicitudes_cesion_contribuyente_idx" ON "solicitudes_cesion" USING btree ("contribuyente_id");--> statement-breakpoint
CREATE INDEX "solicitudes_cesion_local_idx" ON "solicitudes_cesion" USING btree ("local_mercado_id");