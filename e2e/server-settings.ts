/**
 * New stories' lifetime in the e2e server (global-setup.ts): longer than the stories journey takes
 * even on a loaded machine, so they expire only when stories.spec.ts moves the server's clock past
 * it. Far below the demo stories' 24 h, which the a11y journey needs live.
 */
export const STORY_LIFETIME_SECONDS = 600;
