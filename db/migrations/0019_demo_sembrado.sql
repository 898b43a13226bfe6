CREATE TABLE "demo_sembrado" (
	"clave" text PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"completado_at" timestamp with time zone DEFAULT now() NOT NULL
);
