CREATE TABLE "patient_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"scope" text NOT NULL,
	"request_id" uuid,
	"statement" text NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "patient_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"date_of_birth" date NOT NULL,
	"gender" text NOT NULL,
	"blood_group" text,
	"height_cm" integer,
	"weight_kg" integer,
	"address" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"emergency_contact" jsonb NOT NULL,
	"medical_history" text DEFAULT '' NOT NULL,
	"allergies" text[] DEFAULT '{}' NOT NULL,
	"current_medication" text[] DEFAULT '{}' NOT NULL,
	"insurance_provider" text DEFAULT '' NOT NULL,
	"insurance_number" text DEFAULT '' NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "patient_consents" ADD CONSTRAINT "patient_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_consents" ADD CONSTRAINT "patient_consents_request_id_donation_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."donation_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_registrations" ADD CONSTRAINT "patient_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_registrations" ADD CONSTRAINT "patient_registrations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "patient_consents_user_idx" ON "patient_consents" USING btree ("user_id","granted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "patient_registrations_user_unique" ON "patient_registrations" USING btree ("user_id");