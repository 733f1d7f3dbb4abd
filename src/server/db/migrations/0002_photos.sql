CREATE TABLE "discoveries" (
	"photo_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discoveries_photo_id_user_id_pk" PRIMARY KEY("photo_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"location" text,
	"location_label" text,
	"is_global" boolean DEFAULT false NOT NULL,
	"message_type" text NOT NULL,
	"hidden_message" text,
	"public_description" text,
	"pdf_key" text,
	"pdf_file_name" text,
	"image_key" text NOT NULL,
	"thumbnail_key" text NOT NULL,
	"max_scans" integer DEFAULT 1 NOT NULL,
	"current_scans" integer DEFAULT 0 NOT NULL,
	"text_key" text,
	"is_analyzed" boolean DEFAULT false NOT NULL,
	"is_private" boolean DEFAULT false NOT NULL,
	"target_user_id" integer,
	"has_rewards" boolean DEFAULT false NOT NULL,
	"reward_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photos_max_scans_positive" CHECK ("photos"."max_scans" >= 1),
	CONSTRAINT "photos_current_scans_range" CHECK ("photos"."current_scans" BETWEEN 0 AND "photos"."max_scans"),
	CONSTRAINT "photos_reward_nonnegative" CHECK ("photos"."reward_cents" >= 0),
	CONSTRAINT "photos_place" CHECK ("photos"."is_global" OR ("photos"."latitude" BETWEEN -90 AND 90 AND "photos"."longitude" BETWEEN -180 AND 180)),
	CONSTRAINT "photos_content" CHECK (("photos"."message_type" = 'text' AND "photos"."hidden_message" IS NOT NULL) OR ("photos"."message_type" = 'pdf' AND "photos"."pdf_key" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "discoveries" ADD CONSTRAINT "discoveries_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discoveries" ADD CONSTRAINT "discoveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discoveries_user_idx" ON "discoveries" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "photos_user_id_idx" ON "photos" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "photos_target_user_id_idx" ON "photos" USING btree ("target_user_id");--> statement-breakpoint
CREATE INDEX "photos_global_created_idx" ON "photos" USING btree ("created_at") WHERE "photos"."is_global";--> statement-breakpoint
CREATE INDEX "photos_earth_idx" ON "photos" USING gist (ll_to_earth("latitude", "longitude")) WHERE NOT "photos"."is_global";