import { LIMITS, type TStreak } from '@chingu/contract';
import type { FastifyInstance } from 'fastify';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { addDays, instantAt, localDate, usableTimeZone } from '../../lib/time-zones.ts';
import type { AuthUser } from '../../plugins/http/auth.ts';
import { countStreak } from './count-streak.ts';
import { learningDaysOf, moveReminder, saveTimeZone } from './queries.ts';

/** The next evening reminder time from `now` in `timeZone`: today's if still ahead, else tomorrow's. */
export function nextEvening(now: Date, timeZone: string): Date {
  const today = localDate(now, timeZone);
  const tonight = instantAt(today, LIMITS.streakReminderHour, timeZone);
  return tonight > now
    ? tonight
    : instantAt(addDays(today, 1), LIMITS.streakReminderHour, timeZone);
}

/** A member's streak and time zone (PRODUCT §9.2, decision 047). */
export function createStreakService(app: FastifyInstance) {
  const { db } = app;

  return {
    /** The member's own streak only: others' daily activity is not for anyone to watch. */
    async streakOf(caller: AuthUser, userId: string): Promise<TStreak> {
      if (caller.id !== userId) throw forbidden();
      const zone = usableTimeZone(caller.timeZone);
      return countStreak(await learningDaysOf(db, userId), localDate(app.clock.now(), zone));
    },

    /** Stores the browser's time zone and moves a pending reminder to the new evening. */
    async setTimeZone(caller: AuthUser, userId: string, timeZone: string) {
      if (caller.id !== userId) throw forbidden();
      if (!(await saveTimeZone(db, userId, timeZone))) throw notFound();
      await moveReminder(db, userId, nextEvening(app.clock.now(), usableTimeZone(timeZone)));
      return { timeZone };
    },
  };
}
