import type { TFlaggedMessagesResponse, TMessage } from '@chingu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { listen, next, sentOverSocket, socketFactory } from '../../helpers/sockets.ts';
import { api } from '../moments/helpers.ts';
import { MODERATOR_EMAIL, person, type Person } from '../reports/helpers.ts';

// The off-app warning (PRODUCT §9.1): a text with contact details, a link or money words among a
// conversation's first 10 messages carries `flags`, for both members; moderators list them.
let t: TestApp;
let url: string;
const sockets = socketFactory();
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: MODERATOR_EMAIL });
  url = await listen(t);
});
afterAll(async () => {
  sockets.closeAll();
  await t.close();
});

async function send(from: Person, to: Person, message: string): Promise<TMessage> {
  const res = await api(t, 'POST', '/api/v1/messages', from, { receiver: to.id, message });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: TMessage }>().data;
}

async function history(viewer: Person, other: Person): Promise<TMessage[]> {
  const res = await api(t, 'GET', `/api/v1/messages/user/${other.id}?limit=50`, viewer);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: TMessage[] }>().data;
}

describe('off-app flags on chat messages', () => {
  it('a flagged first message carries its flags for the sender and the receiver, over the socket and REST', async () => {
    const ana = await person(t, 'Ana');
    const ben = await person(t, 'Ben');
    const [anaTab, benTab] = await Promise.all([
      sockets.connected(url, ana.token),
      sockets.connected(url, ben.token),
    ]);
    const heard = next(benTab, 'newMessage');
    const sent = await sentOverSocket(anaTab, {
      receiver: ben.id,
      message: 'add me on kakao, or call 010-1234-5678 and send 500 USDT',
    });
    expect(sent.flags).toEqual(['contact', 'money']);
    expect((await heard).message.flags).toEqual(['contact', 'money']);

    const plain = await send(ben, ana, 'Nice to meet you! I have 3 cats');
    expect(plain.flags).toBeUndefined();
    const link = await send(ben, ana, 'see https://example.com');
    expect(link.flags).toEqual(['link']);

    for (const viewer of [ana, ben]) {
      const byId = new Map(
        (await history(viewer, viewer === ana ? ben : ana)).map((m) => [m._id, m]),
      );
      expect(byId.get(sent._id)?.flags).toEqual(['contact', 'money']);
      expect(byId.get(plain._id)?.flags).toBeUndefined();
      expect(byId.get(link._id)?.flags).toEqual(['link']);
    }
  });

  it('checks the first 10 messages only: the 11th is not flagged', async () => {
    const cho = await person(t, 'Cho');
    const dan = await person(t, 'Dan');
    // Both write, so the conversation is a real one whatever the message policy.
    for (let i = 0; i < 9; i += 1) {
      const [from, to] = i % 2 === 0 ? [cho, dan] : [dan, cho];
      await send(from, to, `message ${i + 1}`);
    }
    const tenth = await send(dan, cho, 'my e-mail is dan@example.com');
    expect(tenth.flags).toEqual(['contact']);
    const eleventh = await send(cho, dan, 'mine is cho@example.com, and wa.me/821012345678');
    expect(eleventh.flags).toBeUndefined();
    const stored = (await history(dan, cho)).find((m) => m._id === eleventh._id);
    expect(stored?.flags).toBeUndefined();
  });

  it('moderators list flagged messages per sender; members get 403 and visitors 401', async () => {
    const mod = await person(t, 'Moderator', MODERATOR_EMAIL);
    const eve = await person(t, 'Eve');
    const fay = await person(t, 'Fay');
    const gus = await person(t, 'Gus');
    await send(eve, fay, 'bitcoin doubles in a week, telegram me');
    await send(eve, gus, 'wire transfer to my bank account please');
    await send(fay, eve, 'what do you mean?');

    expect((await api(t, 'GET', '/api/v1/admin/flagged-messages', fay)).statusCode).toBe(403);
    expect((await api(t, 'GET', '/api/v1/admin/flagged-messages')).statusCode).toBe(401);

    const res = await api(t, 'GET', '/api/v1/admin/flagged-messages?limit=50', mod);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<TFlaggedMessagesResponse>();
    const entry = body.data.find((s) => s.sender._id === eve.id);
    expect(entry).toMatchObject({
      sender: { _id: eve.id, name: 'Eve' },
      count: 2,
      receiversCount: 2,
      senderSuspended: false,
    });
    expect(entry!.messages.map((m) => [m.receiver.name, m.flags])).toEqual([
      ['Gus', ['money']],
      ['Fay', ['contact', 'money']],
    ]);
    // Eve sent last: she comes first; Fay sent nothing flagged and is not listed.
    expect(body.data[0]!.sender._id).toBe(eve.id);
    expect(body.data.some((s) => s.sender._id === fay.id)).toBe(false);
    expect(body.count).toBe(body.data.length);

    const paged = await api(t, 'GET', '/api/v1/admin/flagged-messages?limit=1&page=2', mod);
    expect(paged.json<TFlaggedMessagesResponse>().data).toHaveLength(1);
  });
});
