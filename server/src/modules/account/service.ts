import {
  NOTIFICATION_CHANNELS,
  defaultNotificationSettings,
  type NotificationChannel,
  type NotificationSettingKind,
  type TAttachment,
  type TChangePasswordRequest,
  type TUpdateNotificationSettingsRequest,
  type TUpdateSettingsRequest,
} from '@chingu/contract';
import type { FastifyInstance } from 'fastify';
import { badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { AuthUser } from '../../plugins/http/auth.ts';
import { toAttachment } from '../../plugins/infra/attachment-files.ts';
import { toOwnUser } from '../members/serialize.ts';
import { collectAccountData, deleteAccount } from './data-queries.ts';
import { deviceLabel } from './device-label.ts';
import {
  deleteOtherSessions,
  deleteSession,
  listSessions,
  setPasswordHash,
  storedNotificationSwitches,
  storeNotificationSwitches,
  updateSettings,
} from './queries.ts';

/**
 * Account controls: settings (PRODUCT §8.4 digest, §8.5 message policy), password, signed-in
 * devices, deletion (decision 013). Only for oneself.
 */
const isNotificationChannel = (value: string): value is NotificationChannel =>
  (NOTIFICATION_CHANNELS as readonly string[]).includes(value);

export function createAccountService(app: FastifyInstance) {
  const { db } = app;

  function requireSelf(caller: AuthUser, userId: string) {
    if (caller.id !== userId) throw forbidden();
  }

  function signOut(sessionIds: string[]) {
    if (sessionIds.length) app.events.emit('sessionRevoked', { sessionIds });
  }

  async function notificationSettingsOf(userId: string) {
    const stored = await storedNotificationSwitches(db, userId);
    if (stored.emailDigest === undefined) throw notFound('notFound');
    const settings = defaultNotificationSettings(stored.emailDigest);
    for (const { kind, channel, enabled } of stored.switches) {
      if (isNotificationChannel(channel) && !(kind === 'moderation' && channel === 'inApp'))
        settings[kind as NotificationSettingKind][channel] = enabled;
    }
    return settings;
  }

  return {
    async updateSettings(caller: AuthUser, userId: string, input: TUpdateSettingsRequest) {
      requireSelf(caller, userId);
      const updated = await updateSettings(db, userId, input);
      if (!updated) throw notFound('notFound');
      return updated;
    },

    /** PRODUCT §9.1: every kind's switches, defaults filled in. */
    async notificationSettings(caller: AuthUser, userId: string) {
      requireSelf(caller, userId);
      return notificationSettingsOf(userId);
    },

    async updateNotificationSettings(
      caller: AuthUser,
      userId: string,
      input: TUpdateNotificationSettingsRequest,
    ) {
      requireSelf(caller, userId);
      if (input.moderation?.inApp === false) throw badRequest('moderationAlwaysInApp');
      const switches = Object.entries(input).flatMap(([kind, channels]) =>
        Object.entries(channels ?? {}).map(([channel, enabled]) => ({
          kind: kind as NotificationSettingKind,
          channel: channel as NotificationChannel,
          enabled: enabled === true,
        })),
      );
      await storeNotificationSwitches(db, userId, switches);
      return notificationSettingsOf(userId);
    },

    /** The current password proves it is the member; every other device is signed out. */
    async changePassword(
      caller: AuthUser,
      userId: string,
      currentSessionId: string,
      { currentPassword, newPassword }: TChangePasswordRequest,
    ) {
      requireSelf(caller, userId);
      if (!(await verifyPassword(caller.passwordHash, currentPassword))) {
        throw badRequest('wrongPassword');
      }
      const passwordHash = await hashPassword(newPassword);
      const revoked = await db.transaction(async (tx) => {
        await setPasswordHash(tx, userId, passwordHash);
        return deleteOtherSessions(tx, userId, currentSessionId);
      });
      signOut(revoked);
      return { signedOut: revoked.length };
    },

    async sessions(caller: AuthUser, userId: string, currentSessionId: string) {
      requireSelf(caller, userId);
      const rows = await listSessions(db, userId);
      return rows.map((row) => ({
        _id: row.id,
        device: deviceLabel(row.userAgent),
        createdAt: row.createdAt.toISOString(),
        lastUsedAt: row.lastUsedAt.toISOString(),
        current: row.id === currentSessionId,
      }));
    },

    async signOutSession(caller: AuthUser, userId: string, sessionId: string) {
      requireSelf(caller, userId);
      if (!(await deleteSession(db, userId, sessionId))) throw notFound('notFound');
      signOut([sessionId]);
    },

    /** The archive of "Download my data": the member's own record and what they wrote. */
    async exportData(caller: AuthUser, userId: string) {
      requireSelf(caller, userId);
      const { chatFiles, messages, ...rest } = await collectAccountData(
        db,
        userId,
        app.clock.now(),
      );
      // Each message with its photos or voice clip, as links signed like the chat's (they run
      // for LIMITS.attachmentUrlMinutes: the member downloads them from the export right away).
      const filesOf = new Map<string, TAttachment[]>();
      for (const file of chatFiles) {
        const list = filesOf.get(file.messageId!) ?? [];
        list.push(toAttachment(file, app.attachmentFiles));
        filesOf.set(file.messageId!, list);
      }
      const links = app.uploadLinks;
      return {
        exportedAt: new Date().toISOString(),
        profile: toOwnUser(caller, app.isModerator(caller)),
        ...rest,
        moments: rest.moments.map((m) => ({
          ...m,
          images: m.images.map((n) => (m.privacy === 'public' ? `/uploads/${n}` : links.signed(n))),
        })),
        stories: rest.stories.map((s) => ({
          ...s,
          image: s.image ? links.signed(s.image, s.expiresAt) : null,
        })),
        messages: messages.map((m) => ({ ...m, attachments: filesOf.get(m._id) ?? [] })),
      };
    },

    /** Password-confirmed; every device signed out, files removed after the commit. */
    async deleteAccount(caller: AuthUser, userId: string, password: string) {
      requireSelf(caller, userId);
      if (!(await verifyPassword(caller.passwordHash, password))) {
        throw badRequest('wrongPassword');
      }
      const files = await deleteAccount(db, userId);
      app.events.emit('userSessionsRevoked', { userId });
      app.listTotals.invalidate('members', 'moments');
      await app.images.remove(files);
    },

    async signOutOthers(caller: AuthUser, userId: string, currentSessionId: string) {
      requireSelf(caller, userId);
      const revoked = await deleteOtherSessions(db, userId, currentSessionId);
      signOut(revoked);
      return { signedOut: revoked.length };
    },
  };
}
