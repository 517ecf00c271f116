/**
 * A clock for createTestApp({}, { now }) that runs with the system time until a test moves it
 * forward: rules that depend on time passing (a story's 24 hours) are tested without waiting.
 */
export function testClock() {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance(ms: number) {
      offsetMs += ms;
    },
    reset() {
      offsetMs = 0;
    },
  };
}

export const HOUR_MS = 3_600_000;
