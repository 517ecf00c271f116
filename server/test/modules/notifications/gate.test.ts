import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { readMail } from '../../helpers/mail-text.ts';
import {
  startPushService,
  subscribedBrowser,
  type PushService,
} from '../../helpers/push-service.ts';
import { awayMember, digestsTo, setTimes, writeTo, type DigestMember } from '../digest/helpers.ts';
import { api, createMoment, follow, like, notificationsOf, type Member } from './helpers.ts';

// PRODUCT §9.1: the notification settings gate what is stored (in the app), pushed and mailed.
let t: TestApp;
let service: PushService;
beforeAll(async () => {
  t = await createTestApp({ DIGEST_INTERVAL_SECONDS: '0', PUBLIC_URL: 'https://chingu.example' });
  service = await startPushService(() => t.app.push.publicKey);
});
afterAll(async () => {
  await service.close();
  await t.close();
});

async function switchOff(who: Member, body: Record<string, Record<string, boolean>>) {
  const res = await api(t, 'PUT', `/api/v1/auth/users/${who.id}/notification-settings`, who, body);
  expect(res.statusCode, res.body).toBe(200);
}

/** Members away (no socket): what they get comes by push and e-mail. */
const away = (name: string): Promise<DigestMember> => awayMember(t, name);

describe('the notification gate', () => {
  it('stores, pushes and mails nothing of a follow switched off everywhere; other kinds still come', async () => {
    const ana = await away('Ana');
    const ben = await away('Ben');
    const browser = await subscribedBrowser(t.app, service, ben);
    await switchOff(ben, { follow: { inApp: false, push: false, email: false } });
    const mailsBefore = t.smtp.mailsTo(ben.email).length;

    await follow(t, ana, ben);
    // A like is on: it arrives, so the follow's absence is not a matter of waiting longer.
    const moment = await createMoment(t, ben);
    expect((await like(t, ana, moment._id)).statusCode).toBe(200);

    const [push] = await browser.pushes(1);
    expect(push!.payload.kind).toBe('momentLike');
    const { data } = await notificationsOf(t, ben);
    expect(data.map((n) => n.kind)).toEqual(['momentLike']);
    expect(browser.received).toHaveLength(1);
    expect(t.smtp.mailsTo(ben.email)).toHaveLength(mailsBefore);
  });

  it('pushes a follow that is off in the app but on for push, without storing it', async () => {
    const ana = await away('Ana');
    const ben = await away('Ben');
    const browser = await subscribedBrowser(t.app, service, ben);
    await switchOff(ben, { follow: { inApp: false } });

    await follow(t, ana, ben);

    const [push] = await browser.pushes(1);
    expect(push!.payload).toMatchObject({ kind: 'follow', title: 'Ana' });
    expect((await notificationsOf(t, ben)).data).toEqual([]);
  });

  it('stores but does not push a follow with push off', async () => {
    const ana = await away('Ana');
    const ben = await away('Ben');
    const cara = await away('Cara');
    const browser = await subscribedBrowser(t.app, service, ben);
    await switchOff(ben, { follow: { push: false } });

    await follow(t, ana, ben);
    await t.app.notificationsSettled();
    const moment = await createMoment(t, ben);
    expect((await like(t, cara, moment._id)).statusCode).toBe(200);

    await browser.pushes(1);
    expect(browser.received.map((p) => p.payload.kind)).toEqual(['momentLike']);
    expect((await notificationsOf(t, ben)).data.map((n) => `${n.kind}:${n.actor?.name}`)).toEqual([
      'momentLike:Cara',
      'follow:Ana',
    ]);
  });

  it('does not push messages with message push off', async () => {
    const ana = await away('Ana');
    const ben = await away('Ben');
    const cara = await away('Cara');
    const browser = await subscribedBrowser(t.app, service, ben);
    await switchOff(ben, { message: { push: false } });

    await writeTo(t, ana, ben, 'not pushed');
    await follow(t, cara, ben);

    await browser.pushes(1);
    expect(browser.received.map((p) => p.payload.kind)).toEqual(['follow']);
  });

  it('sends no digest with message e-mail off, and one when it is on again', async () => {
    const ana = await away('Ana');
    const ben = await away('Ben');
    await switchOff(ben, { message: { email: false } });
    await writeTo(t, ana, ben, 'hello');
    await setTimes(t, ben, { lastSeenMinutesAgo: 60 });

    await t.app.digest.run();
    expect(digestsTo(t, ben)).toEqual([]);

    await switchOff(ben, { message: { email: true } });
    await t.app.digest.run();
    expect(digestsTo(t, ben)).toHaveLength(1);
  });
});

describe('e-mails', () => {
  it('never contain the text of a message', async () => {
    const ana = await away('Ana');
    const ben = await away('Ben');
    const texts = ['My secret plan is pineapple', '전화번호는 010-1234-5678이에요'];
    for (const text of texts) await writeTo(t, ana, ben, text);
    await setTimes(t, ben, { lastSeenMinutesAgo: 60 });

    await t.app.digest.run();

    const [digest] = digestsTo(t, ben);
    expect(digest!.text).toContain('- Ana: 2 messages');
    // Every mail the server sent in this file, read as a person would, and raw.
    for (const mail of t.smtp.mails) {
      const read = readMail(mail.source);
      for (const text of texts) {
        for (const word of [text, ...text.split(' ').filter((w) => w.length > 4)]) {
          expect(read.subject).not.toContain(word);
          expect(read.text).not.toContain(word);
          expect(mail.raw).not.toContain(word);
        }
      }
    }
  });
});
