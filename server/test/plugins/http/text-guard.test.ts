import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  contactMessages,
  momentComments,
  messages,
  moments,
  users,
} from '../../../src/db/schema/index.ts';
import type { TestApp } from '../../helpers/app.ts';
import { multipart, oversizedFile, pngImage } from '../../helpers/fixtures.ts';
import { seedMember } from '../../helpers/members.ts';
import { socketClients } from '../../helpers/sockets.ts';
import { signedInMember } from '../../modules/chat/chat-helpers.ts';

/** NUL cannot be stored by PostgreSQL; a lone surrogate is not text. Both are refused everywhere. */
const NUL = 'a\u0000b';
const LONE_SURROGATE = 'a\ud800b';

let t: TestApp;
let url: string;
let token: string;
let userId: string;
let momentId: string;
const sockets = socketClients();

beforeAll(async () => {
  ({ t, url } = await sockets.listeningApp());
  const member = await seedMember(t, 'guard@example.com', {}, { photo: true });
  token = member.token;
  userId = member.user._id;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/moments',
    headers: { authorization: `Bearer ${token}` },
    payload: { title: 'Hello', description: 'First moment' },
  });
  momentId = created.json<{ data: { _id: string } }>().data._id;
});

async function rowCounts() {
  const tables = { users, moments, momentComments, messages, contactMessages };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const [row] = await t.db.select({ n: count() }).from(table);
      return [name, row?.n ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries);
}

const expectRefused = (res: { statusCode: number; json: () => unknown }) => {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({
    success: false,
    error: 'The text contains characters that cannot be saved',
    code: 'invalidCharacters',
  });
};

describe('the text rule (no NUL, no lone surrogate)', () => {
  it.each([NUL, LONE_SURROGATE])(
    'refuses %j in every kind of input and stores nothing',
    async (bad) => {
      const before = await rowCounts();
      const auth = { authorization: `Bearer ${token}` };
      const requests = [
        // A query string can carry NUL (%00); a lone surrogate cannot be percent-encoded as UTF-8
        // (its bytes decode to U+FFFD), so JSON bodies carry it below.
        ...(bad === NUL
          ? [
              { method: 'GET' as const, url: '/api/v1/moments?q=a%00b' },
              { method: 'GET' as const, url: '/api/v1/auth/users?q=a%00b' },
            ]
          : []),
        {
          method: 'POST' as const,
          url: '/api/v1/moments',
          headers: auth,
          payload: { title: bad, description: 'fine' },
        },
        {
          method: 'POST' as const,
          url: `/api/v1/moments/${momentId}/comments`,
          headers: auth,
          payload: { text: bad },
        },
        {
          method: 'PUT' as const,
          url: '/api/v1/auth/updatedetails',
          headers: auth,
          payload: { name: bad },
        },
        {
          method: 'POST' as const,
          url: '/api/v1/contact',
          payload: { name: 'Ana', email: 'ana@example.com', message: bad },
        },
        {
          method: 'POST' as const,
          url: '/api/v1/auth/login',
          payload: { email: bad, password: bad },
        },
      ];
      for (const request of requests) {
        const res = await t.app.inject({
          ...request,
          ...(request.payload ? { payload: JSON.stringify(request.payload) } : {}),
          headers: { ...request.headers, 'content-type': 'application/json' },
        });
        expectRefused(res);
      }
      // Multipart is bytes: a NUL byte can arrive, a lone surrogate cannot (it is not UTF-8).
      if (bad === NUL) {
        const upload = multipart({ name: bad }, [
          { filename: 'me.png', contentType: 'image/png', data: await pngImage() },
        ]);
        expectRefused(
          await t.app.inject({
            method: 'POST',
            url: '/api/v1/auth/register',
            ...upload,
          }),
        );
      }
      expect(await rowCounts()).toEqual(before);
    },
  );

  it('refuses it in a chat message over the socket with a clear ack, and the socket goes on', async () => {
    const ben = await signedInMember(t, 'Ben');
    const socket = await sockets.connected(url, token);
    const send = (message: string, clientId: string) =>
      new Promise<{ status: string; code?: string }>((resolve) =>
        socket.emit('sendMessage', { receiver: ben.id, message, clientId }, resolve as never),
      );
    expect(await send(NUL, 'c1')).toMatchObject({ status: 'error', code: 'invalidCharacters' });
    expect(await send(LONE_SURROGATE, 'c2')).toMatchObject({ code: 'invalidCharacters' });
    expect(await send('안녕하세요 👋', 'c3')).toMatchObject({ status: 'success' });
    const [stored] = await t.db.select({ n: count() }).from(messages);
    expect(stored?.n).toBe(1);
  });

  it('keeps emoji, Hangul and other well-formed text', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/moments',
      headers: { authorization: `Bearer ${token}` },
      payload: { title: '한국어 🇰🇷 𝄞', description: 'Ça va? 你好' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ data: { title: '한국어 🇰🇷 𝄞' } });
  });
});

describe('bodies the parsers cannot read', () => {
  const photoUrl = () => `/api/v1/auth/users/${userId}/photo`;
  it.each([
    ['a boundary that never comes', 'multipart/form-data; boundary=abc', 'garbage'],
    ['no boundary at all', 'multipart/form-data', 'garbage'],
    [
      'a truncated file part',
      'multipart/form-data; boundary=xx',
      '--xx\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nabc',
    ],
  ])(
    'answers malformed multipart (%s) with 400 on the photo and register routes',
    async (_, type, body) => {
      for (const [method, path] of [
        ['PUT', photoUrl()],
        ['POST', '/api/v1/auth/register'],
      ] as const) {
        const res = await t.app.inject({
          method,
          url: path,
          headers: { 'content-type': type, authorization: `Bearer ${token}` },
          payload: body,
        });
        expect(res.statusCode, `${method} ${path}: ${res.body}`).toBe(400);
        // Registration checks its fields before the first file, so a body cut inside the file
        // may be refused for its missing fields first: a 400 either way.
        expect(res.json()).toMatchObject({
          success: false,
          code: method === 'PUT' ? 'malformedMultipart' : expect.any(String),
        });
      }
    },
  );

  it('answers a JSON body over 1 MB with 413 "too large", not an image message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'x'.repeat(1_100_000), password: 'whatever1' }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      success: false,
      error: 'The request is too large',
      code: 'bodyTooLarge',
    });
  });

  it('answers an image over 5 MB with 413 every time, whatever comes with it', async () => {
    for (const contentType of ['image/jpeg', 'image/png', 'application/octet-stream']) {
      const upload = multipart({}, [
        { filename: 'big.jpg', contentType, data: oversizedFile() },
        { filename: 'small.png', contentType: 'image/png', data: await pngImage() },
      ]);
      const res = await t.app.inject({
        method: 'PUT',
        url: photoUrl(),
        headers: { ...upload.headers, authorization: `Bearer ${token}` },
        payload: upload.payload,
      });
      expect(res.statusCode, res.body).toBe(413);
      expect(res.json()).toMatchObject({ code: 'imageTooLarge' });
    }
  });
});
