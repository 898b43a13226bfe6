CREATE TABLE "solicitudes" (
	"id" serial PRIMARY KEY NOT NULL,
	"procedimiento" text NOT NULL,
	"workflow_id" text NOT NULL,
	"folio" text NOT NULL,
	"contribuyente_id" integer NOT NULL,
	"locacion_id" integer,
	"titulo" text,
	"estatus" integer DEFAULT 1 NOT NULL,
	"estado" text DEFAULT 'borrador' NOT NULL,
	"paso_actual" text,
	"turno" text,
	"snapshot" jsonb,
	"version" integer DEFAULT 0 NOT NULL,
	"enviada_at" timestamp with time zone,
	"terminada_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "estados_cuenta" DROP CONSTRAINT "estados_cuenta_licencia_id_licencias_id_fk";
--> statement-breakpoint
DROP INDEX "tareas_licencia_idx";--> statement-breakpoint
DROP INDEX "licencias_folio_uq";--> statement-breakpoint
DROP INDEX "licencias_contribuyente_idx";--> statement-breakpoint
DROP INDEX "estados_cuenta_ronda_uq";--> statement-breakpoint
ALTER TABLE "estados_cuenta" ALTER COLUMN "locacion_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "documentos" ADD COLUMN "solicitud_id" integer;--> statement-breakpoint
ALTER TABLE "tareas" ADD COLUMN "solicitud_id" integer;--> statement-breakpoint
ALTER TABLE "estados_cuenta" ADD COLUMN "solicitud_id" integer;--> statement-breakpoint
ALTER TABLE "licencias" ADD COLUMN "solicitud_id" integer;--> statement-breakpoint
-- Existing licences and profiles become requests of the kit, keeping their workflow ids and folios.
-- Their machine snapshots did not exist before: drafts restore exactly; a request already sent keeps
-- its status code (workflows started before the kit are not resumed: restart them from the inbox).
INSERT INTO "solicitudes" ("procedimiento", "workflow_id", "folio", "contribuyente_id", "locacion_id", "titulo", "estatus", "estado", "paso_actual", "created_at", "updated_at")
SELECT 'licencia', 'licencia-' || l."id", l."folio", l."contribuyente_id", l."locacion_id", e."nombre_comercial", l."estatus_licencia",
  CASE WHEN l."estatus_licencia" = 1 THEN 'borrador'
       WHEN l."estatus_licencia" = 4 AND l."estatus_director_ingresos" = 4 AND l."estatus_tesorero" = 4 THEN 'terminada'
       WHEN l."estatus_licencia" = 5 THEN 'devuelta' ELSE 'revision' END,
  l."paso_actual", l."created_at", l."updated_at"
FROM "licencias" l JOIN "establecimientos" e ON e."id" = l."locacion_id";--> statement-breakpoint
UPDATE "licencias" l SET "solicitud_id" = s."id" FROM "solicitudes" s WHERE s."workflow_id" = 'licencia-' || l."id";--> statement-breakpoint
INSERT INTO "solicitudes" ("procedimiento", "workflow_id", "folio", "contribuyente_id", "titulo", "estatus", "estado", "created_at", "updated_at")
SELECT 'perfil', 'perfil-' || c."id", 'PER-' || extract(year from c."created_at")::int || '-' || lpad(c."id"::text, 6, '0'), c."id", c."rfc", c."estatus",
  CASE c."estatus" WHEN 10 THEN 'revision' WHEN 5 THEN 'devuelta' WHEN 4 THEN 'terminada' ELSE 'borrador' END, c."created_at", c."updated_at"
FROM "contribuyentes" c WHERE c."estatus" <> 1;--> statement-breakpoint
UPDATE "tareas" t SET "solicitud_id" = s."id" FROM "solicitudes" s WHERE s."workflow_id" = t."workflow_id";--> statement-breakpoint
DELETE FROM "tareas" WHERE "solicitud_id" IS NULL;--> statement-breakpoint
UPDATE "estados_cuenta" ec SET "solicitud_id" = l."solicitud_id" FROM "licencias" l WHERE l."id" = ec."licencia_id";--> statement-breakpoint
ALTER TABLE "tareas" ALTER COLUMN "solicitud_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "estados_cuenta" ALTER COLUMN "solicitud_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "licencias" ALTER COLUMN "solicitud_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "solicitudes" ADD CONSTRAINT "solicitudes_contribuyente_id_contribuyentes_id_fk" FOREIGN KEY ("contribuyente_id") REFERENCES "public"."contribuyentes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitudes" ADD CONSTRAINT "solicitudes_locacion_id_establecimientos_id_fk" FOREIGN KEY ("locacion_id") REFERENCES "public"."establecimientos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "solicitudes_workflow_uq" ON "solicitudes" USING btree ("workflow_id");--> statement-breakpoint
CREATE UNIQUE INDEX "solicitudes_folio_uq" ON "solicitudes" USING btree ("folio");--> statement-breakpoint
CREATE INDEX "solicitudes_contribuyente_idx" ON "solicitudes" USING btree ("contribuyente_id","procedimiento");--> statement-breakpoint
CREATE INDEX "solicitudes_locacion_idx" ON "solicitudes" USING btree ("locacion_id","procedimiento");--> statement-breakpoint
CREATE INDEX "solicitudes_estatus_idx" ON "solicitudes" USING btree ("procedimiento","estatus");--> statement-breakpoint
ALTER TABLE "tareas" ADD CONSTRAINT "tareas_solicitud_id_solicitudes_id_fk" FOREIGN KEY ("solicitud_id") REFERENCES "public"."solicitudes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estados_cuenta" ADD CONSTRAINT "estados_cuenta_solicitud_id_solicitudes_id_fk" FOREIGN KEY ("solicitud_id") REFERENCES "public"."solicitudes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licencias" ADD CONSTRAINT "licencias_solicitud_id_solicitudes_id_fk" FOREIGN KEY ("solicitud_id") REFERENCES "public"."solicitudes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tareas_solicitud_idx" ON "tareas" USING btree ("solicitud_id","paso");--> statement-breakpoint
CREATE INDEX "tareas_vencidas_idx" ON "tareas" USING btree ("estado","vence_at");--> statement-breakpoint
CREATE INDEX "estados_cuenta_locacion_idx" ON "estados_cuenta" USING btree ("locacion_id");--> statement-breakpoint
CREATE UNIQUE INDEX "licencias_solicitud_uq" ON "licencias" USING btree ("solicitud_id");--> statement-breakpoint
CREATE UNIQUE INDEX "estados_cuenta_ronda_uq" ON "estados_cuenta" USING btree ("solicitud_id","servicio_id","ronda");--> statement-breakpoint
ALTER TABLE "contribuyentes" DROP COLUMN "wf_version";--> statement-breakpoint
ALTER TABLE "tareas" DROP COLUMN "licencia_id";--> statement-breakpoint
ALTER TABLE "estados_cuenta" DROP COLUMN "licencia_id";--> statement-breakpoint
ALTER TABLE "licencias" DROP COLUMN "contribuyente_id";--> statement-breakpoint
ALTER TABLE "licencias" DROP COLUMN "folio";--> statement-breakpoint
ALTER TABLE "licencias" DROP COLUMN "tipo_licencia_id";--> statement-breakpoint
ALTER TABLE "licencias" DROP COLUMN "estatus_licencia";--> statement-breakpoint
ALTER TABLE "licencias" DROP COLUMN "estatus_verificacion";--> statement-breakpoint
ALTER TABLE "licencias" DROP COLUMN "estatus_director_ingresos";--> statement-breakpoint
ALTER TABLE "licencias" DROP COLUMN "estatus_tesorero";--> statement-breakpoint
ALTER TABLE "licencias" DROP COLUMN "estatus_residuos_solidos";--> statement-breakpoint
ALTER TABLE "licencias" DROP COLUMN "estatus_pago_residuos_solidos";--> statement-breakpoint
ALTER TABLE "licencias" DROP COLUMN "estatus_uso_suelo";--> statement-breakpoint
ALTER TABLE "licencias" DROP COLUMN "estatus_pago_uso_suelo";--> statement-breakpoint
ALTER TABLE "licencias" DROP COLUMN "estatus_anuencia";--> statement-breakpoint
ALTER TABLE "licencias" DROP COLUMN "estatus_pago_anuencia";--> statement-breakpoint
ALTER TABLE "licencias" DROP COLUMN "paso_actual";--> statement-breakpoint
ALTER TABLE "licencias" DROP COLUMN "motivo_rechazo";--> statement-breakpoint
ALTER TABLE "licencias" DROP COLUMN "pasos";--> statement-breakpoint
ALTER TABLE "licencias" DROP COLUMN "progreso";--> statement-breakpoint
ALTER TABLE "licencias" DROP COLUMN "fecha_aprobacion";--> statement-breakpoint
ALTER TABLE "licencias" DROP COLUMN "extemporaneo";--> statement-breakpoint
ALTER TABLE "licencias" DROP COLUMN "estatus_estado_extemporaneo";--> statement-breakpoint
ALTER TABLE "licencias" DROP COLUMN "pago_extemporaneo";--> statement-breakpoint
ALTER TABLE "licencias" DROP COLUMN "bebidas_limite_at";--> statement-breakpoint
ALTER TABLE "licencias" DROP COLUMN "suspendida";--> statement-breakpoint
ALTER TABLE "licencias" DROP COLUMN "wf_version";