ALTER TABLE "messages" ADD COLUMN "session_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "session_duration_minutes" integer;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "session_languages" text[];--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "session_status" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "session_reminded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "messages_session_reminder_idx" ON "messages" USING btree ("session_starts_at") WHERE "messages"."session_status" = 'accepted' AND "messages"."session_reminded_at" IS NULL;