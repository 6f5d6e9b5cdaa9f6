ALTER TABLE "assistant_conversations" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "assistant_conversations" ADD COLUMN "guest_key_hash" text;--> statement-breakpoint
ALTER TABLE "assistant_messages" ADD COLUMN "emergency_groups" jsonb;--> statement-breakpoint
CREATE INDEX "assistant_conversations_guest_idx" ON "assistant_conversations" USING btree ("guest_key_hash");--> statement-breakpoint
ALTER TABLE "assistant_conversations" ADD CONSTRAINT "assistant_conversations_one_owner" CHECK (("assistant_conversations"."user_id" is null) <> ("assistant_conversations"."guest_key_hash" is null));