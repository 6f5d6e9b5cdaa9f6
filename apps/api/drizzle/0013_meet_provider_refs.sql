ALTER TABLE "meet_links" ADD COLUMN "provider_ref" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "meet_provider_ref" text;