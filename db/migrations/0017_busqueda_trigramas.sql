-- The inbox's search (folio, RFC or applicant *contains* q, ILIKE '%q%') by trigram
-- indexes, one per column, which PostgreSQL combines (BitmapOr) for the query's OR as it is.
-- pg_trgm ships with PostgreSQL's contrib and with PGlite (loaded as an extension by the
-- embedded database); where it is missing the search still works, without the indexes.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm no disponible: la búsqueda de la bandeja queda sin índices de trigramas';
END $$;
--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS tareas_folio_trgm_idx ON tareas USING gin (folio gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS tareas_rfc_trgm_idx ON tareas USING gin (rfc gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS tareas_solicitante_trgm_idx ON tareas USING gin (solicitante gin_trgm_ops);
  END IF;
END $$;
