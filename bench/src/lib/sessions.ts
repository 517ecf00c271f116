import { newToken } from '../../../server/src/plugins/http/auth.ts';
import type { SqlRunner } from './sql-runner.ts';

/** A real session, stored like the app stores it (only the token's hash). */
export async function createSession(runner: SqlRunner, userId: string) {
  const { token, tokenHash } = newToken();
  const [row] = await runner.query<{ id: string }>(
    `INSERT INTO sessions (user_id, token_hash) VALUES ('${userId}', '${tokenHash}') RETURNING id`,
  );
  return { id: row!.id, token };
}
