import type { TSessionInfo } from '@chingu/contract';
import { LANGUAGES, LIMITS, languageByName, type Language } from '@chingu/contract/constants';
import { labelForCode } from '@/lib/languages';

/**
 * Sessions in chat (PRODUCT §9.2): when a session's call may start, how its time reads in my zone
 * and in the partner's, and the languages a proposal starts with.
 */

const MINUTE_MS = 60_000;

export type LanguageCode = Language['code'];

/** The durations offered in the proposal form, minutes (the server takes any 15–120). */
export const SESSION_DURATIONS = [15, 30, 45, 60, 90, 120] as const;

/** When the session's call may start and when the session is over (ms since the epoch). */
export function sessionWindow(session: Pick<TSessionInfo, 'startsAt' | 'durationMinutes'>) {
  const starts = Date.parse(session.startsAt);
  return {
    opens: starts - LIMITS.sessionCallOpensMinutes * MINUTE_MS,
    starts,
    ends: starts + session.durationMinutes * MINUTE_MS,
  };
}

/** "Start call" works from 10 minutes before an accepted session until its end. */
export function canStartSessionCall(session: TSessionInfo, now: number): boolean {
  const { opens, ends } = sessionWindow(session);
  return session.status === 'accepted' && now >= opens && now < ends;
}

/** The next moment the card's state changes by itself (the call opens, the session ends). */
export function nextSessionChange(session: TSessionInfo, now: number): number | null {
  const { opens, starts, ends } = sessionWindow(session);
  return [opens, starts, ends].find((moment) => moment > now) ?? null;
}

/**
 * The partner's IANA time zone when their profile has one (another piece of work adds
 * `timeZone` to public members; read as optional here) and this browser knows it.
 */
export function timeZoneOf(member: object | null | undefined): string | null {
  const zone = (member as { timeZone?: unknown } | null | undefined)?.timeZone;
  if (typeof zone !== 'string' || !zone) return null;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return null;
  }
}

/** This browser's time zone. */
export function myTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** A moment as "Tue, 3 Dec, 19:00" in `timeZone` (the browser's when absent). */
export function formatSessionTime(iso: string | number, locale: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(iso));
}

/** Whether two zones show the same wall-clock time for this moment. */
export function sameWallClock(iso: string | number, a: string, b: string): boolean {
  const at = (timeZone: string) =>
    new Intl.DateTimeFormat('en', { dateStyle: 'short', timeStyle: 'short', timeZone }).format(
      new Date(iso),
    );
  return at(a) === at(b);
}

/** A language code's name in the interface language ("Korean", "한국어"). */
export function languageName(code: string, locale: string): string {
  return labelForCode(code, locale);
}

const codeOf = (name: string | null | undefined): LanguageCode | undefined =>
  name ? languageByName(name)?.code : undefined;

/**
 * The pair's languages, for a new proposal: my native language first, then the partner's; when
 * those are the same (or unknown), what I learn stands in for the partner's.
 */
export function defaultSessionLanguages(
  me: { native_language?: string | null; language_to_learn?: string | null } | null,
  partner: { native_language?: string | null } | null,
): [LanguageCode, LanguageCode] {
  const mine = codeOf(me?.native_language) ?? 'en';
  const candidates = [codeOf(partner?.native_language), codeOf(me?.language_to_learn)];
  const theirs =
    candidates.find((code): code is LanguageCode => Boolean(code) && code !== mine) ??
    LANGUAGES.find((language) => language.code !== mine)!.code;
  return [mine, theirs];
}

/** The first quarter hour at least 15 minutes from `now`, to the minute: the form's first pick. */
export function defaultSessionStart(now: number): Date {
  const quarter = 15 * MINUTE_MS;
  return new Date(Math.ceil((now + quarter) / quarter) * quarter);
}
