/** What the page asks the background worker (./worker.ts); every answer is a string or null. */
export type BackgroundRequest =
  /** The language tinyld's light model reads in `text` (an ISO 639-1 code), null when unsure. */
  | { kind: 'detectLanguage'; text: string }
  /** The browser's IANA time zone, null where it cannot say. */
  | { kind: 'timeZone' };

export type BackgroundAnswer = string | null;

export type BackgroundMessage = BackgroundRequest & { id: number };
export type BackgroundReply =
  { id: number; answer: BackgroundAnswer } | { id: number; failed: true };
