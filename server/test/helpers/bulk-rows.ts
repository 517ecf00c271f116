import type pg from 'pg';

/**
 * `count` adult members (born 1990-01-02) with one moment each, written by SQL in the schema the
 * client's search_path names: enough rows for PostgreSQL's plans and vacuums to behave as at
 * size, in milliseconds.
 */
export async function insertMembersWithMoments(
  client: pg.Client | pg.Pool,
  count: number,
): Promise<void> {
  await client.query(
    `INSERT INTO users (email, password_hash, name, native_language, language_to_learn,
                        birth_year, birth_month, birth_day)
     SELECT 'member' || n || '@example.com', 'x', 'Member ' || n, 'Korean', 'English',
            '1990', '1', '2'
     FROM generate_series(1, $1::int) AS n`,
    [count],
  );
  await client.query(`INSERT INTO moments (user_id, description)
                      SELECT id, 'A moment of ' || name FROM users`);
}
