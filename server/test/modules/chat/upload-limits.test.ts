import { LIMITS, type TAttachmentUploadResponse, type TErrorResponse } from '@chingu/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { imageDecodes } from '../../../src/lib/decode-limiter.ts';
import type { TestApp } from '../../helpers/app.ts';
import { multipart, pngImage } from '../../helpers/fixtures.ts';
import { memberWithToken } from '../moments/helpers.ts';
import {
  bearer,
  connectedPair,
  sentOverSocket,
  socketClients,
  type Member,
} from './chat-helpers.ts';

/** PRODUCT §9.1 / decision 044: unsent attachments are capped; image decodes are bounded. */
let t: TestApp;
let url: string;
const sockets = socketClients();
beforeAll(async () => void ({ t, url } = await sockets.listeningApp()));

function upload(member: Member, data: Buffer) {
  const body = multipart({}, [{ filename: 'photo.png', contentType: 'image/png', data }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/messages/attachments',
    headers: { ...bearer(member), ...body.headers },
    payload: body.payload,
  });
}

describe('unsent attachments', () => {
  it(`refuse a ${LIMITS.unsentAttachmentsMax + 1}st while ${LIMITS.unsentAttachmentsMax} wait (429), and take one once one is sent`, async () => {
    const { ana, ben, anaSocket } = await connectedPair(t, url, sockets, ['Ana', 'Ben']);
    const image = await pngImage(32, 32);
    const ids: string[] = [];
    for (let i = 0; i < LIMITS.unsentAttachmentsMax; i++) {
      const res = await upload(ana, image);
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json<TAttachmentUploadResponse>().data._id);
    }
    const refused = await upload(ana, image);
    expect(refused.statusCode).toBe(429);
    const body = refused.json<TErrorResponse>();
    expect(body.code).toBe('tooManyRequests');
    // When the oldest unsent one is swept.
    expect(body.retryAfter).toBeGreaterThan(LIMITS.attachmentUnusedHours * 3600 - 120);
    expect(body.retryAfter).toBeLessThanOrEqual(LIMITS.attachmentUnusedHours * 3600);
    // Ben's are his own.
    expect((await upload(ben, image)).statusCode).toBe(201);

    await sentOverSocket(anaSocket, { receiver: ben.id, clientId: 'c1', attachmentIds: [ids[0]] });
    expect((await upload(ana, image)).statusCode).toBe(201);
    expect((await upload(ana, image)).statusCode).toBe(429);
  });

  it('hold the cap under parallel uploads', async () => {
    const cara = await memberWithToken(t, 'Cara');
    const image = await pngImage(32, 32);
    const answers = await Promise.all(
      Array.from({ length: LIMITS.unsentAttachmentsMax + 6 }, () => upload(cara, image)),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(LIMITS.unsentAttachmentsMax);
    expect(statuses.filter((s) => s === 429)).toHaveLength(6);
  });
});

describe('image decodes', () => {
  it('run at most a few at once on the node, and at most two of one member', async () => {
    const members = await Promise.all(
      ['Dan', 'Eva', 'Fay'].map((name) => memberWithToken(t, name)),
    );
    const image = await pngImage(1600, 1200);
    imageDecodes.resetPeak();
    const answers = await Promise.all(
      members.flatMap((member) =>
        Array.from({ length: 4 }, () => {
          const body = multipart({}, [
            { filename: 'me.png', contentType: 'image/png', data: image },
          ]);
          return t.app.inject({
            method: 'PUT',
            url: `/api/v1/auth/users/${member.id}/photo`,
            headers: { ...bearer(member), ...body.headers },
            payload: body.payload,
          });
        }),
      ),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    // Twelve uploads at once: the bound was reached and held.
    expect(imageDecodes.peak.total).toBe(imageDecodes.limits.total);
    expect(imageDecodes.peak.perKey).toBeLessThanOrEqual(imageDecodes.limits.perKey);
  });
});
