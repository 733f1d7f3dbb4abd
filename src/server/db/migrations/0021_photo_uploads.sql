CREATE TABLE "photo_uploads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "photo_uploads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"image_key" text NOT NULL,
	"thumbnail_key" text NOT NULL,
	"public_image_key" text,
	"public_thumbnail_key" text,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"text" text,
	"text_key" text,
	"text_regions" jsonb,
	"read_at" timestamp with time zone,
	"photo_id" integer,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "photo_uploads_place" CHECK (("photo_uploads"."latitude" IS NULL) = ("photo_uploads"."longitude" IS NULL) AND ("photo_uploads"."latitude" IS NULL OR ("photo_uploads"."latitude" BETWEEN -90 AND 90 AND "photo_uploads"."longitude" BETWEEN -180 AND 180)))
);
--> statement-breakpoint
ALTER TABLE "photo_uploads" ADD CONSTRAINT "photo_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_uploads" ADD CONSTRAINT "photo_uploads_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photo_uploads_user_idx" ON "photo_uploads" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "photo_uploads_expires_idx" ON "photo_uploads" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "photo_uploads_photo_idx" ON "photo_uploads" USING btree ("photo_id");