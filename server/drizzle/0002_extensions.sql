-- drizzle-kit does not create extensions (STACK.md trap 3). unaccent for accent-insensitive
-- member search; pg_trgm for trigram indexes.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
