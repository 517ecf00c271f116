import type { TAttachmentUploadResponse, TMessage, TReportGroup } from '@chingu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { multipart, pngImage } from '../../helpers/fixtures.ts';
import { api } from '../moments/helpers.ts';
import { MODERATOR_EMAIL, person, report, type Person } from './helpers.ts';

/**
 * Issue 29, finding 3 and 12: moderators see a reported chat message's photos and voice clips
 * (they saw `imageUrls: []`), and a hidden or deleted message's links stop at once, even links
 * handed out before (they kept working for anyone until they expired, 70 minutes later).
 */
let t: TestApp;
let mod: Person;
let ana: Person;
let ben: Person;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: MODERATOR_EMAIL });
  mod = await person(t, 'Moderator', MODERATOR_EMAIL);
  ana = await person(t, 'Ana');
  ben = await person(t, 'Ben');
});
afterAll(async () => t.close());

async function sendPhoto(from: Person, to: Person, caption: string): Promise<TMessage> {
  const body = multipart({}, [
    { filename: 'p.png', contentType: 'image/png', data: await pngImage(64, 48) },
  ]);
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/v1/messages/attachments',
    headers: { authorization: `Bearer ${from.token}`, ...body.headers },
    payload: body.payload,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const { _id } = uploaded.json<TAttachmentUploadResponse>().data;
  const res = await api(t, 'POST', '/api/v1/messages', from, {
    receiver: to.id,
    message: caption,
    attachmentIds: [_id],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: TMessage }>().data;
}

const status = async (link: string) =>
  (await t.app.inject({ method: 'GET', url: link })).statusCode;

async function groupOf(targetId: string) {
  const res = await api(t, 'GET', '/api/v1/admin/reports', mod);
  expect(res.statusCode, res.body).toBe(200);
  const group = res.json<{ data: TReportGroup[] }>().data.find((g) => g.targetId === targetId);
  expect(group, `no open group for ${targetId}`).toBeDefined();
  return group!;
}

describe("a reported chat photo in the moderators' queue", () => {
  it('is shown to moderators; once hidden, members\u2019 links stop at once and moderators\u2019 still open', async () => {
    const sent = await sendPhoto(ana, ben, 'look at this');
    const membersLink = sent.attachments[0]!.url;
    expect(await status(membersLink)).toBe(200);
    expect((await report(t, ben, { targetType: 'message', targetId: sent._id })).statusCode).toBe(
      201,
    );

    const group = await groupOf(sent._id);
    expect(group.content?.text).toBe('look at this');
    expect(group.content?.attachments).toHaveLength(1);
    const modLink = group.content!.attachments[0]!.url;
    expect(modLink).toMatch(/&scope=moderation$/);
    expect(group.content!.attachments[0]).toMatchObject({ mime: 'image/webp', width: 64 });
    expect(await status(modLink)).toBe(200);
    // A member's link cannot pass as a moderator's by adding the scope, nor the reverse.
    expect(await status(`${membersLink}&scope=moderation`)).toBe(403);
    expect(await status(modLink.replace('&scope=moderation', ''))).toBe(403);

    const hidden = await api(t, 'PUT', `/api/v1/admin/reports/${group._id}`, mod, {
      action: 'hide',
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    // The link handed out before the hide, and a fresh one the sender still gets: gone.
    expect(await status(membersLink)).toBe(404);
    const page = await api(t, 'GET', `/api/v1/messages/conversation/${ana.id}/${ben.id}`, ana);
    const own = page.json<{ data: TMessage[] }>().data.find((m) => m._id === sent._id);
    expect(own?.attachments).toHaveLength(1);
    expect(await status(own!.attachments[0]!.url)).toBe(404);
    expect(await status(modLink)).toBe(200);
  });

  it('a photo both members deleted is gone for their links at once', async () => {
    const sent = await sendPhoto(ben, ana, 'oops');
    const link = sent.attachments[0]!.url;
    expect((await api(t, 'DELETE', `/api/v1/messages/message/${sent._id}`, ben)).statusCode).toBe(
      200,
    );
    // The partner still has it: the link still works for them.
    expect(await status(link)).toBe(200);
    expect((await api(t, 'DELETE', `/api/v1/messages/message/${sent._id}`, ana)).statusCode).toBe(
      200,
    );
    expect(await status(link)).toBe(404);
  });
});
