CREATE TABLE "renewal_reminders" (
	"purchase_id" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "renewal_reminders_purchase_id_kind_pk" PRIMARY KEY("purchase_id","kind"),
	CONSTRAINT "renewal_reminders_kind_check" CHECK ("renewal_reminders"."kind" in ('week', 'lastDay'))
);
--> statement-breakpoint
ALTER TABLE "renewal_reminders" ADD CONSTRAINT "renewal_reminders_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;