import { answerBackgroundRequest } from './answer';
import type { BackgroundMessage, BackgroundReply } from './protocol';

// The app's one background worker (started by ./index.ts): work that would block the page.
addEventListener('message', (event: MessageEvent<BackgroundMessage>) => {
  const { id, ...request } = event.data;
  const reply = (message: BackgroundReply) => postMessage(message);
  answerBackgroundRequest(request).then(
    (answer) => reply({ id, answer }),
    () => reply({ id, failed: true }),
  );
});
