import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';

type OpenApi = {
  openapi: string;
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
      enum: ['spam', 'harassment', 'inappropriate', 'fake', 'other'],
    });
    expect(JSON.stringify(doc)).not.toContain('password_hash');
    // The reference itself is not listed.
    expect(doc.paths['/api/openapi.json']).toBeUndefined();
  });
});
