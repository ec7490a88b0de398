CREATE TABLE "client_tracking" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"water_target" integer DEFAULT 8 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_tracking_water_check" CHECK ("client_tracking"."water_target" between 1 and 30)
);
--> statement-breakpoint
CREATE TABLE "habit_checks" (
	"habit_id" integer NOT NULL,
	"date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "habit_checks_habit_id_date_pk" PRIMARY KEY("habit_id","date")
);
--> statement-breakpoint
CREATE TABLE "habits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "habits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"title" text NOT NULL,
	"position" integer NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journal_comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "journal_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"entry_id" integer NOT NULL,
	"author_id" integer,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journal_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "journal_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"date" date NOT NULL,
	"meal" text NOT NULL,
	"note" text,
	"photo_name" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journal_entries_client_key_unique" UNIQUE("client_id","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "journal_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "journal_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"entry_id" integer NOT NULL,
	"position" integer NOT NULL,
	"food_id" integer,
	"recipe_id" integer,
	"quantity" real,
	"unit" text,
	"text" text,
	CONSTRAINT "journal_items_one_kind_check" CHECK (("journal_items"."text" is not null and "journal_items"."food_id" is null and "journal_items"."recipe_id" is null)
        or ("journal_items"."text" is null and "journal_items"."quantity" is not null and "journal_items"."unit" is not null
            and ("journal_items"."food_id" is null) <> ("journal_items"."recipe_id" is null)))
);
--> statement-breakpoint
CREATE TABLE "measurements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "measurements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"date" date NOT NULL,
	"weight_kg" real NOT NULL,
	"waist_cm" real,
	"hip_cm" real,
	"body_fat_pct" real,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "measurements_client_date_unique" UNIQUE("client_id","date"),
	CONSTRAINT "measurements_weight_check" CHECK ("measurements"."weight_kg" between 2 and 400),
	CONSTRAINT "measurements_waist_check" CHECK ("measurements"."waist_cm" between 30 and 250),
	CONSTRAINT "measurements_hip_check" CHECK ("measurements"."hip_cm" between 30 and 250),
	CONSTRAINT "measurements_body_fat_check" CHECK ("measurements"."body_fat_pct" between 2 and 75)
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"link" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "water_logs" (
	"client_id" integer NOT NULL,
	"date" date NOT NULL,
	"glasses" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "water_logs_client_id_date_pk" PRIMARY KEY("client_id","date"),
	CONSTRAINT "water_logs_glasses_check" CHECK ("water_logs"."glasses" between 0 and 30)
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"name" text PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_tracking" ADD CONSTRAINT "client_tracking_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habit_checks" ADD CONSTRAINT "habit_checks_habit_id_habits_id_fk" FOREIGN KEY ("habit_id") REFERENCES "public"."habits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habits" ADD CONSTRAINT "habits_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_comments" ADD CONSTRAINT "journal_comments_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_comments" ADD CONSTRAINT "journal_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_items" ADD CONSTRAINT "journal_items_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_items" ADD CONSTRAINT "journal_items_food_id_foods_id_fk" FOREIGN KEY ("food_id") REFERENCES "public"."foods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_items" ADD CONSTRAINT "journal_items_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurements" ADD CONSTRAINT "measurements_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurements" ADD CONSTRAINT "measurements_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "water_logs" ADD CONSTRAINT "water_logs_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "habits_client_idx" ON "habits" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "journal_comments_entry_idx" ON "journal_comments" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "journal_entries_client_date_idx" ON "journal_entries" USING btree ("client_id","date");--> statement-breakpoint
CREATE INDEX "journal_items_entry_idx" ON "journal_items" USING btree ("entry_id","position");--> statement-breakpoint
CREATE INDEX "journal_items_food_idx" ON "journal_items" USING btree ("food_id");--> statement-breakpoint
CREATE INDEX "journal_items_recipe_idx" ON "journal_items" USING btree ("recipe_id");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
-- My Clients (a cached read, decision 005) shows the last logged day, adherence and the latest weight.
CREATE TRIGGER "journal_entries_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "journal_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "nourishwell_notify_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "measurements_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "measurements"
  FOR EACH STATEMENT EXECUTE FUNCTION "nourishwell_notify_data_changed"();
--> statement-breakpoint
-- The journal read keeps its answers in the read cache until one of these changes.
CREATE TRIGGER "journal_items_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "journal_items"
  FOR EACH STATEMENT EXECUTE FUNCTION "nourishwell_notify_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "journal_comments_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "journal_comments"
  FOR EACH STATEMENT EXECUTE FUNCTION "nourishwell_notify_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "water_logs_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "water_logs"
  FOR EACH STATEMENT EXECUTE FUNCTION "nourishwell_notify_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "habits_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "habits"
  FOR EACH STATEMENT EXECUTE FUNCTION "nourishwell_notify_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "habit_checks_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "habit_checks"
  FOR EACH STATEMENT EXECUTE FUNCTION "nourishwell_notify_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "client_tracking_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "client_tracking"
  FOR EACH STATEMENT EXECUTE FUNCTION "nourishwell_notify_data_changed"();
