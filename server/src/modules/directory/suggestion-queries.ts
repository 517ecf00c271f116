import type { Level, MatchReason } from '@chingu/contract';
import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { blocks, follows, users } from '../../db/schema/index.ts';
import { memberRowInViewerAgeBand, visibleMomentsCount } from '../../db/visibility.ts';
import { publicUserColumns } from '../members/serialize.ts';

type Me = Pick<typeof users.$inferSelect, 'id' | 'nativeLanguage' | 'languageToLearn' | 'location'>;

/**
 * Partners for the member (PRODUCT §8.4), best first: an exchange (native in what I learn and
 * learning my native language), then those who speak what I learn, then those who learn my
 * language. Within each: online now, then seen in the last week, then from my country, then most
 * recently seen (a member never seen since registering counts from then). Members I follow, in a
 * block with me either way, suspended or deleted are left out. `onlineIds` come from presence.
 */
export async function listSuggestions(
  db: Db,
  me: Me,
  onlineIds: string[],
  limit: number,
  /** PRODUCT §9.2: only partners at this level in the language they learn. */
  level?: Level,
) {
  const speaksMyTarget = eq(users.nativeLanguage, me.languageToLearn);
  const learnsMyLanguage = eq(users.languageToLearn, me.nativeLanguage);
  const rank = sql<number>`(case when ${speaksMyTarget} and ${learnsMyLanguage} then 0 when ${speaksMyTarget} then 1 else 2 end)`;
  const lastActive = sql`coalesce(${users.lastSeenAt}, ${users.createdAt})`;
  const country = me.location?.country.trim().toLowerCase();
  // PostgreSQL refuses a constant in ORDER BY: a criterion that cannot apply is left out.
  const onlineFirst = onlineIds.length ? [sql`(${inArray(users.id, onlineIds)}) desc`] : [];
  const sameCountryFirst = country
    ? [sql`(lower(trim(${users.location} ->> 'country')) = ${country}) desc nulls last`]
    : [];

  const rows = await db
    .select({
      user: publicUserColumns,
      rank,
      momentsCount: visibleMomentsCount(me.id, users.id),
    })
    .from(users)
    .where(
      and(
        ne(users.id, me.id),
        isNull(users.suspendedAt),
        memberRowInViewerAgeBand(me.id),
        or(speaksMyTarget, learnsMyLanguage),
        level ? eq(users.level, level) : undefined,
        sql`${users.id} not in (select ${follows.followeeId} from ${follows} where ${follows.followerId} = ${me.id})`,
        sql`${users.id} not in (select ${blocks.blockedId} from ${blocks} where ${blocks.blockerId} = ${me.id}
          union all select ${blocks.blockerId} from ${blocks} where ${blocks.blockedId} = ${me.id})`,
      ),
    )
    .orderBy(
      rank,
      ...onlineFirst,
      sql`(${lastActive} > now() - interval '7 days') desc`,
      ...sameCountryFirst,
      sql`${lastActive} desc`,
      sql`${users.id}`,
    )
    .limit(limit);

  const reasons: MatchReason[] = ['exchange', 'speaksYourTarget', 'learnsYourLanguage'];
  return rows.map((row) => ({
    user: Object.assign(row.user, { momentsCount: row.momentsCount }),
    matchReason: reasons[row.rank]!,
  }));
}
