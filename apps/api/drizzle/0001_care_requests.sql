CREATE TABLE "organization_members" (
	"org_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organization_members_org_id_user_id_pk" PRIMARY KEY("org_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_name" text NOT NULL,
	"org_type" text,
	"description" text,
	"org_email" text,
	"website_url" text,
	"default_image_url" text,
	"org_address" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"facility_services" text[] DEFAULT '{}'::text[] NOT NULL,
	"source_of_creation" text,
	"status" integer DEFAULT 0 NOT NULL,
	"is_free_hospital" boolean DEFAULT false NOT NULL,
	"is_discount_enabled" boolean DEFAULT false NOT NULL,
	"discount_percentage" numeric(5, 2),
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organizations_discount_range" CHECK ("organizations"."discount_percentage" is null or ("organizations"."discount_percentage" >= 0 and "organizations"."discount_percentage" <= 100))
);
--> statement-breakpoint
CREATE TABLE "donation_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"brief" text,
	"request_type" text NOT NULL,
	"creator_type" text NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"acceptance_status" integer DEFAULT 0 NOT NULL,
	"request_status_by_doctor" text,
	"org_id" uuid,
	"created_by" uuid NOT NULL,
	"unique_reference_id" text NOT NULL,
	"units" text,
	"is_private" boolean DEFAULT false NOT NULL,
	"flag_reason" text,
	"source_of_creation" text NOT NULL,
	"region" text,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, "donation_requests"."title" || ' ' || "donation_requests"."name" || ' ' || "donation_requests"."description")) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "donation_requests_status_known" CHECK ("donation_requests"."status" in (0, 1, 2, 3, 4, 5, 6, 7, -1, -2, -3, -4, -5, -6, -7, -9, -10)),
	CONSTRAINT "donation_requests_acceptance_known" CHECK ("donation_requests"."acceptance_status" in (0, 1, -1)),
	CONSTRAINT "donation_requests_treatment_known" CHECK ("donation_requests"."request_status_by_doctor" in ('3', '4'))
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"user_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_user_id_request_id_pk" PRIMARY KEY("user_id","request_id")
);
--> statement-breakpoint
CREATE TABLE "request_doctors" (
	"request_id" uuid NOT NULL,
	"doctor_id" uuid NOT NULL,
	"assigned_by" uuid,
	"acceptance" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_doctors_request_id_doctor_id_pk" PRIMARY KEY("request_id","doctor_id"),
	CONSTRAINT "request_doctors_acceptance_known" CHECK ("request_doctors"."acceptance" in (0, 1, -1))
);
--> statement-breakpoint
ALTER TABLE "organization_members" ADD CONSTRAINT "organization_members_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_members" ADD CONSTRAINT "organization_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donation_requests" ADD CONSTRAINT "donation_requests_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donation_requests" ADD CONSTRAINT "donation_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_request_id_donation_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."donation_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_doctors" ADD CONSTRAINT "request_doctors_request_id_donation_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."donation_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_doctors" ADD CONSTRAINT "request_doctors_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_doctors" ADD CONSTRAINT "request_doctors_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organization_members_user_idx" ON "organization_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "organizations_name_unique" ON "organizations" USING btree (lower("org_name"));--> statement-breakpoint
CREATE INDEX "organizations_status_idx" ON "organizations" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "organizations_created_by_idx" ON "organizations" USING btree ("created_by");--> statement-breakpoint
CREATE UNIQUE INDEX "donation_requests_name_unique" ON "donation_requests" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "donation_requests_reference_unique" ON "donation_requests" USING btree ("unique_reference_id");--> statement-breakpoint
CREATE INDEX "donation_requests_created_idx" ON "donation_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "donation_requests_updated_idx" ON "donation_requests" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "donation_requests_creator_type_created_idx" ON "donation_requests" USING btree ("creator_type","created_at");--> statement-breakpoint
CREATE INDEX "donation_requests_creator_type_updated_idx" ON "donation_requests" USING btree ("creator_type","updated_at");--> statement-breakpoint
CREATE INDEX "donation_requests_created_by_idx" ON "donation_requests" USING btree ("created_by","created_at");--> statement-breakpoint
CREATE INDEX "donation_requests_org_idx" ON "donation_requests" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "donation_requests_status_idx" ON "donation_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "donation_requests_type_idx" ON "donation_requests" USING btree ("request_type","created_at");--> statement-breakpoint
CREATE INDEX "donation_requests_source_idx" ON "donation_requests" USING btree ("source_of_creation","created_at");--> statement-breakpoint
CREATE INDEX "donation_requests_region_idx" ON "donation_requests" USING btree ("region","created_at");--> statement-breakpoint
CREATE INDEX "donation_requests_private_idx" ON "donation_requests" USING btree ("created_at") WHERE "donation_requests"."is_private";--> statement-breakpoint
CREATE INDEX "donation_requests_search_idx" ON "donation_requests" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "favourites_request_idx" ON "favourites" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "request_doctors_doctor_idx" ON "request_doctors" USING btree ("doctor_id","request_id");