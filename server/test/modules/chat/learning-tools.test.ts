import type {
  TConversationResponse,
  TConversationsResponse,
  TMessage,
  TMessagesPageResponse,
  TReactionsResponse,
} from '@chingu/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../helpers/app.ts';
import {
  bearer,
  next,
  signedInMember,
  connectedPair,
  sendOverSocket,
  sentOverSocket,
  socketClients,
  type Member,
} from './chat-helpers.ts';

/** PRODUCT §8.3: corrections, replies, reactions, delete for me and archive, through the real server. */
let t: TestApp;
let url: string;
const sockets = socketClients();
const send = sendOverSocket;
const sent = sentOverSocket;
const pair = (a: string, b: string) => connectedPair(t, url, sockets, [a, b]);

beforeAll(async () => void ({ t, url } = await sockets.listeningApp()));

async function history(viewer: Member, other: Member): Promise<TMessage[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/messages/conversation/${viewer.id}/${other.id}`,
    headers: bearer(viewer),
  });
  expect(res.statusCode).toBe(200);
  return res.json<TMessagesPageResponse>().data;
}

describe('corrections', () => {
  it("stores a correction of the partner's message; both see it and the original is marked", async () => {
    const { ana, ben, anaSocket, benSocket } = await pair('Ana', 'Ben');
    const original = await sent(benSocket, {
      receiver: ana.id,
      clientId: 'c1',
      message: 'I goed to school yesterday',
    });
    expect(original).toMatchObject({
      kind: 'text',
      corrected: false,
      reactions: [],
      attachments: [],
    });

    const arriving = next(benSocket, 'newMessage');
    const correction = await sent(anaSocket, {
      receiver: ben.id,
      clientId: 'c2',
      kind: 'correction',
      correction: {
        messageId: original._id,
        corrected: 'I went to school yesterday',
        note: ' Past tense of "go" ',
      },
    });
    expect(correction).toMatchObject({
      kind: 'correction',
      message: 'I went to school yesterday',
      correction: {
        messageId: original._id,
        original: 'I goed to school yesterday',
        corrected: 'I went to school yesterday',
        note: 'Past tense of "go"',
      },
    });
    expect((await arriving).message.correction?.original).toBe('I goed to school yesterday');

    for (const [viewer, other] of [
      [ben, ana],
      [ana, ben],
    ] as const) {
      const messages = await history(viewer, other);
      expect(messages.find((m) => m._id === original._id)?.corrected).toBe(true);
      expect(messages.find((m) => m._id === correction._id)?.correction?.note).toBe(
        'Past tense of "go"',
      );
    }
  });

  it('refuses to correct one’s own message, another conversation’s, a deleted one, or with no change', async () => {
    const { ana, ben, anaSocket, benSocket } = await pair('Cleo', 'Dan');
    const other = await signedInMember(t, 'Eve');
    const otherSocket = await sockets.connected(url, other.token);
    const mine = await sent(anaSocket, {
      receiver: ben.id,
      clientId: 'm1',
      message: 'Hello there',
    });
    const theirs = await sent(benSocket, { receiver: ana.id, clientId: 'm2', message: 'Hi yo' });
    const elsewhere = await sent(otherSocket, { receiver: ana.id, clientId: 'm3', message: 'Hey' });

    const attempts: [unknown, string][] = [
      [{ messageId: mine._id, corrected: 'Hello!' }, 'cannotCorrectOwn'],
      [{ messageId: elsewhere._id, corrected: 'Hey!' }, 'correctionTargetMissing'],
      [{ messageId: theirs._id, corrected: '  Hi yo ' }, 'correctionUnchanged'],
      [{ messageId: theirs._id, corrected: '' }, 'correctionRequired'],
      [{ messageId: theirs._id, corrected: 'Hi', note: 'n'.repeat(501) }, 'correctionNoteTooLong'],
    ];
    for (const [correction, code] of attempts) {
      const ack = await send(anaSocket, { receiver: ben.id, kind: 'correction', correction });
      expect(ack).toMatchObject({ status: 'error', code });
    }
    // Deleted for the corrector: no longer theirs to correct.
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/messages/message/${theirs._id}`,
      headers: bearer(ana),
    });
    expect(del.statusCode).toBe(200);
    const ack = await send(anaSocket, {
      receiver: ben.id,
      kind: 'correction',
      correction: { messageId: theirs._id, corrected: 'Hi you' },
    });
    expect(ack).toMatchObject({ status: 'error', code: 'correctionTargetMissing' });
    // Nothing was stored by the refused attempts.
    expect((await history(ben, ana)).map((m) => m.kind)).toEqual(['text', 'text']);
  });
});

