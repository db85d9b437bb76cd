CREATE TABLE "summer_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"registration_id" uuid NOT NULL,
	"session_id" integer NOT NULL,
	"child_position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "summer_opening_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"season_id" integer NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "summer_programmes" (
	"id" serial PRIMARY KEY NOT NULL,
	"season_id" integer NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"short" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"details" jsonb,
	"min_age" integer NOT NULL,
	"max_age" integer NOT NULL,
	"rate_pence" integer NOT NULL,
	"start_time" text DEFAULT '10:00' NOT NULL,
	"end_time" text DEFAULT '13:00' NOT NULL,
	"extras_fee_pence" integer DEFAULT 500 NOT NULL,
	"offered" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "summer_seasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"registration_opens_at" timestamp with time zone,
	"registration_closes_at" timestamp with time zone,
	"full_week_days" integer DEFAULT 6 NOT NULL,
	"full_week_percent" integer DEFAULT 10 NOT NULL,
	"sibling_percent" integer DEFAULT 5 NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "summer_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"programme_id" integer NOT NULL,
	"date" date NOT NULL,
	"capacity" integer
);
--> statement-breakpoint
ALTER TABLE "summer_coupons" ADD COLUMN "season_id" integer;--> statement-breakpoint
ALTER TABLE "summer_coupons" ADD COLUMN "disabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The spec's 2025 leaflet becomes the first season; what was stored before belongs to it.
INSERT INTO "summer_seasons" ("title", "status", "registration_opens_at", "registration_closes_at", "full_week_days", "full_week_percent", "sibling_percent") VALUES ('Wicked Wednesdays & Weekends 2025', 'open', NULL, '2025-08-31T22:59:59Z', 6, 10, 5);--> statement-breakpoint
INSERT INTO "summer_programmes" ("season_id", "key", "name", "short", "min_age", "max_age", "rate_pence", "start_time", "end_time", "extras_fee_pence", "offered", "position") SELECT min("id"), v."key", v."name", v."short", v."min_age", v."max_age", v."rate_pence", '10:00', '13:00', 500, v."offered", v."position" FROM "summer_seasons", (VALUES ('fantastic-5', 'Saturdays – Fantastic 5 (10am–1pm)', 'Fantastic 5', 4, 16, 2000, true, 0), ('quran', 'Sundays + Wednesdays - Qur''an Intensive (10am–1pm)', 'Qur''an Intensive', 4, 16, 2000, true, 1), ('full-day-camp', 'Full-Day Camp', 'Full-Day Camp', 4, 11, 3500, false, 2)) AS v("key", "name", "short", "min_age", "max_age", "rate_pence", "offered", "position") GROUP BY v."key", v."name", v."short", v."min_age", v."max_age", v."rate_pence", v."offered", v."position";--> statement-breakpoint
INSERT INTO "summer_sessions" ("programme_id", "date", "capacity") SELECT p."id", d."date"::date, NULL FROM "summer_programmes" p, (VALUES ('2025-07-26'),('2025-08-02'),('2025-08-09'),('2025-08-16'),('2025-08-23'),('2025-08-30')) AS d("date") WHERE p."key" = 'fantastic-5' AND p."season_id" = (SELECT min("id") FROM "summer_seasons");--> statement-breakpoint
INSERT INTO "summer_sessions" ("programme_id", "date", "capacity") SELECT p."id", d."date"::date, NULL FROM "summer_programmes" p, (VALUES ('2025-07-27'),('2025-08-03'),('2025-08-10'),('2025-08-17'),('2025-08-24'),('2025-08-31'),('2025-07-23'),('2025-07-30'),('2025-08-06'),('2025-08-13'),('2025-08-20'),('2025-08-27')) AS d("date") WHERE p."key" = 'quran' AND p."season_id" = (SELECT min("id") FROM "summer_seasons");--> statement-breakpoint
ALTER TABLE "summer_registrations" ADD COLUMN "season_id" integer;--> statement-breakpoint
UPDATE "summer_registrations" SET "season_id" = (SELECT min("id") FROM "summer_seasons");--> statement-breakpoint
ALTER TABLE "summer_registrations" ALTER COLUMN "season_id" SET NOT NULL;--> statement-breakpoint
UPDATE "summer_coupons" SET "season_id" = (SELECT min("id") FROM "summer_seasons") WHERE "code" = 'WIC2025';--> statement-breakpoint
ALTER TABLE "summer_bookings" ADD CONSTRAINT "summer_bookings_registration_id_summer_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."summer_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "summer_bookings" ADD CONSTRAINT "summer_bookings_session_id_summer_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."summer_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "summer_opening_notices" ADD CONSTRAINT "summer_opening_notices_season_id_summer_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."summer_seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "summer_programmes" ADD CONSTRAINT "summer_programmes_season_id_summer_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."summer_seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "summer_sessions" ADD CONSTRAINT "summer_sessions_programme_id_summer_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."summer_programmes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "summer_bookings_session_idx" ON "summer_bookings" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "summer_bookings_place_idx" ON "summer_bookings" USING btree ("registration_id","child_position","session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "summer_opening_notices_email_idx" ON "summer_opening_notices" USING btree ("season_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "summer_programmes_season_key_idx" ON "summer_programmes" USING btree ("season_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "summer_sessions_programme_date_idx" ON "summer_sessions" USING btree ("programme_id","date");--> statement-breakpoint
ALTER TABLE "summer_coupons" ADD CONSTRAINT "summer_coupons_season_id_summer_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."summer_seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "summer_registrations" ADD CONSTRAINT "summer_registrations_season_id_summer_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."summer_seasons"("id") ON DELETE no action ON UPDATE no action;