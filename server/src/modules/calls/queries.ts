import type { TCallPeer } from '@chingu/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { users } from '../../db/schema/index.ts';
import { imageUrls } from '../../plugins/infra/images.ts';

/** The caller as the callee's ringing screen shows them. */
export async function callPeer(db: Db, userId: string): Promise<TCallPeer | null> {
  const [row] = await db
    .select({ name: users.name, images: users.images })
    .from(users)
    .where(eq(users.id, userId));
  return row ? { _id: userId, name: row.name, imageUrls: imageUrls(row.images) } : null;
}
