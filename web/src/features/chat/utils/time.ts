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

/** SPEC §9 last seen: 'Just now', 'Xm ago', 'Xh ago', else a date. */
export function formatLastSeen(iso: string, t: T, locale: string, now = new Date()): string {
  const minutes = Math.floor(dayjs(now).diff(dayjs(iso), 'minute', true));
  if (minutes < 1) return t('presence.justNow');
  if (minutes < 60) return t('presence.minutesAgo', { count: minutes });
  if (minutes < 24 * 60) return t('presence.hoursAgo', { count: Math.floor(minutes / 60) });
  return new Date(iso).toLocaleDateString(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
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
