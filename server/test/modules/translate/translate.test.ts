import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TFeaturesResponse, TTranslateResponse } from '@chingu/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translationUsage } from '../../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { signedInMember } from '../chat/chat-helpers.ts';

/**
 * A LibreTranslate-compatible service on loopback (PRODUCT §8.3): `POST /translate {q, source,
 * target, format}`, translating from a fixed phrase table. `failing` makes it answer 500.
 */
function startTranslator() {
  const phrases: Record<string, Record<string, string>> = {
    en: { 안녕하세요: 'Hello', 'Hola, ¿qué tal?': 'Hi, how are you?' },
    ko: { Hello: '안녕하세요' },
  };
  const state = { calls: 0, failing: false, lastBody: undefined as unknown };
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      state.calls += 1;
      const body = JSON.parse(raw) as { q: string; source: string; target: string; format: string };
      state.lastBody = body;
      if (state.failing || request.url !== '/translate') {
        response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"boom"}');
        return;
      }
      const text = phrases[body.target]?.[body.q] ?? `[${body.target}] ${body.q}`;
      const detected = /[가-힣]/.test(body.q) ? 'ko' : /¿/.test(body.q) ? 'es' : 'en';
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          translatedText: text,
          detectedLanguage: { confidence: 90, language: detected },
        }),
      );
    });
  });
  return new Promise<{ url: string; state: typeof state; close: () => Promise<void> }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        state,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    ),
  );
}

let translator: Awaited<ReturnType<typeof startTranslator>>;
let t: TestApp;
let plain: TestApp;

beforeAll(async () => {
  translator = await startTranslator();
  [t, plain] = await Promise.all([
    createTestApp({ TRANSLATE_URL: translator.url, TRANSLATE_DAILY_LIMIT: '3' }),
    createTestApp(),
  ]);
});
afterAll(async () => {
  await Promise.all([t.close(), plain.close()]);
  await translator.close();
});

const translate = (app: TestApp, token: string | null, payload: unknown) =>
  app.app.inject({
    method: 'POST',
    url: '/api/v1/translate',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: payload as object,
  });

describe('translation', () => {
  it('translates through the service, then answers the same text from the cache for anyone', async () => {
    const ana = await signedInMember(t, 'Ana');
    const ben = await signedInMember(t, 'Ben');
    const first = await translate(t, ana.token, { text: '안녕하세요', target: 'en' });
    expect(first.statusCode).toBe(200);
    expect(first.json<TTranslateResponse>().data).toEqual({
      text: 'Hello',
      detectedSource: 'ko',
      cached: false,
    });
    expect(translator.state.lastBody).toEqual({
      q: '안녕하세요',
      source: 'auto',
      target: 'en',
      format: 'text',
    });
    const calls = translator.state.calls;
    const again = await translate(t, ben.token, { text: '안녕하세요', target: 'en' });
    expect(again.json<TTranslateResponse>().data).toEqual({
      text: 'Hello',
      detectedSource: 'ko',
      cached: true,
    });
    expect(translator.state.calls).toBe(calls);
    // Another target is another translation.
    const korean = await translate(t, ben.token, { text: 'Hello', target: 'ko' });
    expect(korean.json<TTranslateResponse>().data.text).toBe('안녕하세요');
  });

  it('limits each member a day (cached answers are free) and refunds a failed call; 502 caches nothing', async () => {
    const cy = await signedInMember(t, 'Cy');
    // A failed first call of the day leaves no usage row behind.
    translator.state.failing = true;
    expect((await translate(t, cy.token, { text: 'zero', target: 'ko' })).statusCode).toBe(502);
    translator.state.failing = false;
    const usage = await t.db
      .select()
      .from(translationUsage)
      .where(eq(translationUsage.userId, cy.id));
    expect(usage).toEqual([]);
    for (const text of ['one', 'two']) {
      expect((await translate(t, cy.token, { text, target: 'ko' })).statusCode).toBe(200);
    }
    translator.state.failing = true;
    const failed = await translate(t, cy.token, { text: 'three', target: 'ko' });
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({ success: false, code: 'translationFailed' });
    translator.state.failing = false;
    // The failure was not counted and not cached: 'three' is asked again and succeeds.
    const calls = translator.state.calls;
    const third = await translate(t, cy.token, { text: 'three', target: 'ko' });
    expect(third.json<TTranslateResponse>().data).toMatchObject({
      text: '[ko] three',
      cached: false,
    });
    expect(translator.state.calls).toBe(calls + 1);
    const fourth = await translate(t, cy.token, { text: 'four', target: 'ko' });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ code: 'translationLimit' });
    // Cached texts still answer once the allowance is used up.
    expect((await translate(t, cy.token, { text: 'one', target: 'ko' })).statusCode).toBe(200);
    // And on the same keep-alive connection after a refusal, other members go on.
    const dee = await signedInMember(t, 'Dee');
    expect((await translate(t, dee.token, { text: 'four', target: 'ko' })).statusCode).toBe(200);
  });

  it('refuses bad input and visitors, and changes nothing', async () => {
    const eve = await signedInMember(t, 'Eve');
    const calls = translator.state.calls;
    const cases: [unknown, string][] = [
      [{ text: 'x'.repeat(5001), target: 'en' }, 'translationTooLong'],
      [{ text: '   ', target: 'en' }, 'translationTextRequired'],
      [{ text: 'hi', target: 'english' }, 'invalidLanguage'],
      [{ text: 'nul\u0000', target: 'en' }, 'invalidCharacters'],
    ];
    for (const [payload, code] of cases) {
      const res = await translate(t, eve.token, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code });
    }
    expect(
      (await translate(t, eve.token, { text: 'x'.repeat(5000), target: 'en' })).statusCode,
    ).toBe(200);
    expect((await translate(t, null, { text: 'hi', target: 'en' })).statusCode).toBe(401);
    expect(translator.state.calls).toBe(calls + 1);
  });

  it('answers 503 without TRANSLATE_URL, and /features tells the web app', async () => {
    const fay = await signedInMember(plain, 'Fay');
    const res = await translate(plain, fay.token, { text: 'hi', target: 'ko' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ success: false, code: 'translationUnavailable' });
    const off = await plain.app.inject({ method: 'GET', url: '/api/v1/features' });
    expect(off.json<TFeaturesResponse>().data).toEqual({
      translation: false,
      push: true,
      turn: false,
      rooms: { mode: 'mesh', maxListeners: 20 },
    });
    const on = await t.app.inject({ method: 'GET', url: '/api/v1/features' });
    expect(on.json<TFeaturesResponse>().data.translation).toBe(true);
  });
});
