CREATE TABLE "record_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "record_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"uploaded_by" integer,
	"purpose" text NOT NULL,
	"mime" text NOT NULL,
	"file_name" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "record_files_purpose_check" CHECK ("record_files"."purpose" in ('labReport', 'intake')),
	CONSTRAINT "record_files_mime_check" CHECK ("record_files"."mime" in ('application/pdf', 'image/jpeg')),
	CONSTRAINT "record_files_size_check" CHECK ("record_files"."size" > 0 and "record_files"."size" = octet_length("record_files"."bytes"))
);
--> statement-breakpoint
CREATE TABLE "intake_form_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "intake_form_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"form_id" integer NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"consent_statement" text NOT NULL,
	"sections" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "intake_form_versions_form_version_key" UNIQUE("form_id","version"),
	CONSTRAINT "intake_form_versions_version_check" CHECK ("intake_form_versions"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "intake_forms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "intake_forms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"created_by" integer,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "intake_sends" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "intake_sends_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"form_version_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"sent_by" integer,
	"sent_at" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone,
	"saved_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"signed_name" text,
	"signed_on" date,
	"consent_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "intake_sends_signed_check" CHECK (("intake_sends"."completed_at" is null) = ("intake_sends"."signed_name" is null) and ("intake_sends"."completed_at" is null) = ("intake_sends"."signed_on" is null))
);
--> statement-breakpoint
CREATE TABLE "lab_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lab_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"uploaded_by" integer,
	"taken_on" date,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'awaiting' NOT NULL,
	"read_by" integer,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_reports_file_id_unique" UNIQUE("file_id"),
	CONSTRAINT "lab_reports_status_check" CHECK ("lab_reports"."status" in ('awaiting', 'read')),
	CONSTRAINT "lab_reports_read_check" CHECK (("lab_reports"."status" = 'read') = ("lab_reports"."read_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "lab_results" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lab_results_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"test_code" text NOT NULL,
	"value" numeric(10, 3) NOT NULL,
	"reported_value" numeric(10, 3),
	"reported_unit" text,
	"taken_on" date NOT NULL,
	"report_id" integer,
	"entered_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_results_client_test_day_key" UNIQUE("client_id","test_code","taken_on")
);
--> statement-breakpoint
CREATE TABLE "lab_test_settings" (
	"test_code" text PRIMARY KEY NOT NULL,
	"ranges" jsonb NOT NULL,
	"retest_days" integer,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "note_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "note_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"assessment" text DEFAULT '' NOT NULL,
	"diagnosis" text DEFAULT '' NOT NULL,
	"intervention" text DEFAULT '' NOT NULL,
	"monitoring" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_note_addenda" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "session_note_addenda_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"note_id" integer NOT NULL,
	"author_id" integer,
	"author_name" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "session_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"appointment_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"author_id" integer,
	"template_id" integer,
	"figures" jsonb,
	"assessment" text DEFAULT '' NOT NULL,
	"diagnoses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"intervention" text DEFAULT '' NOT NULL,
	"monitoring" text DEFAULT '' NOT NULL,
	"next_session_on" date,
	"summary" text DEFAULT '' NOT NULL,
	"signed_at" timestamp with time zone,
	"signed_by" integer,
	"signed_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_notes_appointment_id_unique" UNIQUE("appointment_id"),
	CONSTRAINT "session_notes_signed_check" CHECK (("session_notes"."signed_at" is null) = ("session_notes"."signed_name" is null))
);
--> statement-breakpoint
CREATE TABLE "outcome_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outcome_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"summary" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outcome_reports_period_check" CHECK ("outcome_reports"."from_date" <= "outcome_reports"."to_date")
);
--> statement-breakpoint
ALTER TABLE "record_files" ADD CONSTRAINT "record_files_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_files" ADD CONSTRAINT "record_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_form_versions" ADD CONSTRAINT "intake_form_versions_form_id_intake_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."intake_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_form_versions" ADD CONSTRAINT "intake_form_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_forms" ADD CONSTRAINT "intake_forms_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_sends" ADD CONSTRAINT "intake_sends_form_version_id_intake_form_versions_id_fk" FOREIGN KEY ("form_version_id") REFERENCES "public"."intake_form_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_sends" ADD CONSTRAINT "intake_sends_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_sends" ADD CONSTRAINT "intake_sends_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_sends" ADD CONSTRAINT "intake_sends_consent_id_consents_id_fk" FOREIGN KEY ("consent_id") REFERENCES "public"."consents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD CONSTRAINT "lab_reports_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD CONSTRAINT "lab_reports_file_id_record_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."record_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD CONSTRAINT "lab_reports_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD CONSTRAINT "lab_reports_read_by_users_id_fk" FOREIGN KEY ("read_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_results" ADD CONSTRAINT "lab_results_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_results" ADD CONSTRAINT "lab_results_report_id_lab_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."lab_reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_results" ADD CONSTRAINT "lab_results_entered_by_users_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_test_settings" ADD CONSTRAINT "lab_test_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_templates" ADD CONSTRAINT "note_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_note_addenda" ADD CONSTRAINT "session_note_addenda_note_id_session_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."session_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_note_addenda" ADD CONSTRAINT "session_note_addenda_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_notes" ADD CONSTRAINT "session_notes_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_notes" ADD CONSTRAINT "session_notes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_notes" ADD CONSTRAINT "session_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_notes" ADD CONSTRAINT "session_notes_template_id_note_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."note_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_notes" ADD CONSTRAINT "session_notes_signed_by_users_id_fk" FOREIGN KEY ("signed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outcome_reports" ADD CONSTRAINT "outcome_reports_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outcome_reports" ADD CONSTRAINT "outcome_reports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "record_files_client_idx" ON "record_files" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "intake_sends_client_idx" ON "intake_sends" USING btree ("client_id","sent_at");--> statement-breakpoint
CREATE INDEX "intake_sends_open_idx" ON "intake_sends" USING btree ("sent_at") WHERE completed_at is null and cancelled_at is null;--> statement-breakpoint
CREATE INDEX "lab_reports_client_idx" ON "lab_reports" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "lab_results_client_idx" ON "lab_results" USING btree ("client_id","test_code","taken_on");--> statement-breakpoint
CREATE INDEX "session_notes_client_idx" ON "session_notes" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "outcome_reports_client_idx" ON "outcome_reports" USING btree ("client_id","created_at");--> statement-breakpoint
-- A signed ADIME note is a clinical record: its content never changes (corrections are
-- addenda). Only the keys that empty when a person's account goes may still change.
CREATE FUNCTION "session_notes_keep_signed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.signed_at IS NOT NULL AND (
    NEW.appointment_id, NEW.client_id, NEW.figures, NEW.assessment, NEW.diagnoses,
    NEW.intervention, NEW.monitoring, NEW.next_session_on, NEW.summary, NEW.signed_at,
    NEW.signed_name, NEW.created_at
  ) IS DISTINCT FROM (
    OLD.appointment_id, OLD.client_id, OLD.figures, OLD.assessment, OLD.diagnoses,
    OLD.intervention, OLD.monitoring, OLD.next_session_on, OLD.summary, OLD.signed_at,
    OLD.signed_name, OLD.created_at
  ) THEN
    RAISE EXCEPTION 'a signed session note cannot be changed' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "session_notes_keep_signed" BEFORE UPDATE ON "session_notes"
  FOR EACH ROW EXECUTE FUNCTION "session_notes_keep_signed"();
