CREATE TABLE "password_reset_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "password_reset_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_reset_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('admin', 'nutritionist', 'client')),
	CONSTRAINT "users_email_length_check" CHECK (char_length("users"."email") between 3 and 254),
	CONSTRAINT "users_token_version_check" CHECK ("users"."token_version" >= 0)
);
--> statement-breakpoint
CREATE TABLE "admin_profiles" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" integer PRIMARY KEY NOT NULL,
	"nutritionist_id" integer,
	"name" text NOT NULL,
	"phone" text,
	"location" text,
	"age" integer,
	"gender" text,
	"issue" text,
	"plan" text,
	"plan_description" text,
	"next_session" timestamp with time zone,
	"last_session" timestamp with time zone,
	"weight" numeric(5, 2),
	"height" numeric(5, 2),
	"diet" text,
	"allergies" text,
	"status" text DEFAULT 'active' NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"progress" integer,
	"profile_pic_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clients_age_check" CHECK ("clients"."age" between 2 and 120),
	CONSTRAINT "clients_gender_check" CHECK ("clients"."gender" in ('Male', 'Female', 'Other')),
	CONSTRAINT "clients_weight_check" CHECK ("clients"."weight" between 2 and 400),
	CONSTRAINT "clients_height_check" CHECK ("clients"."height" between 50 and 250),
	CONSTRAINT "clients_diet_check" CHECK ("clients"."diet" in ('Vegetarian', 'Vegan', 'Non-vegetarian', 'Pescatarian')),
	CONSTRAINT "clients_status_check" CHECK ("clients"."status" in ('active', 'inactive')),
	CONSTRAINT "clients_progress_check" CHECK ("clients"."progress" between 0 and 100),
	CONSTRAINT "clients_plan_check" CHECK ("clients"."plan" in ('Weight Management', 'Diabetes', 'Thyroid Health', 'PCOD PCOS', 'Hyper Tension', 'Kids Health', 'Organ Health', 'Custom'))
);
--> statement-breakpoint
CREATE TABLE "nutritionists" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"location" text,
	"specialization" text NOT NULL,
	"experience" integer,
	"qualifications" text[] DEFAULT '{}'::text[] NOT NULL,
	"bio" text,
	"status" text DEFAULT 'active' NOT NULL,
	"profile_pic_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nutritionists_status_check" CHECK ("nutritionists"."status" in ('active', 'inactive')),
	CONSTRAINT "nutritionists_experience_check" CHECK ("nutritionists"."experience" between 0 and 70)
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "appointments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"nutritionist_id" integer,
	"scheduled_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"notes" text,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_status_check" CHECK ("appointments"."status" in ('scheduled', 'completed', 'cancelled')),
	CONSTRAINT "appointments_completed_check" CHECK (("appointments"."status" = 'completed') = ("appointments"."completed_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "goals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"target" text NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"deadline" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goals_progress_check" CHECK ("goals"."progress" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "meal_plan_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "meal_plan_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"nutritionist_id" integer,
	"weekday" text NOT NULL,
	"meal" text NOT NULL,
	"food" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meal_plan_entries_cell_unique" UNIQUE("client_id","weekday","meal"),
	CONSTRAINT "meal_plan_entries_weekday_check" CHECK ("meal_plan_entries"."weekday" in ('Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday')),
	CONSTRAINT "meal_plan_entries_meal_check" CHECK ("meal_plan_entries"."meal" in ('breakfast', 'lunch', 'snack', 'dinner')),
	CONSTRAINT "meal_plan_entries_food_check" CHECK (char_length("meal_plan_entries"."food") between 1 and 500)
);
--> statement-breakpoint
CREATE TABLE "progress_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "progress_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"week" integer NOT NULL,
	"weight" numeric(5, 2) NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "progress_entries_client_week_unique" UNIQUE("client_id","week"),
	CONSTRAINT "progress_entries_week_check" CHECK ("progress_entries"."week" between 1 and 4),
	CONSTRAINT "progress_entries_weight_check" CHECK ("progress_entries"."weight" between 2 and 400)
);
--> statement-breakpoint
CREATE TABLE "ratings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ratings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"nutritionist_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ratings_client_nutritionist_unique" UNIQUE("client_id","nutritionist_id"),
	CONSTRAINT "ratings_rating_check" CHECK ("ratings"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sender_id" integer NOT NULL,
	"receiver_id" integer NOT NULL,
	"content" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "messages_content_check" CHECK (char_length("messages"."content") between 1 and 4000),
	CONSTRAINT "messages_not_self_check" CHECK ("messages"."sender_id" <> "messages"."receiver_id")
);
--> statement-breakpoint
CREATE TABLE "assessments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assessments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"nutritionist_id" integer,
	"height" numeric(5, 2),
	"weight" numeric(5, 2),
	"waist" numeric(5, 2),
	"hip" numeric(5, 2),
	"bp" text,
	"blood_test_done" text,
	"fbs" text,
	"ppbs" text,
	"hba1c" text,
	"lft" text,
	"rft" text,
	"hemogram" text,
	"cue" text,
	"lipid_profile" text,
	"calcium" text,
	"vit_d" text,
	"b12" text,
	"thyroid" text,
	"electrolytes" text,
	"uric_acid" text,
	"deficiencies" text,
	"medications" text,
	"supplements" text,
	"allergies" text,
	"current_issues" text,
	"medical_history" text,
	"menstrual_health" text,
	"sleep" text,
	"diet_recall" text,
	"food_pref" text,
	"water_intake" text,
	"habits" text,
	"activity" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assessments_height_check" CHECK ("assessments"."height" between 50 and 250),
	CONSTRAINT "assessments_weight_check" CHECK ("assessments"."weight" between 2 and 400),
	CONSTRAINT "assessments_waist_check" CHECK ("assessments"."waist" between 20 and 300),
	CONSTRAINT "assessments_hip_check" CHECK ("assessments"."hip" between 20 and 300),
	CONSTRAINT "assessments_blood_test_check" CHECK ("assessments"."blood_test_done" in ('Yes', 'No')),
	CONSTRAINT "assessments_food_pref_check" CHECK ("assessments"."food_pref" in ('Veg', 'Non-Veg', 'Vegan', 'Egg'))
);
--> statement-breakpoint
CREATE TABLE "enquiries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "enquiries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"illness" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"country" text NOT NULL,
	"state" text,
	"language" text,
	"accepted_tnc" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enquiries_country_check" CHECK ("enquiries"."country" in ('India', 'Outside India')),
	CONSTRAINT "enquiries_terms_check" CHECK ("enquiries"."accepted_tnc")
);
--> statement-breakpoint
CREATE TABLE "payment_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"phone" text NOT NULL,
	"plan" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_requests_reference_unique" UNIQUE("reference"),
	CONSTRAINT "payment_requests_phone_check" CHECK ("payment_requests"."phone" ~ '^[6-9][0-9]{9}$'),
	CONSTRAINT "payment_requests_amount_check" CHECK ("payment_requests"."amount" between 0 and 100000),
	CONSTRAINT "payment_requests_status_check" CHECK ("payment_requests"."status" in ('pending', 'paid', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "reach_outs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reach_outs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"email" text NOT NULL,
	"concern" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"actor_id" integer,
	"actor_role" text,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer,
	"details" jsonb,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbox_channel_check" CHECK ("outbox"."channel" in ('email', 'sms', 'whatsapp')),
	CONSTRAINT "outbox_status_check" CHECK ("outbox"."status" in ('pending', 'sending', 'sent', 'failed')),
	CONSTRAINT "outbox_attempts_check" CHECK ("outbox"."attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_profiles" ADD CONSTRAINT "admin_profiles_id_users_id_fk" FOREIGN KEY ("id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_id_users_id_fk" FOREIGN KEY ("id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_nutritionist_id_nutritionists_id_fk" FOREIGN KEY ("nutritionist_id") REFERENCES "public"."nutritionists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nutritionists" ADD CONSTRAINT "nutritionists_id_users_id_fk" FOREIGN KEY ("id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_nutritionist_id_nutritionists_id_fk" FOREIGN KEY ("nutritionist_id") REFERENCES "public"."nutritionists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_plan_entries" ADD CONSTRAINT "meal_plan_entries_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_plan_entries" ADD CONSTRAINT "meal_plan_entries_nutritionist_id_nutritionists_id_fk" FOREIGN KEY ("nutritionist_id") REFERENCES "public"."nutritionists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_entries" ADD CONSTRAINT "progress_entries_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_nutritionist_id_nutritionists_id_fk" FOREIGN KEY ("nutritionist_id") REFERENCES "public"."nutritionists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_receiver_id_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_nutritionist_id_nutritionists_id_fk" FOREIGN KEY ("nutritionist_id") REFERENCES "public"."nutritionists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "clients_nutritionist_idx" ON "clients" USING btree ("nutritionist_id");--> statement-breakpoint
CREATE INDEX "clients_next_session_idx" ON "clients" USING btree ("nutritionist_id","next_session");--> statement-breakpoint
CREATE INDEX "clients_name_idx" ON "clients" USING btree ("name");--> statement-breakpoint
CREATE INDEX "nutritionists_name_idx" ON "nutritionists" USING btree ("name");--> statement-breakpoint
CREATE INDEX "appointments_nutritionist_status_idx" ON "appointments" USING btree ("nutritionist_id","status","scheduled_at");--> statement-breakpoint
CREATE INDEX "appointments_client_idx" ON "appointments" USING btree ("client_id","scheduled_at");--> statement-breakpoint
CREATE INDEX "goals_client_idx" ON "goals" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "ratings_nutritionist_idx" ON "ratings" USING btree ("nutritionist_id");--> statement-breakpoint
CREATE INDEX "messages_pair_sent_idx" ON "messages" USING btree ("sender_id","receiver_id","sent_at");--> statement-breakpoint
CREATE INDEX "messages_receiver_unread_idx" ON "messages" USING btree ("receiver_id","sender_id") WHERE "messages"."read_at" is null;--> statement-breakpoint
CREATE INDEX "assessments_client_created_idx" ON "assessments" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "enquiries_created_idx" ON "enquiries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "reach_outs_created_idx" ON "reach_outs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "outbox_pending_idx" ON "outbox" USING btree ("status","created_at");