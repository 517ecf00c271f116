import { LIMITS, type TErrorResponse } from '@chingu/contract';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config.ts';
import type { TestApp } from '../../helpers/app.ts';
import { multipart, pngImage } from '../../helpers/fixtures.ts';
import { keepAliveConnection } from '../../helpers/keep-alive.ts';
import { sendOverSocket, socketClients } from '../../helpers/sockets.ts';
import { api, createMoment, memberWithToken, type Member } from '../../modules/moments/helpers.ts';
import { postStory } from '../../modules/stories/helpers.ts';

/**
 * PRODUCT §9.1 / decision 044: every signed-in write counts against a per-member budget; beyond
 * it 429 `tooManyRequests` with `retryAfter` (seconds until the day's window ends).
 */
let t: TestApp;
let url: string;
const sockets = socketClients();
const DAY_SECONDS = 24 * 3600;
beforeAll(
  async () =>
    void ({ t, url } = await sockets.listeningApp({
      RATE_LIMITS: 'on',
      MEMBER_BUDGETS:
        'moments=2,comments=2,uploads=2,messages=3,follows=2,reports=2,stories=2,reactions=2,profileEdits=2,writes=2',
    })),
);

function expectRefused(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(429);
  const body = res.json<TErrorResponse>();
  expect(body.code).toBe('tooManyRequests');
  expect(body.retryAfter).toBeGreaterThan(DAY_SECONDS - 120);
  expect(body.retryAfter).toBeLessThanOrEqual(DAY_SECONDS);
  expect(res.headers['retry-after']).toBe(String(body.retryAfter));
}

async function photoUpload(who: Member) {
  const body = multipart({}, [
    { filename: 'me.png', contentType: 'image/png', data: await pngImage() },
  ]);
  return t.app.inject({
    method: 'PUT',
    url: `/api/v1/auth/users/${who.id}/photo`,
    headers: { ...body.headers, authorization: `Bearer ${who.token}` },
    payload: body.payload,
  });
}

/** A write by `who`; moments it needs are by a new member each (their budget is their own). */
type Write = (who: Member, other: Member, i: number) => Promise<LightMyRequestResponse>;

const WRITES: [string, Write][] = [
  ['moments', (who) => api(t, 'POST', '/api/v1/moments', who, { description: 'A day in Seoul' })],
  [
    'comments',
    async (who) => {
      const moment = await createMoment(t, await memberWithToken(t));
      return api(t, 'POST', `/api/v1/moments/${moment._id}/comments`, who, { text: 'Nice!' });
    },
  ],
  ['uploads', (who) => photoUpload(who)],
  [
    'messages',
    (who, other, i) =>
      api(t, 'POST', '/api/v1/messages', who, { receiver: other.id, message: `hi ${i}` }),
  ],
  [
    'follows',
    async (who) => {
      const target = await memberWithToken(t);
      return api(t, 'PUT', `/api/v1/auth/users/${who.id}/follow/${target.id}`, who);
    },
  ],
  [
    'reports',
    async (who) => {
      const moment = await createMoment(t, await memberWithToken(t));
      return api(t, 'POST', '/api/v1/reports', who, {
        targetType: 'moment',
        targetId: moment._id,
        reason: 'spam',
      });
    },
  ],
  ['stories', (who) => postStory(t, who, { text: 'Hello', background: 'ocean' })],
  [
    'reactions',
    async (who) => {
      const moment = await createMoment(t, await memberWithToken(t));
      return api(t, 'POST', `/api/v1/moments/${moment._id}/like`, who);
    },
  ],
  [
    'profileEdits',
    (who) =>
      api(t, 'PUT', `/api/v1/auth/users/${who.id}/notification-settings`, who, {
        follow: { push: false },
      }),
  ],
  ['writes', (who) => api(t, 'PUT', '/api/v1/notifications/read', who, {})],
];

