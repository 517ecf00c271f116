import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import {
  followNotification,
  startPushService,
  subscribedBrowser,
  type PushService,
} from '../../helpers/push-service.ts';
import { signedInMember } from '../chat/chat-helpers.ts';

let t: TestApp;
let service: PushService;

beforeAll(async () => {
  t = await createTestApp();
  service = await startPushService(() => t.app.push.publicKey);
});
afterAll(async () => {
  await service.close();
  await t.close().catch(() => undefined);
});

it('delivers a push whose notification was stored as the app began to stop', async () => {
  const ana = await signedInMember(t, 'Ana');
  const ben = await signedInMember(t, 'Ben');
  const browser = await subscribedBrowser(t.app, service, ben);

  // The stop begins in the same tick as the event, before delivery has started its queries.
  t.app.events.emit('notificationStored', {
    userId: ben.id,
    notification: followNotification(ana, 'n-1'),
  });
  await t.app.close();

  // The app waited for the push instead of closing the database under it.
  expect(browser.received.map((push) => push.payload.tag)).toEqual(['notification:n-1']);
});
