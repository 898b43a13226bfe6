CREATE TABLE "bitacora_operacion" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"accion" text NOT NULL,
	"workflow_id" text NOT NULL,
	"folio" text,
	"resultado" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bitacora_operacion" ADD CONSTRAINT "bitacora_operacion_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bitacora_operacion_fecha_idx" ON "bitacora_operacion" USING btree ("created_at");