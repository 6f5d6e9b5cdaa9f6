ALTER TABLE "event_registrations" DROP CONSTRAINT "event_registrations_status_known";--> statement-breakpoint
DROP INDEX "event_registrations_email_unique";--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "confirmation_token_hash" text;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "confirmation_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_confirmation_unique" ON "event_registrations" USING btree ("confirmation_token_hash");--> statement-breakpoint
CREATE INDEX "event_registrations_unconfirmed_expiry_idx" ON "event_registrations" USING btree ("confirmation_expires_at") WHERE "event_registrations"."status" = 'unconfirmed';--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_email_unique" ON "event_registrations" USING btree ("event_id",lower("email")) WHERE "event_registrations"."status" <> 'unconfirmed';--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_unconfirmed_confirmable" CHECK ("event_registrations"."status" <> 'unconfirmed' or ("event_registrations"."confirmation_token_hash" is not null and "event_registrations"."confirmation_expires_at" is not null));--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_status_known" CHECK ("event_registrations"."status" in ('unconfirmed', 'confirmed', 'payment_pending', 'cancelled'));--> statement-breakpoint
-- One use of a coupon per person is now written under every key of the person at once (the account and
-- each verified address). An earlier use by a signed-in person was keyed by the account only: give it the
-- keys of the address registered with and of the account's own verified address.
INSERT INTO "coupon_redemptions" ("coupon_id", "person_key", "event_registration_id", "created_at")
SELECT r."coupon_id", 'email:' || lower(trim(er."email")), r."event_registration_id", r."created_at"
FROM "coupon_redemptions" r
JOIN "event_registrations" er ON er."id" = r."event_registration_id"
WHERE r."person_key" LIKE 'user:%'
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "coupon_redemptions" ("coupon_id", "person_key", "event_registration_id", "created_at")
SELECT r."coupon_id", 'email:' || lower(trim(u."email")), r."event_registration_id", r."created_at"
FROM "coupon_redemptions" r
JOIN "users" u ON r."person_key" = 'user:' || u."id"::text
WHERE u."email_verified"
ON CONFLICT DO NOTHING;
