CREATE TABLE "medical_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"uploaded_by" uuid NOT NULL,
	"file_key" text NOT NULL,
	"user_given_name" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medical_records_file_key_unique" UNIQUE("file_key")
);
--> statement-breakpoint
CREATE TABLE "uploaded_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"file_key" text NOT NULL,
	"resized_key" text NOT NULL,
	"name" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploaded_images_file_key_unique" UNIQUE("file_key"),
	CONSTRAINT "uploaded_images_resized_key_unique" UNIQUE("resized_key")
);
--> statement-breakpoint
ALTER TABLE "medical_records" ADD CONSTRAINT "medical_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_records" ADD CONSTRAINT "medical_records_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_records" ADD CONSTRAINT "medical_records_file_key_files_key_fk" FOREIGN KEY ("file_key") REFERENCES "public"."files"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_images" ADD CONSTRAINT "uploaded_images_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_images" ADD CONSTRAINT "uploaded_images_file_key_files_key_fk" FOREIGN KEY ("file_key") REFERENCES "public"."files"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_images" ADD CONSTRAINT "uploaded_images_resized_key_files_key_fk" FOREIGN KEY ("resized_key") REFERENCES "public"."files"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "medical_records_user_idx" ON "medical_records" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "uploaded_images_user_idx" ON "uploaded_images" USING btree ("user_id","created_at");