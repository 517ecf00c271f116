import {
  LIMITS,
  ZCreateStoryFields,
  type TStory,
  type TStoryGroup,
  type TStoryViewer,
} from '@chingu/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/index.ts';
import { badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import { isForeignKeyViolation } from '../../lib/db-errors.ts';
import type { AuthUser } from '../../plugins/http/auth.ts';
import type { ImageStore, ProcessedImage } from '../../plugins/infra/images.ts';
import { memberVisibleTo } from '../members/queries.ts';
import {
  countFeedAuthors,
  deleteExpiredStories,
  deleteStory,
  findStoryAccess,
  findVisibleStory,
  insertStoryWithinLimit,
  listFeedAuthors,
  listStoriesOf,
  listViews,
  recordView,
  type StoryRow,
} from './queries.ts';
import { toStory, toStoryViewer } from './serialize.ts';

export type StoryFields = z.output<typeof ZCreateStoryFields>;

const HOUR_MS = 3_600_000;

/**
 * The text fields of `POST /stories` as the contract reads them. A blank `text` or `background`
 * counts as not sent (a form may send every field), so "photo xor text" is decided on content.
 */
export function parseStoryFields(raw: Record<string, string>): StoryFields {
  const present = (value: string | undefined) => (value?.trim() ? value : undefined);
  return ZCreateStoryFields.parse({
    text: present(raw.text),
    background: present(raw.background),
    caption: raw.caption,
    privacy: present(raw.privacy),
  });
}

/**
 * Deletes the stories expired at `now` and their files; returns how many went. Safe to run on
 * several app nodes at once (each row is claimed by one DELETE).
 */
export async function sweepExpiredStories(db: Db, images: ImageStore, now: Date): Promise<number> {
  const gone = await deleteExpiredStories(db, now);
  await images.remove(gone.filter((name): name is string => name !== null));
  return gone.length;
}

/** Stories (PRODUCT §8.1): 24 hours of life on the app clock, privacy on every read. */
export function createStoriesService(
  app: FastifyInstance,
  { lifetimeMs = LIMITS.storyLifetimeHours * HOUR_MS }: { lifetimeMs?: number } = {},
) {
  const { db } = app;
  const now = () => app.clock.now();

  async function get(viewer: AuthUser, id: string): Promise<TStory> {
    const row = await findVisibleStory(db, viewer.id, id, now());
    if (!row) throw notFound();
    return toStory(row, viewer.id, app.uploadLinks);
  }

  /** 404 when the caller may not even see the story, 403 when they see it but are not its author. */
  async function assertOwner(caller: AuthUser, id: string): Promise<void> {
    const access = await findStoryAccess(db, caller.id, id, now());
    if (!access || !access.visible) throw notFound();
    if (access.userId !== caller.id) throw forbidden();
  }

  const toStories = (rows: StoryRow[], viewerId: string) =>
    rows.map((r) => toStory(r, viewerId, app.uploadLinks));

  return {
    get,

    /** A photo story (`image`) or a text card (`fields.text` on `fields.background`), not both. */
    async create(
      caller: AuthUser,
      fields: StoryFields,
      image: ProcessedImage | undefined,
    ): Promise<TStory> {
      const isText = fields.text !== undefined;
      if (image && (isText || fields.background !== undefined)) {
        throw badRequest('storyMixedContent');
      }
      if (!image && !isText) throw badRequest('storyContentRequired');
      if (isText && fields.background === undefined) throw badRequest('invalidStoryBackground');

      const createdAt = now();
      const [file] = image ? await app.images.save([image]) : [];
      let id: string | undefined;
      try {
        id = await insertStoryWithinLimit(
          db,
          {
            userId: caller.id,
            image: file ?? null,
            text: fields.text ?? null,
            background: fields.background ?? null,
            caption: fields.caption || null,
            privacy: fields.privacy,
            createdAt,
            expiresAt: new Date(createdAt.getTime() + lifetimeMs),
          },
          LIMITS.storiesLiveMax,
        );
      } finally {
        // Refused or failed: the file must not outlive the request.
        if (!id && file) await app.images.remove([file]);
      }
      if (!id) throw badRequest('tooManyStories');
      return get(caller, id);
    },

    /**
     * The story bar: the caller's own group first (page 1, when they have live stories), then
     * the followed members', those with unviewed stories first, then by newest story.
     */
    async feed(caller: AuthUser, page: number, limit: number) {
      const at = now();
      const [authorIds, total] = await Promise.all([
        listFeedAuthors(db, caller.id, at, page, limit),
        countFeedAuthors(db, caller.id, at),
      ]);
      const memberIds = page === 1 ? [caller.id, ...authorIds] : authorIds;
      const rows = await listStoriesOf(db, caller.id, memberIds, at);
      const data: TStoryGroup[] = [];
      for (const memberId of memberIds) {
        const stories = toStories(
          rows.filter((r) => r.story.userId === memberId),
          caller.id,
        );
        // The caller without live stories has no group (a followed member always has one).
        if (!stories[0]) continue;
        data.push({ user: stories[0].user, stories, hasUnviewed: stories.some((s) => !s.viewed) });
      }
      return { count: total, data };
    },

    async mine(caller: AuthUser) {
      const rows = await listStoriesOf(db, caller.id, [caller.id], now());
      return { count: rows.length, data: toStories(rows, caller.id) };
    },

    async ofMember(caller: AuthUser, userId: string) {
      if (!(await memberVisibleTo(db, caller.id, userId))) throw notFound();
      const rows = await listStoriesOf(db, caller.id, [userId], now());
      return { count: rows.length, data: toStories(rows, caller.id) };
    },

    /** Deletes the caller's own story and its file. */
    async remove(caller: AuthUser, id: string): Promise<void> {
      await assertOwner(caller, id);
      const deleted = await deleteStory(db, id, caller.id);
      if (!deleted) throw notFound();
      if (deleted.image) await app.images.remove([deleted.image]);
    },

    /** One view per member; the author's own views are neither counted nor stored. */
    async view(caller: AuthUser, id: string): Promise<{ counted: boolean }> {
      const story = await findVisibleStory(db, caller.id, id, now());
      if (!story) throw notFound();
      if (story.story.userId === caller.id) return { counted: false };
      try {
        return { counted: await recordView(db, id, caller.id, now()) };
      } catch (error) {
        // The story was deleted (or swept) between the check and the view.
        if (isForeignKeyViolation(error)) throw notFound();
        throw error;
      }
    },

    /** Who viewed the caller's story, newest first. */
    async views(
      caller: AuthUser,
      id: string,
      page: number,
      limit: number,
    ): Promise<{ count: number; data: TStoryViewer[] }> {
      await assertOwner(caller, id);
      const { rows, total } = await listViews(db, id, page, limit);
      return { count: total, data: rows.map(toStoryViewer) };
    },
  };
}

export type StoriesService = ReturnType<typeof createStoriesService>;
