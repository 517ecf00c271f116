import { LIMITS } from '@chingu/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { shouldNotify } from '../../db/notification-gate.ts';
import { schedulePeriodicJob } from '../../lib/periodic-job.ts';
import { sessionReminderMail } from './mails.ts';
import { claimDueReminders, reminderRecipient } from './queries.ts';

const MINUTE_MS = 60_000;

export type SessionReminderJob = {
  /** One pass: reminds both members of every accepted session about to start; how many sessions. */
  run: () => Promise<number>;
};

declare module 'fastify' {
  interface FastifyInstance {
    sessionReminders: SessionReminderJob;
  }
}

/**
 * PRODUCT §9.2: both members of an accepted session hear of it LIMITS.sessionReminderMinutes
 * before it starts (decision 049). Every node runs the job, like the digest (decision 019); each
 * session is claimed once in the database, on the app clock. The in-app notification and its web
 * push go through the notifications module (the `sessionReminderDue` event, the gate there); the
 * e-mail is sent here to members with no open socket whose `session` e-mail switch is on.
 */
export const sessionReminderJob = fp(
  async (app: FastifyInstance, options: { intervalMs: number; publicUrl: string }) => {
    async function mailReminder(
      memberId: string,
      partnerId: string,
      session: { startsAt: Date; durationMinutes: number; languages: [string, string] },
      now: Date,
    ) {
      if (!(await shouldNotify(app.db, memberId, 'session', 'email'))) return;
      const recipient = await reminderRecipient(app.db, memberId, partnerId);
      if (!recipient) return;
      await app.mailer.send(
        sessionReminderMail({
          to: recipient.email,
          name: recipient.name,
          partnerName: recipient.partnerName,
          preferredLanguage: recipient.preferredLanguage,
          minutesLeft: Math.max(
            1,
            Math.ceil((session.startsAt.getTime() - now.getTime()) / MINUTE_MS),
          ),
          languages: session.languages,
          durationMinutes: session.durationMinutes,
          chatUrl: `${options.publicUrl}/chat/${partnerId}`,
          settingsUrl: `${options.publicUrl}/settings`,
        }),
      );
    }

    async function run(): Promise<number> {
      const now = app.clock.now();
      const claimed = await claimDueReminders(
        app.db,
        now,
        LIMITS.sessionReminderMinutes * MINUTE_MS,
      );
      const members = claimed.flatMap((session) => [
        { memberId: session.senderId, partnerId: session.receiverId, session },
        { memberId: session.receiverId, partnerId: session.senderId, session },
      ]);
      // A socket open on any node: the app shows the notification, no e-mail (as the digest).
      const online = await app.presence.onlineAmong(members.map((m) => m.memberId));
      for (const { memberId, partnerId, session } of members) {
        app.events.emit('sessionReminderDue', { memberId, partnerId, messageId: session.id });
        const [first, second] = session.languages ?? [];
        if (online.has(memberId) || !session.startsAt || !first || !second) continue;
        try {
          await mailReminder(
            memberId,
            partnerId,
            {
              startsAt: session.startsAt,
              durationMinutes: session.durationMinutes ?? 0,
              languages: [first, second],
            },
            now,
          );
        } catch (error) {
          // The claim stands: a reminder is best effort, never sent twice.
          app.log.error({ err: error, memberId }, 'session reminder e-mail could not be sent');
        }
      }
      return claimed.length;
    }

    schedulePeriodicJob(app, { name: 'session reminders', intervalMs: options.intervalMs, run });

    app.decorate('sessionReminders', { run } satisfies SessionReminderJob);
  },
  { name: 'session-reminders', dependencies: ['db', 'mail', 'socket', 'events'] },
);
