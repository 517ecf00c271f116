import { answerBackgroundRequest } from './answer';
import type { BackgroundAnswer, BackgroundReply, BackgroundRequest } from './protocol';

type Pending = { resolve: (answer: BackgroundAnswer) => void; reject: (error: Error) => void };

/** The worker once started; null where none can start (tests, a failed download): the page answers. */
let worker: Worker | null | undefined;
const pending = new Map<number, Pending>();
let nextId = 1;

function failAll(error: Error) {
  for (const waiting of pending.values()) waiting.reject(error);
  pending.clear();
}

function backgroundWorker(): Worker | null {
  if (worker !== undefined) return worker;
  if (typeof Worker === 'undefined') return (worker = null);
  try {
    worker = new Worker(new URL('./worker.ts', import.meta.url), {
      type: 'module',
      name: 'chingu-background',
    });
  } catch {
    return (worker = null);
  }
  worker.addEventListener('message', (event: MessageEvent<BackgroundReply>) => {
    const reply = event.data;
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if ('failed' in reply) waiting?.reject(new Error('The background worker could not answer.'));
    else waiting?.resolve(reply.answer);
  });
  // The worker's script did not load or run: from now on the page answers itself.
  worker.addEventListener('error', () => {
    worker?.terminate();
    worker = null;
    failAll(new Error('The background worker stopped.'));
  });
  return worker;
}

/**
 * Answers `request` off the main thread (issue 32: tinyld's model and the browser's locale data
 * were 200 ms tasks each on a slow phone), started on first use. Where no worker runs, or it
 * fails, the page answers itself: slower, never wrong.
 */
export function askBackground(request: BackgroundRequest): Promise<BackgroundAnswer> {
  const running = backgroundWorker();
  if (!running) return answerBackgroundRequest(request);
  const id = nextId++;
  return new Promise<BackgroundAnswer>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    running.postMessage({ id, ...request });
  }).catch(() => answerBackgroundRequest(request));
}
