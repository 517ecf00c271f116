/** Every business limit of the product, written once (SPEC §9, PRODUCT §4/§7). */
export const LIMITS = {
  passwordMin: 8,
  /** Registration refuses a younger birth date (PRODUCT §9.1, 400 tooYoung). */
  minimumAge: 13,
  /** A conversation's first messages checked for contact details, links and money (PRODUCT §9.1). */
  offAppCheckedMessages: 10,
  /** Latest flagged messages shown per sender on the moderators' list. */
  flaggedMessagesPerSender: 5,
  /** Senders per page of the moderators' flagged-messages list. */
  flaggedSendersPageSize: 20,
  /** Members under this age and adults do not see each other (PRODUCT §9.1 age bands). */
  adultAge: 18,
  passwordMax: 128,
  nameMax: 50,
  bioMax: 500,
  emailMax: 254,
  codeLength: 6,
  /** Minutes an e-mail code stays valid. */
  codeTtlMinutes: 10,
  /** Wrong tries before a code is dead. */
  codeMaxAttempts: 5,
  /** Seconds between two codes for one address. */
  codeResendSeconds: 60,
  /** Minutes a verified registration code lets its address register. */
  registrationWindowMinutes: 30,
  imagesPerGallery: 10,
  imagesPerMoment: 10,
  imageMaxBytes: 5 * 1024 * 1024,
  titleMax: 100,
  descriptionMax: 2000,
  tagsMax: 5,
  tagMax: 20,
  commentMax: 1000,
  /** Optional details of a report (PRODUCT §8.5). */
  reportDetailsMax: 1000,
  /** Report groups per page of the moderators' queue. */
  reportGroupsPageSize: 20,
  /** Reports of one target shown with it in the queue (the counts cover all). */
  reportsPerGroupShown: 20,
  /** PRODUCT §9.1: an appeal's text, a moderator's note on an action or an appeal decision. */
  appealTextMax: 1000,
  moderationNoteMax: 1000,
  /** Characters of the content acted on that the audit log keeps and the member is shown. */
  moderationPreviewMax: 200,
  /** Appeals and audit log entries per page of the moderators' views. */
  appealsPageSize: 20,
  auditPageSize: 50,
  /** Days the appealToken a suspended member's sign-in hands out stays valid. */
  appealTokenDays: 30,
  messageMax: 5000,
  /** PRODUCT §8.3: attachments per chat message, voice clip size and length. */
  attachmentsPerMessage: 4,
  voiceMaxBytes: 2 * 1024 * 1024,
  voiceMaxSeconds: 120,
  waveformMaxPoints: 64,
  /** Hours an uploaded attachment may wait for its message before it is swept. */
  attachmentUnusedHours: 24,
  /** Minutes a signed attachment URL stays valid. */
  attachmentUrlMinutes: 60,
  correctionNoteMax: 500,
  /** PRODUCT §9.2: a correction of a correct-me moment (its note is `correctionNoteMax`). */
  momentCorrectionMax: 2000,
  momentCorrectionsPageSize: 20,
  /** PRODUCT §9.1: text messages a sender may send before the receiver accepts their request. */
  requestMessagesMax: 3,
  /**
   * PRODUCT §9.1: new conversations a member may open a day (`NEW_CONTACTS_PER_DAY`, 0 = no cap); a
   * quarter of it (at least 1) in the account's first 24 hours.
   */
  newContactsPerDayDefault: 20,
  /** Distinct emojis on one message or moment. */
  reactionsDistinctMax: 12,
  translateTextMax: 5000,
  /** Translations one member may request a day (cached answers do not count). */
  translateDailyDefault: 300,
  /** Client-chosen idempotency key of a chat message. */
  clientIdMax: 64,
  /**
   * Largest socket.io frame the server accepts; a bigger one closes the connection unread. A bit
   * above `callSignalMaxBytes`, so a real SDP fits and a too large one gets a clean error ack.
   */
  socketMaxPayloadBytes: 80 * 1024,
  /**
   * Events one socket may send: a burst of this many, refilled at `socketEventsPerSecond`. Beyond
   * it events are refused (acked `tooManyRequests`); a socket that keeps flooding is disconnected.
   */
  socketEventsBurst: 60,
  socketEventsPerSecond: 20,
  /** Refused events in a row after which the flooding socket is disconnected. */
  socketFloodDisconnectAfter: 200,
  /**
   * Sockets one member may hold open on one app node (tabs, devices; issue 29: a thousand on one
   * token were accepted). A further handshake is refused with `tooManyConnections`.
   */
  socketsPerMember: 30,
  /** Members one `getOnlineUsers` may ask about by id (a chat window asks about its partner). */
  presenceLookupMax: 50,
  messagesPageSize: 50,
  /** Conversation rows per page of `GET /messages/conversations` (default and largest `limit`). */
  conversationsPageSize: 30,
  conversationsPageMax: 100,
  /** Longest conversation search (`q`). */
  conversationSearchMax: 100,
  commentsPageSize: 50,
  locationAddressMax: 200,
  /** A scheduled time may lie this many seconds in the past (datetime-local has minute precision). */
  scheduleSlackSeconds: 120,
  contactMessageMax: 2000,
  communityPageSize: 20,
  /** Followers and following lists, a page (PRODUCT §2: paged on the server). */
  followListPageSize: 24,
  momentsPageSize: 10,
  userMomentsPageSize: 20,
  pageLimitMax: 100,
  notificationsPageSize: 20,
  /** PRODUCT §8.1 stories: text card and caption length, live stories per member, lifetime. */
  storyTextMax: 200,
  storyCaptionMax: 200,
  storiesLiveMax: 30,
  storyLifetimeHours: 24,
  /** Seconds the viewer shows one story. */
  storySeconds: 5,
  /** Followed members' groups per page of the stories feed. */
  storyGroupsPageSize: 50,
  /** PRODUCT §8.2 calls: ring time before a call is missed; largest `call:signal` payload. */
  callRingSeconds: 30,
  callSignalMaxBytes: 64 * 1024,
  /** Seconds a party of a call whose sockets all dropped has to come back before the call ends. */
  callDisconnectGraceSeconds: 5,
  /** Minutes a TURN credential from `GET /calls/ice-servers` stays valid. */
  turnCredentialMinutes: 60,
  /** A notification's `preview` (comment, corrected text) is cut to this many characters. */
  notificationPreviewMax: 120,
  suggestionsDefault: 8,
  suggestionsMax: 30,
  pushEndpointMax: 1000,
  /** Browsers one member may subscribe for push; a new one beyond drops the oldest. */
  pushSubscriptionsPerMember: 20,
  /** A moments list counts matches up to this many (100 feed pages); beyond, `count` says this. */
  listCountCap: 1000,
  /**
   * Per-member write budgets (PRODUCT §9.1, decision 044): writes of one kind a member may make in
   * `memberBudgetWindowHours`, counted where the rate limits count. Beyond: 429 `tooManyRequests`
   * with `retryAfter`. `writes` is every other signed-in write (read marks, mutes, settings...).
   */
  memberBudgets: {
    moments: 50,
    comments: 300,
    uploads: 200,
    messages: 2000,
    follows: 300,
    reports: 50,
    stories: 50,
    reactions: 1000,
    profileEdits: 100,
    writes: 5000,
  },
  memberBudgetWindowHours: 24,
  /** PRODUCT §9.2 notebook: a card's front, back and note; cards per page; due cards per review. */
  cardFrontMax: 500,
  cardBackMax: 1000,
  cardNoteMax: 500,
  notebookPageSize: 20,
  reviewQueueDefault: 20,
  reviewQueueMax: 100,
  /**
   * PRODUCT §9.2 streak (decision 047): missed days a month bridged by themselves, the local hour
   * of the reminder, the longest time zone name kept.
   */
  streakFreezesPerMonth: 2,
  streakReminderHour: 20,
  timeZoneMax: 64,
  /**
   * PRODUCT §9.2 sessions: how long one lasts, how far ahead it may be proposed, when both members
   * are reminded and from when its call may start (minutes before the start), and the language
   * timer's half time of a call that is not a session's (half of a 30-minute exchange).
   */
  sessionDurationMin: 15,
  sessionDurationMax: 120,
  sessionMaxDaysAhead: 60,
  sessionReminderMinutes: 10,
  sessionCallOpensMinutes: 10,
  callLanguageSwitchMinutes: 15,
  /** Chat attachments uploaded but not yet sent in a message, at once (a 21st: 429). */
  unsentAttachmentsMax: 20,
  /**
   * Sign-in brake per account (decision 044): this many wrong passwords for one address, from
   * anywhere, in `signInBrakeMinutes` brake it; until the window ends only a browser that signed
   * in to the account before may try.
   */
  signInBrakeFailures: 10,
  signInBrakeMinutes: 15,
  /** Days a browser stays known to an account after a successful sign-in. */
  knownDeviceDays: 365,
  /**
   * PRODUCT §9.3 language rooms: title, topic, speakers (the host among them), how far ahead a
   * room may be scheduled, side-chat messages and how many are kept, listeners per mode, the
   * idle end, and the grace a member whose socket dropped has to come back.
   */
  roomTitleMax: 80,
  roomTopicMax: 200,
  roomSpeakersMin: 2,
  roomSpeakersMax: 8,
  roomSpeakersDefault: 6,
  roomScheduleDaysMax: 7,
  roomMessageMax: 500,
  roomMessagesKept: 100,
  roomMeshListenersMax: 20,
  roomJanusListenersMax: 500,
  roomIdleMinutes: 5,
  roomDisconnectGraceSeconds: 5,
  roomsPageSize: 20,
  fileNameCut: 15,
  fileNameKeep: 12,
} as const;

/** Accepted upload MIME types for the client-side picker; the server checks content, not type. */
export const IMAGE_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
];

export const DEFAULT_AVATAR_URL = '/default-avatar.png';

/** Socket client options of SPEC §7. */
export const SOCKET_CLIENT_OPTIONS = {
  transports: ['websocket', 'polling'],
  timeout: 20_000,
  reconnectionAttempts: 5,
  reconnectionDelay: 1_000,
} as const;
