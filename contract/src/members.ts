import { z } from 'zod';
import { ZId, ZPagination } from './common.ts';
import { LANGUAGE_NAMES, MEMBER_SORTS } from './enums.ts';
import { LIMITS } from './limits.ts';
import { ZLevel, ZPublicUser } from './user.ts';

/** `GET /api/v1/auth/users`: beyond SPEC, search and filters over the whole community (PRODUCT §2). */
export const ZMembersQuery = ZPagination.extend({
  /** Name or bio, case- and accent-insensitive. */
  q: z.string().trim().max(100).optional(),
  /** A language name, matched against native or learning language. */
  language: z.enum(LANGUAGE_NAMES).optional(),
  /** A language name, matched against the native language only ("speaks"). */
  native_language: z.enum(LANGUAGE_NAMES).optional(),
  /** A language name, matched against the learning language only ("learns"). */
  language_to_learn: z.enum(LANGUAGE_NAMES).optional(),
  /** PRODUCT §9.2: members at this level in the language they learn (400 invalidLevel otherwise). */
  level: ZLevel.optional(),
  /** popular = most followed, new = newest members; default: newest first. */
  sort: z.enum(MEMBER_SORTS).optional(),
  /** A country as members wrote it in their location, matched case- and accent-insensitively. */
  country: z.string().trim().min(1).max(100).optional(),
  /** `true`: only members with an open socket now (PRODUCT §8.4 "online now"). */
  online: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  /**
   * The last member of the page before (keyset paging, decision 063): the page is the members
   * after them in the list's order instead of skipping (page - 1) x limit. A member the caller
   * cannot see falls back to `page`.
   */
  after: ZId.optional(),
});
export type TMembersQuery = z.infer<typeof ZMembersQuery>;

/** A member as the viewer sees them: the public profile and whether the viewer follows them. */
export const ZMember = ZPublicUser.extend({ isFollowing: z.boolean() });
export type TMember = z.infer<typeof ZMember>;

export const ZMembersResponse = z.object({
  success: z.literal(true),
  count: z.number().int(),
  data: z.array(ZMember),
});
export type TMembersResponse = z.infer<typeof ZMembersResponse>;

export const ZMemberResponse = z.object({ success: z.literal(true), data: ZMember });
export type TMemberResponse = z.infer<typeof ZMemberResponse>;

export const ZIdParams = z.object({ id: ZId });
export const ZFollowParams = z.object({ userId: ZId, targetUserId: ZId });

/** Follow / unfollow answer; `changed: false` says the call changed nothing (already following...). */
export const ZFollowResponse = z.object({
  success: z.literal(true),
  changed: z.boolean(),
  message: z.string(),
  data: z.object({ isFollowing: z.boolean(), followersCount: z.number().int() }),
});
export type TFollowResponse = z.infer<typeof ZFollowResponse>;

/**
 * `GET .../followers` and `.../following`: a page, newest follow first (PRODUCT §2: lists take
 * `page` and `limit`); `after` as in the directory (decision 063).
 */
export const ZFollowListQuery = ZPagination.extend({
  limit: z.coerce.number().int().min(1).max(LIMITS.pageLimitMax).default(LIMITS.followListPageSize),
  after: ZId.optional(),
});
export type TFollowListQuery = z.input<typeof ZFollowListQuery>;

/** `count`: the whole list's; each member with whether the caller follows them. */
export const ZFollowListResponse = z.object({
  success: z.literal(true),
  count: z.number().int(),
  data: z.array(ZMember),
});
export type TFollowListResponse = z.infer<typeof ZFollowListResponse>;

/** `GET /api/v1/stats`: real numbers for the directory header. */
export const ZStatsResponse = z.object({
  success: z.literal(true),
  data: z.object({
    activeLearners: z.number().int(),
    languages: z.number().int(),
    countries: z.number().int(),
  }),
});
export type TStatsResponse = z.infer<typeof ZStatsResponse>;

/** `PUT /api/v1/auth/users/{userId}/photo/{index}`: replaces one gallery image in place. */
export const ZPhotoIndexParams = z.object({
  userId: ZId,
  index: z.coerce
    .number()
    .int()
    .min(0)
    .max(LIMITS.imagesPerGallery - 1),
});
