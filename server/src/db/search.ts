import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** `%q%` for LIKE, with the user's own % and _ taken literally. */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The LIKE pattern without accents and in lower case, for the stored search texts (users'
 * name_search and bio_search, moments' search_text), which are kept that way (migration 0029):
 * LIKE then compares them as they are, where ILIKE folded the case of every text it compared.
 * `plannedOnce` (a small table, see small-tables.ts) computes it once per execution, in an
 * InitPlan: PostgreSQL can then keep one generic plan for the statement, where the call inline
 * would be made for every row that plan filters, so PostgreSQL judged it dearer and planned every
 * search anew. Inline, each plan is made for the text searched (its selectivity known), which a
 * large table needs.
 */
export function searchTextPattern(pattern: string | Placeholder, plannedOnce = false): SQL {
  const lowerUnaccented = sql`lower(immutable_unaccent(${pattern}))`;
  return plannedOnce ? sql`(select ${lowerUnaccented})` : lowerUnaccented;
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
    (column) => sql`immutable_unaccent(${column}) ilike immutable_unaccent(${pattern})`,
  );
  return sql`(${sql.join(matches, sql` or `)})`;
}

/**
 * Any of the columns, stored search texts (without accents, in lower case: users.name_search),
 * matches the LIKE `pattern` case- and accent-insensitively: no unaccent or case folding per row
 * at query time, and trigram indexes over the columns serve it.
 */
export function searchTextContains(
  columns: AnyPgColumn[],
  pattern: string | Placeholder,
  plannedOnce = false,
): SQL {
  const matches = columns.map(
    (column) => sql`${column} like ${searchTextPattern(pattern, plannedOnce)}`,
  );
  return sql`(${sql.join(matches, sql` or `)})`;
}
