-- vacuum after: moments
-- Moments keep their author's adult_from (issue 32, fourteenth slice): every feed checks the
-- viewer's age band (PRODUCT §9.1) for each moment it walks, and looked the author up to do it,
-- three index pages a moment: at page 500 of the feed (5,000 moments skipped) 15,000 buffer reads,
-- most of the query's 17 ms. Kept by triggers, so every writer (the app, the demo, the bench seed)
-- keeps it right: set from the author when a moment is written, and copied to their moments when a
-- member's birth date changes. The functions run with the search_path they were created with (the
-- app's schema), not the caller's.
ALTER TABLE "moments" ADD COLUMN "author_adult_from" integer;--> statement-breakpoint
-- The feed's order indexes will carry it (INCLUDE, hand-written as in 0027), so the check is
-- index-only; dropped before the copy, which then has three indexes fewer to write.
DROP INDEX "moments_published_idx";--> statement-breakpoint
DROP INDEX "moments_public_published_idx";--> statement-breakpoint
DROP INDEX "moments_user_published_privacy_idx";--> statement-breakpoint
UPDATE "moments" SET "author_adult_from" = "users"."adult_from" FROM "users" WHERE "users"."id" = "moments"."user_id" AND "users"."adult_from" IS NOT NULL;--> statement-breakpoint
CREATE FUNCTION moments_set_author_adult_from() RETURNS trigger
  LANGUAGE plpgsql SET search_path FROM CURRENT
  AS $$ BEGIN
    NEW.author_adult_from := (SELECT adult_from FROM users WHERE id = NEW.user_id);
    RETURN NEW;
  END $$;--> statement-breakpoint
CREATE TRIGGER moments_author_adult_from BEFORE INSERT OR UPDATE OF user_id ON "moments"
  FOR EACH ROW EXECUTE FUNCTION moments_set_author_adult_from();--> statement-breakpoint
CREATE FUNCTION users_adult_from_to_moments() RETURNS trigger
  LANGUAGE plpgsql SET search_path FROM CURRENT
  AS $$ BEGIN
    UPDATE moments SET author_adult_from = NEW.adult_from WHERE user_id = NEW.id;
    RETURN NULL;
  END $$;--> statement-breakpoint
CREATE TRIGGER users_adult_from_to_moments AFTER UPDATE ON "users"
  FOR EACH ROW WHEN (OLD.adult_from IS DISTINCT FROM NEW.adult_from)
  EXECUTE FUNCTION users_adult_from_to_moments();--> statement-breakpoint
CREATE INDEX "moments_published_idx" ON "moments" USING btree ("published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("user_id","privacy","hidden_at","author_adult_from");--> statement-breakpoint
CREATE INDEX "moments_public_published_idx" ON "moments" USING btree ("published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("user_id","hidden_at","author_adult_from") WHERE "moments"."privacy" = 'public';--> statement-breakpoint
CREATE INDEX "moments_user_published_privacy_idx" ON "moments" USING btree ("user_id","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"privacy") INCLUDE ("hidden_at","author_adult_from");--> statement-breakpoint
ANALYZE "moments";
