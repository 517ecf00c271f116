import dayjs from 'dayjs';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * Short relative time of SPEC §9: 'just now', 'Nm ago', 'Nh ago', 'Nd ago' (texts in
 * common:relativeTime). With `maxDays` set, anything older shows the local date instead.
 * Returns `fallback` when the date cannot be read.
 */
export function formatRelativeTime(
  iso: string,
  t: Translate,
  options: { now?: Date; maxDays?: number; locale?: string; fallback?: string } = {},
): string {
  const date = dayjs(iso);
  if (!iso || !date.isValid()) return options.fallback ?? '';
  const now = dayjs(options.now ?? new Date());
  const minutes = Math.max(0, now.diff(date, 'minute'));
  if (minutes < 1) return t('common:relativeTime.justNow');
  if (minutes < 60) return t('common:relativeTime.minutesAgo', { count: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t('common:relativeTime.hoursAgo', { count: hours });
  const days = Math.floor(hours / 24);
  if (options.maxDays !== undefined && days >= options.maxDays) {
    return date.toDate().toLocaleDateString(options.locale);
  }
  return t('common:relativeTime.daysAgo', { count: days });
}
