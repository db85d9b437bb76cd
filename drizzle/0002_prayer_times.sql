CREATE TABLE "iqamah_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"prayer" text NOT NULL,
	"mode" text NOT NULL,
	"time" text,
	"minutes" integer,
	"doors" text,
	"khutbah" text,
	"valid_from" date,
	"valid_to" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prayer_times" (
	"id" serial PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"fajr" text NOT NULL,
	"sunrise" text NOT NULL,
	"dhuhr" text NOT NULL,
	"asr" text NOT NULL,
	"maghrib" text NOT NULL,
	"isha" text NOT NULL,
	"fajr_iqamah" text NOT NULL,
	"dhuhr_iqamah" text NOT NULL,
	"asr_iqamah" text NOT NULL,
	"maghrib_iqamah" text NOT NULL,
	"isha_iqamah" text NOT NULL,
	"jummah_doors" text NOT NULL,
	"jummah_khutbah" text NOT NULL,
	"jummah_iqamah" text NOT NULL,
	"hijri_date" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prayer_times_date_unique" UNIQUE("date")
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timetable_entries" (
	"key" text PRIMARY KEY NOT NULL,
	"times" jsonb NOT NULL,
	"iqamah" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weekly_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"day_of_week" integer NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "weekly_events_position_idx" ON "weekly_events" USING btree ("position");