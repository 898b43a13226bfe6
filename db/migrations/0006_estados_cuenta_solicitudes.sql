CREATE TABLE "solicitudes_estado_cuenta" (
	"id" serial PRIMARY KEY NOT NULL,
	"tipo" text NOT NULL,
	"locacion_id" integer NOT NULL,
	"contribuyente_id" integer NOT NULL,
	"area_id" integer NOT NULL,
	"year_ini" integer,
	"mes_ini" text,
	"year_fin" integer NOT NULL,
	"mes_fin" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "solicitudes_estado_cuenta" ADD CONSTRAINT "solicitudes_estado_cuenta_locacion_id_establecimientos_id_fk" FOREIGN KEY ("locacion_id") REFERENCES "public"."establecimientos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitudes_estado_cuenta" ADD CONSTRAINT "solicitudes_estado_cuenta_contribuyente_id_contribuyentes_id_fk" FOREIGN KEY ("contribuyente_id") REFERENCES "public"."contribuyentes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitudes_estado_cuenta" ADD CONSTRAINT "solicitudes_estado_cuenta_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "solicitudes_estado_cuenta_locacion_idx" ON "solicitudes_estado_cuenta" USING btree ("locacion_id","tipo","year_fin","mes_fin");