CREATE TABLE "efirma_ajustes" (
	"id" integer PRIMARY KEY NOT NULL,
	"modo" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "efirma_certificados" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"der" "bytea" NOT NULL,
	"serie" text NOT NULL,
	"rfc" text NOT NULL,
	"curp" text,
	"nombre" text NOT NULL,
	"emisor" text NOT NULL,
	"valido_desde" timestamp with time zone NOT NULL,
	"valido_hasta" timestamp with time zone NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "efirma_documentos" (
	"solicitud_id" integer PRIMARY KEY NOT NULL,
	"pdf" "bytea" NOT NULL,
	"firmas" integer NOT NULL,
	"nombre" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "efirma_firmas" (
	"id" serial PRIMARY KEY NOT NULL,
	"solicitud_id" integer NOT NULL,
	"tarea_id" integer NOT NULL,
	"paso" text NOT NULL,
	"usuario_id" integer NOT NULL,
	"certificado_id" integer NOT NULL,
	"firmada_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "efirma_sesiones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tarea_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"certificado_id" integer NOT NULL,
	"pdf" "bytea" NOT NULL,
	"byte_range" jsonb NOT NULL,
	"atributos" "bytea" NOT NULL,
	"firmas_base" integer NOT NULL,
	"nombre" text NOT NULL,
	"expira_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "efirma_certificados" ADD CONSTRAINT "efirma_certificados_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "efirma_documentos" ADD CONSTRAINT "efirma_documentos_solicitud_id_solicitudes_id_fk" FOREIGN KEY ("solicitud_id") REFERENCES "public"."solicitudes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "efirma_firmas" ADD CONSTRAINT "efirma_firmas_solicitud_id_solicitudes_id_fk" FOREIGN KEY ("solicitud_id") REFERENCES "public"."solicitudes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "efirma_firmas" ADD CONSTRAINT "efirma_firmas_tarea_id_tareas_id_fk" FOREIGN KEY ("tarea_id") REFERENCES "public"."tareas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "efirma_firmas" ADD CONSTRAINT "efirma_firmas_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "efirma_firmas" ADD CONSTRAINT "efirma_firmas_certificado_id_efirma_certificados_id_fk" FOREIGN KEY ("certificado_id") REFERENCES "public"."efirma_certificados"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "efirma_sesiones" ADD CONSTRAINT "efirma_sesiones_tarea_id_tareas_id_fk" FOREIGN KEY ("tarea_id") REFERENCES "public"."tareas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "efirma_sesiones" ADD CONSTRAINT "efirma_sesiones_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "efirma_sesiones" ADD CONSTRAINT "efirma_sesiones_certificado_id_efirma_certificados_id_fk" FOREIGN KEY ("certificado_id") REFERENCES "public"."efirma_certificados"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "efirma_certificados_usuario_idx" ON "efirma_certificados" USING btree ("usuario_id","activo");--> statement-breakpoint
CREATE UNIQUE INDEX "efirma_firmas_tarea_uq" ON "efirma_firmas" USING btree ("tarea_id");--> statement-breakpoint
CREATE INDEX "efirma_sesiones_tarea_idx" ON "efirma_sesiones" USING btree ("tarea_id");