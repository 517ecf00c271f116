ALTER TABLE "users" ALTER COLUMN "message_policy" SET DEFAULT 'requests';--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "status" text DEFAULT 'accepted' NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "conversations_owner_opened_idx" ON "conversations" USING btree ("owner_id","opened_at") WHERE "conversations"."opened_at" IS NOT NULL;--> statement-breakpoint
-- hand-written:
-- PRODUCT §9.1: members move to message requests (decision 041). Only those on the old default
-- 'everyone': a member who chose 'following' keeps the stricter choice. Every existing conversation
-- row took status 'accepted' above, so nothing they had is hidden.
UPDATE "users" SET "message_policy" = 'requests' WHERE "message_policy" = 'everyone';
