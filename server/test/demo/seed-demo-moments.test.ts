import fs from 'node:fs';
import path from 'node:path';
import type { TMoment } from '@chingu/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moments } from '../../src/db/schema/index.ts';
import { seedDemoData } from '../../src/demo/seed-demo.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db, t.app.images, t.app.log);
});
afterAll(async () => t.close());

describe('demo moments', () => {
  it('fills the feed with pictured moments, hiding private and scheduled ones', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/moments?limit=100' });
    const { count, data } = res.json<{ count: number; data: TMoment[] }>();
    expect(count).toBeGreaterThanOrEqual(25);
    expect(data.every((m) => m.privacy === 'public' && !m.scheduledDate)).toBe(true);
    const pictures = data.flatMap((m) => m.imageUrls);
    expect(pictures.length).toBeGreaterThan(10);
    for (const url of pictures) {
      expect(fs.existsSync(path.join(t.uploadsDir, url.replace('/uploads/', '')))).toBe(true);
    }
    expect(data.some((m) => m.likeCount > 0 && m.commentCount > 0)).toBe(true);
    expect(new Set(data.map((m) => m.language)).size).toBeGreaterThan(4);
  });

  it('keeps every counter equal to the rows behind it', async () => {
    const mismatches = await t.db.execute(sql`
      select m.id from moments m
      where m.like_count <> (select count(*) from moment_likes l where l.moment_id = m.id)
         or m.comment_count <> (select count(*) from moment_comments c where c.moment_id = m.id)
      union all
      select u.id from users u
      where u.moments_count <> (select count(*) from moments m where m.user_id = u.id)`);
    expect(mismatches.rows).toEqual([]);
  });

  it("labels every moment with the language its text is written in, not its author's", async () => {
    const rows = await t.db
      .select({
        title: moments.title,
        description: moments.description,
        language: moments.language,
      })
      .from(moments);
    expect(rows.length).toBeGreaterThanOrEqual(25);
    /** The language the writing system says, or 'latin' for a Latin-script text. */
    const script = (text: string) => {
      const letters = text.match(/\p{L}/gu)?.length ?? 1;
      const share = (pattern: RegExp) => (text.match(pattern)?.length ?? 0) / letters;
      if (share(/\p{Script=Hangul}/gu) > 0.5) return 'ko';
      if (share(/[\p{Script=Hiragana}\p{Script=Katakana}]/gu) > 0.1) return 'ja';
      if (share(/\p{Script=Han}/gu) > 0.5) return 'zh';
      return share(/\p{Script=Latin}/gu) > 0.5 ? 'latin' : 'other';
    };
    const LATIN = ['en', 'es', 'fr', 'de', 'pt', 'it'];
    const mislabelled = rows.filter(({ title, description, language }) => {
      const found = script(`${title} ${description}`);
      return found === 'latin' ? !LATIN.includes(language) : found !== language;
    });
    expect(mislabelled).toEqual([]);
    // Texts in the feed's own languages, beyond English (the translate journeys need them).
    const languages = new Set(rows.map((row) => row.language));
    for (const code of ['ko', 'ja', 'zh', 'es', 'fr', 'de']) expect(languages).toContain(code);
    // An English text is not labelled with a Latin-script neighbour (the old author's-language rule).
    const english = rows.find((row) => row.title === 'Churros in Madrid');
    expect(english?.language).toBe('en');
  });
});
