ALTER TABLE "donation_payments" ADD COLUMN "refunded_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "donation_payments" ADD COLUMN "dispute_status" text;--> statement-breakpoint
ALTER TABLE "donation_payments" ADD COLUMN "gift_aid_adjusted_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "dispute_status" text;--> statement-breakpoint
-- Payments refunded before this migration were refunded in full, and a claim adjusted each in full.
UPDATE "payments" SET "refunded_pence" = "amount_pence" WHERE "status" = 'refunded';--> statement-breakpoint
UPDATE "donation_payments" SET "refunded_pence" = "amount_pence" WHERE "status" = 'refunded';--> statement-breakpoint
UPDATE "donation_payments" SET "gift_aid_adjusted_pence" = "amount_pence" WHERE "gift_aid_adjusted_in_claim_id" IS NOT NULL;
