import dayjs from 'dayjs';
import { dateTimeFormat as format } from '@/utils/date-format';

type T = (key: string, options?: Record<string, unknown>) => string;

const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
const DAY: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
};

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
  return format(locale, DAY).format(new Date(iso));
}

/** Local calendar day key used to group messages under separators. */
export function dayKey(iso: string): string {
  return dayjs(iso).format('YYYY-MM-DD');
}

/** SPEC §9 unread badge cap. */
export function unreadLabel(count: number): string {
  return count > 99 ? '99+' : String(count);
}
