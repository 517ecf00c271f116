import {
  LIMITS,
  languageByName,
  type TMoment,
  type ZCreateMomentRequest,
  type ZMomentsQuery,
  type ZUpdateMomentRequest,
} from '@chingu/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { reactionsOf, toggleReaction } from '../../db/reactions.ts';
import { badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import { isForeignKeyViolation } from '../../lib/db-errors.ts';
import { readPage } from '../../lib/page-total.ts';
import type { AuthUser } from '../../plugins/http/auth.ts';
import { imageNameFromUrl, type ProcessedImage } from '../../plugins/infra/images.ts';
import { memberVisibleTo } from '../members/queries.ts';
import { countMoments, listMoments } from './feed-queries.ts';
import {
  appendMomentImages,
  deleteMoment,
  findMomentAccess,
  findVisibleMoment,
  insertMoment,
  lockMoment,
  setLike,
  updateMomentContent,
  type MomentFilters,
} from './queries.ts';
import { toMoment } from './serialize.ts';

type CreateInput = z.output<typeof ZCreateMomentRequest>;
type UpdateInput = z.output<typeof ZUpdateMomentRequest>;
type ListQuery = z.output<typeof ZMomentsQuery>;

/**
 * The home's "Help someone learn your language" (PRODUCT §9.2) for this viewer: moments in their
 * native language (members store its name, moments its code). Null, matching nothing, for a
 * visitor or a native language with no code.
 */
function helpWantedBy(viewer: AuthUser | null): MomentFilters['helpWanted'] {
  const language = viewer ? languageByName(viewer.nativeLanguage)?.code : undefined;
  return viewer && language ? { viewerId: viewer.id, language } : null;
}

/** Moments: privacy on every read, owner-only mutations, exact like counters. */
export function createMomentsService(app: FastifyInstance) {
  const { db } = app;

  async function get(viewer: AuthUser | null, id: string): Promise<TMoment> {
    const viewerId = viewer?.id ?? null;
    const row = await findVisibleMoment(db, viewerId, id);
    if (!row) throw notFound();
    return toMoment(row, viewerId, app.uploadLinks);
  }

  /** 404 when the caller may not even see the moment, 403 when they see it but do not own it. */
  async function assertOwner(caller: AuthUser, id: string): Promise<void> {
    const access = await findMomentAccess(db, caller.id, id);
    if (!access || !access.visible) throw notFound();
    if (access.userId !== caller.id) throw forbidden();
  }

  /** 404 unless the caller may see the moment (likes, comments). */
  async function assertVisible(viewer: AuthUser | null, id: string): Promise<void> {
    if (!(await findVisibleMoment(db, viewer?.id ?? null, id))) throw notFound();
  }

  async function list(
    viewer: AuthUser | null,
    filters: MomentFilters,
    page: number,
    limit: number,
    after?: string,
  ) {
    const viewerId = viewer?.id ?? null;
    // Page and limit do not change the total; the viewer does (privacy, friends, blocks).
    const totalKey = JSON.stringify([viewerId, filters]);
    const { rows, total: shown } = await readPage({ page, limit, after }, (anchor) =>
      listMoments(db, viewerId, filters, page, limit, anchor),
    );
    const total =
      shown === undefined
        ? await app.listTotals.get('moments', totalKey, () => countMoments(db, viewerId, filters))
        : Math.min(shown, LIMITS.listCountCap);
    return {
      count: total,
      data: rows.map((row) => toMoment(row, viewerId, app.uploadLinks)),
    };
  }

  return {
    get,
    assertOwner,
    assertVisible,

    /** Toggles the caller's emoji on a moment they can see (PRODUCT §8.3). */
    async react(caller: AuthUser, id: string, emoji: string) {
      await db.transaction(async (tx) => {
        // Locks the moment: concurrent toggles on it apply one after the other.
        const locked = await lockMoment(tx, id);
        if (!locked || !(await findVisibleMoment(tx, caller.id, id))) throw notFound();
        if ((await toggleReaction(tx, 'moment', id, caller.id, emoji)) === 'full') {
          throw badRequest('tooManyReactions');
        }
      });
      const reactions = await reactionsOf(db, 'moment', [id], caller.id);
      return reactions.get(id) ?? [];
    },

    feed: (viewer: AuthUser | null, query: ListQuery) =>
      list(
        viewer,
        {
          q: query.q,
          category: query.category,
          language: query.language,
          tag: query.tag,
          ...(query.following ? { followedBy: viewer?.id ?? null } : {}),
          ...(query.correctMe ? { correctMe: true } : {}),
          ...(query.helpWanted ? { helpWanted: helpWantedBy(viewer) } : {}),
        },
        query.page,
        query.limit,
        query.after,
      ),

    async ofMember(viewer: AuthUser | null, userId: string, page: number, limit: number) {
      // In parallel: an unknown member's page is empty anyway and is then thrown away.
      const [exists, result] = await Promise.all([
        memberVisibleTo(db, viewer?.id ?? null, userId),
        list(viewer, { userId }, page, limit),
      ]);
      if (!exists) throw notFound();
      return result;
    },

    /** The author is the caller, whatever the body says. */
    async create(caller: AuthUser, input: CreateInput): Promise<TMoment> {
      const requested = input.scheduledDate ? new Date(input.scheduledDate) : null;
      // A time that has already come (within the slack) is simply "now".
      const scheduledAt = requested && requested > new Date() ? requested : null;
      const id = await insertMoment(db, {
        userId: caller.id,
        title: input.title,
        description: input.description,
        mood: input.mood,
        tags: input.tags,
        tagsLower: input.tags.map((tag) => tag.toLowerCase()),
        privacy: input.privacy,
        language: input.language,
        category: input.category,
        location: input.location,
        correctMe: input.correctMe,
        scheduledAt,
        // Unscheduled: the database's now(), precise enough to keep quick posts in order.
        ...(scheduledAt ? { publishedAt: scheduledAt } : {}),
      });
      app.listTotals.invalidate('moments');
      return get(caller, id);
    },

    /** Title, description and which current images to keep (in order); the rest are deleted. */
    async update(caller: AuthUser, id: string, input: UpdateInput): Promise<TMoment> {
      await assertOwner(caller, id);
      const wanted = input.existingImages.map((url) => {
        const name = imageNameFromUrl(url);
        if (!name) throw badRequest('unknownExistingImage');
        return name;
      });
      const result = await updateMomentContent(db, id, caller.id, {
        title: input.title,
        description: input.description,
        keep(current) {
          if (wanted.some((name) => !current.includes(name))) {
            throw badRequest('unknownExistingImage');
          }
          return [...new Set(wanted)];
        },
      });
      if (!result) throw notFound();
      // The title and description decide which searches find it.
      app.listTotals.invalidate('moments');
      await app.images.remove(result.removed);
      return get(caller, id);
    },

    /** Appends uploaded images, at most 10 in all. */
    async addImages(caller: AuthUser, id: string, images: ProcessedImage[]): Promise<TMoment> {
      if (!images.length) throw badRequest('imageRequired');
      const names = await app.images.save(images);
      if (!(await appendMomentImages(db, id, caller.id, names, LIMITS.imagesPerMoment))) {
        await app.images.remove(names);
        throw badRequest('tooManyImages');
      }
      return get(caller, id);
    },

    async remove(caller: AuthUser, id: string): Promise<void> {
      await assertOwner(caller, id);
      const images = await deleteMoment(db, id, caller.id);
      if (!images) throw notFound();
      app.listTotals.invalidate('moments');
      await app.images.remove(images);
    },

    async like(caller: AuthUser, id: string, liked: boolean) {
      const visible = await findVisibleMoment(db, caller.id, id);
      if (!visible) throw notFound();
      try {
        const { changed, likeCount, likedAt } = await setLike(db, id, caller.id, liked);
        if (changed && likedAt) {
          app.events.emit('momentLiked', {
            momentId: id,
            authorId: visible.moment.userId,
            likerId: caller.id,
            likedAt,
          });
        }
        return { changed, data: { likeCount, isLiked: liked } };
      } catch (error) {
        // The moment was deleted between the check and the like (foreign key violation).
        if (isForeignKeyViolation(error)) throw notFound();
        throw error;
      }
    },
  };
}

export type MomentsService = ReturnType<typeof createMomentsService>;
