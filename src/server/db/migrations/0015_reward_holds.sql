CREATE TABLE "reward_holds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reward_holds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"transfer_id" integer NOT NULL,
	"finder_id" integer NOT NULL,
	"creator_id" integer NOT NULL,
	"photo_id" integer,
	"amount_cents" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"release_at" timestamp with time zone NOT NULL,
	"review_reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_holds_transfer_id_unique" UNIQUE("transfer_id"),
	CONSTRAINT "reward_holds_positive" CHECK ("reward_holds"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "sandbox_accounts" ADD COLUMN "bank_fingerprint" text;--> statement-breakpoint
ALTER TABLE "reward_holds" ADD CONSTRAINT "reward_holds_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_holds" ADD CONSTRAINT "reward_holds_finder_id_users_id_fk" FOREIGN KEY ("finder_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_holds" ADD CONSTRAINT "reward_holds_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_holds" ADD CONSTRAINT "reward_holds_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_holds" ADD CONSTRAINT "reward_holds_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reward_holds_due_idx" ON "reward_holds" USING btree ("release_at","id") WHERE "reward_holds"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "reward_holds_finder_idx" ON "reward_holds" USING btree ("finder_id","status");--> statement-breakpoint
CREATE INDEX "reward_holds_review_idx" ON "reward_holds" USING btree ("id") WHERE "reward_holds"."status" = 'review';