-- Issue 36: the nutritionist's Today answer (her sessions with her list) is kept whole in
-- the read cache (decision 005); a session's meeting link and zone come from her hours and
-- its "change before" from the practice's settings, which did not yet tell the cache of a
-- change.
CREATE TRIGGER "nutritionist_availability_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "nutritionist_availability"
  FOR EACH STATEMENT EXECUTE FUNCTION "nourishwell_notify_data_changed"();--> statement-breakpoint
CREATE TRIGGER "practice_settings_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "practice_settings"
  FOR EACH STATEMENT EXECUTE FUNCTION "nourishwell_notify_data_changed"();
