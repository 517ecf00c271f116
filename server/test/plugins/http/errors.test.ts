import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('error envelope', () => {
  it('answers unknown API routes with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({
      success: false,
      error: 'This API route does not exist',
      code: 'routeNotFound',
    });
  });

  it('answers malformed JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      error: 'The request body is not valid JSON',
      code: 'malformedJson',
    });
  });

  it('answers an unsupported body type with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'text/xml' },
      payload: '<x/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().success).toBe(false);
  });

  it('reports the database as reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toEqual({ success: true, data: { status: 'ok', database: 'reachable' } });
  });

  it('never leaks details of a server error', async () => {
    // Break the database under a running route: the client must learn nothing about it.
    await t.db.execute(sql`drop table contact_messages`);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      payload: { name: 'Kim', email: 'kim@example.com', message: 'Hi' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('contact_messages');
    expect(res.json()).toEqual({
      success: false,
      error: 'Something went wrong. Please try again later',
      code: 'serverError',
    });
  });
});
