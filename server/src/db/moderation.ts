import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { LIMITS, type ReportReason } from '@chingu/contract';
import { and, desc, eq, or } from 'drizzle-orm';
import { sharedSecret } from './app-secrets.ts';
import type { Db } from './index.ts';
import { moderationActions } from './schema/index.ts';

/**
 * Shared by the auth module (a suspended member's refused sign-in) and the reports module (the
 * appeal it allows), PRODUCT §9.1 and decision 043.
 */

/** The action that suspended the member (the newest `suspend`, or `hide` of the member), if any. */
export async function suspensionOf(
  db: Db,
  userId: string,
): Promise<{ id: string; reason: ReportReason | null } | undefined> {
  const [row] = await db
    .select({ id: moderationActions.id, reason: moderationActions.reason })
    .from(moderationActions)
    .where(
      and(
        eq(moderationActions.targetUserId, userId),
        or(
          eq(moderationActions.action, 'suspend'),
          and(eq(moderationActions.action, 'hide'), eq(moderationActions.targetType, 'user')),
        ),
      ),
    )
    .orderBy(desc(moderationActions.createdAt), desc(moderationActions.id))
    .limit(1);
  return row;
}

/**
 * The appealToken: `{actionId}.{expires, epoch seconds}.{HMAC-SHA256 over action, member and
 * expiry}` with a key every node shares. It lets a suspended member (who has no session) appeal
 * that one action and nothing else, for LIMITS.appealTokenDays; it says nothing the member does
 * not know. Stateless: the appeal row (one per action) is what makes it single use.
 */
export type AppealTokens = {
  issue: (actionId: string, userId: string, now: Date) => string;
  /** The action id the token names, if it is genuine for this member and unexpired. */
  actionIdOf: (
    token: string,
    userIdOf: (actionId: string) => Promise<string | null>,
    now: Date,
  ) => Promise<string | null>;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function appealTokens(db: Db): Promise<AppealTokens> {
  const key = Buffer.from(
    await sharedSecret(db, 'appeal-token-key', () => randomBytes(32).toString('base64url')),
    'base64url',
  );
  const sign = (actionId: string, userId: string, expires: string) =>
    createHmac('sha256', key)
      .update(`appeal\n${actionId}\n${userId}\n${expires}`)
      .digest('base64url');
  return {
    issue(actionId, userId, now) {
      const expires = String(Math.floor(now.getTime() / 1000) + LIMITS.appealTokenDays * 86_400);
      return `${actionId}.${expires}.${sign(actionId, userId, expires)}`;
    },
    async actionIdOf(token, userIdOf, now) {
      const [actionId, expires, signature, extra] = token.split('.');
      if (!actionId || !expires || !signature || extra !== undefined) return null;
      if (!UUID.test(actionId) || !/^\d{1,12}$/.test(expires)) return null;
      if (Number(expires) * 1000 <= now.getTime()) return null;
      const userId = await userIdOf(actionId);
      if (!userId) return null;
      const expected = Buffer.from(sign(actionId, userId, expires));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given) ? actionId : null;
    },
  };
}
