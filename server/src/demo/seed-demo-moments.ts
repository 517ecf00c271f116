import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/index.ts';
import { momentComments, momentLikes, moments, users } from '../db/schema/index.ts';
import { qualified } from '../db/visibility.ts';
import type { ImageStore } from '../plugins/infra/images.ts';
import { DEMO_COMMENTS, DEMO_MOMENTS as M } from './demo-moments.ts';
import { momentPicture } from './demo-pictures.ts';

const HOUR = 3_600_000;

/** Moments with pictures, likes and comments for the demo community; counters set exactly. */
export async function seedDemoMoments(
  db: Db,
  images: ImageStore,
  memberIds: string[],
  log: FastifyBaseLogger,
): Promise<void> {
  // Every picture at once (sharp works on its own threads), then the rows in order.
  const allPictures = await Promise.all(
    M.map((m, i) =>
      Promise.all(Array.from({ length: m.images }, (_, k) => momentPicture(m.category, i * 3 + k))),
    ),
  );
  const created: { id: string; author: string; public: boolean; at: Date }[] = [];
  for (const [i, m] of M.entries()) {
    const author = memberIds[m.author];
    if (!author) continue;
    const pictures = allPictures[i]!;
    const names = await images.save(pictures.map((data) => ({ data, extension: 'webp' })));
    const at = new Date(Date.now() - (M.length - i) * 9 * HOUR);
    const publishedAt = m.scheduledInHours ? new Date(Date.now() + m.scheduledInHours * HOUR) : at;
    const [row] = await db
      .insert(moments)
      .values({
        userId: author,
        title: m.title,
        description: m.description,
        images: names,
        category: m.category,
        // The language the text is written in, not the author's native one.
        language: m.language,
        mood: m.mood ?? null,
        tags: m.tags,
        tagsLower: m.tags.map((t) => t.toLowerCase()),
        location: m.place
          ? { formattedAddress: m.place[0], type: 'Point', coordinates: [m.place[1], m.place[2]] }
          : null,
        privacy: m.privacy ?? 'public',
        scheduledAt: m.scheduledInHours ? publishedAt : null,
        publishedAt,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: moments.id });
    created.push({
      id: row!.id,
      author,
      public: (m.privacy ?? 'public') === 'public' && !m.scheduledInHours,
      at,
    });
  }

  // Likes and comments on public moments only, from members other than the author.
  const likes: (typeof momentLikes.$inferInsert)[] = [];
  const comments: (typeof momentComments.$inferInsert)[] = [];
  for (const [i, moment] of created.entries()) {
    if (!moment.public) continue;
    const likers = new Set<string>();
    for (let k = 0; k < (i * 7) % 13; k++) {
      const liker = memberIds[(i * 3 + k * 5 + 1) % memberIds.length]!;
      if (liker !== moment.author) likers.add(liker);
    }
    for (const [k, userId] of [...likers].entries()) {
      likes.push({ momentId: moment.id, userId, createdAt: new Date(+moment.at + (k + 1) * HOUR) });
    }
    for (let k = 0; k < i % 4; k++) {
      const userId = memberIds[(i + k * 4 + 2) % memberIds.length]!;
      const text = DEMO_COMMENTS[(i + k) % DEMO_COMMENTS.length]!;
      comments.push({
        momentId: moment.id,
        userId,
        text,
        createdAt: new Date(+moment.at + (k + 1) * 2 * HOUR),
      });
    }
  }
  if (likes.length) await db.insert(momentLikes).values(likes);
  if (comments.length) await db.insert(momentComments).values(comments);

  // Counters equal the rows behind them.
  await db.update(moments).set({
    likeCount: sql`(select count(*)::int from ${momentLikes} where ${qualified(momentLikes.momentId)} = ${qualified(moments.id)})`,
    commentCount: sql`(select count(*)::int from ${momentComments} where ${qualified(momentComments.momentId)} = ${qualified(moments.id)})`,
  });
  await db.update(users).set({
    momentsCount: sql`(select count(*)::int from ${moments} where ${qualified(moments.userId)} = ${qualified(users.id)})`,
  });
  log.info(
    `Demo moments created: ${created.length} moments, ${likes.length} likes, ${comments.length} comments`,
  );
}
