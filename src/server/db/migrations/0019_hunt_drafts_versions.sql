ALTER TABLE "hunt_drafts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "hunts" ADD COLUMN "publish_key" text;--> statement-breakpoint
ALTER TABLE "hunts" ADD COLUMN "draft_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "hunts_publish_key_idx" ON "hunts" USING btree ("creator_id","publish_key");--> statement-breakpoint
CREATE UNIQUE INDEX "hunts_draft_idx" ON "hunts" USING btree ("creator_id","draft_id");