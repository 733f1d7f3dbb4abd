-- The walk's point stored with the row, not computed per row read (decision 036).
DROP INDEX "photos_earth_idx";--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "earth_point" "earth" GENERATED ALWAYS AS (ll_to_earth("photos"."latitude", "photos"."longitude")) STORED;--> statement-breakpoint
CREATE INDEX "photos_earth_idx" ON "photos" USING gist ("earth_point") WHERE NOT "photos"."is_global";