ALTER TABLE "users" ADD COLUMN "salutation" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "years_of_experience" integer;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_salutation_known" CHECK ("users"."salutation" is null or "users"."salutation" in ('dr', 'professor'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_years_of_experience_range" CHECK ("users"."years_of_experience" is null or ("users"."years_of_experience" >= 0 and "users"."years_of_experience" <= 80));