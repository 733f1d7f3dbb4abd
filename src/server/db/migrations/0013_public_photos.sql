ALTER TABLE "photos" ADD COLUMN "public_image_key" text;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "public_thumbnail_key" text;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "text_regions" jsonb;--> statement-breakpoint
CREATE INDEX "photos_awaiting_reading_idx" ON "photos" USING btree ("id") WHERE (NOT "photos"."is_analyzed" OR ("photos"."public_image_key" IS NULL AND "photos"."text_regions" IS NULL));