CREATE TABLE "directory_doctors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ref" text NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"email" text,
	"linkedin" text,
	"twitter" text,
	"speciality" text NOT NULL,
	"experience" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"education" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"memberships" text[] DEFAULT '{}' NOT NULL,
	"certifications" text[] DEFAULT '{}' NOT NULL,
	"achievements" text[] DEFAULT '{}' NOT NULL,
	"languages" text[] DEFAULT '{}' NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"country" text NOT NULL,
	"claim_status" text,
	"claimed_by" uuid,
	"claim_requested_at" timestamp with time zone,
	"claim_confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "directory_doctors_claim_known" CHECK ("directory_doctors"."claim_status" is null or "directory_doctors"."claim_status" in ('pending', 'confirmed'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "languages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "directory_doctors" ADD CONSTRAINT "directory_doctors_claimed_by_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "directory_doctors_ref_unique" ON "directory_doctors" USING btree ("ref");--> statement-breakpoint
CREATE INDEX "directory_doctors_city_idx" ON "directory_doctors" USING btree (lower("city"));--> statement-breakpoint
CREATE INDEX "directory_doctors_speciality_idx" ON "directory_doctors" USING btree (lower("speciality"));--> statement-breakpoint
CREATE INDEX "directory_doctors_name_trgm_idx" ON "directory_doctors" USING gin ("name" gin_trgm_ops);