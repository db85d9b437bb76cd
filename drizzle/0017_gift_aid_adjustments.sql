ALTER TABLE "donation_payments" ADD COLUMN "gift_aid_adjusted_in_claim_id" integer;--> statement-breakpoint
ALTER TABLE "gift_aid_claims" ADD COLUMN "adjusted_payment_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_aid_claims" ADD COLUMN "adjusted_total_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "donation_payments" ADD CONSTRAINT "donation_payments_gift_aid_adjusted_in_claim_id_gift_aid_claims_id_fk" FOREIGN KEY ("gift_aid_adjusted_in_claim_id") REFERENCES "public"."gift_aid_claims"("id") ON DELETE no action ON UPDATE no action;