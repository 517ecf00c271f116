import { LIMITS } from '@chingu/contract/constants';
import { describe, expect, it } from 'vitest';
import { learningDayOf } from '../../src/db/learning-days.ts';
import { addDays, instantAt, localDate } from '../../src/lib/time-zones.ts';

// learningDayOf keeps each zone's last answer for a quarter hour of UTC: it must still give, for
// every instant, the day and reminder that the zone's own clock gives, across offset changes.
const changes: [zone: string, day: string][] = [
  ['America/New_York', '2027-03-14'],
  ['America/New_York', '2027-11-07'],
  // Changes at local midnight: a day starting at 01:00, and the hour before midnight twice.
  ['America/Havana', '2027-03-14'],
  ['America/Havana', '2027-11-07'],
  ['America/Santiago', '2027-04-04'],
  ['America/Santiago', '2027-09-05'],
  // Half-hour changes, quarter-hour offsets.
  ['Australia/Lord_Howe', '2027-04-04'],
  ['Australia/Lord_Howe', '2027-10-03'],
  ['Pacific/Chatham', '2027-04-04'],
  ['Asia/Kathmandu', '2027-06-01'],
  ['Asia/Seoul', '2027-06-01'],
];

describe('learningDayOf', () => {
  it.each(changes)('gives the local day and its reminder in %s around %s', (zone, day) => {
    const from = Date.parse(`${addDays(day, -1)}T00:00:00Z`);
    const to = Date.parse(`${addDays(day, 2)}T00:00:00Z`);
    // Seven minutes apart: two or three asks per quarter hour, most of them answered from the
    // zone's kept answer.
    for (let t = from; t < to; t += 7 * 60_000) {
      const at = new Date(t);
      const expected = localDate(at, zone);
      const got = learningDayOf(at, zone);
      expect({ at: at.toISOString(), day: got.day }).toEqual({
        at: at.toISOString(),
        day: expected,
      });
      expect(got.nextReminderAt.getTime()).toBe(
        instantAt(addDays(expected, 1), LIMITS.streakReminderHour, zone).getTime(),
      );
    }
  });

  it('counts in UTC without a zone, and keeps zones apart', () => {
    const at = new Date('2027-03-10T15:10:00Z');
    expect(learningDayOf(at, null).day).toBe('2027-03-10');
    expect(learningDayOf(at, 'Asia/Seoul').day).toBe('2027-03-11');
    expect(learningDayOf(at, null).day).toBe('2027-03-10');
    expect(learningDayOf(at, 'Mars/Olympus_Mons').day).toBe('2027-03-10');
  });
});
