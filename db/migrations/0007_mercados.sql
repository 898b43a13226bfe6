ALTER TABLE "establecimientos" ADD COLUMN "mercado_apertura" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "establecimientos" ADD COLUMN "mercado_id" integer;--> statement-breakpoint
ALTER TABLE "establecimientos" ADD COLUMN "muchos_locales" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "establecimientos" ADD COLUMN "pasillo" text;--> statement-breakpoint
ALTER TABLE "establecimientos" ADD COLUMN "arrendatario_mercado" boolean;--> statement-breakpoint
ALTER TABLE "establecimientos" ADD COLUMN "mes_pago_piso_f" text;