import fs from 'node:fs';
import type { TAttachmentUploadResponse, TMessage, TMoment } from '@chingu/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageAttachments } from '../../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { multipart, pngImage } from '../../helpers/fixtures.ts';
import { startS3Server, type TestS3Server } from '../../helpers/s3-server.ts';
import { signedInMember, type Member } from '../../modules/chat/chat-helpers.ts';

/**
 * Scale-out without a shared disk (issue 18 target 5, decision 026): two app nodes with their own
 * DATA_DIR, one database and one S3 bucket. What one node stores, the other serves.
 */
const VOICE_WEBM = fs.readFileSync(new URL('../../fixtures/voice/hello.webm', import.meta.url));

let s3: TestS3Server;
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  s3 = await startS3Server();
  a = await createTestApp({ S3_URL: s3.url });
  b = await createTestApp({ S3_URL: s3.url }, { sharedSchema: a.schemaName });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  await s3?.close();
});

const bearer = (m: Member) => ({ authorization: `Bearer ${m.token}` });

describe('two app nodes on one S3 bucket', () => {
  it('node B serves the photo node A stored, byte for byte, and 404s once A deleted it', async () => {
    expect(a.config.dataDir).not.toBe(b.config.dataDir);
    const ana = await signedInMember(a, 'Ana');
    const created = await a.app.inject({
      method: 'POST',
      url: '/api/v1/moments',
      headers: bearer(ana),
      payload: { description: 'Hangang at night' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const momentId = created.json<{ data: TMoment }>().data._id;
    const body = multipart({}, [
      { filename: 'night.png', contentType: 'image/png', data: await pngImage(320, 200) },
    ]);
    const added = await a.app.inject({
      method: 'PUT',
      url: `/api/v1/moments/${momentId}/photo`,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(ana) },
    });
    expect(added.statusCode, added.body).toBe(200);
    const [imageUrl] = added.json<{ data: TMoment }>().data.imageUrls;
    expect(imageUrl).toMatch(/^\/uploads\/[\w-]+\.webp$/);

    // Nothing on either node's disk: the bytes are in the bucket only.
    expect(fs.existsSync(a.uploadsDir)).toBe(false);
    const fromA = await a.app.inject({ url: imageUrl! });
    const fromB = await b.app.inject({ url: imageUrl! });
    expect(fromA.statusCode).toBe(200);
    expect(fromB.statusCode).toBe(200);
    expect(fromB.headers['content-type']).toBe('image/webp');
    expect(fromB.headers['cache-control']).toContain('immutable');
    expect(fromB.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(fromB.rawPayload.equals(fromA.rawPayload)).toBe(true);
    // The browser's cached copy stays valid on the other node too (same validator).
    expect(fromB.headers.etag).toBe(fromA.headers.etag);
    const revalidated = await a.app.inject({
      url: imageUrl!,
      headers: { 'if-none-match': String(fromB.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);

    const removed = await a.app.inject({
      method: 'DELETE',
      url: `/api/v1/moments/${momentId}`,
      headers: bearer(ana),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    for (const node of [a, b]) {
      const gone = await node.app.inject({ url: imageUrl! });
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toMatchObject({ success: false, code: 'routeNotFound' });
    }
  });

  it('a voice clip sent on node A plays from node B through its signed link, seekable', async () => {
    const ana = await signedInMember(a, 'Ana');
    const ben = await signedInMember(a, 'Ben');
    const body = multipart({ durationMs: '1200' }, [
      { filename: 'clip.webm', contentType: 'audio/webm', data: VOICE_WEBM },
    ]);
    const uploaded = await a.app.inject({
      method: 'POST',
      url: '/api/v1/messages/attachments',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(ana) },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { attachmentId } = uploaded.json<TAttachmentUploadResponse>().data;
    const sent = await a.app.inject({
      method: 'POST',
      url: '/api/v1/messages',
      headers: bearer(ana),
      payload: { receiver: ben.id, clientId: 'voice-1', attachmentIds: [attachmentId] },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const link = sent.json<{ data: TMessage }>().data.attachments[0]!.url;

    const whole = await b.app.inject({ url: link });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('audio/webm');
    expect(whole.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(whole.rawPayload.equals(VOICE_WEBM)).toBe(true);

    const part = await b.app.inject({ url: link, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${VOICE_WEBM.length}`);
    expect(part.rawPayload.equals(VOICE_WEBM.subarray(100, 200))).toBe(true);

    // The link is the permission on every node: altered, it serves nothing.
    const forged = link.replace(/signature=[\w-]+/, `signature=${'A'.repeat(43)}`);
    expect((await b.app.inject({ url: forged })).statusCode).toBe(403);
    // Attachments are not public uploads, on any node.
    const [row] = await b.db
      .select({ fileName: messageAttachments.fileName })
      .from(messageAttachments)
      .where(eq(messageAttachments.id, attachmentId));
    expect(await b.app.storage.head(`attachments/${row!.fileName}`)).toMatchObject({
      size: VOICE_WEBM.length,
    });
    expect((await b.app.inject({ url: `/uploads/${row!.fileName}` })).statusCode).toBe(404);
  });
});
