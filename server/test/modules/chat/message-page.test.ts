import fs from 'node:fs';
import type {
  TAttachment,
  TAttachmentUploadResponse,
  TMessagesPageResponse,
} from '@chingu/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../helpers/app.ts';
import { multipart, pngImage } from '../../helpers/fixtures.ts';
import {
  bearer,
  connectedPair,
  sentOverSocket as sent,
  socketClients,
  type Member,
} from './chat-helpers.ts';

/**
 * The conversation page reads attachments, reactions and its count in the page's own query
 * (issue 18): what each member sees must be what the separate look-ups gave.
 */
const VOICE_WEBM = fs.readFileSync(new URL('../../fixtures/voice/hello.webm', import.meta.url));

let t: TestApp;
let url: string;
const sockets = socketClients();
beforeAll(async () => void ({ t, url } = await sockets.listeningApp()));

async function uploaded(member: Member, data: Buffer, fields: Record<string, string> = {}) {
  const body = multipart(fields, [
    { filename: 'f.bin', contentType: 'application/octet-stream', data },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/messages/attachments',
    headers: { ...bearer(member), ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TAttachmentUploadResponse>().data;
}

async function page(viewer: Member, other: Member, before?: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/messages/conversation/${viewer.id}/${other.id}${before ? `?before=${before}` : ''}`,
    headers: bearer(viewer),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TMessagesPageResponse>();
}

const react = (member: Member, messageId: string, emoji: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/messages/message/${messageId}/reactions`,
    headers: bearer(member),
    payload: { emoji },
  });

/** What a page shows of an attachment, without its signed link (which changes with time). */
const shown = ({ url: _url, ...rest }: TAttachment) => rest;

describe('conversation page', () => {
  it('carries attachments in order, voice waveforms, per-viewer reactions and counts', async () => {
    const { ana, ben, anaSocket, benSocket } = await connectedPair(t, url, sockets, ['Ada', 'Bo']);
    const wide = await uploaded(ana, await pngImage(640, 480));
    const tall = await uploaded(ana, await pngImage(300, 600));
    const photos = await sent(anaSocket, {
      receiver: ben.id,
      clientId: 'p',
      message: 'Two photos',
      attachmentIds: [wide.attachmentId, tall.attachmentId],
    });
    const waveform = [0, 0.125, 0.5, 1];
    const clip = await uploaded(ben, VOICE_WEBM, { waveform: JSON.stringify(waveform) });
    const voice = await sent(benSocket, {
      receiver: ana.id,
      clientId: 'v',
      attachmentIds: [clip.attachmentId],
    });
    const plain = await sent(benSocket, { receiver: ana.id, clientId: 't', message: 'Plain' });

    // 👍 twice (Ada first), ❤️ once by Bo: most used first, each viewer's own marked.
    expect((await react(ana, photos._id, '👍')).statusCode).toBe(200);
    expect((await react(ben, photos._id, '❤️')).statusCode).toBe(200);
    expect((await react(ben, photos._id, '👍')).statusCode).toBe(200);

    const forAna = await page(ana, ben);
    const forBen = await page(ben, ana);
    expect(forAna.count).toBe(3);
    expect(forBen.count).toBe(3);
    expect(forAna.data.map((m) => m._id)).toEqual([photos._id, voice._id, plain._id]);
    const [photosA, voiceA, plainA] = forAna.data;
    expect(photosA!.attachments.map(shown)).toEqual([
      { _id: wide.attachmentId, mime: 'image/webp', width: 640, height: 480 },
      { _id: tall.attachmentId, mime: 'image/webp', width: 300, height: 600 },
    ]);
    expect(photosA!.attachments.map(shown)).toEqual(photos.attachments.map(shown));
    expect(voiceA!.attachments).toHaveLength(1);
    expect(voiceA!.attachments[0]).toMatchObject({ mime: 'audio/webm', waveform });
    expect(voiceA!.attachments[0]!.durationMs).toBeGreaterThanOrEqual(1400);
    expect(plainA!.attachments).toEqual([]);
    expect(photosA!.reactions).toEqual([
      { emoji: '👍', count: 2, mine: true },
      { emoji: '❤️', count: 1, mine: false },
    ]);
    expect(forBen.data[0]!.reactions).toEqual([
      { emoji: '👍', count: 2, mine: true },
      { emoji: '❤️', count: 1, mine: true },
    ]);
    expect(plainA!.reactions).toEqual([]);
    // Signed links on the page still serve the file.
    const file = await t.app.inject({ method: 'GET', url: photosA!.attachments[1]!.url });
    expect(file.statusCode).toBe(200);

    // Bo deletes the plain message for himself: his page and count drop it, Ada's keep it.
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/messages/message/${plain._id}`,
      headers: bearer(ben),
    });
    expect(removed.statusCode).toBe(200);
    expect((await page(ben, ana)).count).toBe(2);
    expect((await page(ben, ana)).data.map((m) => m._id)).toEqual([photos._id, voice._id]);
    expect((await page(ana, ben)).count).toBe(3);

    // A page before the oldest message is empty but still tells the total.
    const older = await page(ana, ben, photos._id);
    expect(older.data).toEqual([]);
    expect(older.count).toBe(3);
    expect(older.nextCursor).toBeNull();
  });

  it('counts exactly what each side sees after deletes on both sides and a cleared history', async () => {
    const { ana, ben, anaSocket, benSocket } = await connectedPair(t, url, sockets, [
      'Eun',
      'Finn',
    ]);
    const send = (socket: typeof anaSocket, to: Member, clientId: string) =>
      sent(socket, { receiver: to.id, clientId, message: clientId });
    const before: Awaited<ReturnType<typeof send>>[] = [];
    for (let i = 0; i < 3; i++) {
      before.push(await send(anaSocket, ben, `a${i}`), await send(benSocket, ana, `b${i}`));
    }
    const remove = async (who: Member, id: string) => {
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/messages/message/${id}`,
        headers: bearer(who),
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    const seen = async (viewer: Member, other: Member) => {
      const shown = await page(viewer, other);
      expect(shown.count).toBe(shown.data.length);
      return shown.data.map((m) => m.message);
    };
    // Eun deletes one of Finn's (as receiver) and one of her own (as sender); Finn deletes a0,
    // which Eun deleted too, and b2.
    await remove(ana, before[1]!._id);
    await remove(ana, before[0]!._id);
    await remove(ben, before[0]!._id);
    await remove(ben, before[5]!._id);
    expect(await seen(ana, ben)).toEqual(['a1', 'b1', 'a2', 'b2']);
    expect(await seen(ben, ana)).toEqual(['b0', 'a1', 'b1', 'a2']);

    // Eun clears the conversation: her count starts again, Finn's does not; a deleted message
    // after the clear is still uncounted for her alone.
    const cleared = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/messages/conversations/${ben.id}`,
      headers: bearer(ana),
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    const after = [await send(benSocket, ana, 'c0'), await send(anaSocket, ben, 'c1')] as const;
    await remove(ana, after[0]._id);
    expect(await seen(ana, ben)).toEqual(['c1']);
    expect(await seen(ben, ana)).toEqual(['b0', 'a1', 'b1', 'a2', 'c0', 'c1']);

    // A page before the oldest tells the same totals.
    expect((await page(ana, ben, after[1]._id)).count).toBe(1);
    expect((await page(ben, ana, before[1]!._id)).count).toBe(6);
  });
});
