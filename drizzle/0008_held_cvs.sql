CREATE TABLE "held_cvs" (
	"file_key" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "held_cvs_expires_idx" ON "held_cvs" USING btree ("expires_at");