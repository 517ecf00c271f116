import { useTranslation } from 'react-i18next';
import { useRelativeTime } from '@/hooks/use-relative-time';

type Props = {
  /** An ISO date. */
  date: string;
  /** Shown when the date cannot be read. */
  fallback?: string;
  /** Shown on hover: the exact date and time, say. */
  title?: string;
};

/**
 * The one relative time of the app ('just now', '5m ago', '3d ago', the local date from a week
 * on) in a `<time>` element carrying the exact date. Where the time goes into a sentence or a
 * label, call `useRelativeTime` instead.
 */
export function RelativeTime({ date, fallback, title }: Props) {
  const { t } = useTranslation();
  const relativeTime = useRelativeTime(t);
  // A page the server rendered (decision 056) may be hydrated a minute later, or in another time
  // zone: its text then differs, which is no reason to render the page afresh.
  return (
    <time dateTime={date} title={title} suppressHydrationWarning>
      {relativeTime(date) || fallback}
    </time>
  );
}
