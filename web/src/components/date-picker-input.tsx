import '@mantine/dates/styles.css';
import 'dayjs/locale/ko';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { useTranslation } from 'react-i18next';

/** The typed format per interface language: 25/12/1990 in English, 1990.12.25 in Korean. */
export function dateInputFormat(language: string): string {
  return language.startsWith('ko') ? 'YYYY.MM.DD' : 'DD/MM/YYYY';
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A typed date as 'YYYY-MM-DD', or null until it is a whole, real date: day first
 * (25/12/1990, 25.12.1990, 25-12-1990) or year first (1990.12.25, 1990-12-25, 1990년 12월 25일).
 */
export function parseTypedDate(text: string): string | null {
  const t = text.trim();
  const yearFirst = /^(\d{4})\s*[./\-년\s]\s*(\d{1,2})\s*[./\-월\s]\s*(\d{1,2})\s*[.일]?$/.exec(t);
  const dayFirst = /^(\d{1,2})\s*[./\-\s]\s*(\d{1,2})\s*[./\-\s]\s*(\d{4})$/.exec(t);
  const parts = yearFirst
    ? [yearFirst[1], yearFirst[2], yearFirst[3]]
    : dayFirst
      ? [dayFirst[3], dayFirst[2], dayFirst[1]]
      : null;
  if (!parts) return null;
  const [y, m, d] = parts.map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  const real =
    date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  return real ? `${y}-${pad(m)}-${pad(d)}` : null;
}

/**
 * A date members can type (in the format the placeholder shows) or pick from the calendar, in the
 * interface language. Range rules are the form's (the contract's ZBirthDate), so a typed date out
 * of range gets the form's message instead of silently reverting. Its stylesheet and the Korean
 * dayjs locale load with the forms that use it, not with every page (decisions/010-light-landing.md).
 */
export function LocalisedDateInput(props: Omit<DateInputProps, 'valueFormat' | 'dateParser'>) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <DateInput
      locale={language}
      valueFormat={dateInputFormat(language)}
      dateParser={parseTypedDate}
      placeholder={dateInputFormat(language)}
      {...props}
    />
  );
}
