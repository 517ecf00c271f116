export const GENDERS = ['Male', 'Female', 'Other'] as const;
export type Gender = (typeof GENDERS)[number];

export const MOODS = ['happy', 'excited', 'grateful', 'motivated', 'relaxed', 'curious'] as const;
export const CATEGORIES = [
  'general',
  'language-learning',
  'culture',
  'food',
  'travel',
  'music',
  'books',
  'hobbies',
] as const;
export const PRIVACIES = ['public', 'friends', 'private'] as const;
/** Who sees a story (PRODUCT §8.1): everyone, or mutual follows. */
export const STORY_PRIVACIES = ['public', 'friends'] as const;
/** The 8 backgrounds of a text story; the web maps each name to its colours. */
export const STORY_BACKGROUNDS = [
  'sunset',
  'ocean',
  'forest',
  'grape',
  'rose',
  'slate',
  'gold',
  'mint',
] as const;
export type StoryBackground = (typeof STORY_BACKGROUNDS)[number];

/** What a member can report (PRODUCT §8.5). */
export const REPORT_TARGET_TYPES = [
  'user',
  'moment',
  'comment',
  'message',
  'story',
  'room',
] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];
/** `romance`: unwanted romantic or sexual contact (always blocks the reported member, PRODUCT §9.1). */
export const REPORT_REASONS = [
  'spam',
  'harassment',
  'inappropriate',
  'fake',
  'romance',
  'scam',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
/** A moderator's decision on the open reports of one target. */
export const REPORT_ACTIONS = ['dismiss', 'hide', 'warn', 'suspend'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];
/**
 * Every moderator action the audit log keeps (PRODUCT §9.1): a decision on reports, or on an
 * appeal against one (`appealUpheld` keeps the action, `appealReversed` undoes it).
 */
export const MODERATION_ACTIONS = [...REPORT_ACTIONS, 'appealUpheld', 'appealReversed'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];
/** A moderator's answer to an appeal. */
export const APPEAL_DECISIONS = ['upheld', 'reversed'] as const;
export type AppealDecision = (typeof APPEAL_DECISIONS)[number];
export const APPEAL_STATUSES = ['pending', ...APPEAL_DECISIONS] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];

/**
 * Who may start a conversation with a member (PRODUCT §8.5, §9.1): 'requests' (the default) puts a
 * first message from someone they do not follow under "Requests"; 'everyone' turns requests off;
 * 'following' refuses anyone they do not follow.
 */
export const MESSAGE_POLICIES = ['requests', 'everyone', 'following'] as const;
export type MessagePolicy = (typeof MESSAGE_POLICIES)[number];
/**
 * A conversation row as its owner sees it (PRODUCT §9.1, decision 041): 'request' = someone I do not
 * follow wrote first and I have not accepted; 'pending' = I wrote first and they have not accepted
 * (a decline leaves it 'pending' for me); 'declined' = I declined their request (never listed).
 */
export const CONVERSATION_STATUSES = ['accepted', 'request', 'pending', 'declined'] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];

/**
 * What a member can be notified of, one switch per kind and channel (PRODUCT §9.1). Wider than
 * NOTIFICATION_KINDS (the stored notifications): `message` is the message itself, and kinds other
 * work adds later (`messageRequest`, `session`, ...) have their switches already.
 */
export const NOTIFICATION_SETTING_KINDS = [
  'message',
  'messageRequest',
  'follow',
  'momentLike',
  'momentComment',
  'correction',
  'momentCorrection',
  'missedCall',
  'session',
  'room',
  'streak',
  'moderation',
] as const;
export type NotificationSettingKind = (typeof NOTIFICATION_SETTING_KINDS)[number];

