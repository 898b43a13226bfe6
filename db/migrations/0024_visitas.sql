CREATE TABLE "cat_listas_verificacion" (
	"id" serial PRIMARY KEY NOT NULL,
	"tipo" text NOT NULL,
	"clave" text NOT NULL,
	"pregunta" text NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"autor_id" integer
);
--> statement-breakpoint
CREATE TABLE "visitas" (
	"solicitud_id" integer PRIMARY KEY NOT NULL,
	"locacion_id" integer NOT NULL,
	"solicitud_origen_id" integer,
	"tipo" text NOT NULL,
	"area_id" integer NOT NULL,
	"motivo" text NOT NULL,
	"ventana_inicio" timestamp with time zone NOT NULL,
	"ventana_fin" timestamp with time zone NOT NULL,
	"lista" jsonb NOT NULL,
	"ordenada_por_id" integer,
	"brigadista_id" integer,
	"tableta_serie" text,
	"asignada_por_id" integer,
	"asignada_at" timestamp with time zone,
	"resultado" jsonb,
	"clave_resultado" text,
	"resultado_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visitas_resultados" (
	"id" serial PRIMARY KEY NOT NULL,
	"solicitud_id" integer NOT NULL,
	"clave" text NOT NULL,
	"usuario_id" integer,
	"resultado" jsonb NOT NULL,
	"aceptado" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cat_listas_verificacion" ADD CONSTRAINT "cat_listas_verificacion_autor_id_usuarios_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitas" ADD CONSTRAINT "visitas_solicitud_id_solicitudes_id_fk" FOREIGN KEY ("solicitud_id") REFERENCES "public"."solicitudes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitas" ADD CONSTRAINT "visitas_locacion_id_establecimientos_id_fk" FOREIGN KEY ("locacion_id") REFERENCES "public"."establecimientos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitas" ADD CONSTRAINT "visitas_solicitud_origen_id_solicitudes_id_fk" FOREIGN KEY ("solicitud_origen_id") REFERENCES "public"."solicitudes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitas" ADD CONSTRAINT "visitas_ordenada_por_id_usuarios_id_fk" FOREIGN KEY ("ordenada_por_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitas" ADD CONSTRAINT "visitas_brigadista_id_usuarios_id_fk" FOREIGN KEY ("brigadista_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitas" ADD CONSTRAINT "visitas_asignada_por_id_usuarios_id_fk" FOREIGN KEY ("asignada_por_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitas_resultados" ADD CONSTRAINT "visitas_resultados_solicitud_id_visitas_solicitud_id_fk" FOREIGN KEY ("solicitud_id") REFERENCES "public"."visitas"("solicitud_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitas_resultados" ADD CONSTRAINT "visitas_resultados_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cat_listas_verificacion_uq" ON "cat_listas_verificacion" USING btree ("tipo","clave");--> statement-breakpoint
CREATE INDEX "visitas_brigadista_idx" ON "visitas" USING btree ("brigadista_id","ventana_inicio");--> statement-breakpoint
CREATE INDEX "visitas_locacion_idx" ON "visitas" USING btree ("locacion_id");--> statement-breakpoint
CREATE INDEX "visitas_area_idx" ON "visitas" USING btree ("area_id");--> statement-breakpoint
CREATE UNIQUE INDEX "visitas_resultados_clave_uq" ON "visitas_resultados" USING btree ("solicitud_id","clave");