import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it, vi } from 'vitest';
import {
  TEMPORARY_FILE_MAX_AGE_MS,
  TEMPORARY_SWEEP_INTERVAL_MS,
} from '../../../src/plugins/infra/storage.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { testClock } from '../../helpers/clock.ts';

/**
 * A crash between an upload's write and its rename leaves `.<uuid>.tmp` in the uploads folder
 * (lib/storage/local-storage.ts): the app removes stale ones at start and every quarter hour,
 * and nothing else there.
 */
let t: TestApp | undefined;
let dataDir: string | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await t?.close();
  t = undefined;
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const TWO_HOURS_AGO = new Date(Date.now() - 2 * TEMPORARY_FILE_MAX_AGE_MS);

function file(relative: string, modified?: Date) {
  const full = path.join(dataDir!, relative);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, 'bytes');
  if (modified) fs.utimesSync(full, modified, modified);
  return full;
}

it('removes temporary files of crashed uploads at start and later on, never stored files', async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chingu-sweep-'));
  const staleUpload = file(`uploads/.${randomUUID()}.tmp`, TWO_HOURS_AGO);
  const staleAttachment = file(`attachments/.${randomUUID()}.tmp`, TWO_HOURS_AGO);
  const staleInFolder = file(`uploads/stories/.${randomUUID()}.tmp`, TWO_HOURS_AGO);
  const fresh = file(`uploads/.${randomUUID()}.tmp`);
  const kept = [
    file(`uploads/${randomUUID()}.webp`, TWO_HOURS_AGO),
    file(`attachments/${randomUUID()}.m4a`, TWO_HOURS_AGO),
    // Dot-named, but not an upload's temporary name (e.g. a service file).
    file('uploads/.variants-done', TWO_HOURS_AGO),
    file(`uploads/${randomUUID()}.tmp`, TWO_HOURS_AGO),
  ];

  // Only the interval is faked, so the periodic sweep can be reached without waiting.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  const clock = testClock();
  t = await createTestApp({ DATA_DIR: dataDir }, { now: clock.now });

  await vi.waitFor(
    () => expect([staleUpload, staleAttachment, staleInFolder].filter(fs.existsSync)).toEqual([]),
    { timeout: 10_000, interval: 50 },
  );
  // One still being written (or just crashed) is left alone, as are stored files.
  expect(fs.existsSync(fresh)).toBe(true);
  expect(kept.filter((name) => !fs.existsSync(name))).toEqual([]);

  // An hour later the next sweep takes the one left over.
  // Each try moves another quarter hour on: the first sweep may still be finishing when the
  // first of them comes (the stale files gone, its promise not yet settled), and a sweep due
  // while one runs is skipped.
  clock.advance(TEMPORARY_FILE_MAX_AGE_MS + 60_000);
  await vi.waitFor(
    () => {
      vi.advanceTimersByTime(TEMPORARY_SWEEP_INTERVAL_MS);
      expect(fs.existsSync(fresh)).toBe(false);
    },
    { timeout: 10_000, interval: 50 },
  );
  expect(kept.filter((name) => !fs.existsSync(name))).toEqual([]);
  // The app's first boot (migrations) can take a while on a busy machine.
}, 120_000);