describe('replies', () => {
  it('quotes a message of the same conversation, and refuses one from elsewhere', async () => {
    const { ana, ben, anaSocket, benSocket } = await pair('Fay', 'Gus');
    const question = await sent(benSocket, { receiver: ana.id, clientId: 'q', message: 'Coffee?' });
    const reply = await sent(anaSocket, {
      receiver: ben.id,
      clientId: 'r',
      message: 'Yes please',
      replyToId: question._id,
    });
    expect(reply.replyTo).toEqual({ _id: question._id, message: 'Coffee?' });
    expect((await history(ben, ana)).at(-1)?.replyTo?._id).toBe(question._id);

    const stranger = await signedInMember(t, 'Hal');
    const strangerSocket = await sockets.connected(url, stranger.token);
    const foreign = await sent(strangerSocket, {
      receiver: ana.id,
      clientId: 'f',
      message: 'Psst',
    });
    const refused = await send(anaSocket, {
      receiver: ben.id,
      message: 'hm',
      replyToId: foreign._id,
    });
    expect(refused).toMatchObject({ status: 'error', code: 'replyTargetMissing' });
  });
});

describe('reactions', () => {
  it('toggles a reaction; both members hear it live with their own "mine"', async () => {
    const { ana, ben, anaSocket, benSocket } = await pair('Ivy', 'Jon');
    const message = await sent(benSocket, {
      receiver: ana.id,
      clientId: 'x',
      message: 'Good morning',
    });
    const toBen = next(benSocket, 'messageReaction');
    const toAna = next(anaSocket, 'messageReaction');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/messages/message/${message._id}/reactions`,
      headers: bearer(ana),
      payload: { emoji: '👍🏽' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<TReactionsResponse>().data.reactions).toEqual([
      { emoji: '👍🏽', count: 1, mine: true },
    ]);
    expect(await toAna).toEqual({
      messageId: message._id,
      reactions: [{ emoji: '👍🏽', count: 1, mine: true }],
    });
    expect(await toBen).toEqual({
      messageId: message._id,
      reactions: [{ emoji: '👍🏽', count: 1, mine: false }],
    });

    const again = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/messages/message/${message._id}/reactions`,
      headers: bearer(ana),
      payload: { emoji: '👍🏽' },
    });
    expect(again.json<TReactionsResponse>().data.reactions).toEqual([]);
    expect((await history(ben, ana))[0]?.reactions).toEqual([]);
  });

  it('refuses two emojis, text and strangers; two tabs toggling at once end consistent', async () => {
    const { ana, ben, benSocket } = await pair('Kim', 'Lee');
    const message = await sent(benSocket, { receiver: ana.id, clientId: 'y', message: 'Yo' });
    const react = (member: Member, emoji: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/messages/message/${message._id}/reactions`,
        headers: bearer(member),
        payload: { emoji },
      });
    for (const bad of ['😀😀', 'ok', '', 'a😀', 42]) {
      const res = await react(ana, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'invalidEmoji' });
    }
    // A family (ZWJ sequence) and a flag are one emoji each.
    expect((await react(ana, '👨‍👩‍👧')).statusCode).toBe(200);
    expect((await react(ana, '🇰🇷')).statusCode).toBe(200);
    const stranger = await signedInMember(t, 'Max');
    expect((await react(stranger, '😀')).statusCode).toBe(404);

    // The same member in two tabs toggles the same emoji at once: exactly one state results and
    // what both answers report agrees with the stored one.
    const results = await Promise.all([react(ben, '🔥'), react(ben, '🔥'), react(ben, '🔥')]);
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const stored = (await history(ben, ana))[0]!.reactions.find((r) => r.emoji === '🔥');
    expect(stored).toEqual({ emoji: '🔥', count: 1, mine: true }); // three toggles: on, off, on
  });

  it('allows at most 12 different emojis on a message', async () => {
    const { ana, ben, benSocket } = await pair('Ned', 'Oli');
    const message = await sent(benSocket, { receiver: ana.id, clientId: 'z', message: 'Party' });
    const emojis = ['😀', '😂', '😍', '😎', '🤔', '😢', '😡', '👍', '👎', '🎉', '🔥', '❤️'];
    for (const emoji of emojis) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/messages/message/${message._id}/reactions`,
        headers: bearer(ana),
        payload: { emoji },
      });
      expect(res.statusCode).toBe(200);
    }
    const thirteenth = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/messages/message/${message._id}/reactions`,
      headers: bearer(ben),
      payload: { emoji: '🙏' },
    });
    expect(thirteenth.statusCode).toBe(400);
    expect(thirteenth.json()).toMatchObject({ code: 'tooManyReactions' });
    // An emoji already there can still be added by the other member.
    const existing = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/messages/message/${message._id}/reactions`,
      headers: bearer(ben),
      payload: { emoji: '🎉' },
    });
    expect(
      existing.json<TReactionsResponse>().data.reactions.find((r) => r.emoji === '🎉'),
    ).toEqual({
      emoji: '🎉',
      count: 2,
      mine: true,
    });
  });
});

