-- Nearby and discovery walk a point on a Mercator map, not earthdistance's cube: a point GiST
-- index stays tight in a dense city as rows come one by one (decision 036, session 24).
DROP INDEX "photos_earth_idx";--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "map_point" "point" GENERATED ALWAYS AS (point(6371000 * radians("photos"."longitude"), 6371000 * asinh(tan(radians("photos"."latitude"))))) STORED;--> statement-breakpoint
CREATE INDEX "photos_map_idx" ON "photos" USING gist ("map_point") WHERE NOT "photos"."is_global";