CREATE TABLE "competition_editions" (
	"id" serial PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"title" text NOT NULL,
	"event_date" date NOT NULL,
	"venue" text NOT NULL,
	"fee_pence" integer NOT NULL,
	"registration_closes_at" timestamp with time zone NOT NULL,
	"min_age" integer DEFAULT 5 NOT NULL,
	"max_age" integer DEFAULT 25 NOT NULL,
	"group_min" integer DEFAULT 10 NOT NULL,
	"group_max" integer DEFAULT 15 NOT NULL,
	"rules_text" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "competition_registrations_person_category_idx";--> statement-breakpoint
DROP INDEX "competition_registrations_group_idx";--> statement-breakpoint
ALTER TABLE "competition_registrations" ADD COLUMN "edition_id" integer;--> statement-breakpoint
-- The spec's 25 December 2025 competition becomes the first edition (deadline 20 December 2025, 23:59:59 UK); what was stored before belongs to it.
INSERT INTO "competition_editions" ("year", "title", "event_date", "venue", "fee_pence", "registration_closes_at", "min_age", "max_age", "group_min", "group_max", "status") VALUES (2025, 'Winter Qur''an Competition 2025', '2025-12-25', 'Watford Islamic Centre', 500, '2025-12-20T23:59:59Z', 5, 25, 10, 15, 'open');--> statement-breakpoint
UPDATE "competition_registrations" SET "edition_id" = (SELECT "id" FROM "competition_editions" WHERE "year" = 2025);--> statement-breakpoint
ALTER TABLE "competition_registrations" ALTER COLUMN "edition_id" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "competition_editions_year_idx" ON "competition_editions" USING btree ("year");--> statement-breakpoint
ALTER TABLE "competition_registrations" ADD CONSTRAINT "competition_registrations_edition_id_competition_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."competition_editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "competition_registrations_person_category_idx" ON "competition_registrations" USING btree ("edition_id","participant_key","category");--> statement-breakpoint
CREATE INDEX "competition_registrations_group_idx" ON "competition_registrations" USING btree ("edition_id","category","group");