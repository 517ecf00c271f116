import { z } from 'zod';
import { ZId, ZPagination } from './common.ts';
import { CATEGORIES, LANGUAGE_CODES, MOODS, PRIVACIES } from './enums.ts';
import type { ErrorKey } from './errors.ts';
import { LIMITS } from './limits.ts';
import { ZReaction } from './reactions.ts';

const k = (key: ErrorKey) => key;

/** A moment's author as every moment carries it (SPEC §3). */
export const ZMomentAuthor = z.object({
  _id: z.string(),
  name: z.string(),
  imageUrls: z.array(z.string()),
});
export type TMomentAuthor = z.infer<typeof ZMomentAuthor>;

export const ZTag = z
  .string({ message: k('tagRequired') })
  .trim()
  .min(1, k('tagRequired'))
  .max(LIMITS.tagMax, k('tagTooLong'));

/** At most 5 tags of 20 characters, trimmed and unique (case-insensitive). */
export const ZTags = z
  .array(ZTag)
  .max(LIMITS.tagsMax, k('tooManyTags'))
  .refine((tags) => new Set(tags.map((t) => t.toLowerCase())).size === tags.length, {
    message: k('duplicateTag'),
  });

/** GeoJSON point as SPEC §3 stores it: coordinates are [longitude, latitude]. */
export const ZMomentLocation = z.object({
  formattedAddress: z.string().trim().min(1).max(LIMITS.locationAddressMax),
  type: z.literal('Point'),
  coordinates: z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]),
});
export type TMomentLocation = z.infer<typeof ZMomentLocation>;

export const ZMomentTitle = z.string().trim().max(LIMITS.titleMax, k('titleTooLong'));
export const ZMomentDescription = z
  .string({ message: k('descriptionRequired') })
  .trim()
  .min(1, k('descriptionRequired'))
  .max(LIMITS.descriptionMax, k('descriptionTooLong'));

/**
 * The last instant the server can store: past it the UTC year has five digits, which PostgreSQL
 * does not read (`9999-12-31T23:59-01:00` is in year 10000).
 */
const LATEST_INSTANT = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/** ISO date-time that is not in the past (a little slack for minute-precision pickers). */
export const ZScheduledDate = z.iso
  .datetime({ offset: true, message: k('invalidDate') })
  .refine((iso) => Date.parse(iso) <= LATEST_INSTANT, { message: k('invalidDate'), abort: true })
  .refine((iso) => Date.parse(iso) >= Date.now() - LIMITS.scheduleSlackSeconds * 1000, {
    message: k('scheduleInPast'),
  });

/**
 * `POST /api/v1/moments` (JSON; SPEC §3 create payload). `user` may be sent by old clients but
 * is ignored: the author is always the signed-in member. Images follow via `PUT .../photo`.
 */
export const ZCreateMomentRequest = z.object({
  title: ZMomentTitle.default(''),
  description: ZMomentDescription,
  mood: z.enum(MOODS).nullable().default(null),
  tags: ZTags.default([]),
  privacy: z.enum(PRIVACIES).default('public'),
  language: z.enum(LANGUAGE_CODES).default('en'),
  category: z.enum(CATEGORIES).default('general'),
  location: ZMomentLocation.nullable().default(null),
  scheduledDate: ZScheduledDate.nullable().default(null),
  /** PRODUCT §9.2: the author asks others (most usefully natives of `language`) to correct it. */
  correctMe: z.boolean().default(false),
  user: z.unknown().optional(),
});
export type TCreateMomentRequest = z.input<typeof ZCreateMomentRequest>;

/**
 * `PUT /api/v1/moments/{id}`: title and description are required here (SPEC §5 Edit);
 * `existingImages` lists the current image URLs to keep, in order; the others are removed.
 */
export const ZUpdateMomentRequest = z.object({
  title: ZMomentTitle.min(1, k('titleRequired')),
  description: ZMomentDescription,
  existingImages: z.array(z.string()).max(LIMITS.imagesPerMoment, k('tooManyImages')),
});
export type TUpdateMomentRequest = z.infer<typeof ZUpdateMomentRequest>;

export const ZMoment = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  imageUrls: z.array(z.string()),
  likeCount: z.number().int(),
  /**
   * Ids of the most recent likers (at most 50) and always the viewer's own id when they liked;
   * `isLiked` says the same for the viewer without scanning the list.
   */
  likedUsers: z.array(z.string()),
  isLiked: z.boolean(),
  commentCount: z.number().int(),
  user: ZMomentAuthor,
  createdAt: z.string(),
  updatedAt: z.string(),
  category: z.enum(CATEGORIES),
  language: z.enum(LANGUAGE_CODES),
  mood: z.enum(MOODS).nullable(),
  tags: z.array(z.string()),
  /** As stored: checked and trimmed when it was saved (ZMomentLocation), so not again on every read. */
  location: z
    .object({
      formattedAddress: z.string(),
      type: z.literal('Point'),
      coordinates: z.tuple([z.number(), z.number()]),
    })
    .nullable(),
  privacy: z.enum(PRIVACIES),
  /** Set when the author scheduled the moment; others see it only from then on. */
  scheduledDate: z.string().nullable(),
  /** Emoji reactions (PRODUCT §8.3), most used first. */
  reactions: z.array(ZReaction),
  /** PRODUCT §9.2: the author asked for corrections; `correctionCount` how many it has. */
  correctMe: z.boolean(),
  correctionCount: z.number().int(),
});
export type TMoment = z.infer<typeof ZMoment>;

