import { LIMITS, type TStreak } from '@chingu/contract';
import { addDays } from '../../lib/time-zones.ts';

/**
 * The streak from a member's learning days (decision 047), walked forward from the first day so
 * freezes are spent in the order days were missed:
 *
 * - a learning day adds one to the running streak (or starts one);
 * - a missed day while a streak runs is bridged by a freeze if fewer than
 *   `LIMITS.streakFreezesPerMonth` were spent in that day's calendar month, else the streak ends;
 *   a bridged day keeps the streak but does not add to it;
 * - today is open until it ends: not done yet, it neither adds nor breaks.
 *
 * `days` are `YYYY-MM-DD` dates of the member's calendar in any order; `today` is theirs too. A
 * day after `today` (the member moved west) counts as today.
 */
export function countStreak(days: Iterable<string>, today: string): TStreak {
  const done = new Set(days);
  const sorted = [...done].sort();
  const last = sorted.at(-1);
  const end = last && last > today ? last : today;
  const spent = new Map<string, number>();
  const month = (day: string) => day.slice(0, 7);

  let current = 0;
  let longest = 0;
  let running = false;
  let day = sorted[0];
  let next = 0;
  while (day !== undefined && day <= end) {
    if (done.has(day)) {
      current = running ? current + 1 : 1;
      running = true;
      longest = Math.max(longest, current);
    } else if (day !== end && running) {
      const used = spent.get(month(day)) ?? 0;
      if (used < LIMITS.streakFreezesPerMonth) {
        spent.set(month(day), used + 1);
      } else {
        running = false;
        current = 0;
      }
    }
    if (!running) {
      // Nothing runs: skip the gap to the next learning day (no freeze is spent on it).
      while (next < sorted.length && sorted[next]! <= day) next += 1;
      day = sorted[next];
    } else {
      day = addDays(day, 1);
    }
  }
  return {
    current: running ? current : 0,
    longest,
    today: done.has(end),
    freezes: Math.max(0, LIMITS.streakFreezesPerMonth - (spent.get(month(end)) ?? 0)),
  };
}
