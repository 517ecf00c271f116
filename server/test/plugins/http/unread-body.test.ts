import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { multipart, pngImage } from '../../helpers/fixtures.ts';
import { keepAliveConnection } from '../../helpers/keep-alive.ts';
import { seedMember } from '../../helpers/members.ts';

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

describe('a refused upload on a keep-alive connection', () => {
  it.each([
    ['a first file that is not an image (415)', 'self', 415],
    ["someone else's gallery (403)", 'other', 403],
  ])('answers the next request on the same connection: %s', async (_, whose, status) => {
    const { token, user } = await seedMember(
      t,
      `keepalive-${whose}@example.com`,
      {},
      {
        photo: true,
      },
    );
    const target = whose === 'self' ? user._id : '00000000-0000-4000-8000-000000000000';
    const upload = multipart({}, [
      { filename: 'notes.png', contentType: 'image/png', data: randomBytes(200_000) },
      { filename: 'big.png', contentType: 'image/png', data: randomBytes(4_000_000) },
      { filename: 'me.png', contentType: 'image/png', data: await pngImage() },
    ]);
    const connection = await keepAliveConnection(port);
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
