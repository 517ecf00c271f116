import dayjs from 'dayjs';

type T = (key: string, options?: Record<string, unknown>) => string;

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * One formatter per locale and style: `toLocaleTimeString(locale, options)` makes a new one on
 * every call, ~1 ms each on a phone, for every row of the conversation list and every bubble.
 */
function format(locale: string, options: Intl.DateTimeFormatOptions) {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formats.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale || undefined, options);
    formats.set(key, formatter);
  }
  return formatter;
}

const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

/** SPEC §9 message timestamps: time under 24 h, weekday under 168 h, else month and day. */
export function formatConversationTime(iso: string, locale: string, now = new Date()): string {
  const hours = dayjs(now).diff(dayjs(iso), 'hour', true);
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  if (hours < 24) return format(locale, TIME).format(date);
  if (hours < 168) return format(locale, { weekday: 'short' }).format(date);
  return format(locale, { month: 'short', day: 'numeric' }).format(date);
}

/** The time under a message bubble. */
export function formatBubbleTime(iso: string, locale: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : format(locale, TIME).format(date);
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
