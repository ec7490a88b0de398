CREATE TABLE "journal_day_meals" (
	"client_id" integer NOT NULL,
	"date" date NOT NULL,
	"meal" text NOT NULL,
	"items" integer NOT NULL,
	CONSTRAINT "journal_day_meals_client_id_date_meal_pk" PRIMARY KEY("client_id","date","meal")
);
--> statement-breakpoint
CREATE TABLE "journal_month_meals" (
	"client_id" integer NOT NULL,
	"month" date NOT NULL,
	"meal" text NOT NULL,
	"monday" integer DEFAULT 0 NOT NULL,
	"tuesday" integer DEFAULT 0 NOT NULL,
	"wednesday" integer DEFAULT 0 NOT NULL,
	"thursday" integer DEFAULT 0 NOT NULL,
	"friday" integer DEFAULT 0 NOT NULL,
	"saturday" integer DEFAULT 0 NOT NULL,
	"sunday" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "journal_month_meals_client_id_month_meal_pk" PRIMARY KEY("client_id","month","meal")
);
--> statement-breakpoint
ALTER TABLE "journal_day_meals" ADD CONSTRAINT "journal_day_meals_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_month_meals" ADD CONSTRAINT "journal_month_meals_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journal_day_meals_date_idx" ON "journal_day_meals" USING btree ("date");--> statement-breakpoint
-- The journal's tallies (schema/journal-tallies.ts): the admin's Practice health reads a
-- year of adherence from them. journal_tally adds each (client, day, meal)'s change of items
-- to journal_day_meals and, where a meal becomes logged or stops being logged, to that
-- month's weekday in journal_month_meals. Changes are added, never recounted, so two
-- writers at once cannot undo each other (each upsert waits for the other's row). A
-- decrease only updates rows that are there, never inserts one.
CREATE FUNCTION "journal_tally"(client_ids integer[], days date[], slots text[], changes integer[])
RETURNS void LANGUAGE sql AS $$
  WITH change AS (
    SELECT c AS client_id, d AS date, m AS meal, sum(n)::int AS items
    FROM unnest(client_ids, days, slots, changes) AS u(c, d, m, n)
    -- Not for an account being erased: her tallies go by the cascade, and an update to a
    -- row of hers already updated in this transaction would check her key again.
    WHERE EXISTS (SELECT 1 FROM clients WHERE clients.id = u.c)
    GROUP BY 1, 2, 3 HAVING sum(n) <> 0
  ), added AS (
    INSERT INTO journal_day_meals AS t (client_id, date, meal, items)
    SELECT client_id, date, meal, items FROM change WHERE items > 0
    ON CONFLICT (client_id, date, meal) DO UPDATE SET items = t.items + excluded.items
    RETURNING t.client_id, t.date, t.meal, t.items
  ), taken AS (
    UPDATE journal_day_meals AS t SET items = t.items + change.items FROM change
    WHERE change.items < 0
      AND (t.client_id, t.date, t.meal) = (change.client_id, change.date, change.meal)
    RETURNING t.client_id, t.date, t.meal, t.items
  ), turned AS (
    -- +1 for a day's meal now logged that was not, -1 for one no longer logged.
    SELECT a.client_id, a.date, a.meal, 1 AS turn
    FROM added a JOIN change c USING (client_id, date, meal) WHERE a.items - c.items <= 0
    UNION ALL
    SELECT t.client_id, t.date, t.meal, -1
    FROM taken t JOIN change c USING (client_id, date, meal)
    WHERE t.items <= 0 AND t.items - c.items > 0
  ), by_month AS (
    SELECT client_id, date_trunc('month', date::timestamp)::date AS month, meal,
      coalesce(sum(turn) FILTER (WHERE extract(isodow FROM date) = 1), 0)::int AS monday,
      coalesce(sum(turn) FILTER (WHERE extract(isodow FROM date) = 2), 0)::int AS tuesday,
      coalesce(sum(turn) FILTER (WHERE extract(isodow FROM date) = 3), 0)::int AS wednesday,
      coalesce(sum(turn) FILTER (WHERE extract(isodow FROM date) = 4), 0)::int AS thursday,
      coalesce(sum(turn) FILTER (WHERE extract(isodow FROM date) = 5), 0)::int AS friday,
      coalesce(sum(turn) FILTER (WHERE extract(isodow FROM date) = 6), 0)::int AS saturday,
      coalesce(sum(turn) FILTER (WHERE extract(isodow FROM date) = 7), 0)::int AS sunday,
      bool_or(turn > 0) AS gained
    FROM turned GROUP BY 1, 2, 3
  ), lost AS (
    UPDATE journal_month_meals AS t SET monday = t.monday + b.monday,
      tuesday = t.tuesday + b.tuesday, wednesday = t.wednesday + b.wednesday,
      thursday = t.thursday + b.thursday, friday = t.friday + b.friday,
      saturday = t.saturday + b.saturday, sunday = t.sunday + b.sunday
    FROM by_month b
    WHERE NOT b.gained AND (t.client_id, t.month, t.meal) = (b.client_id, b.month, b.meal)
  )
  INSERT INTO journal_month_meals AS t
    (client_id, month, meal, monday, tuesday, wednesday, thursday, friday, saturday, sunday)
  SELECT client_id, month, meal, monday, tuesday, wednesday, thursday, friday, saturday, sunday
  FROM by_month WHERE gained
  ON CONFLICT (client_id, month, meal) DO UPDATE SET monday = t.monday + excluded.monday,
    tuesday = t.tuesday + excluded.tuesday, wednesday = t.wednesday + excluded.wednesday,
    thursday = t.thursday + excluded.thursday, friday = t.friday + excluded.friday,
    saturday = t.saturday + excluded.saturday, sunday = t.sunday + excluded.sunday
$$;--> statement-breakpoint
-- Items added to entries (an entry's items come in one statement, a bulk load in one too).
CREATE FUNCTION "journal_items_tally_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM journal_tally(array_agg(e.client_id), array_agg(e.date), array_agg(e.meal), array_agg(1))
  FROM added a JOIN journal_entries e ON e.id = a.entry_id;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Items deleted from an entry that stays. An entry deleted with its items was taken off
-- before it went (journal_entries_tally_deleted): here it is no longer found.
CREATE FUNCTION "journal_items_tally_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM journal_tally(array_agg(e.client_id), array_agg(e.date), array_agg(e.meal), array_agg(-1))
  FROM removed r JOIN journal_entries e ON e.id = r.entry_id;
  RETURN NULL;
END $$;--> statement-breakpoint
-- An item moved to another entry (the app never does; any tool may).
CREATE FUNCTION "journal_items_tally_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM journal_tally(array_agg(e.client_id), array_agg(e.date), array_agg(e.meal),
    array_agg(CASE WHEN e.id = NEW.entry_id THEN 1 ELSE -1 END))
  FROM journal_entries e WHERE e.id IN (OLD.entry_id, NEW.entry_id);
  RETURN NULL;
END $$;--> statement-breakpoint
-- An entry about to go, with its items (before the cascade deletes them).
CREATE FUNCTION "journal_entries_tally_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM journal_tally(ARRAY[OLD.client_id], ARRAY[OLD.date], ARRAY[OLD.meal], ARRAY[-count(*)::int])
  FROM journal_items WHERE entry_id = OLD.id;
  RETURN OLD;
END $$;--> statement-breakpoint
-- An entry given another client, day or meal (the app never does; any tool may).
CREATE FUNCTION "journal_entries_tally_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM journal_tally(ARRAY[OLD.client_id, NEW.client_id], ARRAY[OLD.date, NEW.date],
    ARRAY[OLD.meal, NEW.meal], ARRAY[-count(*)::int, count(*)::int])
  FROM journal_items WHERE entry_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "journal_tallies_emptied"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM journal_day_meals;
  DELETE FROM journal_month_meals;
  RETURN NULL;
