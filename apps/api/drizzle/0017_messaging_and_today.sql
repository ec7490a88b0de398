CREATE TABLE "contact_preferences" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"whatsapp" boolean DEFAULT true NOT NULL,
	"sms" boolean DEFAULT true NOT NULL,
	"email" boolean DEFAULT true NOT NULL,
	"quiet_from" text DEFAULT '21:00' NOT NULL,
	"quiet_until" text DEFAULT '09:00' NOT NULL,
	"time_zone" text,
	"check_in_day" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_preferences_check_in_day_check" CHECK ("contact_preferences"."check_in_day" between 0 and 6),
	CONSTRAINT "contact_preferences_quiet_check" CHECK ("contact_preferences"."quiet_from" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "contact_preferences"."quiet_until" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
CREATE TABLE "today_marks" (
	"nutritionist_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"reason" text NOT NULL,
	"occurrence" text NOT NULL,
	"action" text NOT NULL,
	"until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "today_marks_nutritionist_id_client_id_reason_pk" PRIMARY KEY("nutritionist_id","client_id","reason"),
	CONSTRAINT "today_marks_action_check" CHECK ("today_marks"."action" in ('snooze', 'done')),
	CONSTRAINT "today_marks_until_check" CHECK (("today_marks"."action" = 'snooze') = ("today_marks"."until" is not null))
);
--> statement-breakpoint
ALTER TABLE "enquiries" DROP CONSTRAINT "enquiries_terms_check";--> statement-breakpoint
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_status_check";--> statement-breakpoint
ALTER TABLE "enquiries" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "channel" text DEFAULT 'app' NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "source" text DEFAULT 'form' NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "message" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "client_id" integer;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "not_before" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "template_params" jsonb;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "provider_message_id" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "delivery_status" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "fallback_of" integer;--> statement-breakpoint
ALTER TABLE "practice_settings" ADD COLUMN "messaging" jsonb DEFAULT '{"whatsappTemplates":{},"sms":{"senderId":null,"entityId":null,"templates":{}}}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "practice_settings" ADD COLUMN "automation" jsonb DEFAULT '{"checkIn":{"enabled":false,"formId":null,"hour":10},"journalNudge":{"enabled":true,"days":3},"missedSession":{"enabled":true},"retestDue":{"enabled":true},"renewal":{"enabled":true},"afterPackageEnds":false}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_preferences" ADD CONSTRAINT "contact_preferences_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "today_marks" ADD CONSTRAINT "today_marks_nutritionist_id_users_id_fk" FOREIGN KEY ("nutritionist_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "today_marks" ADD CONSTRAINT "today_marks_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_external_id_unique" ON "messages" USING btree ("external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "enquiries_external_id_unique" ON "enquiries" USING btree ("external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_dedupe_key_unique" ON "outbox" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "outbox_provider_message_idx" ON "outbox" USING btree ("provider_message_id") WHERE "outbox"."provider_message_id" is not null;--> statement-breakpoint
CREATE INDEX "outbox_client_pending_idx" ON "outbox" USING btree ("client_id","channel") WHERE "outbox"."status" in ('pending', 'sending');--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_channel_check" CHECK ("messages"."channel" in ('app', 'whatsapp'));--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_source_check" CHECK ("enquiries"."source" in ('form', 'whatsapp'));--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_terms_check" CHECK ("enquiries"."source" = 'whatsapp' or ("enquiries"."accepted_tnc" and "enquiries"."email" is not null));--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_delivery_status_check" CHECK ("outbox"."delivery_status" is null or "outbox"."delivery_status" in ('delivered', 'read', 'failed'));--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_status_check" CHECK ("outbox"."status" in ('pending', 'sending', 'sent', 'failed', 'expired', 'cancelled'));