import { expect, test, type APIRequestContext } from '@playwright/test';
import { createMember, signInAs } from './helpers.ts';
import { latestCode } from './mail.ts';

/**
 * Issue 32: the browser's time zone and the language of a text written in Latin letters are
 * worked out in the app's background worker (web/src/lib/background-worker), not on the page.
 * What a member notices: their days count in the zone they are in, and "Translate" is offered
 * by what a moment's text is written in, not by its label.
 */

async function postOwnMoment(
  request: APIRequestContext,
  token: string,
  fields: { title: string; description: string; language: 'en' | 'es' },
) {
  // Private: the public feed other journeys read stays as it was.
  const res = await request.post('/api/v1/moments', {
    headers: { Authorization: `Bearer ${token}` },
    data: { ...fields, privacy: 'private', tags: [], category: 'general' },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { data: { _id: string } }).data._id;
}

test('a member in Seoul has their time zone stored, read in the background worker', async ({
  browser,
  request,
}) => {
  const member = await createMember(request, latestCode, { name: 'Mina Zone' });
  const context = await browser.newContext({ timezoneId: 'Asia/Seoul' });
  const page = await context.newPage();
  await signInAs(page, member);
  const sent = page.waitForRequest(
    (req) => req.method() === 'PUT' && req.url().endsWith(`/users/${member.user._id}/time-zone`),
  );
  await page.goto('/');
  expect((await sent).postDataJSON()).toEqual({ timeZone: 'Asia/Seoul' });
  await expect
    .poll(async () => {
      const me = await request.get('/api/v1/auth/me', {
        headers: { authorization: `Bearer ${member.token}` },
      });
      return ((await me.json()) as { data?: { timeZone?: string | null } }).data?.timeZone;
    })
    .toBe('Asia/Seoul');
  expect(page.workers().length).toBeGreaterThan(0);
  await context.close();
});

test('Translate follows the language a moment is written in, read in the background worker', async ({
  browser,
  request,
}) => {
  const member = await createMember(request, latestCode, { name: 'Leo Labels' });
  // Labels that do not match the text (moments posted before issue 28 may carry such labels).
  const spanish = await postOwnMoment(request, member.token, {
    title: 'Mi fin de semana',
    description: 'Fuimos a la playa con mis amigos y comimos paella junto al mar.',
    language: 'en',
  });
  const english = await postOwnMoment(request, member.token, {
    title: 'My weekend',
    description: 'We went to the beach with my friends and ate ice cream by the sea.',
    language: 'es',
  });
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, member);
  const translate = page.getByRole('button', { name: 'Translate', exact: true });

  await page.goto(`/moment/${spanish}`);
  await expect(page.getByRole('heading', { name: 'Mi fin de semana' })).toBeVisible();
  await expect(translate).toBeVisible();
  // Labelled Spanish, written in English, read in English: nothing to translate.
  await page.goto(`/moment/${english}`);
  await expect(page.getByRole('heading', { name: 'My weekend' })).toBeVisible();
  await expect(translate).toHaveCount(0);
  expect(page.workers().length).toBeGreaterThan(0);
  await context.close();
});
