import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** `%q%` for LIKE, with the user's own % and _ taken literally. */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The LIKE pattern without accents. `plannedOnce` (a small table, see small-tables.ts) computes
 * it once per execution, in an InitPlan: PostgreSQL can then keep one generic plan for the
 * statement, where `immutable_unaccent($1)` inline would be called for every row that plan
 * filters, so PostgreSQL judged it dearer and planned every search anew. Inline, each plan is
 * made for the text searched (its selectivity known), which a large table needs.
 */
export function unaccentedPattern(pattern: string | Placeholder, plannedOnce = false): SQL {
  return plannedOnce
    ? sql`(select immutable_unaccent(${pattern}))`
    : sql`immutable_unaccent(${pattern})`;
}

/**
 * Any of the columns matches the LIKE `pattern` (likePattern of the search), case- and
 * accent-insensitively ("sofia" finds "Sofía").
 * Written as `immutable_unaccent(column) ilike ...` so trigram indexes over that expression
 * (migration 0007) serve it.
 */
export function containsIgnoringAccents(
  columns: AnyPgColumn[],
  pattern: string | Placeholder,
): SQL {
  const matches = columns.map(
    (column) => sql`immutable_unaccent(${column}) ilike ${unaccentedPattern(pattern)}`,
  );
  return sql`(${sql.join(matches, sql` or `)})`;
}

/**
 * Any of the columns, which already hold their text without accents (generated columns such as
 * users.name_search), matches the LIKE `pattern` case- and accent-insensitively: no unaccent per
 * row at query time, and trigram indexes over the columns serve it.
 */
export function unaccentedContains(
  columns: AnyPgColumn[],
  pattern: string | Placeholder,
  plannedOnce = false,
): SQL {
  const matches = columns.map(
    (column) => sql`${column} ilike ${unaccentedPattern(pattern, plannedOnce)}`,
  );
  return sql`(${sql.join(matches, sql` or `)})`;
}
