CREATE TABLE "bitacora_usuarios" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_id" integer,
	"usuario_id" integer,
	"accion" text NOT NULL,
	"detalle" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tabletas" (
	"id" serial PRIMARY KEY NOT NULL,
	"serie" text NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"usuario_id" integer,
	"asignada_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cat_entregables" (
	"id" serial PRIMARY KEY NOT NULL,
	"procedimiento" text NOT NULL,
	"codigo" text NOT NULL,
	"etiqueta" text NOT NULL,
	"requerido" boolean DEFAULT true NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"adicional" boolean DEFAULT false NOT NULL,
	"vigente_desde" timestamp with time zone DEFAULT now() NOT NULL,
	"vigente_hasta" timestamp with time zone,
	"autor_id" integer
);
--> statement-breakpoint
CREATE TABLE "cat_giros" (
	"id" serial PRIMARY KEY NOT NULL,
	"giro_id" integer NOT NULL,
	"nombre" text NOT NULL,
	"req_patente" text NOT NULL,
	"riesgo" text NOT NULL,
	"sare" boolean NOT NULL,
	"tipo_patente" integer,
	"activo" boolean DEFAULT true NOT NULL,
	"vigente_desde" timestamp with time zone DEFAULT now() NOT NULL,
	"vigente_hasta" timestamp with time zone,
	"autor_id" integer
);
--> statement-breakpoint
CREATE TABLE "cat_tarifas" (
	"id" serial PRIMARY KEY NOT NULL,
	"servicio" integer NOT NULL,
	"clave" text NOT NULL,
	"descripcion" text NOT NULL,
	"uma" numeric(10, 4) NOT NULL,
	"vigente_desde" timestamp with time zone DEFAULT now() NOT NULL,
	"vigente_hasta" timestamp with time zone,
	"autor_id" integer
);
--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "uuid" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "telefono" text;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "cedula" text;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "institucion" text;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "sexo" text;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "fecha_nacimiento" date;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "eliminado_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "servicio_id" integer;--> statement-breakpoint
ALTER TABLE "bitacora_usuarios" ADD CONSTRAINT "bitacora_usuarios_actor_id_usuarios_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tabletas" ADD CONSTRAINT "tabletas_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cat_entregables" ADD CONSTRAINT "cat_entregables_autor_id_usuarios_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cat_giros" ADD CONSTRAINT "cat_giros_autor_id_usuarios_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cat_tarifas" ADD CONSTRAINT "cat_tarifas_autor_id_usuarios_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bitacora_usuarios_usuario_idx" ON "bitacora_usuarios" USING btree ("usuario_id","created_at");--> statement-breakpoint
CREATE INDEX "bitacora_usuarios_fecha_idx" ON "bitacora_usuarios" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tabletas_serie_uq" ON "tabletas" USING btree ("serie");--> statement-breakpoint
CREATE UNIQUE INDEX "tabletas_usuario_uq" ON "tabletas" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "cat_entregables_proc_idx" ON "cat_entregables" USING btree ("procedimiento","codigo","vigente_desde");--> statement-breakpoint
CREATE INDEX "cat_giros_giro_idx" ON "cat_giros" USING btree ("giro_id","vigente_desde");--> statement-breakpoint
CREATE INDEX "cat_tarifas_servicio_idx" ON "cat_tarifas" USING btree ("servicio","clave","vigente_desde");