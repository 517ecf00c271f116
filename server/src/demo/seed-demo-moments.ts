import { LANGUAGES } from '@chingu/contract';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import type { Db } from '../db/index.ts';
import { momentComments, momentLikes, moments, users } from '../db/schema.ts';
import type { ImageStore } from '../plugins/images.ts';
import { qualified } from '../db/visibility.ts';
import { DEMO_COMMENTS, DEMO_MOMENTS as M } from './demo-moments.ts';

const SCENE_COLORS: [string, string][] = [
  ['#ffd8a8', '#f76707'],
  ['#a5d8ff', '#1c7ed6'],
  ['#fcc2d7', '#d6336c'],
  ['#d0bfff', '#7048e8'],
  ['#96f2d7', '#0ca678'],
  ['#ffec99', '#f59f00'],
];

/** A small landscape picture (sky, sun, hills, caption) made with sharp; nothing is downloaded. */
async function scene(seed: number, caption: string): Promise<Buffer> {
  const [sky, ground] = SCENE_COLORS[seed % SCENE_COLORS.length]!;
  const sunX = 120 + ((seed * 137) % 560);
  const safe = caption.replace(/[<>&"']/g, '');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
    <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>
    <rect width="800" height="600" fill="url(#s)"/>
    <circle cx="${sunX}" cy="170" r="70" fill="#ffffff" fill-opacity="0.8"/>
    <path d="M0 420 Q200 300 400 400 T800 380 V600 H0 Z" fill="${ground}" fill-opacity="0.7"/>
    <path d="M0 480 Q250 400 520 480 T800 470 V600 H0 Z" fill="${ground}"/>
    <text x="400" y="560" font-family="DejaVu Sans, Arial, sans-serif" font-size="40" font-weight="700" fill="#ffffff" text-anchor="middle">${safe}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}

const HOUR = 3_600_000;

/** Moments with pictures, likes and comments for the demo community; counters set exactly. */
export async function seedDemoMoments(
  db: Db,
  images: ImageStore,
  memberIds: string[],
  /** The demo members in the order of `memberIds` (their native language names the moments'). */
  members: { native: string }[],
  log: FastifyBaseLogger,
): Promise<void> {
  const created: { id: string; author: string; public: boolean; at: Date }[] = [];
  for (const [i, m] of M.entries()) {
    const author = memberIds[m.author];
    if (!author) continue;
    const pictures = await Promise.all(
      Array.from({ length: m.images }, (_, k) => scene(i * 3 + k, m.tags[0] ?? m.title)),
    );
    const names = await images.save(pictures.map((data) => ({ data, extension: 'webp' })));
    const at = new Date(Date.now() - (M.length - i) * 9 * HOUR);
    const publishedAt = m.scheduledInHours ? new Date(Date.now() + m.scheduledInHours * HOUR) : at;
    const code =
      LANGUAGES.find((l) => l.name === members[m.author]?.native)?.code ?? ('en' as const);
    const [row] = await db
      .insert(moments)
      .values({
        userId: author,
        title: m.title,
        description: m.description,
        images: names,
        category: m.category,
        language: code,
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
