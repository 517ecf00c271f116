import { Writable } from 'node:stream';
import Fastify, { LogController } from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestLogPlugin, SLOW_REQUEST_MS } from '../../../src/plugins/http/request-log.ts';

/** The app's logging setup (app.ts) on a bare Fastify, with its log lines captured. */
async function appWithLog() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({
    logger: { level: 'info', stream },
    logController: new LogController({ disableRequestLogging: true }),
  });
  await app.register(requestLogPlugin);
  let delay = 0;
  app.get('/ok', async () => {
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    return { ok: true };
  });
  app.get('/boom', async () => {
    throw new Error('boom');
  });
  return { app, lines, slowDown: (ms: number) => (delay = ms) };
}

describe('request log', () => {
  it('writes nothing for ordinary requests, one line for a failed or slow one', async () => {
    const { app, lines, slowDown } = await appWithLog();
    for (let i = 0; i < 5; i += 1) await app.inject('/ok');
    expect(lines.filter((l) => l.url === '/ok' || l.req)).toEqual([]);

    await app.inject('/boom');
    const failed = lines.filter((l) => l.msg === 'request failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ url: '/boom', statusCode: 500 });

    slowDown(SLOW_REQUEST_MS + 50);
    await app.inject('/ok');
    expect(lines.filter((l) => l.msg === 'slow request')).toMatchObject([
      { url: '/ok', statusCode: 200 },
    ]);
    await app.close();
  });
});