describe('per-member write budgets', () => {
  it.each(WRITES)('refuse %s beyond the budget with retryAfter', async (budget, write) => {
    const ana = await memberWithToken(t, 'Ana');
    const ben = await memberWithToken(t, 'Ben');
    const allowed = budget === 'messages' ? 3 : 2;
    for (let i = 0; i < allowed; i++) {
      const res = await write(ana, ben, i);
      expect(res.statusCode, `${budget} #${i + 1}: ${res.body}`).toBeLessThan(300);
    }
    expectRefused(await write(ana, ben, allowed));
    // Another member's budget is their own.
    const ok = await write(ben, ana, 0);
    expect(ok.statusCode, ok.body).toBeLessThan(300);
  });

  it('refuse before anything is stored: a refused moment is not created', async () => {
    const ana = await memberWithToken(t, 'Ana');
    await createMoment(t, ana);
    await createMoment(t, ana);
    expectRefused(await api(t, 'POST', '/api/v1/moments', ana, { description: 'third' }));
    const mine = await api(t, 'GET', `/api/v1/moments/user/${ana.id}`, ana);
    expect(mine.json<{ count: number }>().count).toBe(2);
  });

  it('never refuse signing out, even with every budget spent', async () => {
    const ana = await memberWithToken(t, 'Ana');
    for (let i = 0; i < 2; i++) await api(t, 'PUT', '/api/v1/notifications/read', ana, {});
    expectRefused(await api(t, 'PUT', '/api/v1/notifications/read', ana, {}));
    expect((await api(t, 'POST', '/api/v1/auth/logout', ana)).statusCode).toBe(200);
  });

  it('answer the next request on the same keep-alive connection after a refused upload', async () => {
    const ana = await memberWithToken(t, 'Ana');
    for (let i = 0; i < 2; i++) expect((await photoUpload(ana)).statusCode).toBe(200);
    const port = Number(new URL(url).port);
    const upload = multipart({}, [
      { filename: 'me.png', contentType: 'image/png', data: await pngImage(800, 600) },
      { filename: 'big.png', contentType: 'image/png', data: Buffer.alloc(3_000_000, 7) },
    ]);
    const connection = await keepAliveConnection(port);
    try {
      const refused = await connection.send(
        'PUT',
        `/api/v1/auth/users/${ana.id}/photo`,
        { ...upload.headers, authorization: `Bearer ${ana.token}` },
        upload.payload,
      );
      expect(refused.status).toBe(429);
      expect(JSON.parse(refused.body)).toMatchObject({ code: 'tooManyRequests' });
      const next = await connection.send('GET', '/api/v1/auth/me', {
        authorization: `Bearer ${ana.token}`,
      });
      expect(next.status).toBe(200);
    } finally {
      connection.close();
    }
  });

  it('count messages sent over the socket too, refused with an error ack', async () => {
    const ana = await memberWithToken(t, 'Ana');
    const ben = await memberWithToken(t, 'Ben');
    const socket = await sockets.connected(url, ana.token);
    // One by REST, two by socket: the same budget of three.
    const rest = await api(t, 'POST', '/api/v1/messages', ana, { receiver: ben.id, message: '1' });
    expect(rest.statusCode).toBe(201);
    for (const message of ['2', '3']) {
      expect((await sendOverSocket(socket, { receiver: ben.id, message })).status).toBe('success');
    }
    const refused = await sendOverSocket(socket, { receiver: ben.id, message: '4' });
    expect(refused).toMatchObject({ status: 'error', code: 'tooManyRequests' });
    expect((refused as { retryAfter?: number }).retryAfter).toBeGreaterThan(DAY_SECONDS - 120);
    // Ben may still answer: his budget is his.
    const benSocket = await sockets.connected(url, ben.token);
    expect((await sendOverSocket(benSocket, { receiver: ana.id, message: 'hi' })).status).toBe(
      'success',
    );
  });
});

describe('with the counters store unreachable (Redis down)', () => {
  it('lets writes through uncounted rather than refusing them', async () => {
    const ana = await memberWithToken(t, 'Ana');
    const hit = t.app.counters.hit;
    t.app.counters.hit = () => Promise.reject(new Error('Connection is closed.'));
    try {
      for (let i = 0; i < 4; i++) {
        const res = await api(t, 'POST', '/api/v1/moments', ana, { description: `m${i}` });
        expect(res.statusCode, res.body).toBe(201);
      }
    } finally {
      t.app.counters.hit = hit;
    }
    // Counted again once it is back.
    await createMoment(t, ana);
    await createMoment(t, ana);
    expectRefused(await api(t, 'POST', '/api/v1/moments', ana, { description: 'one more' }));
  });
});

describe('MEMBER_BUDGETS', () => {
  it('overrides the named budgets and keeps the contract numbers for the others', () => {
    const { memberBudgets } = loadConfig({ MEMBER_BUDGETS: 'moments=7, messages=0' }).rateLimits;
    expect(memberBudgets).toEqual({ ...LIMITS.memberBudgets, moments: 7, messages: 0 });
    expect(loadConfig({}).rateLimits.memberBudgets).toEqual(LIMITS.memberBudgets);
  });

  it.each(['moments', 'moment=5', 'moments=-1', 'moments=five', 'moments=5;comments=2'])(
    'refuses %j at start-up with a clear message',
    (value) => {
      expect(() => loadConfig({ MEMBER_BUDGETS: value })).toThrow(
        /MEMBER_BUDGETS: expected name=number/,
      );
    },
  );
});
