import fs from 'node:fs';
import path from 'node:path';
import type {
  TAttachmentUploadResponse,
  TConversationMediaResponse,
  TMessagesPageResponse,
} from '@chingu/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messageAttachments } from '../../../src/db/schema/index.ts';
import { sweepUnusedAttachments } from '../../../src/modules/chat/attachments.ts';
import type { TestApp } from '../../helpers/app.ts';
import { multipart, oversizedFile, pngImage } from '../../helpers/fixtures.ts';
import {
  bearer,
  next,
  connectedPair,
  sendOverSocket,
  sentOverSocket,
  socketClients,
  type Member,
} from './chat-helpers.ts';

/** PRODUCT §8.3 attachments: checked by content, private to the two members, swept when unused. */
const VOICE_WEBM = fs.readFileSync(new URL('../../fixtures/voice/hello.webm', import.meta.url));
const VOICE_M4A = fs.readFileSync(new URL('../../fixtures/voice/hello.m4a', import.meta.url));
/** 121.5 s of Chromium's fake microphone at 6 kbit/s: small, but too long. */
const VOICE_TOO_LONG = fs.readFileSync(
  new URL('../../fixtures/voice/two-minutes.webm', import.meta.url),
);

let t: TestApp;
let url: string;
const sockets = socketClients();
const send = sendOverSocket;
const sent = sentOverSocket;
const pair = (a: string, b: string) => connectedPair(t, url, sockets, [a, b]);

beforeAll(async () => void ({ t, url } = await sockets.listeningApp()));

function upload(
  member: Member,
  data: Buffer,
  fields: Record<string, string> = {},
  contentType = 'application/octet-stream',
) {
  const body = multipart(fields, [{ filename: 'clip.bin', contentType, data }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/messages/attachments',
    headers: { ...bearer(member), ...body.headers },
    payload: body.payload,
  });
}

async function uploaded(member: Member, data: Buffer, fields: Record<string, string> = {}) {
  const res = await upload(member, data, fields);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TAttachmentUploadResponse>().data;
}

const fetchUrl = (link: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: link, headers });

