CREATE TABLE "contact_verifications" (
	"user_id" integer NOT NULL,
	"contact" text NOT NULL,
	"code_value" text,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"code_tries" integer DEFAULT 0 NOT NULL,
	"verified_value" text,
	"verified_at" timestamp with time zone,
	CONSTRAINT "contact_verifications_user_id_contact_pk" PRIMARY KEY("user_id","contact"),
	CONSTRAINT "contact_verifications_contact_check" CHECK ("contact_verifications"."contact" in ('phone', 'email'))
);
--> statement-breakpoint
ALTER TABLE "breaches" ADD COLUMN "erased_affected" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_verifications" ADD CONSTRAINT "contact_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Issue 30: a verification proves one phone or email. Whatever path changes her phone or
-- her email (her profile, an admin's edit), the proof goes with the old value.
CREATE FUNCTION "nourishwell_drop_contact_verification"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "contact_verifications"
  WHERE "user_id" = NEW."id" AND "contact" = TG_ARGV[0];
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "clients_phone_changed" AFTER UPDATE OF "phone" ON "clients"
  FOR EACH ROW WHEN (OLD."phone" IS DISTINCT FROM NEW."phone")
  EXECUTE FUNCTION "nourishwell_drop_contact_verification"('phone');
--> statement-breakpoint
CREATE TRIGGER "users_email_changed" AFTER UPDATE OF "email" ON "users"
  FOR EACH ROW WHEN (lower(OLD."email") IS DISTINCT FROM lower(NEW."email"))
  EXECUTE FUNCTION "nourishwell_drop_contact_verification"('email');
