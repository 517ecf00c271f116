-- unaccent() is only STABLE (its dictionary could change), so it cannot back an index. This
-- wrapper names the dictionary explicitly and is declared IMMUTABLE, the usual way to index
-- accent-free text; queries must use the same expression to hit the trigram indexes of 0007.
CREATE OR REPLACE FUNCTION immutable_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
