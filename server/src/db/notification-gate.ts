import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_SETTING_KINDS,
  type NotificationChannel,
  type NotificationSettingKind,
} from '@chingu/contract/constants';
import { eq, SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from './index.ts';
import { notificationSettings, users } from './schema/index.ts';
import { qualified } from './visibility.ts';

// PRODUCT §9.1, decision 044: the one gate every notification passes, whatever its kind and
// channel. A module that notifies asks `shouldNotify` (or joins `notifies` into its query) before
// it stores, pushes or mails; a new kind needs no code here, only its name in the contract.

/**
 * Whether a switch is fixed on: moderation notices always reach the app (PRODUCT §9.1), so a
 * member always learns what the moderators did and can appeal.
 */
export function isFixedOn(kind: NotificationSettingKind, channel: NotificationChannel): boolean {
  return kind === 'moderation' && channel === 'inApp';
}

/**
 * The switch as SQL, for the member whose id is `memberId` (a column or a value): true unless
 * they switched it off. `message` by e-mail is the e-mail digest setting (`users.email_digest`),
 * so the digest, its unsubscribe link and this grid are one switch.
 */
export function notifies(
  memberId: AnyPgColumn | SQL | string,
  kind: NotificationSettingKind,
  channel: NotificationChannel,
): SQL {
  if (isFixedOn(kind, channel)) return sql`true`;
  const id =
    typeof memberId === 'string'
      ? sql`${memberId}::uuid`
      : memberId instanceof SQL
        ? memberId
        : qualified(memberId);
  if (kind === 'message' && channel === 'email') {
    return sql`coalesce((select u.email_digest from ${users} u where u.id = ${id}), false)`;
  }
  return sql`coalesce((select ns.enabled from ${notificationSettings} ns
    where ns.user_id = ${id} and ns.kind = ${kind} and ns.channel = ${channel}), true)`;
}

/** Whether `memberId` wants `kind` notifications by `channel`. */
export async function shouldNotify(
  db: Db,
  memberId: string,
  kind: NotificationSettingKind,
  channel: NotificationChannel,
): Promise<boolean> {
  const [row] = await db
    .execute<{ on: boolean }>(sql`select ${notifies(memberId, kind, channel)} as "on"`)
    .then((result) => result.rows);
  return row?.on ?? false;
}

/** Which of the channels `memberId` wants `kind` by, in one query. */
export async function notifyingChannels(
  db: Db,
  memberId: string,
  kind: NotificationSettingKind,
): Promise<Record<NotificationChannel, boolean>> {
  const result = await db.execute<Record<NotificationChannel, boolean>>(
    sql`select ${sql.join(
      NOTIFICATION_CHANNELS.map(
        (channel) => sql`${notifies(memberId, kind, channel)} as ${sql.identifier(channel)}`,
      ),
      sql`, `,
    )}`,
  );
  const row = result.rows[0];
  return {
    inApp: row?.inApp ?? false,
    push: row?.push ?? false,
    email: row?.email ?? false,
  };
}

/** The switches a member changed (the rest are on), and their digest setting. */
export async function storedNotificationSwitches(db: Db, memberId: string) {
  const [rows, [user]] = await Promise.all([
    db
      .select({
        kind: notificationSettings.kind,
        channel: notificationSettings.channel,
        enabled: notificationSettings.enabled,
      })
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, memberId)),
    db.select({ emailDigest: users.emailDigest }).from(users).where(eq(users.id, memberId)),
  ]);
  const known = new Set<string>(NOTIFICATION_SETTING_KINDS);
  return {
    emailDigest: user?.emailDigest,
    switches: rows.filter((row) => known.has(row.kind)),
  };
}

/** Stores switches (upserts); `message`/`email` goes to the digest setting. */
export async function storeNotificationSwitches(
  db: DbOrTx,
  memberId: string,
  switches: { kind: NotificationSettingKind; channel: NotificationChannel; enabled: boolean }[],
) {
  const rows = switches.filter(
    (s) => !(s.kind === 'message' && s.channel === 'email') && !isFixedOn(s.kind, s.channel),
  );
  const digest = switches.find((s) => s.kind === 'message' && s.channel === 'email');
  if (digest) {
    await db
      .update(users)
      .set({ emailDigest: digest.enabled, updatedAt: sql`now()` })
      .where(eq(users.id, memberId));
  }
  if (rows.length) {
    await db
      .insert(notificationSettings)
      .values(rows.map((row) => ({ ...row, userId: memberId })))
      .onConflictDoUpdate({
        target: [
          notificationSettings.userId,
          notificationSettings.kind,
          notificationSettings.channel,
        ],
        set: { enabled: sql`excluded.enabled`, updatedAt: sql`now()` },
      });
  }
}

/** For queries over many members: `users.id` in scope wants `kind` by `channel`. */
export const membersNotified = (kind: NotificationSettingKind, channel: NotificationChannel) =>
  notifies(qualified(users.id), kind, channel);
