CREATE TABLE "intentos_acceso" (
	"clave" text PRIMARY KEY NOT NULL,
	"fallos" integer DEFAULT 0 NOT NULL,
	"ultimo_at" timestamp with time zone DEFAULT now() NOT NULL,
	"espera_hasta" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "usuarios" DROP COLUMN "intentos_fallidos";--> statement-breakpoint
ALTER TABLE "usuarios" DROP COLUMN "bloqueado_hasta";--> statement-breakpoint
-- Reset e-mails stored before this migration carried the temporary password in clear: hide it.
UPDATE "correos" SET "texto" = regexp_replace("texto", '(contraseña temporal es: )\S+', '\1(oculta: solo viaja en el correo enviado)', 'g') WHERE "texto" LIKE '%contraseña temporal es:%';
