import { describe, expect, it, vi } from 'vitest';
import { countIntlConstructions } from '@/testing/intl';
import { formatBubbleTime, formatConversationTime } from './time';

const now = new Date('2026-11-30T12:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();

describe('chat times', () => {
  it.each(['en', 'ko'])('reads as the browser formats them (%s)', (locale) => {
    const at = (hours: number) => new Date(hoursAgo(hours));
    expect(formatConversationTime(hoursAgo(2), locale, now)).toBe(
      at(2).toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit' }),
    );
    expect(formatConversationTime(hoursAgo(50), locale, now)).toBe(
      at(50).toLocaleDateString(locale, { weekday: 'short' }),
    );
    expect(formatConversationTime(hoursAgo(400), locale, now)).toBe(
      at(400).toLocaleDateString(locale, { month: 'short', day: 'numeric' }),
    );
    expect(formatBubbleTime(hoursAgo(1), locale)).toBe(
      at(1).toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit' }),
    );
  });

  it('shows nothing for a time it cannot read', () => {
    expect(formatConversationTime('not a date', 'en', now)).toBe('');
    expect(formatBubbleTime('', 'en')).toBe('');
  });

  it('makes one formatter per locale and style for a whole list (each costs a phone ~1 ms)', async () => {
    const made = countIntlConstructions('DateTimeFormat');
    vi.resetModules();
    const fresh = await import('./time');
    for (let i = 0; i < 30; i++) {
      fresh.formatConversationTime(hoursAgo(i % 3), 'ko', now);
      fresh.formatBubbleTime(hoursAgo(i), 'ko');
    }
    expect(made.count).toBe(1);
  });
});
