import dayjs, { type Dayjs } from 'dayjs';

type Translate = (key: string, options?: Record<string, unknown>) => string;

type Options = {
  now?: Date;
  /** From this many days on, the local date instead (formatted with `locale` and `dateFormat`). */
  maxDays?: number;
  locale?: string;
  dateFormat?: Intl.DateTimeFormatOptions;
  /** Returned when the date cannot be read. */
  fallback?: string;
  /** Where the texts live: justNow, minutesAgo, hoursAgo, daysAgo (chat's last seen has its own). */
  texts?: string;
};

/**
 * The one relative time of SPEC §9: 'just now', 'Nm ago', 'Nh ago', 'Nd ago' (texts in
 * common:relativeTime unless `texts` says otherwise), or a date from `maxDays` on.
 */
export function formatRelativeTime(iso: string, t: Translate, options: Options = {}): string {
  const texts = options.texts ?? 'common:relativeTime';
  const date = dayjs(iso);
  if (!iso || !date.isValid()) return options.fallback ?? '';
  const now = dayjs(options.now ?? new Date());
  const minutes = Math.max(0, now.diff(date, 'minute'));
  if (minutes < 1) return t(`${texts}.justNow`);
  if (minutes < 60) return t(`${texts}.minutesAgo`, { count: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t(`${texts}.hoursAgo`, { count: hours });
  const days = Math.floor(hours / 24);
  if (options.maxDays !== undefined && days >= options.maxDays) {
    return options.dateFormat
      ? date.toDate().toLocaleDateString(options.locale, options.dateFormat)
      : numericDate(date, options.locale);
  }
  return t(`${texts}.daysAgo`, { count: days });
}

/**
 * The local date in numbers ('11/20/2026', '2026. 11. 20.'), as `toLocaleDateString(locale)`
 * writes it. In the interface's languages dayjs writes it: the first date formatter a page builds
 * costs 20-50 ms (the browser loads its date data), a long task on a phone in the middle of
 * hydrating a feed of older moments (issue 32).
 */
function numericDate(date: Dayjs, locale: string | undefined): string {
  if (locale === 'ko' || locale === 'ko-KR') return date.format('YYYY. M. D.');
  if (locale === 'en' || locale === 'en-US') return date.format('M/D/YYYY');
  return date.toDate().toLocaleDateString(locale);
}

/** A month and year in `locale` ('March 2025', '2025년 3월'), '' when the date cannot be read. */
export function formatMonthYear(iso: string, locale: string): string {
  const date = dayjs(iso);
  if (!iso || !date.isValid()) return '';
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long' }).format(date.toDate());
}