END $$;--> statement-breakpoint
-- The journal as it stands, before the triggers keep it. Writers wait until the triggers
-- exist (the migrations run in one transaction): an item another process wrote after the
-- backfill read the journal, but before its trigger was made, would be in neither, and
-- tallies are only ever added to.
LOCK TABLE "journal_entries", "journal_items" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
INSERT INTO "journal_day_meals" (client_id, date, meal, items)
SELECT e.client_id, e.date, e.meal, count(*)::int
FROM journal_entries e JOIN journal_items i ON i.entry_id = e.id
GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO "journal_month_meals"
  (client_id, month, meal, monday, tuesday, wednesday, thursday, friday, saturday, sunday)
SELECT client_id, date_trunc('month', date::timestamp)::date, meal,
  count(*) FILTER (WHERE extract(isodow FROM date) = 1),
  count(*) FILTER (WHERE extract(isodow FROM date) = 2),
  count(*) FILTER (WHERE extract(isodow FROM date) = 3),
  count(*) FILTER (WHERE extract(isodow FROM date) = 4),
  count(*) FILTER (WHERE extract(isodow FROM date) = 5),
  count(*) FILTER (WHERE extract(isodow FROM date) = 6),
  count(*) FILTER (WHERE extract(isodow FROM date) = 7)
