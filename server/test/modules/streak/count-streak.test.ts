import { describe, expect, it } from 'vitest';
import { countStreak } from '../../../src/modules/streak/count-streak.ts';

/** The streak rules of decision 047 on plain dates. */
describe('countStreak', () => {
  it('is empty without days', () => {
    expect(countStreak([], '2027-01-05')).toEqual({
      current: 0,
      longest: 0,
      today: false,
      freezes: 2,
    });
  });

  it('counts days in a row, today included once done, and leaves an open today alone', () => {
    const days = ['2027-01-01', '2027-01-02', '2027-01-03'];
    expect(countStreak(days, '2027-01-03')).toMatchObject({ current: 3, today: true });
    expect(countStreak(days, '2027-01-04')).toMatchObject({ current: 3, today: false, freezes: 2 });
  });

  it('spends freezes in the order days were missed, per calendar month', () => {
    // Missed: 3, 5 (two freezes of January), 7 (none left: broken).
    const days = ['2027-01-01', '2027-01-02', '2027-01-04', '2027-01-06', '2027-01-08'];
    expect(countStreak(days, '2027-01-08')).toEqual({
      current: 1,
      longest: 4,
      today: true,
      freezes: 0,
    });
    // February brings two again.
    expect(countStreak(['2027-01-31', '2027-02-02'], '2027-02-02')).toMatchObject({
      current: 2,
      freezes: 1,
    });
  });

  it('spends no freeze while no streak runs', () => {
    expect(countStreak(['2027-03-01', '2027-03-20'], '2027-03-20')).toEqual({
      current: 1,
      longest: 1,
      today: true,
      // The 2nd and 3rd of March were bridged before the streak of the 1st ended on the 4th.
      freezes: 0,
    });
    expect(countStreak(['2027-02-01', '2027-03-20'], '2027-03-20')).toMatchObject({ freezes: 2 });
  });

  it('takes a day after today (the member moved west) as today', () => {
    expect(countStreak(['2027-01-01', '2027-01-02'], '2027-01-01')).toMatchObject({
      current: 2,
      today: true,
    });
  });

  it('takes the days in any order, with repeats', () => {
    expect(countStreak(['2027-01-02', '2027-01-01', '2027-01-02'], '2027-01-02')).toMatchObject({
      current: 2,
      longest: 2,
    });
  });
});