/** `GET /api/v1/moments`: newest first; beyond SPEC `q`, `category`, `language` (code), `tag`. */
export const ZMomentsQuery = ZPagination.extend({
  limit: z.coerce.number().int().min(1).max(LIMITS.pageLimitMax).default(LIMITS.momentsPageSize),
  q: z.string().trim().max(100).optional(),
  category: z.enum(CATEGORIES).optional(),
  language: z.enum(LANGUAGE_CODES).optional(),
  tag: z.string().trim().max(LIMITS.tagMax).optional(),
  /** `true`: only moments of members the caller follows (the signed-in home); none for visitors. */
  following: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  /** `true`: only correct-me moments (PRODUCT §9.2). */
  correctMe: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  /**
   * `true`: the home's "Help someone learn your language" (PRODUCT §9.2): correct-me moments in
   * the caller's native language that nobody has corrected yet, not the caller's own; none for
   * visitors. Other filters still apply.
   */
  helpWanted: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  /**
   * The last moment of the page before (keyset paging, decision 063): the page is the moments
   * after it in the feed's order instead of skipping (page - 1) x limit, so a deep page costs
   * what the first does. `page` still numbers it. A moment the caller cannot see, or one that is
   * gone, falls back to `page`.
   */
  after: ZId.optional(),
});
export type TMomentsQuery = z.input<typeof ZMomentsQuery>;

/** `GET /api/v1/moments/user/{userId}`: newest first, privacy applied for the viewer. */
export const ZUserMomentsQuery = ZPagination.extend({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(LIMITS.pageLimitMax)
    .default(LIMITS.userMomentsPageSize),
});

export const ZMomentsResponse = z.object({
  success: z.literal(true),
  /** Matching moments, counted up to LIMITS.listCountCap (the feed pages no further). */
  count: z.number().int(),
  data: z.array(ZMoment),
});
export type TMomentsResponse = z.infer<typeof ZMomentsResponse>;

export const ZMomentResponse = z.object({ success: z.literal(true), data: ZMoment });
export type TMomentResponse = z.infer<typeof ZMomentResponse>;

export const ZMomentIdParams = z.object({ id: ZId });
export const ZMomentPhotoParams = z.object({ momentId: ZId });
export const ZCommentParams = z.object({ id: ZId, commentId: ZId });

/** Like / dislike: the liker is the caller; a body `{userId}` from old clients is ignored. */
export const ZLikeResponse = z.object({
  success: z.literal(true),
  /** false when the call changed nothing (liked twice, un-liked a moment not liked). */
  changed: z.boolean(),
  data: z.object({ likeCount: z.number().int(), isLiked: z.boolean() }),
});
export type TLikeResponse = z.infer<typeof ZLikeResponse>;

export const ZComment = z.object({
  _id: z.string(),
  text: z.string(),
  createdAt: z.string(),
  user: ZMomentAuthor,
});
export type TComment = z.infer<typeof ZComment>;

export const ZCommentsQuery = ZPagination.extend({
  limit: z.coerce.number().int().min(1).max(LIMITS.pageLimitMax).default(LIMITS.commentsPageSize),
});

/** `GET /api/v1/moments/{id}/comments`: newest first. */
export const ZCommentsResponse = z.object({
  success: z.literal(true),
  count: z.number().int(),
  data: z.array(ZComment),
});
export type TCommentsResponse = z.infer<typeof ZCommentsResponse>;

export const ZCreateCommentRequest = z.object({
  text: z
    .string({ message: k('commentRequired') })
    .trim()
    .min(1, k('commentRequired'))
    .max(LIMITS.commentMax, k('commentTooLong')),
});
export type TCreateCommentRequest = z.infer<typeof ZCreateCommentRequest>;

export const ZCommentResponse = z.object({ success: z.literal(true), data: ZComment });

/** `GET /api/v1/geocode/reverse?lat&lon`. */
export const ZReverseGeocodeQuery = z.object({
  lat: z.coerce
    .number({ message: k('invalidCoordinates') })
    .min(-90, k('invalidCoordinates'))
    .max(90, k('invalidCoordinates')),
  lon: z.coerce
    .number({ message: k('invalidCoordinates') })
    .min(-180, k('invalidCoordinates'))
    .max(180, k('invalidCoordinates')),
});
export const ZReverseGeocodeResponse = z.object({
  success: z.literal(true),
  /** formattedAddress is 'city, country' (city, town or village). */
  data: z.object({ formattedAddress: z.string(), city: z.string(), country: z.string() }),
});
export type TReverseGeocodeResponse = z.infer<typeof ZReverseGeocodeResponse>;
