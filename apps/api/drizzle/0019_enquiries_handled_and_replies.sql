-- Issue 36: the admin's enquiries. An enquiry is marked handled (when, by whom); a WhatsApp
-- enquiry keeps when it was sent (its 24-hour reply window runs from it) and the
-- practice's replies (enquiry_replies), and has no name when the profile gave none.
CREATE TABLE "enquiry_replies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "enquiry_replies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enquiry_id" integer NOT NULL,
	"author_id" integer,
	"body" text NOT NULL,
	"outbox_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enquiries" DROP CONSTRAINT "enquiries_terms_check";--> statement-breakpoint
ALTER TABLE "enquiries" ALTER COLUMN "name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "handled_by" integer;--> statement-breakpoint
-- A WhatsApp enquiry so far kept the moment it was stored, and its number as its name
-- when the profile gave none.
UPDATE "enquiries" SET "sent_at" = "created_at" WHERE "source" = 'whatsapp';--> statement-breakpoint
UPDATE "enquiries" SET "name" = NULL WHERE "source" = 'whatsapp' AND "name" = "phone";--> statement-breakpoint
ALTER TABLE "enquiry_replies" ADD CONSTRAINT "enquiry_replies_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_replies" ADD CONSTRAINT "enquiry_replies_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_replies" ADD CONSTRAINT "enquiry_replies_outbox_id_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiry_replies_enquiry_idx" ON "enquiry_replies" USING btree ("enquiry_id","created_at");--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiries_whatsapp_phone_idx" ON "enquiries" USING btree ("phone","sent_at") WHERE "enquiries"."source" = 'whatsapp';--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_sent_at_check" CHECK (("enquiries"."source" = 'whatsapp') = ("enquiries"."sent_at" is not null));--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_handled_check" CHECK ("enquiries"."handled_by" is null or "enquiries"."handled_at" is not null);--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_terms_check" CHECK ("enquiries"."source" = 'whatsapp' or ("enquiries"."accepted_tnc" and "enquiries"."email" is not null and "enquiries"."name" is not null));