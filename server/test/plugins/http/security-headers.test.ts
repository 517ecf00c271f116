import http from 'node:http';
import type { AddressInfo } from 'node:net';
import helmet from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_HEADER_OPTIONS } from '../../../src/plugins/http/security-headers.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';

/** What helmet's own middleware sends for our options, on a real Node response. */
async function headersFromHelmet(): Promise<Record<string, unknown>> {
  const middleware = helmet(SECURITY_HEADER_OPTIONS);
  const server = http.createServer((req, res) => middleware(req, res, () => res.end('ok')));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/`);
    return Object.fromEntries(res.headers);
  } finally {
    server.close();
  }
}

describe('security headers, computed once at start-up', () => {
  let t: TestApp;
  let expected: Record<string, unknown>;
  const securityNames = (headers: Record<string, unknown>) =>
    Object.keys(headers).filter(
      (name) =>
        ![
          'date',
          'connection',
          'keep-alive',
          'content-length',
          'content-type',
          'transfer-encoding',
        ].includes(name),
    );

  beforeAll(async () => {
    t = await createTestApp();
    expected = await headersFromHelmet();
  });
  afterAll(async () => t.close());

  it('are exactly what helmet sends, on an API answer, an error and a refused request', async () => {
    expect(expected['content-security-policy']).toContain("script-src 'self'");
    for (const url of ['/api/health', '/api/v1/nope', '/api/v1/moments?page=0']) {
      const res = await t.app.inject({ method: 'GET', url });
      for (const name of securityNames(expected)) {
        expect([url, name, res.headers[name]]).toEqual([url, name, expected[name]]);
      }
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('reach a cached visitor answer as well as the first one', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/v1/moments?page=1' });
    const cached = await t.app.inject({ method: 'GET', url: '/api/v1/moments?page=1' });
    for (const res of [first, cached]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-security-policy']).toBe(expected['content-security-policy']);
      expect(res.headers['strict-transport-security']).toBe(expected['strict-transport-security']);
    }
  });
});
