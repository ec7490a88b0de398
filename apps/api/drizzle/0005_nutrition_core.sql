CREATE TABLE "foods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "foods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text,
	"name" text NOT NULL,
	"scientific_name" text,
	"local_names" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"food_group" text NOT NULL,
	"diet" text NOT NULL,
	"kcal" real NOT NULL,
	"protein" real NOT NULL,
	"carbs" real NOT NULL,
	"fat" real NOT NULL,
	"fibre" real NOT NULL,
	"iron" real NOT NULL,
	"calcium" real NOT NULL,
	"vitamin_c" real NOT NULL,
	"folate" real NOT NULL,
	"portions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "foods_code_unique" UNIQUE("code"),
	CONSTRAINT "foods_diet_check" CHECK ("foods"."diet" in ('veg', 'egg', 'nonveg')),
	CONSTRAINT "foods_kcal_check" CHECK ("foods"."kcal" between 0 and 900),
	CONSTRAINT "foods_name_check" CHECK (char_length("foods"."name") between 1 and 200)
);
--> statement-breakpoint
CREATE TABLE "recipe_ingredients" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recipe_ingredients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"recipe_id" integer NOT NULL,
	"position" integer NOT NULL,
	"food_id" integer,
	"ingredient_recipe_id" integer,
	"quantity" real NOT NULL,
	"unit" text NOT NULL,
	CONSTRAINT "recipe_ingredients_one_kind_check" CHECK (("recipe_ingredients"."food_id" is null) <> ("recipe_ingredients"."ingredient_recipe_id" is null)),
	CONSTRAINT "recipe_ingredients_quantity_check" CHECK ("recipe_ingredients"."quantity" > 0 and "recipe_ingredients"."quantity" <= 5000)
);
--> statement-breakpoint
CREATE TABLE "recipes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recipes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"servings" integer NOT NULL,
	"serving_unit" text DEFAULT 'serving' NOT NULL,
	"cooked_grams" real,
	"method" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "recipes_servings_check" CHECK ("recipes"."servings" between 1 and 50),
	CONSTRAINT "recipes_cooked_grams_check" CHECK ("recipes"."cooked_grams" > 0 and "recipes"."cooked_grams" <= 20000)
);
--> statement-breakpoint
CREATE TABLE "client_targets" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"kcal" real NOT NULL,
	"protein" real NOT NULL,
	"carbs" real NOT NULL,
	"fat" real NOT NULL,
	"fibre" real NOT NULL,
	"activity" text,
	"goal" text,
	"set_by" integer,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_targets_kcal_check" CHECK ("client_targets"."kcal" between 800 and 6000)
);
--> statement-breakpoint
CREATE TABLE "meal_plan_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "meal_plan_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"entry_id" integer NOT NULL,
	"position" integer NOT NULL,
	"food_id" integer,
	"recipe_id" integer,
	"quantity" real NOT NULL,
	"unit" text NOT NULL,
	CONSTRAINT "meal_plan_items_one_kind_check" CHECK (("meal_plan_items"."food_id" is null) <> ("meal_plan_items"."recipe_id" is null)),
	CONSTRAINT "meal_plan_items_quantity_check" CHECK ("meal_plan_items"."quantity" > 0 and "meal_plan_items"."quantity" <= 5000)
);
--> statement-breakpoint
CREATE TABLE "meal_plan_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "meal_plan_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nutritionist_id" integer NOT NULL,
	"name" text NOT NULL,
	"days" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meal_plan_templates_name_unique" UNIQUE("nutritionist_id","name")
);
--> statement-breakpoint
ALTER TABLE "meal_plan_entries" DROP CONSTRAINT "meal_plan_entries_meal_check";--> statement-breakpoint
ALTER TABLE "meal_plan_entries" ALTER COLUMN "food" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "foods" ADD CONSTRAINT "foods_created_by_nutritionists_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."nutritionists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_ingredients" ADD CONSTRAINT "recipe_ingredients_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_ingredients" ADD CONSTRAINT "recipe_ingredients_food_id_foods_id_fk" FOREIGN KEY ("food_id") REFERENCES "public"."foods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_ingredients" ADD CONSTRAINT "recipe_ingredients_ingredient_recipe_id_recipes_id_fk" FOREIGN KEY ("ingredient_recipe_id") REFERENCES "public"."recipes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_created_by_nutritionists_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."nutritionists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_targets" ADD CONSTRAINT "client_targets_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_targets" ADD CONSTRAINT "client_targets_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_plan_items" ADD CONSTRAINT "meal_plan_items_entry_id_meal_plan_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."meal_plan_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_plan_items" ADD CONSTRAINT "meal_plan_items_food_id_foods_id_fk" FOREIGN KEY ("food_id") REFERENCES "public"."foods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_plan_items" ADD CONSTRAINT "meal_plan_items_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_plan_templates" ADD CONSTRAINT "meal_plan_templates_nutritionist_id_nutritionists_id_fk" FOREIGN KEY ("nutritionist_id") REFERENCES "public"."nutritionists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recipe_ingredients_recipe_idx" ON "recipe_ingredients" USING btree ("recipe_id","position");--> statement-breakpoint
CREATE INDEX "meal_plan_items_entry_idx" ON "meal_plan_items" USING btree ("entry_id","position");--> statement-breakpoint
ALTER TABLE "meal_plan_entries" ADD CONSTRAINT "meal_plan_entries_meal_check" CHECK ("meal_plan_entries"."meal" in ('earlyMorning', 'breakfast', 'midMorning', 'lunch', 'snack', 'dinner', 'bedtime'));--> statement-breakpoint
-- The food catalogue and plan reads go through the read cache (decision 005).
CREATE TRIGGER "foods_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "foods"
  FOR EACH STATEMENT EXECUTE FUNCTION "nourishwell_notify_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "recipes_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "recipes"
  FOR EACH STATEMENT EXECUTE FUNCTION "nourishwell_notify_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "recipe_ingredients_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "recipe_ingredients"
  FOR EACH STATEMENT EXECUTE FUNCTION "nourishwell_notify_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "meal_plan_entries_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "meal_plan_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "nourishwell_notify_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "meal_plan_items_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "meal_plan_items"
  FOR EACH STATEMENT EXECUTE FUNCTION "nourishwell_notify_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "client_targets_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "client_targets"
  FOR EACH STATEMENT EXECUTE FUNCTION "nourishwell_notify_data_changed"();
