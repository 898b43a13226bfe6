CREATE TABLE "tareas_conteos" (
	"area_id" integer NOT NULL,
	"estado" text NOT NULL,
	"procedimiento" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "tareas_conteos_area_id_estado_procedimiento_pk" PRIMARY KEY("area_id","estado","procedimiento")
);
--> statement-breakpoint
-- The inbox's totals without counting its rows. tareas_conteos holds, per (area, state,
-- procedure), how many tasks there are; statement-level triggers on tareas keep it exact, in the
-- same transaction as the change (a reader sees the count of the tasks it would see).
--
-- Statement-level, with transition tables, rather than one trigger call per row: a statement's
-- changes are summed per key first and applied in key order, so every statement locks the counter
-- rows it touches in one global order and two concurrent statements cannot deadlock on them (a
-- multi-row update, such as cancelling every task of a request, would otherwise lock them in
-- whatever order it meets its rows). A transaction that writes tareas in several statements keeps
-- each statement's counters locked until it commits; the application writes tasks one statement
-- per transaction. An update that changes no key (due dates, escalation, the result) nets to zero
-- and writes nothing.
--
-- Writes to tareas are locked out until this migration commits, so the backfill below counts
-- exactly the rows the triggers start from.
LOCK TABLE "tareas" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
CREATE FUNCTION tareas_conteos_sumar() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO tareas_conteos AS c (area_id, estado, procedimiento, n)
  SELECT area_id, estado, procedimiento, count(*) FROM nuevas GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (area_id, estado, procedimiento) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION tareas_conteos_restar() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Every key here has its counter already (its rows were counted when they were inserted).
  INSERT INTO tareas_conteos AS c (area_id, estado, procedimiento, n)
  SELECT area_id, estado, procedimiento, -count(*) FROM viejas GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (area_id, estado, procedimiento) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION tareas_conteos_cambiar() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- +1 for each new version, -1 for each old one, per key: rows whose area, state and procedure
  -- did not change cancel out (no join on id, so even a changed id is counted right).
  INSERT INTO tareas_conteos AS c (area_id, estado, procedimiento, n)
  SELECT area_id, estado, procedimiento, sum(d) FROM (
    SELECT area_id, estado, procedimiento, 1 AS d FROM nuevas
    UNION ALL
    SELECT area_id, estado, procedimiento, -1 FROM viejas
  ) cambios
  GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (area_id, estado, procedimiento) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION tareas_conteos_vaciar() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- TRUNCATE fires no row or delete triggers (nor does TRUNCATE ... CASCADE from solicitudes).
  DELETE FROM tareas_conteos;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER tareas_conteos_insert AFTER INSERT ON "tareas" REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION tareas_conteos_sumar();
--> statement-breakpoint
CREATE TRIGGER tareas_conteos_update AFTER UPDATE ON "tareas" REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION tareas_conteos_cambiar();
--> statement-breakpoint
CREATE TRIGGER tareas_conteos_delete AFTER DELETE ON "tareas" REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION tareas_conteos_restar();
--> statement-breakpoint
CREATE TRIGGER tareas_conteos_truncate AFTER TRUNCATE ON "tareas" FOR EACH STATEMENT EXECUTE FUNCTION tareas_conteos_vaciar();
--> statement-breakpoint
INSERT INTO tareas_conteos (area_id, estado, procedimiento, n)
SELECT area_id, estado, procedimiento, count(*) FROM "tareas" GROUP BY 1, 2, 3;
