import type { TMessage, TMessagesPageResponse } from '@chingu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { bearer, signedInMember, type Member } from './chat-helpers.ts';

/**
 * A send builds its message's frames from what it stored instead of reading the message back
 * (sent-row.ts, issue 32 target 4). What the sender is answered (and the receiver's tabs are sent)
 * must be what anyone reading the conversation later gets, field for field.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function send(from: Member, to: Member, payload: Record<string, unknown>): Promise<TMessage> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/messages',
    headers: bearer(from),
    payload: { receiver: to.id, ...payload },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: TMessage }>().data;
}

async function readBack(viewer: Member, other: Member, id: string): Promise<TMessage | undefined> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/messages/conversation/${viewer.id}/${other.id}?limit=50`,
    headers: bearer(viewer),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TMessagesPageResponse>().data.find((m) => m._id === id);
}

let seq = 0;
async function pair() {
  seq += 1;
  const ana = await signedInMember(t, `Ana Sent${seq}`, { images: ['ana-1.webp', 'ana-2.webp'] });
  const ben = await signedInMember(t, `Ben Sent${seq}`);
  return { ana, ben };
}

describe('the frames of a message just sent', () => {
  it('are the message as the conversation reads it: a text with the sender and their photos', async () => {
    const { ana, ben } = await pair();
    const sent = await send(ana, ben, { message: '  안녕하세요 \u{1F44B}  ', clientId: 'c-1' });
    expect(sent).toMatchObject({ message: '안녕하세요 \u{1F44B}', clientId: 'c-1' });
    expect(sent.sender.imageUrls).toHaveLength(2);
    expect(sent).toEqual(await readBack(ana, ben, sent._id));
  });

  it('a reply carries the quoted text', async () => {
    const { ana, ben } = await pair();
    const first = await send(ben, ana, { message: 'first' });
    const reply = await send(ana, ben, { message: 'a reply', replyToId: first._id });
    expect(reply.replyTo).toEqual({ _id: first._id, message: 'first' });
    expect(reply).toEqual(await readBack(ana, ben, reply._id));
  });

  it('a session proposal and a flagged text are as stored', async () => {
    const { ana, ben } = await pair();
    const proposal = await send(ana, ben, {
      kind: 'session',
      session: {
        startsAt: new Date(Date.now() + 2 * 3_600_000).toISOString(),
        durationMinutes: 30,
        languages: ['en', 'ko'],
      },
    });
    expect(proposal.session).toMatchObject({ status: 'proposed', durationMinutes: 30 });
    expect(proposal).toEqual(await readBack(ana, ben, proposal._id));

    const flagged = await send(ana, ben, { message: 'call me at 010-1234-5678' });
    expect(flagged.flags).toEqual(['contact']);
    expect(flagged).toEqual(await readBack(ana, ben, flagged._id));
  });

  it('a retried send answers the message stored the first time', async () => {
    const { ana, ben } = await pair();
    const first = await send(ana, ben, { message: 'once', clientId: 'retry-1' });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/messages',
      headers: bearer(ana),
      payload: { receiver: ben.id, message: 'once', clientId: 'retry-1' },
    });
    expect(again.json<{ data: TMessage }>().data).toEqual(first);
  });
});
