import ical, { ICalEventStatus } from 'ical-generator';

/** What a session's calendar file says (PRODUCT §9.2). */
export type SessionCalendarInput = {
  messageId: string;
  startsAt: Date;
  durationMinutes: number;
  /** The two language codes, the first half's first. */
  languages: [string, string];
  status: 'proposed' | 'accepted' | 'declined' | 'cancelled';
  partnerName: string;
  /** The member's interface language: en or ko. */
  language: 'en' | 'ko';
  /** The chat with the partner, as an absolute URL. */
  chatUrl: string;
  /** The calendar file's creation time (the app clock). */
  now: Date;
  /** The host in the event's UID (PUBLIC_URL's), so re-imports update one event. */
  host: string;
};

const TEXTS = {
  en: {
    summary: (pair: string, name: string) => `Chingu: ${pair} with ${name}`,
    description: (minutes: number, first: string, second: string, url: string) =>
      `A ${minutes}-minute language exchange on Chingu: the first half in ${first}, then ${second}.\nOpen the chat to start the call: ${url}`,
  },
  ko: {
    summary: (pair: string, name: string) => `Chingu: ${pair} (${name}님과)`,
    description: (minutes: number, first: string, second: string, url: string) =>
      `Chingu에서 하는 ${minutes}분 언어 교환이에요. 앞의 절반은 ${first}, 그다음은 ${second}로 이야기해요.\n채팅에서 통화를 시작하세요: ${url}`,
  },
};

/** A language's name in the member's language ("Korean", "한국어"). */
function languageName(code: string, language: 'en' | 'ko'): string {
  return new Intl.DisplayNames([language], { type: 'language' }).of(code) ?? code;
}

/**
 * The session as an iCalendar file (RFC 5545) by ical-generator, which writes CRLF line ends,
 * folds long lines and escapes text: one VEVENT with times in UTC, a stable UID (a new download
 * after a cancellation updates the same event) and a status that follows the session's.
 */
export function sessionCalendar(input: SessionCalendarInput): string {
  const t = TEXTS[input.language];
  const [first, second] = input.languages.map((code) => languageName(code, input.language)) as [
    string,
    string,
  ];
  const calendar = ical({ prodId: { company: 'Chingu', product: 'Sessions', language: 'EN' } });
  calendar.createEvent({
    id: `session-${input.messageId}@${input.host}`,
    stamp: input.now,
    start: input.startsAt,
    end: new Date(input.startsAt.getTime() + input.durationMinutes * 60_000),
    summary: t.summary(`${first} ↔ ${second}`, input.partnerName),
    description: t.description(input.durationMinutes, first, second, input.chatUrl),
    url: input.chatUrl,
    status:
      input.status === 'accepted'
        ? ICalEventStatus.CONFIRMED
        : input.status === 'proposed'
          ? ICalEventStatus.TENTATIVE
          : ICalEventStatus.CANCELLED,
  });
  // RFC 5545 ends every content line with CRLF, the last one too (ical-generator leaves it off).
  const text = calendar.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}
