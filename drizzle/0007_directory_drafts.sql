CREATE TABLE "directory_drafts" (
	"id" serial PRIMARY KEY NOT NULL,
	"browser_key" text NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "directory_drafts_browser_idx" ON "directory_drafts" USING btree ("browser_key","kind");