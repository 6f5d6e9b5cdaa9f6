CREATE TABLE "doctor_specializations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "facility_services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organization_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organization_invitations_role_known" CHECK ("organization_invitations"."role" in ('admin', 'member'))
);
--> statement-breakpoint
CREATE TABLE "import_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"created_by" uuid,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"rows" jsonb NOT NULL,
	"total_rows" integer NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"created_count" integer DEFAULT 0 NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"result_file_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "import_jobs_kind_known" CHECK ("import_jobs"."kind" in ('users', 'organizations')),
	CONSTRAINT "import_jobs_status_known" CHECK ("import_jobs"."status" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "payment_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"country" text NOT NULL,
	"account_holder_name" text NOT NULL,
	"bank_name" text,
	"account_number" text NOT NULL,
	"ifsc_code" text,
	"routing_number" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_accounts_country_known" CHECK ("payment_accounts"."country" in ('IN', 'US'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_by" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "document_keys" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "org_email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "org_email_token_hash" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "org_email_token_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organization_invitations" ADD CONSTRAINT "organization_invitations_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_invitations" ADD CONSTRAINT "organization_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_invitations" ADD CONSTRAINT "organization_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_accounts" ADD CONSTRAINT "payment_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "doctor_specializations_name_unique" ON "doctor_specializations" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "facility_services_name_unique" ON "facility_services" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "organization_invitations_token_idx" ON "organization_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "organization_invitations_org_idx" ON "organization_invitations" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "import_jobs_created_idx" ON "import_jobs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payment_accounts_user_idx" ON "payment_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "activity_log_created_idx" ON "activity_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "organizations_services_idx" ON "organizations" USING gin ("facility_services");--> statement-breakpoint
CREATE UNIQUE INDEX "organizations_email_token_idx" ON "organizations" USING btree ("org_email_token_hash");--> statement-breakpoint
-- The user who created a facility owns it; the other managers stay its administrators.
UPDATE "organization_members" m SET "role" = 'owner' FROM "organizations" o WHERE o."id" = m."org_id" AND o."created_by" = m."user_id";--> statement-breakpoint
-- The catalogues start from the names already in use, so no facility or doctor points at an unknown one.
INSERT INTO "facility_services" ("name") SELECT DISTINCT ON (lower(s)) s FROM "organizations", unnest("facility_services") AS s WHERE btrim(s) <> '' ORDER BY lower(s), s;--> statement-breakpoint
INSERT INTO "doctor_specializations" ("name") SELECT DISTINCT ON (lower(s)) s FROM "users", jsonb_array_elements_text(CASE WHEN jsonb_typeof("details"->'specialities') = 'array' THEN "details"->'specialities' ELSE '[]'::jsonb END) AS s WHERE btrim(s) <> '' ORDER BY lower(s), s;--> statement-breakpoint
ALTER TABLE "organization_members" ADD CONSTRAINT "organization_members_role_known" CHECK ("organization_members"."role" in ('owner', 'admin', 'member'));