import { randomBytes } from 'node:crypto';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { multipart, pngImage } from '../helpers/fixtures.ts';
import { registerMember } from '../helpers/members.ts';

/**
 * A browser reuses one keep-alive connection: a request the server refuses before reading its
 * whole body must not hold up the next one on that connection (it waited ~72 s before). Node's own
 * HTTP client drops a connection whose answer came early, so this speaks HTTP/1.1 on one socket.
 */
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => t.close());

type Answer = { status: number; body: string };

/** One keep-alive connection: requests are sent whole, one after another, answers read in order. */
async function keepAliveConnection() {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let buffered = Buffer.alloc(0);
  let waiting: (() => void) | undefined;
  let closed = false;
  socket.on('data', (chunk: Buffer) => {
    buffered = Buffer.concat([buffered, chunk]);
    waiting?.();
  });
  socket.on('close', () => {
    closed = true;
    waiting?.();
  });

  async function nextAnswer(): Promise<Answer> {
    for (;;) {
      const headEnd = buffered.indexOf('\r\n\r\n');
      if (headEnd >= 0) {
        const head = buffered.subarray(0, headEnd).toString();
        const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? 0);
        if (buffered.length >= headEnd + 4 + length) {
          const body = buffered.subarray(headEnd + 4, headEnd + 4 + length).toString();
          buffered = buffered.subarray(headEnd + 4 + length);
          return { status: Number(head.split(' ')[1]), body };
        }
      }
      if (closed) throw new Error('the server closed the connection');
      await new Promise<void>((resolve) => (waiting = resolve));
    }
  }

  return {
    async send(
      method: string,
      path: string,
      headers: Record<string, string>,
      body = Buffer.alloc(0),
    ) {
      const lines = [
        `${method} ${path} HTTP/1.1`,
        `Host: 127.0.0.1:${port}`,
        'Connection: keep-alive',
        `Content-Length: ${body.length}`,
        ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
      ];
      socket.write(Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`), body]));
      return nextAnswer();
    },
    close: () => socket.destroy(),
  };
}

describe('a refused upload on a keep-alive connection', () => {
  it.each([
    ['a first file that is not an image (415)', 'self', 415],
    ["someone else's gallery (403)", 'other', 403],
  ])('answers the next request on the same connection: %s', async (_, whose, status) => {
    const { token, user } = await registerMember(t, `keepalive-${whose}@example.com`);
    const target = whose === 'self' ? user._id : '00000000-0000-4000-8000-000000000000';
    const upload = multipart({}, [
      { filename: 'notes.png', contentType: 'image/png', data: randomBytes(200_000) },
      { filename: 'big.png', contentType: 'image/png', data: randomBytes(4_000_000) },
      { filename: 'me.png', contentType: 'image/png', data: await pngImage() },
    ]);
    const connection = await keepAliveConnection();
    try {
      const refused = await connection.send(
        'PUT',
        `/api/v1/auth/users/${target}/photo`,
        { ...upload.headers, authorization: `Bearer ${token}` },
        upload.payload,
      );
      expect(refused.status).toBe(status);
      expect(JSON.parse(refused.body)).toMatchObject({ success: false });

      const next = await connection.send('GET', '/api/health', {});
      expect(next.status).toBe(200);
      expect(JSON.parse(next.body)).toMatchObject({ success: true });
    } finally {
      connection.close();
    }
  });
});
