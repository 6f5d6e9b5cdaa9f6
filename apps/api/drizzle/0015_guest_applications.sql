ALTER TABLE "donation_request_responses" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "donation_request_responses" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
-- Every application made so far was a signed-in one: it reached its request's owner when it was made.
UPDATE "donation_request_responses" SET "confirmed_at" = "created_at";--> statement-breakpoint
ALTER TABLE "donation_request_responses" ADD COLUMN "confirmation_token_hash" text;--> statement-breakpoint
ALTER TABLE "donation_request_responses" ADD COLUMN "confirmation_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "donation_request_responses_confirmation_token_idx" ON "donation_request_responses" USING btree ("confirmation_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "donation_request_responses_unconfirmed_email_idx" ON "donation_request_responses" USING btree ("request_id","participant_email_address") WHERE "donation_request_responses"."confirmed_at" is null;