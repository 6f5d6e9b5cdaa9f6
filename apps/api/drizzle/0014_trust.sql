CREATE TABLE "verification_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"org_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"details" jsonb NOT NULL,
	"document_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"reviewer_id" uuid,
	"reason" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "verification_requests_kind_known" CHECK ("verification_requests"."kind" in ('doctor', 'facility', 'organization')),
	CONSTRAINT "verification_requests_status_known" CHECK ("verification_requests"."status" in ('pending', 'verified', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "donation_requests" ADD COLUMN "treatment_completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "request_doctors" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "request_doctors" ADD COLUMN "access_ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "request_doctors" ADD COLUMN "access_ended_by" uuid;--> statement-breakpoint
ALTER TABLE "verification_requests" ADD CONSTRAINT "verification_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_requests" ADD CONSTRAINT "verification_requests_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_requests" ADD CONSTRAINT "verification_requests_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "verification_requests_status_idx" ON "verification_requests" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "verification_requests_user_idx" ON "verification_requests" USING btree ("user_id","submitted_at");--> statement-breakpoint
CREATE INDEX "verification_requests_org_idx" ON "verification_requests" USING btree ("org_id","submitted_at");--> statement-breakpoint
ALTER TABLE "request_doctors" ADD CONSTRAINT "request_doctors_access_ended_by_users_id_fk" FOREIGN KEY ("access_ended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Care relationships already under way start when their doctor last changed them; completed treatments when the request did.
UPDATE "request_doctors" SET "accepted_at" = "updated_at" WHERE "acceptance" = 1;--> statement-breakpoint
UPDATE "donation_requests" SET "treatment_completed_at" = "updated_at" WHERE "request_status_by_doctor" = '4';
