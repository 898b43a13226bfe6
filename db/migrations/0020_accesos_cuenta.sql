CREATE TABLE "enlaces_cuenta" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"token_hash" text NOT NULL,
	"creado_por" integer,
	"expira_at" timestamp with time zone NOT NULL,
	"usado_at" timestamp with time zone,
	"anulado_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fallos_acceso" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer,
	"direccion" text NOT NULL,
	"resultado" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enlaces_cuenta" ADD CONSTRAINT "enlaces_cuenta_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enlaces_cuenta" ADD CONSTRAINT "enlaces_cuenta_creado_por_usuarios_id_fk" FOREIGN KEY ("creado_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fallos_acceso" ADD CONSTRAINT "fallos_acceso_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "enlaces_cuenta_token_uq" ON "enlaces_cuenta" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "enlaces_cuenta_usuario_idx" ON "enlaces_cuenta" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "fallos_acceso_fecha_idx" ON "fallos_acceso" USING btree ("created_at");