import path from 'node:path';
import { ZIceServer, type TIceServer } from '@chingu/contract';
import { LIMITS, MEMBER_BUDGETS, type MemberBudget } from '@chingu/contract/constants';
import { z } from 'zod';
import { parseS3Url, type S3Settings } from './lib/storage/s3-url.ts';

/** "max/minutes", e.g. "25/5" = 25 requests per 5 minutes. */
const ZRateRule = z
  .string()
  .regex(/^\d+\/\d+(\.\d+)?$/, 'expected "max/minutes", e.g. 25/5')
  .transform((v) => {
    const [max, minutes] = v.split('/').map(Number) as [number, number];
    return { max, timeWindowMs: minutes * 60_000 };
  });

const ZEnv = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  /** PostgreSQL schema to use (tests and benchmarks run in their own). */
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/)
    .optional(),
  REDIS_URL: z.string().url().optional(),
  /** Prefix of the Redis keys and channels of presence and socket fan-out (tests use their own). */
  REDIS_KEY_PREFIX: z.string().min(1).default('chingu'),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Chingu <no-reply@chingu.local>'),
  PUBLIC_URL: z.string().url().optional(),
  GEOCODER_URL: z.string().url().optional(),
  /**
   * S3-compatible object storage for uploads and attachments instead of DATA_DIR (decision 026):
   * `http(s)://ACCESS_KEY:SECRET@HOST[:PORT]/BUCKET[/KEY_PREFIX][?region=REGION&style=path|virtual]`.
   */
  S3_URL: z
    .string()
    .transform((value, ctx) => {
      try {
        return parseS3Url(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    })
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEMO_DATA: z.enum(['on', 'off']).optional(),
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  /** `on` adds POST /api/v1/test/clock, which moves the app clock forward (browser tests only). */
  TEST_CLOCK: z.enum(['on', 'off']).default('off'),
  /** `on`: zod also checks every response the compiled serializers write (tests; decision 059). */
  RESPONSE_CHECK: z.enum(['on', 'off']).default('off'),
  RATE_LIMIT_LOGIN: ZRateRule.default({ max: 25, timeWindowMs: 5 * 60_000 }),
  RATE_LIMIT_SIGNUP: ZRateRule.default({ max: 5, timeWindowMs: 30 * 60_000 }),
  RATE_LIMIT_CODES: ZRateRule.default({ max: 5, timeWindowMs: 30 * 60_000 }),
  RATE_LIMIT_FORMS: ZRateRule.default({ max: 5, timeWindowMs: 10 * 60_000 }),
  /** E-mail code requests per IP, whatever the address (one IP cannot mail a whole list). */
  RATE_LIMIT_CODES_IP: ZRateRule.default({ max: 10, timeWindowMs: 30 * 60_000 }),
  /**
   * Per-member write budgets other than the contract's (LIMITS.memberBudgets), e.g.
   * `moments=10,messages=500` (a day each); unnamed budgets keep their number.
   */
  MEMBER_BUDGETS: z
    .string()
    .transform((value, ctx) => {
      const budgets: Partial<Record<MemberBudget, number>> = {};
      for (const part of value
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean)) {
        const [name, max] = part.split('=').map((p) => p.trim());
        if (!MEMBER_BUDGETS.includes(name as MemberBudget) || !/^\d+$/.test(max ?? '')) {
          ctx.addIssue({ code: 'custom', message: `expected name=number, got "${part}"` });
          return z.NEVER;
        }
        budgets[name as MemberBudget] = Number(max);
      }
      return budgets;
    })
    .optional(),
  /**
   * Addresses or CIDR ranges of the reverse proxies whose X-Forwarded-For is believed (comma list,
   * also `loopback`, `uniquelocal`). Unset: the socket's address is the client's, so a forged
   * header cannot dodge the per-IP limits.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^[\w.:/, -]+$/, 'expected a comma list of addresses or CIDR ranges')
    .optional(),
  /** Where the built SPA lives; the server serves it when present. */
  WEB_DIST: z.string().optional(),
  /** Moderators' e-mail addresses, comma-separated (PRODUCT §8.5). */
  ADMIN_EMAILS: z.string().optional(),
  /** A LibreTranslate-compatible service (PRODUCT §8.3); unset, translation answers 503. */
  TRANSLATE_URL: z.string().url().optional(),
  TRANSLATE_API_KEY: z.string().optional(),
  /** Translations one member may ask the service for per UTC day. */
  TRANSLATE_DAILY_LIMIT: z.coerce.number().int().min(0).default(LIMITS.translateDailyDefault),
  /**
   * New conversations a member may open a day (PRODUCT §9.1; a quarter, at least 1, in an account's
   * first 24 hours). Holds whatever RATE_LIMITS says; 0 = no cap.
   */
  NEW_CONTACTS_PER_DAY: z.coerce.number().int().min(0).default(LIMITS.newContactsPerDayDefault),
  /** Web push VAPID key pair (base64url, as `web-push generate-vapid-keys` prints); unset, made once and kept in the database. */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/)
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/)
    .optional(),
  /** Contact the push services may use: `mailto:` or `https:` URL. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:)/, 'expected a mailto: or https: URL')
    .optional(),
  /** `allow`: push endpoints on loopback/private addresses or over http (tests only). */
  PUSH_PRIVATE_ENDPOINTS: z.enum(['refuse', 'allow']).default('refuse'),
  /** How often the e-mail digest job looks for members to mail (seconds; 0 = never). */
  DIGEST_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(60),
  /** How often the streak reminder job looks for members whose evening has come (seconds; 0 = never). */
  STREAK_REMINDER_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(60),
  /** How often the session reminder job looks for sessions about to start (seconds; 0 = never). */
  SESSION_REMINDER_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(30),
  /**
   * Seconds a visitor's read (feed, directory, member, moment, stats) may be answered from the
   * response cache (decision 025); writes clear it at once on every node, so this bounds only
   * what no write announces (scheduled moments coming due, rows changed outside the app). 0 = off.
   */
  VISITOR_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  /**
   * Seconds a signed-in read may reuse its token's session lookup (decision 029); any write
   * through the API clears them on every node, so this bounds only a node cut off from Redis and
   * rows changed outside the API. 0 = every request looks its session up.
   */
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  /**
   * Seconds a signed-in member's read (directory, feed, moment, member, conversations,
   * notifications) may be answered from their own cached answer (decision 031); their writes and
   * others' writes that change what they see clear it at once on every node, so this bounds only
   * what no write announces: partners' presence in conversations, scheduled moments coming due.
   * 0 = off.
   */
  MEMBER_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  /** Seconds a new story lives (PRODUCT §8.1: 24 h); the e2e journey shortens it to see expiry. */
  STORY_LIFETIME_SECONDS: z.coerce
    .number()
    .int()
    .min(10)
    .default(LIMITS.storyLifetimeHours * 3600),
  /** Seconds a call rings before it is missed (PRODUCT §8.2: 30); the e2e journeys shorten it. */
  CALL_RING_SECONDS: z.coerce.number().int().min(1).max(120).default(LIMITS.callRingSeconds),
  /**
   * Milliseconds a minute of the calls' language timer lasts (PRODUCT §9.2: "Switch to …" at half
   * time). Only the browser journeys shorten it, to see the switch without waiting; unset, 60000.
   */
  SESSION_MINUTE_MS: z.coerce.number().int().min(1).max(60_000).default(60_000),
  /** STUN/TURN servers for calls, a JSON array of `{urls, username?, credential?}` (PRODUCT §8.2). */
  ICE_SERVERS: z
    .string()
    .transform((value, ctx) => {
      try {
        return JSON.parse(value) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'expected JSON' });
        return z.NEVER;
      }
    })
    .pipe(z.array(ZIceServer, 'expected a JSON array of {urls, username?, credential?}'))
    .optional(),
  /** A coturn server with `use-auth-secret`: its URLs (comma list) and its static-auth-secret. */
  TURN_URLS: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^turns?:/, 'expected turn: or turns: URLs')).min(1))
    .optional(),
  TURN_SECRET: z.string().min(16, 'use at least 16 characters').optional(),
  /**
   * Janus Gateway's WebSocket API (AudioBridge plugin) for language rooms (PRODUCT §9.3), e.g.
   * ws://127.0.0.1:8188; unset, rooms are a WebRTC mesh through the app's socket.
   */
  JANUS_URL: z
    .string()
    .regex(/^wss?:\/\//, 'expected a ws:// or wss:// URL')
    .optional(),
  /** The Janus WebSocket URL browsers use, when it differs from JANUS_URL (behind a proxy). */
  JANUS_PUBLIC_URL: z
    .string()
    .regex(/^wss?:\/\//, 'expected a ws:// or wss:// URL')
    .optional(),
});

