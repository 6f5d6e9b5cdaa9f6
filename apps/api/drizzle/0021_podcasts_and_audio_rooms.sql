CREATE TABLE "audio_rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"host_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"join_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "podcast_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "podcast_categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "podcast_episodes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"language" text NOT NULL,
	"category_id" uuid NOT NULL,
	"audio_file_key" text NOT NULL,
	"duration_seconds" integer NOT NULL,
	"size_bytes" integer NOT NULL,
	"mime_type" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"uploaded_by" uuid,
	"request_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "podcast_episodes_audio_file_key_unique" UNIQUE("audio_file_key")
);
--> statement-breakpoint
ALTER TABLE "audio_rooms" ADD CONSTRAINT "audio_rooms_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "podcast_episodes" ADD CONSTRAINT "podcast_episodes_category_id_podcast_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."podcast_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "podcast_episodes" ADD CONSTRAINT "podcast_episodes_audio_file_key_files_key_fk" FOREIGN KEY ("audio_file_key") REFERENCES "public"."files"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "podcast_episodes" ADD CONSTRAINT "podcast_episodes_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "podcast_episodes" ADD CONSTRAINT "podcast_episodes_request_id_donation_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."donation_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audio_rooms_host_idx" ON "audio_rooms" USING btree ("host_id","start_time");--> statement-breakpoint
CREATE INDEX "podcast_episodes_status_idx" ON "podcast_episodes" USING btree ("status","published_at");--> statement-breakpoint
CREATE INDEX "podcast_episodes_category_idx" ON "podcast_episodes" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "podcast_episodes_request_idx" ON "podcast_episodes" USING btree ("request_id");--> statement-breakpoint
INSERT INTO "podcast_categories" ("name") VALUES ('Health and Wellness'), ('Mental Health'), ('Nutrition and Diet'), ('Mother and Child Care'), ('Ask the Doctor'), ('Patient Stories'), ('Education and Careers');
