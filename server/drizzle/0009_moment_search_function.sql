-- Moments search matches title, description and tags, accent- and case-insensitively. One
-- IMMUTABLE expression over the three can back a trigram index (migration 0010); queries must
-- use the same expression. unaccent is called with its dictionary named, as in 0006, so the
-- function does not depend on the caller's search_path (index builds, autovacuum).
CREATE OR REPLACE FUNCTION moment_search_text(title text, description text, tags text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary,
    coalesce(title, '') || E'\n' || coalesce(description, '') || E'\n' || array_to_string(tags, ' ')) $$;
