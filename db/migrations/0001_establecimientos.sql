CREATE TABLE "establecimientos" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_id" text NOT NULL,
	"contribuyente_id" integer NOT NULL,
	"nombre_comercial" text NOT NULL,
	"nombre_busqueda" text GENERATED ALWAYS AS (translate(lower(nombre_comercial), 'ÁÉÍÓÚÜÀÈÌÒÙÂÊÎÔÛÄËÏÖÑáéíóúüàèìòùâêîôûäëïö', 'aeiouuaeiouaeiouaeioñaeiouuaeiouaeiouaeio')) STORED,
	"clave_catastral" text NOT NULL,
	"donativo" boolean DEFAULT false NOT NULL,
	"zona_federal" boolean DEFAULT false NOT NULL,
	"numero_oficio_constancia_catastro" text,
	"folio_recibo_pago_donativo" text,
	"tipo_proceso_id" integer DEFAULT 1 NOT NULL,
	"tipo_propiedad_id" integer NOT NULL,
	"categoria_id" integer NOT NULL,
	"tipo_local_id" integer NOT NULL,
	"tipo_local_detalle_id" integer,
	"local" text,
	"giro_actividad_id" integer NOT NULL,
	"actividades_secundarias" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"actividad_libre" text,
	"horario_extendido" boolean DEFAULT false NOT NULL,
	"superficie_m2" real NOT NULL,
	"telefono_oficina" text NOT NULL,
	"numero_habitaciones" integer,
	"numero_empleados" integer NOT NULL,
	"cajones_estacionamiento" integer NOT NULL,
	"inversion_estimada" numeric(14, 2) NOT NULL,
	"tiene_uso_suelo" boolean DEFAULT false NOT NULL,
	"has_licencia_bebidas" boolean,
	"patente_propia" boolean,
	"folio_licencia_bebida_alcoholica" text,
	"fecha_alta_hacienda" date NOT NULL,
	"mes_pago_residuos" text DEFAULT '01' NOT NULL,
	"zofemat_expediente" text,
	"domicilio" jsonb NOT NULL,
	"baja" boolean DEFAULT false NOT NULL,
	"motivo_baja" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "estados_cuenta" (
	"id" serial PRIMARY KEY NOT NULL,
	"folio" text NOT NULL,
	"licencia_id" integer NOT NULL,
	"locacion_id" integer NOT NULL,
	"contribuyente_id" integer NOT NULL,
	"servicio_id" integer NOT NULL,
	"ronda" integer DEFAULT 1 NOT NULL,
	"conceptos" jsonb NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"estatus" integer DEFAULT 4 NOT NULL,
	"vence_at" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"pagado_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "licencias" (
	"id" serial PRIMARY KEY NOT NULL,
	"locacion_id" integer NOT NULL,
	"contribuyente_id" integer NOT NULL,
	"folio" text NOT NULL,
	"anio" integer NOT NULL,
	"tipo_licencia_id" integer DEFAULT 2 NOT NULL,
	"estatus_licencia" integer DEFAULT 1 NOT NULL,
	"estatus_verificacion" integer DEFAULT 2 NOT NULL,
	"estatus_director_ingresos" integer DEFAULT 2 NOT NULL,
	"estatus_tesorero" integer DEFAULT 2 NOT NULL,
	"estatus_residuos_solidos" integer DEFAULT 2 NOT NULL,
	"estatus_pago_residuos_solidos" integer DEFAULT 2 NOT NULL,
	"estatus_uso_suelo" integer DEFAULT 2 NOT NULL,
	"estatus_pago_uso_suelo" integer DEFAULT 2 NOT NULL,
	"estatus_anuencia" integer DEFAULT 2 NOT NULL,
	"estatus_pago_anuencia" integer DEFAULT 2 NOT NULL,
	"paso_actual" text,
	"motivo_rechazo" text,
	"pasos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"progreso" integer DEFAULT 0 NOT NULL,
	"mercado" boolean DEFAULT false NOT NULL,
	"donativo" boolean DEFAULT false NOT NULL,
	"zona_federal" boolean DEFAULT false NOT NULL,
	"fecha_aprobacion" timestamp with time zone,
	"fecha_limite_pago" date,
	"extemporaneo" boolean DEFAULT false NOT NULL,
	"estatus_estado_extemporaneo" integer,
	"pago_extemporaneo" boolean DEFAULT false NOT NULL,
	"bebidas_limite_at" timestamp with time zone,
	"suspendida" boolean DEFAULT false NOT NULL,
	"revocada" boolean DEFAULT false NOT NULL,
	"wf_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pagos" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"estado_cuenta_id" integer NOT NULL,
	"servicio_id" integer NOT NULL,
	"monto" numeric(12, 2) NOT NULL,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"folio_pago" text,
	"autorizacion" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmado_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "tareas" ADD COLUMN "locacion_id" integer;--> statement-breakpoint
ALTER TABLE "tareas" ADD COLUMN "licencia_id" integer;--> statement-breakpoint
ALTER TABLE "tareas" ADD COLUMN "escalada_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "establecimientos" ADD CONSTRAINT "establecimientos_contribuyente_id_contribuyentes_id_fk" FOREIGN KEY ("contribuyente_id") REFERENCES "public"."contribuyentes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estados_cuenta" ADD CONSTRAINT "estados_cuenta_licencia_id_licencias_id_fk" FOREIGN KEY ("licencia_id") REFERENCES "public"."licencias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licencias" ADD CONSTRAINT "licencias_locacion_id_establecimientos_id_fk" FOREIGN KEY ("locacion_id") REFERENCES "public"."establecimientos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagos" ADD CONSTRAINT "pagos_estado_cuenta_id_estados_cuenta_id_fk" FOREIGN KEY ("estado_cuenta_id") REFERENCES "public"."estados_cuenta"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "establecimientos_external_uq" ON "establecimientos" USING btree ("external_id");--> statement-breakpoint
CREATE INDEX "establecimientos_contribuyente_idx" ON "establecimientos" USING btree ("contribuyente_id","baja","id");--> statement-breakpoint
CREATE INDEX "establecimientos_clave_idx" ON "establecimientos" USING btree ("clave_catastral");--> statement-breakpoint
CREATE UNIQUE INDEX "estados_cuenta_folio_uq" ON "estados_cuenta" USING btree ("folio");--> statement-breakpoint
CREATE UNIQUE INDEX "estados_cuenta_ronda_uq" ON "estados_cuenta" USING btree ("licencia_id","servicio_id","ronda");--> statement-breakpoint
CREATE UNIQUE INDEX "licencias_folio_uq" ON "licencias" USING btree ("folio");--> statement-breakpoint
CREATE UNIQUE INDEX "licencias_locacion_anio_uq" ON "licencias" USING btree ("locacion_id","anio");--> statement-breakpoint
CREATE INDEX "licencias_contribuyente_idx" ON "licencias" USING btree ("contribuyente_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pagos_order_uq" ON "pagos" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pagos_folio_uq" ON "pagos" USING btree ("folio_pago");--> statement-breakpoint
CREATE INDEX "pagos_edo_idx" ON "pagos" USING btree ("estado_cuenta_id");--> statement-breakpoint
CREATE INDEX "documentos_locacion_idx" ON "documentos" USING btree ("locacion_id","codigo");--> statement-breakpoint
CREATE INDEX "tareas_locacion_idx" ON "tareas" USING btree ("locacion_id","area_id");--> statement-breakpoint
CREATE INDEX "tareas_licencia_idx" ON "tareas" USING btree ("licencia_id","paso");--> statement-breakpoint
CREATE INDEX "notificaciones_no_leidas_idx" ON "notificaciones" USING btree ("usuario_id","establecimiento_id") WHERE "notificaciones"."leida_at" is null;