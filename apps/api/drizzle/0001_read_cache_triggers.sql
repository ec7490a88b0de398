-- The read cache (decision 005) keeps answers built from these tables. Any change to them,
-- from any process or tool, notifies every listening process, which empties its cache.
-- Statement triggers: one notification per statement, and PostgreSQL folds identical
-- notifications of one transaction into one. A new table read through the cache needs
-- its trigger here.
CREATE FUNCTION "nourishwell_notify_data_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('nourishwell_data_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "users_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "nourishwell_notify_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "clients_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "clients"
  FOR EACH STATEMENT EXECUTE FUNCTION "nourishwell_notify_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "nutritionists_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "nutritionists"
  FOR EACH STATEMENT EXECUTE FUNCTION "nourishwell_notify_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "goals_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "goals"
  FOR EACH STATEMENT EXECUTE FUNCTION "nourishwell_notify_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "progress_entries_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "progress_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "nourishwell_notify_data_changed"();
