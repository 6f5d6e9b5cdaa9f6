CREATE TABLE "certificates" (
	"id" text PRIMARY KEY NOT NULL,
	"recipient_id" uuid NOT NULL,
	"recipient_name" text NOT NULL,
	"kind" text NOT NULL,
	"source_id" uuid NOT NULL,
	"title" text NOT NULL,
	"issuer" text NOT NULL,
	"achieved_on" date NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "donation_request_responses" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "donation_request_responses" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "donation_request_responses" ADD COLUMN "decided_by" uuid;--> statement-breakpoint
ALTER TABLE "donation_request_responses" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "donation_request_responses" ADD COLUMN "completed_by" uuid;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_kind_source_unique" ON "certificates" USING btree ("kind","source_id");--> statement-breakpoint
CREATE INDEX "certificates_recipient_idx" ON "certificates" USING btree ("recipient_id","issued_at");--> statement-breakpoint
ALTER TABLE "donation_request_responses" ADD CONSTRAINT "donation_request_responses_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donation_request_responses" ADD CONSTRAINT "donation_request_responses_completed_by_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;