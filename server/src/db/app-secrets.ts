import { eq } from 'drizzle-orm';
import type { Db } from './index.ts';
import { appSecrets } from './schema/index.ts';

/**
 * A secret every app node shares, made once: each node offers a fresh value and keeps whichever
 * was stored first, so two nodes starting together still agree on one.
 */
export async function sharedSecret(db: Db, name: string, make: () => string): Promise<string> {
  await db.insert(appSecrets).values({ name, value: make() }).onConflictDoNothing();
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, name));
  return row!.value;
}
