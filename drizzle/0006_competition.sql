CREATE TABLE "competition_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_name" text NOT NULL,
	"parent_email" text NOT NULL,
	"parent_phone" text NOT NULL,
	"registering_as" text NOT NULL,
	"child_name" text,
	"participant_key" text NOT NULL,
	"age" integer NOT NULL,
	"postcode" text NOT NULL,
	"gender" text NOT NULL,
	"category" integer NOT NULL,
	"group" text NOT NULL,
	"registration_date" text NOT NULL,
	"status" text DEFAULT 'Pending Payment' NOT NULL,
	"paid_at" timestamp with time zone,
	"paid_by" text,
	"scores" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "competition_registrations_person_category_idx" ON "competition_registrations" USING btree ("participant_key","category");--> statement-breakpoint
CREATE INDEX "competition_registrations_group_idx" ON "competition_registrations" USING btree ("category","group");