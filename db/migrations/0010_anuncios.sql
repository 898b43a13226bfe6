CREATE TABLE "anuncios" (
	"id" serial PRIMARY KEY NOT NULL,
	"solicitud_id" integer NOT NULL,
	"tipo_anuncio_id" integer,
	"material_id" integer,
	"forma_instalacion" text,
	"tipo_instalacion" text,
	"iluminado" boolean DEFAULT false NOT NULL,
	"contenido" text,
	"temporal" boolean DEFAULT false NOT NULL,
	"fecha_inicio" date,
	"fecha_fin" date,
	"otro_domicilio" boolean DEFAULT false NOT NULL,
	"domicilio" jsonb,
	"propiedad" integer,
	"renovacion" boolean DEFAULT false NOT NULL,
	"periodo_renovacion" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tiene_cambio" boolean DEFAULT false NOT NULL,
	"cambio_texto" text,
	"cambio_fisico" boolean DEFAULT false NOT NULL,
	"espectacular" boolean DEFAULT false NOT NULL,
	"archivos" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"motivo_rechazo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "anuncios_detalle" (
	"id" serial PRIMARY KEY NOT NULL,
	"anuncio_id" integer NOT NULL,
	"tipo_anuncio_id" integer NOT NULL,
	"largo" numeric(8, 2) NOT NULL,
	"ancho" numeric(8, 2) NOT NULL,
	"material_id" integer NOT NULL,
	"caras" integer NOT NULL,
	"pieza" integer,
	"mes" integer,
	"dia" integer,
	"movimiento_rotatorio" boolean
);
--> statement-breakpoint
CREATE TABLE "solicitudes_anuncio" (
	"solicitud_id" integer PRIMARY KEY NOT NULL,
	"tipo" text NOT NULL,
	"locacion_id" integer,
	"clave_catastral" text,
	"no_folio" boolean DEFAULT false NOT NULL,
	"identificacion_predio" text,
	"tipo_propiedad_id" integer,
	"domicilio" jsonb,
	"archivos" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"alto_riesgo" boolean DEFAULT false NOT NULL,
	"renovacion" boolean DEFAULT false NOT NULL,
	"anio" integer NOT NULL,
	"importe" numeric(12, 2),
	"formato_generado_at" timestamp with time zone,
	"aviso_vencimiento_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "anuncios" ADD CONSTRAINT "anuncios_solicitud_id_solicitudes_anuncio_solicitud_id_fk" FOREIGN KEY ("solicitud_id") REFERENCES "public"."solicitudes_anuncio"("solicitud_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anuncios_detalle" ADD CONSTRAINT "anuncios_detalle_anuncio_id_anuncios_id_fk" FOREIGN KEY ("anuncio_id") REFERENCES "public"."anuncios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitudes_anuncio" ADD CONSTRAINT "solicitudes_anuncio_solicitud_id_solicitudes_id_fk" FOREIGN KEY ("solicitud_id") REFERENCES "public"."solicitudes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitudes_anuncio" ADD CONSTRAINT "solicitudes_anuncio_locacion_id_establecimientos_id_fk" FOREIGN KEY ("locacion_id") REFERENCES "public"."establecimientos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "anuncios_solicitud_idx" ON "anuncios" USING btree ("solicitud_id");--> statement-breakpoint
CREATE INDEX "anuncios_detalle_anuncio_idx" ON "anuncios_detalle" USING btree ("anuncio_id");--> statement-breakpoint
CREATE INDEX "solicitudes_anuncio_locacion_idx" ON "solicitudes_anuncio" USING btree ("locacion_id","tipo");--> statement-breakpoint
CREATE INDEX "solicitudes_anuncio_clave_idx" ON "solicitudes_anuncio" USING btree ("clave_catastral");