CREATE TABLE "cambios_establecimiento" (
	"solicitud_id" integer PRIMARY KEY NOT NULL,
	"locacion_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"propuesta" jsonb NOT NULL,
	"renovacion" boolean DEFAULT false NOT NULL,
	"adeudos" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"tipo_movimiento_id" integer,
	"licencia_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "establecimientos_historial" (
	"id" serial PRIMARY KEY NOT NULL,
	"locacion_id" integer NOT NULL,
	"solicitud_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"anterior" jsonb NOT NULL,
	"nuevo" jsonb NOT NULL,
	"contribuyente_anterior_id" integer,
	"aplicado_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cambios_establecimiento" ADD CONSTRAINT "cambios_establecimiento_solicitud_id_solicitudes_id_fk" FOREIGN KEY ("solicitud_id") REFERENCES "public"."solicitudes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cambios_establecimiento" ADD CONSTRAINT "cambios_establecimiento_locacion_id_establecimientos_id_fk" FOREIGN KEY ("locacion_id") REFERENCES "public"."establecimientos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "establecimientos_historial" ADD CONSTRAINT "establecimientos_historial_locacion_id_establecimientos_id_fk" FOREIGN KEY ("locacion_id") REFERENCES "public"."establecimientos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "establecimientos_historial" ADD CONSTRAINT "establecimientos_historial_solicitud_id_solicitudes_id_fk" FOREIGN KEY ("solicitud_id") REFERENCES "public"."solicitudes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "establecimientos_historial" ADD CONSTRAINT "establecimientos_historial_contribuyente_anterior_id_contribuyentes_id_fk" FOREIGN KEY ("contribuyente_anterior_id") REFERENCES "public"."contribuyentes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cambios_locacion_idx" ON "cambios_establecimiento" USING btree ("locacion_id","tipo","solicitud_id");--> statement-breakpoint
CREATE UNIQUE INDEX "establecimientos_historial_solicitud_uq" ON "establecimientos_historial" USING btree ("solicitud_id");--> statement-breakpoint
CREATE INDEX "establecimientos_historial_locacion_idx" ON "establecimientos_historial" USING btree ("locacion_id","id");