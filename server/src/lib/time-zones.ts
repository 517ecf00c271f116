/**
 * Calendar days and hours in a member's IANA time zone (PRODUCT §9.2, decision 047), with the
 * engine's Intl data: the names were checked with the same Intl when they were stored
 * (contract `isValidTimeZone`), so PostgreSQL's own zone list never has to agree with it.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * The zone to count in: the stored one, or UTC when there is none or this engine no longer knows
 * it (a Node upgrade that dropped a name must not make a chat message fail).
 */
export function usableTimeZone(timeZone: string | null | undefined): string {
  if (!timeZone) return 'UTC';
  try {
    formatterFor(timeZone);
    return timeZone;
  } catch {
    return 'UTC';
  }
}

type LocalParts = { year: number; month: number; day: number; hour: number; minute: number };

function localParts(at: Date, timeZone: string): LocalParts & { second: number } {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(at)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The calendar date (`YYYY-MM-DD`) it is at `at` in `timeZone`. */
export function localDate(at: Date, timeZone: string): string {
  const p = localParts(at, timeZone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** The hour (0–23) it is at `at` in `timeZone`. */
export function localHour(at: Date, timeZone: string): number {
  return localParts(at, timeZone).hour;
}

/** `day` moved by `days` calendar days (negative: back). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const moved = new Date(Date.UTC(y!, m! - 1, d! + days));
  return moved.toISOString().slice(0, 10);
}

/** How far `timeZone` is ahead of UTC at `at`, in milliseconds. */
function offsetAt(at: Date, timeZone: string): number {
  const p = localParts(at, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/**
 * The instant it is `hour`:00 on `day` in `timeZone`. Where a daylight saving change skips that
 * hour, the instant an hour later on the same clock (never the day before).
 */
export function instantAt(day: string, hour: number, timeZone: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  const wall = Date.UTC(y!, m! - 1, d!, hour);
  const first = wall - offsetAt(new Date(wall), timeZone);
  const second = wall - offsetAt(new Date(first), timeZone);
  // The offset read near the wanted instant is right unless a change lies between the guesses.
  const matches = (t: number) => localParts(new Date(t), timeZone).hour === hour;
  if (matches(second)) return new Date(second);
  if (matches(first)) return new Date(first);
  return new Date(Math.max(first, second));
}
