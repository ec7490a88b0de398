-- Issue 17 (decision 019): real scheduling. GiST over an integer needs btree_gist
-- (shipped with PostgreSQL's contrib and loaded into PGlite by db/client.ts).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TABLE "appointment_reminders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "appointment_reminders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"appointment_id" integer NOT NULL,
	"offset_minutes" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_reminders_status_check" CHECK ("appointment_reminders"."status" in ('pending', 'sent', 'cancelled', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_secret_unique" UNIQUE("secret")
);
--> statement-breakpoint
CREATE TABLE "nutritionist_availability" (
	"nutritionist_id" integer PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL,
	"slot_minutes" integer NOT NULL,
	"buffer_minutes" integer NOT NULL,
	"weekly" jsonb NOT NULL,
	"exceptions" jsonb NOT NULL,
	"meeting_url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nutritionist_availability_slot_check" CHECK ("nutritionist_availability"."slot_minutes" in (30, 45, 60)),
	CONSTRAINT "nutritionist_availability_buffer_check" CHECK ("nutritionist_availability"."buffer_minutes" between 0 and 60)
);
--> statement-breakpoint
CREATE TABLE "practice_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"booking_horizon_days" integer DEFAULT 30 NOT NULL,
	"min_notice_hours" integer DEFAULT 12 NOT NULL,
	"change_window_hours" integer DEFAULT 24 NOT NULL,
	"reminder_offsets_minutes" jsonb DEFAULT '[1440,60]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_settings_one_row_check" CHECK ("practice_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_status_check";--> statement-breakpoint
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_status_check";--> statement-breakpoint
ALTER TABLE "appointments" ALTER COLUMN "status" SET DEFAULT 'booked';--> statement-breakpoint
UPDATE "appointments" SET "status" = 'booked' WHERE "status" = 'scheduled';--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "missed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "missed_by" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "video_room" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "kind" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "calendar" jsonb;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
-- A client's next session typed before issue 17 without a booked row gets one, so her
-- next session is derived from appointments from now on.
INSERT INTO "appointments" ("client_id", "nutritionist_id", "scheduled_at", "status")
SELECT c."id", c."nutritionist_id", c."next_session", 'booked'
FROM "clients" c
WHERE c."next_session" IS NOT NULL
  AND NOT EXISTS (
    SELECT 1 FROM "appointments" a
    WHERE a."client_id" = c."id" AND a."status" = 'booked' AND a."scheduled_at" = c."next_session"
  );--> statement-breakpoint
-- Two booked sessions of one nutritionist at the same start cannot both stand under the
-- new constraint: the later-made one is cancelled by the system, with the reason kept.
UPDATE "appointments" a SET "status" = 'cancelled', "cancelled_at" = now(), "cancelled_by" = 'system',
  "cancel_reason" = 'Another session was booked at the same time before scheduling began.'
WHERE a."status" = 'booked' AND EXISTS (
  SELECT 1 FROM "appointments" b
  WHERE b."status" = 'booked' AND b."nutritionist_id" = a."nutritionist_id"
    AND b."scheduled_at" = a."scheduled_at" AND b."id" < a."id"
);--> statement-breakpoint
-- A client whose session was just cancelled as a duplicate keeps as her next session the
-- earliest one still booked (none if none), as syncClientSessions would derive it.
UPDATE "clients" c SET "next_session" = (
  SELECT min(a."scheduled_at") FROM "appointments" a
  WHERE a."client_id" = c."id" AND a."status" = 'booked'
)
WHERE EXISTS (
  SELECT 1 FROM "appointments" a
  WHERE a."client_id" = c."id" AND a."status" = 'cancelled' AND a."cancelled_by" = 'system'
    AND a."cancel_reason" = 'Another session was booked at the same time before scheduling began.'
);--> statement-breakpoint
UPDATE "appointments" SET "cancelled_at" = "created_at", "cancelled_by" = 'system'
WHERE "status" = 'cancelled' AND "cancelled_at" IS NULL;--> statement-breakpoint
UPDATE "appointments" SET "missed_at" = "scheduled_at", "missed_by" = 'nutritionist'
WHERE "status" = 'missed' AND "missed_at" IS NULL;--> statement-breakpoint
-- Sessions before issue 17 had no length: 45 minutes (the default), cut short where the
-- same nutritionist's next booked session starts sooner, so none overlaps.
UPDATE "appointments" a SET "ends_at" = LEAST(a."scheduled_at" + interval '45 minutes', n."next_start")
FROM (
  SELECT "id", lead("scheduled_at") OVER (
    PARTITION BY "nutritionist_id", ("status" = 'booked') ORDER BY "scheduled_at", "id"
  ) AS "next_start"
  FROM "appointments"
) n
WHERE n."id" = a."id";--> statement-breakpoint
UPDATE "appointments" SET "ends_at" = "scheduled_at" + interval '45 minutes'
WHERE "ends_at" IS NULL OR "ends_at" <= "scheduled_at" OR "status" <> 'booked';--> statement-breakpoint
ALTER TABLE "appointments" ALTER COLUMN "ends_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_reminders" ADD CONSTRAINT "appointment_reminders_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nutritionist_availability" ADD CONSTRAINT "nutritionist_availability_nutritionist_id_nutritionists_id_fk" FOREIGN KEY ("nutritionist_id") REFERENCES "public"."nutritionists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_reminders_due_idx" ON "appointment_reminders" USING btree ("due_at") WHERE "appointment_reminders"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "appointment_reminders_appointment_idx" ON "appointment_reminders" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "appointments_booked_end_idx" ON "appointments" USING btree ("ends_at") WHERE "appointments"."status" = 'booked';--> statement-breakpoint
CREATE INDEX "outbox_created_idx" ON "outbox" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_cancelled_check" CHECK (("appointments"."status" = 'cancelled') = ("appointments"."cancelled_at" is not null));--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_ends_check" CHECK ("appointments"."ends_at" > "appointments"."scheduled_at");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_status_check" CHECK ("appointments"."status" in ('booked', 'completed', 'missed', 'cancelled'));--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_status_check" CHECK ("outbox"."status" in ('pending', 'sending', 'sent', 'failed', 'expired'));;--> statement-breakpoint
-- The one rule that keeps a slot from being sold twice, also across processes and
-- concurrent requests: booked sessions of one nutritionist never overlap.
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_no_overlap" EXCLUDE USING gist (
  "nutritionist_id" WITH =, tstzrange("scheduled_at", "ends_at", '[)') WITH &&
) WHERE ("status" = 'booked');--> statement-breakpoint
INSERT INTO "practice_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
