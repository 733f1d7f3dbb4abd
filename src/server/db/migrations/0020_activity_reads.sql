CREATE TABLE "activity_reads" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"seen_up_to" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_reads" ADD CONSTRAINT "activity_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;