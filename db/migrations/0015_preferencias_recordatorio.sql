CREATE TABLE "preferencias_recordatorio" (
	"usuario_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"correo" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "preferencias_recordatorio_usuario_id_tipo_pk" PRIMARY KEY("usuario_id","tipo")
);
--> statement-breakpoint
ALTER TABLE "preferencias_recordatorio" ADD CONSTRAINT "preferencias_recordatorio_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;