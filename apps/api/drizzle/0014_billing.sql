CREATE TABLE "gst_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gst_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"purchase_id" integer NOT NULL,
	"refers_to_id" integer,
	"bill_of_supply" boolean NOT NULL,
	"practice_name" text NOT NULL,
	"practice_address" text NOT NULL,
	"practice_state" text NOT NULL,
	"practice_gstin" text,
	"client_name" text NOT NULL,
	"client_address" text,
	"place_of_supply" text NOT NULL,
	"description" text NOT NULL,
	"sac_code" text NOT NULL,
	"taxable_paise" integer NOT NULL,
	"gst_rate" integer NOT NULL,
	"cgst_paise" integer NOT NULL,
	"sgst_paise" integer NOT NULL,
	"igst_paise" integer NOT NULL,
	"total_paise" integer NOT NULL,
	"reason" text,
	CONSTRAINT "gst_documents_number_unique" UNIQUE("number"),
	CONSTRAINT "gst_documents_purchase_kind_unique" UNIQUE("purchase_id","kind"),
	CONSTRAINT "gst_documents_kind_check" CHECK ("gst_documents"."kind" in ('invoice', 'creditNote')),
	CONSTRAINT "gst_documents_sum_check" CHECK ("gst_documents"."total_paise" = "gst_documents"."taxable_paise" + "gst_documents"."cgst_paise" + "gst_documents"."sgst_paise" + "gst_documents"."igst_paise"),
	CONSTRAINT "gst_documents_refers_check" CHECK (("gst_documents"."kind" = 'creditNote') = ("gst_documents"."refers_to_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "packages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"duration_weeks" integer NOT NULL,
	"sessions_included" integer,
	"price_paise" integer NOT NULL,
	"gst_rate" integer NOT NULL,
	"sac_code" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packages_duration_check" CHECK ("packages"."duration_weeks" between 1 and 104),
	CONSTRAINT "packages_sessions_check" CHECK ("packages"."sessions_included" between 1 and 200),
	CONSTRAINT "packages_price_check" CHECK ("packages"."price_paise" between 0 and 100000000),
	CONSTRAINT "packages_rate_check" CHECK ("packages"."gst_rate" in (0, 5, 12, 18)),
	CONSTRAINT "packages_sac_check" CHECK ("packages"."sac_code" ~ '^[0-9]{6}$')
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"purchase_id" integer NOT NULL,
	"method" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"provider_payment_id" text,
	"paid_at" timestamp with time zone NOT NULL,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_provider_payment_id_unique" UNIQUE("provider_payment_id"),
	CONSTRAINT "payments_method_check" CHECK ("payments"."method" in ('cash', 'bankTransfer', 'upi', 'razorpay')),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "purchases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer,
	"package_id" integer NOT NULL,
	"package_name" text NOT NULL,
	"sessions_included" integer,
	"taxable_paise" integer NOT NULL,
	"gst_rate" integer NOT NULL,
	"total_paise" integer NOT NULL,
	"sac_code" text NOT NULL,
	"status" text DEFAULT 'awaiting_payment' NOT NULL,
	"valid_from" date NOT NULL,
	"valid_until" date NOT NULL,
	"place_of_supply" text,
	"razorpay_link_id" text,
	"razorpay_link_url" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"refund_reason" text,
	CONSTRAINT "purchases_razorpay_link_id_unique" UNIQUE("razorpay_link_id"),
	CONSTRAINT "purchases_status_check" CHECK ("purchases"."status" in ('awaiting_payment', 'active', 'refunded')),
	CONSTRAINT "purchases_dates_check" CHECK ("purchases"."valid_until" >= "purchases"."valid_from"),
	CONSTRAINT "purchases_taxable_check" CHECK ("purchases"."taxable_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "razorpay_events" (
	"event_id" text NOT NULL,
	"event" text NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "razorpay_events_event_id_pk" PRIMARY KEY("event_id")
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "state_code" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "document_id" integer;--> statement-breakpoint
ALTER TABLE "practice_settings" ADD COLUMN "billing_legal_name" text;--> statement-breakpoint
ALTER TABLE "practice_settings" ADD COLUMN "billing_address" text;--> statement-breakpoint
ALTER TABLE "practice_settings" ADD COLUMN "billing_state_code" text;--> statement-breakpoint
ALTER TABLE "practice_settings" ADD COLUMN "billing_gstin" text;--> statement-breakpoint
ALTER TABLE "practice_settings" ADD COLUMN "block_beyond_sessions" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "gst_documents" ADD CONSTRAINT "gst_documents_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gst_documents" ADD CONSTRAINT "gst_documents_refers_to_id_gst_documents_id_fk" FOREIGN KEY ("refers_to_id") REFERENCES "public"."gst_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gst_documents_issued_idx" ON "gst_documents" USING btree ("issued_at");--> statement-breakpoint
CREATE INDEX "payments_purchase_idx" ON "payments" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "purchases_client_idx" ON "purchases" USING btree ("client_id","valid_until");