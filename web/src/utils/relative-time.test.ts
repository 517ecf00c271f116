import { describe, expect, it } from 'vitest';
import { testI18n } from '@/testing/i18n';
import { formatRelativeTime } from './relative-time';

const now = new Date('2026-05-10T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const t = testI18n.getFixedT('en');
const tKo = testI18n.getFixedT('ko');

describe('formatRelativeTime', () => {
  it('says just now, Nm ago, Nh ago and Nd ago (SPEC §9)', () => {
    expect(formatRelativeTime(ago(30_000), t, { now })).toBe('just now');
    expect(formatRelativeTime(ago(5 * 60_000), t, { now })).toBe('5m ago');
    expect(formatRelativeTime(ago(3 * 3_600_000), t, { now })).toBe('3h ago');
    expect(formatRelativeTime(ago(9 * 86_400_000), t, { now })).toBe('9d ago');
  });

  it('speaks Korean', () => {
    expect(formatRelativeTime(ago(5 * 60_000), tKo, { now })).toBe('5분 전');
  });

  it('shows the date from maxDays on, and the fallback for a date it cannot read', () => {
    const old = ago(8 * 86_400_000);
    expect(formatRelativeTime(old, t, { now, maxDays: 7, locale: 'en-US' })).toBe(
      new Date(old).toLocaleDateString('en-US'),
    );
    expect(formatRelativeTime('not a date', t, { now, fallback: 'recently' })).toBe('recently');
  });

  it("writes the date as the browser's date formatter does, in English and Korean", () => {
    // Days and months of one and two digits, a year's first and last day, local midnight.
    const later = new Date('2027-06-01T00:00:00Z');
    const dates = [
      '2026-01-05T12:00:00',
      '2025-12-31T23:59:00',
      '2024-02-29T00:00:00',
      '2026-11-20T09:30:00',
      '2019-07-01T00:00:00',
    ];
    for (const locale of ['en', 'en-US', 'ko', 'ko-KR', 'de', undefined]) {
      for (const local of dates) {
        const iso = new Date(local).toISOString();
        expect(formatRelativeTime(iso, t, { now: later, maxDays: 7, locale })).toBe(
          new Date(iso).toLocaleDateString(locale),
        );
      }
    }
  });
});

describe('formatRelativeTime for last seen (SPEC §9)', () => {
  const tChat = testI18n.getFixedT('en', 'chat');
  const lastSeen = (iso: string) =>
    formatRelativeTime(iso, tChat, {
      now,
      texts: 'chat:presence',
      maxDays: 1,
      locale: 'en-US',
      dateFormat: { year: 'numeric', month: 'short', day: 'numeric' },
    });

  it("says 'just now', 'Xm ago' and 'Xh ago' with the chat texts, then a date", () => {
    expect(lastSeen(ago(30_000))).toBe('just now');
    expect(lastSeen(ago(5 * 60_000))).toBe('5m ago');
    expect(lastSeen(ago(23 * 3_600_000))).toBe('23h ago');
    const old = ago(25 * 3_600_000);
    expect(lastSeen(old)).toBe(
      new Date(old).toLocaleDateString('en-US', {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
      }),
    );
  });
});

describe('"Last seen" reads as a sentence', () => {
  const line = (lng: 'en' | 'ko', iso: string) => {
    const t = testI18n.getFixedT(lng, 'chat');
    const time = formatRelativeTime(iso, t, {
      now,
      texts: 'chat:presence',
      maxDays: 1,
      locale: lng,
    });
    return t('presence.lastSeen', { time });
  };

  it('in English, lower case after "Last seen"', () => {
    expect(line('en', ago(30_000))).toBe('Last seen just now');
    expect(line('en', ago(5 * 60_000))).toBe('Last seen 5m ago');
  });

  it('in Korean, the time first', () => {
    expect(line('ko', ago(30_000))).toBe('방금 전 접속');
    expect(line('ko', ago(2 * 3_600_000))).toBe('2시간 전 접속');
  });
});
