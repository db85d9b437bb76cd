CREATE TABLE "donation_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"fund_id" integer NOT NULL,
	"title" text NOT NULL,
	"target_pence" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "donation_funds" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"kind" text DEFAULT 'amount' NOT NULL,
	"per_person_pence" integer,
	"suggested_pence" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"monthly_allowed" boolean DEFAULT true NOT NULL,
	"show_from" date,
	"show_to" date,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "donation_funds_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "donation_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"donation_id" uuid NOT NULL,
	"amount_pence" integer NOT NULL,
	"status" text NOT NULL,
	"gift_aid" boolean DEFAULT false NOT NULL,
	"stripe_session_id" text,
	"stripe_invoice_id" text,
	"payment_intent_id" text,
	"paid_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"gift_aid_claim_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "donation_payments_stripe_session_id_unique" UNIQUE("stripe_session_id"),
	CONSTRAINT "donation_payments_stripe_invoice_id_unique" UNIQUE("stripe_invoice_id")
);
--> statement-breakpoint
CREATE TABLE "donations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fund_id" integer NOT NULL,
	"fund_name" text NOT NULL,
	"frequency" text NOT NULL,
	"amount_pence" integer NOT NULL,
	"people" integer,
	"per_person_pence" integer,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"gift_aid_declaration_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"stripe_subscription_id" text,
	"stripe_customer_id" text,
	"manage_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"anonymised_at" timestamp with time zone,
	CONSTRAINT "donations_stripe_subscription_id_unique" UNIQUE("stripe_subscription_id"),
	CONSTRAINT "donations_manage_token_unique" UNIQUE("manage_token")
);
--> statement-breakpoint
CREATE TABLE "gift_aid_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"payment_count" integer NOT NULL,
	"total_pence" integer NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_aid_declarations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"house_name_or_number" text NOT NULL,
	"postcode" text NOT NULL,
	"email" text NOT NULL,
	"text_version" text NOT NULL,
	"declared_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "donation_campaigns" ADD CONSTRAINT "donation_campaigns_fund_id_donation_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."donation_funds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donation_payments" ADD CONSTRAINT "donation_payments_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donation_payments" ADD CONSTRAINT "donation_payments_gift_aid_claim_id_gift_aid_claims_id_fk" FOREIGN KEY ("gift_aid_claim_id") REFERENCES "public"."gift_aid_claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_fund_id_donation_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."donation_funds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_gift_aid_declaration_id_gift_aid_declarations_id_fk" FOREIGN KEY ("gift_aid_declaration_id") REFERENCES "public"."gift_aid_declarations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "donation_payments_paid_idx" ON "donation_payments" USING btree ("paid_at");--> statement-breakpoint
CREATE INDEX "donation_payments_donation_idx" ON "donation_payments" USING btree ("donation_id");--> statement-breakpoint
CREATE INDEX "donations_created_idx" ON "donations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "donations_email_idx" ON "donations" USING btree ("email");