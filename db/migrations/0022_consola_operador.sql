ALTER TABLE "tareas" ADD COLUMN "asignada_a" integer;--> statement-breakpoint
ALTER TABLE "bitacora_operacion" ADD COLUMN "motivo" text;--> statement-breakpoint
ALTER TABLE "tareas" ADD CONSTRAINT "tareas_asignada_a_usuarios_id_fk" FOREIGN KEY ("asignada_a") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bitacora_operacion_workflow_idx" ON "bitacora_operacion" USING btree ("workflow_id","created_at");--> statement-breakpoint
-- The operator console's search (folio, RFC, name or establishment contains q, across every
-- procedure's requests: api/operacion/consola.repository.ts) by trigram indexes, as the inbox's (0017).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS solicitudes_folio_trgm_idx ON solicitudes USING gin (folio gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS solicitudes_titulo_trgm_idx ON solicitudes USING gin (titulo gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS contribuyentes_rfc_trgm_idx ON contribuyentes USING gin (rfc gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS contribuyentes_nombre_trgm_idx ON contribuyentes USING gin ((coalesce(nombre, '') || ' ' || coalesce(apellido1, '') || ' ' || coalesce(apellido2, '') || ' ' || coalesce(razon_social, '')) gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS establecimientos_nombre_trgm_idx ON establecimientos USING gin (nombre_comercial gin_trgm_ops);
  END IF;
END $$;
