ALTER TABLE "users" ADD COLUMN "nickname_lookalike" text;--> statement-breakpoint
CREATE INDEX "users_nickname_lookalike_idx" ON "users" USING btree ("nickname_lookalike");