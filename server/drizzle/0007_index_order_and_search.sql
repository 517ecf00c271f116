DROP INDEX "conversations_owner_last_idx";--> statement-breakpoint
DROP INDEX "messages_pair_created_idx";--> statement-breakpoint
DROP INDEX "messages_sender_created_idx";--> statement-breakpoint
DROP INDEX "messages_receiver_created_idx";--> statement-breakpoint
DROP INDEX "moment_comments_moment_created_idx";--> statement-breakpoint
DROP INDEX "moment_likes_moment_created_idx";--> statement-breakpoint
DROP INDEX "moments_published_idx";--> statement-breakpoint
DROP INDEX "moments_public_published_idx";--> statement-breakpoint
DROP INDEX "moments_user_published_idx";--> statement-breakpoint
DROP INDEX "moments_category_published_idx";--> statement-breakpoint
DROP INDEX "moments_language_published_idx";--> statement-breakpoint
CREATE INDEX "users_created_id_idx" ON "users" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "users_popular_idx" ON "users" USING btree ("followers_count" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "users_native_language_idx" ON "users" USING btree ("native_language");--> statement-breakpoint
CREATE INDEX "users_language_to_learn_idx" ON "users" USING btree ("language_to_learn");--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin (immutable_unaccent("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_bio_trgm_idx" ON "users" USING gin (immutable_unaccent("bio") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "conversations_owner_last_idx" ON "conversations" USING btree ("owner_id","last_message_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "messages_pair_created_idx" ON "messages" USING btree ("user_low","user_high","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "messages_sender_created_idx" ON "messages" USING btree ("sender_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "messages_receiver_created_idx" ON "messages" USING btree ("receiver_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "moment_comments_moment_created_idx" ON "moment_comments" USING btree ("moment_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "moment_likes_moment_created_idx" ON "moment_likes" USING btree ("moment_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "moments_published_idx" ON "moments" USING btree ("published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "moments_public_published_idx" ON "moments" USING btree ("published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "moments"."privacy" = 'public';--> statement-breakpoint
CREATE INDEX "moments_user_published_idx" ON "moments" USING btree ("user_id","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "moments_category_published_idx" ON "moments" USING btree ("category","published_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "moments_language_published_idx" ON "moments" USING btree ("language","published_at" DESC NULLS FIRST);