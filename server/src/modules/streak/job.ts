import { LIMITS } from '@chingu/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notifyingChannels } from '../../db/notification-gate.ts';
import { schedulePeriodicJob } from '../../lib/periodic-job.ts';
import { addDays, instantAt, localDate, localHour, usableTimeZone } from '../../lib/time-zones.ts';
import { countStreak } from './count-streak.ts';
import { streakMail } from './mails.ts';
import { claimReminder, dropReminder, dueReminders, learningDaysOf } from './queries.ts';

/** Reminders looked at per batch; a pass takes batches until none is due. */
const BATCH = 200;

export type StreakReminderJob = {
  /** One pass: every reminder due by the app clock's now; the number sent. */
  run: () => Promise<number>;
};

declare module 'fastify' {
  interface FastifyInstance {
    streakReminders: StreakReminderJob;
  }
}

type DueReminder = Awaited<ReturnType<typeof dueReminders>>[number];

/**
 * PRODUCT §9.2, decision 047: at 20:00 in the member's time zone, if today does not count yet and
 * they have a streak to keep, a `streak` reminder in the app, by push and by e-mail as their
 * notification settings say. Every app node runs the job (as the digest, decision 019); a row is
 * claimed by moving its `remind_at` on, so a member gets one reminder a day whatever the nodes.
 */
export const streakReminderJob = fp(
  async (app: FastifyInstance, options: { intervalMs: number; publicUrl: string }) => {
    async function mail(reminder: DueReminder, days: number) {
      const channels = await notifyingChannels(app.db, reminder.userId, 'streak');
      if (!channels.email) return;
      // Someone with the app open sees the reminder there (as web push and the digest do).
      const online = await app.presence.onlineAmong([reminder.userId]);
      if (online.has(reminder.userId)) return;
      await app.mailer.send(
        streakMail({
          to: reminder.email,
          name: reminder.name,
          preferredLanguage: reminder.preferredLanguage,
          days,
          publicUrl: options.publicUrl,
        }),
      );
    }

    /** Handles one due row; true when a reminder went out. */
    async function handle(reminder: DueReminder, now: Date): Promise<boolean> {
      const { userId, remindAt } = reminder;
      if (reminder.gone) {
        await dropReminder(app.db, userId, remindAt);
        return false;
      }
      const zone = usableTimeZone(reminder.timeZone);
      const today = localDate(now, zone);
      const tomorrowEvening = instantAt(addDays(today, 1), LIMITS.streakReminderHour, zone);
      // Due early (the member moved east, or the row waited out a stop past midnight): wait for
      // this evening, never remind in the morning.
      if (localHour(now, zone) < LIMITS.streakReminderHour) {
        await claimReminder(
          app.db,
          userId,
          remindAt,
          instantAt(today, LIMITS.streakReminderHour, zone),
        );
        return false;
      }
      const streak = countStreak(await learningDaysOf(app.db, userId), today);
      if (streak.current === 0 && !streak.today) {
        // Nothing to keep: no reminders until a day counts again (markLearningDay).
        await dropReminder(app.db, userId, remindAt);
        return false;
      }
      if (streak.today || reminder.remindedOn === today) {
        await claimReminder(app.db, userId, remindAt, tomorrowEvening);
        return false;
      }
      if (!(await claimReminder(app.db, userId, remindAt, tomorrowEvening, today))) return false;
      app.events.emit('streakReminder', { userId, current: streak.current });
      try {
        await mail(reminder, streak.current);
      } catch (error) {
        // The reminder stands in the app; a mail that failed is not retried tonight.
        app.log.error({ err: error, userId }, 'streak reminder e-mail could not be sent');
      }
      return true;
    }

    async function run(): Promise<number> {
      let sent = 0;
      const handled = new Set<string>();
      for (;;) {
        const now = app.clock.now();
        const due = await dueReminders(app.db, now, BATCH);
        const fresh = due.filter((reminder) => !handled.has(reminder.userId));
        for (const reminder of fresh) {
          handled.add(reminder.userId);
          if (await handle(reminder, now)) sent += 1;
        }
        // Every row handled moved past `now` or went: a full batch means more may wait (a row
        // another node holds back is left for the next pass).
        if (due.length < BATCH || fresh.length === 0) return sent;
      }
    }

    schedulePeriodicJob(app, { name: 'streak reminder job', intervalMs: options.intervalMs, run });

    app.decorate('streakReminders', { run } satisfies StreakReminderJob);
  },
  { name: 'streak-reminders', dependencies: ['db', 'mail', 'socket', 'clock'] },
);
