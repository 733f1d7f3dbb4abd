-- A lease on a withdrawal's transfer call, so a lost answer is asked again by one caller (decision 003).
ALTER TABLE "withdrawals" ADD COLUMN "transfer_attempted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "withdrawals_pending_idx" ON "withdrawals" USING btree ("transfer_attempted_at") WHERE "withdrawals"."status" = 'pending';