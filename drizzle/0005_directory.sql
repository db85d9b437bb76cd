CREATE TABLE "businesses" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" text,
	"name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"address" text NOT NULL,
	"postcode" text NOT NULL,
	"logo" text,
	"facebook" text DEFAULT '' NOT NULL,
	"instagram" text DEFAULT '' NOT NULL,
	"linkedin" text DEFAULT '' NOT NULL,
	"primary_category" text NOT NULL,
	"secondary_categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"subcategory" text DEFAULT '' NOT NULL,
	"specialty" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"admin_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"parent_id" integer,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_suggestions" (
	"id" serial PRIMARY KEY NOT NULL,
	"suggestion" text NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_seekers" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" text,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"location" text NOT NULL,
	"gender" text NOT NULL,
	"experience" text NOT NULL,
	"availability" text[] DEFAULT '{}'::text[] NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"desired_position" text DEFAULT 'Open to opportunities' NOT NULL,
	"education" text DEFAULT 'Not provided' NOT NULL,
	"languages" text DEFAULT 'English' NOT NULL,
	"expected_salary" text DEFAULT 'Negotiable' NOT NULL,
	"personal_statement" text DEFAULT 'Not provided' NOT NULL,
	"facebook" text DEFAULT '' NOT NULL,
	"instagram" text DEFAULT '' NOT NULL,
	"linkedin" text DEFAULT '' NOT NULL,
	"profile_picture" text,
	"cv_file" text,
	"cv_name" text,
	"cv_type" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"admin_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_suggestions" ADD CONSTRAINT "category_suggestions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_seekers" ADD CONSTRAINT "job_seekers_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "businesses_status_name_idx" ON "businesses" USING btree ("status","name");--> statement-breakpoint
CREATE INDEX "businesses_owner_idx" ON "businesses" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "categories_kind_position_idx" ON "categories" USING btree ("kind","position");--> statement-breakpoint
CREATE INDEX "job_seekers_status_name_idx" ON "job_seekers" USING btree ("status","full_name");--> statement-breakpoint
CREATE INDEX "job_seekers_owner_idx" ON "job_seekers" USING btree ("owner_id");