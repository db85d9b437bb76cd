ALTER TABLE "competition_registrations" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_seekers" ADD COLUMN "expiry_warned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "summer_registrations" ADD COLUMN "anonymised_at" timestamp with time zone;