FROM journal_day_meals GROUP BY 1, 2, 3;--> statement-breakpoint
CREATE TRIGGER "journal_items_tally_added" AFTER INSERT ON "journal_items"
  REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION "journal_items_tally_added"();--> statement-breakpoint
CREATE TRIGGER "journal_items_tally_removed" AFTER DELETE ON "journal_items"
  REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION "journal_items_tally_removed"();--> statement-breakpoint
CREATE TRIGGER "journal_items_tally_moved" AFTER UPDATE OF entry_id ON "journal_items"
  FOR EACH ROW WHEN (OLD.entry_id IS DISTINCT FROM NEW.entry_id)
  EXECUTE FUNCTION "journal_items_tally_moved"();--> statement-breakpoint
CREATE TRIGGER "journal_entries_tally_deleted" BEFORE DELETE ON "journal_entries"
  FOR EACH ROW EXECUTE FUNCTION "journal_entries_tally_deleted"();--> statement-breakpoint
CREATE TRIGGER "journal_entries_tally_moved" AFTER UPDATE OF client_id, date, meal ON "journal_entries"
  FOR EACH ROW WHEN ((OLD.client_id, OLD.date, OLD.meal) IS DISTINCT FROM (NEW.client_id, NEW.date, NEW.meal))
  EXECUTE FUNCTION "journal_entries_tally_moved"();--> statement-breakpoint
CREATE TRIGGER "journal_items_tallies_emptied" AFTER TRUNCATE ON "journal_items"
  FOR EACH STATEMENT EXECUTE FUNCTION "journal_tallies_emptied"();--> statement-breakpoint
-- The read cache (decision 005) keeps Practice health until one of its tables changes.
CREATE TRIGGER "payments_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "payments"
  FOR EACH STATEMENT EXECUTE FUNCTION "nourishwell_notify_data_changed"();--> statement-breakpoint
CREATE TRIGGER "gst_documents_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "gst_documents"
  FOR EACH STATEMENT EXECUTE FUNCTION "nourishwell_notify_data_changed"();--> statement-breakpoint
CREATE TRIGGER "journal_day_meals_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "journal_day_meals"
  FOR EACH STATEMENT EXECUTE FUNCTION "nourishwell_notify_data_changed"();--> statement-breakpoint
CREATE TRIGGER "journal_month_meals_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "journal_month_meals"
  FOR EACH STATEMENT EXECUTE FUNCTION "nourishwell_notify_data_changed"();
