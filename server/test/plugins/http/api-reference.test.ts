import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';

type OpenApi = {
  openapi: string;
  info: { description: string };
  components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
  'x-socket-events': Record<
    'clientToServer' | 'serverToClient',
    Record<string, { description: string; payload?: { $ref: string }; ack?: { $ref: string } }>
  >;
  paths: Record<
    string,
    Record<
      string,
      {
        requestBody?: {
          content: Record<string, { schema: { properties?: Record<string, unknown> } }>;
        };
        responses?: Record<string, unknown>;
      }
    >
  >;
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('GET /api/openapi.json', () => {
  it('describes the routes with the schemas the server validates', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<OpenApi>();
    expect(doc.openapi).toMatch(/^3\./);
    // Paths in OpenAPI form, from the routes as registered.
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/auth/login', '/api/v1/moments/{id}', '/api/v1/reports']),
    );
    const report = doc.paths['/api/v1/reports']?.post;
    const body = report?.requestBody?.content['application/json']?.schema;
    // The contract's enumeration, not a hand-written copy.
    expect(body?.properties?.reason).toMatchObject({
      enum: ['spam', 'harassment', 'inappropriate', 'fake', 'romance', 'scam', 'other'],
    });
    expect(JSON.stringify(doc)).not.toContain('password_hash');
    // The reference itself is not listed.
    expect(doc.paths['/api/openapi.json']).toBeUndefined();
  });
});

/** `/api/v1/moments/:id` as OpenAPI writes it: `/api/v1/moments/{id}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('the reference covers the whole API', () => {
  it('lists every route the app registered, except hidden ones and automatic HEADs', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApi>();
    const routes = t.app.routeTable.filter((r) => !r.hidden && r.method !== 'HEAD');
    // Derived from the app itself, so a route added anywhere later is covered too.
    expect(routes.length).toBeGreaterThan(50);
    const missing = routes
      .filter((r) => !doc.paths[openApiPath(r.url)]?.[r.method.toLowerCase()])
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });

  it('describes the socket events of both directions with their payload schemas', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApi>();
    const events = doc['x-socket-events'];
    expect(Object.keys(events.clientToServer)).toEqual(
      expect.arrayContaining(['sendMessage', 'markAsRead', 'typing', 'getOnlineUsers']),
    );
    expect(Object.keys(events.serverToClient)).toEqual(
      expect.arrayContaining(['newMessage', 'userOnline', 'notification', 'messageReaction']),
    );
    const resolve = (ref: { $ref: string } | undefined) =>
      doc.components.schemas[ref!.$ref.replace('#/components/schemas/', '')];
    // The contract's schemas: what sendMessage accepts, what newMessage carries.
    expect(resolve(events.clientToServer.sendMessage!.payload)?.properties).toHaveProperty(
      'receiver',
    );
    expect(resolve(events.serverToClient.newMessage!.payload)?.properties).toHaveProperty(
      'unreadCount',
    );
    expect(resolve(events.clientToServer.sendMessage!.ack)).toBeDefined();
    // A reader of /api/docs sees them in the introduction.
    expect(doc.info.description).toContain('| client → server | `sendMessage` |');
    expect(doc.info.description).toContain('| server → client | `newMessage` |');
  });
});

describe('GET /api/docs', () => {
  it('answers the reference page, whose scripts and styles load from this server under its CSP', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    // No inline script (the CSP would block it); every asset is a local path, no CDN.
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThanOrEqual(4);
    for (const asset of assets) {
      expect(asset, asset).toMatch(/^\/api\/docs\//);
      const res = await t.app.inject({ method: 'GET', url: asset });
      expect(res.statusCode, asset).toBe(200);
      expect(res.body.length, asset).toBeGreaterThan(100);
    }
    // The page reads ./json beside it: the same document as /api/openapi.json.
    const initializer = await t.app.inject({
      method: 'GET',
      url: '/api/docs/static/swagger-initializer.js',
    });
    expect(initializer.body).toMatch(/['"]\.\/json['"]/);
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.json<OpenApi>()['x-socket-events'].serverToClient).toHaveProperty('newMessage');
  });
});
