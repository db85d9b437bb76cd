CREATE TABLE "staff_roles" (
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_roles_user_id_role_pk" PRIMARY KEY("user_id","role")
);
--> statement-breakpoint
ALTER TABLE "staff_roles" ADD CONSTRAINT "staff_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every administrator of the one-role days keeps the whole admin as an administrator.
INSERT INTO "staff_roles" ("user_id", "role") SELECT "id", 'administrator' FROM "users" WHERE "role" = 'admin';--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "role";