export type RateRule = { max: number; timeWindowMs: number };

export type Config = {
  env: string;
  port: number;
  host: string;
  dataDir: string;
  uploadsDir: string;
  databaseUrl: string | undefined;
  databaseSchema: string | undefined;
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  geocoderUrl: string | undefined;
  logLevel: z.infer<typeof ZEnv>['LOG_LEVEL'];
  demoData: boolean;
  rateLimits: {
    enabled: boolean;
    login: RateRule;
    signup: RateRule;
    codes: RateRule;
    forms: RateRule;
    codesPerIp: RateRule;
    /** Writes a member may make per budget in LIMITS.memberBudgetWindowHours (decision 044). */
    memberBudgets: Record<MemberBudget, number>;
  };
  trustProxy: string | false;
  /** TEST_CLOCK=on: the app clock can be moved forward over HTTP (modules/test-clock). */
  testClock: boolean;
  /** RESPONSE_CHECK=on: every response is checked by zod as well (plugins/http/response-serializer.ts). */
  responseCheck: boolean;
  webDist: string;
  /** Moderators' e-mail addresses, lower-case. */
  adminEmails: ReadonlySet<string>;
  /** Chat attachments: private files, served only through signed links (decision 015). */
  attachmentsDir: string;
  /** Object storage for uploads and attachments instead of the two directories (decision 026). */
  s3: S3Settings | undefined;
  translation: { url: string; apiKey: string | undefined; dailyLimit: number } | undefined;
  /** New conversations a member may open a day (PRODUCT §9.1); 0 = no cap. */
  newContactsPerDay: number;
  /** Web push: the key pair when configured (else kept in the database) and the VAPID contact. */
  push: {
    keys: { publicKey: string; privateKey: string } | undefined;
    subject: string;
    /** Endpoints on private networks or over http are refused unless this is set (tests). */
    allowPrivateEndpoints: boolean;
  };
  /** E-mail digest job period; 0 = not started (tests run it by hand). */
  digestIntervalMs: number;
  /** Streak reminder job period (decision 047); 0 = not started (tests run it by hand). */
  streakReminderIntervalMs: number;
  /** Session reminder job period; 0 = not started (tests run it by hand). */
  sessionReminderIntervalMs: number;
  /** Calls: the ICE servers every member gets, and a TURN server with shared-secret credentials. */
  /** Visitor response cache lifetime in seconds; 0 = off (decision 025). */
  visitorCacheSeconds: number;
  /** Session lookup reuse for signed-in reads, in seconds; 0 = off (decision 029). */
  sessionCacheSeconds: number;
  /** Signed-in members' response cache lifetime in seconds; 0 = off (decision 031). */
  memberCacheSeconds: number;
  /** How long a new story lives, in seconds (demo stories keep the product's 24 h). */
  storyLifetimeSeconds: number;
  calls: {
    ringSeconds: number;
    /** A minute of the language timer, in ms (SESSION_MINUTE_MS; 60000 but in e2e). */
    sessionMinuteMs: number;
    iceServers: TIceServer[];
    turn: { urls: string[]; secret: string } | undefined;
  };
  /** Language rooms: Janus's AudioBridge when configured, else the mesh (PRODUCT §9.3). */
  rooms: { janus: { url: string; publicUrl: string } | undefined };
};

