import { expect, test, type Page } from '@playwright/test';
import { STORY_LIFETIME_SECONDS } from '../server-settings.ts';
import { openAs } from './chat-helpers.ts';
import { createMember, PHOTO, signInAs } from './helpers.ts';
import { latestCode } from './mail.ts';

// PRODUCT §8.1: stories. A member posts a photo and a text card; a follower watches both from the
// bar; the author sees who saw them; once expired, they are gone for everyone.

const bar = (page: Page) => page.getByRole('region', { name: 'Stories', exact: true });

async function postStories(page: Page) {
  await page.goto('/stories/');
  await bar(page).getByRole('button', { name: 'Add story' }).click();
  const composer = page.getByRole('dialog', { name: 'New story' });
  await composer.getByLabel('Choose a photo for your story').setInputFiles(PHOTO);
  await expect(composer.getByRole('img', { name: 'Preview' })).toBeVisible();
  await composer.getByRole('textbox', { name: 'Caption' }).fill('Hangang at sunset');
  await composer.getByRole('button', { name: 'Share story' }).click();
  await expect(page.getByText('Your story is live for 24 hours')).toBeVisible();
  await expect(composer).toBeHidden();

  // Now that there is a story, the avatar plays it and the small + adds another.
  await expect(bar(page).getByRole('button', { name: 'Your story', exact: true })).toBeVisible();
  await bar(page).getByRole('button', { name: 'Add story' }).click();
  await composer.getByRole('tab', { name: 'Text' }).click();
  await composer.getByRole('textbox', { name: 'Your text' }).fill('오늘의 표현: 화이팅!');
  await composer.getByRole('radio', { name: 'Gold' }).check();
  await composer.getByRole('button', { name: 'Share story' }).click();
  await expect(composer).toBeHidden();
  await expect(page.getByRole('region', { name: 'My stories' }).getByText(/0 views/)).toHaveCount(
    2,
  );
}

