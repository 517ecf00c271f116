import type { BackgroundAnswer, BackgroundRequest } from './protocol';

/**
 * Answers a background request where it runs: in the worker, or on the page where no worker
 * can start. Both ask the browser for its locale data (the time zone) or evaluate tinyld's model,
 * each a long task of about 200 ms on a slow phone (issue 32), hence the worker.
 */
export async function answerBackgroundRequest(
  request: BackgroundRequest,
): Promise<BackgroundAnswer> {
  if (request.kind === 'timeZone') return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  const { detect } = await import('tinyld/light');
  return detect(request.text) || null;
}