/** Reads and validates the environment once; a bad value stops start-up with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable counts as unset (`DATABASE_URL= npm start`).
  const parsed = ZEnv.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')),
  );
  if (!parsed.success) {
    const details = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${details}`);
  }
  const e = parsed.data;
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new Error(
      'Invalid environment: set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither',
    );
  }
  if (Boolean(e.TURN_URLS) !== Boolean(e.TURN_SECRET)) {
    throw new Error('Invalid environment: set both TURN_URLS and TURN_SECRET, or neither');
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    attachmentsDir: path.join(dataDir, 'attachments'),
    s3: e.S3_URL,
    translation: e.TRANSLATE_URL
      ? { url: e.TRANSLATE_URL, apiKey: e.TRANSLATE_API_KEY, dailyLimit: e.TRANSLATE_DAILY_LIMIT }
      : undefined,
    push: {
      keys:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : undefined,
      subject: e.VAPID_SUBJECT ?? `mailto:${mailAddress(e.MAIL_FROM)}`,
      allowPrivateEndpoints: e.PUSH_PRIVATE_ENDPOINTS === 'allow',
    },
    newContactsPerDay: e.NEW_CONTACTS_PER_DAY,
    digestIntervalMs: e.DIGEST_INTERVAL_SECONDS * 1000,
    streakReminderIntervalMs: e.STREAK_REMINDER_INTERVAL_SECONDS * 1000,
    sessionReminderIntervalMs: e.SESSION_REMINDER_INTERVAL_SECONDS * 1000,
    storyLifetimeSeconds: e.STORY_LIFETIME_SECONDS,
    visitorCacheSeconds: e.VISITOR_CACHE_SECONDS,
    sessionCacheSeconds: e.SESSION_CACHE_SECONDS,
    memberCacheSeconds: e.MEMBER_CACHE_SECONDS,
    calls: {
      ringSeconds: e.CALL_RING_SECONDS,
      sessionMinuteMs: e.SESSION_MINUTE_MS,
      iceServers: e.ICE_SERVERS ?? [],
      turn: e.TURN_URLS && e.TURN_SECRET ? { urls: e.TURN_URLS, secret: e.TURN_SECRET } : undefined,
    },
    rooms: {
      janus: e.JANUS_URL
        ? { url: e.JANUS_URL, publicUrl: e.JANUS_PUBLIC_URL ?? e.JANUS_URL }
        : undefined,
    },
    databaseUrl: e.DATABASE_URL,
    databaseSchema: e.DATABASE_SCHEMA,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    geocoderUrl: e.GEOCODER_URL,
    logLevel: e.LOG_LEVEL,
    // PRODUCT §5: demo data on the embedded database unless switched off; on PostgreSQL only when asked.
    demoData: e.DEMO_DATA ? e.DEMO_DATA === 'on' : !e.DATABASE_URL,
    rateLimits: {
      enabled: e.RATE_LIMITS === 'on',
      login: e.RATE_LIMIT_LOGIN,
      signup: e.RATE_LIMIT_SIGNUP,
      codes: e.RATE_LIMIT_CODES,
      forms: e.RATE_LIMIT_FORMS,
      codesPerIp: e.RATE_LIMIT_CODES_IP,
      memberBudgets: { ...LIMITS.memberBudgets, ...e.MEMBER_BUDGETS },
    },
    trustProxy: e.TRUST_PROXY ?? false,
    testClock: e.TEST_CLOCK === 'on',
    responseCheck: e.RESPONSE_CHECK === 'on',
    webDist: path.resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    adminEmails: new Set(
      (e.ADMIN_EMAILS ?? '')
        .split(',')
        .map((address) => address.trim().toLowerCase())
        .filter(Boolean),
    ),
  };
}

/** The bare address of "Name <address>" (or the whole value when it is already bare). */
function mailAddress(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1]?.trim() ?? from.trim();
}
