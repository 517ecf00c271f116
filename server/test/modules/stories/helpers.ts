import fs from 'node:fs';
import type { TStory, TStoryGroup } from '@chingu/contract';
import { count } from 'drizzle-orm';
import { expect } from 'vitest';
import { stories, storyViews } from '../../../src/db/schema/index.ts';
import type { TestApp } from '../../helpers/app.ts';
import { multipart, pngImage, type FilePart } from '../../helpers/fixtures.ts';
import { api, auth, type Member } from '../moments/helpers.ts';

/** `POST /api/v1/stories` as the composer sends it: text fields, and the photo as `image`. */
export function postStory(
  t: TestApp,
  who: Member | undefined,
  fields: Record<string, string>,
  files: FilePart[] = [],
) {
  const body = multipart(fields, files);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/stories',
    payload: body.payload,
    headers: { ...body.headers, ...auth(who) },
  });
}

export async function photoPart(): Promise<FilePart> {
  return { name: 'image', filename: 'story.png', contentType: 'image/png', data: await pngImage() };
}

export async function textStory(
  t: TestApp,
  who: Member,
  fields: Record<string, string> = {},
): Promise<TStory> {
  const res = await postStory(t, who, { text: 'Hello from Seoul', background: 'ocean', ...fields });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: TStory }>().data;
}

export async function photoStory(
  t: TestApp,
  who: Member,
  fields: Record<string, string> = {},
): Promise<TStory> {
  const res = await postStory(t, who, fields, [await photoPart()]);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: TStory }>().data;
}

/** What a user would notice was stored: story rows, view rows and files in the uploads folder. */
export async function stored(t: TestApp) {
  const [rows] = await t.db.select({ n: count() }).from(stories);
  const [views] = await t.db.select({ n: count() }).from(storyViews);
  return { rows: rows!.n, views: views!.n, files: t.storedImages().length };
}

/** Whether the file behind a story's link (signed, decision 045) is stored. */
export const fileExists = (t: TestApp, url: string) =>
  fs.existsSync(`${t.uploadsDir}/${url.replace('/uploads/', '').split('?')[0]}`);

export async function feed(t: TestApp, who: Member, query = '') {
  const res = await api(t, 'GET', `/api/v1/stories/feed${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ count: number; data: TStoryGroup[] }>();
}

/** Ids of the stories a list URL gives the caller (my-stories, user/{id}). */
export async function storyIds(t: TestApp, url: string, who: Member) {
  const res = await api(t, 'GET', url, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: TStory[] }>().data.map((s) => s._id);
}