test('a follower watches both stories, the author sees who saw them, and expired stories are gone', async ({
  page,
  browser,
  request,
}) => {
  // Two members' browsers, a photo upload and five page loads: more than the default minute on a
  // loaded 2-core machine.
  test.setTimeout(120_000);
  const author = await createMember(request, latestCode, { name: 'Story Author' });
  const follower = await createMember(request, latestCode, { name: 'Story Follower' });
  const follow = await request.put(
    `/api/v1/auth/users/${follower.user._id}/follow/${author.user._id}`,
    { headers: { Authorization: `Bearer ${follower.token}` } },
  );
  expect(follow.ok()).toBe(true);

  await signInAs(page, author);
  await postStories(page);

  const watcher = await openAs(browser, follower);
  const item = (p: Page, unviewed: boolean) =>
    bar(p).getByRole('button', {
      name: unviewed ? "Story Author's stories, new" : "Story Author's stories",
      exact: true,
    });
  // The ring is on the moments feed too.
  await watcher.page.goto('/moments');
  await expect(item(watcher.page, true)).toBeVisible();

  await watcher.page.goto('/stories/');
  await item(watcher.page, true).click();
  const viewer = watcher.page.getByRole('dialog', { name: 'Stories of Story Author' });
  // Paused, so a slow machine cannot let the 5 s run out between the steps below.
  await viewer.getByRole('button', { name: 'Pause' }).click();
  await expect(viewer.getByText('Paused')).toBeVisible();
  await expect(viewer.getByRole('img', { name: 'Photo story by Story Author' })).toBeVisible();
  await expect(viewer.getByText('Hangang at sunset')).toBeVisible();
  // Both views are recorded (each story counts as it is shown).
  const secondView = watcher.page.waitForResponse(
    (r) => r.url().includes('/view') && r.request().method() === 'POST',
  );
  await watcher.page.keyboard.press('ArrowRight');
  await expect(viewer.getByText('오늘의 표현: 화이팅!')).toBeVisible();
  expect((await secondView).ok()).toBe(true);
  await watcher.page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(item(watcher.page, false)).toBeVisible();
  await expect(item(watcher.page, false)).toBeFocused();

  // The author sees "Seen by 1" with the follower listed.
  await page.reload();
  await bar(page).getByRole('button', { name: 'Your story', exact: true }).click();
  const own = page.getByRole('dialog', { name: 'Stories of Story Author' });
  await own.getByRole('button', { name: 'Pause' }).click();
  await own.getByRole('button', { name: 'Seen by 1' }).click();
  const seen = page.getByRole('dialog', { name: 'Seen by' });
  await expect(seen.getByText('Story Follower')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(seen).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(own).toBeHidden();

  // Expiry: the e2e server gives new stories 10 min (STORY_LIFETIME_SECONDS) instead of 24 h, and
  // lets the journey move its clock (TEST_CLOCK) instead of waiting: one second past the lifetime
  // of any story made so far, they are gone for everyone: 404 for their author too, and out of
  // every bar.
  const mine = await request.get('/api/v1/stories/my-stories', {
    headers: { Authorization: `Bearer ${author.token}` },
  });
  const { data } = (await mine.json()) as { data: { _id: string }[] };
  expect(data).toHaveLength(2);
  const moved = await request.post('/api/v1/test/clock', {
    data: { advanceSeconds: STORY_LIFETIME_SECONDS + 1 },
  });
  expect(moved.ok()).toBe(true);
  for (const story of data) {
    const res = await request.get(`/api/v1/stories/${story._id}`, {
      headers: { Authorization: `Bearer ${author.token}` },
    });
    expect(res.status()).toBe(404);
  }
  await watcher.page.reload();
  await expect(watcher.page.getByText('No stories to watch right now')).toBeVisible();
  await expect(bar(watcher.page).getByRole('button', { name: /Story Author/ })).toHaveCount(0);
  await page.reload();
  await expect(bar(page).getByRole('button', { name: 'Your story', exact: true })).toHaveCount(0);
  await watcher.context.close();
});

test('"My stories" shows a long text story whole in its thumbnail, at 390 and 1280', async ({
  page,
  request,
}) => {
  const author = await createMember(request, latestCode, { name: 'Long Text Author' });
  await signInAs(page, author);
  await page.goto('/stories/');
  await bar(page).getByRole('button', { name: 'Add story' }).click();
  const composer = page.getByRole('dialog', { name: 'New story' });
  await composer.getByRole('tab', { name: 'Text' }).click();
  const words = 'Practising Korean every single day with new friends from Chingu. ';
  const text = words.repeat(4).slice(0, 200).trim();
  await composer.getByRole('textbox', { name: 'Your text' }).fill(text);
  // The default background is chosen: no need to pick one to post.
  await composer.getByRole('button', { name: 'Share story' }).click();
  await expect(composer).toBeHidden();

  const mine = page.getByRole('region', { name: 'My stories' });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    const thumbnail = mine.getByRole('button', { name: /^Open your story/ }).first();
    const card = thumbnail.getByTestId('story-thumbnail-text');
    await expect(card).toHaveText(text);
    const outer = (await thumbnail.boundingBox())!;
    const inner = (await card.boundingBox())!;
    // Scaled down to fit: the whole text inside the thumbnail, none of it clipped.
    expect(inner.x, `${width}`).toBeGreaterThanOrEqual(outer.x - 0.5);
    expect(inner.y, `${width}`).toBeGreaterThanOrEqual(outer.y - 0.5);
    expect(inner.x + inner.width, `${width}`).toBeLessThanOrEqual(outer.x + outer.width + 0.5);
    expect(inner.y + inner.height, `${width}`).toBeLessThanOrEqual(outer.y + outer.height + 0.5);
    // ...and inside the card's frame, which clips what does not fit.
    const frame = await card.evaluate((el) => {
      const box = el.parentElement!.getBoundingClientRect();
      const own = el.getBoundingClientRect();
      return { top: own.top - box.top, bottom: box.bottom - own.bottom };
    });
    expect(frame.top, `${width}`).toBeGreaterThanOrEqual(-0.5);
    expect(frame.bottom, `${width}`).toBeGreaterThanOrEqual(-0.5);
  }
});