describe('delete for me', () => {
  it('hides a message from the caller only and moves their preview to the message before', async () => {
    const { ana, ben, anaSocket, benSocket } = await pair('Pia', 'Quinn');
    await sent(anaSocket, { receiver: ben.id, clientId: 'd1', message: 'first' });
    const last = await sent(benSocket, { receiver: ana.id, clientId: 'd2', message: 'second' });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/messages/message/${last._id}`,
      headers: bearer(ana),
    });
    expect(res.statusCode).toBe(200);
    expect((await history(ana, ben)).map((m) => m.message)).toEqual(['first']);
    expect((await history(ben, ana)).map((m) => m.message)).toEqual(['first', 'second']);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/messages/conversations',
      headers: bearer(ana),
    });
    expect(
      list.json<TConversationsResponse>().data.find((c) => c._id === ben.id)?.lastMessage,
    ).toBe('first');
    // Someone else's message, or one already gone: 404, nothing changes.
    const stranger = await signedInMember(t, 'Ray');
    for (const [member, id] of [
      [stranger, last._id],
      [ana, last._id],
    ] as const) {
      const again = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/messages/message/${id}`,
        headers: bearer(member),
      });
      expect(again.statusCode).toBe(404);
    }
    expect(await history(ben, ana)).toHaveLength(2);
  });
});

describe('archive', () => {
  it('moves a conversation to the Archived list; a new message brings it back', async () => {
    const { ana, ben, anaSocket, benSocket } = await pair('Sam', 'Tia');
    await sent(anaSocket, { receiver: ben.id, clientId: 'a1', message: 'hello' });
    const lists = async (member: Member) => {
      const [main, archived] = await Promise.all(
        ['', '?archived=true'].map((q) =>
          t.app.inject({
            method: 'GET',
            url: `/api/v1/messages/conversations${q}`,
            headers: bearer(member),
          }),
        ),
      );
      return {
        main: main!.json<TConversationsResponse>().data.map((c) => c.name),
        archived: archived!.json<TConversationsResponse>().data.map((c) => c.name),
      };
    };
    const archive = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/messages/conversations/${ben.id}/archive`,
      headers: bearer(ana),
    });
    expect(archive.statusCode).toBe(200);
    expect(archive.json<TConversationResponse>().data.archived).toBe(true);
    expect(await lists(ana)).toEqual({ main: [], archived: ['Tia'] });
    expect((await lists(ben)).main).toEqual(['Sam']); // the partner's list is theirs

    await sent(benSocket, { receiver: ana.id, clientId: 'a2', message: 'are you there?' });
    expect(await lists(ana)).toEqual({ main: ['Tia'], archived: [] });

    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/messages/conversations/${ben.id}/archive`,
      headers: bearer(ana),
    });
    const unarchive = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/messages/conversations/${ben.id}/unarchive`,
      headers: bearer(ana),
    });
    expect(unarchive.json<TConversationResponse>().data.archived).toBe(false);
    expect(await lists(ana)).toEqual({ main: ['Tia'], archived: [] });
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/messages/conversations/00000000-0000-4000-8000-000000000000/archive`,
      headers: bearer(ana),
    });
    expect(bad.statusCode).toBe(404);
  });
});
