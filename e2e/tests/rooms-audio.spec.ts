import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  expect,
  request as apiRequest,
  test,
  type APIRequestContext,
  type Browser,
  type Page,
} from '@playwright/test';
import { createMember, signInAs } from './helpers.ts';
import { latestCode } from './mail.ts';

/**
 * A steady 440 Hz tone as every browser's microphone (Chromium loops the file): the default fake
 * microphone beeps once a second, too short for Janus's talking events. Written once per worker.
 */
const TONE = path.join(os.tmpdir(), 'chingu-e2e-tone.wav');
function writeTone() {
  const rate = 48_000;
  const samples = rate * 2;
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0);
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVEfmt ', 8);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36);
  wav.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++) {
    wav.writeInt16LE(
      Math.round(Math.sin((2 * Math.PI * 440 * i) / rate) * 0.5 * 32767),
      44 + i * 2,
    );
  }
  fs.writeFileSync(TONE, wav);
}
writeTone();

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--disable-gpu',
      '--no-first-run',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-audio-capture=${TONE}`,
      // The room page starts its audio analysis without a click when it is opened by its link.
      '--autoplay-policy=no-user-gesture-required',
    ],
  },
});

/** Every RTCPeerConnection the page makes, kept for getStats (the app does not expose them). */
function recordPeerConnections() {
  const Native = window.RTCPeerConnection;
  const made: RTCPeerConnection[] = [];
  (window as unknown as { peerConnections: RTCPeerConnection[] }).peerConnections = made;
  window.RTCPeerConnection = class extends Native {
    constructor(configuration?: RTCConfiguration) {
      super(configuration);
      made.push(this);
    }
  };
}

/** Audio bytes that arrived at the page over its open connections (inbound-rtp, audio). */
function audioBytesIn(page: Page): Promise<number> {
  return page.evaluate(async () => {
    let bytes = 0;
    const made = (window as unknown as { peerConnections: RTCPeerConnection[] }).peerConnections;
    for (const pc of made) {
      if (pc.connectionState === 'closed') continue;
      (await pc.getStats()).forEach(
        (report: { type: string; kind?: string; bytesReceived?: number }) => {
          if (report.type === 'inbound-rtp' && report.kind === 'audio')
            bytes += report.bytesReceived ?? 0;
        },
      );
    }
    return bytes;
  });
}

async function openMember(
  browser: Browser,
  baseURL: string,
  session: Parameters<typeof signInAs>[1],
) {
  const context = await browser.newContext({ baseURL });
  await context.addInitScript(recordPeerConnections);
  const page = await context.newPage();
  await signInAs(page, session);
  return { context, page };
}

/**
 * PRODUCT §9.3 in three browsers with a microphone each: Hana starts a room, Sam and Lee join as
 * listeners; Sam raises his hand and is invited to speak; audio arrives at all three (getStats),
 * Sam writes in the side chat, and Hana's speaking ring lights up for Lee; Lee raises a hand and
 * Hana removes him, and he cannot come back; Hana ends the room and Sam is told.
 */
async function roomJourney(browser: Browser, api: APIRequestContext, baseURL: string) {
  const hana = await createMember(api, latestCode, { name: 'Hana Host' });
  const sam = await createMember(api, latestCode, { name: 'Sam Speaker' });
  const lee = await createMember(api, latestCode, { name: 'Lee Listener' });
  const h = await openMember(browser, baseURL, hana);
  const s = await openMember(browser, baseURL, sam);
  const l = await openMember(browser, baseURL, lee);
  const title = `Voices ${Date.now()}`;

  await h.page.goto('/rooms');
  await h.page.getByRole('button', { name: 'Start a room' }).click();
  const dialog = h.page.getByRole('dialog', { name: 'Start a room' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await dialog.getByRole('combobox', { name: 'Language' }).click();
  await h.page
    .getByRole('option', { name: /Korean/ })
    .first()
    .click();
  await dialog.getByRole('button', { name: 'Start', exact: true }).click();
  // The list's card has the same title (level 3): wait for the room's own page and its h1.
  await expect(h.page).toHaveURL(/\/rooms\/[0-9a-f-]{36}$/);
  await expect(h.page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  const roomUrl = h.page.url();

  for (const member of [s, l]) {
    await member.page.goto('/rooms');
    await member.page
      .getByRole('article', { name: title })
      .getByRole('link', { name: 'Join' })
      .click();
    await expect(member.page).toHaveURL(roomUrl);
    await expect(member.page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  }
  await expect(h.page.getByTestId('room-listeners')).toHaveText('2 listeners');

  await s.page.getByRole('button', { name: 'Raise hand' }).click();
  const hands = h.page.getByRole('region', { name: 'Raised hands' });
  await hands.getByRole('button', { name: 'Invite to speak' }).click();
  await expect(s.page.getByRole('button', { name: 'Mute' })).toBeVisible();
  await expect(l.page.getByTestId('room-speaker')).toHaveCount(2);

  // Hana hears Sam, Sam hears Hana, Lee hears both: bytes arrive at each of them.
  for (const member of [h, s, l]) {
    await expect.poll(() => audioBytesIn(member.page), { timeout: 30_000 }).toBeGreaterThan(2_000);
  }
  await s.page.getByRole('textbox', { name: 'Say something…' }).fill('안녕하세요!');
  await s.page.getByRole('button', { name: 'Send' }).click();
  await expect(l.page.getByRole('log')).toContainText('안녕하세요!');

  const hanaTile = l.page.getByTestId('room-speaker').filter({ hasText: 'Hana Host' });
  await expect(hanaTile).toHaveAttribute('data-speaking', 'true', { timeout: 30_000 });

  await l.page.getByRole('button', { name: 'Raise hand' }).click();
  await hands.getByRole('button', { name: 'Remove from room' }).click();
  await h.page.getByRole('dialog').getByRole('button', { name: 'Remove from room' }).click();
  await expect(l.page.getByRole('status')).toHaveText('The host removed you from this room.');
  await l.page.goto(roomUrl);
  await expect(l.page.getByRole('status')).toHaveText('The host removed you from this room');

  await h.page.getByRole('button', { name: 'End room' }).click();
  await h.page.getByRole('dialog').getByRole('button', { name: 'End room' }).click();
  await expect(s.page.getByRole('status')).toHaveText('This room has ended.');

  for (const member of [h, s, l]) await member.context.close();
}

test('a room as a mesh: three browsers hear each other, removal, end', async ({
  browser,
  request,
  baseURL,
}) => {
  // Three members, three browsers and their peer connections on a loaded 2-core machine.
  test.setTimeout(240_000);
  await roomJourney(browser, request, baseURL!);
});

test('a room through Janus: three browsers hear the mix, removal, end', async ({ browser }) => {
  const janusBase = process.env.E2E_JANUS_BASE_URL;
  test.skip(!janusBase, 'needs JANUS_URL and DATABASE_URL (CI has both; see janus-server.ts)');
  test.setTimeout(240_000);
  const api = await apiRequest.newContext({ baseURL: janusBase });
  try {
    await roomJourney(browser, api, janusBase!);
  } finally {
    await api.dispose();
  }
});
