import { z } from 'zod';
import { ZId, ZPagination, dataEnvelope, listEnvelope } from './common.ts';
import { STORY_BACKGROUNDS, STORY_PRIVACIES } from './enums.ts';
import type { ErrorKey } from './errors.ts';
import { LIMITS } from './limits.ts';
import { ZMomentAuthor } from './moments.ts';

const k = (key: ErrorKey) => key;

/**
 * A story (PRODUCT §8.1): one photo or one text card on a background, with an optional caption.
 * It lives `LIMITS.storyLifetimeHours` from `createdAt`; past `expiresAt` it is gone (404).
 */
export const ZStory = z.object({
  _id: z.string(),
  user: ZMomentAuthor,
  /** The photo's URL (a photo story), else null. */
  imageUrl: z.string().nullable(),
  /** The card's text (a text story), else null. */
  text: z.string().nullable(),
  background: z.enum(STORY_BACKGROUNDS).nullable(),
  caption: z.string().nullable(),
  privacy: z.enum(STORY_PRIVACIES),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** The caller has viewed it (always true for the author's own). */
  viewed: z.boolean(),
  /** How many members viewed it: present for the author only. */
  viewsCount: z.number().int().optional(),
});
export type TStory = z.infer<typeof ZStory>;

export const ZStoryText = z
  .string()
  .trim()
  .min(1, k('storyContentRequired'))
  .max(LIMITS.storyTextMax, k('storyTextTooLong'));

export const ZStoryCaption = z.string().trim().max(LIMITS.storyCaptionMax, k('captionTooLong'));

/**
 * `POST /api/v1/stories` multipart: either the file field `image` (checked like every image,
 * PRODUCT §4) or `text` + `background`; `caption` and `privacy` optional. These are the text
 * fields; the server checks "photo xor text" with the file it read (`storyContentRequired`,
 * `storyMixedContent`). An empty caption is stored as null.
 */
export const ZCreateStoryFields = z.object({
  text: ZStoryText.optional(),
  background: z.enum(STORY_BACKGROUNDS, { message: k('invalidStoryBackground') }).optional(),
  caption: ZStoryCaption.optional(),
  privacy: z.enum(STORY_PRIVACIES).default('public'),
});
export type TCreateStoryFields = z.input<typeof ZCreateStoryFields>;

/** A text story as the composer sends it (the web form validates with this). */
export const ZCreateTextStoryRequest = ZCreateStoryFields.extend({
  text: ZStoryText,
  background: z.enum(STORY_BACKGROUNDS, { message: k('invalidStoryBackground') }),
});
export type TCreateTextStoryRequest = z.input<typeof ZCreateTextStoryRequest>;

export const ZStoryParams = z.object({ id: ZId });
export const ZStoryUserParams = z.object({ userId: ZId });

export const ZStoryResponse = dataEnvelope(ZStory);
export type TStoryResponse = z.infer<typeof ZStoryResponse>;

/** `GET /stories/my-stories`, `GET /stories/user/{userId}`: live stories, oldest first (≤ 30). */
export const ZStoriesResponse = listEnvelope(ZStory);
export type TStoriesResponse = z.infer<typeof ZStoriesResponse>;

/** One member's live stories in the bar. */
export const ZStoryGroup = z.object({
  user: ZMomentAuthor,
  /** Oldest first, as the viewer plays them. */
  stories: z.array(ZStory),
  hasUnviewed: z.boolean(),
});
export type TStoryGroup = z.infer<typeof ZStoryGroup>;

/**
 * `GET /api/v1/stories/feed?page&limit`: the caller's own group first (when they have live
 * stories), then members they follow: groups with unviewed stories first, then by newest story.
 * `limit` counts groups; the caller's own group is on page 1 in addition to them.
 */
export const ZStoriesFeedQuery = ZPagination.extend({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(LIMITS.pageLimitMax)
    .default(LIMITS.storyGroupsPageSize),
});
export const ZStoriesFeedResponse = z.object({
  success: z.literal(true),
  /** Groups of followed members in all pages (the caller's own group not counted). */
  count: z.number().int(),
  data: z.array(ZStoryGroup),
});
export type TStoriesFeedResponse = z.infer<typeof ZStoriesFeedResponse>;

/** `POST /stories/{id}/view`: `counted` is false for a repeat or for the author. */
export const ZStoryViewResponse = dataEnvelope(z.object({ counted: z.boolean() }));
export type TStoryViewResponse = z.infer<typeof ZStoryViewResponse>;

/** `GET /stories/{id}/views?page&limit` (author only): newest view first. */
export const ZStoryViewer = z.object({
  user: ZMomentAuthor,
  viewedAt: z.string(),
});
export type TStoryViewer = z.infer<typeof ZStoryViewer>;
export const ZStoryViewsQuery = ZPagination;
export const ZStoryViewsResponse = listEnvelope(ZStoryViewer);
export type TStoryViewsResponse = z.infer<typeof ZStoryViewsResponse>;
