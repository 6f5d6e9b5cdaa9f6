CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_full_name_trgm_idx" ON "users" USING gin ((coalesce("name" ->> 'first_name', '') || ' ' || coalesce("name" ->> 'last_name', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_username_trgm_idx" ON "users" USING gin ("username" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "donation_requests_reference_trgm_idx" ON "donation_requests" USING gin ("unique_reference_id" gin_trgm_ops);