describe('photos', () => {
  it('sends two photos with a caption; the receiver gets them live and can fetch them by signed link only', async () => {
    const { ana, ben, anaSocket, benSocket } = await pair('Ana', 'Ben');
    const first = await uploaded(ana, await pngImage(640, 480));
    const second = await uploaded(ana, await pngImage(300, 200, '#228be6'));
    expect(first).toMatchObject({ mime: 'image/webp', width: 640, height: 480 });
    expect(first.url).toMatch(
      /^\/api\/v1\/messages\/attachments\/[\w-]+\?expires=\d+&signature=[\w-]+$/,
    );
    // Not yet sent: the link does not serve it.
    expect((await fetchUrl(first.url)).statusCode).toBe(404);

    const arriving = next(benSocket, 'newMessage');
    const message = await sent(anaSocket, {
      receiver: ben.id,
      clientId: 'p1',
      message: 'Our trip',
      attachmentIds: [first.attachmentId, second.attachmentId],
    });
    expect(message.kind).toBe('image');
    expect(message.message).toBe('Our trip');
    expect(message.attachments.map((a) => a._id)).toEqual([
      first.attachmentId,
      second.attachmentId,
    ]);
    const received = (await arriving).message;
    expect(received.attachments).toHaveLength(2);

    const file = await fetchUrl(received.attachments[0]!.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(file.headers['cache-control']).toMatch(/^private/);

    // A forged or altered signature, or a link whose time is up, serves nothing.
    const link = new URL(received.attachments[0]!.url, 'http://x');
    const forged = `${link.pathname}?expires=${link.searchParams.get('expires')}&signature=${'A'.repeat(43)}`;
    expect((await fetchUrl(forged)).statusCode).toBe(403);
    const later = `${link.pathname}?expires=${Number(link.searchParams.get('expires')) + 3600}&signature=${link.searchParams.get('signature')}`;
    expect((await fetchUrl(later)).statusCode).toBe(403);
    // The files are not under the public uploads.
    expect(t.uploadedFiles()).toEqual([]);

    // Refetching the conversation gives working links too.
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/v1/messages/conversation/${ben.id}/${ana.id}`,
      headers: bearer(ben),
    });
    const stored = page.json<TMessagesPageResponse>().data.at(-1)!;
    expect((await fetchUrl(stored.attachments[1]!.url)).statusCode).toBe(200);

    const media = await t.app.inject({
      method: 'GET',
      url: `/api/v1/messages/conversations/${ana.id}/media?kind=image`,
      headers: bearer(ben),
    });
    expect(media.json<TConversationMediaResponse>()).toMatchObject({ count: 2 });
    expect(media.json<TConversationMediaResponse>().data[0]).toMatchObject({
      senderId: ana.id,
      messageId: message._id,
    });
  });

  it('refuses a text file, an oversized image, a fifth photo, someone else’s or a used attachment', async () => {
    const { ana, ben, anaSocket } = await pair('Cleo', 'Dan');
    const text = await upload(ana, Buffer.from('just some words, not a picture'), {}, 'image/png');
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ code: 'notAnImage' });
    const big = await upload(ana, oversizedFile(), {}, 'image/jpeg');
    expect(big.statusCode).toBe(413);

    const photos = await Promise.all(
      [1, 2, 3, 4, 5].map(async () => (await uploaded(ana, await pngImage())).attachmentId),
    );
    const five = await send(anaSocket, { receiver: ben.id, attachmentIds: photos });
    expect(five).toMatchObject({ status: 'error', code: 'tooManyAttachments' });

    const bens = await uploaded(ben, await pngImage());
    const foreign = await send(anaSocket, { receiver: ben.id, attachmentIds: [bens.attachmentId] });
    expect(foreign).toMatchObject({ status: 'error', code: 'attachmentUnavailable' });

    await sent(anaSocket, { receiver: ben.id, clientId: 'once', attachmentIds: [photos[0]] });
    const reused = await send(anaSocket, {
      receiver: ben.id,
      clientId: 'twice',
      attachmentIds: [photos[0], photos[1]],
    });
    expect(reused).toMatchObject({ status: 'error', code: 'attachmentUnavailable' });
    // The refused send claimed nothing: photo 2 can still be sent.
    const rows = await t.db
      .select()
      .from(messageAttachments)
      .where(eq(messageAttachments.id, photos[1]!));
    expect(rows[0]?.messageId).toBeNull();
    // A retry of the first send (same clientId) answers the stored message, attachments and all.
    const retry = await sent(anaSocket, {
      receiver: ben.id,
      clientId: 'once',
      attachmentIds: [photos[0]],
    });
    expect(retry.attachments.map((a) => a._id)).toEqual([photos[0]]);
  });
});

describe('voice messages', () => {
  it('accepts WebM/Opus and MP4 clips by content, with duration and waveform, and serves ranges', async () => {
    const { ana, ben, anaSocket } = await pair('Eve', 'Fay');
    const waveform = Array.from({ length: 64 }, (_, i) => (i % 8) / 8);
    const webm = await uploaded(ana, VOICE_WEBM, {
      durationMs: '900',
      waveform: JSON.stringify(waveform),
    });
    // The file says 1.44 s: a client cannot claim less than its content.
    expect(webm).toMatchObject({ mime: 'audio/webm', waveform });
    expect(webm.durationMs).toBeGreaterThanOrEqual(1400);
    const m4a = await uploaded(ana, VOICE_M4A, { durationMs: '1500' });
    expect(m4a).toMatchObject({ mime: 'audio/mp4', durationMs: 1500 });

    const message = await sent(anaSocket, {
      receiver: ben.id,
      clientId: 'v',
      attachmentIds: [webm.attachmentId],
    });
    expect(message.kind).toBe('voice');
    const range = await fetchUrl(message.attachments[0]!.url, { range: 'bytes=0-99' });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-type']).toBe('audio/webm');
    expect(range.rawPayload.length).toBe(100);

    const mixed = await uploaded(ana, await pngImage());
    const refused = await send(anaSocket, {
      receiver: ben.id,
      attachmentIds: [m4a.attachmentId, mixed.attachmentId],
    });
    expect(refused).toMatchObject({ status: 'error', code: 'mixedAttachments' });
  });

  it('refuses a text file posing as audio, a clip over 2 MB or over 120 s, and a bad waveform', async () => {
    const { ana } = await pair('Gus', 'Hal');
    const fake = Buffer.concat([
      Buffer.from([0x1a, 0x45, 0xdf, 0xa3]),
      Buffer.from('not really a webm file at all'),
    ]);
    const notVoice = await upload(ana, fake, {}, 'audio/webm');
    expect(notVoice.statusCode).toBe(415);
    expect(notVoice.json()).toMatchObject({ code: 'notAVoiceClip' });
    const huge = await upload(
      ana,
      Buffer.concat([VOICE_WEBM, Buffer.alloc(2 * 1024 * 1024)]),
      {},
      'audio/webm',
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: 'voiceTooLarge' });
    const long = await upload(ana, VOICE_M4A, { durationMs: String(121_000) }, 'audio/mp4');
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ code: 'voiceTooLong' });
    // The file's own length counts, whatever the client claims.
    const claimedShort = await upload(ana, VOICE_TOO_LONG, { durationMs: '3000' }, 'audio/webm');
    expect(claimedShort.statusCode).toBe(400);
    expect(claimedShort.json()).toMatchObject({ code: 'voiceTooLong' });
    const wave = await upload(ana, VOICE_WEBM, { waveform: '[1,2,"x"]' });
    expect(wave.statusCode).toBe(400);
    expect(
      await t.db.select().from(messageAttachments).where(eq(messageAttachments.ownerId, ana.id)),
    ).toEqual([]);
  });
});

describe('sweep', () => {
  it('deletes attachments unsent after 24 hours with their files, and keeps sent and recent ones', async () => {
    const { ana, ben, anaSocket } = await pair('Ivy', 'Jon');
    const old = await uploaded(ana, await pngImage());
    const recent = await uploaded(ana, await pngImage());
    const used = await uploaded(ana, await pngImage());
    await sent(anaSocket, { receiver: ben.id, clientId: 's', attachmentIds: [used.attachmentId] });
    const files = () => fs.readdirSync(t.config.attachmentsDir).length;
    const before = files();

    const [oldRow] = await t.db
      .select()
      .from(messageAttachments)
      .where(eq(messageAttachments.id, old.attachmentId));
    // The clock moves 24 h and a minute past the old upload only.
    const now = new Date(oldRow!.createdAt.getTime() + 24 * 3_600_000 + 60_000);
    await t.db
      .update(messageAttachments)
      .set({ createdAt: new Date(now.getTime() - 60_000) })
      .where(eq(messageAttachments.id, recent.attachmentId));
    await t.db
      .update(messageAttachments)
      .set({ createdAt: new Date(now.getTime() - 25 * 3_600_000) })
      .where(eq(messageAttachments.id, used.attachmentId));
    // Other tests' unsent uploads are as old as this one: all of them are due.
    const due = (await t.db.select().from(messageAttachments)).filter(
      (r) => r.messageId === null && r.createdAt.getTime() < now.getTime() - 24 * 3_600_000,
    );
    expect(due.map((r) => r.id)).toContain(old.attachmentId);
    // Two nodes sweeping at once delete each row once.
    const swept = await Promise.all([
      sweepUnusedAttachments(t.db, t.app.attachmentFiles, now),
      sweepUnusedAttachments(t.db, t.app.attachmentFiles, now),
    ]);
    expect(swept[0] + swept[1]).toBe(due.length);
    expect(files()).toBe(before - due.length);
    expect(fs.existsSync(path.join(t.config.attachmentsDir, oldRow!.fileName))).toBe(false);
    const left = (await t.db.select({ id: messageAttachments.id }).from(messageAttachments)).map(
      (r) => r.id,
    );
    expect(left).not.toContain(old.attachmentId);
    expect(left).toEqual(expect.arrayContaining([recent.attachmentId, used.attachmentId]));
  });
});
