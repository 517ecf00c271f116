import { LIMITS, type StoryBackground } from '@chingu/contract';
import { and, gt, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/index.ts';
import { stories, users } from '../db/schema/index.ts';
import type { ImageStore } from '../plugins/infra/images.ts';
import { momentPicture } from './demo-pictures.ts';

const HOUR = 3_600_000;

type DemoStory = {
  /** Index into the demo members' e-mails (seed-demo.ts order). */
  author: number;
  /** How long before start-up it was posted: it lives 24 hours from then. */
  hoursAgo: number;
  caption?: string;
  privacy?: 'friends';
} & ({ picture: [category: string, seed: number] } | { text: string; background: StoryBackground });

/** A few stories of the first demo members: photos and text cards, young enough to last a day. */
export const DEMO_STORIES: DemoStory[] = [
  { author: 0, hoursAgo: 5, picture: ['food', 301], caption: 'Morning latte art' },
  { author: 0, hoursAgo: 1, text: '오늘의 표현: 대박! (Awesome!)', background: 'sunset' },
  {
    author: 1,
    hoursAgo: 3,
    text: 'Ordered my first meal in Korean today: 김치찌개 주세요!',
    background: 'ocean',
  },
  { author: 2, hoursAgo: 6, picture: ['culture', 302], caption: 'Madrid rooftops' },
  { author: 3, hoursAgo: 2, text: '今日も頑張りましょう！ ¡Ánimo a todos!', background: 'grape' },
  { author: 3, hoursAgo: 4, picture: ['travel', 303] },
  {
    author: 5,
    hoursAgo: 4,
    picture: ['books', 304],
    caption: 'Le Petit Prince, one page a day',
    privacy: 'friends',
  },
  { author: 6, hoursAgo: 2, text: 'Who is watching the new K-drama tonight?', background: 'rose' },
];

/**
 * Live stories for the demo members, relative to `now`. Runs at every start: a member who still
 * has a live story keeps it (no duplicates on restart); one whose stories expired gets theirs
 * again. Members that no longer exist (or a database without the demo) are skipped.
 */
export async function seedDemoStories(
  db: Db,
  images: ImageStore,
  log: FastifyBaseLogger,
  memberEmails: string[],
  now = new Date(),
): Promise<number> {
  const found = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, memberEmails));
  const idOf = new Map(found.map((m) => [m.email.toLowerCase(), m.id]));
  const authorIds = found.map((m) => m.id);
  if (!authorIds.length) return 0;
  const live = await db
    .selectDistinct({ userId: stories.userId })
    .from(stories)
    .where(and(inArray(stories.userId, authorIds), gt(stories.expiresAt, now)));
  const keep = new Set(live.map((r) => r.userId));
  const due = DEMO_STORIES.flatMap((story) => {
    const userId = idOf.get(memberEmails[story.author]?.toLowerCase() ?? '');
    return userId && !keep.has(userId) ? [{ story, userId }] : [];
  });
  // Rasterising is the slow part: all pictures at once, then the rows.
  const pictures = await Promise.all(
    due.map(({ story }) => ('picture' in story ? momentPicture(...story.picture) : null)),
  );
  for (const [i, { story, userId }] of due.entries()) {
    const picture = pictures[i];
    const [image] = picture ? await images.save([{ data: picture, extension: 'webp' }]) : [];
    const createdAt = new Date(now.getTime() - story.hoursAgo * HOUR);
    await db.insert(stories).values({
      userId,
      image: image ?? null,
      text: 'text' in story ? story.text : null,
      background: 'text' in story ? story.background : null,
      caption: story.caption ?? null,
      privacy: story.privacy ?? 'public',
      createdAt,
      expiresAt: new Date(createdAt.getTime() + LIMITS.storyLifetimeHours * HOUR),
    });
  }
  if (due.length) log.info(`Demo stories created: ${due.length}`);
  return due.length;
}
