import dayjs from 'dayjs';

type T = (key: string, options?: Record<string, unknown>) => string;

/** SPEC §9 message timestamps: time under 24 h, weekday under 168 h, else month and day. */
export function formatConversationTime(iso: string, locale: string, now = new Date()): string {
  const hours = dayjs(now).diff(dayjs(iso), 'hour', true);
  const date = new Date(iso);
  if (hours < 24) {
    return date.toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit' });
  }
  if (hours < 168) return date.toLocaleDateString(locale, { weekday: 'short' });
  return date.toLocaleDateString(locale, { month: 'short', day: 'numeric' });
}

/** The time under a message bubble. */
export function formatBubbleTime(iso: string, locale: string): string {
  return new Date(iso).toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit' });
}

/** The label of a date separator: Today, Yesterday, else the full date. */
export function formatDateSeparator(iso: string, t: T, locale: string, now = new Date()): string {
  const day = dayjs(iso).startOf('day');
  const today = dayjs(now).startOf('day');
  if (day.isSame(today)) return t('window.today');
  if (day.isSame(today.subtract(1, 'day'))) return t('window.yesterday');
  return new Date(iso).toLocaleDateString(locale, {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}

/** Local calendar day key used to group messages under separators. */
export function dayKey(iso: string): string {
  return dayjs(iso).format('YYYY-MM-DD');
}

/** SPEC §9 unread badge cap. */
export function unreadLabel(count: number): string {
  return count > 99 ? '99+' : String(count);
}
