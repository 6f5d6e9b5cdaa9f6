CREATE TABLE "donations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"donor_user_id" uuid,
	"guest_name" text,
	"guest_email" text,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"message" text,
	"anonymous" boolean DEFAULT false NOT NULL,
	"status" text NOT NULL,
	"driver" text NOT NULL,
	"provider_session_id" text,
	"provider_payment_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "donations_amount_positive" CHECK ("donations"."amount" > 0),
	CONSTRAINT "donations_status_known" CHECK ("donations"."status" in ('pledged', 'pending', 'paid', 'failed', 'refunded')),
	CONSTRAINT "donations_driver_known" CHECK ("donations"."driver" in ('offline', 'stripe'))
);
--> statement-breakpoint
CREATE TABLE "processed_webhook_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "processed_webhook_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_request_id_donation_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."donation_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_donor_user_id_users_id_fk" FOREIGN KEY ("donor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "donations_request_idx" ON "donations" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "donations_donor_idx" ON "donations" USING btree ("donor_user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "donations_provider_session_unique" ON "donations" USING btree ("provider_session_id");--> statement-breakpoint
CREATE INDEX "donations_provider_payment_idx" ON "donations" USING btree ("provider_payment_id");