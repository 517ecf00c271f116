import { z } from 'zod';
import { ZId, ZPassword, dataEnvelope } from './common.ts';
import { MESSAGE_POLICIES } from './enums.ts';
import type { ErrorKey } from './errors.ts';

const k = (key: ErrorKey) => key;

/** A member's own settings (PRODUCT §8.4, §8.5), also on `/api/v1/auth/me`. */
export const ZAccountSettings = z.object({
  /** One e-mail about unread messages after 30 minutes away (sent by the notifications work). */
  emailDigest: z.boolean(),
  messagePolicy: z.enum(MESSAGE_POLICIES),
});
export type TAccountSettings = z.infer<typeof ZAccountSettings>;

/** `PUT /api/v1/auth/users/{userId}/settings`: any of the settings. */
export const ZUpdateSettingsRequest = ZAccountSettings.partial()
  .strict()
  .refine((v) => v.emailDigest !== undefined || v.messagePolicy !== undefined, {
    message: k('settingsEmpty'),
  });
export type TUpdateSettingsRequest = z.infer<typeof ZUpdateSettingsRequest>;
export const ZSettingsResponse = dataEnvelope(ZAccountSettings);
export type TSettingsResponse = z.infer<typeof ZSettingsResponse>;

/** `PUT /api/v1/auth/users/{userId}/password`: the member's other sessions are signed out. */
export const ZChangePasswordRequest = z
  .object({
    currentPassword: z.string({ message: k('passwordRequired') }).min(1, k('passwordRequired')),
    newPassword: ZPassword,
  })
  .refine((v) => v.currentPassword !== v.newPassword, {
    message: k('samePassword'),
    path: ['newPassword'],
  });
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

/** One signed-in device, as the member's sessions list shows it. */
export const ZAccountSession = z.object({
  _id: z.string(),
  /** A short label read from the browser's User-Agent, e.g. "Chrome on Android". */
  device: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  /** The session of the request that asked. */
  current: z.boolean(),
});
export type TAccountSession = z.infer<typeof ZAccountSession>;
export const ZSessionsResponse = dataEnvelope(z.array(ZAccountSession));
export type TSessionsResponse = z.infer<typeof ZSessionsResponse>;

export const ZSessionParams = z.object({ userId: ZId, sessionId: ZId });
/** `DELETE /api/v1/auth/users/{userId}/sessions`: how many other sessions were signed out. */
export const ZSignedOutResponse = dataEnvelope(z.object({ signedOut: z.number().int() }));

/** `DELETE /api/v1/auth/users/{userId}`: the password confirms it is the member. */
export const ZDeleteAccountRequest = z.object({
  password: z.string({ message: k('passwordRequired') }).min(1, k('passwordRequired')),
});
export type TDeleteAccountRequest = z.infer<typeof ZDeleteAccountRequest>;