/** How a notification reaches a member: the app itself, web push, e-mail. */
export const NOTIFICATION_CHANNELS = ['inApp', 'push', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/**
 * Channels a kind never uses, so no switch is offered for them: a message request comes with no
 * push or e-mail (PRODUCT §9.1), only its one folded notification in the app.
 */
export const UNUSED_NOTIFICATION_CHANNELS: Partial<
  Record<NotificationSettingKind, readonly NotificationChannel[]>
> = { messageRequest: ['push', 'email'] };

/** Per-member write budgets (PRODUCT §9.1); the numbers are LIMITS.memberBudgets. */
export const MEMBER_BUDGETS = [
  'moments',
  'comments',
  'uploads',
  'messages',
  'follows',
  'reports',
  'stories',
  'reactions',
  'profileEdits',
  'writes',
] as const;
export type MemberBudget = (typeof MEMBER_BUDGETS)[number];

export const INTERFACE_LANGUAGES = ['en', 'ko'] as const;
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];

/**
 * Languages members can speak or learn. Members store the English `name` (PRODUCT §7);
 * moments store the `code`. The UI shows names localised with Intl.DisplayNames.
 */
export const LANGUAGES = [
  { code: 'en', name: 'English', flag: '🇬🇧' },
  { code: 'es', name: 'Spanish', flag: '🇪🇸' },
  { code: 'fr', name: 'French', flag: '🇫🇷' },
  { code: 'de', name: 'German', flag: '🇩🇪' },
  { code: 'ko', name: 'Korean', flag: '🇰🇷' },
  { code: 'ja', name: 'Japanese', flag: '🇯🇵' },
  { code: 'zh', name: 'Chinese', flag: '🇨🇳' },
  { code: 'pt', name: 'Portuguese', flag: '🇵🇹' },
  { code: 'ru', name: 'Russian', flag: '🇷🇺' },
  { code: 'it', name: 'Italian', flag: '🇮🇹' },
  { code: 'ar', name: 'Arabic', flag: '🇸🇦' },
  { code: 'hi', name: 'Hindi', flag: '🇮🇳' },
  { code: 'bn', name: 'Bengali', flag: '🇧🇩' },
  { code: 'tr', name: 'Turkish', flag: '🇹🇷' },
  { code: 'vi', name: 'Vietnamese', flag: '🇻🇳' },
  { code: 'th', name: 'Thai', flag: '🇹🇭' },
  { code: 'id', name: 'Indonesian', flag: '🇮🇩' },
  { code: 'ms', name: 'Malay', flag: '🇲🇾' },
  { code: 'tl', name: 'Filipino', flag: '🇵🇭' },
  { code: 'nl', name: 'Dutch', flag: '🇳🇱' },
  { code: 'sv', name: 'Swedish', flag: '🇸🇪' },
  { code: 'no', name: 'Norwegian', flag: '🇳🇴' },
  { code: 'da', name: 'Danish', flag: '🇩🇰' },
  { code: 'fi', name: 'Finnish', flag: '🇫🇮' },
  { code: 'pl', name: 'Polish', flag: '🇵🇱' },
  { code: 'cs', name: 'Czech', flag: '🇨🇿' },
  { code: 'uk', name: 'Ukrainian', flag: '🇺🇦' },
  { code: 'el', name: 'Greek', flag: '🇬🇷' },
  { code: 'he', name: 'Hebrew', flag: '🇮🇱' },
  { code: 'fa', name: 'Persian', flag: '🇮🇷' },
  { code: 'ur', name: 'Urdu', flag: '🇵🇰' },
  { code: 'sw', name: 'Swahili', flag: '🇰🇪' },
  { code: 'hu', name: 'Hungarian', flag: '🇭🇺' },
  { code: 'ro', name: 'Romanian', flag: '🇷🇴' },
] as const;

export type Language = (typeof LANGUAGES)[number];
export type LanguageName = Language['name'];
export const LANGUAGE_NAMES = LANGUAGES.map((l) => l.name) as unknown as readonly [
  LanguageName,
  ...LanguageName[],
];
export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as unknown as readonly [
  Language['code'],
  ...Language['code'][],
];

