import { useTranslation } from 'react-i18next';
import { formatRelativeTime } from '@/utils/relative-time';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The relative time of SPEC §9 as screens show it ('just now', '5m ago', '3d ago', then the
 * local date from a week on, in the interface's language), with the caller's `t`.
 */
export function useRelativeTime(t: Translate): (iso: string) => string {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage;
  return (iso) => formatRelativeTime(iso, t, { maxDays: 7, locale });
}
