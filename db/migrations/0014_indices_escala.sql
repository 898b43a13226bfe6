DROP INDEX "establecimientos_contribuyente_idx";--> statement-breakpoint
CREATE INDEX "tareas_estado_fecha_idx" ON "tareas" USING btree ("estado","created_at","id");--> statement-breakpoint
CREATE INDEX "establecimientos_lista_idx" ON "establecimientos" USING btree ("contribuyente_id","baja","id","nombre_busqueda","external_id");