CREATE TABLE "islamic_month_starts" (
	"hijri_year" integer NOT NULL,
	"month" integer NOT NULL,
	"starts_on" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "islamic_month_starts_hijri_year_month_pk" PRIMARY KEY("hijri_year","month")
);
--> statement-breakpoint
CREATE TABLE "ramadan_nights" (
	"date" date PRIMARY KEY NOT NULL,
	"tarawih" text,
	"note" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
