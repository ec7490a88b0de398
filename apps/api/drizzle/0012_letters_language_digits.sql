ALTER TABLE "users" ADD COLUMN "devanagari_digits" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "grievances" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;