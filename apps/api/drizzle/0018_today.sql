-- Issue 36: the nutritionist's Today list is kept in the read cache (decision 005) until a
-- table it is built from changes; these tables did not yet tell the cache of a change.
CREATE TRIGGER "messages_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "messages"
  FOR EACH STATEMENT EXECUTE FUNCTION "nourishwell_notify_data_changed"();--> statement-breakpoint
CREATE TRIGGER "appointments_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "appointments"
  FOR EACH STATEMENT EXECUTE FUNCTION "nourishwell_notify_data_changed"();--> statement-breakpoint
CREATE TRIGGER "intake_sends_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "intake_sends"
  FOR EACH STATEMENT EXECUTE FUNCTION "nourishwell_notify_data_changed"();--> statement-breakpoint
CREATE TRIGGER "purchases_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "purchases"
  FOR EACH STATEMENT EXECUTE FUNCTION "nourishwell_notify_data_changed"();--> statement-breakpoint
CREATE TRIGGER "lab_results_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "lab_results"
  FOR EACH STATEMENT EXECUTE FUNCTION "nourishwell_notify_data_changed"();--> statement-breakpoint
CREATE TRIGGER "lab_test_settings_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "lab_test_settings"
  FOR EACH STATEMENT EXECUTE FUNCTION "nourishwell_notify_data_changed"();--> statement-breakpoint
CREATE TRIGGER "today_marks_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "today_marks"
  FOR EACH STATEMENT EXECUTE FUNCTION "nourishwell_notify_data_changed"();
