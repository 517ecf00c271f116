import { sql } from 'drizzle-orm';
import type { TestApp } from '../helpers/app.ts';

/**
 * Every table a refused request must leave alone, with the columns compared. Not email_codes: a
 * wrong code guess is counted before it is compared, on purpose (decision 002). Sessions without
 * last_used_at, which any authenticated request may touch.
 */
export const FINGERPRINTED: ReadonlyArray<readonly [table: string, columns: string]> = [
  ['users', '*'],
  ['sessions', 'id, user_id, token_hash, created_at'],
  ['moments', '*'],
  ['moment_comments', '*'],
  ['moment_likes', '*'],
  ['follows', '*'],
  ['profile_visits', '*'],
  ['blocks', '*'],
  ['messages', '*'],
  ['message_reactions', '*'],
  ['moment_reactions', '*'],
  ['message_attachments', '*'],
  ['translations', '*'],
  ['translation_usage', '*'],
  ['conversations', '*'],
  ['reports', '*'],
  ['stories', '*'],
  ['story_views', '*'],
  ['contact_messages', '*'],
  ['newsletter_subscriptions', '*'],
];

/** One string that changes when any row of the tables does. */
export async function fingerprint(t: TestApp, tables = FINGERPRINTED): Promise<string> {
  const parts = tables.map(
    ([name, columns]) =>
      sql`(select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) from (select ${sql.raw(columns)} from ${sql.identifier(name)}) x)`,
  );
  const result = await t.db.execute(sql`select concat_ws(',', ${sql.join(parts, sql`, `)}) as f`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    f: string;
  }[];
  return rows[0]!.f;
}
