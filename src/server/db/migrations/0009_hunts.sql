CREATE TABLE "hunt_completions" (
	"hunt_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	CONSTRAINT "hunt_completions_hunt_id_user_id_pk" PRIMARY KEY("hunt_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "hunt_hint_reveals" (
	"photo_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"revealed" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hunt_hint_reveals_photo_id_user_id_pk" PRIMARY KEY("photo_id","user_id"),
	CONSTRAINT "hunt_hint_reveals_range" CHECK ("hunt_hint_reveals"."revealed" BETWEEN 1 AND 2)
);
--> statement-breakpoint
CREATE TABLE "hunt_hints" (
	"photo_id" integer NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "hunt_hints_photo_id_position_pk" PRIMARY KEY("photo_id","position"),
	CONSTRAINT "hunt_hints_position_range" CHECK ("hunt_hints"."position" BETWEEN 1 AND 2)
);
--> statement-breakpoint
CREATE TABLE "hunt_drafts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "hunt_drafts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"settings" jsonb NOT NULL,
	"waypoints" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hunts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "hunts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"creator_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"step_order" text DEFAULT 'linear' NOT NULL,
	"total_steps" integer NOT NULL,
	"required_steps" integer NOT NULL,
	"hint_cost_percent" integer DEFAULT 25 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hunts_steps_range" CHECK ("hunts"."total_steps" BETWEEN 1 AND 50),
	CONSTRAINT "hunts_required_range" CHECK ("hunts"."required_steps" BETWEEN 1 AND "hunts"."total_steps"),
	CONSTRAINT "hunts_hint_cost_range" CHECK ("hunts"."hint_cost_percent" BETWEEN 0 AND 50),
	CONSTRAINT "hunts_window_order" CHECK ("hunts"."starts_at" IS NULL OR "hunts"."ends_at" IS NULL OR "hunts"."starts_at" < "hunts"."ends_at")
);
--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "hunt_id" integer;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "hunt_step" integer;--> statement-breakpoint
ALTER TABLE "hunt_completions" ADD CONSTRAINT "hunt_completions_hunt_id_hunts_id_fk" FOREIGN KEY ("hunt_id") REFERENCES "public"."hunts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hunt_completions" ADD CONSTRAINT "hunt_completions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hunt_hint_reveals" ADD CONSTRAINT "hunt_hint_reveals_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hunt_hint_reveals" ADD CONSTRAINT "hunt_hint_reveals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hunt_hints" ADD CONSTRAINT "hunt_hints_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hunt_drafts" ADD CONSTRAINT "hunt_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hunts" ADD CONSTRAINT "hunts_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hunt_completions_user_idx" ON "hunt_completions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "hunt_drafts_user_idx" ON "hunt_drafts" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "hunts_creator_idx" ON "hunts" USING btree ("creator_id","created_at");--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_hunt_id_hunts_id_fk" FOREIGN KEY ("hunt_id") REFERENCES "public"."hunts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "photos_hunt_step_idx" ON "photos" USING btree ("hunt_id","hunt_step") WHERE "photos"."hunt_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_hunt_step" CHECK (("photos"."hunt_id" IS NULL) = ("photos"."hunt_step" IS NULL) AND ("photos"."hunt_step" IS NULL OR "photos"."hunt_step" >= 1));