CREATE TABLE "google_pending_signups" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- Deleted accounts take the placeholder no nickname can be ('Deleted account #<id>', issue 19);
-- their look is filled again at start-up (fillMissingLookalikes).
UPDATE "users" SET "nickname" = 'Deleted account #' || "id", "nickname_key" = 'deleted account #' || "id", "nickname_lookalike" = NULL WHERE "deleted_at" IS NOT NULL;
