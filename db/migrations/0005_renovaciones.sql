ALTER TABLE "licencias" ADD COLUMN "renovacion" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "licencias" ADD COLUMN "tipo_proceso_id" integer;--> statement-breakpoint
ALTER TABLE "licencias" ADD COLUMN "mes_pago_residuos" text;--> statement-breakpoint
ALTER TABLE "licencias" ADD COLUMN "mes_pago_piso_f" text;