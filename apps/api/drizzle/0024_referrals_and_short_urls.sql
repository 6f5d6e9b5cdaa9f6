CREATE TABLE "short_urls" (
	"id" text PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"represents_what" text NOT NULL,
	"reference_id" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "referred_by" uuid;--> statement-breakpoint
ALTER TABLE "short_urls" ADD CONSTRAINT "short_urls_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "short_urls_url_unique" ON "short_urls" USING btree ("url");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_referred_by_users_id_fk" FOREIGN KEY ("referred_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_referral_code_idx" ON "users" USING btree ("referral_code");--> statement-breakpoint
CREATE INDEX "users_referred_by_idx" ON "users" USING btree ("referred_by");--> statement-breakpoint
-- referral_code held the code a person typed at sign-up, which named no one (no user had a code yet); it is now each user's own code.
UPDATE "users" SET "referral_code" = NULL;
