-- vacuum after: users
DROP INDEX "users_name_trgm_idx";--> statement-breakpoint
DROP INDEX "users_bio_trgm_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "adult_from" integer GENERATED ALWAYS AS (CASE WHEN birth_year ~ '^[0-9]{4}$' AND birth_month ~ '^[0-9]{1,2}$' AND birth_day ~ '^[0-9]{1,2}$' THEN (birth_year::int + 18) * 10000 + birth_month::int * 100 + birth_day::int END) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "name_search" text GENERATED ALWAYS AS (immutable_unaccent(name)) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "bio_search" text GENERATED ALWAYS AS (immutable_unaccent(bio)) STORED;--> statement-breakpoint
CREATE INDEX "users_id_adult_from_idx" ON "users" USING btree ("id") INCLUDE ("adult_from");--> statement-breakpoint
CREATE INDEX "users_name_search_trgm_idx" ON "users" USING gin ("name_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_bio_search_trgm_idx" ON "users" USING gin ("bio_search" gin_trgm_ops);--> statement-breakpoint
-- Hand-written (drizzle has no INCLUDE): users_id_adult_from_idx above, and the lists' order
-- indexes INCLUDE what their queries filter on (the directory: suspension, age band, languages;
-- the feed: author and hidden_at; a member's moments: hidden_at), so deep pages and the
-- directory's per-member moment counts are index-only scans (issue 32, target 1).
DROP INDEX "users_created_id_idx";--> statement-breakpoint
CREATE INDEX "users_created_id_idx" ON "users" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("suspended_at","adult_from","native_language","language_to_learn");--> statement-breakpoint
DROP INDEX "users_popular_idx";--> statement-breakpoint
CREATE INDEX "users_popular_idx" ON "users" USING btree ("followers_count" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("suspended_at","adult_from","native_language","language_to_learn");--> statement-breakpoint
DROP INDEX "moments_published_idx";--> statement-breakpoint
CREATE INDEX "moments_published_idx" ON "moments" USING btree ("published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("user_id","privacy","hidden_at");--> statement-breakpoint
DROP INDEX "moments_public_published_idx";--> statement-breakpoint
CREATE INDEX "moments_public_published_idx" ON "moments" USING btree ("published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("user_id","hidden_at") WHERE "moments"."privacy" = 'public';--> statement-breakpoint
DROP INDEX "moments_user_published_privacy_idx";--> statement-breakpoint
CREATE INDEX "moments_user_published_privacy_idx" ON "moments" USING btree ("user_id","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"privacy") INCLUDE ("hidden_at");
