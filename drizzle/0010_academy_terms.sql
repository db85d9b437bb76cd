CREATE TABLE "academy_courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"term_id" integer NOT NULL,
	"slug" text NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"age_label" text NOT NULL,
	"description" text NOT NULL,
	"features" jsonb NOT NULL,
	"times" text NOT NULL,
	"choice" text NOT NULL,
	"options" jsonb NOT NULL,
	"contact" text NOT NULL,
	"min_age" integer NOT NULL,
	"max_age" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "academy_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"starts_on" date NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"videos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "academy_courses" ADD CONSTRAINT "academy_courses_term_id_academy_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."academy_terms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "academy_courses_term_slug_idx" ON "academy_courses" USING btree ("term_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "academy_terms_one_current_idx" ON "academy_terms" USING btree ("status") WHERE "academy_terms"."status" = 'current';--> statement-breakpoint

-- data
-- The term the site showed before terms were editable (spec 000), current, with its courses.
INSERT INTO "academy_terms" ("name", "starts_on", "status", "videos") VALUES ('New term from September 2025', '2025-09-01', 'current', '[{"title":"Academy Highlights"},{"title":"Student Success"},{"title":"Learning Experience"}]'::jsonb);--> statement-breakpoint
INSERT INTO "academy_courses" ("term_id", "slug", "position", "title", "age_label", "description", "features", "times", "choice", "options", "contact", "min_age", "max_age")
SELECT t.id, c.* FROM "academy_terms" t, (VALUES
  ('weekday', 0, 'Weekday Quran & Arabic Classes', 'Ages 4-16', 'Evening classes after school in Qur''an reading, Tajweed, memorisation and Arabic, in small groups by level.', '["Qur''an reading with Tajweed","Hifz (memorisation) at each child''s pace","Arabic language for beginners and improvers","Islamic manners and daily duas"]'::jsonb, '5:30 PM-7 PM', 'checkbox', '[{"id":"mon-wed","label":"Monday & Wednesday","days":"5:30 PM-7 PM"},{"id":"tue-thu","label":"Tuesday & Thursday","days":"5:30 PM-7 PM"},{"id":"mon-thu","label":"Monday to Thursday","days":"5:30 PM-7 PM"}]'::jsonb, 'For more information call or email us; places are limited in each group.', 3, 18),
  ('weekend', 1, 'Weekend Islamic Education', 'Ages 4-16', 'A complete weekend school: Qur''an, Arabic and Islamic studies, taught in a warm and structured setting.', '["Qur''an and Tajweed","Arabic language","Islamic studies: aqeedah, fiqh, seerah and akhlaq","Termly progress reports for parents"]'::jsonb, '10 AM-1:15 PM', 'checkbox', '[{"id":"saturday","label":"Saturday Only","days":"10 AM-1:15 PM"},{"id":"sunday","label":"Sunday Only","days":"10 AM-1:15 PM"}]'::jsonb, 'For more information call or email us; places are limited in each group.', 3, 18),
  ('adult', 2, 'Adult Quran & Arabic Programme', 'Ages 17+', 'For adults who want to read the Qur''an well, understand its Arabic and reflect on its meaning with Tafseer.', '["Qur''an reading and Tajweed for adults","Arabic grammar and vocabulary of the Qur''an","Tafseer: the meaning of the Qur''an explained","A friendly class for every level"]'::jsonb, 'Saturdays 10 AM-1:15 PM', 'radio', '[{"id":"arabic-tafseer","label":"Arabic & Tafseer","days":"Saturdays 10 AM-1:15 PM"},{"id":"tafseer-only","label":"Tafseer Only","days":"Saturdays 10 AM-1:15 PM"}]'::jsonb, 'For more information call or email us about the adult programme.', 17, 120)
) AS c(slug, position, title, age_label, description, features, times, choice, options, contact, min_age, max_age)
WHERE t.status = 'current';
