import type {
  TAuthResponse,
  TConversationsResponse,
  TMessagesPageResponse,
} from '@chingu/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemoData } from '../../../src/demo/seed-demo.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db, t.app.images, t.app.log);
});
afterAll(async () => {
  await t.close();
});

async function signIn(email: string) {
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password: DEMO_PASSWORD },
  });
  const { token, user } = login.json<TAuthResponse>();
  const headers = { authorization: `Bearer ${token}` };
  const list = await t.app.inject({
    method: 'GET',
    url: '/api/v1/messages/conversations',
    headers,
  });
  return { user, headers, conversations: list.json<TConversationsResponse>().data };
}

it('the demo community has conversations whose rows match their messages', async () => {
  const james = await signIn('james@demo.chingu.app');
  const [minjiRow] = james.conversations;
  // James wrote last, and Minji has not read it yet.
  expect(minjiRow).toMatchObject({
    name: 'Minji Kim',
    unreadCount: 0,
    lastMessageSenderId: james.user._id,
  });
  const page = await t.app.inject({
    method: 'GET',
    url: `/api/v1/messages/conversation/${james.user._id}/${minjiRow!._id}`,
    headers: james.headers,
  });
  const { data, count } = page.json<TMessagesPageResponse>();
  expect(count).toBe(data.length);
  expect(data.at(-1)?.message).toBe(minjiRow!.lastMessage);

  const minji = await signIn('minji@demo.chingu.app');
  expect(minji.conversations.map((c) => c.name)).toEqual(['James Carter', 'Wei Chen']);
  expect(minji.conversations[0]).toMatchObject({ unreadCount: 1 });
  // Demo members talk as friends: no conversation of theirs is a message request (PRODUCT §9.1).
  for (const row of [...james.conversations, ...minji.conversations]) {
    expect(row.requestStatus).toBe('accepted');
  }
  const read = await t.app.inject({
    method: 'PUT',
    url: `/api/v1/messages/conversations/${james.user._id}/read`,
    headers: minji.headers,
  });
  expect(read.json()).toEqual({ success: true, markedCount: 1 });
});
