CREATE TABLE "constancias_uso_suelo" (
	"solicitud_id" integer PRIMARY KEY NOT NULL,
	"locacion_id" integer NOT NULL,
	"sector_id" integer NOT NULL,
	"giro_desarrollo_id" integer NOT NULL,
	"zona_uso_id" integer NOT NULL,
	"tipo_formato_id" integer NOT NULL,
	"giro_actividad_id" integer NOT NULL,
	"actividades_secundarias" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"domicilio" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "constancias_uso_suelo" ADD CONSTRAINT "constancias_uso_suelo_solicitud_id_solicitudes_id_fk" FOREIGN KEY ("solicitud_id") REFERENCES "public"."solicitudes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "constancias_uso_suelo" ADD CONSTRAINT "constancias_uso_suelo_locacion_id_establecimientos_id_fk" FOREIGN KEY ("locacion_id") REFERENCES "public"."establecimientos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "constancias_uso_suelo_locacion_idx" ON "constancias_uso_suelo" USING btree ("locacion_id","solicitud_id");