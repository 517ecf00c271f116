/**
 * New stories' lifetime in the e2e server (global-setup.ts): longer than the stories journey takes
 * even on a loaded machine, so they expire only when stories.spec.ts moves the server's clock past
 * it. Far below the demo stories' 24 h, which the a11y journey needs live.
 */
export const STORY_LIFETIME_SECONDS = 600;

/**
 * Milliseconds a minute of the calls' language timer lasts in the e2e server (SESSION_MINUTE_MS,
 * PRODUCT §9.2): a 15-minute session switches language after 15 s instead of 7.5 minutes, so
 * sessions.spec.ts sees "Switch to …" on both sides; other calls switch after 30 s.
 */
export const SESSION_MINUTE_MS = 2000;

/**
 * How long a call rings in the e2e server (CALL_RING_SECONDS): twice the product's 30 s, which the
 * a11y journey's scans of the ringing dialogs once outlasted on a loaded machine. The server
 * announces it (`ringSeconds`) and both browsers' own safety timers follow it. The missed-call
 * journey (calls.spec.ts) waits it out.
 */
export const CALL_RING_SECONDS = 60;
