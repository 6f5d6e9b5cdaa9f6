CREATE TABLE "request_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"by_participant" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolution" text,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "request_reports_resolution_known" CHECK ("request_reports"."resolution" in ('restored', 'confirmed'))
);
--> statement-breakpoint
ALTER TABLE "request_reports" ADD CONSTRAINT "request_reports_request_id_donation_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."donation_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_reports" ADD CONSTRAINT "request_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_reports" ADD CONSTRAINT "request_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "request_reports_reporter_request_unique" ON "request_reports" USING btree ("reporter_id","request_id");--> statement-breakpoint
CREATE INDEX "request_reports_open_idx" ON "request_reports" USING btree ("request_id") WHERE "request_reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "request_reports_request_idx" ON "request_reports" USING btree ("request_id");