CREATE TABLE "page_cache_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO "page_cache_version" ("id", "version") VALUES (1, 0);
