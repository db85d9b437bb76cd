CREATE TABLE "eid_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"prayer_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"people" integer NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "eid_bookings_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "eid_days" (
	"eid" text NOT NULL,
	"hijri_year" integer NOT NULL,
	"show_from" date NOT NULL,
	"moon" text,
	"bookers_told_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "eid_days_hijri_year_eid_pk" PRIMARY KEY("hijri_year","eid")
);
--> statement-breakpoint
CREATE TABLE "eid_prayers" (
	"id" serial PRIMARY KEY NOT NULL,
	"eid" text NOT NULL,
	"hijri_year" integer NOT NULL,
	"time" text NOT NULL,
	"place" text NOT NULL,
	"language" text DEFAULT '' NOT NULL,
	"booking" boolean DEFAULT false NOT NULL,
	"capacity" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "iftar_nights" (
	"date" date PRIMARY KEY NOT NULL,
	"capacity" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"open" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "iftar_signups" (
	"id" serial PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"people" integer NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "iftar_signups_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "iftar_volunteers" (
	"id" serial PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"name" text NOT NULL,
	"task" text NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "eid_bookings" ADD CONSTRAINT "eid_bookings_prayer_id_eid_prayers_id_fk" FOREIGN KEY ("prayer_id") REFERENCES "public"."eid_prayers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iftar_signups" ADD CONSTRAINT "iftar_signups_date_iftar_nights_date_fk" FOREIGN KEY ("date") REFERENCES "public"."iftar_nights"("date") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iftar_volunteers" ADD CONSTRAINT "iftar_volunteers_date_iftar_nights_date_fk" FOREIGN KEY ("date") REFERENCES "public"."iftar_nights"("date") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "eid_bookings_prayer_idx" ON "eid_bookings" USING btree ("prayer_id");--> statement-breakpoint
CREATE INDEX "eid_prayers_eid_idx" ON "eid_prayers" USING btree ("hijri_year","eid");--> statement-breakpoint
CREATE INDEX "iftar_signups_date_idx" ON "iftar_signups" USING btree ("date");--> statement-breakpoint
CREATE INDEX "iftar_volunteers_date_idx" ON "iftar_volunteers" USING btree ("date");