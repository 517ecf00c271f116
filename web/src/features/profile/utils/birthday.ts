export type BirthParts = { birth_year: string; birth_month: string; birth_day: string };

const EMPTY: BirthParts = { birth_year: '', birth_month: '', birth_day: '' };

function toNumbers(parts: BirthParts): { y: number; m: number; d: number } | null {
  const { birth_year, birth_month, birth_day } = parts;
  if (!/^\d{1,4}$/.test(birth_year.trim())) return null;
  if (!/^\d{1,2}$/.test(birth_month.trim()) || !/^\d{1,2}$/.test(birth_day.trim())) return null;
  const y = Number(birth_year);
  const m = Number(birth_month);
  const d = Number(birth_day);
  // SPEC §4 Birthday: month 1-12 (0-11 once converted), day 1-31, and the date must exist.
  if (m < 1 || m > 12 || d < 1 || d > 31) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return { y, m, d };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The DatePickerInput value ('YYYY-MM-DD') for stored parts, or null unless they form a real date. */
export function birthPartsToDateValue(parts: BirthParts): string | null {
  const n = toNumbers(parts);
  return n ? `${pad(n.y, 4)}-${pad(n.m)}-${pad(n.d)}` : null;
}

/** Picking a date sets year, month (1-12) and day as strings; clearing sets all empty. */
export function dateValueToBirthParts(value: string | null): BirthParts {
  if (!value) return { ...EMPTY };
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return { ...EMPTY };
  const [, y, m, d] = match;
  return {
    birth_year: String(Number(y)),
    birth_month: String(Number(m)),
    birth_day: String(Number(d)),
  };
}

/** 1 -> '1st', 2 -> '2nd', 3 -> '3rd', 11-13 -> 'th', 22 -> '22nd'. */
export function ordinal(n: number): string {
  const mod100 = n % 100;
  if (mod100 >= 11 && mod100 <= 13) return `${n}th`;
  switch (n % 10) {
    case 1:
      return `${n}st`;
    case 2:
      return `${n}nd`;
    case 3:
      return `${n}rd`;
    default:
      return `${n}th`;
  }
}

/**
 * The birthday as SPEC §2 shows it: '1st of May, 1990' in English, '1990년 5월 1일' in Korean;
 * null when the stored parts are not a real date (the card says 'not specified').
 */
export function formatBirthday(parts: BirthParts, language: string): string | null {
  const n = toNumbers(parts);
  if (!n) return null;
  if (language.startsWith('ko')) return `${n.y}년 ${n.m}월 ${n.d}일`;
  const month = new Intl.DateTimeFormat('en', { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, n.m - 1, 1)),
  );
  return `${ordinal(n.d)} of ${month}, ${n.y}`;
}
