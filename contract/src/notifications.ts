import { z } from 'zod';
import { ZId, ZPagination, dataEnvelope, listEnvelope } from './common.ts';
import {
  MODERATION_ACTIONS,
  NOTIFICATION_SETTING_KINDS,
  REPORT_REASONS,
  type NotificationChannel,
  type NotificationSettingKind,
} from './enums.ts';
import type { ErrorKey } from './errors.ts';
import { LIMITS } from './limits.ts';
import { ZMember } from './members.ts';
import { ZMomentAuthor } from './moments.ts';
import { ZLevel } from './user.ts';

const k = (key: ErrorKey) => key;

/** What a notification is about (PRODUCT §8.4); a story view is not one (too noisy). */
export const NOTIFICATION_KINDS = [
  'follow',
  'momentLike',
  'momentComment',
  'correction',
  'missedCall',
  /** PRODUCT §9.1: someone I do not follow wrote to me; one per sender, refreshed by their next messages. */
  'messageRequest',
  'moderation',
  /**
   * PRODUCT §9.2: 20:00 in the member's time zone and today not done yet; `count` is the streak
   * the reminder is about, in days. No actor.
   */
  'streak',
  /** PRODUCT §9.2: someone corrected my correct-me moment (`momentId`, the corrected text as preview). */
  'momentCorrection',
  /**
   * PRODUCT §9.2: an accepted session starts in LIMITS.sessionReminderMinutes; `actor` is the
   * partner, `messageId` the session's message.
   */
  'session',
  /** PRODUCT §9.3: a room the member asked to be reminded of has started. */
  'room',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * One notification. Likes on one moment within an hour fold into one notification: `actor` is the
 * latest liker and `count` how many liked in that hour (for a `streak` reminder: the streak's days;
 * 1 for every other kind).
 */
export const ZNotification = z.object({
  _id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** Null for `moderation` and `streak`: they come from the Chingu team, and no moderator is named. */
  actor: ZMomentAuthor.nullable(),
  momentId: z.string().optional(),
  messageId: z.string().optional(),
  /** `room`: the room that started (its title is the `preview`). */
  roomId: z.string().optional(),
  /** A short excerpt: the comment, the corrected text, the content a moderator acted on. */
  preview: z.string().optional(),
  /**
   * `moderation` (PRODUCT §9.1): the audit log entry to appeal (for an appeal's decision: the
   * action appealed), what was done and under which rule.
   */
  actionId: z.string().optional(),
  action: z.enum(MODERATION_ACTIONS).optional(),
  reason: z.enum(REPORT_REASONS).optional(),
  count: z.number().int().min(1),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type TNotification = z.infer<typeof ZNotification>;

/** `GET /api/v1/notifications`: newest first, paged. */
export const ZNotificationsQuery = ZPagination.extend({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(LIMITS.pageLimitMax)
    .default(LIMITS.notificationsPageSize),
});
export type TNotificationsQuery = z.infer<typeof ZNotificationsQuery>;
export const ZNotificationsResponse = listEnvelope(ZNotification);
export type TNotificationsResponse = z.infer<typeof ZNotificationsResponse>;

/** `GET /api/v1/notifications/unread-count`: unread notifications and conversations with unread messages. */
export const ZUnreadCount = z.object({
  notifications: z.number().int(),
  conversations: z.number().int(),
  /** Message requests (PRODUCT §9.1) with unread messages; not counted in `conversations`. */
  requests: z.number().int(),
});
export type TUnreadCount = z.infer<typeof ZUnreadCount>;
export const ZUnreadCountResponse = dataEnvelope(ZUnreadCount);
export type TUnreadCountResponse = z.infer<typeof ZUnreadCountResponse>;

/** `PUT /api/v1/notifications/read {ids?}`: those notifications of the caller, or all when omitted. */
export const ZMarkNotificationsReadRequest = z
  .object({ ids: z.array(ZId).min(1).max(LIMITS.pageLimitMax).optional() })
  .strict();
export type TMarkNotificationsReadRequest = z.infer<typeof ZMarkNotificationsReadRequest>;
export const ZMarkNotificationsReadResponse = dataEnvelope(
  z.object({ marked: z.number().int(), unread: z.number().int() }),
);
export type TMarkNotificationsReadResponse = z.infer<typeof ZMarkNotificationsReadResponse>;

// ---- Web push (PRODUCT §8.4) ----

/** `GET /api/v1/push/public-key`: the VAPID public key (base64url) for PushManager.subscribe. */
export const ZPushPublicKeyResponse = dataEnvelope(z.object({ publicKey: z.string() }));
export type TPushPublicKeyResponse = z.infer<typeof ZPushPublicKeyResponse>;

const ZPushEndpoint = z
  .url({ protocol: /^https?$/, message: k('invalidPushSubscription') })
  .max(LIMITS.pushEndpointMax, k('invalidPushSubscription'));
const ZPushKey = z
  .string({ message: k('invalidPushSubscription') })
  .regex(/^[A-Za-z0-9_-]+=*$/, k('invalidPushSubscription'))
  .max(256, k('invalidPushSubscription'));

/** `POST /api/v1/push/subscriptions`: a browser's PushSubscription as `toJSON()` gives it. */
export const ZPushSubscriptionRequest = z.object({
  endpoint: ZPushEndpoint,
  /** Epoch milliseconds when the browser will drop it (within a JavaScript Date's range), or null. */
  expirationTime: z.number().min(0).max(8.64e15).nullable().optional(),
  keys: z.object({ p256dh: ZPushKey, auth: ZPushKey }),
});
export type TPushSubscriptionRequest = z.infer<typeof ZPushSubscriptionRequest>;
/** `DELETE /api/v1/push/subscriptions {endpoint}`. */
export const ZDeletePushSubscriptionRequest = z.object({ endpoint: ZPushEndpoint });
export type TDeletePushSubscriptionRequest = z.infer<typeof ZDeletePushSubscriptionRequest>;

/** What the service worker receives in a push and shows as a system notification. */
export const ZPushPayload = z.object({
  kind: z.enum(['message', ...NOTIFICATION_KINDS]),
  title: z.string(),
  body: z.string(),
  /** The app path to open on click, e.g. `/chat/{userId}`. */
  url: z.string(),
  /** Notifications with the same tag replace each other (one per conversation). */
  tag: z.string(),
});
export type TPushPayload = z.infer<typeof ZPushPayload>;

// ---- E-mail digest (PRODUCT §8.4) ----

const ZUnsubscribeToken = z
  .string({ message: k('invalidUnsubscribeLink') })
  .min(1, k('invalidUnsubscribeLink'))
  .max(200, k('invalidUnsubscribeLink'))
  .regex(/^[A-Za-z0-9_.-]+$/, k('invalidUnsubscribeLink'));
/** `POST /api/v1/digest/unsubscribe {token}`: the token of a digest's unsubscribe link; no sign-in. */
export const ZUnsubscribeRequest = z.object({ token: ZUnsubscribeToken });
export type TUnsubscribeRequest = z.infer<typeof ZUnsubscribeRequest>;
/** `POST /api/v1/digest/unsubscribe/one-click?token=`: the List-Unsubscribe-Post target (RFC 8058). */
export const ZUnsubscribeOneClickQuery = z.object({ token: ZUnsubscribeToken });
export type TUnsubscribeOneClickQuery = z.infer<typeof ZUnsubscribeOneClickQuery>;
export const ZUnsubscribeResponse = dataEnvelope(z.object({ emailDigest: z.literal(false) }));
export type TUnsubscribeResponse = z.infer<typeof ZUnsubscribeResponse>;

// ---- Home (PRODUCT §8.4) ----

/** Why a suggested partner fits the caller. */
export const MATCH_REASONS = ['exchange', 'speaksYourTarget', 'learnsYourLanguage'] as const;
export type MatchReason = (typeof MATCH_REASONS)[number];

/** `GET /api/v1/auth/users/suggestions?limit=`. */
export const ZSuggestionsQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(LIMITS.suggestionsMax)
    .default(LIMITS.suggestionsDefault),
  /** PRODUCT §9.2: only partners at this level in the language they learn. */
  level: ZLevel.optional(),
});
export type TSuggestionsQuery = z.infer<typeof ZSuggestionsQuery>;
/**
 * A suggested partner: `exchange` = native in what I learn and learning my native language;
 * `speaksYourTarget` / `learnsYourLanguage` = one side of it. Best matches first.
 */
export const ZSuggestion = ZMember.extend({ matchReason: z.enum(MATCH_REASONS) });
export type TSuggestion = z.infer<typeof ZSuggestion>;
export const ZSuggestionsResponse = dataEnvelope(z.array(ZSuggestion));
export type TSuggestionsResponse = z.infer<typeof ZSuggestionsResponse>;

/** One kind's switches: does it reach the member in the app, by web push, by e-mail. */
export const ZNotificationChannels = z.object({
  inApp: z.boolean(),
  push: z.boolean(),
  email: z.boolean(),
}) satisfies z.ZodType<Record<NotificationChannel, boolean>>;
export type TNotificationChannels = z.infer<typeof ZNotificationChannels>;

const byKind = <T extends z.ZodType>(value: T) =>
  z.object(
    Object.fromEntries(NOTIFICATION_SETTING_KINDS.map((kind) => [kind, value])) as Record<
      NotificationSettingKind,
      T
    >,
  );

/**
 * `GET /api/v1/auth/users/{userId}/notification-settings` (PRODUCT §9.1): every kind's switches.
 * `moderation.inApp` is always true; `message.email` is the e-mail digest (`emailDigest`).
 */
export const ZNotificationSettings = byKind(ZNotificationChannels);
export type TNotificationSettings = z.infer<typeof ZNotificationSettings>;
export const ZNotificationSettingsResponse = dataEnvelope(ZNotificationSettings);
export type TNotificationSettingsResponse = z.infer<typeof ZNotificationSettingsResponse>;

/** `PUT` of the same path: any switches; the others keep their values. */
export const ZUpdateNotificationSettingsRequest = byKind(ZNotificationChannels.partial().strict())
  .partial()
  .strict()
  .refine((v) => Object.values(v).some((channels) => channels && Object.keys(channels).length), {
    message: k('notificationSettingsEmpty'),
  })
  .refine((v) => v.moderation?.inApp !== false, {
    message: k('moderationAlwaysInApp'),
    path: ['moderation', 'inApp'],
  });
export type TUpdateNotificationSettingsRequest = z.infer<typeof ZUpdateNotificationSettingsRequest>;

/** The switches of a member who never changed one: all on (the e-mail digest decides `message.email`). */
export function defaultNotificationSettings(emailDigest = true): TNotificationSettings {
  const all = Object.fromEntries(
    NOTIFICATION_SETTING_KINDS.map((kind) => [kind, { inApp: true, push: true, email: true }]),
  ) as TNotificationSettings;
  return { ...all, message: { ...all.message, email: emailDigest } };
}
