CREATE TABLE "global_text_grams" (
	"gram" integer NOT NULL,
	"photo_id" integer NOT NULL,
	CONSTRAINT "global_text_grams_gram_photo_id_pk" PRIMARY KEY("gram","photo_id")
);
--> statement-breakpoint
ALTER TABLE "global_text_grams" ADD CONSTRAINT "global_text_grams_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "global_text_grams_photo_idx" ON "global_text_grams" USING btree ("photo_id");