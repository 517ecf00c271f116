CREATE TABLE "restricted_uploads" (
	"stem" text PRIMARY KEY NOT NULL,
	"gone_at" timestamp with time zone
);
--> statement-breakpoint
-- hand-written: triggers keep restricted_uploads right for every writer (decision 045).
-- A moment that is not public restricts its photos; made public, they are public again. A deleted
-- moment or story keeps its row, gone at once, until its file is removed (the row is harmless after).
CREATE OR REPLACE FUNCTION restrict_moment_uploads() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE restricted_uploads SET gone_at = now()
      WHERE stem IN (SELECT regexp_replace(n, '\.[^.]+$', '') FROM unnest(OLD.images) AS n);
    RETURN NULL;
  END IF;
  IF NEW.privacy <> 'public' THEN
    INSERT INTO restricted_uploads (stem)
      SELECT regexp_replace(n, '\.[^.]+$', '') FROM unnest(NEW.images) AS n
      ON CONFLICT (stem) DO NOTHING;
  ELSE
    DELETE FROM restricted_uploads
      WHERE stem IN (SELECT regexp_replace(n, '\.[^.]+$', '') FROM unnest(NEW.images) AS n);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER moments_restricted_uploads AFTER INSERT OR DELETE OR UPDATE OF images, privacy ON moments
  FOR EACH ROW EXECUTE FUNCTION restrict_moment_uploads();
--> statement-breakpoint
-- Every story photo goes through signed links, and none is served past the story's end.
CREATE OR REPLACE FUNCTION restrict_story_uploads() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.image IS NOT NULL THEN
      UPDATE restricted_uploads SET gone_at = least(gone_at, now())
        WHERE stem = regexp_replace(OLD.image, '\.[^.]+$', '');
    END IF;
    RETURN NULL;
  END IF;
  IF NEW.image IS NOT NULL THEN
    INSERT INTO restricted_uploads (stem, gone_at)
      VALUES (regexp_replace(NEW.image, '\.[^.]+$', ''), NEW.expires_at)
      ON CONFLICT (stem) DO UPDATE SET gone_at = excluded.gone_at;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER stories_restricted_uploads AFTER INSERT OR DELETE OR UPDATE OF image, expires_at ON stories
  FOR EACH ROW EXECUTE FUNCTION restrict_story_uploads();
--> statement-breakpoint
INSERT INTO restricted_uploads (stem)
  SELECT DISTINCT regexp_replace(n, '\.[^.]+$', '') FROM moments, unnest(images) AS n
  WHERE privacy <> 'public'
  ON CONFLICT (stem) DO NOTHING;
--> statement-breakpoint
INSERT INTO restricted_uploads (stem, gone_at)
  SELECT regexp_replace(image, '\.[^.]+$', ''), max(expires_at) FROM stories
  WHERE image IS NOT NULL GROUP BY 1
  ON CONFLICT (stem) DO UPDATE SET gone_at = excluded.gone_at;
