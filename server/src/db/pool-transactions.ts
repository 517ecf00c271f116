import { sql } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres/session';
import type { PgTransactionConfig } from 'drizzle-orm/pg-core';
import pg from 'pg';

/**
 * drizzle-orm 0.45's `transaction` on a pool sends BEGIN before its try/finally: when BEGIN fails
 * (the pooled connection was ended by a PostgreSQL restart the moment it was handed out) the
 * client is never released, and `pool.end()` then waits for it for ever, holding the app's
 * shutdown past its 10 s guard. This is drizzle's own method with BEGIN inside the try/finally;
 * ROLLBACK is sent only after a BEGIN that went through. Imported once by db/index.ts.
 */
type SessionInternals = {
  client: pg.Pool | pg.PoolClient | pg.Client;
  dialect: ConstructorParameters<typeof NodePgSession>[1];
  schema: ConstructorParameters<typeof NodePgSession>[2];
  options: ConstructorParameters<typeof NodePgSession>[3];
};

type Transaction = NodePgTransaction<Record<string, unknown>, never>;

const transactionWithBeginInside = async function <T>(
  this: SessionInternals,
  run: (tx: Transaction) => Promise<T>,
  config?: PgTransactionConfig,
): Promise<T> {
  const pooled = this.client instanceof pg.Pool;
  const client = pooled ? await (this.client as pg.Pool).connect() : undefined;
  const session = client
    ? new NodePgSession(client, this.dialect, this.schema, this.options)
    : (this as unknown as NodePgSession<Record<string, unknown>, never>);
  const tx = new NodePgTransaction(this.dialect, session, this.schema) as Transaction;
  let begun = false;
  try {
    await tx.execute(
      sql`begin${config ? sql` ${(tx as unknown as { getTransactionConfigSQL(c: PgTransactionConfig): unknown }).getTransactionConfigSQL(config)}` : undefined}`,
    );
    begun = true;
    const result = await run(tx);
    await tx.execute(sql`commit`);
    return result;
  } catch (error) {
    if (begun) await tx.execute(sql`rollback`);
    throw error;
  } finally {
    client?.release();
  }
};

(NodePgSession.prototype as unknown as { transaction: unknown }).transaction =
  transactionWithBeginInside;
