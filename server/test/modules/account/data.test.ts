import fs from 'node:fs';
import type { TMessagesPageResponse, TStory } from '@chingu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { multipart, pngImage } from '../../helpers/fixtures.ts';
import { PROFILE, postJson, registerMember, seedMember } from '../../helpers/members.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
type Member = Awaited<ReturnType<typeof registerMember>>;

async function put(member: Member, url: string) {
  const res = await t.app.inject({ method: 'PUT', url, headers: auth(member.token) });
  expect(res.statusCode, res.body).toBe(200);
}

async function moment(member: Member, title: string) {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/moments',
    headers: auth(member.token),
    payload: { title, description: `${title}, described` },
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json<{ data: { _id: string } }>().data._id;
  const photo = multipart({}, [
    { filename: 'a.png', contentType: 'image/png', data: await pngImage() },
  ]);
  const upload = await t.app.inject({
    method: 'PUT',
    url: `/api/v1/moments/${id}/photo`,
    headers: { ...photo.headers, ...auth(member.token) },
    payload: photo.payload,
  });
  expect(upload.statusCode, upload.body).toBe(200);
  return id;
}

async function story(member: Member, fields: Record<string, string>, photo = false) {
  const body = multipart(
    fields,
    photo
      ? [{ name: 'image', filename: 's.png', contentType: 'image/png', data: await pngImage() }]
      : [],
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/stories',
    headers: { ...body.headers, ...auth(member.token) },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: TStory }>().data;
}

const member = async (token: string, id: string) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/v1/auth/users/${id}`, headers: auth(token) })
  ).json<{ data: { followersCount: number; followingCount: number } }>().data;

const momentOf = async (token: string, id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/moments/${id}`, headers: auth(token) })).json<{
    data: { likeCount: number; commentCount: number };
  }>().data;

describe('download my data', () => {
  it("holds my profile, moments, comments and messages, and no one else's e-mail", async () => {
    const ana = await seedMember(t, 'export-ana@example.com');
    const ben = await seedMember(t, 'export-ben@example.com');
    const mine = await moment(ana, 'My first moment');
    await postJson(t, `/api/v1/moments/${mine}/comments`, { text: 'my own comment' }, ana.token);
    await postJson(t, '/api/v1/messages', { receiver: ben.user._id, message: 'hi Ben' }, ana.token);
    await postJson(t, '/api/v1/messages', { receiver: ana.user._id, message: 'hi Ana' }, ben.token);
    await put(ana, `/api/v1/auth/users/${ana.user._id}/follow/${ben.user._id}`);
    await story(ana, { text: 'My story', background: 'ocean', caption: 'today' });

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/auth/users/${ana.user._id}/export`,
      headers: auth(ana.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="chingu-my-data-/);
    const archive = res.json();
    expect(archive.profile).toMatchObject({ email: 'export-ana@example.com', birth_day: '1' });
    expect(archive.moments.map((m: { title: string }) => m.title)).toEqual(['My first moment']);
    expect(archive.stories).toEqual([
      expect.objectContaining({ text: 'My story', background: 'ocean', caption: 'today' }),
    ]);
    expect(archive.comments.map((c: { text: string }) => c.text)).toEqual(['my own comment']);
    expect(archive.messages.map((m: { message: string }) => m.message)).toEqual([
      'hi Ben',
      'hi Ana',
    ]);
    expect(archive.following).toEqual([expect.objectContaining({ _id: ben.user._id })]);
    expect(res.body).not.toContain('export-ben@example.com');

    const other = await t.app.inject({
      method: 'GET',
      url: `/api/v1/auth/users/${ben.user._id}/export`,
      headers: auth(ana.token),
    });
    expect(other.statusCode).toBe(403);
  });

  it('leaves out what I deleted for me, and carries my chat photos with working links', async () => {
    // Not about message requests: they take messages from anyone.
    const ana = await seedMember(t, 'export-ana2@example.com', { messagePolicy: 'everyone' });
    const ben = await seedMember(t, 'export-ben2@example.com', { messagePolicy: 'everyone' });
    const send = async (from: typeof ana, to: typeof ana, body: Record<string, unknown>) => {
      const res = await postJson(
        t,
        '/api/v1/messages',
        { receiver: to.user._id, ...body },
        from.token,
      );
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ data: { _id: string } }>().data._id;
    };
    const photo = multipart({}, [
      { filename: 'p.png', contentType: 'image/png', data: await pngImage(40, 30) },
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/v1/messages/attachments',
      headers: { ...photo.headers, ...auth(ana.token) },
      payload: photo.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const attachmentId = uploaded.json<{ data: { _id: string } }>().data._id;
    await send(ana, ben, { message: 'my photo', attachmentIds: [attachmentId] });
    const regret = await send(ana, ben, { message: 'deleted for me' });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/messages/message/${regret}`,
      headers: auth(ana.token),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    await send(ben, ana, { message: 'still here' });

    const archive = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/auth/users/${ana.user._id}/export`,
        headers: auth(ana.token),
      })
    ).json<{ messages: { message: string; attachments: { _id: string; url: string }[] }[] }>();
    expect(archive.messages.map((m) => m.message)).toEqual(['my photo', 'still here']);
    const [withPhoto] = archive.messages;
    expect(withPhoto!.attachments.map((a) => a._id)).toEqual([attachmentId]);
    const file = await t.app.inject({ method: 'GET', url: withPhoto!.attachments[0]!.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    // Ben's export still has the message Ana deleted for herself only.
    const bens = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/auth/users/${ben.user._id}/export`,
        headers: auth(ben.token),
      })
    ).json<{ messages: { message: string }[] }>();
    expect(bens.messages.map((m) => m.message)).toEqual([
      'my photo',
      'deleted for me',
      'still here',
    ]);
  });
});

