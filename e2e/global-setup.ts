import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { janusDataDir, janusServerPort, startJanusServer } from './janus-server.ts';
import { E2E_PORT } from './playwright.config.ts';
import { CALL_RING_SECONDS, SESSION_MINUTE_MS, STORY_LIFETIME_SECONDS } from './server-settings.ts';
import { startTranslator } from './translator.ts';

const root = path.resolve(import.meta.dirname, '..');

/**
 * Starts a real SMTP server (each mail saved as a file the tests read) and the production server
 * on a fresh data dir, serving the built web app. Returns the teardown.
 */
export default async function globalSetup() {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chingu-e2e-'));
  const mailDir = path.join(workDir, 'mail');
  fs.mkdirSync(mailDir);
  process.env.E2E_MAIL_DIR = mailDir;

  let seq = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        const raw = Buffer.concat(chunks)
          .toString('utf8')
          .replace(/=\r?\n/g, '');
        fs.writeFileSync(
          path.join(mailDir, `${Date.now()}-${seq++}.json`),
          JSON.stringify({ to, raw }),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as { port: number }).port;

  const translator = await startTranslator();

  // A server left on the port (an earlier run killed before its teardown) would answer instead of
  // this one, with other data and another mail box: every journey would fail for no visible reason.
  if (await answersHealth()) {
    throw new Error(`port ${E2E_PORT} already serves Chingu: stop that process and run again`);
  }

  // The bundle `npm start` runs (`npm run test:e2e` builds it first), not the sources through tsx:
  // the journeys test what is shipped.
  const bundle = path.join(root, 'server/dist/main.js');
  if (!fs.existsSync(bundle)) throw new Error(`${bundle} is missing: run npm run build first`);
  const server: ChildProcess = spawn(process.execPath, ['--enable-source-maps', bundle], {
    cwd: path.join(root, 'server'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(workDir, 'data'),
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      DEMO_DATA: 'on',
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // Language rooms run as a mesh here whatever the shell says (CI exports JANUS_URL for the
      // server's Janus tests); the Janus journey has a server of its own (janus-server.ts).
      JANUS_URL: '',
      // A demo member moderates (reports.spec.ts).
      ADMIN_EMAILS: 'anna@demo.chingu.app',
      TRANSLATE_URL: translator.url,
      // New stories expire after 10 min instead of 24 h (demo stories keep 24 h), and the app
      // clock can be moved forward (POST /api/v1/test/clock): stories.spec.ts sees them go without
      // waiting.
      STORY_LIFETIME_SECONDS: String(STORY_LIFETIME_SECONDS),
      TEST_CLOCK: 'on',
      // zod checks every response the compiled serializers write (decision 059).
      RESPONSE_CHECK: 'on',
      CALL_RING_SECONDS: String(CALL_RING_SECONDS),
      // The calls' language timer runs 30× fast (sessions.spec.ts sees the switch at half time).
      SESSION_MINUTE_MS: String(SESSION_MINUTE_MS),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });

  // Waits for the server's own answer; the bound only catches a server that never comes up (a busy
  // 2-core machine has needed over a minute to start its database and seed the demo).
  const deadline = Date.now() + 180_000;
  try {
    for (;;) {
      if (await answersHealth()) break;
      if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
      if (Date.now() > deadline) throw new Error('server did not become healthy in 180 s');
      await new Promise((r) => setTimeout(r, 250));
    }
  } catch (error) {
    // Never leave it running: it would hold the port for every later run.
    server.kill('SIGKILL');
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await translator.close();
    throw error;
  }

  let janus: Awaited<ReturnType<typeof startJanusServer>> = null;
  try {
    janus = await startJanusServer({
      bundle,
      cwd: path.join(root, 'server'),
      port: janusServerPort(E2E_PORT),
      dataDir: janusDataDir(workDir),
      smtpPort,
      translatorUrl: translator.url,
    });
  } catch (error) {
    server.kill('SIGKILL');
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await translator.close();
    throw error;
  }
  // rooms-audio.spec.ts runs its Janus journey against it (skipped when it is not there).
  if (janus) process.env.E2E_JANUS_BASE_URL = janus.baseUrl;

  return async () => {
    await janus?.stop();
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await translator.close();
    fs.rmSync(workDir, { recursive: true, force: true });
  };
}

async function answersHealth(): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${E2E_PORT}/api/health`)).ok;
  } catch {
    return false;
  }
}
