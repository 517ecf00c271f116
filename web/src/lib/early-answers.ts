/**
 * A member's first answers, asked for by public/route-hints.js while the app's code downloaded
 * (issue 32: the member's page waited for its code, then for its data). The app takes each one
 * once, for the same request with the same token, instead of asking again.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

type EarlyAnswers = { token: string; at: number; answers: Record<string, Promise<Response>> };

declare global {
  interface Window {
    chinguEarlyAnswers?: EarlyAnswers;
  }
}

/** Older answers are not used: the app asks afresh. */
export const EARLY_ANSWERS_MAX_AGE_MS = 30_000;

const EARLY_ANSWERS_DONE = 'chingu:early-answers-done';

/** Ends the early answers: the app asks the server from now on. */
function endEarlyAnswers() {
  if (!window.chinguEarlyAnswers) return;
  delete window.chinguEarlyAnswers;
  window.dispatchEvent(new Event(EARLY_ANSWERS_DONE));
}

/**
 * Ends the early answers when the member leaves the page they loaded: they were asked for that
 * page's first screen. One it did not take would only grow older, and the next page would show a
 * list from the page's load (others' new moments missing): it asks afresh instead. For the app's
 * layout, which stays from page to page.
 */
export function useEndEarlyAnswersAtNavigation() {
  const { key } = useLocation();
  const first = useRef(key);
  useEffect(() => {
    if (key !== first.current) endEarlyAnswers();
  }, [key]);
}

/**
 * The early answer to `request`, or null. Any write ends them all: a read after it must see the
 * write, which an answer from before it might not.
 */
export function takeEarlyAnswer(request: Request): Promise<Response> | null {
  if (typeof window === 'undefined') return null; // the build's prerender, in Node
  const early = window.chinguEarlyAnswers;
  if (!early) return null;
  if (request.method !== 'GET' || Date.now() - early.at > EARLY_ANSWERS_MAX_AGE_MS) {
    endEarlyAnswers();
    return null;
  }
  if (request.headers.get('authorization') !== `Bearer ${early.token}`) return null;
  const answer = early.answers[request.url];
  if (!answer) return null;
  delete early.answers[request.url];
  if (Object.keys(early.answers).length === 0) endEarlyAnswers();
  return answer;
}

/**
 * Runs `callback` once the app has taken every early answer, or after `timeoutMs`: for a write
 * the first screen does not wait for (the time zone), which would otherwise end the early answers
 * before the screen took them. Returns a cancel function.
 */
export function afterEarlyAnswers(callback: () => void, timeoutMs = 10_000): () => void {
  if (!window.chinguEarlyAnswers) {
    callback();
    return () => {};
  }
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    cancel();
    callback();
  };
  const timer = window.setTimeout(run, timeoutMs);
  window.addEventListener(EARLY_ANSWERS_DONE, run);
  const cancel = () => {
    window.clearTimeout(timer);
    window.removeEventListener(EARLY_ANSWERS_DONE, run);
  };
  return () => {
    done = true;
    cancel();
  };
}

/**
 * fetch, or the early answer to the same request (if that failed to arrive, fetch after all).
 * fetchBaseQuery calls it with one Request.
 */
export function fetchOrEarlyAnswer(input: RequestInfo, init?: RequestInit): Promise<Response> {
  const early = input instanceof Request && !init ? takeEarlyAnswer(input) : null;
  return early ? early.catch(() => fetch(input)) : fetch(input, init);
}
