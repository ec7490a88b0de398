ALTER TABLE "foods" ADD COLUMN "source" text DEFAULT 'practice' NOT NULL;--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "state" text DEFAULT 'served' NOT NULL;--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "common_names" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "practice_names" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "practice_diet" text;--> statement-breakpoint
-- Every food with a code so far is IFCT's; the start-up load sets its state food by food.
UPDATE "foods" SET "source" = 'ifct', "state" = 'raw' WHERE "code" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "foods" ADD CONSTRAINT "foods_practice_diet_check" CHECK ("foods"."practice_diet" in ('veg', 'egg', 'nonveg'));--> statement-breakpoint
ALTER TABLE "foods" ADD CONSTRAINT "foods_source_check" CHECK ("foods"."source" in ('ifct', 'indb', 'practice'));--> statement-breakpoint
ALTER TABLE "foods" ADD CONSTRAINT "foods_state_check" CHECK ("foods"."state" in ('raw', 'served'));--> statement-breakpoint
ALTER TABLE "foods" ADD CONSTRAINT "foods_source_code_check" CHECK (("foods"."source" = 'practice') = ("foods"."code" is null));