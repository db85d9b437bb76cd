CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"stripe_session_id" text NOT NULL,
	"purpose" text NOT NULL,
	"reference" text NOT NULL,
	"amount_pence" integer NOT NULL,
	"currency" text DEFAULT 'gbp' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"payment_intent_id" text,
	"url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payments_stripe_session_id_unique" UNIQUE("stripe_session_id")
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "summer_children" (
	"id" serial PRIMARY KEY NOT NULL,
	"registration_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"age" integer NOT NULL,
	"programmes" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "summer_coupons" (
	"code" text PRIMARY KEY NOT NULL,
	"percent" integer NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "summer_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "summer_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_name" text NOT NULL,
	"parent_email" text NOT NULL,
	"parent_phone" text NOT NULL,
	"payment_method" text NOT NULL,
	"number_of_children" integer NOT NULL,
	"children_details" text NOT NULL,
	"early_start" boolean NOT NULL,
	"late_finish" boolean NOT NULL,
	"subtotal_pence" integer NOT NULL,
	"full_week_discount_pence" integer NOT NULL,
	"sibling_discount_pence" integer NOT NULL,
	"coupon_discount_pence" integer NOT NULL,
	"total_pence" integer NOT NULL,
	"coupon_used" text,
	"terms_accepted" boolean NOT NULL,
	"registration_date" text NOT NULL,
	"status" text DEFAULT 'Pending Payment' NOT NULL,
	"pricing" jsonb NOT NULL,
	"paid_at" timestamp with time zone,
	"paid_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "summer_children" ADD CONSTRAINT "summer_children_registration_id_summer_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."summer_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_reference_idx" ON "payments" USING btree ("purpose","reference");--> statement-breakpoint
CREATE INDEX "summer_children_registration_idx" ON "summer_children" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "summer_registrations_created_idx" ON "summer_registrations" USING btree ("created_at");--> statement-breakpoint
INSERT INTO "summer_coupons" ("code", "percent", "valid_from", "valid_to") VALUES ('WIC2025', 10, '2025-01-01T00:00:00Z', NULL) ON CONFLICT DO NOTHING;
