import { LIMITS, languageByName, type Language, type TCallLanguageTimer } from '@chingu/contract';
import type { FastifyInstance } from 'fastify';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { nativeLanguagesOf, sessionOfPair } from './queries.ts';

const MINUTE_MS = 60_000;

type Code = Language['code'];
const codeOf = (name: string | null): Code | undefined =>
  name ? languageByName(name)?.code : undefined;

/**
 * The language timer of a call (PRODUCT §9.2, decision 049), decided once by the server when the
 * call is made and handed to both sides, so they switch at the same moment. A session's call
 * (`sessionId`) must be an accepted session of the two, from LIMITS.sessionCallOpensMinutes
 * before its start to its end (on the app clock): its languages, half its duration. Any other
 * call: the caller's native language, then the callee's, switching after
 * LIMITS.callLanguageSwitchMinutes (half of a 30-minute exchange); none when the two share a
 * native language. `minuteMs` is a minute of the timer (SESSION_MINUTE_MS shortens it in e2e).
 */
export async function languageTimerOf(
  app: FastifyInstance,
  call: { callerId: string; calleeId: string; sessionId?: string | undefined },
  minuteMs: number,
): Promise<TCallLanguageTimer | null> {
  if (call.sessionId) {
    const session = await sessionOfPair(app.db, call.sessionId, call.callerId, call.calleeId);
    const [first, second] = session?.languages ?? [];
    if (!session?.startsAt || session.durationMinutes === null || !first || !second) {
      throw notFound('notFound');
    }
    if (session.status !== 'accepted') throw forbidden('sessionNotAccepted');
    const now = app.clock.now().getTime();
    const starts = session.startsAt.getTime();
    const opens = starts - LIMITS.sessionCallOpensMinutes * MINUTE_MS;
    const ends = starts + session.durationMinutes * MINUTE_MS;
    if (now < opens || now >= ends) throw forbidden('sessionNotOpen');
    return {
      languages: [first as Code, second as Code],
      switchAfterMs: Math.round((session.durationMinutes * minuteMs) / 2),
      sessionId: call.sessionId,
    };
  }
  const natives = await nativeLanguagesOf(app.db, call.callerId, call.calleeId);
  const [first, second] = [codeOf(natives.caller), codeOf(natives.callee)];
  if (!first || !second || first === second) return null;
  return { languages: [first, second], switchAfterMs: LIMITS.callLanguageSwitchMinutes * minuteMs };
}
