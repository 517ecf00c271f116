import { describe, expect, it } from 'vitest';
import {
  addDays,
  instantAt,
  localDate,
  localHour,
  usableTimeZone,
} from '../../src/lib/time-zones.ts';

describe('time zones', () => {
  it('reads the local date and hour of an instant', () => {
    const at = new Date('2027-03-10T15:10:00Z');
    expect(localDate(at, 'Asia/Seoul')).toBe('2027-03-11');
    expect(localHour(at, 'Asia/Seoul')).toBe(0);
    expect(localDate(at, 'UTC')).toBe('2027-03-10');
    expect(localDate(at, 'America/Los_Angeles')).toBe('2027-03-10');
    expect(localDate(at, 'Pacific/Kiritimati')).toBe('2027-03-11');
  });

  it('finds 20:00 local on either side of a daylight saving change', () => {
    // New York: UTC−5 until 14 March 2027, UTC−4 from then.
    expect(instantAt('2027-03-13', 20, 'America/New_York').toISOString()).toBe(
      '2027-03-14T01:00:00.000Z',
    );
    expect(instantAt('2027-03-14', 20, 'America/New_York').toISOString()).toBe(
      '2027-03-15T00:00:00.000Z',
    );
    expect(instantAt('2027-03-14', 20, 'Asia/Kolkata').toISOString()).toBe(
      '2027-03-14T14:30:00.000Z',
    );
    // 02:00 does not exist that night: the hour after.
    expect(instantAt('2027-03-14', 2, 'America/New_York').toISOString()).toBe(
      '2027-03-14T07:00:00.000Z',
    );
  });

  it('moves dates across months and years', () => {
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
  });

  it('counts in UTC for no zone or one the engine does not know', () => {
    expect(usableTimeZone(null)).toBe('UTC');
    expect(usableTimeZone('Mars/Olympus_Mons')).toBe('UTC');
    expect(usableTimeZone('Asia/Seoul')).toBe('Asia/Seoul');
  });
});
