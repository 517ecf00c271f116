import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { bearer, signedInMember } from './chat-helpers.ts';

/** PRODUCT §9.1: NEW_CONTACTS_PER_DAY=0 turns the new contacts a day cap off. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ NEW_CONTACTS_PER_DAY: '0' });
});
afterAll(async () => t.close());

it('lets a brand-new account open any number of conversations', async () => {
  const newcomer = await signedInMember(t, 'Newcomer');
  for (let i = 0; i < 12; i += 1) {
    const partner = await signedInMember(t, `Partner ${i}`);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/messages',
      headers: bearer(newcomer),
      payload: { receiver: partner.id, message: 'hello' },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
});