/** The ten languages of the directory chips and the feed (SPEC §2, §3). */
export const FEATURED_LANGUAGE_CODES = [
  'en',
  'es',
  'fr',
  'de',
  'ko',
  'ja',
  'zh',
  'pt',
  'ru',
  'it',
] as const;

export function languageByName(name: string): Language | undefined {
  return LANGUAGES.find((l) => l.name === name);
}

export type Mood = (typeof MOODS)[number];
export type Category = (typeof CATEGORIES)[number];
export type Privacy = (typeof PRIVACIES)[number];

/** Chat (SPEC §3, §9). */
export const MESSAGE_STATUSES = ['sent', 'delivered', 'error'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
export const PRESENCE_STATUSES = ['online', 'away', 'busy', 'offline'] as const;
export type PresenceStatus = (typeof PRESENCE_STATUSES)[number];

/** Orders of the member directory (`GET /api/v1/auth/users?sort=`). */
export const MEMBER_SORTS = ['popular', 'new'] as const;

/**
 * PRODUCT §8.3: what a chat message carries. Old clients' text messages are 'text'. 'session': a
 * proposed language-exchange session (PRODUCT §9.2).
 */
export const MESSAGE_KINDS = ['text', 'image', 'voice', 'correction', 'call', 'session'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
/** Voice clip formats accepted by content (container and codec), PRODUCT §8.3. */
export const VOICE_MIME_TYPES = ['audio/webm', 'audio/ogg', 'audio/mp4'] as const;
export const CALL_MEDIA = ['audio', 'video'] as const;

/**
 * Why a message early in a conversation may be a move off Chingu (PRODUCT §9.1 off-app
 * warning): contact details or a messenger handle, a link, money or crypto.
 */
export const OFF_APP_FLAGS = ['contact', 'link', 'money'] as const;
export type OffAppFlag = (typeof OFF_APP_FLAGS)[number];
export const CALL_STATUSES = ['missed', 'declined', 'completed', 'cancelled'] as const;

/**
 * A session (PRODUCT §9.2): 'proposed' until the receiver answers; 'accepted' or 'declined' by the
 * receiver; 'cancelled' by either member (a proposal or an accepted session).
 */
export const SESSION_STATUSES = ['proposed', 'accepted', 'declined', 'cancelled'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];
/** `PUT /api/v1/messages/message/{id}/session {action}`. */
export const SESSION_ACTIONS = ['accept', 'decline', 'cancel'] as const;
export type SessionAction = (typeof SESSION_ACTIONS)[number];

/** What a notebook card was saved from (PRODUCT §9.2). */
export const CARD_SOURCE_TYPES = ['message', 'correction', 'moment', 'momentCorrection'] as const;
export type CardSourceType = (typeof CARD_SOURCE_TYPES)[number];
/** The four answers of a review (PRODUCT §9.2), keys 1–4 on the review screen. */
export const REVIEW_RATINGS = ['again', 'hard', 'good', 'easy'] as const;
export type ReviewRating = (typeof REVIEW_RATINGS)[number];

/**
 * A member's level in the language they learn (PRODUCT §9.2): the CEFR's six levels, from A1
 * (beginner) to C2 (mastery). Optional on the profile.
 */
export const LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;
export type Level = (typeof LEVELS)[number];
/** PRODUCT §9.3 language rooms: a room's life, a member's part in it, its level, its audio. */
export const ROOM_STATUSES = ['scheduled', 'live', 'ended'] as const;
export type RoomStatus = (typeof ROOM_STATUSES)[number];
export const ROOM_ROLES = ['host', 'speaker', 'listener'] as const;
export type RoomRole = (typeof ROOM_ROLES)[number];
/** Without JANUS_URL a WebRTC mesh through the app's socket; with it Janus's AudioBridge. */
export const ROOM_MEDIA_MODES = ['mesh', 'janus'] as const;
export type RoomMediaMode = (typeof ROOM_MEDIA_MODES)[number];
