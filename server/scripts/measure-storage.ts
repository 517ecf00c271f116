/**
 * Rough latency of the two storage drivers (decision 026), side by side in one run:
 * storing an image (`app.images.save`), a whole photo upload through the API (sharp included), and
 * serving /uploads/<name> over HTTP under load, for @fastify/static on the uploads folder (what
 * served uploads before), the local driver, and the S3 driver against s3rver on loopback.
 * `cd server && npx tsx scripts/measure-storage.ts [--seconds 5] [--connections 10] [--rounds 3]
 * [--port 4390]` (uses the port and the next two).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import fastifyStatic from '@fastify/static';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import sharp from 'sharp';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/index.ts';
import { sessions, users } from '../src/db/schema/index.ts';
import { newToken } from '../src/plugins/http/auth.ts';
import { startS3Server } from '../test/helpers/s3-server.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
    port: { type: 'string', default: '4390' },
    puts: { type: 'string', default: '200' },
    uploads: { type: 'string', default: '20' },
    rounds: { type: 'string', default: '3' },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const port = Number(values.port);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const summary = (samples: number[]) => {
  const sorted = [...samples].sort((x, y) => x - y);
  const ms = (v: number) => Math.round(v * 100) / 100;
  return { p50: ms(percentile(sorted, 50)), p95: ms(percentile(sorted, 95)) };
};

async function serveLoad(url: string) {
  const result = await autocannon({ url, connections, duration: seconds });
  return {
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

// Random pixels compress badly: ~210 kB of WebP, as large as a detailed 1600 px photo.
const photo = await sharp(randomBytes(640 * 480 * 3), {
  raw: { width: 640, height: 480, channels: 3 },
})
  .webp({ quality: 82 })
  .toBuffer();
const upload = await sharp({
  create: { width: 1600, height: 1200, channels: 3, background: '#4c6ef5' },
})
  .png()
  .toBuffer();

const s3 = await startS3Server();
const results: Record<string, Record<string, unknown>> = {};
const targets: Record<string, string> = {};
const closers: (() => Promise<void>)[] = [];
let localUploadsDir = '';
let localName = '';

for (const [index, driver] of (['local', 's3'] as const).entries()) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chingu-measure-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'off',
    RATE_LIMITS: 'off',
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...(driver === 's3' ? { S3_URL: s3.url } : {}),
  });
  const database = await openDatabase({ pgliteDir: 'memory://' });
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: port + index, host: '127.0.0.1' });

  const puts: number[] = [];
  let name = '';
  for (let i = 0; i < Number(values.puts); i++) {
    const started = performance.now();
    [name] = (await app.images.save([{ data: photo, extension: 'webp' }])) as [string];
    puts.push(performance.now() - started);
  }

  const [member] = await app.db
    .insert(users)
    .values({
      email: `measure-${driver}@example.com`,
      passwordHash: 'not-a-hash',
      name: 'Measure',
      nativeLanguage: 'English',
      languageToLearn: 'Korean',
    })
    .returning({ id: users.id });
  const { token, tokenHash } = newToken();
  await app.db.insert(sessions).values({ userId: member!.id, tokenHash });
  const authorization = `Bearer ${token}`;
  const boundary = 'measure-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    upload,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const uploads: number[] = [];
  for (let i = 0; i < Number(values.uploads); i++) {
    const moment = await app.inject({
      method: 'POST',
      url: '/api/v1/moments',
      headers: { authorization },
      payload: { description: 'measuring' },
    });
    const momentId = moment.json<{ data: { _id: string } }>().data._id;
    const started = performance.now();
    const res = await app.inject({
      method: 'PUT',
      url: `/api/v1/moments/${momentId}/photo`,
      headers: { authorization, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    if (res.statusCode !== 200) throw new Error(`upload ${res.statusCode}: ${res.body}`);
    uploads.push(performance.now() - started);
  }

  results[driver] = { put: summary(puts), apiUpload: summary(uploads) };
  targets[driver] = `http://127.0.0.1:${port + index}/uploads/${name}`;
  if (driver === 'local') {
    localUploadsDir = config.uploadsDir;
    localName = name;
  }
  closers.push(async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
}

// What served uploads before: @fastify/static on the same folder and file.
const before = Fastify();
await before.register(fastifyStatic, {
  root: localUploadsDir,
  prefix: '/uploads/',
  index: false,
  immutable: true,
  maxAge: '365d',
});
await before.listen({ port: port + 2, host: '127.0.0.1' });
targets.staticBefore = `http://127.0.0.1:${port + 2}/uploads/${localName}`;
results.staticBefore = {};

// Interleaved rounds, so a busy moment of the machine hits every configuration alike.
const rounds: Record<string, Awaited<ReturnType<typeof serveLoad>>[]> = {};
for (let round = 0; round < Number(values.rounds); round++) {
  for (const [label, url] of Object.entries(targets)) {
    (rounds[label] ??= []).push(await serveLoad(url));
  }
}
for (const [label, runs] of Object.entries(rounds)) {
  const median = (pick: (r: (typeof runs)[number]) => number) =>
    percentile(
      runs.map(pick).sort((x, y) => x - y),
      50,
    );
  results[label]!.serve = {
    reqPerSec: median((r) => r.reqPerSec),
    p50: median((r) => r.p50),
    p99: median((r) => r.p99),
    non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
  };
}
await before.close();
for (const close of closers) await close();
await s3.close();

console.log(
  JSON.stringify(
    {
      photoBytes: photo.length,
      uploadBytes: upload.length,
      connections,
      seconds,
      rounds: Number(values.rounds),
      results,
    },
    null,
    2,
  ),
);