describe('delete my account', () => {
  it('needs the password, then removes everything of theirs and keeps every counter exact', async () => {
    const gone = await seedMember(t, 'leaving@example.com', {}, { photo: true });
    const stay = await seedMember(t, 'staying@example.com');
    const theirMoment = await moment(gone, 'Leaving soon');
    const stayMoment = await moment(stay, 'Staying here');
    await put(gone, `/api/v1/auth/users/${gone.user._id}/follow/${stay.user._id}`);
    await put(stay, `/api/v1/auth/users/${stay.user._id}/follow/${gone.user._id}`);
    const liked = await t.app.inject({
      method: 'POST',
      url: `/api/v1/moments/${stayMoment}/like`,
      headers: auth(gone.token),
    });
    expect(liked.statusCode, liked.body).toBe(200);
    await postJson(t, `/api/v1/moments/${stayMoment}/comments`, { text: 'bye!' }, gone.token);
    await postJson(
      t,
      '/api/v1/messages',
      { receiver: stay.user._id, message: 'see you' },
      gone.token,
    );
    const theirStory = await story(gone, { caption: 'last one' }, true);
    const stayStory = await story(stay, { text: 'still here', background: 'mint' });
    const viewed = await t.app.inject({
      method: 'POST',
      url: `/api/v1/stories/${stayStory._id}/view`,
      headers: auth(gone.token),
    });
    expect(viewed.json()).toMatchObject({ data: { counted: true } });
    const files = (await t.db.query.users.findFirst({
      where: (u, { eq }) => eq(u.id, gone.user._id),
    }))!.images;
    expect(files.length).toBeGreaterThan(0);
    expect(await member(stay.token, stay.user._id)).toMatchObject({
      followersCount: 1,
      followingCount: 1,
    });
    expect(await momentOf(stay.token, stayMoment)).toMatchObject({ likeCount: 1, commentCount: 1 });

    const remove = (password: string) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/v1/auth/users/${gone.user._id}`,
        headers: auth(gone.token),
        payload: { password },
      });
    const wrong = await remove('not the password');
    expect(wrong.json()).toMatchObject({ code: 'wrongPassword' });
    expect((await member(stay.token, gone.user._id)).followersCount).toBe(1);

    expect((await remove(PROFILE.password)).json()).toEqual({ success: true });
    // Signed out everywhere, and the address can sign in no more.
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: auth(gone.token),
    });
    expect(me.statusCode).toBe(401);
    const login = await postJson(t, '/api/v1/auth/login', {
      email: 'leaving@example.com',
      password: PROFILE.password,
    });
    expect(login.statusCode).toBe(401);
    // Gone for others: profile, moment, and the counters they had touched.
    const profile = await t.app.inject({
      method: 'GET',
      url: `/api/v1/auth/users/${gone.user._id}`,
      headers: auth(stay.token),
    });
    expect(profile.statusCode).toBe(404);
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/v1/moments/${theirMoment}`,
      headers: auth(stay.token),
    });
    expect(theirs.statusCode).toBe(404);
    expect(await member(stay.token, stay.user._id)).toMatchObject({
      followersCount: 0,
      followingCount: 0,
    });
    expect(await momentOf(stay.token, stayMoment)).toMatchObject({ likeCount: 0, commentCount: 0 });
    for (const name of files) expect(fs.existsSync(`${t.uploadsDir}/${name}`)).toBe(false);
    // Their story and its file are gone; their view of another's story is no longer counted.
    const storyPage = await t.app.inject({
      method: 'GET',
      url: `/api/v1/stories/${theirStory._id}`,
      headers: auth(stay.token),
    });
    expect(storyPage.statusCode).toBe(404);
    expect(
      fs.existsSync(
        `${t.uploadsDir}/${theirStory.imageUrl!.replace('/uploads/', '').split('?')[0]}`,
      ),
    ).toBe(false);
    const stayOwn = await t.app.inject({
      method: 'GET',
      url: `/api/v1/stories/${stayStory._id}/views`,
      headers: auth(stay.token),
    });
    expect(stayOwn.json()).toMatchObject({ count: 0, data: [] });
    const stayRead = await t.app.inject({
      method: 'GET',
      url: `/api/v1/stories/${stayStory._id}`,
      headers: auth(stay.token),
    });
    expect(stayRead.json<{ data: TStory }>().data.viewsCount).toBe(0);

    // The message the other member holds stays, from "Deleted member".
    const chat = await t.app.inject({
      method: 'GET',
      url: `/api/v1/messages/conversation/${stay.user._id}/${gone.user._id}`,
      headers: auth(stay.token),
    });
    const page = chat.json<TMessagesPageResponse>();
    expect(page.data).toEqual([
      expect.objectContaining({
        message: 'see you',
        sender: expect.objectContaining({ name: 'Deleted member' }),
      }),
    ]);

    // The address is free again: registration takes it.
    const again = await registerMember(t, 'leaving@example.com');
    expect(again.user.name).toBe(PROFILE.name);
  });
});
